/**
 * A client generated from test/fixtures/spec-features/boards.yaml, whose operations declare the API keys of their
 * security (`key` and `token` in the query) as required query parameters too, as Trello's document does: the keys
 * are the `security` option's, so the methods take no such parameter, a call sends each key once, and one warning
 * per key says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFeature, recordingFetch, type FeaturePackage } from './spec-features.js';

const CALLS = `import { createBoardsClient } from './index.gen.js';
const boards = createBoardsClient({
  baseUrl: 'https://boards.example.test',
  security: { api_key: 'k', api_token: 't' },
});
export const get = boards.getBoard('b1', { fields: 'name' });
export const bare = boards.getBoard('b1');
export const del = boards.deleteBoard('b1');
// @ts-expect-error the key is the security option's, not a parameter
export const keyed = boards.getBoard('b1', { key: 'k' });
`;

interface BoardsClient {
  getBoard(id: string, query?: object): Promise<unknown>;
  deleteBoard(id: string, query?: object): Promise<unknown>;
}

let pkg: FeaturePackage;

beforeAll(async () => {
  pkg = await generateFeature('boards', 'createBoardsClient', CALLS);
}, 120_000);

afterAll(() => pkg.remove());

describe('query parameters that are the API keys of the security', () => {
  it('leaves them out of the methods, with one located warning per key', () => {
    expect(pkg.typeErrors).toEqual([]);
    expect(pkg.warnings).toEqual([
      'test/fixtures/spec-features/boards.yaml:24:11 [sdk/credential-parameter] warning: query parameter "key" is ' +
        'the API key of security scheme "api_key": the client sends it from its `security.api_key` option, so no ' +
        'operation takes it as a parameter',
      'test/fixtures/spec-features/boards.yaml:25:11 [sdk/credential-parameter] warning: query parameter "token" ' +
        'is the API key of security scheme "api_token": the client sends it from its `security.api_token` option, ' +
        'so no operation takes it as a parameter',
    ]);
  });

  it('sends each key once, both of them, from the security option', async () => {
    const { fetch, requests } = recordingFetch();
    const create = pkg.module.createBoardsClient as (options: object) => BoardsClient;
    const client = create({
      baseUrl: 'https://boards.example.test',
      fetch,
      retry: false,
      security: { api_key: 'KEY', api_token: 'TOKEN' },
    });
    await client.getBoard('b1', { fields: 'name' });
    await client.deleteBoard('b1');
    const [get, del] = requests.map((request) => new URL(request.url).searchParams);
    expect(get!.getAll('key')).toEqual(['KEY']);
    expect(get!.getAll('token')).toEqual(['TOKEN']);
    expect(get!.get('fields')).toBe('name');
    expect(del!.getAll('key')).toEqual(['KEY']);
    expect(del!.getAll('token')).toEqual(['TOKEN']);
  });
});
