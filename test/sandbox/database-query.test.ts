/**
 * queryRecords and countRecords: every operator on every item type that allows it, a refusal for operators a
 * type does not allow, operand checks, AND/OR with their limits at the boundaries, order, limit and offset, and
 * paging over 250 records. The records below are made once; every test only reads them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_TYPE } from './database-fixtures.js';
import { DbSandbox, history, HISTORY_IDS } from './database-harness.js';

type Json = any;

let db: DbSandbox;

const MEMBER: Json = EVERY_TYPE;

const pick = (...values: number[]): Json[] => values.map((value) => ({ value }));

/** Records a to e, created in this order (ids 1 to 5), 10 sandbox seconds apart. */
const RECORDS: Readonly<Record<string, Json>> = {
  a: {
    email: 'ann@alpha.example',
    refusal: true,
    errors: 0,
    mobileErrors: 5,
    lists: pick(1),
    name: 'Ann',
    age: 30,
    birthday: '1990-01-15',
    anniversary: '--01-15',
    seen: '2024-01-01T00:00:00Z',
    color: pick(1),
    tags: pick(1, 2),
  },
  b: {
    email: 'bob@beta.example',
    mobile: 'bob@m.example',
    refusal: false,
    errors: 2,
    mobileErrors: 0,
    lists: pick(1, 3),
    name: 'Bob',
    age: 25.5,
    birthday: '1985-06-30',
    anniversary: '--06-30',
    seen: '2024-06-01T12:00:00+09:00',
    color: [{ value: 2, extraText: 'x' }],
    tags: pick(2, 3),
  },
  c: { mobile: 'cy@m.example', name: 'Cy', anniversary: '--12-31', tags: pick(3) },
  d: {
    email: 'dee@alpha.example',
    refusal: true,
    errors: 7,
    age: 40,
    birthday: '2000-02-29',
    seen: '2025-01-01T00:00:00Z',
    color: pick(1),
  },
  e: {
    email: 'ann.lee@gamma.example',
    lists: pick(2),
    name: 'Ann Lee',
    age: -1,
    birthday: '1990-01-15',
    tags: pick(1, 2, 3),
  },
};

const labelOf = new Map<number, string>();
/** registeredDate and updatedDate of each record as answered; c was patched later, so its updatedDate differs. */
const registered: Record<string, string> = {};
const updated: Record<string, string> = {};
const orders: number[] = [];

beforeAll(async () => {
  db = await DbSandbox.start();
  await db.define('member', MEMBER);
  await db.define('orders', { ...HISTORY_IDS, total: { type: 'number' } }, history('orders'));
  await db.define('events', { ...HISTORY_IDS, n: { type: 'number' } }, history('events'));
  for (const [label, body] of Object.entries(RECORDS)) {
    const created = await db.create('member', body);
    labelOf.set(created.id, label);
    registered[label] = created.registered;
    updated[label] = created.updated;
    await db.advance(10);
  }
  await db.advance(100);
  updated['c'] = (await db.record('patch', { name: 'member', id: 3, body: { name: 'Cy' } })).json.updated;
  for (const total of [10, 20, 30]) orders.push((await db.create('orders', { customer: 1 + (total % 3), total })).id);
  for (let batch = 0; batch < 25; batch++) {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => db.create('events', { customer: 1, n: (batch * 10 + i) % 7 })),
    );
  }
  // Some 270 calls: generous on a loaded machine.
}, 60_000);
afterAll(() => db.close());

/** The labels of the records a member query answers, in answer order. */
async function labels(body: Json): Promise<string> {
  const answer = await db.query('member', body);
  return answer.items.map((r: Json) => labelOf.get(r.id)).join('');
}

async function refusal(body: Json, name = 'member', verb: 'query' | 'count' = 'query'): Promise<string> {
  const answer = await db.record(verb, { name, body });
  expect(answer.status, answer.text).toBe(400);
  return answer.json.message;
}

/** [filter key, operand, labels of the records that match]. */
type Row = readonly [string, unknown, string];

