/**
 * listDatabaseDefinition and getDatabaseDefinition: the master database `_customer` every account has from the
 * start, history databases, columns in display order, and paging over more than two pages of databases.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DbSandbox, history, HISTORY_IDS, MASTER_ID } from './database-harness.js';

let db: DbSandbox;
beforeAll(async () => {
  db = await DbSandbox.start();
});
afterAll(() => db.close());
beforeEach(() => db.reset());

type Json = any;

const MAILING_LISTS = [
  { value: 1, label: 'Newsletter', hasExtraText: false },
  { value: 2, label: 'Campaigns', hasExtraText: false },
  { value: 3, label: 'Other', hasExtraText: true },
];

describe('the master database', () => {
  it('exists from the start with its built-in items, one of every type that cannot be created', async () => {
    const answer = await db.manage('getDatabaseDefinition', { name: '_customer' });
    expect(answer.status).toBe(200);
    expect(answer.json.metadata).toMatchObject({
      apiVersion: 'database/v1',
      kind: 'DatabaseDefinition',
      accountCode: 'demo',
      name: '_customer',
    });
    expect(answer.json.spec).toMatchObject({ label: 'Customers', type: 'customerDb' });
    expect(answer.json.spec.columns.map((c: Json) => [c.name, c.type, c.platformSelectValueDefinitions])).toEqual([
      ['_platformId', 'platformId', null],
      ['_mailAddress', 'mailAddress', null],
      ['_mobileMailAddress', 'mobileMailAddress', null],
      ['_registeredDate', 'registeredDate', null],
      ['_updatedDate', 'updatedDate', null],
      ['_mailRefusalFlag', 'mailRefusalFlag', null],
      ['_mailAddressErrorCount', 'mailAddressErrorCount', null],
      ['_mobileMailAddressErrorCount', 'mobileMailAddressErrorCount', null],
      ['_mlRefusalFlags', 'mlRefusalFlags', MAILING_LISTS],
    ]);
  });

  it('gets new items at the end, in the order they were created, and a new resourceVersion', async () => {
    const before = (await db.manage('getDatabaseDefinition', { name: '_customer' })).json;
    await db.define('member', { ...MASTER_ID, b: { type: 'string' }, a: { 'x-platform-type': 'singleSelect' } });
    const after = (await db.manage('getDatabaseDefinition', { name: '_customer' })).json;
    expect(
      after.spec.columns.slice(9).map((c: Json) => [c.name, c.label, c.type, c.platformSelectValueDefinitions]),
    ).toEqual([
      ['member_b', 'b', 'text', null],
      ['member_a', 'a', 'singleSelect', []],
    ]);
    expect(after.metadata.resourceVersion).not.toBe(before.metadata.resourceVersion);
    expect(after.metadata.uid).toBe(before.metadata.uid);
  });

  it('reset takes every account back to _customer with no records', async () => {
    await db.define('member', { ...MASTER_ID, name: { type: 'string' } });
    await db.define('orders', HISTORY_IDS, history('orders'));
    const { id } = await db.create('member', { name: 'Ann' });
    await db.reset();
    expect((await db.manage('listDatabaseDefinition')).json.items.map((d: Json) => d.metadata.name)).toEqual([
      '_customer',
    ]);
    expect((await db.manage('getDatabaseDefinition', { name: '_customer' })).json.spec.columns).toHaveLength(9);
    await db.define('member', { ...MASTER_ID, name: { type: 'string' } });
    expect((await db.record('get', { name: 'member', id })).status).toBe(404);
    expect((await db.record('count', { name: 'member', body: {} })).json).toEqual({ count: 0 });
  });
});

describe('listDatabaseDefinition', () => {
  async function allPages(limit: string | undefined): Promise<{ names: string[]; pages: number }> {
    const names: string[] = [];
    let pages = 0;
    let token: string | undefined;
    do {
      const query: Record<string, string> = { ...(limit ? { limit } : {}), ...(token ? { continueToken: token } : {}) };
      const answer = await db.manage('listDatabaseDefinition', { query });
      expect(answer.status, answer.text).toBe(200);
      names.push(...answer.json.items.map((d: Json) => d.metadata.name));
      token = answer.json.metadata.continueToken;
      pages++;
    } while (token);
    return { names, pages };
  }

  it('pages over 251 databases, each exactly once, in creation order', async () => {
    // Deleting a definition keeps its database, so one definition name makes any number of databases.
    const created = Array.from({ length: 250 }, (_, i) => `history${i}`);
    for (const name of created) {
      await db.define('orders', HISTORY_IDS, history(name));
      await db.manage('deleteApiDefinition', { name: 'orders' });
    }
    const want = ['_customer', ...created];
    expect(await allPages(undefined)).toEqual({ names: want, pages: 3 });
    expect(await allPages('100')).toEqual({ names: want, pages: 3 });
    expect(await allPages('7')).toEqual({ names: want, pages: 36 });
    expect(await allPages('50')).toEqual({ names: want, pages: 6 });
  }, 60_000);

  it('gives a token only when more databases follow', async () => {
    await db.define('orders', HISTORY_IDS, history('orders'));
    const full = await db.manage('listDatabaseDefinition', { query: { limit: '2' } });
    expect(full.json.metadata).toEqual({});
    const first = await db.manage('listDatabaseDefinition', { query: { limit: '1' } });
    expect(first.json.metadata.continueToken).toEqual(expect.any(String));
  });

  it.each([['0'], ['101'], ['x']])('limit=%s is refused', async (limit) => {
    const answer = await db.manage('listDatabaseDefinition', { query: { limit } });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe(`listDatabaseDefinition: limit must be an integer from 1 to 100, not "${limit}"`);
  });

  it('a forged continueToken is refused', async () => {
    const forged = Buffer.from('databasedefinitions:x').toString('base64url');
    const answer = await db.manage('listDatabaseDefinition', { query: { continueToken: forged } });
    expect(answer.status).toBe(400);
  });
});

describe('getDatabaseDefinition', () => {
  it('of an unknown database gives 404', async () => {
    const answer = await db.manage('getDatabaseDefinition', { name: 'orders' });
    expect(answer.status).toBe(404);
    expect(answer.json.message).toBe('getDatabaseDefinition: there is no database orders');
  });
});
