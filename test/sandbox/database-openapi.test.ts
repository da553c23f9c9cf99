/**
 * getOpenApi and getAllOpenApi: OpenAPI 3.0.1 documents in the fixed shape (servers, tags, paths,
 * operationIds, component schemas), the filter listing exactly the operators each item type allows (the table
 * below is the database API's operator table), no x- extensions, deterministic bytes, and lint-clean under
 * Redocly's strictest built-in rules.
 */
import { bundleFromString, createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVERY_TYPE } from './database-fixtures.js';
import { DbSandbox, history, HISTORY_IDS } from './database-harness.js';

let db: DbSandbox;
beforeAll(async () => {
  db = await DbSandbox.start();
});
afterAll(() => db.close());
beforeEach(() => db.reset());

type Json = any;

/** Operators per item type: the operator table, multipleSelect and mlRefusalFlags with in/notIn. */
const EQ = ['eq', 'notEq'];
const NULL = ['isNull', 'isNotNull'];
const CMP = ['lt', 'lte', 'gt', 'gte'];
const IN = ['in', 'notIn'];
const TEXT = ['contains', 'notContains', 'startsWith', 'notStartsWith', 'endsWith', 'notEndsWith'];
const SET = ['containsEvery', 'containsSome'];
const OPERATORS: Readonly<Record<string, readonly string[]>> = {
  platformId: [...EQ, ...CMP, ...IN],
  historyId: [...EQ, ...CMP, ...IN],
  mailAddress: [...EQ, ...NULL, ...CMP, ...IN, ...TEXT],
  mobileMailAddress: [...EQ, ...NULL, ...CMP, ...IN, ...TEXT],
  updatedDate: [...EQ, ...CMP, ...IN],
  registeredDate: [...EQ, ...CMP, ...IN],
  mailRefusalFlag: EQ,
  mailAddressErrorCount: [...EQ, ...CMP, ...IN],
  mobileMailAddressErrorCount: [...EQ, ...CMP, ...IN],
  mlRefusalFlags: [...NULL, ...IN, ...SET],
  text: [...EQ, ...NULL, ...CMP, ...IN, ...TEXT],
  number: [...EQ, ...NULL, ...CMP, ...IN],
  date: [...EQ, ...NULL, ...CMP, ...IN],
  monthDay: [...EQ, ...NULL, ...CMP, ...IN],
  dateTime: [...EQ, ...NULL, ...CMP, ...IN],
  singleSelect: [...EQ, ...NULL, ...CMP, ...IN],
  multipleSelect: [...NULL, ...IN, ...SET],
  password: [],
  passwordHash: [],
};

const MEMBER: Json = EVERY_TYPE;
const ORDERS: Json = { ...HISTORY_IDS, total: { type: 'number' } };

async function defineBoth(): Promise<void> {
  await db.define('member', MEMBER);
  await db.define('orders', ORDERS, history('orders'));
}

async function documentText(name?: string): Promise<string> {
  const answer = name === undefined ? await db.manage('getAllOpenApi') : await db.manage('getOpenApi', { name });
  expect(answer.status, answer.text).toBe(200);
  return answer.text;
}

/** Every key anywhere in the document. */
function keys(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => keys(n, out));
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      out.push(key);
      keys(value, out);
    }
  }
  return out;
}

