/**
 * `redisRateLimitStore` against a real Redis (redis-server.ts): the script's answers are those of the bucket's
 * arithmetic in memory, changes are atomic across connections, requests in flight run out, an unreachable
 * Redis fails calls with `RateLimitStoreError` until it is back, and closing while it is down does not hang.
 */
import { createClient } from '@redis/client';
import { newBucketState, settleToken, takeToken, type BucketState } from '@platform-sdk/runtime/internal';
import { RateLimitStoreError, redisRateLimitStore } from '@platform-sdk/runtime/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningRedis, startRedis } from './redis-server.js';

let redis: RunningRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let keys = 0;
const freshKey = () => `test-${++keys}-${Date.now()}`;

describe('redisRateLimitStore', () => {
  it.each([
    ['a burst, then one request per refill', { perSecond: 10, burst: 3 }, ['take', 'take', 'take', 'take', 'take']],
    ['an answer frees its place', { perSecond: 1, burst: 2 }, ['take', 'take', 'take', 'settle', 'take', 'take']],
    ['a fractional rate', { perSecond: 148.5, burst: 4 }, ['take', 'take', 'take', 'take', 'take', 'take']],
  ] as const)('answers as the arithmetic in memory: %s', async (_name, limit, operations) => {
    const store = redisRateLimitStore({ url: redis.url });
    const key = freshKey();
    let memory: BucketState | undefined;
    const tickets: [string, number][] = [];
    try {
      for (const operation of operations) {
        const now = Date.now();
        memory ??= newBucketState(limit, now);
        if (operation === 'settle') {
          const [ticket, takenAt] = tickets.shift() as [string, number];
          await store.settle(key, ticket);
          settleToken(memory, takenAt);
          continue;
        }
        const want = takeToken(memory, limit, now);
        const got = await store.take(key, limit, 1);
        if (want === 0) {
          expect(got).toEqual({ tickets: [expect.any(String)], wait: 0 });
          tickets.push([got.tickets[0] as string, now]);
        } else {
          expect(got.tickets).toEqual([]);
          // Redis's clock and this one read a few milliseconds apart.
          expect(Math.abs(got.wait - want)).toBeLessThanOrEqual(25);
        }
      }
    } finally {
      await store.close();
    }
  });

  it('never hands out more tokens than the burst, however many connections ask at once', async () => {
    const stores = Array.from({ length: 5 }, () => redisRateLimitStore({ url: redis.url }));
    const key = freshKey();
    const limit = { perSecond: 0.01, burst: 100 };
    try {
      // One or three at a time, from five connections at once.
      const answers = await Promise.all(
        Array.from({ length: 250 }, (_v, i) => stores[i % stores.length]?.take(key, limit, 1 + 2 * (i % 2))),
      );
      const tickets = answers.flatMap((a) => a?.tickets ?? []);
      expect(tickets).toHaveLength(100);
      expect(new Set(tickets).size).toBe(100);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });

  it('frees the places never settled after inFlightMs, and holds every connection after a 429', async () => {
    const a = redisRateLimitStore({ url: redis.url, inFlightMs: 500 });
    const b = redisRateLimitStore({ url: redis.url, inFlightMs: 500 });
    const key = freshKey();
    const limit = { perSecond: 100, burst: 3 };
    try {
      expect((await a.take(key, limit, 5)).tickets).toHaveLength(3);
      // `a` never settles (its process died): `b` waits for the places, though tokens refilled long ago.
      const started = Date.now();
      let taken = await b.take(key, limit, 1);
      while (taken.tickets.length === 0) {
        await sleep(taken.wait);
        taken = await b.take(key, limit, 1);
      }
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
      expect(Date.now() - started).toBeLessThan(1_000);

      await a.hold(key, 700);
      const wait = (await b.take(key, limit, 1)).wait;
      expect(wait).toBeGreaterThan(600);
      expect(wait).toBeLessThanOrEqual(700);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('takes a node-redis client the application already has, and leaves it open', async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const store = redisRateLimitStore({ client });
      const key = freshKey();
      expect((await store.take(key, { perSecond: 1, burst: 1 }, 1)).tickets).toHaveLength(1);
      expect((await store.take(key, { perSecond: 1, burst: 1 }, 1)).wait).toBeGreaterThan(900);
      expect(client.isOpen).toBe(true);
      expect(await client.keys('platform-sdk:rate-limit:*')).toEqual(
        expect.arrayContaining([`platform-sdk:rate-limit:{${key}}`, `platform-sdk:rate-limit:{${key}}:in-flight`]),
      );
    } finally {
      client.destroy();
    }
  });

  it.each([
    ['an address that is not Redis', { url: 'http://127.0.0.1:6379' }, 'url must be a redis:// or rediss:// address'],
    ['no address at all', { url: 'localhost' }, 'url must be a redis:// or rediss:// address'],
    ['a client without sendCommand', { client: {} }, 'client must be a node-redis client (a sendCommand method)'],
    [
      'an in-flight time of 0',
      { url: 'redis://127.0.0.1', inFlightMs: 0 },
      'inFlightMs must be a positive number of milliseconds (got 0)',
    ],
    [
      'a negative wait for Redis',
      { url: 'redis://127.0.0.1', unreachableMs: -1 },
      'unreachableMs must be a positive number of milliseconds (got -1)',
    ],
  ])('refuses %s, naming the option and the rule', (_name, options, message) => {
    expect(() => redisRateLimitStore(options as never)).toThrow(`redisRateLimitStore: ${message}`);
  });
});

describe('an unreachable Redis', () => {
  it('closes at once while Redis is down, and the call still waiting for it fails rather than hangs', async () => {
    const store = redisRateLimitStore({ url: redis.url, unreachableMs: 5_000 });
    const key = freshKey();
    const limit = { perSecond: 100, burst: 100 };
    try {
      expect((await store.take(key, limit, 1)).tickets).toHaveLength(1);
      await redis.stop();
      const waiting = store.take(key, limit, 1).catch((e: unknown) => e);
      await sleep(200);
      const started = Date.now();
      await store.close();
      expect(Date.now() - started).toBeLessThan(1_000);
      const failed = await waiting;
      expect(failed).toBeInstanceOf(RateLimitStoreError);
      expect((failed as Error).message).toBe(
        `the rate-limit store's Redis at ${redis.url} failed: its connection was closed while the call waited for it`,
      );
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await redis.start();
    }
  });

  it('fails a call after unreachableMs, then at once, never naming the password, and recovers by itself', async () => {
    const url = redis.url.replace('redis://', 'redis://default:hunter2@');
    const store = redisRateLimitStore({ url: redis.url, unreachableMs: 600 });
    const named = redisRateLimitStore({ url, unreachableMs: 600 });
    const key = freshKey();
    const limit = { perSecond: 100, burst: 100 };
    try {
      expect((await store.take(key, limit, 1)).tickets).toHaveLength(1);
      await redis.stop();
      let started = Date.now();
      const first = await store.take(key, limit, 1).catch((e: unknown) => e);
      expect(Date.now() - started).toBeGreaterThanOrEqual(550);
      expect(first).toBeInstanceOf(RateLimitStoreError);
      expect((first as RateLimitStoreError).message).toBe(
        `the rate-limit store's Redis at ${redis.url} did not answer within 600 ms: ` +
          `connect ECONNREFUSED 127.0.0.1:${redis.port}`,
      );
      started = Date.now();
      const second = await store.take(key, limit, 1).catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(100);
      expect((second as Error).message).toMatch(/has not answered for \d+ ms: connect ECONNREFUSED/);

      const hidden = await named.take(key, limit, 1).catch((e: unknown) => e);
      expect(hidden).toBeInstanceOf(RateLimitStoreError);
      expect(String((hidden as Error).message)).not.toContain('hunter2');
      expect((hidden as RateLimitStoreError).address).toBe(redis.url);

      await redis.start();
      // node-redis reconnects by itself; the empty Redis no longer has the script, which is sent again.
      let taken = await store.take(key, limit, 1).catch((e: unknown) => e);
      for (let i = 0; i < 50 && taken instanceof RateLimitStoreError; i++) {
        await sleep(100);
        taken = await store.take(key, limit, 1).catch((e: unknown) => e);
      }
      expect(taken).toEqual({ tickets: [expect.any(String)], wait: 0 });
    } finally {
      await redis.start();
      await Promise.all([store.close(), named.close().catch(() => undefined)]);
    }
  });
});
