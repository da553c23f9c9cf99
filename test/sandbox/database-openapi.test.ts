/**
 * getOpenApi and getAllOpenApi, fact by fact against the layout of the real service's public getOpenApi answer
 * (specs/database.yaml, tag `openApi`, "The document"): `openapi: 3.0.1`, info without license or contact, a
 * server of the host only, full record paths with `accountCode` as a path-item parameter, a string `id`, one
 * tag per definition without a description, operations with a description only, the documented responses, root
 * security, the seven (or nine) component schemas, no x- extensions; then the values in both records shapes (the
 * reference's and 2020's), the filter listing exactly the operators each item type allows, deterministic bytes,
 * and validity under Redocly's OpenAPI rules.
 */
import { bundleFromString, createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordsShape } from '../../sandbox/index.js';
import { EVERY_TYPE } from './database-fixtures.js';
import { DbSandbox, history, HISTORY_IDS, RECORD_PATH_PREFIX } from './database-harness.js';

type Json = any;

const sandboxes = new Map<RecordsShape, DbSandbox>();
beforeAll(async () => {
  for (const shape of ['reference', '2020'] as const)
    sandboxes.set(shape, await DbSandbox.start({ recordsShape: shape }));
});
afterAll(async () => {
  for (const db of sandboxes.values()) await db.close();
});
beforeEach(async () => {
  for (const db of sandboxes.values()) await db.reset();
});
const sandbox = (shape: RecordsShape): DbSandbox => sandboxes.get(shape) as DbSandbox;
const SHAPES = ['reference', '2020'] as const;

/** Operators per item type in the reference shape: the operator table, multipleSelect and mlRefusalFlags with in/notIn. */
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

/** The 2020 sample's filter: no isNotNull; multipleSelect (and mlRefusalFlags) with contains, notContains, containsEvery, containsSome. */
function operators2020(type: string): string[] {
  const multi = type === 'multipleSelect' || type === 'mlRefusalFlags';
  if (multi) return ['isNull', 'contains', 'notContains', ...SET];
  return (OPERATORS[type] ?? []).filter((o) => o !== 'isNotNull');
}

const MEMBER: Json = EVERY_TYPE;
const ORDERS: Json = { ...HISTORY_IDS, total: { type: 'number' } };

async function defineBoth(db: DbSandbox): Promise<void> {
  await db.define('member', MEMBER);
  await db.define('orders', ORDERS, history('orders'));
}

async function documentText(db: DbSandbox, name?: string): Promise<string> {
  const answer = name === undefined ? await db.manage('getAllOpenApi') : await db.manage('getOpenApi', { name });
  expect(answer.status, answer.text).toBe(200);
  return answer.text;
}

async function documentOf(shape: RecordsShape, name?: string): Promise<Json> {
  const db = sandbox(shape);
  await defineBoth(db);
  return JSON.parse(await documentText(db, name));
}

/** Every [key, value, path] anywhere in the document. */
function entries(node: unknown, at = '', out: [string, unknown, string][] = []): [string, unknown, string][] {
  if (Array.isArray(node)) node.forEach((n, i) => entries(n, `${at}/${i}`, out));
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      out.push([key, value, `${at}/${key}`]);
      entries(value, `${at}/${key}`, out);
    }
  }
  return out;
}

const methodsOf = (item: Json): [string, Json][] => Object.entries(item).filter(([m]) => m !== 'parameters');

