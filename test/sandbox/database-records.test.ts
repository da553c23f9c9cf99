/**
 * createRecord, getRecord, patchRecord and deleteRecord, authenticate, the values of every item type, the
 * character conversions, write-only passwords, history records and ids above 2^53. The harness validates every
 * answer and every accepted request against the sandbox's own getAllOpenApi document.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/index.js';
import { EVERY_TYPE } from './database-fixtures.js';
import { DbSandbox, history, HISTORY_IDS, MASTER_ID } from './database-harness.js';

let db: DbSandbox;
beforeAll(async () => {
  db = await DbSandbox.start();
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.reset();
  await db.define('member', MEMBER);
  await db.define('orders', ORDERS, history('orders'));
});

type Json = any;

const MEMBER: Json = EVERY_TYPE;
const ORDERS: Json = { ...HISTORY_IDS, total: { type: 'number' }, note: { type: 'string' } };

/** Every readable property of `member`, null: what a record with nothing set reads as. */
const EMPTY_MEMBER: Json = Object.fromEntries(
  Object.keys(MEMBER)
    .filter((k) => !['id', 'pin', 'secret'].includes(k))
    .map((k) => [k, null]),
);

async function refused(
  verb: 'create' | 'patch',
  body: unknown,
  query?: Record<string, string>,
  id?: number,
): Promise<string> {
  const answer = await db.record(verb, {
    name: 'member',
    body,
    ...(query ? { query } : {}),
    ...(id === undefined ? {} : { id }),
  });
  expect(answer.status, answer.text).toBe(400);
  return answer.json.message;
}

