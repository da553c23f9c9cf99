/**
 * The token provider of client credentials: tokens from the shared cache (token-cache.ts), fed by one OAuth 2.0
 * token request at a time (token-request.ts), and token failures as errors naming the caller's operation.
 */
import { DEFAULTS } from '../contract/defaults.js';
import { NetworkError, RateLimitError, ServerError, TimeoutError } from '../errors/call-errors.js';
import { AuthenticationError } from '../errors/authentication-error.js';
import type { Log } from '../features/log.js';
import { errorLabel } from '../features/log-lines.js';
import type { ClientCredentials, RuntimeOptions } from '../contract/operation.js';
import { freshToken, getToken, invalidateToken } from './token-cache.js';
import { TokenRequestFailed, type TokenRequest } from './token-request.js';
import type { LoadedTokens } from './token-provider.js';
import { raceSignal } from '../util/abort.js';

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
export function tokenError(
  operationId: string,
  error: unknown,
  request: Pick<TokenRequest, 'credentials' | 'tokenUrl' | 'audience'>,
): unknown {
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
        waitMs: failure.waitMs,
      });
    case 'server':
      return new ServerError({ operationId, status: failure.status, body: undefined, endpoint: 'token' });
    case 'network':
      return new NetworkError(operationId, failure.cause, undefined, { url: request.tokenUrl, endpoint: 'token' });
    case 'timeout':
      return new TimeoutError(operationId, failure.timeoutMs, 'attempt', 'token');
  }
}

/** `{authUrl}/oauth2/token` (the token path below the authorization server's base address). */
export function tokenUrlOf(authUrl: string, path: string): string {
  return `${authUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Where credentials get tokens: below the caller's `authUrl` (`token.path`), else the document's token URL
 * (`ApiDescriptor.tokenUrl`) resolved against the server URL, as OpenAPI resolves relative URLs; undefined when
 * there is neither.
 */
export function credentialsTokenUrl(
  options: Pick<RuntimeOptions, 'authUrl' | 'token' | 'serverUrl'>,
  documentTokenUrl: string | undefined,
): string | undefined {
  if (options.authUrl !== undefined) return tokenUrlOf(options.authUrl, options.token?.path ?? DEFAULTS.tokenPath);
  if (documentTokenUrl === undefined) return undefined;
  if (!URL.canParse(documentTokenUrl, options.serverUrl)) {
    throw new TypeError(
      `The document's token URL ${documentTokenUrl} does not resolve against the server URL: give authUrl.`,
    );
  }
  return new URL(documentTokenUrl, options.serverUrl).href;
}

/** The provider of a client made with `credentials` and a token URL (checkRuntimeOptions has made sure of both). */
export function createCredentialsProvider(
  options: RuntimeOptions,
  credentials: ClientCredentials,
  tokenUrl: string,
  scopes: readonly string[],
  log: Log,
): LoadedTokens {
  const token = options.token ?? {};
  const request: TokenRequest = {
    tokenUrl,
    audience: options.audience,
    scopes,
    credentials,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    rateLimitWaitMs: token.rateLimitWaitMs ?? DEFAULTS.tokenRateLimitWaitMs,
    defaultLifetimeMs: token.defaultLifetimeMs ?? DEFAULTS.tokenLifetimeMs,
    onRateLimited: (waitMs) =>
      log.warn(`token endpoint ${displayUrl(tokenUrl)} answered 429; no token request for ${waitMs} ms`),
  };
  const refreshAheadMs = token.refreshAheadMs ?? DEFAULTS.tokenRefreshAheadMs;
  const scopeText = scopes.length > 0 ? scopes.join(' ') : '(none)';
  const fetch = (operationId: string, signal: AbortSignal | undefined): Promise<string> => {
    const started = Date.now();
    const issued = getToken(request, refreshAheadMs, (issued) =>
      log.info(
        `${operationId}: fetched an access token from ${displayUrl(tokenUrl)} for scopes ${scopeText} ` +
          `(valid ${Math.round(issued.lifetimeMs / 1000)} s) in ${Date.now() - started} ms`,
      ),
    );
    // This call may give up on its own; the shared request keeps going for the others.
    return raceSignal(issued, signal);
  };
  return {
    get: async (operationId, signal) => {
      try {
        return await fetch(operationId, signal);
      } catch (error) {
        const failure = tokenError(operationId, error, request);
        if (!signal?.aborted)
          log.warn(`${operationId}: token request to ${displayUrl(tokenUrl)} failed: ${errorLabel(failure)}`);
        throw failure;
      }
    },
    ahead: (operationId, signal) =>
      fetch(operationId, signal).then(
        () => undefined,
        () => undefined,
      ),
    invalidate: (token) => invalidateToken(request, token),
    current: () => freshToken(request, refreshAheadMs),
  };
}
