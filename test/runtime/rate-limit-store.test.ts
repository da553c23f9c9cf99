/**
 * `rateLimitStore`: the bucket's state kept in a store of the caller's, so that several processes of one account
 * keep its limit together. Two processes are two buckets of their own (the shared buckets forgotten between
 * them) over one store; the store here runs the bucket's arithmetic on a state kept as JSON text, one operation
 * at a time, as a Redis script would (the Redis store itself: test/rate-limit-redis/).
 */
import {
  clearRateLimiters,
  clearTokenCache,
  createApiRuntime,
  holdTokens,
  newBucketState,
  settleToken,
  takeToken,
  type BucketState,
  type RateLimitStore,
} from '@platform-sdk/runtime/internal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, mailApi, ops, runtimeOptions, status } from './fake-server.js';

beforeEach(() => {
  clearTokenCache();
  clearRateLimiters();
  vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00.000Z') });
});
afterEach(() => vi.useRealTimers());

const getDelivery = { path: { delivery_id: 1 } };

/** A store of JSON text with one lock, each operation taking 2 ms, as a round trip to a shared store would. */
function jsonStore(): RateLimitStore & { readonly keys: string[]; operations: number } {
  const texts = new Map<string, string>();
  let queue: Promise<unknown> = Promise.resolve();
  const change = <T>(key: string, apply: (state: BucketState | undefined, now: number) => [BucketState, T]) => {
    const run = queue.then(async () => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      const text = texts.get(key);
      const [state, result] = apply(text === undefined ? undefined : (JSON.parse(text) as BucketState), Date.now());
      texts.set(key, JSON.stringify(state));
      if (!store.keys.includes(key)) store.keys.push(key);
      store.operations++;
      return result;
    });
    queue = run.catch(() => undefined);
    return run;
  };
  const store = {
    keys: [] as string[],
    operations: 0,
    take: (key: string, own: { perSecond: number; burst: number }, count: number) =>
      change(key, (stored, now) => {
        const state = stored ?? newBucketState(own, now);
        const tickets: string[] = [];
        let wait = 0;
        while (tickets.length < count && (wait = takeToken(state, own, now)) === 0) tickets.push(String(now));
        return [state, { tickets, wait: tickets.length > 0 ? 0 : wait }];
      }),
    settle: (key: string, ticket: string) =>
      change(key, (stored) => {
        if (stored !== undefined) settleToken(stored, Number(ticket));
        return [stored ?? newBucketState({ perSecond: 1, burst: 1 }, 0), undefined];
      }),
    hold: (key: string, forMs: number) =>
      change(key, (stored, now) => {
        const state = stored ?? newBucketState({ perSecond: 1, burst: 0 }, now);
        holdTokens(state, now + forMs);
        return [state, undefined];
      }),
  };
  return store;
}

/** Two processes of account `abc` with different credentials: their own buckets, over `store`. */
function twoProcesses(store: RateLimitStore | undefined, server = fakeServer(), second = store) {
  const options = (rateLimitStore: RateLimitStore | undefined) =>
    runtimeOptions(server, {
      serverValues: { base_url: 'https://api.example.test', user_name: 'abc' },
      ...(rateLimitStore === undefined ? {} : { rateLimitStore }),
    });
  const { rateLimit: _a, ...firstOptions } = options(store);
  const a = createApiRuntime(mailApi, firstOptions);
  clearRateLimiters();
  const { rateLimit: _b, ...secondOptions } = options(second);
  const b = createApiRuntime(mailApi, secondOptions);
  return { a, b, server };
}

describe('a rate-limit store', () => {
  it.each([
    // Mail: 5/s, burst 5; each bucket sends 4 at once, then 4.95/s. Two buckets: 8 at once, the last of 20 after
    // 6 more each (1.2 s); one bucket: 4 at once, the last after 16 more (3.2 s).
    ['without a store, two processes each keep the whole limit', undefined, 8, [1_200, 1_300]],
    ['with one store, two processes keep one limit together', jsonStore(), 4, [3_200, 3_400]],
  ] as const)('%s', async (_name, store, atOnce, [lastFrom, lastBefore]) => {
    const { a, b, server } = twoProcesses(store);
    const started = Date.now();
    const calls = Array.from({ length: 20 }, (_v, i) => (i % 2 ? a : b).call(ops.getDelivery, getDelivery));
    await vi.advanceTimersByTimeAsync(50);
    expect(server.api).toHaveLength(atOnce);
    await vi.runAllTimersAsync();
    await Promise.all(calls);
    const last = Math.max(...server.api.map((s) => s.at - started));
    expect(last).toBeGreaterThanOrEqual(lastFrom);
    expect(last).toBeLessThan(lastBefore);
  });

  it("keys the store by bucket and account, and keeps the answer's place until it comes", async () => {
    const store = jsonStore();
    const { a } = twoProcesses(store);
    const call = a.call(ops.getDelivery, getDelivery);
    await vi.runAllTimersAsync();
    await call;
    expect(store.keys).toEqual([
      '["mail","[[\\"base_url\\",\\"https://api.example.test\\"],[\\"user_name\\",\\"abc\\"]]"]',
    ]);
    // One operation takes the token, one gives the place in flight back.
    expect(store.operations).toBe(2);
  });

  it('holds every process of the account after a 429, as the store says', async () => {
    const store = jsonStore();
    const server = fakeServer({ api: (_r, i) => (i === 0 ? status(429, { 'Retry-After': '3' }) : json({})) });
    const { a, b } = twoProcesses(store, server);
    const started = Date.now();
    const refused = a.call(ops.getDelivery, getDelivery, { retry: false }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(100);
    await refused;
    const other = b.call(ops.getDelivery, getDelivery);
    await vi.runAllTimersAsync();
    await other;
    expect((server.api[1]?.at ?? 0) - started).toBeGreaterThanOrEqual(3_000);
  });

  it("fails a call with the store's own error, not retried", async () => {
    const broken = new Error('store unreachable');
    const store: RateLimitStore = { take: () => Promise.reject(broken), settle: async () => {}, hold: async () => {} };
    const { a, server } = twoProcesses(store);
    const failure = a.call(ops.getDelivery, getDelivery).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await failure).toBe(broken);
    expect(server.api).toHaveLength(0);
  });

  it('is refused when a client of the same bucket and account gives another store', () => {
    const server = fakeServer();
    const options = runtimeOptions(server, { rateLimitStore: jsonStore() });
    const { rateLimit: _off, ...first } = options;
    createApiRuntime(mailApi, first);
    expect(() => createApiRuntime(mailApi, { ...first, rateLimitStore: jsonStore() })).toThrow(
      'rateLimitStore differs from the one already shared by the mail clients of the same account; ' +
        'give them all the same store (or none).',
    );
  });
});