describe('createRecord', () => {
  it('assigns the id and answers every readable property, null where unset, with the service dates set', async () => {
    const before = await db.now();
    const created = await db.create('member', {});
    const after = await db.now();
    const { registered, updated, ...rest } = created;
    expect(rest).toEqual({ ...EMPTY_MEMBER, registered: undefined, updated: undefined, id: 1 });
    expect(registered).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?\+09:00$/);
    expect(updated).toBe(registered);
    expect(Date.parse(registered)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(registered)).toBeLessThanOrEqual(after);
    expect((await db.create('member', {})).id).toBe(2);
  });

  it.each([
    ['email', 'ann@example.com', 'ann@example.com'],
    ['mobile', 'ann@mobile.example.jp', 'ann@mobile.example.jp'],
    ['refusal', true, true],
    ['errors', 3, 3],
    ['mobileErrors', 0, 0],
    [
      'lists',
      [{ value: 3, extraText: 'too many' }, { value: 1 }],
      [
        { value: 3, extraText: 'too many' },
        { value: 1, extraText: null },
      ],
    ],
    ['lists', [], null],
    ['name', 'Ann', 'Ann'],
    ['name', '', ''],
    ['age', 1.5, 1.5],
    ['age', -20, -20],
    ['birthday', '2024-02-29', '2024-02-29'],
    ['anniversary', '--02-29', '--02-29'],
    ['seen', '2024-05-01T01:00:00Z', '2024-05-01T10:00:00+09:00'],
    ['seen', '2024-05-01T01:00:00.250-02:00', '2024-05-01T12:00:00.250+09:00'],
    ['color', [{ value: 2, extraText: 'teal' }], [{ value: 2, extraText: 'teal' }]],
    ['color', [{ value: 1, extraText: null }], [{ value: 1, extraText: null }]],
    ['color', [], null],
    [
      'tags',
      [{ value: 3 }, { value: 1 }],
      [
        { value: 3, extraText: null },
        { value: 1, extraText: null },
      ],
    ],
    ['name', null, null],
  ])('%s written as %j reads %j', async (property, written, read) => {
    const created = await db.create('member', { [property]: written });
    expect(created[property]).toEqual(read);
    expect((await db.record('get', { name: 'member', id: created.id })).json).toEqual(created);
  });

  it.each([
    [{ name: 5 }, 'property name: must be a string (text)'],
    [{ age: '5' }, 'property age: must be a number'],
    [{ birthday: '2023-02-29' }, 'property birthday: must be a date yyyy-MM-dd (format date)'],
    [{ birthday: '2024/01/01' }, 'property birthday: must be a date yyyy-MM-dd'],
    [{ anniversary: '02-29' }, 'property anniversary: must be a month-day --MM-dd (format month-day)'],
    [{ anniversary: '--04-31' }, 'property anniversary: must be a month-day --MM-dd'],
    [{ anniversary: '--13-01' }, 'property anniversary: must be a month-day --MM-dd'],
    [
      { seen: '2024-05-01T10:00:00' },
      'property seen: must be an ISO 8601 date-time with seconds and an offset (format date-time)',
    ],
    [{ seen: '2024-05-01T10:00Z' }, 'property seen: must be an ISO 8601 date-time'],
    [{ seen: '2024-05-01 10:00:00Z' }, 'property seen: must be an ISO 8601 date-time'],
    [{ seen: 1714521600 }, 'property seen: must be an ISO 8601 date-time'],
    [{ email: 'not an address' }, 'property email: must be a mail address (mailAddress, format email)'],
    [{ mobile: 'ann@localhost' }, 'property mobile: must be a mail address (mobileMailAddress, format email)'],
    [{ email: 5 }, 'property email: must be a mail address (mailAddress, format email)'],
    [{ refusal: 'true' }, 'property refusal: must be a boolean (mailRefusalFlag)'],
    [{ errors: -1 }, 'property errors: must be an integer from 0 to 2147483647 (mailAddressErrorCount)'],
    [{ mobileErrors: 1.5 }, 'property mobileErrors: must be an integer from 0 to 2147483647'],
    [{ color: { value: 1 } }, 'property color: must be an array of {value, extraText} (a select value)'],
    [{ color: [{ value: 7 }] }, 'property color[0].value: 7 is not an option of item member_color (options: 1, 2)'],
    [{ color: [{ value: 1 }, { value: 2 }] }, 'property color: a singleSelect value holds at most one selection'],
    [{ color: [{ value: 'red' }] }, 'property color[0].value: must be an integer >= 1'],
    [{ color: [{ value: 1, extraText: 'x' }] }, 'property color[0].extraText: option 1 takes no extra text'],
    [{ color: [{ value: 2, extraText: 5 }] }, 'property color[0].extraText: must be a string or null'],
    [{ color: [{ value: 1, label: 'Red' }] }, 'property color[0]: has no field label (only value and extraText)'],
    [{ color: [1] }, 'property color[0]: must be an object {value, extraText}'],
    [{ tags: [{ value: 1 }, { value: 1 }] }, 'property tags[1].value: option 1 is selected twice'],
    [{ lists: [{ value: 4 }] }, 'property lists[0].value: 4 is not an option of item _mlRefusalFlags'],
    [{ pin: 1234 }, 'property pin: must be a string (password)'],
    [{ secret: false }, 'property secret: must be a string (passwordHash)'],
    [{ nick: 'A' }, 'body: API definition member has no property nick'],
    [{ id: 5 }, 'body: property id (platformId) is set by the service and cannot be written'],
    [{ updated: '2024-05-01T10:00:00+09:00' }, 'body: property updated (updatedDate) is set by the service'],
    [{ registered: null }, 'body: property registered (registeredDate) is set by the service'],
  ])('%j is refused', async (body, message) => {
    const got = await refused('create', body);
    expect(got.startsWith('createRecord: ')).toBe(true);
    expect(got).toContain(message);
    expect((await db.record('count', { name: 'member', body: {} })).json.count).toBe(0);
  });

  it.each([
    ['a JSON array', '[]', 'application/json', 'the body must be a JSON object of record properties'],
    ['broken JSON', '{"name":', 'application/json', 'the request body is not valid JSON'],
    ['an empty body', '', 'application/json', 'the request body is not valid JSON'],
    ['text/plain', '{"name":"A"}', 'text/plain', 'the request body must be JSON (Content-Type: application/json)'],
    [
      'bytes that are not UTF-8',
      new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]),
      'application/json',
      'the request body is not UTF-8',
    ],
  ])('%s is refused', async (_name, body, contentType, message) => {
    const answer = await db.record('create', { name: 'member', body, contentType });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain(message);
  });

  it('a body over 10 MB is refused with 413, and the sandbox answers the next call', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(10_000_000) });
    const answer = await db.record('create', { name: 'member', body });
    expect(answer.status).toBe(413);
    expect(answer.json.message).toBe('createRecord: The request body is over 10000000 bytes.');
    expect((await db.record('count', { name: 'member', body: {} })).json).toEqual({ count: 0 });
  });
});

