/**
 * The records client refuses a request that breaks a rule of the record operations before sending it, with a
 * `RequestValidationError` naming the rule and where the value sits (runtime/src/apis/records/check.ts, limits.ts).
 * Each row is a call through the records package of the demo account (test/fixtures/demo-account; member: every
 * item type of a master database; purchase: a history database) and the error it must fail with; nothing reaches
 * the service.
 */
import {
  createRecordsClient,
  RequestValidationError,
  type RecordsClient,
} from '../fixtures/demo-account/out/index.gen.js';
import { clearTokenCache } from '@platform-sdk/runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, json, type FakeServer } from './fake-server.js';

let server: FakeServer;
let db: RecordsClient;

beforeEach(() => {
  clearTokenCache();
  server = fakeServer({ api: () => json({ metadata: { hasMore: false }, items: [], count: 0 }) });
  db = createRecordsClient({
    dbUrl: 'https://db.example.test',
    accountCode: 'demo',
    accessToken: 'token',
    rateLimit: false,
    fetch: server.fetch,
  });
});

/** A filter nested `levels` deep through OR arrays (the top-level object is level 1). */
function nested(levels: number): Record<string, unknown> {
  let filter: Record<string, unknown> = { name_eq: 'x' };
  for (let level = 1; level < levels; level++) filter = { OR: [filter] };
  return filter;
}

/** `count` filters of two conditions each. */
const pairs = (count: number) => Array.from({ length: count }, (_, i) => ({ points_gt: i, points_lt: i + 10 }));

type Call = (db: RecordsClient) => Promise<unknown>;
const untyped = (value: unknown) => value as never;