describe.each(SHAPES)('the layout of the %s shape', (shape) => {
  it('is OpenAPI 3.0.1 with title, description and an opaque version, no license or contact', async () => {
    const doc = await documentOf(shape, 'member');
    expect(doc.openapi).toBe('3.0.1');
    expect(Object.keys(doc.info).sort()).toEqual(['description', 'title', 'version']);
    expect(doc.info).toMatchObject({
      title: 'memberApi',
      description: expect.any(String),
      version: expect.any(String),
    });
    expect(JSON.parse(await documentText(sandbox(shape))).info.title).toBe('demoApi');
  });

  it('has one server: the host only, without variables', async () => {
    const doc = await documentOf(shape);
    expect(doc.servers).toEqual([{ url: sandbox(shape).url }]);
  });

  it('writes the record paths in full, accountCode a path-item $ref and id a string path parameter', async () => {
    const doc = await documentOf(shape);
    const operations = Object.entries(doc.paths as Json).flatMap(([path, item]: [string, Json]) =>
      methodsOf(item).map(([method, op]) => [path.replace(RECORD_PATH_PREFIX, '…'), method, op.operationId]),
    );
    expect(operations).toEqual([
      ['…/member/records', 'post', 'createMember'],
      ['…/member/query', 'post', 'queryMember'],
      ['…/member/count', 'post', 'countMember'],
      ['…/member/records/{id}', 'get', 'getMember'],
      ['…/member/records/{id}', 'patch', 'patchMember'],
      ['…/member/records/{id}', 'delete', 'deleteMember'],
      ['…/member/records/{id}/authenticate', 'post', 'authenticateMember'],
      ['…/orders/records', 'post', 'createOrders'],
      ['…/orders/query', 'post', 'queryOrders'],
      ['…/orders/count', 'post', 'countOrders'],
      ['…/orders/records/{id}', 'get', 'getOrders'],
      ['…/orders/records/{id}', 'patch', 'patchOrders'],
      ['…/orders/records/{id}', 'delete', 'deleteOrders'],
    ]);
    expect(Object.keys(doc.paths).every((p) => p.startsWith(`${RECORD_PATH_PREFIX}/`))).toBe(true);
    for (const [path, item] of Object.entries(doc.paths as Json) as [string, Json][]) {
      const id = path.includes('{id}') ? [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] : [];
      expect(item.parameters, path).toEqual([{ $ref: '#/components/parameters/accountCode' }, ...id]);
    }
    expect(doc.components.parameters).toEqual({
      accountCode: { name: 'accountCode', in: 'path', required: true, schema: { type: 'string' } },
    });
    expect(doc.paths[`${RECORD_PATH_PREFIX}/member/records/{id}`].patch.parameters).toEqual([
      expect.objectContaining({ name: 'fields', in: 'query', schema: { type: 'string' } }),
    ]);
  });

  it('has one tag per definition without a description, and operations with a description only', async () => {
    const doc = await documentOf(shape);
    expect(doc.tags).toEqual([{ name: 'member' }, { name: 'orders' }]);
    for (const item of Object.values(doc.paths as Json)) {
      for (const [, op] of methodsOf(item)) {
        expect(op.summary).toBeUndefined();
        expect(op.description).toMatch(/^(member|orders) \S+$/);
        expect(op.tags).toEqual([op.operationId.endsWith('Member') ? 'member' : 'orders']);
      }
    }
    expect(doc.paths[`${RECORD_PATH_PREFIX}/member/records`].post.description).toBe('member 登録');
  });

  it.each<[string, string, Record<string, boolean>]>([
    ['create', '/member/records', { '200': true }],
    ['query', '/member/query', { '200': true }],
    ['count', '/member/count', { '200': true }],
    ['get', '/member/records/{id}', { '200': true, '404': false }],
    ['patch', '/member/records/{id}', { '200': true, '404': false }],
    ['delete', '/member/records/{id}', { '204': false, '404': false }],
    ['authenticate', '/member/records/{id}/authenticate', { '200': true, '404': false }],
  ])('declares the responses of %s (status: with content), no 400, 401, 403, 409 or 429', async (verb, path, want) => {
    const doc = await documentOf(shape);
    const [, op] = methodsOf(doc.paths[`${RECORD_PATH_PREFIX}${path}`]).find(([, o]) =>
      o.operationId.startsWith(verb),
    ) as [string, Json];
    const declared = Object.fromEntries(
      Object.entries(op.responses as Json).map(([status, r]: [string, Json]) => [status, r.content !== undefined]),
    );
    expect(declared).toEqual(want);
  });

  it('has root security oauth db:record:execute or bearer, with their schemes', async () => {
    const doc = await documentOf(shape);
    const db = sandbox(shape);
    expect(doc.security).toEqual([{ oauth: ['db:record:execute'] }, { bearer: [] }]);
    expect(doc.components.securitySchemes.oauth).toMatchObject({
      type: 'oauth2',
      flows: { clientCredentials: { tokenUrl: `${db.url}/oauth2/token` } },
    });
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    for (const item of Object.values(doc.paths as Json))
      for (const [, op] of methodsOf(item)) expect(op.security).toBeUndefined();
  });

  it('has the component schemas of each definition and no others', async () => {
    const doc = await documentOf(shape);
    const suffixes = ['', '_Filter', '_Order', '_QueryRequest', '_QueryResponse', '_CountRequest', '_CountResponse'];
    expect(Object.keys(doc.components.schemas).sort()).toEqual(
      [
        ...suffixes.map((s) => `Member${s}`),
        'Member_AuthenticateRequest',
        'Member_AuthenticateResponse',
        ...suffixes.map((s) => `Orders${s}`),
      ].sort(),
    );
    expect(Object.keys(doc.components).sort()).toEqual(['parameters', 'schemas', 'securitySchemes']);
    expect(doc.components.schemas.Member_AuthenticateRequest).toMatchObject({
      required: ['propertyName', 'value'],
      properties: { propertyName: { type: 'string', enum: ['secret'] }, value: { type: 'string' } },
    });
  });

  it('carries no x- extension, no additionalProperties, no writeOnly, and readOnly only on the id', async () => {
    const doc = await documentOf(shape);
    const found = entries(doc);
    expect(found.filter(([k]) => k.startsWith('x-'))).toEqual([]);
    expect(found.filter(([k]) => k === 'additionalProperties' || k === 'writeOnly')).toEqual([]);
    const readOnly = found.filter(([k]) => k === 'readOnly').map(([, , at]) => at);
    expect(readOnly).toEqual(
      shape === '2020'
        ? []
        : ['/components/schemas/Member/properties/id/readOnly', '/components/schemas/Orders/properties/id/readOnly'],
    );
    // `required` only where the reference gives it: authenticate's body and a chosen option's value.
    const required = found.filter(([k, v]) => k === 'required' && Array.isArray(v)).map(([, , at]) => at);
    const allowed = /(\/Member_AuthenticateRequest|\/(lists|color|tags)\/items)\/required$/;
    expect(required.filter((at) => !allowed.test(at))).toEqual([]);
  });
});

