/**
 * What every database API call goes through, in this order: bearer token (401), account code (404), rate limit
 * per account (429 with Retry-After), path (404), method (405 with Allow), scope (403), then the operation (404
 * for unknown things, 400 for the body). The harness checks every error body and its headers.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT } from '../../sandbox/config.js';
import {
  ACCOUNT,
  ALL_DB_SCOPES,
  type Answer,
  DbSandbox,
  definition,
  MANAGEMENT_BASE,
  MASTER_ID,
  READER,
  RECORD_BASE,
} from './database-harness.js';

const MEMBER = { ...MASTER_ID, name: { type: 'string' }, pw: { 'x-platform-type': 'passwordHash' } };

let db: DbSandbox;
let recordId: number;
beforeAll(async () => {
  db = await DbSandbox.start();
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.reset();
  await db.define('member', MEMBER);
  recordId = (await db.create('member', { name: 'Ann', pw: 'secret' })).id;
});

type Scope = 'db:apidefinition:design' | 'db:openapi:read' | 'db:record:execute' | 'db:record:read';
const SCOPES: readonly Scope[] = ['db:apidefinition:design', 'db:openapi:read', 'db:record:execute', 'db:record:read'];

interface Row {
  readonly method: string;
  /** Path after the account code, with `{id}` standing for the record made in beforeEach. */
  readonly path: string;
  readonly base: string;
  /** The scopes that open the operation. */
  readonly opens: readonly Scope[];
  readonly body?: unknown;
}

const M = MANAGEMENT_BASE;
const R = RECORD_BASE;
const OPERATIONS: ReadonlyArray<readonly [string, Row]> = [
  ['listApiDefinition', { method: 'GET', base: M, path: '/apidefinitions', opens: ['db:apidefinition:design'] }],
  [
    'putApiDefinition',
    {
      method: 'PUT',
      base: M,
      path: '/apidefinitions/member',
      opens: ['db:apidefinition:design'],
      body: definition('member', MEMBER),
    },
  ],
  ['getApiDefinition', { method: 'GET', base: M, path: '/apidefinitions/member', opens: ['db:apidefinition:design'] }],
  [
    'deleteApiDefinition',
    { method: 'DELETE', base: M, path: '/apidefinitions/member', opens: ['db:apidefinition:design'] },
  ],
  [
    'getOpenApi',
    {
      method: 'GET',
      base: M,
      path: '/apidefinitions/member/openapi',
      opens: ['db:apidefinition:design', 'db:openapi:read'],
    },
  ],
  [
    'getAllOpenApi',
    { method: 'GET', base: M, path: '/openapi', opens: ['db:apidefinition:design', 'db:openapi:read'] },
  ],
  [
    'listDatabaseDefinition',
    { method: 'GET', base: M, path: '/databasedefinitions', opens: ['db:apidefinition:design'] },
  ],
  [
    'getDatabaseDefinition',
    { method: 'GET', base: M, path: '/databasedefinitions/_customer', opens: ['db:apidefinition:design'] },
  ],
  [
    'createRecord',
    { method: 'POST', base: R, path: '/member/records', opens: ['db:record:execute'], body: { name: 'Bob' } },
  ],
  [
    'queryRecords',
    { method: 'POST', base: R, path: '/member/query', opens: ['db:record:execute', 'db:record:read'], body: {} },
  ],
  [
    'countRecords',
    { method: 'POST', base: R, path: '/member/count', opens: ['db:record:execute', 'db:record:read'], body: {} },
  ],
  [
    'getRecord',
    { method: 'GET', base: R, path: '/member/records/{id}', opens: ['db:record:execute', 'db:record:read'] },
  ],
  [
    'patchRecord',
    { method: 'PATCH', base: R, path: '/member/records/{id}', opens: ['db:record:execute'], body: { name: 'Cy' } },
  ],
  ['deleteRecord', { method: 'DELETE', base: R, path: '/member/records/{id}', opens: ['db:record:execute'] }],
  [
    'authenticate',
    {
      method: 'POST',
      base: R,
      path: '/member/records/{id}/authenticate',
      opens: ['db:record:execute', 'db:record:read'],
      body: { propertyName: 'pw', value: 'secret' },
    },
  ],
];

