/**
 * Every default of the runtime, declared once. Options named the same way in `CommonClientOptions`,
 * `RetryOptions` and `CallOptions` override these per client or per call; docs/runtime-defaults.md says why
 * each value was chosen. What differs per API (rate limit, upload size limit, upload checks) is not here: it
 * comes from the spec through the generated descriptors.
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
  /**
   * Jitter on top of a `Retry-After` wait: random(0, min(maxDelayMs, 4 * max(Retry-After, baseDelayMs) * 2^n))
   * for retry n (from 0), so clients refused together spread their retries instead of returning in lockstep.
   */
  retryAfterSpread: 4,
  /** HTTP statuses retried (with network errors, timeouts and Content-MD5 mismatches). */
  retryStatuses: Object.freeze([429, 500, 502, 503, 504] as const),
  /**
   * Per-attempt timeout: 30 s until the response headers arrive. While an upload or a report body flows it
   * is an idle timeout (time without a chunk), so large transfers that keep moving are not cut off.
   * 0 or Infinity switches it off.
   */
  timeoutMs: 30_000,
  /** Path of the token endpoint below `authUrl` (the specs' "Access tokens" section). */
  tokenPath: '/oauth2/token',
  /** A cached token is replaced this long before `expires_in` runs out: 60 s. */
  tokenRefreshAheadMs: 60_000,
  /** Wait after a token-endpoint 429 without `Retry-After`: 60 s (the endpoint allows 100 requests/min/IP). */
  tokenRateLimitWaitMs: 60_000,
  /** Token lifetime assumed when the token response has no usable `expires_in`: 1 hour, the documented validity. */
  tokenLifetimeMs: 3_600_000,
  /**
   * How many token-endpoint 429s a call waits out (each `Retry-After`, else `tokenRateLimitWaitMs`, told to
   * `onRetry`) before failing with RateLimitError; apart from `maxRetries`.
   */
  tokenRateLimitRetries: 2,
  /**
   * Uploads of an operation with an upload check (the spec's `x-upload-check`) are checked before (or, for
   * one-shot streams, while) they are sent; `uploadCheck: false` per call sends a body unchecked.
   */
  uploadCheck: true,
  /**
   * JSON bodies of an operation with a body check (the spec's `x-body-check`) are checked before they are sent;
   * `bodyCheck: false` per call sends a body unchecked.
   */
  bodyCheck: true,
  /** Upload chunk size when a body is sliced for streaming: 64 KiB keeps progress callbacks frequent. */
  uploadChunkBytes: 64 * 1024,
  /**
   * A JSON body larger than this (1 MiB) is kept as one Blob that every attempt streams; a smaller one as bytes,
   * which fetch copies per attempt at less cost than a Blob's native read.
   */
  jsonBlobBytes: 1024 * 1024,
});
