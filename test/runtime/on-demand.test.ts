/**
 * Code clients load on demand: the client-credentials token request is loaded only by a client made with
 * credentials (an app passing `accessToken` never loads it), and a failed load is the call's NetworkError; the log
 * lines only by a client that logs, and a failed load leaves the lines out. The
 * tests with fake timers load it ahead with `loadOnDemandCode` (fake-server.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, mailApi, ops, runtimeOptions } from './fake-server.js';

const ON_DEMAND = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../runtime/src/call/on-demand.ts');
const getDelivery = { path: { delivery_id: 1 } };

afterEach(() => {
  vi.doUnmock(ON_DEMAND);
  vi.resetModules();
});

type OnDemand = typeof import('../../runtime/src/call/on-demand.js');

/** A fresh runtime whose load of the client-credentials module (and of the log lines) is `load` (`lines`). */
async function runtimeWith(
  load: (actual: OnDemand) => OnDemand['loadClientCredentials'],
  lines?: (actual: OnDemand) => OnDemand['loadLogLines'],
): Promise<typeof import('@platform-sdk/runtime/internal')> {
  vi.resetModules();
  vi.doMock(ON_DEMAND, async () => {
    const actual = await vi.importActual<OnDemand>(ON_DEMAND);
    return { ...actual, loadClientCredentials: load(actual), loadLogLines: lines?.(actual) ?? actual.loadLogLines };
  });
  return import('@platform-sdk/runtime/internal');
}

/** The module's real load, counted. */
function counted(loads: { n: number }): (actual: OnDemand) => OnDemand['loadClientCredentials'] {
  return (actual) => () => {
    loads.n++;
    return actual.loadClientCredentials();
  };
}

describe('client credentials, loaded on demand', () => {
  it('is not loaded by a client made with accessToken, and is loaded while a client with credentials is made', async () => {
    const loads = { n: 0 };
    const runtime = await runtimeWith(counted(loads));
    const server = fakeServer();
    const { credentials: _none, ...withoutCredentials } = runtimeOptions(server);
    await runtime
      .createApiRuntime(mailApi, { ...withoutCredentials, accessToken: 'given' })
      .call(ops.getDelivery, getDelivery);
    expect(loads.n).toBe(0);
    expect(server.api[0]?.headers.get('Authorization')).toBe('Bearer given');

    const client = runtime.createApiRuntime(mailApi, runtimeOptions(server));
    expect(loads.n).toBe(1);
    await client.call(ops.getDelivery, getDelivery);
    expect(server.token).toHaveLength(1);
    expect(server.api[1]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('fails a call with a NetworkError naming the operation when it cannot be loaded (offline), asking no token endpoint', async () => {
    const runtime = await runtimeWith(
      () => () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const server = fakeServer();
    const failure = await runtime
      .createApiRuntime(mailApi, runtimeOptions(server, { retry: false }))
      .call(ops.getDelivery, getDelivery)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(runtime.NetworkError);
    expect(failure).toMatchObject({ operationId: 'getDelivery', method: 'GET', path: '/deliveries/1' });
    expect((failure as Error).message).toContain('Failed to fetch dynamically imported module');
    expect(server.token).toHaveLength(0);
    expect(server.api).toHaveLength(0);
  });
});

describe('an accessToken function, its provider loaded on demand', () => {
  it('calls the function for each attempt, and whatever it throws fails the call with AccessTokenError', async () => {
    const runtime = await import('@platform-sdk/runtime/internal');
    const server = fakeServer();
    const { credentials: _none, ...withoutCredentials } = runtimeOptions(server);
    let calls = 0;
    const client = runtime.createApiRuntime(mailApi, { ...withoutCredentials, accessToken: () => `fn-${++calls}` });
    await client.call(ops.getDelivery, getDelivery);
    await client.call(ops.getDelivery, getDelivery);
    expect(server.api.map((seen) => seen.headers.get('Authorization'))).toEqual(['Bearer fn-1', 'Bearer fn-2']);
    const failing = runtime.createApiRuntime(mailApi, {
      ...withoutCredentials,
      accessToken: () => Promise.reject(new Error('signed out')),
    });
    const failure = await failing.call(ops.getDelivery, getDelivery).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(runtime.AccessTokenError);
    expect((failure as Error).message).toBe(
      'getDelivery could not get an access token: the accessToken function failed (Error: signed out).',
    );
  });
});

describe('log lines, loaded on demand', () => {
  const lines = (logged: string[]) => ({
    debug: (m: string) => logged.push(m),
    info: (m: string) => logged.push(m),
    warn: (m: string) => logged.push(m),
    error: (m: string) => logged.push(m),
  });

  it('are loaded by a client that logs, which writes its first attempt, and by no client that does not', async () => {
    const loads = { n: 0 };
    const runtime = await runtimeWith(
      (actual) => actual.loadClientCredentials,
      (actual) => () => {
        loads.n++;
        return actual.loadLogLines();
      },
    );
    const server = fakeServer();
    await runtime
      .createApiRuntime(mailApi, runtimeOptions(server, { logLevel: 'off' }))
      .call(ops.getDelivery, getDelivery);
    expect(loads.n).toBe(0);
    const logged: string[] = [];
    await runtime
      .createApiRuntime(mailApi, runtimeOptions(server, { logLevel: 'debug', logger: lines(logged) }))
      .call(ops.getDelivery, getDelivery);
    expect(loads.n).toBe(1);
    expect(logged.filter((line) => line.includes('getDelivery GET /deliveries/1 -> 200'))).toHaveLength(1);
  });

  it('that cannot be loaded leave the lines out, not the call', async () => {
    const runtime = await runtimeWith(
      (actual) => actual.loadClientCredentials,
      () => () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const server = fakeServer({ api: () => json({ status: 'done' }) });
    const logged: string[] = [];
    const answer = await runtime
      .createApiRuntime(mailApi, runtimeOptions(server, { logLevel: 'debug', logger: lines(logged) }))
      .call(ops.getDelivery, getDelivery);
    expect(answer).toEqual({ status: 'done' });
    expect(logged.some((line) => line.includes('-> 200'))).toBe(false);
  });
});