const TABLE: Readonly<Record<string, () => readonly Row[]>> = {
  'platformId (id)': () => [
    ['id_eq', 2, 'b'],
    ['id_eq', null, ''],
    ['id_notEq', 2, 'acde'],
    ['id_lt', 3, 'ab'],
    ['id_lte', 3, 'abc'],
    ['id_gt', 3, 'de'],
    ['id_gte', 3, 'cde'],
    ['id_in', [1, 5, 9], 'ae'],
    ['id_notIn', [1, 5], 'bcd'],
  ],
  'mailAddress (email)': () => [
    ['email_eq', 'bob@beta.example', 'b'],
    ['email_eq', null, 'c'],
    ['email_notEq', 'bob@beta.example', 'acde'],
    ['email_notEq', null, 'abde'],
    ['email_isNull', true, 'c'],
    ['email_isNull', false, 'abde'],
    ['email_isNotNull', true, 'abde'],
    ['email_isNotNull', false, 'c'],
    ['email_lt', 'b', 'ae'],
    ['email_lte', 'bob@beta.example', 'abe'],
    ['email_gt', 'bob@beta.example', 'd'],
    ['email_gte', 'dee@alpha.example', 'd'],
    ['email_in', ['ann@alpha.example', 'x@y.example'], 'a'],
    ['email_notIn', ['ann@alpha.example'], 'bcde'],
    ['email_contains', 'alpha', 'ad'],
    ['email_notContains', 'alpha', 'bce'],
    ['email_startsWith', 'ann', 'ae'],
    ['email_notStartsWith', 'ann', 'bcd'],
    ['email_endsWith', 'alpha.example', 'ad'],
    ['email_notEndsWith', 'alpha.example', 'bce'],
  ],
  'mobileMailAddress (mobile)': () => [
    ['mobile_eq', 'cy@m.example', 'c'],
    ['mobile_notEq', 'cy@m.example', 'abde'],
    ['mobile_isNull', true, 'ade'],
    ['mobile_isNotNull', true, 'bc'],
    ['mobile_lt', 'c', 'b'],
    ['mobile_lte', 'bob@m.example', 'b'],
    ['mobile_gt', 'bob@m.example', 'c'],
    ['mobile_gte', 'c', 'c'],
    ['mobile_in', ['bob@m.example'], 'b'],
    ['mobile_notIn', ['bob@m.example'], 'acde'],
    ['mobile_contains', '@m.', 'bc'],
    ['mobile_notContains', 'bob', 'acde'],
    ['mobile_startsWith', 'cy', 'c'],
    ['mobile_notStartsWith', 'cy', 'abde'],
    ['mobile_endsWith', 'm.example', 'bc'],
    ['mobile_notEndsWith', 'example', 'ade'],
  ],
  'registeredDate (registered)': () => [
    ['registered_eq', registered['b'], 'b'],
    ['registered_notEq', registered['b'], 'acde'],
    ['registered_lt', registered['c'], 'ab'],
    ['registered_lte', registered['c'], 'abc'],
    ['registered_gt', registered['c'], 'de'],
    ['registered_gte', registered['c'], 'cde'],
    ['registered_in', [registered['a'], registered['e']], 'ae'],
    ['registered_notIn', [registered['a']], 'bcde'],
  ],
  'updatedDate (updated)': () => [
    ['updated_eq', updated['c'], 'c'],
    ['updated_notEq', updated['c'], 'abde'],
    ['updated_lt', registered['b'], 'a'],
    ['updated_lte', registered['b'], 'ab'],
    ['updated_gt', registered['e'], 'c'],
    ['updated_gte', registered['e'], 'ce'],
    ['updated_in', [updated['c'], updated['d']], 'cd'],
    ['updated_notIn', [registered['c']], 'abcde'],
  ],
  'mailRefusalFlag (refusal)': () => [
    ['refusal_eq', true, 'ad'],
    ['refusal_eq', false, 'b'],
    ['refusal_eq', null, 'ce'],
    ['refusal_notEq', true, 'bce'],
    ['refusal_notEq', null, 'abd'],
  ],
  'mailAddressErrorCount (errors)': () => [
    ['errors_eq', 2, 'b'],
    ['errors_notEq', 2, 'acde'],
    ['errors_lt', 2, 'a'],
    ['errors_lte', 2, 'ab'],
    ['errors_gt', 2, 'd'],
    ['errors_gte', 0, 'abd'],
    ['errors_in', [0, 7], 'ad'],
    ['errors_notIn', [0, 7], 'bce'],
  ],
  'mobileMailAddressErrorCount (mobileErrors)': () => [
    ['mobileErrors_eq', 0, 'b'],
    ['mobileErrors_notEq', 0, 'acde'],
    ['mobileErrors_lt', 5, 'b'],
    ['mobileErrors_lte', 5, 'ab'],
    ['mobileErrors_gt', 0, 'a'],
    ['mobileErrors_gte', 0, 'ab'],
    ['mobileErrors_in', [5], 'a'],
    ['mobileErrors_notIn', [5], 'bcde'],
  ],
  'mlRefusalFlags (lists)': () => [
    ['lists_isNull', true, 'cd'],
    ['lists_isNull', false, 'abe'],
    ['lists_isNotNull', true, 'abe'],
    ['lists_isNotNull', false, 'cd'],
    ['lists_in', [1, 3], 'ab'],
    ['lists_notIn', [1, 3], 'cde'],
    ['lists_containsEvery', [1, 3], 'b'],
    ['lists_containsSome', [3, 2], 'be'],
  ],
  'text (name)': () => [
    ['name_eq', 'Ann', 'a'],
    ['name_eq', null, 'd'],
    ['name_notEq', 'Ann', 'bcde'],
    ['name_isNull', true, 'd'],
    ['name_isNotNull', true, 'abce'],
    ['name_lt', 'Bob', 'ae'],
    ['name_lte', 'Bob', 'abe'],
    ['name_gt', 'Ann', 'bce'],
    ['name_gte', 'Bob', 'bc'],
    ['name_in', ['Cy', 'Ann'], 'ac'],
    ['name_notIn', ['Cy', 'Ann'], 'bde'],
    ['name_contains', 'n', 'ae'],
    ['name_notContains', 'n', 'bcd'],
    ['name_startsWith', 'Ann', 'ae'],
    ['name_notStartsWith', 'Ann', 'bcd'],
    ['name_endsWith', 'ee', 'e'],
    ['name_notEndsWith', 'ee', 'abcd'],
  ],
  'number (age)': () => [
    ['age_eq', 25.5, 'b'],
    ['age_eq', null, 'c'],
    ['age_notEq', 30, 'bcde'],
    ['age_isNull', true, 'c'],
    ['age_isNotNull', true, 'abde'],
    ['age_lt', 30, 'be'],
    ['age_lte', 30, 'abe'],
    ['age_gt', 25.5, 'ad'],
    ['age_gte', 25.5, 'abd'],
    ['age_in', [30, 40], 'ad'],
    ['age_notIn', [30, 40], 'bce'],
  ],
  'date (birthday)': () => [
    ['birthday_eq', '1990-01-15', 'ae'],
    ['birthday_notEq', '1990-01-15', 'bcd'],
    ['birthday_isNull', true, 'c'],
    ['birthday_isNotNull', true, 'abde'],
    ['birthday_lt', '1990-01-15', 'b'],
    ['birthday_lte', '1990-01-15', 'abe'],
    ['birthday_gt', '1990-01-15', 'd'],
    ['birthday_gte', '1990-01-15', 'ade'],
    ['birthday_in', ['1985-06-30', '2000-02-29'], 'bd'],
    ['birthday_notIn', ['1985-06-30', '2000-02-29'], 'ace'],
  ],
  'monthDay (anniversary)': () => [
    ['anniversary_eq', '--06-30', 'b'],
    ['anniversary_notEq', '--06-30', 'acde'],
    ['anniversary_isNull', true, 'de'],
    ['anniversary_isNotNull', true, 'abc'],
    ['anniversary_lt', '--06-30', 'a'],
    ['anniversary_lte', '--06-30', 'ab'],
    ['anniversary_gt', '--01-15', 'bc'],
    ['anniversary_gte', '--06-30', 'bc'],
    ['anniversary_in', ['--01-15', '--12-31'], 'ac'],
    ['anniversary_notIn', ['--01-15', '--12-31'], 'bde'],
  ],
  'dateTime (seen), compared as instants': () => [
    ['seen_eq', '2024-06-01T03:00:00Z', 'b'],
    ['seen_notEq', '2024-06-01T03:00:00Z', 'acde'],
    ['seen_isNull', true, 'ce'],
    ['seen_isNotNull', true, 'abd'],
    ['seen_lt', '2024-06-01T03:00:00Z', 'a'],
    ['seen_lte', '2024-06-01T03:00:00Z', 'ab'],
    ['seen_gt', '2024-06-01T12:00:00+09:00', 'd'],
    ['seen_gte', '2024-06-01T12:00:00+09:00', 'bd'],
    ['seen_in', ['2024-01-01T09:00:00+09:00'], 'a'],
    ['seen_notIn', ['2024-01-01T09:00:00+09:00'], 'bcde'],
  ],
  'singleSelect (color), by option value': () => [
    ['color_eq', 1, 'ad'],
    ['color_notEq', 1, 'bce'],
    ['color_isNull', true, 'ce'],
    ['color_isNotNull', true, 'abd'],
    ['color_lt', 2, 'ad'],
    ['color_lte', 2, 'abd'],
    ['color_gt', 1, 'b'],
    ['color_gte', 1, 'abd'],
    ['color_in', [2], 'b'],
    ['color_notIn', [2], 'acde'],
  ],
  'multipleSelect (tags)': () => [
    ['tags_isNull', true, 'd'],
    ['tags_isNotNull', true, 'abce'],
    ['tags_in', [1, 2], 'a'],
    ['tags_in', [2, 3], 'bc'],
    ['tags_notIn', [1, 2], 'bcde'],
    ['tags_containsEvery', [1, 2], 'ae'],
    ['tags_containsEvery', [3], 'bce'],
    ['tags_containsSome', [1], 'ae'],
    ['tags_containsSome', [3, 9], 'bce'],
  ],
};