describe('history records', () => {
  it('get a history id from the same counter as platform IDs, and name an existing customer', async () => {
    const customer = await db.create('member', { name: 'Ann' });
    const order = await db.create('orders', { customer: customer.id, total: 12.5 });
    expect(order).toMatchObject({ id: customer.id + 1, customer: customer.id, total: 12.5, note: null });
    // One counter: a history id is never a platform ID, so a mix-up finds nothing.
    expect((await db.record('get', { name: 'member', id: order.id })).status).toBe(404);
    expect((await db.record('get', { name: 'orders', id: customer.id })).status).toBe(404);
  });

  it.each([
    ['without platformId', {}, 'property customer: a history record needs a platformId'],
    ['with platformId null', { customer: null }, 'property customer: a history record needs a platformId'],
    ['with an unknown customer', { customer: 999 }, 'property customer: 999 names no record of _customer'],
    [
      'with platformId 0',
      { customer: 0 },
      'property customer: must be an integer from 1 to 9223372036854775807 (platformId)',
    ],
    ['with a string platformId', { customer: '1' }, 'property customer: must be an integer from 1'],
    ['with its own id', { id: 1 }, 'property id (historyId) is set by the service'],
  ])('are refused %s', async (_name, body, message) => {
    const answer = await db.record('create', { name: 'orders', body });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain(message);
  });

  it('check the customer when it changes, not when other properties do', async () => {
    const ann = await db.create('member', {});
    const order = await db.create('orders', { customer: ann.id });
    await db.record('delete', { name: 'member', id: ann.id });
    const note = await db.record('patch', { name: 'orders', id: order.id, body: { note: 'kept' } });
    expect(note.json).toMatchObject({ customer: ann.id, note: 'kept' });
    const moved = await db.record('patch', { name: 'orders', id: order.id, body: { customer: ann.id } });
    expect(moved.status).toBe(400);
    expect(moved.json.message).toContain(`${ann.id} names no record of _customer`);
  });
});

describe('getRecord and deleteRecord', () => {
  it('delete answers the result object, after which the record is gone', async () => {
    const { id } = await db.create('member', { name: 'Ann' });
    const deleted = await db.record('delete', { name: 'member', id });
    expect(deleted.status).toBe(200);
    const path = `/apis/record.database/v1/accounts/demo/member/records/${id}`;
    expect(deleted.json).toEqual({
      timestamp: expect.any(String),
      status: 200,
      error: 'OK',
      message: `record ${id} deleted from member`,
      path,
    });
    expect(Math.abs(Date.parse(deleted.json.timestamp) - (await db.now()))).toBeLessThan(60_000);
    expect((await db.record('get', { name: 'member', id })).status).toBe(404);
    expect((await db.record('delete', { name: 'member', id })).status).toBe(404);
  });
});

describe('patchRecord', () => {
  it('updates every property in the body and moves updatedDate, leaving the rest', async () => {
    const created = await db.create('member', { name: 'Ann', age: 30 });
    await db.advance(60);
    const patched = await db.record('patch', {
      name: 'member',
      id: created.id,
      body: { age: 31, email: 'ann@example.com' },
    });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({
      name: 'Ann',
      age: 31,
      email: 'ann@example.com',
      registered: created.registered,
    });
    expect(Date.parse(patched.json.updated) - Date.parse(created.updated)).toBeGreaterThanOrEqual(60_000);
    expect((await db.record('get', { name: 'member', id: created.id })).json).toEqual(patched.json);
  });

  it('with ?fields= updates only the properties named', async () => {
    const { id } = await db.create('member', { name: 'Ann', age: 30 });
    const patched = await db.record('patch', {
      name: 'member',
      id,
      query: { fields: 'name' },
      body: { name: 'Anne', age: 99 },
    });
    expect(patched.json).toMatchObject({ name: 'Anne', age: 30 });
    const both = await db.record('patch', {
      name: 'member',
      id,
      query: { fields: 'age,name' },
      body: { name: 'Ana', age: null },
    });
    expect(both.json).toMatchObject({ name: 'Ana', age: null });
  });

  it.each([
    [{ fields: 'nick' }, { name: 'A' }, 'fields: API definition member has no property nick'],
    [
      { fields: 'name,age' },
      { name: 'A' },
      'fields: age is named but the body has no value for it (send null to clear it)',
    ],
    [{ fields: '' }, { name: 'A' }, 'fields must be a comma-separated list of property names'],
    [{ fields: 'name,,age' }, { name: 'A', age: 1 }, 'fields must be a comma-separated list of property names'],
    [{ fields: 'id' }, { id: 1 }, 'property id (platformId) is set by the service'],
    [{ fields: 'name' }, { name: 'A', nick: 'B' }, 'body: API definition member has no property nick'],
    [{ fields: 'name' }, { name: 'A', age: 'old' }, 'property age: must be a number'],
  ])('%j with %j is refused, changing nothing', async (query, body, message) => {
    const created = await db.create('member', { name: 'Ann', age: 30 });
    expect(await refused('patch', body, query, created.id)).toContain(message);
    expect((await db.record('get', { name: 'member', id: created.id })).json).toEqual(created);
  });
});

