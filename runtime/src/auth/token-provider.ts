/**
 * Where a call's bearer token comes from: the caller's `accessToken` (string or function), or the shared
 * token cache fed by client credentials. Token failures become errors naming the caller's operation.
 */
import { DEFAULTS } from '../defaults.js';
import {
  AccessTokenError,
  AuthenticationError,
  NetworkError,
  RateLimitError,
  ServerError,
  TimeoutError,
} from '../errors.js';
import { errorLabel, SILENT, type Log } from '../log.js';
import type { RuntimeOptions } from '../operation.js';
import { raceSignal } from '../util/abort.js';
import { getToken, invalidateToken } from './token-cache.js';
import { TokenRequestFailed, type TokenRequest } from './token-request.js';

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

/** The token URL as messages and logs show it: no user info, query or fragment (they may hold credentials). */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}

/** Turns a shared token failure into the error of one operation; the secret is never part of it. */
export function tokenError(operationId: string, error: unknown, request: Pick<TokenRequest, 'credentials' | 'tokenUrl' | 'audience'>): unknown {
  if (!(error instanceof TokenRequestFailed)) return error;
  const failure = error.failure;
  const { clientKey } = request.credentials;
  const where = { clientKey, tokenUrl: displayUrl(request.tokenUrl), audience: request.audience };
  switch (failure.type) {
    case 'refused':
      return new AuthenticationError(operationId, {
        ...where,
        status: failure.status,
        ...(failure.error === undefined ? {} : { error: failure.error }),
        ...(failure.description === undefined ? {} : { description: failure.description }),
      });
    case 'invalid-response':
      return new AuthenticationError(operationId, { ...where, status: failure.status, detail: failure.detail });
    case 'rate-limited':
      return new RateLimitError({
        operationId,
        status: 429,
        body: undefined,
        endpoint: 'token',
        ...(failure.retryAfterMs === undefined ? {} : { retryAfterMs: failure.retryAfterMs }),
      });
    case 'server':
      return new ServerError({ operationId, status: failure.status, body: undefined, endpoint: 'token' });
    case 'network':
      return new NetworkError(operationId, failure.cause);
    case 'timeout':
      return new TimeoutError(operationId, failure.timeoutMs, 'attempt', 'token');
  }
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

/** `{authUrl}/oauth2/token` (the token path below the authorization server's base address). */
export function tokenUrlOf(authUrl: string, path: string = DEFAULTS.tokenPath): string {
  return `${authUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
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
  if (!credentials || !options.authUrl) {
    throw new TypeError('A client needs credentials with authUrl, or accessToken.');
  }
  const token = options.token ?? {};
  const tokenUrl = tokenUrlOf(options.authUrl, token.path);
  const request: TokenRequest = {
    tokenUrl,
    audience: options.audience,
    scopes,
    credentials,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    rateLimitWaitMs: token.rateLimitWaitMs ?? DEFAULTS.tokenRateLimitWaitMs,
    rateLimitRetries: token.rateLimitRetries ?? DEFAULTS.tokenRateLimitRetries,
    defaultLifetimeMs: token.defaultLifetimeMs ?? DEFAULTS.tokenLifetimeMs,
    maxRetryAfterMs: (options.retry === false ? undefined : options.retry?.maxRetryAfterMs) ?? DEFAULTS.maxRetryAfterMs,
    onRateLimited: (waitMs) => log.warn(`token endpoint ${displayUrl(tokenUrl)} answered 429; waiting ${waitMs} ms`),
  };
  const refreshAheadMs = token.refreshAheadMs ?? DEFAULTS.tokenRefreshAheadMs;
  const scopeText = scopes.length > 0 ? scopes.join(' ') : '(none)';
  const fetch = (operationId: string, signal: AbortSignal | undefined): Promise<string> => {
    const started = Date.now();
    return getToken(request, signal, refreshAheadMs, (issued) =>
      log.info(
        `${operationId}: fetched an access token from ${displayUrl(tokenUrl)} for scopes ${scopeText} ` +
          `(valid ${Math.round(issued.lifetimeMs / 1000)} s) in ${Date.now() - started} ms`,
      ),
    );
  };
  return {
    get: async (operationId, signal) => {
      try {
        return await fetch(operationId, signal);
      } catch (error) {
        const failure = tokenError(operationId, error, request);
        if (!signal?.aborted) log.warn(`${operationId}: token request to ${displayUrl(tokenUrl)} failed: ${errorLabel(failure)}`);
        throw failure;
      }
    },
    ahead: (operationId, signal) => fetch(operationId, signal).then(
      () => undefined,
      () => undefined,
    ),
    invalidate: (token) => invalidateToken(request, token),
    refreshable: true,
    identity: `client-key:${credentials.clientKey}`,
  };
}
