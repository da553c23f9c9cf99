/**
 * Client-side token bucket, one per (bucket name, credentials) and shared by every client of the process that
 * names the same bucket and uses the same credentials, so several clients together stay under the service's
 * rate. The bucket name and the limit come from the spec's `x-rate-limit` (clients of two specs that name one
 * bucket share it, because the service limits them together). Waiters are served first come, first served.
 */
import type { Log } from './log.js';
import { abortReason } from './util/abort.js';

export interface RateLimit {
  readonly perSecond: number;
  readonly burst: number;
}

/** A limit and the name of the bucket that keeps it. */
export interface SharedRateLimit extends RateLimit {
  readonly bucket: string;
}

/** Share of the burst the client never uses at once (rounded up to whole requests, at most all but one). */
export const RATE_LIMIT_BURST_RESERVE = 0.1;
/** The client refills this much slower than the service (1 %: covers clock rates as NTP may slew them, 0.05 %). */
export const RATE_LIMIT_RATE_MARGIN = 0.01;

/** What the client-side bucket of a service limit allows itself: see the comment at the top. */
export function clientSideLimit(limit: RateLimit): RateLimit {
  const reserve = Math.min(limit.burst - 1, Math.ceil(limit.burst * RATE_LIMIT_BURST_RESERVE));
  return { perSecond: limit.perSecond * (1 - RATE_LIMIT_RATE_MARGIN), burst: Math.max(1, limit.burst - reserve) };
}

interface Waiter {
  resolve: () => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: (() => void) | undefined;
}

export class TokenBucket {
  /** The service's limit the bucket keeps under. */
  readonly limit: RateLimit;
  /** What the bucket itself allows: `clientSideLimit(limit)`. */
  readonly own: RateLimit;
  private tokens: number;
  private updatedAt: number;
  private readonly queue: Waiter[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(limit: RateLimit) {
    if (!(limit.perSecond > 0) || !(limit.burst >= 1)) {
      throw new RangeError('A rate limit needs perSecond > 0 and burst >= 1.');
    }
    this.limit = limit;
    this.own = clientSideLimit(limit);
    this.tokens = this.own.burst;
    this.updatedAt = Date.now();
  }

  /** Tokens available now (fractional while refilling). */
  available(): number {
    this.refill();
    return this.tokens;
  }

  /** Resolves when the caller may send one request; rejects with the signal's reason if it aborts first. */
  acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    this.refill();
    if (this.queue.length === 0 && this.tokens >= 1) {
      this.tokens -= 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, signal, onAbort: undefined };
      if (signal) {
        waiter.onAbort = () => {
          const index = this.queue.indexOf(waiter);
          if (index !== -1) this.queue.splice(index, 1);
          reject(abortReason(signal));
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      this.queue.push(waiter);
      this.schedule();
    });
  }

  private refill(): void {
    const now = Date.now();
    const elapsed = Math.max(0, now - this.updatedAt);
    this.tokens = Math.min(this.own.burst, this.tokens + (elapsed * this.own.perSecond) / 1000);
    this.updatedAt = now;
  }

  private schedule(): void {
    if (this.timer !== undefined) return;
    this.refill();
    while (this.queue.length > 0 && this.tokens >= 1) {
      const waiter = this.queue.shift() as Waiter;
      this.tokens -= 1;
      if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
      waiter.resolve();
    }
    if (this.queue.length === 0) return;
    const waitMs = Math.ceil(((1 - this.tokens) * 1000) / this.own.perSecond);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.schedule();
    }, waitMs);
  }
}

const buckets = new Map<string, TokenBucket>();

/**
 * The shared bucket of `limit.bucket` and `identity` (client key or token). The first client to ask creates
 * it with its limit; later clients of the same bucket and credentials share it and must ask for the same
 * limit, because one bucket cannot keep two: a different one is refused rather than silently ignored.
 */
export function sharedBucket(identity: string, limit: SharedRateLimit): TokenBucket {
  const key = JSON.stringify([limit.bucket, identity]);
  let bucket = buckets.get(key);
  if (!bucket) {
    bucket = new TokenBucket({ perSecond: limit.perSecond, burst: limit.burst });
    buckets.set(key, bucket);
  } else if (bucket.limit.perSecond !== limit.perSecond || bucket.limit.burst !== limit.burst) {
    throw new RangeError(
      `rateLimit ${describe(limit)} differs from the ${describe(bucket.limit)} already shared by the ${limit.bucket} ` +
        'clients of the same credentials; give them all the same rateLimit, or rateLimit: false.',
    );
  }
  return bucket;
}

function describe(limit: RateLimit): string {
  return `${limit.perSecond}/s with burst ${limit.burst}`;
}

/** Forgets every shared bucket (tests). */
export function clearRateLimiters(): void {
  buckets.clear();
}

/** Waits for a token of `bucket` (rejects when `signal` aborts first), with a debug line when it had to wait. */
export async function waitForBucket(
  bucket: TokenBucket,
  operationId: string,
  signal: AbortSignal | undefined,
  log: Log,
): Promise<void> {
  const started = Date.now();
  await bucket.acquire(signal);
  const waited = Date.now() - started;
  if (waited > 0) log.debug(`${operationId}: waited ${waited} ms for the client-side rate limit`);
}