describe.each(Object.entries(TABLE))('operators on %s', (_type, rows) => {
  it('each allowed operator selects the records it should, in query and in count', async () => {
    for (const [key, operand, want] of rows()) {
      const filter = { [key]: operand };
      expect(await labels({ filter }), `${key} ${JSON.stringify(operand)}`).toBe(want);
      expect((await db.record('count', { name: 'member', body: { filter } })).json.count, `count ${key}`).toBe(
        want.length,
      );
    }
  });
});

describe('operators on history ids', () => {
  /** Operands name orders by index (`o1` is the second order's id); the answer is the indexes of the orders found. */
  const ORDER_ROWS: ReadonlyArray<readonly [string, unknown, readonly number[]]> = [
    ['id_eq', 'o1', [1]],
    ['id_notEq', 'o1', [0, 2]],
    ['id_lt', 'o1', [0]],
    ['id_lte', 'o1', [0, 1]],
    ['id_gt', 'o1', [2]],
    ['id_gte', 'o1', [1, 2]],
    ['id_in', ['o0', 'o2'], [0, 2]],
    ['id_notIn', ['o0', 'o2'], [1]],
    ['customer_eq', 2, [0]],
    ['customer_notEq', 2, [1, 2]],
    ['customer_lt', 2, [2]],
    ['customer_lte', 2, [0, 2]],
    ['customer_gt', 2, [1]],
    ['customer_gte', 2, [0, 1]],
    ['customer_in', [1, 3], [1, 2]],
    ['customer_notIn', [1, 3], [0]],
  ];
  const resolve = (operand: unknown): unknown =>
    Array.isArray(operand)
      ? operand.map(resolve)
      : typeof operand === 'string'
        ? orders[Number(operand.slice(1))]
        : operand;

  it.each(ORDER_ROWS)('%s %j', async (key, operand, want) => {
    const answer = await db.query('orders', { filter: { [key]: resolve(operand) } });
    expect(answer.items.map((r: Json) => r.id)).toEqual(want.map((i) => orders[i]));
  });
});

