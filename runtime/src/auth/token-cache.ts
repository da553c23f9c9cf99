/**
 * Process-wide token cache: one entry per (token URL, audience, scope set, client key, secret), shared by every client
 * of the process (a token must be reused, not fetched per request). Concurrent callers on a cold or stale
 * entry share one request (single-flight); a token is replaced `refreshAheadMs` (`DEFAULTS.tokenRefreshAheadMs`,
 * or the client's `token.refreshAheadMs`) before it expires. After a 429 of a token endpoint no request goes to
 * it until the wait it asked for has passed: the endpoint limits an IP address, so every entry of it waits, and a
 * token asked for meanwhile fails at once with what is left of the wait.
 */
import { requestToken, TokenRequestFailed, type IssuedToken, type TokenRequest } from './token-request.js';

interface CacheEntry {
  token: IssuedToken | undefined;
  flight: Promise<IssuedToken> | undefined;
}

/** Entries by (token URL, audience, scope set, client key), then by secret: a wrong secret never reuses a token. */
const entries = new Map<string, Map<string, CacheEntry>>();

/** Token URLs that answered 429: until when no request goes to them, and whether they sent `Retry-After`. */
const blocked = new Map<string, { readonly until: number; readonly fromEndpoint: boolean }>();

/** The failure of a token asked for while its endpoint's 429 wait lasts, or undefined when it does not. */
function stillBlocked(tokenUrl: string): TokenRequestFailed | undefined {
  const block = blocked.get(tokenUrl);
  if (block === undefined) return undefined;
  const waitMs = block.until - Date.now();
  if (waitMs <= 0) {
    blocked.delete(tokenUrl);
    return undefined;
  }
  return new TokenRequestFailed({
    type: 'rate-limited',
    status: 429,
    ...(block.fromEndpoint ? { retryAfterMs: waitMs } : {}),
    waitMs,
  });
}

type CacheKeyParts = Pick<TokenRequest, 'tokenUrl' | 'audience' | 'scopes' | 'credentials'>;

/** The scope set is order-insensitive; the client key keeps two credentials from ever sharing a token. */
export function tokenCacheKey(request: CacheKeyParts): string {
  const scopes = [...new Set(request.scopes)].sort();
  return JSON.stringify([request.tokenUrl, request.audience, scopes, request.credentials.clientKey]);
}

function entryOf(request: CacheKeyParts, create: boolean): CacheEntry | undefined {
  const key = tokenCacheKey(request);
  let bySecret = entries.get(key);
  if (!bySecret && create) entries.set(key, (bySecret = new Map()));
  let entry = bySecret?.get(request.credentials.clientSecret);
  if (!entry && bySecret && create)
    bySecret.set(request.credentials.clientSecret, (entry = { token: undefined, flight: undefined }));
  return entry;
}

function isFresh(token: IssuedToken, refreshAheadMs: number): boolean {
  // A token shorter-lived than twice the margin would never count as fresh; refresh it at half-life instead.
  const margin = Math.min(refreshAheadMs, token.lifetimeMs / 2);
  return Date.now() < token.expiresAt - margin;
}

/** The cached token for `request` while it is fresh, else undefined. */
export function freshToken(request: TokenRequest, refreshAheadMs: number): string | undefined {
  const token = entryOf(request, false)?.token;
  return token && isFresh(token, refreshAheadMs) ? token.value : undefined;
}

/**
 * A valid token for `request`, from the cache or from one shared token request. Each caller may give up on its
 * own (racing the answer against its signal); the shared request keeps going for the others.
 */
export function getToken(
  request: TokenRequest,
  refreshAheadMs: number,
  onIssued?: (token: IssuedToken) => void,
): Promise<string> {
  const fresh = freshToken(request, refreshAheadMs);
  if (fresh !== undefined) return Promise.resolve(fresh);
  const entry = entryOf(request, true) as CacheEntry;
  let flight = entry.flight;
  if (!flight) {
    const block = stillBlocked(request.tokenUrl);
    if (block !== undefined) return Promise.reject(block);
    const current = entry;
    flight = current.flight = requestToken(request).then(
      (token) => {
        current.token = token;
        current.flight = undefined;
        // Only the caller that started the request hears of it, so a shared fetch is logged once.
        onIssued?.(token);
        return token;
      },
      (error: unknown) => {
        current.flight = undefined;
        if (error instanceof TokenRequestFailed && error.failure.type === 'rate-limited') {
          const { waitMs, retryAfterMs } = error.failure;
          blocked.set(request.tokenUrl, { until: Date.now() + waitMs, fromEndpoint: retryAfterMs !== undefined });
        }
        throw error;
      },
    );
  }
  return flight.then((token) => token.value);
}

/**
 * Drops the cached token after the API answered 401 with it. Comparing the value keeps a late 401 from
 * discarding a token another call has already refreshed.
 */
export function invalidateToken(request: CacheKeyParts, value: string): void {
  const entry = entryOf(request, false);
  if (entry?.token?.value === value) entry.token = undefined;
}

/** Empties the cache (tests, or after rotating credentials). */
export function clearTokenCache(): void {
  entries.clear();
  blocked.clear();
}
