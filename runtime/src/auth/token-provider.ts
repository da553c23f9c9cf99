/**
 * Where a call's bearer token comes from: the caller's `accessToken` (a string; a function, token-function.ts),
 * or the shared token cache fed by client credentials (client-credentials.ts). The code of a function and of
 * credentials is loaded on demand, when a client is made with them. Token failures become errors naming the
 * caller's operation.
 */
import { DEFAULTS } from '../contract/defaults.js';
import { NetworkError, RateLimitError, ServerError, TimeoutError } from '../errors/call-errors.js';
import type { Log } from '../features/log.js';
import { loadClientCredentials, loadTokenFunction } from '../call/on-demand.js';
import type { RuntimeOptions } from '../contract/operation.js';
import { parseRetryAfter } from '../call/retry.js';
import { raceSignal } from '../util/abort.js';

/** What a provider loaded on demand does (token-provider.ts says the rest: refreshable). */
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

export function createTokenProvider(options: RuntimeOptions, scopes: readonly string[], log: Log): TokenProvider {
  const { accessToken, credentials } = options;
  if (typeof accessToken === 'string') {
    return {
      get: () => Promise.resolve(accessToken),
      invalidate: () => undefined,
      refreshable: false,
      current: () => accessToken,
    };
  }
  if (typeof accessToken === 'function') {
    return onDemand(() => loadTokenFunction().then((m) => m.functionTokens(accessToken, { raceSignal })));
  }
  // checkRuntimeOptions (client-options.ts) has refused options with neither, or credentials without authUrl.
  const { authUrl } = options;
  if (!credentials || !authUrl) {
    throw new TypeError('A client needs credentials with authUrl, or accessToken.');
  }
  const fromEntry = {
    DEFAULTS,
    errors: { NetworkError, RateLimitError, ServerError, TimeoutError },
    parseRetryAfter,
    raceSignal,
  };
  return onDemand(
    () =>
      loadClientCredentials().then((m) =>
        m.createCredentialsProvider(options, credentials, authUrl, scopes, log, fromEntry),
      ),
    true,
  );
}

/**
 * A provider whose code is loaded on demand: loaded now, while the client is made, and waited for by the first
 * attempt that needs a token. A failed load is that attempt's failure (a NetworkError, retried like one: nothing
 * was sent), and the next attempt loads it again.
 */
function onDemand(load: () => Promise<LoadedTokens>, ahead = false): TokenProvider {
  let tokens: LoadedTokens | undefined;
  const loaded = (): Promise<LoadedTokens> =>
    tokens === undefined ? load().then((t) => (tokens ??= t)) : Promise.resolve(tokens);
  loaded().catch(() => undefined);
  return {
    get: (operationId, signal) => loaded().then((t) => t.get(operationId, signal)),
    // A token to drop was given by the loaded provider.
    invalidate: (token) => tokens?.invalidate(token),
    current: () => tokens?.current?.(),
    refreshable: true,
    ...(ahead
      ? {
          ahead: (operationId: string, signal: AbortSignal) =>
            loaded().then(
              (t) => t.ahead?.(operationId, signal),
              () => undefined,
            ),
        }
      : {}),
  };
}
