/**
 * `rateLimitStore`: the bucket's state kept in a store of the caller's, so that several processes of one account
 * keep its limit together. Two processes are two buckets of their own (the shared buckets forgotten between
 * them) over one store; the store here keeps the state as JSON text, as a Redis or a database row would.
 */
import {
  clearRateLimiters,
  clearTokenCache,
  createApiRuntime,
  type BucketState,
  type RateLimitStore,
} from '@platform-sdk/runtime/internal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RedisLike, redisRateLimitStore } from '../../docs/guides/snippets/redis-rate-limit.js';
import { fakeServer, json, mailApi, ops, runtimeOptions, status } from './fake-server.js';

beforeEach(() => {
  clearTokenCache();
  clearRateLimiters();
  vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00.000Z') });
});
afterEach(() => vi.useRealTimers());

const getDelivery = { path: { delivery_id: 1 } };

/** A store of JSON text with one lock, each update taking 2 ms, as a round trip to a shared store would. */
function jsonStore(): RateLimitStore & { readonly keys: string[]; updates: number } {
  const texts = new Map<string, string>();
  let queue: Promise<unknown> = Promise.resolve();
  const store = {
    keys: [] as string[],
    updates: 0,
    update<T>(key: string, change: (state: BucketState | undefined) => { state: BucketState; result: T }) {
      const run = queue.then(async () => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        const text = texts.get(key);
        const { state, result } = change(text === undefined ? undefined : (JSON.parse(text) as BucketState));
        texts.set(key, JSON.stringify(state));
        if (!store.keys.includes(key)) store.keys.push(key);
        store.updates++;
        return result;
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
  return store;
}

/**
 * One Redis as two connections see it (a connection per process): WATCH remembers the key's version, and an EXEC
 * after another connection changed the key answers null. Every command takes 1 ms, so the processes interleave.
 */
function fakeRedis(): { connect(): RedisLike; readonly conflicts: number } {
  const data = new Map<string, { value: string; version: number }>();
  let conflicts = 0;
  const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
  return {
    get conflicts() {
      return conflicts;
    },
    connect(): RedisLike {
      let watched: { key: string; version: number } | undefined;
      return {
        watch: async (key) => {
          await tick();
          watched = { key, version: data.get(key)?.version ?? 0 };
        },
        get: async (key) => (await tick(), data.get(key)?.value ?? null),
        multi: () => ({
          set: (key, value) => ({
            exec: async () => {
              await tick();
              const current = data.get(key)?.version ?? 0;
              const ok = watched?.key === key && watched.version === current;
              watched = undefined;
              if (!ok) {
                conflicts++;
                return null;
              }
              data.set(key, { value, version: current + 1 });
              return ['OK'];
            },
          }),
        }),
      };
    },
  };
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
    // One update takes the token, one gives the place in flight back.
    expect(store.updates).toBe(2);
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
    const store: RateLimitStore = { update: () => Promise.reject(broken) };
    const { a, server } = twoProcesses(store);
    const failure = a.call(ops.getDelivery, getDelivery).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await failure).toBe(broken);
    expect(server.api).toHaveLength(0);
  });

  it("of the guide's Redis (WATCH/MULTI, a connection per process) keeps one limit for two processes", async () => {
    const redis = fakeRedis();
    const { a, b, server } = twoProcesses(
      redisRateLimitStore(redis.connect()),
      fakeServer(),
      redisRateLimitStore(redis.connect()),
    );
    const started = Date.now();
    const calls = Array.from({ length: 20 }, (_v, i) => (i % 2 ? a : b).call(ops.getDelivery, getDelivery));
    await vi.runAllTimersAsync();
    await Promise.all(calls);
    const times = server.api.map((s) => s.at - started).sort((x, y) => x - y);
    // One bucket of 4 at once, then 4.95/s (plus the store's own milliseconds): 16 more take 3.2 s.
    expect(times.filter((t) => t < 100)).toHaveLength(4);
    expect(Math.max(...times)).toBeGreaterThanOrEqual(3_200);
    expect(redis.conflicts).toBeGreaterThan(0);
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