const REFUSED: readonly [string, Call, { operationId: string; field: string; rule: RegExp }][] = [
  [
    'limit 0',
    (c) => c.member.query({ limit: 0 }),
    { operationId: 'queryMember', field: 'limit', rule: /^must be an integer from 1 to 100 \(got 0\)$/ },
  ],
  [
    'limit 101',
    (c) => c.member.query({ limit: 101 }),
    { operationId: 'queryMember', field: 'limit', rule: /^must be an integer from 1 to 100 \(got 101\)$/ },
  ],
  [
    'limit 1.5',
    (c) => c.member.query({ limit: 1.5 }),
    { operationId: 'queryMember', field: 'limit', rule: /from 1 to 100 \(got 1\.5\)/ },
  ],
  [
    'offset -1',
    (c) => c.member.query({ offset: -1 }),
    { operationId: 'queryMember', field: 'offset', rule: /^must be at least 0 \(got -1\)$/ },
  ],
  [
    'three sort keys',
    // An order is an array type (built from form state, `keys.map(...)`): its length is checked here.
    (c) => c.member.query({ order: ['id', 'name', 'points'] }),
    { operationId: 'queryMember', field: 'order', rule: /^has 3 sort keys; a query may sort by at most 2$/ },
  ],
  [
    'a sort key of no sortable property',
    (c) => c.member.query({ order: untyped(['interests_asc']) }),
    {
      operationId: 'queryMember',
      field: 'order[0]',
      rule: /^is "interests_asc", not a sort key of member: .*\(id, email, mobileEmail, /s,
    },
  ],
  [
    'one property sorted twice',
    (c) => c.member.query({ order: ['name_asc', 'name_desc'] }),
    { operationId: 'queryMember', field: 'order[1]', rule: /^sorts by name a second time$/ },
  ],
  [
    'a member a query does not take',
    (c) => c.member.query(untyped({ page: 2 })),
    {
      operationId: 'queryMember',
      field: 'page',
      rule: /^is not part of the query, which takes filter, order, limit, offset$/,
    },
  ],
  [
    '21 conditions',
    (c) => c.member.count({ filter: { name_eq: 'a', AND: pairs(10) } }),
    {
      operationId: 'countMember',
      field: 'filter',
      rule: /^has 21 conditions; a filter holds at most 20 \{property\}_\{operator\} keys in all$/,
    },
  ],
  [
    '4 levels',
    (c) => c.member.query({ filter: untyped(nested(4)) }),
    { operationId: 'queryMember', field: 'filter.OR[0].OR[0].OR', rule: /^nests a filter 4 levels deep; at most 3 / },
  ],
  [
    '11 filters in an OR',
    (c) => c.member.query({ filter: { OR: Array.from({ length: 11 }, () => ({ name_eq: 'x' })) } }),
    {
      operationId: 'queryMember',
      field: 'filter.OR',
      rule: /^holds 11 filter objects; an AND or OR holds at most 10$/,
    },
  ],
  [
    'an empty AND',
    (c) => c.member.query({ filter: { AND: [] } }),
    { operationId: 'queryMember', field: 'filter.AND', rule: /^must hold at least one filter object$/ },
  ],
  [
    'an operator the type does not allow (singleSelect contains)',
    (c) => c.member.query({ filter: untyped({ rank_contains: 1 }) }),
    {
      operationId: 'queryMember',
      field: 'filter.rank_contains',
      rule: new RegExp(
        String.raw`^uses contains, which rank does not allow; it allows eq, notEq, isNull, isNotNull, lt, lte, ` +
          String.raw`gt, gte, in, notIn$`,
      ),
    },
  ],
  [
    'an operator the type does not allow, nested (platformId isNull)',
    (c) => c.member.count({ filter: { OR: [{ name_eq: 'a' }, untyped({ id_isNull: true })] } }),
    {
      operationId: 'countMember',
      field: 'filter.OR[1].id_isNull',
      rule: /^uses isNull, which id does not allow; it allows eq, notEq, lt, lte, gt, gte, in, notIn$/,
    },
  ],
  [
    'a write-only property',
    (c) => c.member.query({ filter: untyped({ pin_eq: '1234' }) }),
    { operationId: 'queryMember', field: 'filter.pin_eq', rule: /^names pin, which allows no filter operator$/ },
  ],
  [
    'no property',
    (c) => c.member.query({ filter: untyped({ nickname_eq: 'x' }) }),
    {
      operationId: 'queryMember',
      field: 'filter.nickname_eq',
      rule: /^is not a filter key of member: keys are \{property\}_\{operator\} of its properties, AND and OR$/,
    },
  ],
  [
    'an empty list operand',
    (c) => c.member.query({ filter: { rank_in: untyped([]) } }),
    {
      operationId: 'queryMember',
      field: 'filter.rank_in',
      rule: /^must be a non-empty array of values \(got an array of 0\)$/,
    },
  ],
  [
    'a list operand that is no list',
    (c) => c.member.query({ filter: untyped({ interests_containsSome: 2 }) }),
    {
      operationId: 'queryMember',
      field: 'filter.interests_containsSome',
      rule: /^must be a non-empty array of values \(got 2\)$/,
    },
  ],
  [
    'isNull with a string',
    (c) => c.member.query({ filter: untyped({ name_isNull: 'yes' }) }),
    { operationId: 'queryMember', field: 'filter.name_isNull', rule: /^must be true or false \(got "yes"\)$/ },
  ],
  [
    'null where a value is needed (gt)',
    (c) => c.member.query({ filter: untyped({ points_gt: null }) }),
    { operationId: 'queryMember', field: 'filter.points_gt', rule: /^must be one value \(got null\)$/ },
  ],
  [
    'a filter that is no object',
    (c) => c.member.query({ filter: untyped('name=x') }),
    { operationId: 'queryMember', field: 'filter', rule: /^must be a filter object .*\(got "name=x"\)$/ },
  ],
  [
    'a read-only property in a create body',
    (c) => c.member.create(untyped({ id: '5', name: 'x' })),
    {
      operationId: 'createMember',
      field: 'id',
      rule: /^is set by the service \(read-only\), so a body may not give it$/,
    },
  ],
  [
    'an unknown member of a patch body',
    (c) => c.member.patch('5', untyped({ nickname: 'x' })),
    { operationId: 'patchMember', field: 'nickname', rule: /^is not a property of member$/ },
  ],
  [
    'fields naming a property the body lacks',
    (c) => c.member.patch('5', untyped({ name: 'x' }), untyped({ fields: ['name', 'points'] })),
    {
      operationId: 'patchMember',
      field: 'fields[1]',
      rule: /^names points, which the body does not hold \(give it, or null to clear it\)$/,
    },
  ],
  [
    'fields empty',
    (c) => c.member.patch('5', { name: 'x' }, untyped({ fields: [] })),
    { operationId: 'patchMember', field: 'fields', rule: /^must be a non-empty array of property names/ },
  ],
  [
    'fields naming a read-only property',
    (c) => c.member.patch('5', { name: 'x' }, untyped({ fields: ['registeredAt'] })),
    {
      operationId: 'patchMember',
      field: 'fields[0]',
      rule: /^is "registeredAt", not a property of member a patch can write$/,
    },
  ],
  [
    'authenticate against a property that is no passwordHash',
    (c) => c.member.authenticate('5', untyped({ propertyName: 'pin', value: 'x' })),
    {
      operationId: 'authenticateMember',
      field: 'propertyName',
      rule: /^is "pin", not a passwordHash property of member \(loginPassword\)$/,
    },
  ],
  [
    'an id that is no integer',
    (c) => c.member.get('12ab'),
    { operationId: 'getMember', field: 'path parameter id', rule: /must be an id: an integer/ },
  ],
  [
    'an id above 2^53 as a number',
    (c) => c.member.get(2 ** 60),
    { operationId: 'getMember', field: 'path parameter id', rule: /cannot hold an id exactly above 2\^53/ },
  ],
  [
    'an id operand above 2^53 as a number',
    (c) => c.member.query({ filter: { id_in: ['1', 2 ** 60] } }),
    {
      operationId: 'queryMember',
      field: 'filter.id_in[1]',
      rule: new RegExp(
        String.raw`^is 1152921504606847000 as a number, which cannot hold an id exactly above 2\^53; pass the id ` +
          String.raw`as a string or a bigint$`,
      ),
    },
  ],
  [
    'an id beyond 2^63-1',
    (c) => c.purchase.create({ memberId: '9223372036854775808' }),
    {
      operationId: 'createPurchase',
      field: 'memberId',
      rule: /^is 9223372036854775808, beyond an id's range \(at most 2\^63-1\)$/,
    },
  ],
  [
    'an id that is no number at all',
    (c) => c.purchase.create({ memberId: untyped('abc') }),
    {
      operationId: 'createPurchase',
      field: 'memberId',
      rule: /^must be an id: an integer as a decimal string, a bigint or a safe integer \(got "abc"\)$/,
    },
  ],
  [
    'an invalid Date',
    (c) => c.member.create({ lastLoginAt: new Date('nope') }),
    { operationId: 'createMember', field: 'lastLoginAt', rule: /^is an invalid Date$/ },
  ],
  [
    'NaN',
    (c) => c.member.create({ points: Number.NaN }),
    { operationId: 'createMember', field: 'points', rule: /^is NaN, which JSON cannot carry$/ },
  ],
];

describe('record requests checked before sending', () => {
  it.each(REFUSED)('%s', async (_name, call, want) => {
    const error = await call(db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    const refused = error as RequestValidationError;
    expect({ operationId: refused.operationId, field: refused.field }).toEqual({
      operationId: want.operationId,
      field: want.field,
    });
    expect(refused.rule).toMatch(want.rule);
    expect(refused.message).toBe(`${want.operationId} was not sent because ${want.field} ${refused.rule}.`);
    expect(server.api).toEqual([]);
  });

  it.each<[string, Call]>([
    ['limits at their boundaries', (c) => c.member.query({ limit: 100, offset: 0, order: ['points_desc', 'id'] })],
    ['limit 1', (c) => c.member.query({ limit: 1 })],
    [
      '20 conditions, 3 levels, 10 per AND',
      (c) => c.member.count({ filter: { name_eq: 'a', AND: [...pairs(9), { OR: [{ points_gt: 1 }] }] } }),
    ],
    [
      'every operand kind',
      (c) =>
        c.member.query({
          filter: {
            rank_eq: null,
            name_isNull: false,
            interests_containsEvery: [1, 2],
            email_endsWith: '.jp',
            id_gte: 1n,
          },
        }),
    ],
    [
      'a patch with fields held by the body, null included',
      (c) => c.member.patch('5', { name: null, points: 3 }, { fields: ['name'] }),
    ],
  ])('lets through %s', async (_name, call) => {
    await call(db);
    expect(server.api).toHaveLength(1);
  });

  // The reference words the directions ASC and DESC; the document lists `{property}_asc` and `_desc`, so that is
  // what goes out, whatever case the caller wrote.
  it.each<[string, Call, readonly string[]]>([
    ['upper case', (c) => c.member.query({ order: ['points_DESC', 'name_ASC'] }), ['points_desc', 'name_asc']],
    ['lower case', (c) => c.member.query({ order: ['points_desc', 'name'] }), ['points_desc', 'name']],
    ['mixed case', (c) => c.member.query({ order: untyped(['points_Desc']) }), ['points_desc']],
    [
      'a walk',
      async (c) =>
        (
          await c.member
            .pages({ order: ['id_DESC'] })
            [Symbol.asyncIterator]()
            .next()
        ).value,
      ['id_desc'],
    ],
  ])('sends a sort key in %s as the document writes it', async (_name, call, sent) => {
    await call(db);
    expect(server.api).toHaveLength(1);
    expect(JSON.parse(server.api[0]?.body ?? '{}').order).toEqual(sent);
  });
});
