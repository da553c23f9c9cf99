/**
 * The limits and rules of the service's database reference (Limits, definition rules, item types, paging), and
 * the spec's decisions where it is silent, as the spec's schemas enforce them: a value just inside each limit
 * is accepted and one just outside is refused.
 */
import { describe, expect, it } from 'vitest';
import { loadDatabaseSpec, type JsonObject } from './load-spec.js';

const spec = await loadDatabaseSpec();
const accepts = (schema: JsonObject, value: unknown): boolean => spec.validate(schema, value).valid;
const putSchema = spec.requestSchema('putApiDefinition');

type Properties = Record<string, unknown>;
const definition = (
  type: 'customerDb' | 'historyDb',
  properties: Properties,
  overrides: JsonObject = {},
): JsonObject => ({
  metadata: { kind: 'ApiDefinition', apiVersion: 'database/v1', name: 'member' },
  spec: {
    resources: { main: { mapping: type === 'customerDb' ? 'customer' : 'purchase_history', type } },
    schema: { properties },
  },
  ...overrides,
});
const master = (extra: Properties = {}): JsonObject =>
  definition('customerDb', { id: { 'x-platform-type': 'platformId' }, ...extra });
const history = (extra: Properties = {}): JsonObject =>
  definition('historyDb', {
    id: { 'x-platform-type': 'historyId' },
    customerId: { 'x-platform-type': 'platformId' },
    ...extra,
  });
/** `count` text properties `p0`, `p1`, ... */
const texts = (count: number): Properties =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, { type: 'string' }]));
/** Rows written as [name, value, want] put `want` second, so test titles show it rather than the value. */
const wantFirst = <V, W>(rows: ReadonlyArray<readonly [string, V, W]>): Array<readonly [string, W, V]> =>
  rows.map(([name, value, want]) => [name, want, value] as const);
const answeredId = {
  'x-platform-type': 'platformId',
  'x-platform-mapping': 'platformid',
  type: 'integer',
  format: 'int64',
  nullable: false,
};
/** `count` text properties `p0`, `p1`, ... as the service answers them. */
const answeredTexts = (count: number): Properties =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `p${i}`,
      { 'x-platform-type': 'text', 'x-platform-mapping': `member_p${i}`, type: 'string', nullable: true },
    ]),
  );
const option = (value: unknown, extra: JsonObject = {}): JsonObject => ({
  value,
  label: 'ゴールド',
  hasExtraText: false,
  ...extra,
});

describe('paging parameters of listApiDefinition and listDatabaseDefinition', () => {
  const parameter = (id: string, name: string): JsonObject => {
    const found = (spec.operation(id).operation['parameters'] as JsonObject[]).find((p) => p['name'] === name);
    return found?.['schema'] as JsonObject;
  };
  it.each(
    ['listApiDefinition', 'listDatabaseDefinition'].flatMap(
      (id) =>
        [
          [id, 0, false],
          [id, 1, true],
          [id, 100, true],
          [id, 101, false],
          [id, -1, false],
          [id, 1.5, false],
        ] as const,
    ),
  )('%s limit %d -> accepted %s', (id, limit, want) => {
    expect(accepts(parameter(id, 'limit'), limit)).toBe(want);
  });

  it.each([
    ['a token', 'eyJuYW1lIjoibWVtYmVyIn0', true],
    ['an empty token', '', false],
  ])('continueToken: %s -> accepted %s', (_name, token, want) => {
    expect(accepts(parameter('listApiDefinition', 'continueToken'), token)).toBe(want);
  });

  it.each(
    wantFirst([
      ['a page with a token', { metadata: { continueToken: 'abc' }, items: [] }, true],
      ['the last page (no token)', { metadata: {}, items: [] }, true],
      ['no items member', { metadata: {} }, false],
      ['no metadata member', { items: [] }, false],
      ['an empty token', { metadata: { continueToken: '' }, items: [] }, false],
    ]),
  )('a list answer with %s -> accepted %s', (_name, want, body) => {
    expect(accepts(spec.responseSchema('listApiDefinition', '200'), body)).toBe(want);
    expect(accepts(spec.responseSchema('listDatabaseDefinition', '200'), body)).toBe(want);
  });
});

