/**
 * The two clocks of a call: `timeoutMs` per attempt (the wait for an access token included) and `totalTimeoutMs`
 * over the whole call (attempts, waits between them, rate-limit and token waits). Fake timers; a fake service.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  OutcomeUnknownError,
  ServerError,
  TimeoutError,
  clearRateLimiters,
  clearTokenCache,
  createApiRuntime,
} from '@platform-sdk/runtime/internal';
import { fakeServer, json, mailApi, ops, runtimeOptions, status, tokenResponse, type Handler } from './fake-server.js';

beforeEach(() => {
  clearTokenCache();
  clearRateLimiters();
  vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00.000Z') });
});
afterEach(() => vi.useRealTimers());

/** Never answers, until the request is aborted. */
const hang: Handler = (request) =>
  new Promise((_resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
  });

/** Answers after `ms`. */
const after =
  (ms: number, answer: () => Response): Handler =>
  () =>
    new Promise((resolve) => setTimeout(() => resolve(answer()), ms));

/** The call's outcome, and the fake time at which it settled. */
function watch<T>(promise: Promise<T>): {
  readonly settledAt: () => number | undefined;
  readonly outcome: Promise<{ value?: T; error?: unknown }>;
} {
  let settledAt: number | undefined;
  const start = Date.now();
  const outcome = promise.then(
    (value) => ((settledAt = Date.now() - start), { value }),
    (error: unknown) => ((settledAt = Date.now() - start), { error }),
  );
  return { settledAt: () => settledAt, outcome };
}

describe('timeoutMs bounds the wait for an access token', () => {
  it('a stalled token endpoint ends the attempt at the call’s timeoutMs, not the token request’s own 30 s', async () => {
    const server = fakeServer({ token: hang });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const call = watch(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { timeoutMs: 1_000, retry: false }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(call.settledAt()).toBe(1_000);
    const { error } = await call.outcome;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({
      timeoutMs: 1_000,
      scope: 'attempt',
      waitingFor: 'token',
      method: 'GET',
      path: '/deliveries/1',
    });
    expect(server.api).toHaveLength(0);
    await vi.runAllTimersAsync();
  });

  it('an accessToken function that never settles as well', async () => {
    const server = fakeServer();
    const { credentials: _credentials, ...options } = runtimeOptions(server);
    const runtime = createApiRuntime(mailApi, { ...options, accessToken: () => new Promise<string>(() => undefined) });
    const call = watch(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { timeoutMs: 500, retry: false }));
    await vi.advanceTimersByTimeAsync(500);
    expect((await call.outcome).error).toMatchObject({ kind: 'timeout', waitingFor: 'token', timeoutMs: 500 });
  });

  it('one clock for the token and the answer of an attempt: 600 ms for each is over a timeoutMs of 1 s', async () => {
    const server = fakeServer({ token: after(600, () => tokenResponse()), api: after(600, () => json({})) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const call = watch(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { timeoutMs: 1_000, retry: false }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await call.outcome).error).toMatchObject({ kind: 'timeout', waitingFor: 'answer', timeoutMs: 1_000 });
    await vi.runAllTimersAsync();
  });

  it('the wait for the client-side rate limit is not the attempt’s: a queued call does not time out while it waits', async () => {
    const server = fakeServer({
      api: after(300, () => json({ deliveryTaskId: 1, status: 'COMPLETED', total: 0, sent: 0 })),
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { rateLimit: { perSecond: 1, burst: 1 } }));
    const first = watch(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { timeoutMs: 500, retry: false }));
    const second = watch(runtime.call(ops.getDelivery, { path: { delivery_id: 2 } }, { timeoutMs: 500, retry: false }));
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await first.outcome).error).toBeUndefined();
    // Queued for about 1 s behind the first call, then answered in 300 ms: over 500 ms in all, yet in time.
    expect((await second.outcome).error).toBeUndefined();
    expect(second.settledAt()).toBeGreaterThan(1_000);
  });

  it('with a rate limit too, the token and the answer share one clock: the token’s 600 ms count, the limiter’s wait does not', async () => {
    const server = fakeServer({ token: after(600, () => tokenResponse()), api: after(600, () => json({})) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { rateLimit: { perSecond: 1, burst: 1 } }));
    const call = watch(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { timeoutMs: 1_000, retry: false }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await call.outcome).error).toMatchObject({ kind: 'timeout', waitingFor: 'answer', timeoutMs: 1_000 });
    await vi.runAllTimersAsync();
  });

  it('a timed-out token wait did nothing: an unsafe operation is retried after it, and fails as a plain timeout', async () => {
    const server = fakeServer({ token: hang });
    const retries: unknown[] = [];
    const runtime = createApiRuntime(
      mailApi,
      runtimeOptions(server, { random: () => 0, onRetry: (info) => retries.push(info.reason) }),
    );
    const call = watch(runtime.call(ops.createDelivery, { body: {} }, { timeoutMs: 1_000 }));
    await vi.advanceTimersByTimeAsync(4_000);
    const { error } = await call.outcome;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).not.toBeInstanceOf(OutcomeUnknownError);
    expect(retries).toEqual(['TimeoutError', 'TimeoutError']);
    expect(server.api).toHaveLength(0);
    await vi.runAllTimersAsync();
  });
});