describe('the values of the reference shape', () => {
  it('fills in nullable, ids int64, select values arrays of {value, extraText}', async () => {
    const schemas = (await documentOf('reference')).components.schemas;
    const member = schemas.Member.properties;
    expect(member.id).toEqual({ type: 'integer', format: 'int64', nullable: false, readOnly: true });
    expect(member.updated).toEqual({ type: 'string', format: 'date-time', nullable: true });
    expect(member.pin).toEqual({ type: 'string', format: 'password', nullable: true });
    expect(member.anniversary).toEqual({ type: 'string', format: 'month-day', nullable: true });
    expect(member.errors).toEqual({ type: 'integer', format: 'int32', nullable: true });
    const selection = {
      type: 'object',
      required: ['value'],
      properties: { value: { type: 'integer', minimum: 1 }, extraText: { type: 'string', nullable: true } },
    };
    expect(member.color).toEqual({ type: 'array', maxItems: 1, items: selection, nullable: true });
    expect(member.tags).toEqual({ type: 'array', items: selection, nullable: true });
    const orders = schemas.Orders.properties;
    expect(orders.id).toEqual({ type: 'integer', format: 'int64', nullable: false, readOnly: true });
    expect(orders.customer).toEqual({ type: 'integer', format: 'int64', nullable: false });
    expect(schemas.Member_QueryRequest.properties).toEqual({
      filter: { $ref: '#/components/schemas/Member_Filter' },
      order: { $ref: '#/components/schemas/Member_Order' },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 100 },
      offset: { type: 'integer', minimum: 0, default: 0 },
    });
    expect(schemas.Member_CountResponse.properties.count).toEqual({ type: 'integer', format: 'int64' });
  });
});