/** Calls the operation of a row; `token` undefined uses the harness token with every scope. */
function call(row: Row, token?: string | null, account = ACCOUNT): Promise<Answer> {
  const path = `${row.base}/${account}${row.path.replace('{id}', String(recordId))}`;
  return db.send(row.method, path, { body: row.body, ...(token === undefined ? {} : { token }) });
}

describe('bearer token', () => {
  it.each(OPERATIONS)('%s without a token gives 401', async (_id, row) => {
    const answer = await call(row, null);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="sandbox"');
  });

  it.each([
    ['an unknown token', 'not-a-token'],
    ['an empty token', ''],
  ])('%s gives 401 invalid_token', async (_name, token) => {
    const answer = await call(OPERATIONS[0]![1], token);
    expect(answer.status).toBe(401);
  });

  it('a token expires after 1 hour of sandbox time', async () => {
    const token = await db.token();
    await db.advance(3601);
    const answer = await call(OPERATIONS[0]![1], token);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });
});

describe('scopes', () => {
  const cases = OPERATIONS.flatMap(([id, row]) =>
    SCOPES.map((scope) => [id, scope, row.opens.includes(scope), row] as const),
  );

  it.each(cases)('%s with only %s: opened %s', async (_id, scope, opens, row) => {
    const answer = await call(row, await db.token(scope));
    if (opens) {
      expect(answer.status, answer.text).toBe(200);
    } else {
      expect(answer.status).toBe(403);
      // The challenge names the narrowest scope that would do.
      const narrowest = row.opens.find((s) => s === 'db:record:read' || s === 'db:openapi:read') ?? row.opens[0];
      expect(answer.headers.get('www-authenticate')).toContain(`scope="${narrowest}"`);
    }
  });

  it('a token with every database scope opens every operation', async () => {
    for (const [id, row] of OPERATIONS) {
      if (id.startsWith('delete')) continue;
      expect((await call(row, await db.token(ALL_DB_SCOPES))).status, id).toBe(200);
    }
  });

  it('the reader client (db:openapi:read db:record:read) reads documents and records but writes nothing', async () => {
    const token = await db.token('db:openapi:read db:record:read', READER);
    const status = async (id: string): Promise<number> =>
      (await call(OPERATIONS.find(([o]) => o === id)![1], token)).status;
    expect(await status('getAllOpenApi')).toBe(200);
    expect(await status('queryRecords')).toBe(200);
    expect(await status('authenticate')).toBe(200);
    expect(await status('createRecord')).toBe(403);
    expect(await status('putApiDefinition')).toBe(403);
    expect(await status('listDatabaseDefinition')).toBe(403);
  });

  it('mail scopes open no database operation', async () => {
    expect((await call(OPERATIONS[0]![1], await db.token('mail:send mail:result'))).status).toBe(403);
  });
});

