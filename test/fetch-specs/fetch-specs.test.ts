/**
 * The parts of fetch-specs that need no service: the byte form of the snapshot, what it keeps of a definition, the
 * settings it reads, and the token request's fallback to db:openapi:read. The whole command runs against the
 * sandbox in test/integration/fetch-specs.test.ts.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../fetch-specs/canonical.js';
import { changesBetween } from '../../fetch-specs/changes.js';
import { readSettings } from '../../fetch-specs/settings.js';
import { putBodyOf, snapshotFiles } from '../../fetch-specs/snapshot.js';
import { fetchToken, TokenRefused } from '../../fetch-specs/token.js';

describe('canonicalJson', () => {
  it.each<readonly [string, unknown, string]>([
    [
      'orders members by name',
      { b: 1, a: { d: 2, c: 3 } },
      '{\n  "a": {\n    "c": 3,\n    "d": 2\n  },\n  "b": 1\n}\n',
    ],
    [
      'keeps the order of a properties map, and orders inside its schemas',
      { properties: { z: { type: 'string', description: 'z' }, a: {} } },
      '{\n  "properties": {\n    "z": {\n      "description": "z",\n      "type": "string"\n    },\n    "a": ' +
        '{}\n  }\n}\n',
    ],
    [
      'treats a property named properties as a schema',
      { properties: { properties: { type: 'string', description: 'p' } } },
      '{\n  "properties": {\n    "properties": {\n      "description": "p",\n      "type": "string"\n    }\n  }\n}\n',
    ],
    [
      'keeps arrays in order and text as it is',
      { enum: ['b', 'a'], label: 'ゴールド' },
      '{\n  "enum": [\n    "b",\n    "a"\n  ],\n  "label": "ゴールド"\n}\n',
    ],
  ])('%s', (_name, value, text) => {
    expect(canonicalJson(value, 'x.json')).toBe(text);
  });

  it('gives the same bytes for the same content in another order', () => {
    expect(canonicalJson({ a: 1, b: { c: 2, d: 3 } }, 'x')).toBe(canonicalJson({ b: { d: 3, c: 2 }, a: 1 }, 'x'));
  });

  it('refuses an integer it cannot keep exactly, naming where it is', () => {
    expect(() => canonicalJson({ schema: { maximum: 2 ** 63 } }, 'openapi.json')).toThrow(
      'openapi.json.schema.maximum: 9223372036854776000 is an integer beyond 2^53, which cannot be kept exactly',
    );
  });
});

describe('snapshot files', () => {
  const fetched = (name: string) => ({
    metadata: {
      kind: 'ApiDefinition',
      apiVersion: 'database/v1',
      name,
      accountCode: 'demo',
      uid: 'u',
      resourceVersion: '7',
      creationTimestamp: '2024-05-01T00:00:00.000Z',
    },
    spec: {
      resources: { main: { mapping: '_customer', type: 'customerDb' } },
      schema: { properties: { id: { 'x-platform-type': 'platformId' } } },
    },
    status: { ready: { lastUpdatedTimestamp: '2024-05-01T00:00:00.000Z', status: true, message: 'ready' } },
  });

  it('keep of a definition what a put takes, leaving out status and the service bookkeeping', () => {
    expect(putBodyOf(fetched('member'))).toEqual({
      metadata: { kind: 'ApiDefinition', apiVersion: 'database/v1', name: 'member' },
      spec: fetched('member').spec,
    });
  });

  it('list definitions by name, and leave apidefinitions.json out when they were not read', () => {
    const files = snapshotFiles({ openapi: '3.0.1' }, [fetched('purchase'), fetched('member')]);
    const items = (JSON.parse(files.get('apidefinitions.json') ?? '') as { items: { metadata: { name: string } }[] })
      .items;
    expect(items.map((d) => d.metadata.name)).toEqual(['member', 'purchase']);
    expect([...snapshotFiles({ openapi: '3.0.1' }, undefined).keys()]).toEqual(['openapi.json']);
  });

  it('compare per definition: a definition counts as changed when only its labels did', () => {
    const document = { tags: [{ name: 'member' }], paths: {}, components: { schemas: {} } };
    const labelled = (label: string) => ({ items: [{ metadata: { name: 'member' }, spec: { label } }] });
    const files = (label: string) =>
      new Map([
        ['openapi.json', JSON.stringify(document)],
        ['apidefinitions.json', JSON.stringify(labelled(label))],
      ]);
    expect(changesBetween(files('Gold'), files('Silver'))).toEqual({ added: [], removed: [], changed: ['member'] });
    expect(changesBetween(new Map(), files('Gold'))).toEqual({ added: ['member'], removed: [], changed: [] });
  });

  /**
   * A document in the layout of the service's getOpenApi (full paths, a path-item parameter by reference) with two
   * definitions whose schema names share a prefix: `order` (`Order`, `Order_Filter`) and `order_item`
   * (`Order_item`, `Order_item_Filter`).
   */
  const fullPaths = (itemFilter: string, orderTotal: string) => {
    const base = '/apis/record.database/v1/accounts/{accountCode}';
    const operation = (tag: string, schema: string) => ({
      tags: [tag],
      requestBody: { content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } } },
    });
    return JSON.stringify({
      tags: [{ name: 'order' }, { name: 'order_item' }],
      paths: {
        [`${base}/order/count`]: {
          parameters: [{ $ref: '#/components/parameters/accountCode' }],
          post: operation('order', 'Order_Filter'),
        },
        [`${base}/order_item/count`]: {
          parameters: [{ $ref: '#/components/parameters/accountCode' }],
          post: operation('order_item', 'Order_item_Filter'),
        },
      },
      components: {
        parameters: { accountCode: { name: 'accountCode', in: 'path' } },
        schemas: {
          Order: { properties: { total: { type: orderTotal } } },
          Order_Filter: { properties: { total_eq: { $ref: '#/components/schemas/Order' } } },
          Order_item: { properties: { name: { type: 'string' } } },
          Order_item_Filter: { properties: { name_eq: { type: itemFilter } } },
        },
      },
    });
  };

  it.each<readonly [string, string, string, readonly string[]]>([
    ['a schema of one definition only', 'integer', 'integer', ['order_item']],
    ['a schema reached through another', 'string', 'number', ['order']],
  ])('compare in any layout of paths, through the tag and the schemas it refers to: %s', (_, item, total, changed) => {
    const before = new Map([['openapi.json', fullPaths('string', 'integer')]]);
    const after = new Map([['openapi.json', fullPaths(item, total)]]);
    expect(changesBetween(before, after)).toEqual({ added: [], removed: [], changed });
  });
});