describe('the values of the 2020 shape', () => {
  it('says nothing of null; ids integer without a format; a singleSelect is one object, a multipleSelect an array', async () => {
    const schemas = (await documentOf('2020')).components.schemas;
    const member = schemas.Member.properties;
    expect(entries(schemas).filter(([k]) => k === 'nullable')).toEqual([]);
    expect(member.id).toEqual({ type: 'integer' });
    expect(schemas.Orders.properties.customer).toEqual({ type: 'integer' });
    const selection = {
      type: 'object',
      properties: { value: { type: 'integer', format: 'int32', minimum: 1 }, extraText: { type: 'string' } },
    };
    expect(member.color).toEqual(selection);
    expect(member.tags).toEqual({ type: 'array', items: selection });
    expect(member.lists).toEqual({ type: 'array', items: selection });
  });

  it('has int32 operands of ids, limit, offset and count, and sort keys with a direction', async () => {
    const schemas = (await documentOf('2020', 'member')).components.schemas;
    expect(schemas.Member_Filter.properties.id_eq).toEqual({ type: 'integer', format: 'int32' });
    expect(schemas.Member_Filter.properties.id_in).toEqual({
      type: 'array',
      minItems: 1,
      items: { type: 'integer', format: 'int32' },
    });
    expect(schemas.Member_QueryRequest.properties.limit).toEqual({ type: 'integer', format: 'int32' });
    expect(schemas.Member_QueryRequest.properties.offset).toEqual({ type: 'integer', format: 'int32' });
    expect(schemas.Member_CountResponse.properties.count).toEqual({ type: 'integer', format: 'int32' });
    expect(schemas.Member_Order.items.enum.every((k: string) => /_(asc|desc)$/.test(k))).toBe(true);
  });
});

describe.each(SHAPES)('the filter of the %s shape', (shape) => {
  const allowed = (type: string) => (shape === '2020' ? operators2020(type) : (OPERATORS[type] ?? []));

  it.each(Object.entries(MEMBER).map(([name, p]: [string, Json]) => [name, p['x-platform-type'] as string]))(
    'lists %s (%s) with exactly the operators its type allows',
    async (name, type) => {
      await sandbox(shape).define('member', MEMBER);
      const filter = JSON.parse(await documentText(sandbox(shape), 'member')).components.schemas.Member_Filter;
      const listed = Object.keys(filter.properties).filter(
        (k) => k.startsWith(`${name}_`) && !Object.hasOwn(MEMBER, k),
      );
      expect(listed).toEqual(allowed(type).map((op) => `${name}_${op}`));
    },
  );

  it('orders by every property whose type allows lt/gt', async () => {
    await sandbox(shape).define('member', MEMBER);
    const order = JSON.parse(await documentText(sandbox(shape), 'member')).components.schemas.Member_Order;
    const sortable = Object.entries(MEMBER)
      .filter(([, p]: [string, Json]) => OPERATORS[p['x-platform-type']]?.includes('lt'))
      .flatMap(([name]) => [...(shape === 'reference' ? [name] : []), `${name}_asc`, `${name}_desc`]);
    expect(order).toEqual({ type: 'array', maxItems: 2, items: { type: 'string', enum: sortable } });
    expect(sortable).not.toContain('tags_asc');
  });

  it('follows the definition: a removed property leaves the filter', async () => {
    await sandbox(shape).define('member', MEMBER);
    const { email: _email, ...rest } = MEMBER;
    await sandbox(shape).define('member', rest);
    const filter = JSON.parse(await documentText(sandbox(shape), 'member')).components.schemas.Member_Filter;
    expect(Object.keys(filter.properties).some((k) => k.startsWith('email_'))).toBe(false);
  });
});