describe('the document', () => {
  it('is OpenAPI 3.0.1 with one server naming db_url and accountCode', async () => {
    await defineBoth();
    const doc = JSON.parse(await documentText());
    expect(doc.openapi).toBe('3.0.1');
    expect(doc.servers).toHaveLength(1);
    expect(doc.servers[0]).toMatchObject({
      url: '{db_url}/apis/record.database/v1/accounts/{accountCode}',
      variables: { db_url: { default: db.url }, accountCode: { default: 'demo' } },
    });
    expect(doc.tags.map((t: Json) => t.name)).toEqual(['member', 'orders']);
  });

  it('has the paths, methods and operationIds of each definition; authenticate only with a passwordHash property', async () => {
    await defineBoth();
    const doc = JSON.parse(await documentText());
    const operations = Object.entries(doc.paths as Json).flatMap(([path, item]: [string, Json]) =>
      Object.entries(item)
        .filter(([method]) => method !== 'parameters')
        .map(([method, op]: [string, Json]) => [path, method, op.operationId, op.tags]),
    );
    expect(operations).toEqual([
      ['/member/records', 'post', 'createMember', ['member']],
      ['/member/query', 'post', 'queryMember', ['member']],
      ['/member/count', 'post', 'countMember', ['member']],
      ['/member/records/{id}', 'get', 'getMember', ['member']],
      ['/member/records/{id}', 'patch', 'patchMember', ['member']],
      ['/member/records/{id}', 'delete', 'deleteMember', ['member']],
      ['/member/records/{id}/authenticate', 'post', 'authenticateMember', ['member']],
      ['/orders/records', 'post', 'createOrders', ['orders']],
      ['/orders/query', 'post', 'queryOrders', ['orders']],
      ['/orders/count', 'post', 'countOrders', ['orders']],
      ['/orders/records/{id}', 'get', 'getOrders', ['orders']],
      ['/orders/records/{id}', 'patch', 'patchOrders', ['orders']],
      ['/orders/records/{id}', 'delete', 'deleteOrders', ['orders']],
    ]);
    expect(doc.paths['/member/records/{id}'].patch.parameters).toEqual([
      expect.objectContaining({ name: 'fields', in: 'query', schema: { type: 'string' } }),
    ]);
  });

  it('has the component schemas of each definition and one shared DeleteResult', async () => {
    await defineBoth();
    const doc = JSON.parse(await documentText());
    const suffixes = ['', '_Filter', '_Order', '_QueryRequest', '_QueryResponse', '_CountRequest', '_CountResponse'];
    expect(Object.keys(doc.components.schemas).sort()).toEqual(
      [
        ...suffixes.map((s) => `Member${s}`),
        'Member_AuthenticateRequest',
        'Member_AuthenticateResponse',
        ...suffixes.map((s) => `Orders${s}`),
        'DeleteResult',
      ].sort(),
    );
    expect(doc.components.schemas.DeleteResult.required).toEqual(['timestamp', 'status', 'error', 'message', 'path']);
    expect(doc.components.schemas.Member_AuthenticateRequest).toMatchObject({
      required: ['propertyName', 'value'],
      additionalProperties: false,
      properties: { propertyName: { type: 'string', enum: ['secret'] }, value: { type: 'string' } },
    });
  });

  it('carries no x- extension anywhere', async () => {
    await defineBoth();
    expect(keys(JSON.parse(await documentText())).filter((k) => k.startsWith('x-'))).toEqual([]);
  });
});

describe('the record schema', () => {
  it('marks ids and service dates read-only, passwords write-only, and nullable what may be null', async () => {
    await defineBoth();
    const schemas = JSON.parse(await documentText()).components.schemas;
    const member = schemas.Member.properties;
    expect(schemas.Member.additionalProperties).toBe(false);
    expect(member.id).toMatchObject({ type: 'integer', format: 'int64', readOnly: true });
    expect(member.id.nullable).toBeUndefined();
    expect(member.updated).toMatchObject({ type: 'string', format: 'date-time', readOnly: true, nullable: true });
    expect(member.registered).toMatchObject({ readOnly: true });
    expect(member.pin).toMatchObject({ type: 'string', format: 'password', writeOnly: true });
    expect(member.secret).toMatchObject({ type: 'string', format: 'password', writeOnly: true });
    expect(member.anniversary).toMatchObject({ type: 'string', format: 'month-day', nullable: true });
    expect(member.birthday).toMatchObject({ type: 'string', format: 'date' });
    expect(member.email).toMatchObject({ type: 'string', format: 'email' });
    expect(member.refusal).toMatchObject({ type: 'boolean', nullable: true });
    expect(member.errors).toMatchObject({ type: 'integer', minimum: 0 });
    expect(member.color).toMatchObject({
      type: 'array',
      maxItems: 1,
      items: {
        type: 'object',
        required: ['value'],
        properties: { value: { type: 'integer', minimum: 1 }, extraText: { type: 'string', nullable: true } },
      },
    });
    expect(member.color.items.properties.value.description).toContain('1 = Red');
    expect(member.tags.maxItems).toBeUndefined();
    const orders = schemas.Orders.properties;
    expect(orders.id).toMatchObject({ type: 'integer', format: 'int64', readOnly: true });
    expect(orders.customer).toMatchObject({ type: 'integer', format: 'int64' });
    expect(orders.customer.readOnly).toBeUndefined();
    expect(orders.customer.nullable).toBeUndefined();
  });
});

