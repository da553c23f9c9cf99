import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AbortError,
  DEFAULTS,
  NetworkError,
  OutcomeUnknownError,
  SdkError,
  retryDelay,
  RateLimitError,
  ServerError,
  TimeoutError,
  backoffDelay,
  clearTokenCache,
  createApiRuntime,
  parseRetryAfter,
  type RetryInfo,
} from '@platform-sdk/runtime/internal';
import { fakeServer, json, mailApi, ops, runtimeOptions, status, type Handler, settle } from './fake-server.js';

beforeEach(() => {
  clearTokenCache();
  vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00.000Z') });
});
afterEach(() => vi.useRealTimers());

/** Answers attempt n with the n-th entry; the last entry repeats. */
function script(...answers: (() => Response | Promise<Response>)[]): Handler {
  return (_request, index) => (answers[Math.min(index, answers.length - 1)] as () => Response | Promise<Response>)();
}

/** Runs the call to completion under fake timers and returns its outcome. */
function gaps(times: readonly number[]): number[] {
  return times.slice(1).map((t, i) => t - (times[i] as number));
}

describe('backoff', () => {
  it('stays within the full-jitter bounds random(0, min(cap, base * 2^n)) for any random value', () => {
    const options = {
      maxRetries: 2,
      baseDelayMs: 500,
      maxDelayMs: 20_000,
      maxRetryAfterMs: 60_000,
      retryStatuses: [429, 500, 502, 503, 504],
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (n, r) => {
          const delay = backoffDelay(n, options, () => r);
          return delay >= 0 && delay <= Math.min(20_000, 500 * 2 ** n);
        },
      ),
    );
  });

  it.each([
    ['random 0', 0, [0, 0]],
    ['random 0.5', 0.5, [250, 500]],
    ['random just below 1', 0.9999, [499, 999]],
  ])('waits the drawn delay between attempts (%s)', async (_name, r, expected) => {
    const server = fakeServer({
      api: script(
        () => status(503),
        () => status(502),
        () => json({ ok: true }),
      ),
    });
    const retries: RetryInfo[] = [];
    const runtime = createApiRuntime(
      mailApi,
      runtimeOptions(server, { random: () => r, onRetry: (info) => retries.push(info) }),
    );
    const { value } = await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }));
    expect(value).toEqual({ ok: true });
    expect(gaps(server.api.map((s) => s.at))).toEqual(expected);
    expect(retries).toEqual([
      { operationId: 'getDelivery', attempt: 1, delayMs: expected[0], reason: 503 },
      { operationId: 'getDelivery', attempt: 2, delayMs: expected[1], reason: 502 },
    ]);
  });

  it('caps one delay at maxDelayMs', async () => {
    const server = fakeServer({
      api: script(
        () => status(500),
        () => json({}),
      ),
    });
    const retries: RetryInfo[] = [];
    const runtime = createApiRuntime(
      mailApi,
      runtimeOptions(server, { retry: { baseDelayMs: 50_000, maxDelayMs: 3_000 }, onRetry: (i) => retries.push(i) }),
    );
    await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }));
    expect(retries[0]?.delayMs).toBe(3_000);
  });
});

describe('which failures are retried', () => {
  it.each([429, 500, 502, 503, 504])('retries HTTP %i', async (code) => {
    const server = fakeServer({
      api: script(
        () => status(code),
        () => json({ done: 1 }),
      ),
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    expect((await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }))).value).toEqual({ done: 1 });
    expect(server.api).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 405, 409, 501])('does not retry HTTP %i', async (code) => {
    const server = fakeServer({ api: () => status(code) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { accessToken: 'fixed' }));
    const { error } = await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }));
    expect(error).toMatchObject({ status: code });
    expect(server.api).toHaveLength(1);
  });

  it('retries network errors and reports them as NetworkError when retries run out', async () => {
    const server = fakeServer({
      api: () => {
        throw new TypeError('fetch failed');
      },
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const { error } = await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(
      'getDelivery got no answer from the API at api.example.test:443: fetch failed.',
    );
    expect(server.api).toHaveLength(3);
  });

  it('retries only retry.retryStatuses when given', async () => {
    const server = fakeServer({ api: () => status(500) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { retry: { retryStatuses: [503] } }));
    await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }));
    expect(server.api).toHaveLength(1);
  });

  it('holds the attempt cap: 1 + maxRetries attempts, then the last error', async () => {
    const server = fakeServer({ api: () => status(503) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { retry: { maxRetries: 4 } }));
    const { error } = await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }));
    expect(error).toBeInstanceOf(ServerError);
    expect(server.api).toHaveLength(5);
  });

  it('makes 3 attempts by default and one with retry: false per call', async () => {
    const server = fakeServer({ api: () => status(500) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }));
    expect(server.api).toHaveLength(DEFAULTS.maxRetries + 1);
    await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { retry: false }));
    expect(server.api).toHaveLength(DEFAULTS.maxRetries + 2);
  });
});

