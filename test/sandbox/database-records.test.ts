import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DbSandbox, MASTER_ID } from './database-harness.js';

let db: DbSandbox;
beforeAll(async () => {
  db = await DbSandbox.start();
});
afterAll(() => db.close());
beforeEach(() => db.reset());

describe('smoke', () => {
  it('creates and reads', async () => {
    await db.define('member', { ...MASTER_ID, name: { type: 'string' }, pw: { 'x-platform-type': 'passwordHash' }, color: { 'x-platform-type': 'singleSelect', 'x-platform-select-value-definitions': [{ value: 1, label: 'a', hasExtraText: true }] } });
    const created = await db.create('member', { name: 'x', pw: 'p', color: [{ value: 1, extraText: 'hi' }] });
    expect(created).toEqual({ id: 1, name: 'x', color: [{ value: 1, extraText: 'hi' }] });
    expect((await db.record('get', { name: 'member', id: 1 })).json).toEqual(created);
    expect((await db.query('member', { filter: { name_eq: 'x' } })).items).toHaveLength(1);
    expect((await db.record('get', { name: 'member', id: 2 })).status).toBe(404);
    expect((await db.record('authenticate', { name: 'member', id: 1, body: { propertyName: 'pw', value: 'p' } })).json).toEqual({ result: 'authenticated' });
  });
});