describe('property names and counts of a put', () => {
  it.each([
    ['a', true],
    ['email', true],
    ['firstName', true],
    ['a_1', true],
    ['last_login_at', true],
    ['z9Z_', true],
    ['First', false],
    ['1st', false],
    ['_private', false],
    ['e-mail', false],
    ['e.mail', false],
    ['名前', false],
    ['', false],
  ])('property name %j -> accepted %s', (name, want) => {
    expect(accepts(putSchema, master({ [name]: { type: 'string' } }))).toBe(want);
    expect(accepts(putSchema, history({ [name]: { type: 'string' } }))).toBe(want);
  });

  it.each([
    ['a master definition of 100 properties', master(texts(99)), true],
    ['a master definition of 101 properties', master(texts(100)), false],
    ['a history definition of 100 properties', history(texts(98)), true],
    ['a history definition of 101 properties', history(texts(99)), false],
  ])('%s -> accepted %s', (_name, body, want) => {
    expect(accepts(putSchema, body)).toBe(want);
  });

  it('answers of 100 properties are valid and of 101 are not', () => {
    const answered = (count: number): JsonObject => ({
      resources: { main: { mapping: 'customer', type: 'customerDb' } },
      schema: { properties: { id: answeredId, ...answeredTexts(count - 1) } },
    });
    expect(accepts(spec.schema('ApiDefinitionSpec'), answered(100))).toBe(true);
    expect(accepts(spec.schema('ApiDefinitionSpec'), answered(101))).toBe(false);
  });
});

describe('definition rules of a put', () => {
  it.each(
    wantFirst([
      ['a master definition with id of type platformId', master(), true],
      ['a master definition without id', definition('customerDb', { name: { type: 'string' } }), false],
      [
        'a master definition whose id is a historyId',
        definition('customerDb', { id: { 'x-platform-type': 'historyId' } }),
        false,
      ],
      ['a master definition whose id is text', definition('customerDb', { id: { type: 'string' } }), false],
      [
        'a master definition whose id names type/format too',
        master({ id: { 'x-platform-type': 'platformId', type: 'integer', format: 'int64' } }),
        true,
      ],
      ['a history definition with id historyId and a platformId property', history(), true],
      [
        'a history definition without a platformId property',
        definition('historyDb', { id: { 'x-platform-type': 'historyId' }, amount: { type: 'number' } }),
        false,
      ],
      [
        'a history definition whose id is a platformId',
        definition('historyDb', { id: { 'x-platform-type': 'platformId' } }),
        false,
      ],
      [
        'a history definition without id',
        definition('historyDb', { customerId: { 'x-platform-type': 'platformId' } }),
        false,
      ],
      [
        'a reference database type',
        definition('referenceDb' as 'customerDb', { id: { 'x-platform-type': 'platformId' } }),
        false,
      ],
      [
        'an empty mapping',
        {
          ...master(),
          spec: {
            resources: { main: { mapping: '', type: 'customerDb' } },
            schema: { properties: { id: { 'x-platform-type': 'platformId' } } },
          },
        },
        false,
      ],
    ]),
  )('%s -> accepted %s', (_name, want, body) => {
    expect(accepts(putSchema, body)).toBe(want);
  });

  it.each(
    wantFirst([
      ['kind DatabaseDefinition', { kind: 'DatabaseDefinition' }, false],
      ['apiVersion database/v2', { apiVersion: 'database/v2' }, false],
      ['name Member', { name: 'Member' }, false],
      ['name purchase_history2', { name: 'purchase_history2' }, true],
      ['name _member', { name: '_member' }, false],
      ['no name', { name: undefined }, false],
      [
        'the service-set fields of a fetched definition',
        { accountCode: 'demo', uid: 'u', resourceVersion: '3', creationTimestamp: '2024-05-01T01:00:00Z' },
        true,
      ],
    ]),
  )('metadata with %s -> accepted %s', (_name, want, metadata) => {
    const body = master();
    const merged = JSON.parse(
      JSON.stringify({ ...body, metadata: { ...(body['metadata'] as JsonObject), ...metadata } }),
    );
    expect(accepts(putSchema, merged)).toBe(want);
  });

  it('ignores a status sent back with a fetched definition', () => {
    const status = { ready: { lastUpdatedTimestamp: '2024-05-01T01:00:00Z', status: true, message: 'ok' } };
    expect(accepts(putSchema, { ...master(), status })).toBe(true);
  });

  it.each([
    ['no metadata', { spec: master()['spec'] }],
    ['no spec', { metadata: master()['metadata'] }],
    ['an unknown member of spec', { ...master(), spec: { ...(master()['spec'] as JsonObject), extra: 1 } }],
  ])('refuses a put with %s', (_name, body) => {
    expect(accepts(putSchema, body)).toBe(false);
  });
});

