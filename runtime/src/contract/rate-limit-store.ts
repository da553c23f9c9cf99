/**
 * The state of a rate-limit bucket and the store it may live in (`CommonClientOptions.rateLimitStore`): a store
 * keeps one bucket for several processes of an account (a Redis, a database row), with three operations on the
 * bucket of a key, each atomic in the store, so that two processes never take the same token. The arithmetic is
 * the one of rate-limit/bucket-state.ts (`takeToken`, `settleToken`, `holdTokens`), run where the state lives;
 * the store's own clock decides, so the processes' clocks need not agree.
 */

/** A rate limit: requests a second and the burst. */
export interface RateLimit {
  readonly perSecond: number;
  readonly burst: number;
}

/** A bucket's state: plain numbers, so that a store can keep it as JSON. */
export interface BucketState {
  /** Tokens left (fractional while refilling) as of `at`. */
  tokens: number;
  /** Epoch ms of the last update. */
  at: number;
  /** One entry per request in flight: the epoch ms until which it counts (sent, no answer yet). */
  inFlight: number[];
  /** Epoch ms before which no request is admitted (a 429's `Retry-After`); 0 for none. */
  heldUntil: number;
}

/**
 * What `take` answers: one ticket per request that may go now (at most the count asked for), and, when there
 * is none, how long to wait before asking again, ms (0 when some were taken).
 */
export interface RateLimitTake {
  readonly tickets: readonly string[];
  readonly wait: number;
}

export interface RateLimitStore {
  /**
   * Takes tokens of `key`'s bucket for up to `count` requests, `limit` being what the client allows itself
   * (`clientSideLimit`): several at once when a process has several requests waiting, so that one round trip
   * serves them all. Each request counts in flight under its ticket until `settle`, or until the store's
   * in-flight time has passed (a process that died never settles).
   */
  take(key: string, limit: RateLimit, count: number): Promise<RateLimitTake>;
  /** The request of `ticket` has its answer (or failed): its place in the burst is free again. */
  settle(key: string, ticket: string): Promise<void>;
  /** The service answered 429: no request of `key` goes for `forMs`, and the bucket refills from empty after it. */
  hold(key: string, forMs: number): Promise<void>;
}
