import { afterEach, describe, expect, it } from 'vitest';
import { clearTokenCache, createApiRuntime } from '@platform-sdk/runtime/internal';
import { fakeServer, json, mailApi, ops, runtimeOptions, SERVER_URL } from './fake-server.js';

afterEach(() => clearTokenCache());

describe('path parameters on the wire', () => {
  it.each([
    ['a plain number', 42, '/deliveries/42'],
    ['the largest platform ID as bigint', 9223372036854775807n, '/deliveries/9223372036854775807'],
    ['dots inside a value', 'a..b', '/deliveries/a..b'],
    ['a slash', 'a/b', '/deliveries/a%2Fb'],
    ['a query and fragment', 'x?y#z', '/deliveries/x%3Fy%23z'],
    ['spaces and non-ASCII', 'ユーザー 1', `/deliveries/${encodeURIComponent('ユーザー 1')}`],
  ])('keeps %s inside its own segment', async (_name, value, path) => {
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    await runtime.call(ops.getDelivery, { path: { delivery_id: value } });
    expect(server.api[0]?.url.href).toBe(`${SERVER_URL}${path}`);
  });

  it.each(['.', '..', ''])('refuses %j before sending anything, naming the parameter', async (value) => {
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    await expect(runtime.call(ops.getDelivery, { path: { delivery_id: value } })).rejects.toThrow(
      `Path parameter delivery_id cannot be ${JSON.stringify(value)}`,
    );
    expect(server.api).toHaveLength(0);
  });

  it('encodes the raw client the same way', async () => {
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime<Record<string, never>>(mailApi, runtimeOptions(server));
    const raw = runtime.raw as unknown as { GET(path: string, init: object): Promise<unknown> };
    await raw.GET('/deliveries/{delivery_id}', { params: { path: { delivery_id: 'a/b' } } });
    expect(server.api[0]?.url.href).toBe(`${SERVER_URL}/deliveries/a%2Fb`);
    await expect(raw.GET('/deliveries/{delivery_id}', { params: { path: { delivery_id: '..' } } })).rejects.toThrow(
      'Path parameter delivery_id cannot be ".."',
    );
  });
});
