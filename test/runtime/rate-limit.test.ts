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
import { fakeServer, mailApi, ops, runtimeOptions } from './fake-server.js';

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

  it('shares one bucket between clients of the same credentials', async () => {
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

  it('refuses a second client of the same credentials that asks for another limit', () => {
    const server = fakeServer();
    const options = runtimeOptions(server, { rateLimit: { perSecond: 5 } });
    createApiRuntime(mailApi, options);
    expect(() => createApiRuntime(mailApi, { ...options, rateLimit: { perSecond: 100 } })).toThrow(
      'rateLimit 100/s with burst 100 differs from the 5/s with burst 5 already shared by the mail clients of the same credentials; give them all the same rateLimit, or rateLimit: false.',
    );
    expect(() => createApiRuntime(mailApi, { ...options, rateLimit: { perSecond: 5, burst: 5 } })).not.toThrow();
    expect(() => createApiRuntime(mailApi, { ...options, rateLimit: false })).not.toThrow();
  });

  it('keeps separate buckets for different credentials', async () => {
    const server = fakeServer();
    const a = createApiRuntime(mailApi, runtimeOptions(server, { rateLimit: { perSecond: 5 } }));
    const b = createApiRuntime(mailApi, runtimeOptions(server, { rateLimit: { perSecond: 5 } }));
    // Each bucket lets 4 go at once (5 less its reserve): 8 calls from two credentials all go together.
    const calls = Array.from({ length: 8 }, (_v, i) => (i % 2 ? a : b).call(ops.getDelivery, getDelivery));
    await vi.runAllTimersAsync();
    await Promise.all(calls);
    expect(server.api).toHaveLength(8);
    expect(server.api.every((s) => s.at === server.api[0]?.at)).toBe(true);
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
  ] as const)('clients of two APIs with the same credentials %s', async (_name, second, atOnce, afterASecond) => {
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
      'rateLimit 5/s with burst 5 differs from the 150/s with burst 300 already shared by the database clients of the same credentials',
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
    for (const grant of grants) void grant.then(() => granted++);
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toBe(270);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(granted).toBe(418);
  });

  it.each([
    ['a burst of 1', { perSecond: 1, burst: 1 }, { perSecond: 0.99, burst: 1 }],
    ['a burst of 2', { perSecond: 2, burst: 2 }, { perSecond: 1.98, burst: 1 }],
    ['the mail limit', { perSecond: 5, burst: 5 }, { perSecond: 4.95, burst: 4 }],
  ] as const)('holds back at least one request of the burst but never the last one, for %s', (_name, limit, own) => {
    expect(clientSideLimit(limit)).toEqual(own);
  });

  /**
   * The service counts a request when it arrives, not when the client admitted it. Here the burst waits 40 ms for
   * connections to open, later requests arrive after 1 ms, and every 50th is held 30 ms by a pause; the service's
   * bucket (the sandbox's, 150/s, burst 300) must admit every one of 2,000 requests sent as fast as the client
   * bucket allows.
   */
  it('never makes a service bucket of the same limit refuse, when arrival times vary after admission', async () => {
    const service = new TokenBucketLimiter(150, 300);
    const bucket = new TokenBucket({ perSecond: 150, burst: 300 });
    const started = Date.now();
    const arrivals: number[] = [];
    const grants = Array.from({ length: 2_000 }, (_v, i) =>
      bucket.acquire().then(() => arrivals.push(Date.now() + (Date.now() === started ? 40 : i % 50 === 0 ? 30 : 1))),
    );
    await vi.runAllTimersAsync();
    await Promise.all(grants);
    const refused = [...arrivals].sort((a, b) => a - b).filter((at) => !service.admit('demo', at).allowed);
    expect(refused).toEqual([]);
  });
});
