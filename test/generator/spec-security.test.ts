/**
 * A client generated from test/fixtures/spec-features/security.yaml: API keys in a header, the query and a cookie,
 * HTTP basic, bearer, OAuth2 client credentials and openIdConnect; an operation's own `security` overrides the
 * document's, and `security: []` sends nothing. The options take the credentials of the schemes the document has.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFeature, type FeaturePackage } from './spec-features.js';

const CALLS = `import { createVaultClient } from './index.gen.js';
export const keys = createVaultClient({
  baseUrl: 'https://vault.example.test',
  security: { headerKey: 'k', basic: { username: 'u', password: 'p' } },
});
// @ts-expect-error only the document's schemes are options
export const unknownScheme = createVaultClient({ baseUrl: 'https://v.example', security: { other: 'k' } });
// @ts-expect-error basic credentials are a user name and a password
export const wrongBasic = createVaultClient({ baseUrl: 'https://v.example', security: { basic: 'u:p' } });
`;

type Call = () => Promise<unknown>;
type VaultClient = Record<
  'byHeaderKey' | 'byCookieKey' | 'byBasic' | 'byBearer' | 'byOAuth' | 'byOpenIdConnect' | 'byBasicOrKey' | 'open',
  Call
> & { byQueryKey(query?: { page?: number }): Promise<unknown> };

let pkg: FeaturePackage;

beforeAll(async () => {
  pkg = await generateFeature('security', 'createVaultClient', CALLS);
}, 120_000);

afterAll(() => pkg.remove());

function vault(options: object): { client: VaultClient; requests: Request[] } {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    if (new URL(request.url).pathname === '/oauth2/token') {
      return Response.json({ access_token: 'oauth-token', expires_in: 3600, token_type: 'bearer' });
    }
    return Response.json({});
  };
  const create = pkg.module.createVaultClient as (options: object) => VaultClient;
  return { client: create({ baseUrl: 'https://vault.example.test', fetch, retry: false, ...options }), requests };
}

const SECRETS = {
  security: {
    headerKey: 'header-secret',
    queryKey: 'query secret',
    cookieKey: 'cookie-secret',
    basic: { username: 'ann', password: 'pässword' },
  },
};

describe('security schemes of the document', () => {
  it('generates every operation, with options typed by the schemes', () => {
    expect(pkg.warnings.filter((w) => w.includes('left out'))).toEqual([]);
    expect(pkg.typeErrors).toEqual([]);
  });

  it('names the security option and its schemes in the README', async () => {
    const readme = await readFile(path.join(pkg.dir, 'README.md'), 'utf8');
    expect(readme).toContain(
      "- `security`: the credentials of the document's API-key and basic schemes by scheme name",
    );
    expect(readme).toContain('(`basic`, `cookieKey`, `headerKey`, `queryKey`)');
  });

  it.each<[keyof VaultClient, string, string | null, string]>([
    ['byHeaderKey', 'X-API-Key', 'header-secret', ''],
    ['byCookieKey', 'Cookie', 'session=cookie-secret', ''],
    ['byBasic', 'Authorization', `Basic ${Buffer.from('ann:pässword').toString('base64')}`, ''],
    ['byBasicOrKey', 'Authorization', `Basic ${Buffer.from('ann:pässword').toString('base64')}`, ''],
    ['open', 'Authorization', null, ''],
  ])('%s sends %s: %s, and no other credential', async (method, header, value, search) => {
    const { client, requests } = vault(SECRETS);
    await client[method]();
    const [request] = requests;
    expect(request!.headers.get(header)).toBe(value);
    expect(new URL(request!.url).search).toBe(search);
    const others = ['X-API-Key', 'Cookie', 'Authorization'].filter((h) => h !== header);
    expect(others.map((h) => request!.headers.get(h))).toEqual(others.map(() => null));
  });

  it('sends a query API key beside the query parameters', async () => {
    const { client, requests } = vault(SECRETS);
    await client.byQueryKey({ page: 2 });
    expect(new URL(requests[0]!.url).search).toBe('?page=2&api_key=query%20secret');
  });

  it('takes the next alternative the client has credentials for (an API key where basic is not given)', async () => {
    const { client, requests } = vault({ security: { headerKey: 'header-secret' } });
    await client.byBasicOrKey();
    expect(requests[0]!.headers.get('X-API-Key')).toBe('header-secret');
    expect(requests[0]!.headers.get('Authorization')).toBe(null);
  });

  it.each<[keyof VaultClient]>([['byBearer'], ['byOpenIdConnect']])(
    '%s sends the accessToken as a bearer token',
    async (method) => {
      const { client, requests } = vault({ accessToken: 'my-token' });
      await client[method]();
      expect(requests[0]!.headers.get('Authorization')).toBe('Bearer my-token');
    },
  );

  it('gets an OAuth2 token with client credentials for an OAuth2 operation, and none for an API-key one', async () => {
    const { client, requests } = vault({
      ...SECRETS,
      credentials: { clientKey: 'id', clientSecret: 'secret' },
      authUrl: 'https://vault.example.test',
    });
    await client.byOAuth();
    await client.byHeaderKey();
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/oauth2/token', '/oauth', '/header']);
    expect(requests[1]!.headers.get('Authorization')).toBe('Bearer oauth-token');
    expect(requests[2]!.headers.get('Authorization')).toBe(null);
  });

  it('sends a call refused with 401 once when it carried an API key, not again for a fresh token', async () => {
    const requests: Request[] = [];
    const fetch = async (input: Request) => {
      requests.push(input);
      return new Response('{}', { status: 401, headers: { 'Content-Type': 'application/json' } });
    };
    const create = pkg.module.createVaultClient as (options: object) => VaultClient;
    const client = create({ baseUrl: 'https://vault.example.test', fetch, accessToken: () => 'tok', ...SECRETS });
    await expect(client.byHeaderKey()).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
  });

  it.each<[string, object, string]>([
    ['an unknown scheme', { nope: 'x' }, 'security.nope is no security scheme of the document'],
    ['a bearer scheme', { bearer: 'header-secret' }, 'security.bearer is a token scheme'],
    ['basic as a string', { basic: 'header-secret' }, 'security.basic must be { username, password }'],
  ])('refuses %s in security when the client is made, without the secret', (_, security, message) => {
    const create = () => vault({ security });
    expect(create).toThrow(TypeError);
    expect(create).toThrow(message);
    expect(create).not.toThrow('header-secret');
  });

  it('refuses a call whose security the client cannot meet, naming the options, without the secrets', async () => {
    const { client, requests } = vault({ security: { headerKey: 'header-secret' } });
    const error = await client.byBasic().catch((e: unknown) => e);
    expect(error).toMatchObject({ field: 'security' });
    expect(String((error as Error).message)).toContain('security.basic');
    expect(String((error as Error).message)).not.toContain('header-secret');
    expect(requests).toEqual([]);
  });
});
