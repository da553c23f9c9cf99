/**
 * Code clients load on demand: the client-credentials token request is loaded only by a client made with
 * credentials (an app passing `accessToken` never loads it), and a failed load is the call's NetworkError. The
 * tests with fake timers load it ahead with `loadOnDemandCode` (fake-server.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, mailApi, ops, runtimeOptions } from './fake-server.js';

const ON_DEMAND = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../runtime/src/on-demand.ts');
const getDelivery = { path: { delivery_id: 1 } };

afterEach(() => {
  vi.doUnmock(ON_DEMAND);
  vi.resetModules();
});

type OnDemand = typeof import('../../runtime/src/on-demand.js');

/** A fresh runtime whose load of the client-credentials module is `load`. */
async function runtimeWith(load: (actual: OnDemand) => OnDemand['loadClientCredentials']): Promise<typeof import('@platform-sdk/runtime/internal')> {
  vi.resetModules();
  vi.doMock(ON_DEMAND, async () => {
    const actual = await vi.importActual<OnDemand>(ON_DEMAND);
    return { ...actual, loadClientCredentials: load(actual) };
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
    await runtime.createApiRuntime(mailApi, { ...withoutCredentials, accessToken: 'given' }).call(ops.getDelivery, getDelivery);
    expect(loads.n).toBe(0);
    expect(server.api[0]?.headers.get('Authorization')).toBe('Bearer given');

    const client = runtime.createApiRuntime(mailApi, runtimeOptions(server));
    expect(loads.n).toBe(1);
    await client.call(ops.getDelivery, getDelivery);
    expect(server.token).toHaveLength(1);
    expect(server.api[1]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('fails a call with a NetworkError naming the operation when it cannot be loaded (offline), asking no token endpoint', async () => {
    const runtime = await runtimeWith(() => () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const server = fakeServer();
    const failure = await runtime.createApiRuntime(mailApi, runtimeOptions(server, { retry: false })).call(ops.getDelivery, getDelivery).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(runtime.NetworkError);
    expect(failure).toMatchObject({ operationId: 'getDelivery', method: 'GET', path: '/deliveries/1' });
    expect((failure as Error).message).toContain('Failed to fetch dynamically imported module');
    expect(server.token).toHaveLength(0);
    expect(server.api).toHaveLength(0);
  });
});