describe('character conversions', () => {
  const FROM = '\u2015\uFF5E\u2225\uFF0D\uFFE0\uFFE1\uFFE2';
  const TO = '\u2014\u301C\u2016\u2212\u00A2\u00A3\u00AC';

  it('are applied to text and extra text when written', async () => {
    const created = await db.create('member', { name: `a${FROM}b`, color: [{ value: 2, extraText: FROM }] });
    expect(created.name).toBe(`a${TO}b`);
    expect(created.color).toEqual([{ value: 2, extraText: TO }]);
    const patched = await db.record('patch', { name: 'member', id: created.id, body: { name: FROM } });
    expect(patched.json.name).toBe(TO);
  });

  it.each([...FROM].map((c, i) => [c.codePointAt(0)?.toString(16), c, TO[i]]))(
    'U+%s becomes the character the table gives',
    async (_hex, from, to) => {
      expect((await db.create('member', { name: from })).name).toBe(to);
    },
  );

  it('are applied to filter operands, so a filter finds what was stored', async () => {
    await db.create('member', { name: `x${FROM}` });
    for (const name of [`x${FROM}`, `x${TO}`]) {
      expect((await db.query('member', { filter: { name_eq: name } })).items).toHaveLength(1);
    }
    expect((await db.query('member', { filter: { name_contains: '\uFF5E' } })).items).toHaveLength(1);
  });

  it('leave passwords as they are', async () => {
    const { id } = await db.create('member', { secret: `pw${FROM}` });
    const check = async (value: string): Promise<string> =>
      (await db.record('authenticate', { name: 'member', id, body: { propertyName: 'secret', value } })).json.result;
    expect(await check(`pw${FROM}`)).toBe('authenticated');
    expect(await check(`pw${TO}`)).toBe('failed');
  });
});

describe('write-only passwords', () => {
  it('are stored but appear in no answer', async () => {
    const created = await db.create('member', { name: 'Ann', pin: 'pin-1234', secret: 'hash-me-5678' });
    const answers = [
      created,
      (await db.record('get', { name: 'member', id: created.id })).text,
      (await db.record('patch', { name: 'member', id: created.id, body: { pin: 'pin-9999', secret: 'other-0000' } }))
        .text,
      (await db.record('query', { name: 'member', body: {} })).text,
    ].map((a) => (typeof a === 'string' ? a : JSON.stringify(a)));
    for (const text of answers) {
      expect(text).not.toMatch(/pin-|hash-me|other-0000/);
      expect(Object.keys(JSON.parse(text).items?.[0] ?? JSON.parse(text))).not.toContain('secret');
    }
  });
});