describe('operators a type does not allow', () => {
  it.each([
    ['id_isNull', true, 'platformId'],
    ['id_contains', '1', 'platformId'],
    ['email_containsEvery', ['a'], 'mailAddress'],
    ['mobile_containsSome', ['a'], 'mobileMailAddress'],
    ['registered_isNull', true, 'registeredDate'],
    ['updated_startsWith', '2024', 'updatedDate'],
    ['refusal_lt', true, 'mailRefusalFlag'],
    ['refusal_in', [true], 'mailRefusalFlag'],
    ['refusal_isNull', true, 'mailRefusalFlag'],
    ['errors_contains', '1', 'mailAddressErrorCount'],
    ['mobileErrors_isNull', true, 'mobileMailAddressErrorCount'],
    ['lists_eq', 1, 'mlRefusalFlags'],
    ['lists_contains', 1, 'mlRefusalFlags'],
    ['lists_gt', 1, 'mlRefusalFlags'],
    ['name_containsEvery', ['A'], 'text'],
    ['age_startsWith', '3', 'number'],
    ['birthday_contains', '1990', 'date'],
    ['anniversary_endsWith', '15', 'monthDay'],
    ['seen_containsSome', ['2024'], 'dateTime'],
    ['color_containsEvery', [1], 'singleSelect'],
    ['color_contains', 1, 'singleSelect'],
    ['tags_eq', 1, 'multipleSelect'],
    ['tags_gt', 1, 'multipleSelect'],
    ['tags_contains', 1, 'multipleSelect'],
    ['pin_eq', 'x', 'password'],
    ['secret_isNull', true, 'passwordHash'],
  ])('%s is refused with 400 naming the key and the type', async (key, operand, type) => {
    const message = await refusal({ filter: { [key]: operand } });
    expect(message).toContain(
      `queryRecords: filter.${key}: operator ${key.slice(key.lastIndexOf('_') + 1)} is not allowed for x-platform-type ${type}`,
    );
  });
});

