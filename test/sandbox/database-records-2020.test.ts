/**
 * The record operations of a sandbox in the 2020 shape (`recordsShape: '2020'`, sandbox/database/records-shape.ts):
 * a singleSelect value travels as one `{value, extraText}` object or null, multiple selections as arrays, the
 * filter takes contains/notContains of one option on them, and a delete answers 204 without a body. Every answer
 * and accepted request is checked against the sandbox's own 2020 document by the harness.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVERY_TYPE } from './database-fixtures.js';
import { DbSandbox } from './database-harness.js';

type Json = any;

let db: DbSandbox;
beforeAll(async () => {
  db = await DbSandbox.start({ recordsShape: '2020' });
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.reset();
  await db.define('member', EVERY_TYPE);
});

describe('a singleSelect value', () => {
  it.each<[string, Json, Json]>([
    ['an option with extra text', { value: 2, extraText: 'teal' }, { value: 2, extraText: 'teal' }],
    ['an option without, whose extraText is left out', { value: 1 }, { value: 1 }],
    ['null', null, null],
  ])('written as %s reads one object or null', async (_name, written, read) => {
    const created = await db.create('member', { color: written });
    expect(created.color).toEqual(read);
    expect((await db.record('get', { name: 'member', id: created.id })).json.color).toEqual(read);
  });

  it.each<[string, Json, RegExp]>([
    ['an array', [{ value: 1 }], /color: must be one object \{value, extraText\}/],
    ['an unknown option', { value: 7 }, /color\.value: 7 is not an option/],
    ['a member besides value and extraText', { value: 1, label: 'Red' }, /color: has no field label/],
  ])('written as %s is refused', async (_name, written, message) => {
    const answer = await db.record('create', { name: 'member', body: { color: written } });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(message);
  });
});

describe('multiple selections', () => {
  it('stay arrays, without a null extraText', async () => {
    const created = await db.create('member', { tags: [{ value: 3 }, { value: 1 }] });
    expect(created.tags).toEqual([{ value: 3 }, { value: 1 }]);
  });

  it.each<[string, Json, string[]]>([
    ['tags_contains', { tags_contains: 2 }, ['b']],
    ['tags_notContains', { tags_notContains: 2 }, ['a', 'c']],
    ['tags_containsSome', { tags_containsSome: [1, 3] }, ['a', 'b']],
    ['color_eq', { color_eq: 1 }, ['a']],
  ])('%s finds the records the 2020 document says', async (_key, filter, names) => {
    await db.create('member', { name: 'a', tags: [{ value: 1 }], color: { value: 1 } });
    await db.create('member', { name: 'b', tags: [{ value: 2 }, { value: 3 }] });
    await db.create('member', { name: 'c' });
    const { items } = await db.query('member', { filter, order: ['name_asc'] });
    expect(items.map((r: Json) => r.name)).toEqual(names);
  });
});

describe('deleteRecord', () => {
  it('answers 204 without a body, then the record is gone', async () => {
    const { id } = await db.create('member', { name: 'gone' });
    const answer = await db.record('delete', { name: 'member', id });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect((await db.record('get', { name: 'member', id })).status).toBe(404);
  });
});
