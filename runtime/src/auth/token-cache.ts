/**
 * Process-wide token cache: one entry per (token URL, audience, scope set, client key, secret), shared by every client
 * of the process (a token must be reused, not fetched per request). Concurrent callers on a cold or stale
 * entry share one request (single-flight); a token is replaced `refreshAheadMs` (`DEFAULTS.tokenRefreshAheadMs`,
 * or the client's `token.refreshAheadMs`) before it expires.
 */
import { requestToken, type IssuedToken, type TokenRequest } from './token-request.js';

interface CacheEntry {
  token: IssuedToken | undefined;
  flight: Promise<IssuedToken> | undefined;
}

/** Entries by (token URL, audience, scope set, client key), then by secret: a wrong secret never reuses a token. */
const entries = new Map<string, Map<string, CacheEntry>>();

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
}
