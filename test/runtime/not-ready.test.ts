/**
 * A 409 that carries `Retry-After` says what the call needs is not ready yet (the database API's record calls on a
 * definition whose settings are being applied): `NotReadyError`, retried for every operation, since nothing was
 * done; each wait is the `Retry-After`, as long as `totalTimeoutMs` allows, else `maxRetries` times. A 409 without
 * it stays a `ConflictError`, and a 409 of a `requestId` operation a `DuplicateRequestError`.
 */
import {
  clearRateLimiters,
  clearTokenCache,
  ConflictError,
  createApiRuntime,
  DuplicateRequestError,
  NotReadyError,
  type RetryInfo,
} from '@platform-sdk/runtime/internal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, mailApi, ops, runtimeOptions, status, settle } from './fake-server.js';

beforeEach(() => {
  clearTokenCache();
  clearRateLimiters();
  vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00.000Z') });
});
afterEach(() => vi.useRealTimers());

const notReady = (seconds: string) => status(409, { 'Retry-After': seconds, 'Content-Type': 'application/json' }, '{}');

/** The API answers not ready `times` times (Retry-After `seconds`), then 200. */
const server = (times: number, seconds = '2') =>
  fakeServer({ api: (_r, i) => (i < times ? notReady(seconds) : json({ id: 1 })) });

describe('a 409 with Retry-After', () => {
  it('is waited out exactly, told to onRetry, for an operation that is not repeated freely too', async () => {
    const s = server(2);
    const told: RetryInfo[] = [];
    const runtime = createApiRuntime(mailApi, runtimeOptions(s, { onRetry: (i) => told.push(i) }));
    const { value } = await settle(runtime.call(ops.createDelivery, { body: {} }));
    expect(value).toEqual({ id: 1 });
    expect(told.map((i) => [i.reason, i.delayMs])).toEqual([
      [409, 2_000],
      [409, 2_000],
    ]);
    expect(s.api.map((r) => r.at - (s.api[0]?.at ?? 0))).toEqual([0, 2_000, 4_000]);
  });

  it('is waited out as long as totalTimeoutMs allows, past maxRetries', async () => {
    const s = server(5);
    const runtime = createApiRuntime(mailApi, runtimeOptions(s));
    const { value } = await settle(
      runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { totalTimeoutMs: 11_000 }),
    );
    expect(value).toEqual({ id: 1 });
    expect(s.api).toHaveLength(6);
  });

  it.each([
    ['maxRetries run out', {}, 3],
    ['the next wait would outlast totalTimeoutMs', { totalTimeoutMs: 5_000 }, 3],
    ['retry: false', { retry: false as const }, 1],
  ])('ends in NotReadyError when %s', async (_name, callOptions, attempts) => {
    const s = server(9);
    const runtime = createApiRuntime(mailApi, runtimeOptions(s));
    const { error } = await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, callOptions));
    expect(error).toBeInstanceOf(NotReadyError);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ kind: 'not-ready', retryAfterMs: 2_000 });
    expect(s.api).toHaveLength(attempts);
  });

  it('of 0 s waits the base delay, not a loop of requests', async () => {
    const s = server(1, '0');
    const runtime = createApiRuntime(mailApi, runtimeOptions(s, { retry: { baseDelayMs: 300 } }));
    await settle(runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }, { totalTimeoutMs: 10_000 }));
    expect(s.api.map((r) => r.at - (s.api[0]?.at ?? 0))).toEqual([0, 300]);
  });
});

describe('a 409 without Retry-After', () => {
  it('is a ConflictError at once', async () => {
    const s = fakeServer({ api: () => status(409) });
    const { error } = await settle(createApiRuntime(mailApi, runtimeOptions(s)).call(ops.createDelivery, { body: {} }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).not.toBeInstanceOf(NotReadyError);
    expect(s.api).toHaveLength(1);
  });

  it('of a requestId operation is a DuplicateRequestError, as before', async () => {
    const s = fakeServer({ api: () => status(409) });
    const { error } = await settle(createApiRuntime(mailApi, runtimeOptions(s)).call(ops.sendDelivery, { body: {} }));
    expect(error).toBeInstanceOf(DuplicateRequestError);
  });
});
