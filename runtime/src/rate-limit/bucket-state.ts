/**
 * The arithmetic of a client-side token bucket, on a state in this process; a store shared by several processes
 * (`RateLimitStore`) runs the same arithmetic where its state lives. The service counts a request when it arrives, the client when it sends it, and
 * requests can arrive later than they left (connections still opening, a busy event loop): while they travel the
 * service's bucket may sit full and let its refill go to waste, then meet them bunched with the ones sent after.
 * So the client's tokens plus its requests in flight never exceed its burst: a request in flight holds a place
 * in the burst until its answer comes, and the client is never ahead of the service's bucket however late its
 * requests arrive. A 429 from the service empties the bucket until its `Retry-After` has passed.
 */
import type { BucketState, RateLimit } from '../contract/rate-limit-store.js';

export type { BucketState, RateLimit, RateLimitStore, RateLimitTake } from '../contract/rate-limit-store.js';

/** A limit and the name of the bucket that keeps it. */
export interface SharedRateLimit extends RateLimit {
  readonly bucket: string;
}

/** Share of the burst the client never uses at once (rounded up to whole requests, at most all but one). */
export const RATE_LIMIT_BURST_RESERVE = 0.1;
/** The client refills this much slower than the service (1 %: covers clock rates as NTP may slew them, 0.05 %). */
export const RATE_LIMIT_RATE_MARGIN = 0.01;
/**
 * How long a request counts as in flight at most, ms: one without an answer after a minute has reached the
 * service or never will, and a store shared by processes forgets the requests of one that died after this long.
 */
export const RATE_LIMIT_IN_FLIGHT_MS = 60_000;

/** What the client-side bucket of a service limit allows itself: 10 % of the burst in reserve, 1 % under the rate. */
export function clientSideLimit(limit: RateLimit): RateLimit {
  const reserve = Math.min(limit.burst - 1, Math.ceil(limit.burst * RATE_LIMIT_BURST_RESERVE));
  return { perSecond: limit.perSecond * (1 - RATE_LIMIT_RATE_MARGIN), burst: Math.max(1, limit.burst - reserve) };
}

/** A full bucket: the client-side burst, nothing in flight. */
export function newBucketState(own: RateLimit, now: number): BucketState {
  return { tokens: own.burst, at: now, inFlight: [], heldUntil: 0 };
}

/** Drops requests in flight past their time and refills up to the burst less what is in flight. */
function refill(state: BucketState, own: RateLimit, now: number): void {
  if (state.inFlight.length > 0) state.inFlight = state.inFlight.filter((until) => until > now);
  const from = Math.max(state.at, state.heldUntil);
  const elapsed = Math.max(0, now - from);
  state.tokens = Math.max(
    0,
    Math.min(own.burst - state.inFlight.length, state.tokens + (elapsed * own.perSecond) / 1000),
  );
  state.at = Math.max(state.at, now);
}

/**
 * Takes a token for one request if there is one: 0 when the request may go now (it counts in flight until
 * `settleToken`, or until `now + RATE_LIMIT_IN_FLIGHT_MS`), else how long to wait before asking again, ms.
 */
export function takeToken(state: BucketState, own: RateLimit, now: number): number {
  if (now < state.heldUntil) return state.heldUntil - now;
  refill(state, own, now);
  if (state.tokens >= 1) {
    state.tokens -= 1;
    state.inFlight.push(now + RATE_LIMIT_IN_FLIGHT_MS);
    return 0;
  }
  // The burst is all in flight: an answer frees a place (a waiter in this process is woken by it; a process
  // sharing a store asks again after one refill period).
  if (own.burst - state.inFlight.length < 1) return Math.max(1, Math.ceil(1000 / own.perSecond));
  return Math.max(1, Math.ceil(((1 - state.tokens) * 1000) / own.perSecond));
}

/** A request taken at `takenAt` has its answer (or failed): its place in the burst is free again. */
export function settleToken(state: BucketState, takenAt: number): void {
  const index = state.inFlight.indexOf(takenAt + RATE_LIMIT_IN_FLIGHT_MS);
  if (index !== -1) state.inFlight.splice(index, 1);
}

/** The service answered 429: no request goes before `until`, and the bucket refills from empty after it. */
export function holdTokens(state: BucketState, until: number): void {
  state.tokens = Math.min(state.tokens, 0);
  state.heldUntil = Math.max(state.heldUntil, until);
}