describe('totalTimeoutMs bounds the whole call', () => {
  it('ends a hanging attempt at the total, before its own 30 s timeout', async () => {
    const server = fakeServer({ api: hang });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const call = watch(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { totalTimeoutMs: 5_000 }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(call.settledAt()).toBe(5_000);
    const { error } = await call.outcome;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({
      scope: 'total',
      timeoutMs: 5_000,
      waitingFor: undefined,
      operationId: 'getDelivery',
      path: '/deliveries/1',
    });
    expect((error as Error).message).toBe(
      'getDelivery did not finish within its total timeout of 5000 ms (totalTimeoutMs).',
    );
  });

  it('counts attempts, the waits between them and the token together', async () => {
    const server = fakeServer({ token: after(1_000, () => tokenResponse()), api: after(1_500, () => status(500)) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { random: () => 0.5, retry: { maxRetries: 10 } }));
    const call = watch(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { totalTimeoutMs: 6_000 }));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(call.settledAt()).toBeDefined();
    expect(call.settledAt()).toBeLessThanOrEqual(6_000);
    expect((await call.outcome).error).toBeInstanceOf(Error);
    // token 1 s, then attempts of 1.5 s with waits of 250 ms and 500 ms between them: three fit in 6 s.
    expect(server.api).toHaveLength(3);
    await vi.runAllTimersAsync();
  });

  it('does not start a retry wait that would outlast it: the call fails at once with the answer that asked for it', async () => {
    const server = fakeServer({ api: () => status(503, { 'Retry-After': '10' }) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { random: () => 0 }));
    const call = watch(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { totalTimeoutMs: 5_000 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(call.settledAt()).toBe(0);
    expect((await call.outcome).error).toBeInstanceOf(ServerError);
    expect(server.api).toHaveLength(1);
  });

  it('bounds a stalled token endpoint too', async () => {
    const server = fakeServer({ token: hang });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { totalTimeoutMs: 2_000 }));
    const call = watch(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }));
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await call.outcome).error).toMatchObject({ kind: 'timeout', scope: 'total', timeoutMs: 2_000 });
    await vi.runAllTimersAsync();
  });

  it('is taken from the client and overridden per call; a call that succeeds leaves no timer behind', async () => {
    const server = fakeServer({ api: after(3_000, () => json({ ok: 1 })) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { totalTimeoutMs: 2_000 }));
    const limited = watch(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { retry: false }));
    const longer = watch(
      runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { retry: false, totalTimeoutMs: 10_000 }),
    );
    await vi.advanceTimersByTimeAsync(3_000);
    expect((await limited.outcome).error).toMatchObject({ scope: 'total', timeoutMs: 2_000 });
    expect((await longer.outcome).value).toEqual({ ok: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('running out while a create is in flight gives OutcomeUnknownError: it may have been performed', async () => {
    const server = fakeServer({ api: hang });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const call = watch(runtime.call(ops.createDelivery, { body: {} }, { totalTimeoutMs: 1_000 }));
    await vi.advanceTimersByTimeAsync(1_000);
    const { error } = await call.outcome;
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect((error as OutcomeUnknownError).cause).toMatchObject({ kind: 'timeout', scope: 'total' });
    expect((error as Error).message).toBe(
      'createDelivery may or may not have been performed: the request was sent, then the call ended with its total timeout of 1000 ms running out (1 attempt). Check whether it took effect before calling again: repeating it could perform it twice.',
    );
  });
});
