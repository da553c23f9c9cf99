/**
 * Where a call's bearer token comes from: the caller's `accessToken` (a string; a function, token-function.ts),
 * or the shared token cache fed by client credentials (client-credentials.ts). Token failures become errors
 * naming the caller's operation.
 */
import type { RuntimeOptions } from '../contract/operation.js';
import type { Log } from '../features/log.js';
import { createCredentialsProvider, credentialsTokenUrl } from './client-credentials.js';
import { functionTokens } from './token-function.js';

/** What a provider of a function or of credentials does (`refreshable` is true for both). */
export type LoadedTokens = Pick<TokenProvider, 'get' | 'invalidate' | 'ahead' | 'current'>;

export interface TokenProvider {
  /** The token for one attempt, or undefined when the client sends no Authorization header. */
  get(operationId: string, signal?: AbortSignal): Promise<string | undefined>;
  /** Forget `token` after the API refused it with 401. */
  invalidate(token: string): void;
  /** Whether asking again after a 401 can give a different token. */
  readonly refreshable: boolean;
  /**
   * A token an attempt can carry at once, with nothing to wait for (and no signal to follow): the caller's
   * `accessToken` string, or a fresh token in the shared cache of client credentials. Undefined otherwise: the
   * attempt asks `get`.
   */
  current?(): string | undefined;
  /**
   * Client credentials only: asks for the token now, into the shared cache the attempts read, and never throws
   * (a failure is the attempt's to report and retry; a request still under way when `signal` aborts keeps
   * going, and the attempt joins it).
   */
  ahead?(operationId: string, signal: AbortSignal): Promise<void>;
}

/** `documentTokenUrl`: the descriptor's `tokenUrl`, used when the caller gives no `authUrl`. */
export function createTokenProvider(
  options: RuntimeOptions,
  scopes: readonly string[],
  log: Log,
  documentTokenUrl?: string,
): TokenProvider {
  const { accessToken, credentials } = options;
  if (typeof accessToken === 'string') {
    return {
      get: () => Promise.resolve(accessToken),
      invalidate: () => undefined,
      refreshable: false,
      current: () => accessToken,
    };
  }
  if (typeof accessToken === 'function') return { ...functionTokens(accessToken), refreshable: true };
  // checkRuntimeOptions (client-options.ts) has refused options with neither, or credentials without a token URL.
  const tokenUrl = credentialsTokenUrl(options, documentTokenUrl);
  if (!credentials || tokenUrl === undefined) {
    throw new TypeError('A client needs credentials with authUrl, or accessToken.');
  }
  return { ...createCredentialsProvider(options, credentials, tokenUrl, scopes, log), refreshable: true };
}