describe('unknown things are 404', () => {
  it.each(OPERATIONS)('%s of an unknown account gives 404', async (_id, row) => {
    const answer = await call(row, undefined, 'nobody');
    expect(answer.status).toBe(404);
    expect(answer.json.message).toContain('nobody');
  });

  it('a configured account is known, with its own databases', async () => {
    const other = await DbSandbox.start({ config: { databaseAccounts: ['demo2'] } });
    try {
      const answer = await other.manage('listDatabaseDefinition', { account: 'demo2' });
      expect(answer.status).toBe(200);
      expect(answer.json.items.map((d: any) => [d.metadata.accountCode, d.metadata.name])).toEqual([
        ['demo2', '_customer'],
      ]);
      expect((await other.manage('listDatabaseDefinition', { account: 'demo' })).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it.each([
    ['getApiDefinition', 'GET', `${M}/${ACCOUNT}/apidefinitions/nothing`],
    ['deleteApiDefinition', 'DELETE', `${M}/${ACCOUNT}/apidefinitions/nothing`],
    ['getOpenApi', 'GET', `${M}/${ACCOUNT}/apidefinitions/nothing/openapi`],
    ['getDatabaseDefinition', 'GET', `${M}/${ACCOUNT}/databasedefinitions/nothing`],
    ['createRecord', 'POST', `${R}/${ACCOUNT}/nothing/records`],
    ['queryRecords', 'POST', `${R}/${ACCOUNT}/nothing/query`],
    ['countRecords', 'POST', `${R}/${ACCOUNT}/nothing/count`],
    ['getRecord of an unknown definition', 'GET', `${R}/${ACCOUNT}/nothing/records/1`],
    ['getRecord of an unknown id', 'GET', `${R}/${ACCOUNT}/member/records/999`],
    ['getRecord of id 0', 'GET', `${R}/${ACCOUNT}/member/records/0`],
    ['getRecord of a non-decimal id', 'GET', `${R}/${ACCOUNT}/member/records/1e3`],
    ['getRecord of an id over 2^63-1', 'GET', `${R}/${ACCOUNT}/member/records/9223372036854775808`],
    ['patchRecord of an unknown id', 'PATCH', `${R}/${ACCOUNT}/member/records/999`],
    ['deleteRecord of an unknown id', 'DELETE', `${R}/${ACCOUNT}/member/records/999`],
    ['authenticate of an unknown id', 'POST', `${R}/${ACCOUNT}/member/records/999/authenticate`],
  ])('%s gives 404', async (_name, method, path) => {
    const answer = await db.send(method, path, method === 'GET' || method === 'DELETE' ? {} : { body: { name: 'x' } });
    expect(answer.status, answer.text).toBe(404);
  });

  it('authenticate on a definition without a passwordHash property gives 404', async () => {
    await db.define('plain', { ...MASTER_ID, name: { type: 'string' } });
    const answer = await db.record('authenticate', {
      name: 'plain',
      id: recordId,
      body: { propertyName: 'name', value: 'x' },
    });
    expect(answer.status).toBe(404);
    expect(answer.json.message).toContain('no passwordHash property');
  });

  it.each([
    '/apis/',
    '/apis/apidefinition.database/v2/accounts/demo/apidefinitions',
    '/apis/apidefinition.database/v1/account/demo/apidefinitions',
    '/apis/apidefinition.database/v1/accounts/demo',
    '/apis/apidefinition.database/v1/accounts/demo/apidefinitions/member/nothing',
    '/apis/apidefinition.database/v1/accounts/demo/records',
    '/apis/record.database/v1/accounts/demo/member',
    '/apis/record.database/v1/accounts/demo/member/nothing',
    '/apis/record.database/v1/accounts/demo/member/records/1/nothing',
    '/apis/other.database/v1/accounts/demo/member/records',
  ])('GET %s gives 404', async (path) => {
    expect((await db.send('GET', path)).status).toBe(404);
  });
});

describe('wrong methods are 405 with Allow', () => {
  it.each([
    [`${M}/${ACCOUNT}/apidefinitions`, 'POST', 'GET'],
    [`${M}/${ACCOUNT}/apidefinitions/member`, 'POST', 'PUT, GET, DELETE'],
    [`${M}/${ACCOUNT}/apidefinitions/member`, 'PATCH', 'PUT, GET, DELETE'],
    [`${M}/${ACCOUNT}/apidefinitions/member/openapi`, 'PUT', 'GET'],
    [`${M}/${ACCOUNT}/openapi`, 'DELETE', 'GET'],
    [`${M}/${ACCOUNT}/databasedefinitions`, 'PUT', 'GET'],
    [`${M}/${ACCOUNT}/databasedefinitions/_customer`, 'DELETE', 'GET'],
    [`${R}/${ACCOUNT}/member/records`, 'GET', 'POST'],
    [`${R}/${ACCOUNT}/member/query`, 'GET', 'POST'],
    [`${R}/${ACCOUNT}/member/count`, 'PUT', 'POST'],
    [`${R}/${ACCOUNT}/member/records/1`, 'POST', 'GET, PATCH, DELETE'],
    [`${R}/${ACCOUNT}/member/records/1`, 'PUT', 'GET, PATCH, DELETE'],
    [`${R}/${ACCOUNT}/member/records/1/authenticate`, 'GET', 'POST'],
  ])('%s with %s gives 405, Allow: %s', async (path, method, allow) => {
    const answer = await db.send(method, path);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe(allow);
  });
});

describe('check order', () => {
  it('the token comes before the account', async () => {
    expect((await db.send('GET', `${M}/nobody/apidefinitions`, { token: null })).status).toBe(401);
  });

  it('the account comes before the path and the method', async () => {
    expect((await db.send('GET', `${M}/nobody/nothing`)).status).toBe(404);
    expect((await db.send('POST', `${M}/nobody/apidefinitions`)).json.message).toContain('nobody');
  });

  it('the method comes before the scope', async () => {
    const answer = await db.send('POST', `${M}/${ACCOUNT}/apidefinitions`, { token: await db.token('db:record:read') });
    expect(answer.status).toBe(405);
  });

  it('the scope comes before the definition and the body', async () => {
    const token = await db.token('db:record:read');
    expect((await db.send('POST', `${R}/${ACCOUNT}/nothing/records`, { token, body: '{' })).status).toBe(403);
  });

  it('an unknown definition or record comes before the body', async () => {
    expect((await db.send('POST', `${R}/${ACCOUNT}/nothing/records`, { body: '{' })).status).toBe(404);
    expect((await db.send('PATCH', `${R}/${ACCOUNT}/member/records/999`, { body: '{' })).status).toBe(404);
  });

  it('the rate limit comes before the path', async () => {
    const limited = await DbSandbox.start({ rateLimit: { databasePerSecond: 0.001, databaseBurst: 1 } });
    try {
      expect((await limited.send('GET', `${M}/${ACCOUNT}/apidefinitions`)).status).toBe(200);
      expect((await limited.send('GET', `${M}/${ACCOUNT}/nothing`)).status).toBe(429);
      expect((await limited.send('GET', `${M}/nobody/nothing`)).status).toBe(404);
      expect((await limited.send('GET', `${M}/${ACCOUNT}/nothing`, { token: null })).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('rate limit: a token bucket per account', () => {
  it('defaults to 150 per second with a burst of 300, apart from the mail limit', () => {
    expect([DEFAULT_RATE_LIMIT.databasePerSecond, DEFAULT_RATE_LIMIT.databaseBurst]).toEqual([150, 300]);
  });

  it('admits a burst of 300 calls, then answers 429 with Retry-After until the bucket refills', async () => {
    // A refill slow enough that the burst alone decides, however long the calls take.
    const limited = await DbSandbox.start({ rateLimit: { databasePerSecond: 0.01 } });
    try {
      const path = `${M}/${ACCOUNT}/apidefinitions`;
      const token = await limited.token();
      for (let batch = 0; batch < 6; batch++) {
        const answers = await Promise.all(Array.from({ length: 50 }, () => limited.send('GET', path, { token })));
        expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
      }
      const refused = await limited.send('GET', path, { token });
      expect(refused.status).toBe(429);
      // One call's worth of tokens at 0.01 per second: about 100 s.
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(90);
      expect(retryAfter).toBeLessThanOrEqual(100);
      // The mail API keeps its own bucket.
      const mail = await limited.send('GET', '/e/tymail/v1/abc/mail/deliveries/errors/all', {
        token: await limited.token('mail:result'),
      });
      expect(mail.status).toBe(200);
      await limited.advance(retryAfter);
      expect((await limited.send('GET', path)).status).toBe(200);
      expect((await limited.send('GET', path)).status).toBe(429);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('counts per account, counts refused calls of a known account, and is cleared by reset', async () => {
    const limited = await DbSandbox.start({
      rateLimit: { databasePerSecond: 0.001, databaseBurst: 3 },
      config: { databaseAccounts: ['demo2'] },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.send('GET', `${M}/${ACCOUNT}/nothing`)).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
      expect((await limited.send('GET', `${M}/demo2/apidefinitions`)).status).toBe(200);
      await limited.reset();
      expect((await limited.send('GET', `${M}/${ACCOUNT}/apidefinitions`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('is off with rateLimit: false', async () => {
    const path = `${M}/${ACCOUNT}/databasedefinitions`;
    const answers = await Promise.all(Array.from({ length: 320 }, () => db.send('GET', path)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });
});
