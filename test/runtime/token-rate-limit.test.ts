/**
 * A 429 of the token endpoint, with the default per-attempt timeout (30 s) against the default wait (60 s without
 * `Retry-After`): each call waits in its retry loop, tells `onRetry` it is the token endpoint's 429, and ends in a
 * `RateLimitError` of the token endpoint when the waits run out, never in a `TimeoutError` after a silent minute.
 * While the wait lasts no token request goes out, whichever call asks.
 */
import {
  clearRateLimiters,
  clearTokenCache,
  createApiRuntime,
  RateLimitError,
  type RetryInfo,
} from '@platform-sdk/runtime/internal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeServer,
  mailApi,
  ops,
  runtimeOptions,
  status,
  tokenResponse,
  type FakeServer,
  settle,
} from './fake-server.js';

beforeEach(() => {
  clearTokenCache();
  clearRateLimiters();
  vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00.000Z') });
});
afterEach(() => vi.useRealTimers());

const getDelivery = { path: { delivery_id: 1 } };

/** The token endpoint answers 429 `refusals` times (with `headers`), then a token. */
function limitedTokens(refusals: number, headers: Record<string, string> = {}): FakeServer {
  return fakeServer({ token: (_r, i) => (i < refusals ? status(429, headers) : tokenResponse()) });
}

const tokenTimes = (server: FakeServer): number[] => server.token.map((s) => s.at - (server.token[0]?.at ?? 0));

describe('a token-endpoint 429', () => {
  it.each([
    ['without Retry-After: token.rateLimitWaitMs, 60 s', {}, 60_000],
    ['with Retry-After: 5', { 'Retry-After': '5' }, 5_000],
  ])('is waited out %s, told to onRetry as the token endpoint’s 429', async (_name, headers, wait) => {
    const server = limitedTokens(1, headers);
    const told: RetryInfo[] = [];
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { onRetry: (info) => told.push(info) }));
    const { value } = await settle(runtime.call(ops.getDelivery, getDelivery));
    expect(value).toEqual({});
    expect(told).toEqual([{ operationId: 'getDelivery', attempt: 1, delayMs: wait, reason: 429, endpoint: 'token' }]);
    expect(tokenTimes(server)).toEqual([0, wait]);
  });

  it('ends the call in RateLimitError of the token endpoint after token.rateLimitRetries waits', async () => {
    const server = limitedTokens(99);
    const told: RetryInfo[] = [];
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { onRetry: (info) => told.push(info) }));
    const { error } = await settle(runtime.call(ops.getDelivery, getDelivery));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ endpoint: 'token', status: 429, waitMs: 60_000, retryAfterMs: undefined });
    expect((error as Error).message).toBe(
      'getDelivery could not get an access token: the token endpoint rate limited it with HTTP 429 Too Many ' +
        'Requests without Retry-After, so no token request goes out for 60 s (token.rateLimitWaitMs).',
    );
    expect(told.map((i) => [i.reason, i.endpoint, i.delayMs])).toEqual([
      [429, 'token', 60_000],
      [429, 'token', 60_000],
    ]);
    expect(tokenTimes(server)).toEqual([0, 60_000, 120_000]);
    expect(server.api).toHaveLength(0);
  });

  it('holds every call of the process: 10 calls during the wait make one token request after it', async () => {
    const server = limitedTokens(1, { 'Retry-After': '5' });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const first = runtime.call(ops.getDelivery, getDelivery);
    await vi.advanceTimersByTimeAsync(1_000);
    const later = Array.from({ length: 10 }, () => runtime.call(ops.getDelivery, getDelivery));
    const { value } = await settle(Promise.all([first, ...later]));
    expect(value).toHaveLength(11);
    expect(tokenTimes(server)).toEqual([0, 5_000]);
    expect(server.api).toHaveLength(11);
  });

  it.each([
    ['a total timeout shorter than the wait: at once', { totalTimeoutMs: 10_000 }, RateLimitError],
    ['retry: false: at once', { retry: false as const }, RateLimitError],
  ])('fails %s, with the token endpoint’s 429', async (_name, callOptions, expected) => {
    const server = limitedTokens(1);
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const started = Date.now();
    const { error } = await settle(runtime.call(ops.getDelivery, getDelivery, callOptions));
    expect(error).toBeInstanceOf(expected);
    expect(Date.now() - started).toBe(0);
    expect(server.token).toHaveLength(1);
  });

  it('ends the wait when the call’s signal aborts', async () => {
    const server = limitedTokens(1);
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const controller = new AbortController();
    const call = runtime.call(ops.getDelivery, getDelivery, { signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2_000);
    controller.abort();
    expect(((await call) as Error).name).toBe('AbortError');
    expect(Date.now() - (server.token[0]?.at ?? 0)).toBe(2_000);
  });
});