describe('settings', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fetch-specs-settings-'));
    await writeFile(
      path.join(dir, '.env'),
      'DB_URL=https://db.example.com/\nAUTH_URL=https://auth.example.com\nACCOUNT_CODE=file\n' +
        'CLIENT_KEY=key\nCLIENT_SECRET=from-file\n',
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('come from the environment first, then from the env file; DB_URL loses its trailing slash', async () => {
    const found = await readSettings({ ACCOUNT_CODE: 'env' }, path.join(dir, '.env'));
    expect(found).toEqual({
      kind: 'ready',
      settings: {
        dbUrl: 'https://db.example.com',
        authUrl: 'https://auth.example.com',
        accountCode: 'env',
        clientKey: 'key',
        clientSecret: 'from-file',
      },
    });
  });

  it.each<readonly [string, NodeJS.ProcessEnv, unknown]>([
    ['no credentials anywhere', { DB_URL: 'https://db.example.com' }, { kind: 'no-credentials' }],
    [
      'a key without a secret',
      { CLIENT_KEY: 'key', DB_URL: 'https://db.example.com', AUTH_URL: 'https://a.example.com', ACCOUNT_CODE: 'a' },
      { kind: 'invalid', problems: ['CLIENT_KEY is set but CLIENT_SECRET is not: credentials are the two together'] },
    ],
    [
      'a secret without a key',
      { CLIENT_SECRET: 's', DB_URL: 'https://db.example.com', AUTH_URL: 'https://a.example.com', ACCOUNT_CODE: 'a' },
      { kind: 'invalid', problems: ['CLIENT_SECRET is set but CLIENT_KEY is not: credentials are the two together'] },
    ],
    [
      'an address that is not http(s)',
      { CLIENT_KEY: 'k', CLIENT_SECRET: 's', DB_URL: 'db.example.com', AUTH_URL: 'ftp://a', ACCOUNT_CODE: 'a' },
      {
        kind: 'invalid',
        problems: [
          'DB_URL must be an http or https address (got "db.example.com")',
          'AUTH_URL must be an http or https address (got "ftp://a")',
        ],
      },
    ],
    [
      'missing variables',
      { CLIENT_KEY: 'k', CLIENT_SECRET: 's' },
      {
        kind: 'invalid',
        problems: expect.arrayContaining(['DB_URL is not set', 'AUTH_URL is not set', 'ACCOUNT_CODE is not set']),
      },
    ],
  ])('%s', async (_name, env, want) => {
    expect(await readSettings(env, path.join(dir, 'absent.env'))).toEqual(want);
  });

  it('read an env file named on the command line, which must exist (a missing default one is no error)', async () => {
    expect(await readSettings({}, path.join(dir, '.env'), true)).toMatchObject({ kind: 'ready' });
    expect(await readSettings({}, path.join(dir, 'absent.env'), true)).toEqual({
      kind: 'invalid',
      problems: [`the env file ${path.join(dir, 'absent.env')} does not exist`],
    });
    expect(await readSettings({}, path.join(dir, 'absent.env'))).toEqual({ kind: 'no-credentials' });
  });
});

