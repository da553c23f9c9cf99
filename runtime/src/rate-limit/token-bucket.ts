/**
 * Client-side token buckets, one per (bucket name, account) and shared by every client of the process that names
 * the same bucket for the same account, whatever credentials each uses: the service limits an account, not a key
 * or a client object. The bucket name and the limit come from the spec's `x-rate-limit` (clients of two specs
 * that name one bucket share it, because the service limits them together); the account is named by the values
 * of the spec's server variables. Waiters are served first come, first served. The arithmetic, and the state a
 * store shared by several processes keeps, are in bucket-state.ts.
 */
import { DEFAULTS } from '../contract/defaults.js';
import type { Log } from '../features/log.js';
import {
  clientSideLimit,
  holdTokens,
  newBucketState,
  settleToken,
  takeToken,
  type BucketState,
  type RateLimit,
  type RateLimitStore,
  type RateLimitTake,
  type SharedRateLimit,
} from './bucket-state.js';
import { abortReason } from '../util/abort.js';

export {
  clientSideLimit,
  RATE_LIMIT_BURST_RESERVE,
  RATE_LIMIT_IN_FLIGHT_MS,
  RATE_LIMIT_RATE_MARGIN,
  type BucketState,
  type RateLimit,
  type RateLimitStore,
  type RateLimitTake,
  type SharedRateLimit,
} from './bucket-state.js';

/** The most tokens one `take` of a store asks for: one round trip serves that many waiters here. */
const STORE_BATCH = 50;

/** Frees the place in the burst a request held while in flight: called once its answer (or failure) is in. */
export type Release = () => void;

/** A store's failure, handed to the caller as the store threw it (attempt.ts unwraps it; it is not retried). */
export class RateLimitStoreFailure {
  constructor(readonly error: unknown) {}
}

interface Waiter {
  resolve: (release: Release) => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: (() => void) | undefined;
}

export class TokenBucket {
  /** The service's limit the bucket keeps under. */
  readonly limit: RateLimit;
  /** What the bucket itself allows: `clientSideLimit(limit)`. */
  readonly own: RateLimit;
  /** Where the state lives when processes share it; undefined: kept here, in memory. */
  readonly store: RateLimitStore | undefined;
  /** The bucket's key in the store: bucket name and account. */
  readonly key: string;
  private readonly state: BucketState;
  private readonly queue: Waiter[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** With a store: whether the queue is being served, and how to cut its wait short. */
  private serving = false;
  private wakeUp: (() => void) | undefined;

  constructor(limit: RateLimit, options: { readonly store?: RateLimitStore; readonly key?: string } = {}) {
    if (!(limit.perSecond > 0) || !(limit.burst >= 1)) {
      throw new RangeError('A rate limit needs perSecond > 0 and burst >= 1.');
    }
    this.limit = limit;
    this.own = clientSideLimit(limit);
    this.store = options.store;
    this.key = options.key ?? '';
    this.state = newBucketState(this.own, Date.now());
  }

  /**
   * Resolves when the caller may send one request, with the function to call once its answer is in (the request
   * holds a place in the burst until then); rejects with the signal's reason if it aborts first.
   */
  acquire(signal?: AbortSignal): Promise<Release> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    if (this.store === undefined && this.queue.length === 0) {
      const now = Date.now();
      if (takeToken(this.state, this.own, now) === 0) return Promise.resolve(this.releaser(now));
    }
    return new Promise<Release>((resolve, reject) => {
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
      this.wake();
    });
  }

  /**
   * The service answered 429: nothing more is sent for `retryAfterMs` (its `Retry-After`; 1 s without one, at
   * most `DEFAULTS.maxRetryAfterMs`, so that a longer block fails calls with their own 429 instead of holding
   * them silently), and the bucket refills from empty after it. A store's failure here is dropped: the call
   * has its 429 either way.
   */
  refused(retryAfterMs: number | undefined): void {
    const forMs = Math.min(retryAfterMs ?? 1_000, DEFAULTS.maxRetryAfterMs);
    if (this.store === undefined) holdTokens(this.state, Date.now() + forMs);
    else this.store.hold(this.key, forMs).catch(() => undefined);
  }

