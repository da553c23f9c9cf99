/**
 * A client of a document that asks for no security (`ApiDescriptor.authentication: 'none'`) needs no
 * credentials and sends no Authorization header; a client of one that does still refuses to start without them.
 */
import { describe, expect, it } from 'vitest';
import { checkClientOptions, createApiRuntime, type ApiDescriptor } from '@platform-sdk/runtime/internal';
import { BASE_URL, fakeServer, json, ops, SERVER_URL } from './fake-server.js';

const open: ApiDescriptor = { name: 'open', scopes: [], authentication: 'none' };
const closed: ApiDescriptor = { name: 'closed', scopes: [] };

describe('a document without security', () => {
  it('calls without credentials, asks for no token and sends no Authorization header', async () => {
    const server = fakeServer({ api: () => json({ ok: true }) });
    const runtime = createApiRuntime(open, {
      serverUrl: SERVER_URL,
      audience: BASE_URL,
      fetch: server.fetch,
      rateLimit: false,
    });
    expect(await runtime.call(ops.getDelivery, { path: { delivery_id: 1 } })).toEqual({ ok: true });
    expect(server.token).toEqual([]);
    expect(server.api[0]?.headers.has('Authorization')).toBe(false);
  });

  it('still sends the access token a caller gives', async () => {
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime(open, {
      serverUrl: SERVER_URL,
      audience: BASE_URL,
      fetch: server.fetch,
      rateLimit: false,
      accessToken: 'mine',
    });
    await runtime.call(ops.getDelivery, { path: { delivery_id: 1 } });
    expect(server.api[0]?.headers.get('Authorization')).toBe('Bearer mine');
  });

  it.each<[string, ApiDescriptor, boolean]>([
    ['a document without security', open, true],
    ['a document with security', closed, false],
  ])('the factory check of %s takes options without credentials: %s', (_name, api, takes) => {
    const check = () => checkClientOptions(api, {});
    if (takes) expect(check).not.toThrow();
    else expect(check).toThrow('needs credentials (with authUrl) or accessToken');
  });
});