describe('the token', () => {
  const settings = {
    dbUrl: 'https://db.example.com',
    authUrl: 'https://auth.example.com',
    accountCode: 'a',
    clientKey: 'key',
    clientSecret: 's3cret',
  };
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it.each<readonly [string, readonly Response[], readonly string[], readonly string[]]>([
    [
      'is asked for both scopes; the answer says which were granted',
      [answer(200, { access_token: 't', scope: 'db:openapi:read' })],
      ['db:openapi:read db:apidefinition:design'],
      ['db:openapi:read'],
    ],
    [
      'is asked again for db:openapi:read after invalid_scope',
      [answer(400, { error: 'invalid_scope' }), answer(200, { access_token: 't' })],
      ['db:openapi:read db:apidefinition:design', 'db:openapi:read'],
      ['db:openapi:read'],
    ],
    [
      'is asked again after a 403 (access_denied)',
      [answer(403, { error: 'access_denied' }), answer(200, { access_token: 't' })],
      ['db:openapi:read db:apidefinition:design', 'db:openapi:read'],
      ['db:openapi:read'],
    ],
    [
      'counts as granted as asked when the answer names no scope',
      [answer(200, { access_token: 't' })],
      ['db:openapi:read db:apidefinition:design'],
      ['db:openapi:read', 'db:apidefinition:design'],
    ],
  ])('%s', async (_name, answers, asked, granted) => {
    const forms: string[] = [];
    const queue = [...answers];
    const fetcher = (async (_url: string, init: RequestInit) => {
      forms.push(new URLSearchParams(String(init.body)).get('scope') ?? '');
      return queue.shift() as Response;
    }) as unknown as typeof fetch;
    const token = await fetchToken(settings, fetcher);
    expect(forms).toEqual(asked);
    expect(token).toEqual({ accessToken: 't', scopes: granted });
  });

  it('refused is an error quoting the endpoint, without the secret even if the answer echoes it', async () => {
    const fetcher = (async () =>
      answer(401, { error: 'invalid_client', error_description: 'bad secret s3cret' })) as unknown as typeof fetch;
    const error = await fetchToken(settings, fetcher).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenRefused);
    expect((error as Error).message).toBe(
      'the token endpoint refused client key "key": HTTP 401, error invalid_client, error_description "bad ' +
        'secret ***".',
    );
  });
});
