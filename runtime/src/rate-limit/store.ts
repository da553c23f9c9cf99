/**
 * The contract of a store that keeps one bucket for several processes of an account (a Redis, a database row):
 * three operations on the bucket of a key, each atomic in the store, so that two processes never take the same
 * token. The arithmetic is the one of rate-limit-state.ts (`takeToken`, `settleToken`, `holdTokens`), run where
 * the state lives; the store's own clock decides, so the processes' clocks need not agree.
 */
import type { RateLimit } from '../rate-limit-state.js';

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