describe('property definitions of a put', () => {
  it.each(
    wantFirst([
      ['string (text)', { type: 'string' }, true],
      ['number (number)', { type: 'number' }, true],
      ['string/date (date)', { type: 'string', format: 'date' }, true],
      ['string/month-day (monthDay)', { type: 'string', format: 'month-day' }, true],
      ['string/date-time (dateTime)', { type: 'string', format: 'date-time' }, true],
      ['integer without x-platform-type', { type: 'integer' }, false],
      ['boolean without x-platform-type', { type: 'boolean' }, false],
      ['array without x-platform-type', { type: 'array' }, false],
      ['string/email without x-platform-type', { type: 'string', format: 'email' }, false],
      ['number/date', { type: 'number', format: 'date' }, false],
      ['format only', { format: 'date' }, false],
      ['nothing', {}, false],
      ['x-platform-type text', { 'x-platform-type': 'text' }, true],
      ['x-platform-type text with its pair', { 'x-platform-type': 'text', type: 'string' }, true],
      ['an unknown x-platform-type', { 'x-platform-type': 'reference' }, false],
      ['a misspelt attribute', { 'x-platform-typ': 'text' }, false],
      [
        'a mapping to an existing item',
        { 'x-platform-type': 'mailAddress', 'x-platform-mapping': 'mail_address' },
        true,
      ],
      ['a mapping without x-platform-type', { type: 'string', 'x-platform-mapping': 'nickname' }, true],
      ['an empty mapping', { 'x-platform-type': 'mailAddress', 'x-platform-mapping': '' }, false],
      ['nullable sent back', { 'x-platform-type': 'text', nullable: true }, true],
    ]),
  )('%s -> accepted %s', (_name, want, property) => {
    expect(accepts(putSchema, master({ prop: property }))).toBe(want);
    expect(accepts(spec.schema('PropertyDefinitionInput'), property)).toBe(want);
  });

  it.each([
    ['singleSelect with options', 'singleSelect', [option(1), option(2)], true],
    ['multipleSelect with an option with free text', 'multipleSelect', [option(1, { hasExtraText: true })], true],
    ['mlRefusalFlags with options', 'mlRefusalFlags', [option(1)], true],
    ['singleSelect with no options (all removed)', 'singleSelect', [], true],
    ['option value 1', 'singleSelect', [option(1)], true],
    ['option value 0', 'singleSelect', [option(0)], false],
    ['option value 1.5', 'singleSelect', [option(1.5)], false],
    ['option value "1"', 'singleSelect', [option('1')], false],
    ['an option without label', 'singleSelect', [{ value: 1, hasExtraText: false }], false],
    ['an option without hasExtraText', 'singleSelect', [{ value: 1, label: 'a' }], false],
    ['an option with an empty label', 'singleSelect', [option(1, { label: '' })], false],
    ['options on text', 'text', [option(1)], false],
    ['options on number', 'number', [option(1)], false],
  ] as const)('%s -> accepted %s', (_name, type, options, want) => {
    const property = { 'x-platform-type': type, 'x-platform-select-value-definitions': options };
    expect(accepts(putSchema, master({ rank: property }))).toBe(want);
  });

  it('accepts a select property without options (they stay as they are)', () => {
    expect(accepts(putSchema, master({ rank: { 'x-platform-type': 'singleSelect' } }))).toBe(true);
    expect(accepts(putSchema, master({ rank: { type: 'array' } }))).toBe(false);
  });
});