describe('authenticate', () => {
  async function authenticate(id: number, body: unknown, token?: string): Promise<{ status: number; json: Json }> {
    const answer = await db.record('authenticate', { name: 'member', id, body, ...(token ? { token } : {}) });
    return { status: answer.status, json: answer.json };
  }

  it('answers authenticated for the password, failed for anything else', async () => {
    const { id } = await db.create('member', { secret: 'open sesame' });
    expect(await authenticate(id, { propertyName: 'secret', value: 'open sesame' })).toEqual({
      status: 200,
      json: { result: 'authenticated' },
    });
    for (const value of ['open sesame ', 'Open sesame', '']) {
      expect(await authenticate(id, { propertyName: 'secret', value })).toEqual({
        status: 200,
        json: { result: 'failed' },
      });
    }
  });

  it('follows a changed password, and fails when none is set', async () => {
    const { id } = await db.create('member', { secret: 'first' });
    await db.record('patch', { name: 'member', id, body: { secret: 'second' } });
    expect((await authenticate(id, { propertyName: 'secret', value: 'first' })).json.result).toBe('failed');
    expect((await authenticate(id, { propertyName: 'secret', value: 'second' })).json.result).toBe('authenticated');
    await db.record('patch', { name: 'member', id, body: { secret: null } });
    expect((await authenticate(id, { propertyName: 'secret', value: '' })).json.result).toBe('failed');
  });

  it('is open to db:record:read', async () => {
    const { id } = await db.create('member', { secret: 's' });
    const token = await db.token('db:record:read');
    expect((await authenticate(id, { propertyName: 'secret', value: 's' }, token)).json.result).toBe('authenticated');
  });

  it.each([
    [{ value: 's' }, 'propertyName is required and must be a string'],
    [{ propertyName: 'secret' }, 'value is required and must be a string'],
    [{ propertyName: 'secret', value: 5 }, 'value is required and must be a string'],
    [{ propertyName: 'pin', value: 's' }, 'propertyName pin is not a passwordHash property of member (secret)'],
    [{ propertyName: 'secret', value: 's', extra: 1 }, 'the body has no field extra (fields: propertyName, value)'],
    [[], 'the body must be {propertyName, value}'],
  ])('%j is refused with 400', async (body, message) => {
    const { id } = await db.create('member', { secret: 's' });
    const answer = await authenticate(id, body);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe(`authenticate: ${message}`);
  });
});

describe('ids above 2^53', () => {
  const START = '9223372036853775000';
  let big: DbSandbox;
  beforeAll(async () => {
    big = await DbSandbox.start({ config: { recordIdStart: START } });
    await big.define('member', { ...MASTER_ID, name: { type: 'string' } });
    await big.define('orders', ORDERS, history('orders'));
  });
  afterAll(() => big.close());

  it('are written exactly in every answer and found by path and by filter', async () => {
    const first = await big.record('create', { name: 'member', body: { name: 'Ann' } });
    expect(first.text).toBe(`{"id":${START},"name":"Ann"}`);
    const second = await big.record('create', { name: 'member', body: { name: 'Bob' } });
    // 2^63 - 1,000,807 and the next: a double cannot tell them apart.
    expect(Number('9223372036853775001')).toBe(Number(START));
    expect(second.text).toBe('{"id":9223372036853775001,"name":"Bob"}');
    expect((await big.record('get', { name: 'member', id: '9223372036853775001' })).text).toBe(second.text);
    const found = await big.record('query', { name: 'member', body: '{"filter":{"id_eq":9223372036853775001}}' });
    expect(found.text).toBe(`{"metadata":{"hasMore":false},"items":[${second.text}]}`);
    const inList = await big.record('count', {
      name: 'member',
      body: `{"filter":{"id_in":[${START},9223372036853774999]}}`,
    });
    expect(inList.json).toEqual({ count: 1 });
    const order = await big.record('create', { name: 'orders', body: `{"customer":9223372036853775001,"total":1}` });
    expect(order.status, order.text).toBe(200);
    expect(order.text).toBe('{"id":9223372036853775002,"customer":9223372036853775001,"total":1,"note":null}');
    const missing = await big.record('create', { name: 'orders', body: `{"customer":9223372036853775002}` });
    expect(missing.json.message).toContain('9223372036853775002 names no record of _customer');
  });

  it('beyond 2^63-1 are refused in a filter and name no record in a path', async () => {
    const answer = await big.record('query', { name: 'member', body: '{"filter":{"id_eq":9223372036854775808}}' });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain(
      'filter.id_eq: the operand must be an integer from 1 to 9223372036854775807 (platformId)',
    );
    expect((await big.record('get', { name: 'member', id: '9223372036854775808' })).status).toBe(404);
  });

  it.each([['0'], ['9223372036853775808'], ['1e3'], [-1], [1.5], [2 ** 53]])(
    'recordIdStart %j is refused at start',
    async (start) => {
      await expect(startSandbox({ port: 0, config: { recordIdStart: start } })).rejects.toThrow(
        'sandbox config: recordIdStart must be an integer from 1 to',
      );
    },
  );
});
