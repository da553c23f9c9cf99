/**
 * The state of a rate-limit bucket and the store it may live in (`CommonClientOptions.rateLimitStore`): plain
 * JSON, so that a store of the caller's (a Redis, a database row) can keep it for several processes.
 */

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
 * Where the state of a bucket lives when several processes share one account's limit (a Redis, a database row).
 * `update` reads the state of `key` (undefined when there is none yet), hands it to `change`, which alters it in
 * place and returns a result, writes the state back, and resolves with that result: atomically, so that two
 * processes never take the same token (a Redis `WATCH`/`MULTI` loop, a Lua script, a row lock). The state is
 * plain JSON (`BucketState`). Every request pays one `update` before it is sent and one after its answer.
 */
export interface RateLimitStore {
  update<T>(key: string, change: (state: BucketState | undefined) => { state: BucketState; result: T }): Promise<T>;
}
