/**
 * Every default of the runtime, declared once. Options named the same way in `CommonClientOptions`,
 * `RetryOptions` and `CallOptions` override these per client or per call (DESIGN.md, "Runtime defaults").
 */
export const DEFAULTS = Object.freeze({
  /** Retries after the first attempt: at most 2, so a call makes at most 3 attempts. */
  maxRetries: 2,
  /** Base of the full-jitter exponential backoff: retry n waits random(0, min(cap, 500 ms * 2^n)). */
  baseDelayMs: 500,
  /** Cap of one backoff delay: 20 s. */
  maxDelayMs: 20_000,
  /** Longest `Retry-After` honoured: 60 s; a longer one fails the call with the 429/503 error instead. */
  maxRetryAfterMs: 60_000,
  /** HTTP statuses retried (with network errors, timeouts and Content-MD5 mismatches). */
  retryStatuses: Object.freeze([429, 500, 502, 503, 504] as const),
  /**
   * Per-attempt timeout: 30 s until the response headers arrive. While an upload or a report body flows it
   * is an idle timeout (time without a chunk), so large transfers that keep moving are not cut off.
   * 0 or Infinity switches it off.
   */
  timeoutMs: 30_000,
  /** Path of the token endpoint below `authUrl` (mail reference, Authentication). */
  tokenPath: '/oauth2/token',
  /** A cached token is replaced this long before `expires_in` runs out: 60 s. */
  tokenRefreshAheadMs: 60_000,
  /** Wait after a token-endpoint 429 without `Retry-After`: 60 s (the endpoint allows 100 requests/min/IP). */
  tokenRateLimitWaitMs: 60_000,
  /** Token lifetime assumed when the token response has no usable `expires_in`: 1 hour (mail reference, Limits). */
  tokenLifetimeMs: 3_600_000,
  /** How many times one token request waits out a token-endpoint 429 before failing with RateLimitError. */
  tokenRateLimitRetries: 2,
  /**
   * Client-side rate limit used when neither the client options nor the ApiDescriptor give one (generated
   * descriptors leave it out, so these are the values they get): mail about 5 calls/s (mail reference,
   * Limits), database 150/s with burst 300. A limit given without `burst` uses `burst = perSecond`.
   */
  // Null prototype: it is looked up by API name, and an API named `constructor` has no default here.
  rateLimits: Object.freeze(
    Object.assign(Object.create(null) as object, {
      mail: Object.freeze({ perSecond: 5, burst: 5 }),
      database: Object.freeze({ perSecond: 150, burst: 300 }),
      records: Object.freeze({ perSecond: 150, burst: 300 }),
    }),
  ) as Readonly<Record<string, { readonly perSecond: number; readonly burst: number }>>,
  /**
   * Largest send-list upload: 300 MB (mail reference, section 6), counted as 300,000,000 bytes so that a
   * list we accept is never over the service's limit whichever megabyte it means.
   */
  maxUploadBytes: 300_000_000,
  /** Longest embedded-command value in a send list: 4000 characters (mail reference, section 6 rule 6). */
  maxSendListValueChars: 4000,
  /** Longest recipient property (column) name: 63 characters (mail reference, Recipient record rule 4). */
  maxPropertyNameChars: 63,
  /** Largest platform ID: 2^63-1 (mail reference, Recipient record rule 1). */
  maxPlatformId: 9_223_372_036_854_775_807n,
  /**
   * Send-list uploads are checked against the six rules of mail reference section 6 before (or, for one-shot
   * streams, while) they are sent; `csvUpload: { validate: false }` sends a list unchecked.
   */
  validateUploads: true,
  /** `validateSendList` stops after this many issues, so a broken million-row list gives a readable report. */
  maxSendListIssues: 100,
  /** Upload chunk size when a body is sliced for streaming: 64 KiB keeps progress callbacks frequent. */
  uploadChunkBytes: 64 * 1024,
  /** Column that carries the platform ID in recipient lists (mail reference, Recipient record rule 1). */
  platformIdColumn: 'Customer.platformid',
});