describe('the operands of the reference shape', () => {
  it('types each operand: eq/notEq nullable, isNull boolean, list operators non-empty arrays', async () => {
    const { properties } = (await documentOf('reference', 'member')).components.schemas.Member_Filter;
    expect(properties.age_eq).toEqual({ type: 'number', nullable: true });
    expect(properties.age_gt).toEqual({ type: 'number' });
    expect(properties.age_isNull).toEqual({ type: 'boolean' });
    expect(properties.age_in).toEqual({ type: 'array', minItems: 1, items: { type: 'number' } });
    expect(properties.id_lt).toEqual({ type: 'integer', format: 'int64' });
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
});

describe.each(SHAPES)('getOpenApi and getAllOpenApi in the %s shape', (shape) => {
  it('getOpenApi holds only its definition; getAllOpenApi all of them', async () => {
    const one = await documentOf(shape, 'orders');
    expect(Object.keys(one.paths).every((p) => p.startsWith(`${RECORD_PATH_PREFIX}/orders/`))).toBe(true);
    expect(Object.keys(one.components.schemas).filter((s) => s.startsWith('Member'))).toEqual([]);
    const all = JSON.parse(await documentText(sandbox(shape)));
    expect(Object.keys(all.paths)).toHaveLength(9);
  });

  it('gives the same bytes for the same state, whatever the order definitions were put in', async () => {
    const db = sandbox(shape);
    await defineBoth(db);
    const first = await documentText(db);
    expect(await documentText(db)).toBe(first);
    const other = await DbSandbox.start({ recordsShape: shape });
    try {
      await other.define('orders', ORDERS, history('orders'));
      await other.define('member', MEMBER);
      const answer = await other.manage('getAllOpenApi');
      expect(answer.text.replaceAll(other.url, db.url)).toBe(first);
    } finally {
      await other.close();
    }
  });

  it('changes its version when a definition changes, and only then', async () => {
    const db = sandbox(shape);
    await defineBoth(db);
    const before = JSON.parse(await documentText(db)).info.version;
    await db.define('orders', ORDERS, history('orders'));
    expect(JSON.parse(await documentText(db)).info.version).toBe(before);
    await db.define('orders', { ...ORDERS, note: { type: 'string' } }, history('orders'));
    expect(JSON.parse(await documentText(db)).info.version).not.toBe(before);
  });

  it('getOpenApi of an unknown definition gives 404', async () => {
    const answer = await sandbox(shape).manage('getOpenApi', { name: 'nothing' });
    expect(answer.status).toBe(404);
    expect(answer.json.message).toBe('getOpenApi: there is no API definition nothing');
  });
});

describe('validity', () => {
  /** Redocly's rules of OpenAPI itself (its `spec` ruleset): what every reader of the document relies on. */
  async function problems(text: string): Promise<string[]> {
    const config = await createConfig({ extends: ['spec'] });
    const found = await lintFromString({ source: text, absoluteRef: 'records.json', config });
    const bundled = await bundleFromString({ source: text, absoluteRef: 'records.json', config, dereference: true });
    return [...found, ...bundled.problems].map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
  }

  it.each(SHAPES)(
    'finds nothing in the %s documents of every type, history included, and of no definition',
    async (shape) => {
      const db = sandbox(shape);
      const empty = await documentText(db);
      expect(JSON.parse(empty).paths).toEqual({});
      expect(await problems(empty)).toEqual([]);
      await defineBoth(db);
      expect(await problems(await documentText(db))).toEqual([]);
      expect(await problems(await documentText(db, 'orders'))).toEqual([]);
    },
  );
});