  /** Frees the place of a request taken here at `takenAt`, or in the store under `ticket`. */
  private releaser(taken: number | string): Release {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      // A store's failure is dropped: the request's entry runs out after the store's in-flight time.
      if (typeof taken === 'string') this.store?.settle(this.key, taken).catch(() => undefined);
      else settleToken(this.state, taken);
      this.wake();
    };
  }

  /** Serves the queue now: at once from the state in memory, or by the store's turn. */
  private wake(): void {
    if (this.queue.length === 0) return;
    if (this.store !== undefined) {
      if (this.serving) this.wakeUp?.();
      else void this.serveFromStore(this.store);
      return;
    }
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    let wait = 0;
    while (this.queue.length > 0) {
      const now = Date.now();
      wait = takeToken(this.state, this.own, now);
      if (wait > 0) break;
      this.grant(this.queue.shift() as Waiter, this.releaser(now));
    }
    if (this.queue.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.wake();
    }, wait);
  }

  private grant(waiter: Waiter, release: Release): void {
    if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
    waiter.resolve(release);
  }

  /**
   * One `take` of the store for the waiters at the head of the queue (up to `STORE_BATCH` at once), until the
   * queue is empty.
   */
  private async serveFromStore(store: RateLimitStore): Promise<void> {
    this.serving = true;
    try {
      while (this.queue.length > 0) {
        let taken: RateLimitTake;
        try {
          taken = await store.take(this.key, this.own, Math.min(this.queue.length, STORE_BATCH));
        } catch (error) {
          this.queue.shift()?.reject(new RateLimitStoreFailure(error));
          continue;
        }
        for (const ticket of taken.tickets) {
          const waiter = this.queue.shift();
          // The waiter gave up meanwhile: its token is spent, its place in flight given back.
          if (waiter === undefined) this.releaser(ticket)();
          else this.grant(waiter, this.releaser(ticket));
        }
        if (taken.tickets.length > 0) continue;
        const wait = taken.wait;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait);
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wakeUp = undefined;
      }
    } finally {
      this.serving = false;
    }
  }
}

const buckets = new Map<string, TokenBucket>();

/**
 * The account as the bucket's key: the values of the spec's server variables (the first, the base address,
 * without a trailing slash and with its scheme and host in lower case), else the API root the client calls.
 */
export function accountKey(serverValues: Readonly<Record<string, string>> | undefined, serverUrl: string): string {
  if (serverValues === undefined) return serverUrl;
  const entries = Object.entries(serverValues).map(([name, value], index) => [name, index === 0 ? base(value) : value]);
  return JSON.stringify(entries.sort(([a], [b]) => ((a as string) < (b as string) ? -1 : 1)));
}

function base(address: string): string {
  try {
    const url = new URL(address);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return address.replace(/\/+$/, '');
  }
}

/**
 * The shared bucket of `limit.bucket` and `account`. The first client to ask creates it with its limit and store;
 * later clients of the same bucket and account share it and must ask for the same limit and store, because one
 * bucket cannot keep two: a different one is refused rather than silently ignored.
 */
export function sharedBucket(account: string, limit: SharedRateLimit, store?: RateLimitStore): TokenBucket {
  const key = JSON.stringify([limit.bucket, account]);
  let bucket = buckets.get(key);
  if (!bucket) {
    bucket = new TokenBucket(
      { perSecond: limit.perSecond, burst: limit.burst },
      store === undefined ? { key } : { store, key },
    );
    buckets.set(key, bucket);
  } else if (bucket.limit.perSecond !== limit.perSecond || bucket.limit.burst !== limit.burst) {
    throw new RangeError(
      `rateLimit ${describe(limit)} differs from the ${describe(bucket.limit)} already shared by the ${limit.bucket} ` +
        'clients of the same account; give them all the same rateLimit, or rateLimit: false.',
    );
  } else if (bucket.store !== store) {
    throw new RangeError(
      `rateLimitStore differs from the one already shared by the ${limit.bucket} clients of the same account; ` +
        'give them all the same store (or none).',
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

/**
 * Waits for a token of `bucket` (rejects when `signal` aborts first), with a debug line when it had to wait;
 * resolves with the function that frees the request's place once its answer is in.
 */
export async function waitForBucket(
  bucket: TokenBucket,
  operationId: string,
  signal: AbortSignal | undefined,
  log: Log,
): Promise<Release> {
  const started = Date.now();
  const release = await bucket.acquire(signal);
  const waited = Date.now() - started;
  if (waited > 0) log.debug(`${operationId}: waited ${waited} ms for the client-side rate limit`);
  return release;
}