describe('the filter', () => {
  it.each(Object.entries(MEMBER).map(([name, p]: [string, Json]) => [name, p['x-platform-type'] as string]))(
    'lists %s (%s) with exactly the operators its type allows',
    async (name, type) => {
      await db.define('member', MEMBER);
      const filter = JSON.parse(await documentText('member')).components.schemas.Member_Filter;
      const listed = Object.keys(filter.properties).filter(
        (k) => k.startsWith(`${name}_`) && !Object.hasOwn(MEMBER, k),
      );
      expect(listed).toEqual((OPERATORS[type] ?? []).map((op) => `${name}_${op}`));
    },
  );

  it('types each operand: eq/notEq nullable, isNull boolean, list operators non-empty arrays', async () => {
    await db.define('member', MEMBER);
    const { properties, additionalProperties } = JSON.parse(await documentText('member')).components.schemas
      .Member_Filter;
    expect(additionalProperties).toBe(false);
    expect(properties.age_eq).toEqual({ type: 'number', nullable: true });
    expect(properties.age_gt).toEqual({ type: 'number' });
    expect(properties.age_isNull).toEqual({ type: 'boolean' });
    expect(properties.age_in).toEqual({ type: 'array', minItems: 1, items: { type: 'number' } });
    expect(properties.id_lt).toEqual({ type: 'integer', format: 'int64', minimum: 1 });
    expect(properties.color_eq).toEqual({ type: 'integer', minimum: 1, nullable: true });
    expect(properties.tags_containsEvery).toEqual({
      type: 'array',
      minItems: 1,
      items: { type: 'integer', minimum: 1 },
    });
    expect(properties.name_startsWith).toEqual({ type: 'string' });
    expect(properties.seen_gte).toEqual({ type: 'string', format: 'date-time' });
    expect(properties.refusal_eq).toEqual({ type: 'boolean', nullable: true });
    for (const word of ['AND', 'OR']) {
      expect(properties[word]).toMatchObject({
        type: 'array',
        minItems: 1,
        maxItems: 10,
        items: { $ref: '#/components/schemas/Member_Filter' },
      });
    }
  });

  it('order lists bare, _asc and _desc of every property whose type allows lt/gt', async () => {
    await db.define('member', MEMBER);
    const order = JSON.parse(await documentText('member')).components.schemas.Member_Order;
    const sortable = Object.entries(MEMBER)
      .filter(([, p]: [string, Json]) => OPERATORS[p['x-platform-type']]?.includes('lt'))
      .flatMap(([name]) => [name, `${name}_asc`, `${name}_desc`]);
    expect(order).toMatchObject({ type: 'array', maxItems: 2, items: { type: 'string', enum: sortable } });
    expect(sortable).not.toContain('tags');
  });

  it('query and count bodies take filter, order, limit 1..100 and offset >= 0, nothing else', async () => {
    await db.define('member', MEMBER);
    const schemas = JSON.parse(await documentText('member')).components.schemas;
    expect(schemas.Member_QueryRequest).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: {
        filter: { $ref: '#/components/schemas/Member_Filter' },
        order: { $ref: '#/components/schemas/Member_Order' },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 100 },
        offset: { type: 'integer', minimum: 0, default: 0 },
      },
    });
    expect(schemas.Member_CountRequest).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: { filter: { $ref: '#/components/schemas/Member_Filter' } },
    });
    expect(schemas.Member_QueryResponse.properties.metadata.properties.hasMore).toMatchObject({ type: 'boolean' });
    expect(schemas.Member_CountResponse.required).toEqual(['count']);
  });

  it('follows the definition: a removed property leaves the filter', async () => {
    await db.define('member', MEMBER);
    const { email: _email, ...rest } = MEMBER;
    await db.define('member', rest);
    const filter = JSON.parse(await documentText('member')).components.schemas.Member_Filter;
    expect(Object.keys(filter.properties).some((k) => k.startsWith('email_'))).toBe(false);
  });
});

describe('getOpenApi and getAllOpenApi', () => {
  it('getOpenApi holds only its definition; getAllOpenApi all of them', async () => {
    await defineBoth();
    const one = JSON.parse(await documentText('orders'));
    expect(Object.keys(one.paths).every((p) => p.startsWith('/orders/'))).toBe(true);
    expect(Object.keys(one.components.schemas).filter((s) => s.startsWith('Member'))).toEqual([]);
    const all = JSON.parse(await documentText());
    expect(Object.keys(all.paths)).toHaveLength(9);
  });

  it('gives the same bytes for the same state, whatever the order definitions were put in', async () => {
    await defineBoth();
    const first = await documentText();
    expect(await documentText()).toBe(first);
    const other = await DbSandbox.start();
    try {
      await other.define('orders', ORDERS, history('orders'));
      await other.define('member', MEMBER);
      const answer = await other.manage('getAllOpenApi');
      expect(answer.text.replaceAll(other.url, db.url)).toBe(first);
    } finally {
      await other.close();
    }
  });

  it('getOpenApi of an unknown definition gives 404', async () => {
    const answer = await db.manage('getOpenApi', { name: 'nothing' });
    expect(answer.status).toBe(404);
    expect(answer.json.message).toBe('getOpenApi: there is no API definition nothing');
  });
});

describe('lint', () => {
  /**
   * Redocly's recommended-strict rules, without info-license: the service's documents name no license, and a
   * made-up one would tell users something untrue.
   */
  async function problems(text: string): Promise<string[]> {
    const config = await createConfig({ extends: ['recommended-strict'], rules: { 'info-license': 'off' } });
    const found = await lintFromString({ source: text, absoluteRef: 'records.json', config });
    const bundled = await bundleFromString({ source: text, absoluteRef: 'records.json', config, dereference: true });
    return [...found, ...bundled.problems].map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
  }

  it('finds nothing in the document of every type, history included', async () => {
    await defineBoth();
    expect(await problems(await documentText())).toEqual([]);
    expect(await problems(await documentText('orders'))).toEqual([]);
  });

  it('finds nothing in the document of an account without definitions', async () => {
    const text = await documentText();
    expect(JSON.parse(text).paths).toEqual({});
    expect(await problems(text)).toEqual([]);
  });
});
