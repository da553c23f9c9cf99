/**
 * Where a call's bearer token comes from: the caller's `accessToken` (string or function), or the shared
 * token cache fed by client credentials (client-credentials.ts, loaded on demand when a client is made with
 * them). Token failures become errors naming the caller's operation.
 */
import { AccessTokenError } from '../errors.js';
import { SILENT, type Log } from '../log.js';
import type { RuntimeOptions } from '../operation.js';
import { parseRetryAfter } from '../transport/retry.js';
import { loadClientCredentials } from '../on-demand.js';
import { DEFAULTS } from '../defaults.js';
import { raceSignal, sleep } from '../util/abort.js';
import type { CredentialsTokens } from './client-credentials.js';

export interface TokenProvider {
  /** The token for one attempt, or undefined when the client sends no Authorization header. */
  get(operationId: string, signal?: AbortSignal): Promise<string | undefined>;
  /** Forget `token` after the API refused it with 401. */
  invalidate(token: string): void;
  /** Whether asking again after a 401 can give a different token. */
  readonly refreshable: boolean;
  /** Identifies the credentials for rate-limit buckets: the client key, the token, or a function's identity. */
  readonly identity: string;
  /** The caller's `accessToken` when it is a string: every attempt carries it, with nothing to wait for. */
  readonly fixed?: string;
  /**
   * Client credentials only: asks for the token now, into the shared cache the attempts read, and never throws
   * (a failure is the attempt's to report and retry; a request still under way when `signal` aborts keeps
   * going, and the attempt joins it).
   */
  ahead?(operationId: string, signal: AbortSignal): Promise<void>;
}

const functionIds = new WeakMap<object, number>();
let nextFunctionId = 1;

function functionIdentity(fn: object): string {
  let id = functionIds.get(fn);
  if (id === undefined) {
    id = nextFunctionId++;
    functionIds.set(fn, id);
  }
  return `token-function:${id}`;
}

/** Calls the caller's `accessToken` function; whatever it throws becomes an AccessTokenError (not retried). */
async function callAccessToken(fn: () => string | Promise<string>, operationId: string, signal: AbortSignal | undefined): Promise<string> {
  let pending: Promise<string>;
  try {
    pending = Promise.resolve(fn());
  } catch (error) {
    throw new AccessTokenError(operationId, error);
  }
  const token = await raceSignal(
    pending.catch((error: unknown) => {
      throw new AccessTokenError(operationId, error);
    }),
    signal,
  );
  if (typeof token !== 'string' || token === '') {
    throw new AccessTokenError(operationId, new TypeError('it returned no token (a non-empty string is needed)'));
  }
  return token;
}

export function createTokenProvider(options: RuntimeOptions, scopes: readonly string[], log: Log = SILENT): TokenProvider {
  const { accessToken, credentials } = options;
  if (typeof accessToken === 'string') {
    return { get: () => Promise.resolve(accessToken), invalidate: () => undefined, refreshable: false, identity: accessToken, fixed: accessToken };
  }
  if (typeof accessToken === 'function') {
    return {
      get: (operationId, signal) => callAccessToken(accessToken, operationId, signal),
      invalidate: () => undefined,
      refreshable: true,
      identity: functionIdentity(accessToken),
    };
  }
  // checkRuntimeOptions (client-options.ts) has refused options with neither, or credentials without authUrl.
  const { authUrl } = options;
  if (!credentials || !authUrl) {
    throw new TypeError('A client needs credentials with authUrl, or accessToken.');
  }
  // The token request is loaded now, while the client is made, and waited for by the first call that needs it.
  let tokens: CredentialsTokens | undefined;
  const ready = (): Promise<CredentialsTokens> =>
    tokens === undefined
      ? loadClientCredentials().then((m) => (tokens ??= m.createCredentialsProvider(options, credentials, authUrl, scopes, log, { DEFAULTS, parseRetryAfter, raceSignal, sleep })))
      : Promise.resolve(tokens);
  ready().catch(() => undefined);
  return {
    // A failed load is the attempt's failure: a NetworkError, retried like one (nothing was sent).
    get: (operationId, signal) => ready().then((t) => t.get(operationId, signal)),
    ahead: (operationId, signal) => ready().then((t) => t.ahead(operationId, signal), () => undefined),
    // A token to drop was issued by the loaded provider.
    invalidate: (token) => tokens?.invalidate(token),
    refreshable: true,
    identity: `client-key:${credentials.clientKey}`,
  };
}