describe('answers', () => {
  const condition = { lastUpdatedTimestamp: '2024-05-01T01:00:00Z', status: true, message: 'ok' };
  const answered = (status: unknown): JsonObject => ({
    metadata: {
      kind: 'ApiDefinition',
      name: 'member',
      apiVersion: 'database/v1',
      accountCode: 'demo',
      creationTimestamp: '2024-05-01T01:00:00Z',
      uid: 'u',
      resourceVersion: '1',
    },
    spec: {
      resources: { main: { mapping: 'customer', type: 'customerDb' } },
      schema: { properties: { id: answeredId } },
    },
    status,
  });
  it.each(
    wantFirst([
      ['a full status', { ready: condition, databaseDefinitionSync: condition }, true],
      ['status.ready false', { ready: { ...condition, status: false }, databaseDefinitionSync: condition }, true],
      [
        'status.ready as a string',
        { ready: { ...condition, status: 'true' }, databaseDefinitionSync: condition },
        false,
      ],
      ['no databaseDefinitionSync', { ready: condition }, false],
      [
        'no message',
        {
          ready: { lastUpdatedTimestamp: condition.lastUpdatedTimestamp, status: true },
          databaseDefinitionSync: condition,
        },
        false,
      ],
      ['no status', undefined, false],
    ]),
  )('an ApiDefinition with %s -> accepted %s', (_name, want, status) => {
    expect(accepts(spec.schema('ApiDefinition'), JSON.parse(JSON.stringify(answered(status))))).toBe(want);
  });

  const rank = {
    'x-platform-type': 'singleSelect',
    'x-platform-mapping': 'member_rank',
    type: 'array',
    nullable: true,
    'x-platform-select-value-definitions': [option(1)],
    items: {
      type: 'object',
      properties: { value: { type: 'integer' }, extraText: { type: 'string', nullable: true } },
      required: ['value'],
    },
  };
  const registered = (type: string, properties: Properties): JsonObject => ({
    resources: { main: { mapping: 'customer', type } },
    schema: { properties },
  });
  it.each(
    wantFirst([
      ['a master spec with its id', registered('customerDb', { id: answeredId }), true],
      ['a master spec without id', registered('customerDb', answeredTexts(1)), false],
      [
        'a history spec with a historyId id and a platformId property',
        registered('historyDb', {
          id: { ...answeredId, 'x-platform-type': 'historyId', 'x-platform-mapping': 'historyid' },
          customerId: answeredId,
        }),
        true,
      ],
      [
        'a history spec without a platformId property',
        registered('historyDb', {
          id: { ...answeredId, 'x-platform-type': 'historyId', 'x-platform-mapping': 'historyid' },
        }),
        false,
      ],
      [
        'a master spec whose id is a historyId',
        registered('customerDb', {
          id: { ...answeredId, 'x-platform-type': 'historyId' },
        }),
        false,
      ],
      ['a history spec with a platformId id', registered('historyDb', { id: answeredId }), false],
      ['a select property with its items schema', registered('customerDb', { id: answeredId, rank }), true],
      [
        'a select property without items',
        registered('customerDb', { id: answeredId, rank: { ...rank, items: undefined } }),
        false,
      ],
      [
        'a text property without its mapping',
        registered('customerDb', {
          id: answeredId,
          name: { 'x-platform-type': 'text', type: 'string', nullable: true },
        }),
        false,
      ],
      [
        'a text property without nullable',
        registered('customerDb', {
          id: answeredId,
          name: { 'x-platform-type': 'text', 'x-platform-mapping': 'member_name', type: 'string' },
        }),
        false,
      ],
      [
        'an unknown item type',
        registered('customerDb', {
          id: answeredId,
          name: { 'x-platform-type': 'reference', 'x-platform-mapping': 'm', type: 'string', nullable: true },
        }),
        false,
      ],
    ]),
  )('a registered spec with %s -> accepted %s', (_name, want, body) => {
    expect(accepts(spec.schema('ApiDefinitionSpec'), JSON.parse(JSON.stringify(body)))).toBe(want);
  });

  const error = { timestamp: '2024-05-01T01:00:00Z', error: 'Bad Request', message: 'limit: 1 to 100', path: '/x' };
  it.each([
    ['ErrorBody', 400, true],
    ['ErrorBody', 503, true],
    ['ErrorBody', 200, false],
    ['ErrorBody', 600, false],
    ['DeleteResult', 200, true],
    ['DeleteResult', 404, false],
  ] as const)('%s with status %d -> accepted %s', (name, status, want) => {
    const body = name === 'DeleteResult' ? { ...error, error: 'OK', status } : { ...error, status };
    expect(accepts(spec.schema(name), body)).toBe(want);
  });

  const prefix = '/apis/record.database/v1/accounts/{accountCode}';
  it.each(
    wantFirst([
      ['openapi 3.0.1 with servers, paths and components', {}, true],
      ['openapi 3.1.0', { openapi: '3.1.0' }, false],
      ['no components', { components: undefined }, false],
      ['a path outside the record operations', { paths: { [`${prefix}/member/export`]: {} } }, false],
      ['the authenticate path', { paths: { [`${prefix}/member/records/{id}/authenticate`]: { post: {} } } }, true],
      ['a path without the account prefix', { paths: { '/member/records': { post: {} } } }, false],
    ]),
  )('an OpenAPI document with %s -> accepted %s', (_name, want, overrides) => {
    const document = {
      openapi: '3.0.1',
      info: { title: 'memberApi', version: '1' },
      servers: [{ url: 'https://db.example.net' }],
      paths: { [`${prefix}/member/records`]: { post: {} }, [`${prefix}/member/records/{id}`]: { get: {} } },
      components: { schemas: { Member: { type: 'object' } } },
      ...overrides,
    };
    expect(accepts(spec.responseSchema('getOpenApi', '200'), JSON.parse(JSON.stringify(document)))).toBe(want);
  });
});