describe('operands', () => {
  it.each([
    ['age_gt', 'x', 'the operand must be a number'],
    ['age_lt', null, 'the operand must not be null'],
    ['name_eq', 5, 'the operand must be a string (text)'],
    ['email_startsWith', 5, 'the operand must be a string'],
    ['birthday_eq', '1990-1-15', 'the operand must be a date yyyy-MM-dd'],
    ['anniversary_lt', '12-31', 'the operand must be a month-day --MM-dd'],
    ['seen_gt', '2024-01-01', 'the operand must be an ISO 8601 date-time with seconds and an offset'],
    ['registered_eq', 'now', 'the operand must be an ISO 8601 date-time'],
    ['refusal_eq', 'true', 'the operand must be a boolean (mailRefusalFlag)'],
    ['errors_eq', 1.5, 'the operand must be an integer from 0 to 2147483647 (mailAddressErrorCount)'],
    ['color_eq', [1], 'the operand must be an option value, an integer >= 1 (singleSelect)'],
    ['color_eq', 0, 'the operand must be an option value, an integer >= 1'],
    ['tags_in', 1, 'the operand must be a non-empty array'],
    ['tags_in', [], 'the operand must be a non-empty array'],
    ['name_in', ['a', 5], 'filter.name_in[1]: the operand must be a string (text)'],
    ['id_eq', '1', 'the operand must be an integer from 1 to 9223372036854775807 (platformId)'],
    ['name_isNull', 'yes', 'the operand must be a boolean'],
  ])('%s: %j is refused', async (key, operand, message) => {
    expect(await refusal({ filter: { [key]: operand } })).toContain(message);
  });

  it.each([
    ['nick_eq', 'API definition member has no property nick'],
    ['name_like', 'unknown operator like'],
    ['name', 'a filter key is {property}_{operator}, AND or OR'],
    ['_eq', 'a filter key is {property}_{operator}, AND or OR'],
    ['and', 'a filter key is {property}_{operator}, AND or OR'],
  ])('key %s is refused', async (key, message) => {
    expect(await refusal({ filter: { [key]: 1 } })).toBe(
      `queryRecords: filter.${key}: ${message}${key === 'name_like' ? ` (operators: ${OPERATOR_LIST})` : ''}`,
    );
  });

  it('a filter that is not an object is refused', async () => {
    expect(await refusal({ filter: [] })).toBe('queryRecords: filter: a filter must be an object');
  });
});

const OPERATOR_LIST =
  'eq, notEq, isNull, isNotNull, lt, lte, gt, gte, in, notIn, contains, notContains, startsWith, notStartsWith, endsWith, notEndsWith, containsEvery, containsSome';

