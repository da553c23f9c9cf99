import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TokenBucket,
  clearRateLimiters,
  clientSideLimit,
  clearTokenCache,
  createApiRuntime,
  resolveRateLimit,
  type ApiDescriptor,
} from '@platform-sdk/runtime/internal';
import { TokenBucketLimiter } from '../../sandbox/rate-limit.js';
import { fakeServer, json, mailApi, ops, runtimeOptions, status, type FakeServer } from './fake-server.js';

beforeEach(() => {
  clearTokenCache();
  clearRateLimiters();
  vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00.000Z') });
});
afterEach(() => vi.useRealTimers());

const getDelivery = { path: { delivery_id: 1 } };

/** Asserts no window of the request times holds more than the bucket allows: burst + perSecond * window. */
function expectWithinBucket(times: readonly number[], perSecond: number, burst: number): void {
  const sorted = [...times].sort((a, b) => a - b);
  sorted.forEach((start, i) => {
    sorted.slice(i).forEach((end, k) => {
      const allowed = burst + Math.floor(((end - start) * perSecond) / 1000);
      expect(k + 1, `requests ${i}..${i + k} within ${end - start} ms`).toBeLessThanOrEqual(allowed);
    });
  });
}

describe('rate limiting', () => {
  it('spreads 50 calls at 5/s over at least 9 s of fake time and never exceeds the bucket', async () => {
    const server = fakeServer();
    // No rateLimit option: the descriptor's mail limit (5/s, burst 5) applies.
    const { rateLimit: _off, ...options } = runtimeOptions(server);
    const runtime = createApiRuntime(mailApi, options);
    const started = Date.now();
    const calls = Array.from({ length: 50 }, () => runtime.call(ops.getDelivery, getDelivery));
    await vi.runAllTimersAsync();
    await Promise.all(calls);
    const times = server.api.map((s) => s.at - started);
    expect(times).toHaveLength(50);
    expect(Math.max(...times)).toBeGreaterThanOrEqual(9_000);
    expect(Math.max(...times)).toBeLessThan(9_500);
    // The client keeps one of the burst of 5 in reserve (10 %, rounded up) and refills 1 % slower than 5/s.
    expect(times.filter((t) => t === 0)).toHaveLength(4);
    expectWithinBucket(times, 5, 5);
  });

  it('shares one bucket between clients of the same account', async () => {
    const server = fakeServer();
    const options = runtimeOptions(server, { rateLimit: { perSecond: 5 } });
    const a = createApiRuntime(mailApi, options);
    const b = createApiRuntime(mailApi, { ...options });
    const started = Date.now();
    const calls = Array.from({ length: 20 }, (_v, i) => (i % 2 ? a : b).call(ops.getDelivery, getDelivery));
    await vi.runAllTimersAsync();
    await Promise.all(calls);
    const times = server.api.map((s) => s.at - started);
    expect(Math.max(...times)).toBeGreaterThanOrEqual(3_000);
    expectWithinBucket(times, 5, 5);
  });

  it('refuses a second client of the same account that asks for another limit', () => {
    const server = fakeServer();
    const options = runtimeOptions(server, { rateLimit: { perSecond: 5 } });
    createApiRuntime(mailApi, options);
    expect(() => createApiRuntime(mailApi, { ...options, rateLimit: { perSecond: 100 } })).toThrow(
      'rateLimit 100/s with burst 100 differs from the 5/s with burst 5 already shared by the mail ' +
        'clients of the same account; give them all the same rateLimit, or rateLimit: false.',
    );
    expect(() => createApiRuntime(mailApi, { ...options, rateLimit: { perSecond: 5, burst: 5 } })).not.toThrow();
    expect(() => createApiRuntime(mailApi, { ...options, rateLimit: false })).not.toThrow();
  });

  /** Runtime options of the mail API for user `user` at `base`, with the server values a generated factory passes. */
  const account = (server: FakeServer, base: string, user: string) =>
    runtimeOptions(server, {
      rateLimit: { perSecond: 5 },
      serverUrl: `${base}/e/tymail/v1/${user}/mail`,
      serverValues: { base_url: base, user_name: user },
    });

  it.each([
    ['different credentials of one account share one bucket', 'https://api.example.test', 'abc', 4],
    ['the base address is one account however it is written', 'HTTPS://API.example.test/', 'abc', 4],
    ['other accounts keep their own buckets', 'https://api.example.test', 'xyz', 8],
    ['the same account of another host keeps its own bucket', 'https://other.example.test', 'abc', 8],
  ] as const)('%s', async (_name, base, user, atOnce) => {
    const server = fakeServer();
    // Each options object has credentials of its own (runtimeOptions gives every call a new client key).
    const a = createApiRuntime(mailApi, account(server, 'https://api.example.test', 'abc'));
    const b = createApiRuntime(mailApi, account(server, base, user));
    // A bucket lets 4 go at once (5 less its reserve): 8 calls share one bucket or go all together from two.
    const calls = Array.from({ length: 8 }, (_v, i) => (i % 2 ? a : b).call(ops.getDelivery, getDelivery));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.api).toHaveLength(atOnce);
    await vi.runAllTimersAsync();
    await Promise.all(calls);
    expect(server.api).toHaveLength(8);
  });

  it('sends at once with rateLimit: false', async () => {
    const server = fakeServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { rateLimit: false }));
    const calls = Array.from({ length: 50 }, () => runtime.call(ops.getDelivery, getDelivery));
    await vi.runAllTimersAsync();
    await Promise.all(calls);
    expect(new Set(server.api.map((s) => s.at)).size).toBe(1);
  });

  it('lets a waiting call be cancelled', async () => {
    const server = fakeServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { rateLimit: { perSecond: 1 } }));
    await runtime.call(ops.getDelivery, getDelivery);
    const controller = new AbortController();
    const waiting = runtime.call(ops.getDelivery, getDelivery, { signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(((await waiting) as Error).name).toBe('AbortError');
    await vi.runAllTimersAsync();
    expect(server.api).toHaveLength(1);
  });

  it.each([
    ['the descriptor', undefined, { perSecond: 5, burst: 5, bucket: 'mail' }],
    ['a client option without burst', { perSecond: 20 }, { perSecond: 20, burst: 20, bucket: 'mail' }],
    ['a client option with burst', { perSecond: 20, burst: 40 }, { perSecond: 20, burst: 40, bucket: 'mail' }],
    ['false', false, undefined],
  ] as const)('takes its limit from %s, in the bucket the descriptor names', (_name, option, expected) => {
    expect(resolveRateLimit(mailApi, option)).toEqual(expected);
  });

  it.each([
    ['no option', undefined, undefined],
    ['a client option', { perSecond: 2 }, { perSecond: 2, burst: 2, bucket: 'plain' }],
  ] as const)(
    'gives an API without x-rate-limit no limit with %s, else a bucket named after the API',
    (_name, option, expected) => {
      expect(resolveRateLimit({ name: 'plain', scopes: [] }, option)).toEqual(expected);
    },
  );

  it('sends every call of an API without x-rate-limit at once', async () => {
    const server = fakeServer();
    const { rateLimit: _off, ...options } = runtimeOptions(server);
    const runtime = createApiRuntime({ name: 'plain', scopes: [] }, options);
    const calls = Array.from({ length: 50 }, () => runtime.call(ops.getDelivery, getDelivery));
    await vi.runAllTimersAsync();
    await Promise.all(calls);
    expect(new Set(server.api.map((s) => s.at)).size).toBe(1);
  });

  const management: ApiDescriptor = {
    name: 'database',
    scopes: [],
    rateLimit: { perSecond: 150, burst: 300, bucket: 'database' },
  };
  const records: ApiDescriptor = {
    name: 'records',
    scopes: [],
    rateLimit: { perSecond: 150, burst: 300, bucket: 'database' },
  };
  const elsewhere: ApiDescriptor = {
    name: 'other',
    scopes: [],
    rateLimit: { perSecond: 150, burst: 300, bucket: 'other' },
  };

  it.each([
    ['share one bucket when their specs name the same bucket', records, 270, 148],
    ['keep their own buckets when their specs name different buckets', elsewhere, 450, 0],
  ] as const)('clients of two APIs of the same account %s', async (_name, second, atOnce, afterASecond) => {
    const server = fakeServer();
    const { rateLimit: _off, ...options } = runtimeOptions(server);
    const a = createApiRuntime(management, options);
    const b = createApiRuntime(second, { ...options });
    // 450 calls, 225 from each client: one shared bucket of burst 300 sends 270 now (30 held in reserve), then
    // 148 in the next second (1 % under 150/s); two buckets send all 450 at once.
    const calls = Array.from({ length: 450 }, (_v, i) => (i % 2 ? a : b).call(ops.getDelivery, getDelivery));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.api).toHaveLength(atOnce);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.api).toHaveLength(atOnce + afterASecond);
    await vi.runAllTimersAsync();
    await Promise.all(calls);
    expect(server.api).toHaveLength(450);
  });

  it('refuses a client of another API in the same bucket that asks for another limit', () => {
    const server = fakeServer();
    const { rateLimit: _off, ...options } = runtimeOptions(server);
    createApiRuntime(management, options);
    expect(() =>
      createApiRuntime({ ...records, rateLimit: { perSecond: 5, burst: 5, bucket: 'database' } }, options),
    ).toThrow(
      'rateLimit 5/s with burst 5 differs from the 150/s with burst 300 already shared by the ' +
        'database clients of the same account',
    );
  });

  it('asks the bucket once the token is there, so a slow token fetch does not bunch the requests', async () => {
    // The token takes 2 s; admitting calls before it came would send the burst and 2 s of paced calls together.
    const server = fakeServer({
      token: async () => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        return new Response(JSON.stringify({ access_token: 'slow', token_type: 'bearer', expires_in: 3600 }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { rateLimit: { perSecond: 5, burst: 5 } }));
    const started = Date.now();
    const calls = Array.from({ length: 15 }, () => runtime.call(ops.getDelivery, getDelivery));
    await vi.runAllTimersAsync();
    await Promise.all(calls);
    const times = server.api.map((s) => s.at - started);
    expect(Math.min(...times)).toBe(2_000);
    expectWithinBucket(times, 5, 5);
  });

  it('keeps 10 % of a burst of 300 in reserve and refills 1 % under 150 per second', async () => {
    const bucket = new TokenBucket({ perSecond: 150, burst: 300 });
    expect(clientSideLimit(bucket.limit)).toEqual({ perSecond: 148.5, burst: 270 });
    const grants = Array.from({ length: 450 }, () => bucket.acquire());
    let granted = 0;
    // Each request's answer comes at once.
    for (const grant of grants) void grant.then((release) => (granted++, release()));
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toBe(270);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(granted).toBe(418);
  });

  it('sends no more while the whole burst is in flight, and one more for each answer as tokens refill', async () => {
    const bucket = new TokenBucket({ perSecond: 150, burst: 300 });
    const releases: (() => void)[] = [];
    const grants = Array.from({ length: 300 }, () => bucket.acquire().then((release) => releases.push(release)));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(releases).toHaveLength(270);
    releases.slice(0, 10).forEach((release) => release());
    // An answer given twice frees one place only.
    releases[0]?.();
    // The tokens of the time the burst was all in flight were never the client's: 10 refill in 68 ms.
    await vi.advanceTimersByTimeAsync(60);
    expect(releases.length).toBeLessThan(280);
    await vi.advanceTimersByTimeAsync(10);
    expect(releases).toHaveLength(280);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(releases).toHaveLength(280);
    for (const release of releases.slice(10)) release();
    await vi.runAllTimersAsync();
    await Promise.all(grants);
    expect(releases).toHaveLength(300);
  });

  it('sends nothing for the Retry-After of a service 429, then refills from empty', async () => {
    const server = fakeServer({ api: (_r, i) => (i === 0 ? status(429, { 'Retry-After': '2' }) : json({})) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { rateLimit: { perSecond: 5 }, retry: false }));
    const started = Date.now();
    await runtime.call(ops.getDelivery, getDelivery).catch(() => undefined);
    const calls = Array.from({ length: 3 }, () => runtime.call(ops.getDelivery, getDelivery));
    await vi.runAllTimersAsync();
    await Promise.all(calls);
    // After the 2 s hold the bucket refills at 4.95/s from empty: one request every 202 ms.
    expect(server.api.map((s) => s.at - started)).toEqual([0, 2_203, 2_405, 2_607]);
  });

  it.each([
    ['a burst of 1', { perSecond: 1, burst: 1 }, { perSecond: 0.99, burst: 1 }],
    ['a burst of 2', { perSecond: 2, burst: 2 }, { perSecond: 1.98, burst: 1 }],
    ['the mail limit', { perSecond: 5, burst: 5 }, { perSecond: 4.95, burst: 4 }],
  ] as const)('holds back at least one request of the burst but never the last one, for %s', (_name, limit, own) => {
    expect(clientSideLimit(limit)).toEqual(own);
  });

  /**
   * The service counts a request when it arrives, not when the client admitted it. Here the first burst waits
   * 1.5 s for connections to open (the ones sent meanwhile queue behind them), later requests arrive after 1 ms
   * and every 50th is held 30 ms by a pause; each answer comes 5 ms after its request arrived. The service's
   * bucket (the sandbox's, 150/s, burst 300) must admit every one of 2,000 requests sent as fast as the client
   * bucket allows: while the first burst travels, the service's full bucket gains nothing, and a bucket that
   * refilled meanwhile would send 200 more to arrive with it.
   */
  it('never makes a service bucket of the same limit refuse, however late requests arrive', async () => {
    const service = new TokenBucketLimiter(150, 300);
    const bucket = new TokenBucket({ perSecond: 150, burst: 300 });
    const started = Date.now();
    const arrivals: number[] = [];
    const grants = Array.from({ length: 2_000 }, (_v, i) =>
      bucket.acquire().then((release) => {
        const now = Date.now();
        const arrival = Math.max(now + (i % 50 === 0 ? 30 : 1), started + 1_500);
        arrivals.push(arrival);
        setTimeout(release, arrival + 5 - now);
      }),
    );
    await vi.runAllTimersAsync();
    await Promise.all(grants);
    const refused = [...arrivals].sort((a, b) => a - b).filter((at) => !service.admit('demo', at).allowed);
    expect(refused).toEqual([]);
  });
});
