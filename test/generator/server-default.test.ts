/**
 * The base address of a `--spec` client whose document names one server without variables: the document's URL is
 * its default when it is the absolute address of a real host, so the client calls the service without being told
 * where it is (and asks that host's token URL, with that address as the audience); a relative URL, a placeholder
 * host or no server at all says nothing a client could call, so `baseUrl` must then be given.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelFrom } from './helpers.js';
import { generateFeature, type FeaturePackage } from './spec-features.js';

const documentAt = (servers: object[] | undefined) => ({
  openapi: '3.1.0',
  info: { title: 'Atlas', version: '1.0.0' },
  ...(servers === undefined ? {} : { servers }),
  paths: {
    '/places': {
      get: {
        operationId: 'listPlaces',
        responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
  },
});

describe('the base address a --spec client defaults to', () => {
  it.each([
    ['an https address of a real host', 'https://api.atlas-maps.io/v2', false],
    ['an http address', 'http://maps.internal.corp:8080', false],
    ['a relative URL', '/api/v3', true],
    ['a host reserved for examples', 'https://api.example.com/v1', true],
    ['a domain reserved for tests', 'https://atlas.example.test', true],
  ])('%s (%s): baseUrl required: %s', (_name, url, required) => {
    const [variable] = modelFrom(documentAt([{ url }])).variables;
    expect(variable).toMatchObject({ optionName: 'baseUrl', required, default: { text: url } });
  });

  it('no server: baseUrl is required', () => {
    expect(modelFrom(documentAt(undefined)).variables[0]).toMatchObject({ optionName: 'baseUrl', required: true });
  });
});

const CALLS = `import { createAtlasClient } from './index.gen.js';
export const atlas = createAtlasClient({ credentials: { clientKey: 'k', clientSecret: 's' } });
`;

describe('a client of a document with a fixed server address', () => {
  let pkg: FeaturePackage;
  beforeAll(async () => {
    pkg = await generateFeature('atlas', 'createAtlasClient', CALLS);
  }, 60_000);
  afterAll(() => pkg.remove());

  it('type-checks without baseUrl', () => {
    expect(pkg.typeErrors).toEqual([]);
  });

  it('calls the document address and asks its token URL, with it as the audience', async () => {
    const sent: { url: string; body: string }[] = [];
    const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = input instanceof Request ? input : new Request(input, init);
      sent.push({ url: request.url, body: request.method === 'POST' ? await request.text() : '' });
      const body = request.url.endsWith('/oauth2/token')
        ? { access_token: 'token', token_type: 'Bearer', expires_in: 3600 }
        : { name: 'Harbour' };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    };
    const create = pkg.module.createAtlasClient as (options: object) => {
      getPlace(id: number): Promise<{ name: string }>;
    };
    const atlas = create({ credentials: { clientKey: 'atlas-key', clientSecret: 'atlas-secret' }, fetch: fetchImpl });
    await expect(atlas.getPlace(7)).resolves.toEqual({ name: 'Harbour' });
    expect(sent.map((s) => s.url)).toEqual([
      // `/oauth2/token` is resolved against the server URL as a URL is: from the host's root.
      'https://api.atlas-maps.io/oauth2/token',
      'https://api.atlas-maps.io/v2/places/7',
    ]);
    expect(new URLSearchParams(sent[0]?.body).get('audience')).toBe('https://api.atlas-maps.io/v2');
  });

  it('still takes another address', async () => {
    const urls: string[] = [];
    const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      urls.push((input instanceof Request ? input : new Request(input, init)).url);
      return new Response('{"name":"Dock"}', { headers: { 'Content-Type': 'application/json' } });
    };
    const create = pkg.module.createAtlasClient as (options: object) => {
      getPlace(id: number): Promise<{ name: string }>;
    };
    const atlas = create({ baseUrl: 'https://staging.atlas-maps.io/v2', accessToken: 'token', fetch: fetchImpl });
    await atlas.getPlace(8);
    expect(urls).toEqual(['https://staging.atlas-maps.io/v2/places/8']);
  });
});