describe('AND and OR', () => {
  it.each([
    ['entries of one object are joined by AND', { age_gte: 25, name_startsWith: 'Ann' }, 'a'],
    ['OR of two', { OR: [{ name_eq: 'Ann' }, { age_gt: 35 }] }, 'ad'],
    ['AND repeats an operator', { AND: [{ name_contains: 'A' }, { name_contains: 'L' }] }, 'e'],
    ['OR beside conditions', { age_gte: 25, OR: [{ color_eq: 2 }, { name_startsWith: 'Ann' }] }, 'ab'],
    ['three levels', { OR: [{ AND: [{ name_eq: 'Ann' }, { age_eq: 30 }] }, { name_eq: 'Cy' }] }, 'ac'],
    ['OR inside AND inside the top level', { AND: [{ OR: [{ age_lt: 0 }, { age_gt: 35 }] }], name_isNull: false }, 'e'],
  ])('%s', async (_name, filter, want) => {
    expect(await labels({ filter })).toBe(want);
  });

  const nest = (levels: number): Json => (levels === 1 ? { name_eq: 'Ann' } : { OR: [nest(levels - 1)] });

  it('3 levels are allowed, 4 refused', async () => {
    expect(await labels({ filter: nest(3) })).toBe('a');
    expect(await refusal({ filter: nest(4) })).toBe(
      'queryRecords: filter.OR[0].OR[0].OR: a filter nests at most 3 levels (the top-level object is level 1)',
    );
    expect(await refusal({ filter: { AND: [nest(3)] } }, 'member', 'count')).toContain(
      'a filter nests at most 3 levels',
    );
  });

  it('10 elements per AND or OR are allowed, 11 refused', async () => {
    const elements = (n: number): Json[] => Array.from({ length: n }, (_, i) => ({ age_eq: i }));
    expect(await labels({ filter: { OR: [...elements(9), { age_eq: 30 }] } })).toBe('a');
    expect(await refusal({ filter: { OR: elements(11) } })).toBe(
      'queryRecords: filter.OR: an AND or OR array holds at most 10 elements, not 11',
    );
    expect(await refusal({ filter: { AND: elements(11) } })).toContain('at most 10 elements');
  });

  it('20 conditions are allowed, wherever they are; 21 refused', async () => {
    // 1 at the top, 1 in each of the 10 OR elements, and a second in the first n - 11 of them: n in all.
    const spread = (n: number): Json => ({
      name_isNotNull: true,
      OR: Array.from({ length: 10 }, (_, i) =>
        i < n - 11 ? { age_notEq: -100 - i, email_isNotNull: true } : { age_notEq: -100 - i },
      ),
    });
    expect(await labels({ filter: spread(20) })).toBe('abce');
    expect(await refusal({ filter: spread(21) })).toBe(
      'queryRecords: filter.OR[9].email_isNotNull: a filter holds at most 20 conditions',
    );
  });

  it.each([
    [{ OR: [] }, 'filter.OR: AND and OR take at least one filter object'],
    [{ AND: {} }, 'filter.AND: AND and OR take an array of filter objects'],
    [{ OR: ['name_eq'] }, 'filter.OR[0]: a filter must be an object'],
  ])('%j is refused', async (filter, message) => {
    expect(await refusal({ filter })).toBe(`queryRecords: ${message}`);
  });
});

describe('order', () => {
  it.each([
    [['age_desc'], 'cdabe'],
    [['age_asc'], 'ebadc'],
    [['age'], 'ebadc'],
    [['birthday_asc', 'name_desc'], 'beadc'],
    [['color_desc', 'id_desc'], 'ecbda'],
    [['id_desc'], 'edcba'],
    [['email'], 'eabdc'],
    [['anniversary_desc'], 'decba'],
    [['seen_asc'], 'abdce'],
    [['registered_desc'], 'edcba'],
    [['updated_desc'], 'cedba'],
    [[], 'abcde'],
  ])('%j gives %s (nulls last ascending, first descending, ties by id)', async (order, want) => {
    expect(await labels({ order })).toBe(want);
  });

  it('applies before limit and offset', async () => {
    expect(await labels({ order: ['age_desc'], limit: 2, offset: 1 })).toBe('da');
  });

  it.each([
    [['tags'], 'order[0]: tags names no sortable property of member'],
    [['pin_asc'], 'order[0]: pin_asc names no sortable property of member'],
    [['nick'], 'order[0]: nick names no sortable property'],
    [['age_up'], 'order[0]: age_up names no sortable property'],
    [['age', 'age_desc'], 'order names property age twice'],
    [['age', 'name', 'id'], 'order holds at most 2 entries, not 3'],
    [[5], 'order[0] must be a string'],
    ['age', 'order must be an array of strings'],
  ])('%j is refused', async (order, message) => {
    expect(await refusal({ order })).toContain(message);
  });
});

