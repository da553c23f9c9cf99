/**
 * The management client (`@platform-sdk/database`) refuses before sending what the records client refuses before
 * sending: a list's `limit` off its rule (an integer from 1 to 100, specs/database.yaml `Limit`) and an API
 * definition name off the rule of definition and property names (`^[a-z][a-zA-Z0-9_]*$`, `ApiDefinitionName`),
 * each with a `RequestValidationError` naming the operation, the field and the rule; nothing reaches the service.
 */
import { createDatabaseClient, RequestValidationError, type DatabaseClient } from '@platform-sdk/database';
import { clearRateLimiters, clearTokenCache } from '@platform-sdk/runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, json, type FakeServer } from './fake-server.js';

let server: FakeServer;
let db: DatabaseClient;

beforeEach(() => {
  clearTokenCache();
  clearRateLimiters();
  server = fakeServer({ api: () => json({ metadata: {}, items: [] }) });
  db = createDatabaseClient({
    dbUrl: 'https://db.example.test',
    accountCode: 'demo',
    accessToken: 'token',
    rateLimit: false,
    fetch: server.fetch,
  });
});

type Call = (db: DatabaseClient) => Promise<unknown>;
const NAME_RULE = 'must match ^[a-z][a-zA-Z0-9_]*$';
const member = {
  metadata: { kind: 'ApiDefinition', apiVersion: 'database/v1', name: 'Member' },
  spec: { resources: { main: { mapping: '_customer', type: 'customerDb' } }, schema: { properties: {} } },
} as never;

const REFUSED: readonly [string, Call, { operationId: string; field: string; rule: string }][] = [
  [
    'limit 0',
    (c) => c.listApiDefinition({ limit: 0 }),
    {
      operationId: 'listApiDefinition',
      field: 'query parameter limit',
      rule: 'must be an integer from 1 to 100 (got 0)',
    },
  ],
  [
    'limit 101',
    (c) => c.listDatabaseDefinition({ limit: 101 }),
    {
      operationId: 'listDatabaseDefinition',
      field: 'query parameter limit',
      rule: 'must be an integer from 1 to 100 (got 101)',
    },
  ],
  [
    'limit 1.5',
    (c) => c.listApiDefinition({ limit: 1.5 }),
    { operationId: 'listApiDefinition', field: 'query parameter limit', rule: 'must be an integer (got 1.5)' },
  ],
  [
    'limit 2^53',
    (c) => c.listApiDefinition({ limit: 2 ** 53 }),
    {
      operationId: 'listApiDefinition',
      field: 'query parameter limit',
      rule: 'is above 2^53 as a number and may have lost digits; pass a bigint (got 9007199254740992)',
    },
  ],
  [
    'a name with an upper-case letter first',
    (c) => c.getApiDefinition('Member'),
    { operationId: 'getApiDefinition', field: 'path parameter name', rule: `${NAME_RULE} (got "Member")` },
  ],
  [
    'a name with a hyphen, put',
    (c) => c.putApiDefinition('member-2', member),
    { operationId: 'putApiDefinition', field: 'path parameter name', rule: `${NAME_RULE} (got "member-2")` },
  ],
  [
    'a name starting with an underscore',
    (c) => c.deleteApiDefinition('_member'),
    { operationId: 'deleteApiDefinition', field: 'path parameter name', rule: `${NAME_RULE} (got "_member")` },
  ],
  [
    'a name starting with a digit',
    (c) => c.getOpenApi('1member'),
    { operationId: 'getOpenApi', field: 'path parameter name', rule: `${NAME_RULE} (got "1member")` },
  ],
];

describe('management requests checked before sending', () => {
  it.each(REFUSED)('%s', async (_name, call, want) => {
    const error = await call(db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    const refused = error as RequestValidationError;
    expect({ operationId: refused.operationId, field: refused.field, rule: refused.rule }).toEqual(want);
    expect(refused.message).toBe(`${want.operationId} was not sent because ${want.field} ${want.rule}.`);
    expect(server.api).toEqual([]);
  });

  it.each<[string, Call, string]>([
    ['limit 1', (c) => c.listApiDefinition({ limit: 1 }), '/apidefinitions?limit=1'],
    ['limit 100 with a token', (c) => c.listDatabaseDefinition({ limit: 100, continueToken: 'n' }), '?limit=100'],
    ['no limit', (c) => c.listApiDefinition(), '/apidefinitions'],
    ['a name with digits and underscores', (c) => c.getApiDefinition('member_2B'), '/apidefinitions/member_2B'],
    ['the name of a database', (c) => c.getDatabaseDefinition('_customer'), '/databasedefinitions/_customer'],
  ])('lets through %s', async (_name, call, sent) => {
    await call(db);
    expect(server.api).toHaveLength(1);
    expect(`${server.api[0]?.url.pathname}${server.api[0]?.url.search}`).toContain(sent);
  });
});
