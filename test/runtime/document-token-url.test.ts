/**
 * A client whose document gives its OAuth2 client-credentials `tokenUrl` (`ApiDescriptor.tokenUrl`) gets tokens
 * there without `authUrl`, a relative one resolved against the server URL; the caller's `authUrl` still wins.
 */
import { describe, expect, it } from 'vitest';
import {
  checkClientOptions,
  createApiRuntime,
  type ApiDescriptor,
  type RuntimeOptions,
} from '@platform-sdk/runtime/internal';
import { json, ops, tokenResponse } from './fake-server.js';

const SERVER = 'https://api.tokens.io/v2';
let key = 0;

/** Calls one operation with client credentials; answers a token to any form POST and `{}` to the rest. */
async function tokenRequestUrl(tokenUrl: string | undefined, extra: Partial<RuntimeOptions> = {}): Promise<string[]> {
  const seen: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.method === 'POST' ? await request.clone().text() : '';
    if (body.includes('grant_type=client_credentials')) {
      seen.push(request.url);
      return tokenResponse('from-document');
    }
    return json({});
  };
  const api: ApiDescriptor = { name: 'tokens', scopes: ['read'], ...(tokenUrl === undefined ? {} : { tokenUrl }) };
  key++;
  const runtime = createApiRuntime(api, {
    serverUrl: SERVER,
    audience: SERVER,
    credentials: { clientKey: `document-token-${key}`, clientSecret: 'secret-of-the-test' },
    fetch: fetch as typeof globalThis.fetch,
    rateLimit: false,
    retry: false,
    ...extra,
  });
  await runtime.call(ops.getDelivery, { path: { delivery_id: 1 } });
  return seen;
}

describe("the document's token URL", () => {
  it.each([
    ['an absolute token URL', 'https://login.tokens.io/oauth/token', {}, 'https://login.tokens.io/oauth/token'],
    ['a path, against the server URL', '/oauth/token', {}, 'https://api.tokens.io/oauth/token'],
    ['a relative path, as URLs resolve', 'token', {}, 'https://api.tokens.io/token'],
    [
      "the caller's authUrl over it",
      '/oauth/token',
      { authUrl: 'https://auth.mine.io' },
      'https://auth.mine.io/oauth2/token',
    ],
    [
      'authUrl and token.path over it',
      '/oauth/token',
      { authUrl: 'https://auth.mine.io', token: { path: 'v1/t' } },
      'https://auth.mine.io/v1/t',
    ],
  ])('asks %s for tokens', async (_name, tokenUrl, extra, want) => {
    expect(await tokenRequestUrl(tokenUrl, extra)).toEqual([want]);
  });

  it('takes credentials without authUrl only when the document gives a token URL', () => {
    const credentials = { clientKey: 'k', clientSecret: 's' };
    expect(() => checkClientOptions({ name: 'tokens', scopes: [], tokenUrl: '/t' }, { credentials })).not.toThrow();
    expect(() => checkClientOptions({ name: 'tokens', scopes: [] }, { credentials })).toThrow(
      'credentials need authUrl',
    );
  });
});