describe('limit, offset and the body', () => {
  it.each([
    [{ limit: 2 }, 'ab', true],
    [{ limit: 2, offset: 2 }, 'cd', true],
    [{ limit: 2, offset: 4 }, 'e', false],
    [{ limit: 5 }, 'abcde', false],
    [{ offset: 5 }, '', false],
    [{ offset: 1000 }, '', false],
    [{}, 'abcde', false],
  ])('%j gives %s, hasMore %s', async (body, want, hasMore) => {
    const answer = await db.query('member', body);
    expect(answer.items.map((r: Json) => labelOf.get(r.id)).join('')).toBe(want);
    expect(answer.metadata).toEqual({ hasMore });
  });

  it('an empty body is an empty query', async () => {
    const answer = await db.send('POST', db.recordPath('query', { name: 'member' }));
    expect(answer.status).toBe(200);
    expect(answer.json.items).toHaveLength(5);
  });

  it.each([
    [{ limit: 0 }, 'limit must be an integer from 1 to 100'],
    [{ limit: 101 }, 'limit must be an integer from 1 to 100'],
    [{ limit: 1.5 }, 'limit must be an integer from 1 to 100'],
    [{ limit: '2' }, 'limit must be an integer from 1 to 100'],
    [{ offset: -1 }, 'offset must be an integer from 0 up'],
    [{ offset: '1' }, 'offset must be an integer from 0 up'],
    [{ filters: {} }, 'the body has no field filters (fields: filter, order, limit, offset)'],
    [[], 'the body must be a JSON object'],
  ])('%j is refused', async (body, message) => {
    expect(await refusal(body)).toBe(`queryRecords: ${message}`);
  });

  it('count takes only a filter', async () => {
    expect((await db.record('count', { name: 'member', body: {} })).json).toEqual({ count: 5 });
    expect((await db.send('POST', db.recordPath('count', { name: 'member' }))).json).toEqual({ count: 5 });
    expect(await refusal({ filter: {}, limit: 1 }, 'member', 'count')).toBe(
      'countRecords: the body has no field limit (fields: filter)',
    );
    expect(await refusal({ filter: { age_gt: 'x' } }, 'member', 'count')).toContain(
      'countRecords: filter.age_gt: the operand must be a number',
    );
  });
});

describe('paging over 250 records', () => {
  async function pages(order: string[] | undefined): Promise<{ ids: number[]; hasMore: boolean[] }> {
    const ids: number[] = [];
    const hasMore: boolean[] = [];
    for (let offset = 0; ; offset += 100) {
      const answer = await db.query('events', { limit: 100, offset, ...(order ? { order } : {}) });
      ids.push(...answer.items.map((r: Json) => r.id));
      hasMore.push(answer.metadata.hasMore);
      if (!answer.metadata.hasMore) break;
    }
    return { ids, hasMore };
  }

  it('gives every record exactly once, in id order without an order', async () => {
    const { ids, hasMore } = await pages(undefined);
    expect(hasMore).toEqual([true, true, false]);
    expect(ids).toHaveLength(250);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect(new Set(ids).size).toBe(250);
  });

  it('gives every record exactly once under an order with many ties', async () => {
    const { ids, hasMore } = await pages(['n_desc']);
    expect(hasMore).toEqual([true, true, false]);
    expect(new Set(ids).size).toBe(250);
    const all = (await pages(undefined)).ids;
    expect([...ids].sort((x, y) => x - y)).toEqual(all);
    expect((await db.record('count', { name: 'events', body: { filter: { n_gte: 0 } } })).json.count).toBe(250);
  });
});