describe('onRetry', () => {
  it('calls the client hook, then the call hook, before each retry wait', async () => {
    const server = fakeServer({
      api: script(
        () => status(503),
        () => status(502),
        () => json({}),
      ),
    });
    const seen: string[] = [];
    const runtime = createApiRuntime(
      mailApi,
      runtimeOptions(server, { onRetry: (i) => seen.push(`client ${i.attempt} ${i.reason}`) }),
    );
    await settle(
      runtime.call(
        ops.getDelivery,
        { path: { delivery_id: 1 } },
        { onRetry: (i) => seen.push(`call ${i.attempt} ${i.reason}`) },
      ),
    );
    expect(seen).toEqual(['client 1 503', 'call 1 503', 'client 2 502', 'call 2 502']);
  });
});

describe('Retry-After', () => {
  it.each([
    ['seconds', () => '7', 7_000],
    ['an HTTP date', () => new Date(Date.now() + 12_000).toUTCString(), 12_000],
  ])('wins over the backoff when given as %s', async (_name, header, wait) => {
    const server = fakeServer({
      api: script(
        () => status(429, { 'Retry-After': header() }),
        () => json({}),
      ),
    });
    const retries: RetryInfo[] = [];
    const runtime = createApiRuntime(
      mailApi,
      runtimeOptions(server, { random: () => 0, onRetry: (i) => retries.push(i) }),
    );
    await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }));
    expect(gaps(server.api.map((s) => s.at))).toEqual([wait]);
    expect(retries[0]).toMatchObject({ delayMs: wait, reason: 429 });
  });

  it('is honoured on 503 too', async () => {
    const server = fakeServer({
      api: script(
        () => status(503, { 'Retry-After': '30' }),
        () => json({}),
      ),
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { random: () => 0 }));
    await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }));
    expect(gaps(server.api.map((s) => s.at))).toEqual([30_000]);
  });

  // Jitter on top of Retry-After: random(0, min(20 s, 4 * max(Retry-After, 0.5 s) * 2^n)), never below the server's wait.
  it.each([
    ["random 0: exactly the server's wait", 0, '1', [1_000, 1_000]],
    ['random 0.5', 0.5, '1', [3_000, 5_000]],
    ['random just below 1', 0.9999, '1', [4_999, 8_999]],
    ['capped at maxDelayMs', 0.9999, '10', [29_998, 29_998]],
    ['Retry-After 0 still spread', 0.5, '0', [1_000, 2_000]],
  ])('spreads a Retry-After wait with jitter (%s)', async (_name, r, header, expected) => {
    const server = fakeServer({
      api: script(
        () => status(429, { 'Retry-After': header }),
        () => status(503, { 'Retry-After': header }),
        () => json({}),
      ),
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { random: () => r }));
    const { value } = await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }));
    expect(value).toEqual({});
    expect(gaps(server.api.map((s) => s.at))).toEqual(expected);
  });

  it('never waits less than the server asked, for any random value', () => {
    const options = {
      maxRetries: 2,
      baseDelayMs: 500,
      maxDelayMs: 20_000,
      maxRetryAfterMs: 60_000,
      retryStatuses: [429],
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 5 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (seconds, n, r) => {
          const error = new RateLimitError({
            operationId: 'op',
            status: 429,
            body: undefined,
            retryAfterMs: seconds * 1000,
          });
          const delay = retryDelay(error, n, options, () => r) as number;
          return delay >= seconds * 1000 && delay <= seconds * 1000 + 20_000;
        },
      ),
    );
  });

  it.each([
    [429, RateLimitError],
    [503, ServerError],
  ])('fails the call with the %i error instead of waiting longer than 60 s', async (code, ErrorClass) => {
    const server = fakeServer({ api: () => status(code, { 'Retry-After': '61' }) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const { error } = await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }));
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toMatchObject({ retryAfterMs: 61_000 });
    expect(server.api).toHaveLength(1);
  });

  it('parses seconds, HTTP dates, past dates and garbage', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:05 GMT', now)).toBe(5_000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('retry classes', () => {
  it('fills in one requestId and sends the same one on every attempt', async () => {
    const server = fakeServer({
      api: script(
        () => status(500),
        () => status(503),
        () => json({ deliveryTaskId: 5 }),
      ),
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const body = { subject: 'hi' };
    const { value } = await settle(runtime.call(ops.sendDelivery, { body }));
    expect(value).toEqual({ deliveryTaskId: 5 });
    const ids = server.api.map((s) => (JSON.parse(s.body) as { requestId: string }).requestId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body).toEqual({ subject: 'hi' });
  });

  it('keeps the caller’s requestId', async () => {
    const server = fakeServer({
      api: script(
        () => status(502),
        () => json({}),
      ),
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    await settle(runtime.call(ops.sendDelivery, { body: { requestId: 'mine' } }));
    expect(server.api.map((s) => (JSON.parse(s.body) as { requestId: string }).requestId)).toEqual(['mine', 'mine']);
  });

  it('returns the body of a 409 on a retried attempt as the earlier success', async () => {
    const earlier = { deliveryTaskId: 77, textClickFeedbacks: [], htmlClickFeedbacks: [] };
    const server = fakeServer({
      api: script(
        () => status(504),
        () => json(earlier, { status: 409 }),
      ),
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const { value, error } = await settle(runtime.call(ops.sendDelivery, { body: { subject: 's' } }));
    expect(error).toBeUndefined();
    expect(value).toEqual(earlier);
  });

  it.each([500, 502, 504])(
    'does not repeat an unsafe operation after HTTP %i, which does not say whether it acted: OutcomeUnknownError',
    async (code) => {
      const server = fakeServer({ api: () => status(code) });
      const runtime = createApiRuntime(mailApi, runtimeOptions(server));
      const { error } = await settle(runtime.call(ops.createDelivery, { body: {} }));
      expect(error).toBeInstanceOf(OutcomeUnknownError);
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as OutcomeUnknownError).cause).toBeInstanceOf(ServerError);
      expect(error).toMatchObject({
        kind: 'outcome-unknown',
        attempts: 1,
        operationId: 'createDelivery',
        method: 'POST',
        path: '/deliveries/new',
      });
      expect(server.api).toHaveLength(1);
    },
  );

  it.each([429, 503])('retries an unsafe operation after HTTP %i, which says nothing was done', async (code) => {
    const server = fakeServer({
      api: script(
        () => status(code),
        () => status(code),
        () => json({ deliveryTaskId: 1 }),
      ),
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const { value } = await settle(runtime.call(ops.createDelivery, { body: {} }));
    expect(value).toEqual({ deliveryTaskId: 1 });
    expect(server.api).toHaveLength(3);
  });

  it('gives the last 429 or 503 of an unsafe operation as it is: nothing was done', async () => {
    const server = fakeServer({ api: () => status(503) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const { error } = await settle(runtime.call(ops.createDelivery, { body: {} }));
    expect(error).toBeInstanceOf(ServerError);
    expect(server.api).toHaveLength(3);
  });

  it.each([
    ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' })],
    [
      'refused on every address (happy eyeballs)',
      new AggregateError([
        Object.assign(new Error('a'), { code: 'ECONNREFUSED' }),
        Object.assign(new Error('b'), { code: 'ENETUNREACH' }),
      ]),
    ],
    ['unknown host', Object.assign(new Error('getaddrinfo ENOTFOUND x'), { code: 'ENOTFOUND' })],
  ])('retries an unsafe operation whose connection was never made (%s): nothing was sent', async (_name, cause) => {
    const server = fakeServer({
      api: script(
        () => {
          throw new TypeError('fetch failed', { cause });
        },
        () => json({ deliveryTaskId: 4 }),
      ),
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    expect((await settle(runtime.call(ops.createDelivery, { body: {} }))).value).toEqual({ deliveryTaskId: 4 });
  });

  it('does not repeat an unsafe operation whose connection dropped after sending: OutcomeUnknownError', async () => {
    const server = fakeServer({
      api: () => {
        throw new TypeError('fetch failed', {
          cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
        });
      },
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const { error } = await settle(runtime.call(ops.createDelivery, { body: {} }));
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect(server.api).toHaveLength(1);
  });

  it('throws DuplicateRequestError for a 409 after attempts that did nothing: an earlier call used the requestId', async () => {
    const server = fakeServer({
      api: script(
        () => status(503),
        () => json({ deliveryTaskId: 8 }, { status: 409 }),
      ),
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const { error } = await settle(runtime.call(ops.sendDelivery, { body: { subject: 's' } }));
    expect(error).toMatchObject({ kind: 'duplicate-request', earlierResponse: { deliveryTaskId: 8 } });
  });

  it('gives a requestId operation that exhausts its retries after a dropped connection OutcomeUnknownError with the requestId', async () => {
    const server = fakeServer({
      api: () => {
        throw new TypeError('fetch failed');
      },
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const { error } = await settle(runtime.call(ops.sendDelivery, { body: { subject: 's', requestId: 'order-17' } }));
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect(error).toMatchObject({ requestId: 'order-17', attempts: 3 });
    expect(server.api).toHaveLength(3);
  });

  it('retries an unsafe operation when the call opts in', async () => {
    const server = fakeServer({
      api: script(
        () => status(500),
        () => json({ deliveryTaskId: 1 }),
      ),
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const { value } = await settle(runtime.call(ops.createDelivery, { body: {} }, { retryUnsafe: true }));
    expect(value).toEqual({ deliveryTaskId: 1 });
    expect(server.api).toHaveLength(2);
  });
});

describe('timeouts and cancellation', () => {
  const hang: Handler = (request) =>
    new Promise((_resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
    });

  it('aborts an attempt after the timeout and throws TimeoutError naming the operation', async () => {
    const server = fakeServer({ api: hang });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { retry: false }));
    const started = Date.now();
    const { error } = await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('getDelivery timed out after 30000 ms without an answer.');
    expect(Date.now() - started).toBe(DEFAULTS.timeoutMs);
  });

  it('retries a timed-out attempt with the per-call timeout', async () => {
    const server = fakeServer({
      api: script(
        () => new Promise<Response>(() => undefined),
        () => json({ ok: 1 }),
      ),
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { random: () => 0 }));
    // The first answer hangs on a signal nobody aborts; the runtime's own timeout must end the attempt.
    const { value } = await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { timeoutMs: 1_000 }));
    expect(value).toEqual({ ok: 1 });
    expect(gaps(server.api.map((s) => s.at))).toEqual([1_000]);
  });

  it.each([0, Number.POSITIVE_INFINITY])('waits without a timeout when timeoutMs is %s', async (timeoutMs) => {
    const server = fakeServer({
      api: async () => (await new Promise((resolve) => setTimeout(resolve, 3_600_000)), json({ late: true })),
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { timeoutMs }));
    expect((await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }))).value).toEqual({ late: true });
    expect(server.token).toHaveLength(1);
  });

  it('cancels a hanging request with the caller’s signal: AbortError, an SdkError, with the reason as cause', async () => {
    const server = fakeServer({ api: hang });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const controller = new AbortController();
    const outcome = runtime
      .call(ops.getDelivery, { path: { delivery_id: 1 } }, { signal: controller.signal })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    const reason = new Error('user gave up');
    controller.abort(reason);
    const error = await outcome;
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({
      kind: 'abort',
      operationId: 'getDelivery',
      method: 'GET',
      path: '/deliveries/1',
      cause: reason,
    });
    expect((error as Error).message).toBe('getDelivery was aborted by its signal (user gave up).');
    await vi.runAllTimersAsync();
    expect(server.api).toHaveLength(1);
  });

  it.each([
    ['the wait between retries', 10_000],
    ['a rate-limit wait', 0],
  ])('cancels %s with AbortError', async (_name, after) => {
    const server = fakeServer({ api: () => status(503, { 'Retry-After': '50' }) });
    const limited = after === 0;
    const runtime = createApiRuntime(
      mailApi,
      runtimeOptions(server, limited ? { rateLimit: { perSecond: 0.001, burst: 1 } } : {}),
    );
    if (limited) await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { retry: false }));
    const controller = new AbortController();
    const outcome = runtime
      .call(ops.getDelivery, { path: { delivery_id: 1 } }, { signal: controller.signal })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(after || 100);
    controller.abort();
    const error = await outcome;
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).cause).toBe(controller.signal.reason);
    await vi.runAllTimersAsync();
    expect(server.api).toHaveLength(1);
  });

  it('refuses to start when the signal is already aborted', async () => {
    const server = fakeServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const { error } = await settle(
      runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { signal: AbortSignal.abort() }),
    );
    expect(error).toBeInstanceOf(AbortError);
    expect(server.api).toHaveLength(0);
  });
});
