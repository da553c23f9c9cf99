/**
 * Where a call's bearer token comes from: the caller's `accessToken` (string or function), or the shared
 * token cache fed by client credentials. Token failures become errors naming the caller's operation.
 */
import { DEFAULTS } from '../defaults.js';
import {
  AuthenticationError,
  NetworkError,
  RateLimitError,
  ServerError,
  TimeoutError,
} from '../errors.js';
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

/** Turns a shared token failure into the error of one operation; the secret is never part of it. */
export function tokenError(operationId: string, error: unknown, clientKey: string): unknown {
  if (!(error instanceof TokenRequestFailed)) return error;
  const failure = error.failure;
  switch (failure.type) {
    case 'refused':
      return new AuthenticationError(operationId, {
        clientKey,
        status: failure.status,
        ...(failure.detail === undefined ? {} : { detail: failure.detail }),
      });
    case 'invalid-response':
      return new AuthenticationError(operationId, { clientKey, status: failure.status, detail: failure.detail });
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
      return new TimeoutError(operationId, failure.timeoutMs);
  }
}

export function createTokenProvider(options: RuntimeOptions, scopes: readonly string[]): TokenProvider {
  const { accessToken, credentials } = options;
  if (typeof accessToken === 'string') {
    return { get: () => Promise.resolve(accessToken), invalidate: () => undefined, refreshable: false, identity: accessToken };
  }
  if (typeof accessToken === 'function') {
    return {
      get: (_operationId, signal) => raceSignal(Promise.resolve(accessToken()), signal),
      invalidate: () => undefined,
      refreshable: true,
      identity: functionIdentity(accessToken),
    };
  }
  if (!credentials) {
    return { get: () => Promise.resolve(undefined), invalidate: () => undefined, refreshable: false, identity: 'anonymous' };
  }
  if (!options.authUrl) {
    throw new TypeError('Client credentials need authUrl, the base address of the authorization server.');
  }
  const token = options.token ?? {};
  const path = token.path ?? DEFAULTS.tokenPath;
  const request: TokenRequest = {
    tokenUrl: `${options.authUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`,
    audience: options.audience,
    scopes,
    credentials,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    rateLimitWaitMs: token.rateLimitWaitMs ?? DEFAULTS.tokenRateLimitWaitMs,
    rateLimitRetries: token.rateLimitRetries ?? DEFAULTS.tokenRateLimitRetries,
    defaultLifetimeMs: token.defaultLifetimeMs ?? DEFAULTS.tokenLifetimeMs,
    maxRetryAfterMs: (options.retry === false ? undefined : options.retry?.maxRetryAfterMs) ?? DEFAULTS.maxRetryAfterMs,
  };
  const refreshAheadMs = token.refreshAheadMs ?? DEFAULTS.tokenRefreshAheadMs;
  return {
    get: async (operationId, signal) => {
      try {
        return await getToken(request, signal, refreshAheadMs);
      } catch (error) {
        throw tokenError(operationId, error, credentials.clientKey);
      }
    },
    invalidate: (token) => invalidateToken(request, token),
    refreshable: true,
    identity: `client-key:${credentials.clientKey}`,
  };
}
