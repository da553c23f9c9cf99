/**
 * An attempt that runs out of time is given up on at once and its request is aborted, so nothing keeps running
 * (a connection held, a body still downloading) after the caller has been told. Each attempt has its own
 * signal: the abort comes at its timeout, and never touches another attempt. Fake timers; a fake service that
 * records when each request is aborted.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError, clearRateLimiters, clearTokenCache, createApiRuntime } from '@platform-sdk/runtime/internal';
import { fakeServer, json, mailApi, ops, runtimeOptions, type Handler } from './fake-server.js';

beforeEach(() => {
  clearTokenCache();
  clearRateLimiters();
  vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00.000Z') });
});
afterEach(() => vi.useRealTimers());

const STATUS = { deliveryTaskId: 1, status: 'COMPLETED', total: 0, sent: 0 };

/** A service that never answers the requests `hangs` picks (it answers the others after `answerMs`), and notes when a request still waiting for its answer was aborted. */
function service(hangs: (index: number) => boolean, answerMs = 0) {
  const start = Date.now();
  const abortedAt = new Map<number, number>();
  const api: Handler = (request, index) =>
    new Promise((resolve, reject) => {
      const onAbort = (): void => {
        abortedAt.set(index, Date.now() - start);
        reject(request.signal.reason);
      };
      request.signal.addEventListener('abort', onAbort, { once: true });
      if (hangs(index)) return;
      setTimeout(() => {
        // Answered in full: an abort from now on has nothing left to stop, as with fetch.
        request.signal.removeEventListener('abort', onAbort);
        resolve(json(STATUS));
      }, answerMs);
    });
  return { server: fakeServer({ api }), abortedAt };
}

/** The call's outcome, and the fake time (from the test's start) at which it settled. */
function watch<T>(promise: Promise<T>, start: number) {
  let settledAt: number | undefined;
  const outcome = promise.then(
    (value) => ((settledAt = Date.now() - start), { value, error: undefined as unknown }),
    (error: unknown) => ((settledAt = Date.now() - start), { value: undefined, error }),
  );
  return { settledAt: () => settledAt, outcome };
}

describe('an attempt past its timeout', () => {
  it('alone: the caller hears of it at the timeout and its request is aborted then', async () => {
    const { server, abortedAt } = service(() => true);
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { accessToken: 'token', rateLimit: false }));
    const call = watch(
      runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { timeoutMs: 1_000, retry: false }),
      Date.now(),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(call.settledAt()).toBe(1_000);
    expect((await call.outcome).error).toBeInstanceOf(TimeoutError);
    expect(abortedAt.get(0)).toBe(1_000);
  });

  it('beside another that started 50 ms later: each caller hears of it at its own timeout, and both requests are aborted by the later one', async () => {
    const { server, abortedAt } = service(() => true);
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { accessToken: 'token', rateLimit: false }));
    const start = Date.now();
    const first = watch(
      runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { timeoutMs: 1_000, retry: false }),
      start,
    );
    await vi.advanceTimersByTimeAsync(50);
    const second = watch(
      runtime.call(ops.getDelivery, { path: { delivery_id: 2 } }, { timeoutMs: 1_000, retry: false }),
      start,
    );
    await vi.advanceTimersByTimeAsync(950);
    expect(first.settledAt()).toBe(1_000);
    expect((await first.outcome).error).toMatchObject({
      kind: 'timeout',
      scope: 'attempt',
      timeoutMs: 1_000,
      path: '/deliveries/1',
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(second.settledAt()).toBe(1_050);
    expect((await second.outcome).error).toMatchObject({ kind: 'timeout', path: '/deliveries/2' });
    // Each at its own timeout.
    expect(abortedAt.get(0)).toBe(1_000);
    expect(abortedAt.get(1)).toBe(1_050);
  });

  it('does not touch calls that finished meanwhile: their answers are whole', async () => {
    const { server, abortedAt } = service((index) => index === 0, 10);
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { accessToken: 'token', rateLimit: false }));
    const start = Date.now();
    const stalled = watch(
      runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { timeoutMs: 1_000, retry: false }),
      start,
    );
    const quick = [2, 3, 4].map((id) =>
      watch(runtime.call(ops.getDelivery, { path: { delivery_id: id } }, { timeoutMs: 1_000, retry: false }), start),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    for (const call of quick) expect(await call.outcome).toEqual({ value: STATUS, error: undefined });
    expect((await stalled.outcome).error).toBeInstanceOf(TimeoutError);
    expect(abortedAt.get(0)).toBe(1_000);
    expect([...abortedAt.keys()]).toEqual([0]);
  });

  it('does not abort a call that started after it had run out of time, though close to it', async () => {
    // Two stalled calls 30 ms apart; a third starts after the first has timed out and before the second does, and
    // answers after the second has timed out: its request must outlive theirs.
    const { server, abortedAt } = service((index) => index < 2, 30);
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { accessToken: 'token', rateLimit: false }));
    const start = Date.now();
    const first = watch(
      runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { timeoutMs: 40, retry: false }),
      start,
    );
    await vi.advanceTimersByTimeAsync(30);
    const second = watch(
      runtime.call(ops.getDelivery, { path: { delivery_id: 2 } }, { timeoutMs: 40, retry: false }),
      start,
    );
    await vi.advanceTimersByTimeAsync(15);
    expect((await first.outcome).error).toBeInstanceOf(TimeoutError);
    const third = watch(
      runtime.call(ops.getDelivery, { path: { delivery_id: 3 } }, { timeoutMs: 1_000, retry: false }),
      start,
    );
    const fourth = watch(
      runtime.call(ops.getDelivery, { path: { delivery_id: 4 } }, { timeoutMs: 40, retry: false }),
      start,
    );
    await vi.advanceTimersByTimeAsync(100);
    expect((await second.outcome).error).toBeInstanceOf(TimeoutError);
    // Each at its own timeout.
    expect(abortedAt.get(0)).toBe(40);
    expect(abortedAt.get(1)).toBe(70);
    expect(await third.outcome).toEqual({ value: STATUS, error: undefined });
    // Same timeout as the stalled ones, started close to them: untouched by their aborts.
    expect(await fourth.outcome).toEqual({ value: STATUS, error: undefined });
    expect(abortedAt.has(2)).toBe(false);
    expect(abortedAt.has(3)).toBe(false);
  });

  it('is aborted at its timeout though a call started with it still waits for the client-side rate limit', async () => {
    // The second call waits about 1 s for the rate limit; its clock is paused meanwhile.
    const { server, abortedAt } = service((index) => index === 0, 10);
    const runtime = createApiRuntime(
      mailApi,
      runtimeOptions(server, { accessToken: 'token', rateLimit: { perSecond: 1, burst: 1 } }),
    );
    const start = Date.now();
    const first = watch(
      runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { timeoutMs: 40, retry: false }),
      start,
    );
    const second = watch(
      runtime.call(ops.getDelivery, { path: { delivery_id: 2 } }, { timeoutMs: 40, retry: false }),
      start,
    );
    await vi.advanceTimersByTimeAsync(40);
    expect((await first.outcome).error).toBeInstanceOf(TimeoutError);
    expect(abortedAt.get(0)).toBe(40);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await second.outcome).toEqual({ value: STATUS, error: undefined });
    expect(second.settledAt()).toBeGreaterThan(900);
  });
});
