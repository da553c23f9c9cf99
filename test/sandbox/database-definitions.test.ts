/**
 * putApiDefinition and the other management operations on API definitions: what the service fills in, type
 * inference, the id rules, item creation and binding, history databases created on first use, select options,
 * the limits, readiness, and paging of listApiDefinition.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DbSandbox, definition, history, HISTORY_IDS, MASTER, MASTER_ID } from './database-harness.js';

let db: DbSandbox;
beforeAll(async () => {
  db = await DbSandbox.start();
});
afterAll(() => db.close());
beforeEach(() => db.reset());

type Json = any;

async function put(
  name: string,
  properties: Json,
  main: Json = MASTER,
): Promise<{ status: number; message: string; json: Json }> {
  const answer = await db.manage('putApiDefinition', { name, body: definition(name, properties, main) });
  return { status: answer.status, message: answer.json?.message ?? '', json: answer.json };
}

async function columns(database = '_customer'): Promise<Json[]> {
  const answer = await db.manage('getDatabaseDefinition', { name: database });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.spec.columns;
}

const options = (...values: number[]): Json[] =>
  values.map((value) => ({ value, label: `Option ${value}`, hasExtraText: value === 9 }));

describe('putApiDefinition fills in what the service sets', () => {
  it('metadata, each property type, format, nullable, x-platform-type, x-platform-mapping and status', async () => {
    const before = Date.now();
    const json = await db.define('member', {
      ...MASTER_ID,
      email: { 'x-platform-type': 'mailAddress', 'x-platform-mapping': '_mailAddress' },
      name: { type: 'string' },
      color: { 'x-platform-type': 'singleSelect', 'x-platform-select-value-definitions': options(1, 2) },
    });
    expect(json.metadata).toMatchObject({
      kind: 'ApiDefinition',
      apiVersion: 'database/v1',
      name: 'member',
      accountCode: 'demo',
    });
    expect(Date.parse(json.metadata.creationTimestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(json.spec.resources.main).toEqual(MASTER);
    expect(json.spec.schema.properties).toEqual({
      id: {
        type: 'integer',
        format: 'int64',
        nullable: false,
        'x-platform-type': 'platformId',
        'x-platform-mapping': '_platformId',
      },
      email: {
        type: 'string',
        format: 'email',
        nullable: true,
        'x-platform-type': 'mailAddress',
        'x-platform-mapping': '_mailAddress',
      },
      name: { type: 'string', nullable: true, 'x-platform-type': 'text', 'x-platform-mapping': 'member_name' },
      color: {
        type: 'array',
        nullable: true,
        'x-platform-type': 'singleSelect',
        'x-platform-mapping': 'member_color',
        'x-platform-select-value-definitions': options(1, 2),
        items: {
          type: 'object',
          properties: { value: { type: 'integer' }, extraText: { type: 'string', nullable: true } },
          required: ['value'],
        },
      },
    });
    expect(json.status.ready.status).toBe(true);
    expect(json.status.databaseDefinitionSync.status).toBe(true);
  });

  it('keeps uid and creationTimestamp across puts and changes resourceVersion on every put', async () => {
    const first = await db.define('member', MASTER_ID);
    const second = await db.define('member', MASTER_ID);
    const third = await db.define('member', { ...MASTER_ID, name: { type: 'string' } });
    expect(second.metadata.uid).toBe(first.metadata.uid);
    expect(second.metadata.creationTimestamp).toBe(first.metadata.creationTimestamp);
    const versions = [first, second, third].map((d) => d.metadata.resourceVersion);
    expect(new Set(versions).size).toBe(3);
    const got = await db.manage('getApiDefinition', { name: 'member' });
    expect(got.json).toEqual(third);
  });

  it('ignores status and the service-set metadata in the request', async () => {
    const first = await db.define('member', MASTER_ID);
    const body = {
      ...first,
      metadata: { ...first.metadata, uid: 'mine', resourceVersion: '999' },
      status: { ready: false },
    };
    const answer = await db.manage('putApiDefinition', { name: 'member', body });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.metadata.uid).toBe(first.metadata.uid);
    expect(answer.json.metadata.resourceVersion).not.toBe('999');
  });

  it('takes back its own answer unchanged (get, then put)', async () => {
    const first = await db.define('member', {
      ...MASTER_ID,
      tags: { 'x-platform-type': 'multipleSelect', 'x-platform-select-value-definitions': options(1, 9) },
      lists: { 'x-platform-type': 'mlRefusalFlags', 'x-platform-mapping': '_mlRefusalFlags' },
    });
    const again = await db.manage('putApiDefinition', { name: 'member', body: first });
    expect(again.status, again.text).toBe(200);
    expect(again.json.spec).toEqual(first.spec);
  });
});

describe('property types', () => {
  it.each([
    [{ type: 'string' }, 'text', undefined],
    [{ type: 'number' }, 'number', undefined],
    [{ type: 'string', format: 'date' }, 'date', 'date'],
    [{ type: 'string', format: 'month-day' }, 'monthDay', 'month-day'],
    [{ type: 'string', format: 'date-time' }, 'dateTime', 'date-time'],
  ])('%j without x-platform-type means %s', async (property, type, format) => {
    const json = await db.define('member', { ...MASTER_ID, p: property });
    expect(json.spec.schema.properties.p['x-platform-type']).toBe(type);
    expect(json.spec.schema.properties.p.format).toBe(format);
  });

  it.each([
    ['x-platform-type', { type: 'string', 'x-platform-type': 'password' }, { type: 'string' }],
    ['x-platform-type alone', { 'x-platform-type': 'dateTime' }, { type: 'string', format: 'date-time' }],
    [
      'x-platform-type with a mapping',
      { 'x-platform-type': 'mobileMailAddress', 'x-platform-mapping': '_mobileMailAddress' },
      { type: 'string', format: 'email', 'x-platform-type': 'mobileMailAddress' },
    ],
  ])('%s gives the type and format', async (_name, property, want) => {
    const json = await db.define('member', { ...MASTER_ID, p: property });
    expect(json.spec.schema.properties.p).toMatchObject(want);
    // The item-type table gives the password types and the error counts no format.
    if (property['x-platform-type'] === 'password') expect(json.spec.schema.properties.p).not.toHaveProperty('format');
  });

  it.each([
    ['type integer alone', { type: 'integer' }, 'p.x-platform-type is required'],
    ['type boolean alone', { type: 'boolean' }, 'p.x-platform-type is required'],
    ['type array alone', { type: 'array' }, 'p.x-platform-type is required'],
    ['string with format email', { type: 'string', format: 'email' }, 'p.x-platform-type is required'],
    ['number with a format', { type: 'number', format: 'float' }, 'p.x-platform-type is required'],
    ['nothing at all', {}, 'p.x-platform-type is required'],
    ['a mapping alone', { 'x-platform-mapping': '_mobileMailAddress' }, 'p.x-platform-type is required'],
    [
      'a format the item-type table does not give',
      { 'x-platform-type': 'password', format: 'password' },
      'p.format must be absent for x-platform-type password',
    ],
    ['an unknown x-platform-type', { 'x-platform-type': 'money' }, 'p.x-platform-type "money" is not an item type'],
    [
      'a type against x-platform-type',
      { 'x-platform-type': 'text', type: 'number' },
      'p.type must be string for x-platform-type text',
    ],
    [
      'a format against x-platform-type',
      { 'x-platform-type': 'date', format: 'date-time' },
      'p.format must be date for x-platform-type date',
    ],
    [
      'a format where the type has none',
      { 'x-platform-type': 'text', format: 'email' },
      'p.format must be absent for x-platform-type text',
    ],
    ['a non-boolean nullable', { type: 'string', nullable: 'yes' }, 'p.nullable must be a boolean'],
    ['a non-object property', 'text', 'spec.schema.properties.p is required and must be an object'],
    ['an empty mapping', { type: 'string', 'x-platform-mapping': '' }, 'p.x-platform-mapping must be an item name'],
  ])('%s is refused with 400', async (_name, property, message) => {
    const answer = await put('member', { ...MASTER_ID, p: property });
    expect(answer.status).toBe(400);
    expect(answer.message).toContain(message);
  });

  it.each(['Name', '1a', 'a-b', '_a', 'a.b', ''])('property name %j is refused', async (name) => {
    const answer = await put('member', { ...MASTER_ID, [name]: { type: 'string' } });
    expect(answer.status).toBe(400);
    expect(answer.message).toContain('property names must match [a-z][a-zA-Z0-9_]*');
  });

  it.each(['a', 'aB_1', 'constructor', 'toString', 'hasOwnProperty'])('property name %j is fine', async (name) => {
    const json = await db.define('member', { ...MASTER_ID, [name]: { type: 'string' } });
    expect(Object.keys(json.spec.schema.properties)).toEqual(['id', name]);
  });
});

describe('the id rules', () => {
  it.each([
    [
      'a master definition without id',
      MASTER,
      { name: { type: 'string' } },
      'properties.id is required: a customerDb definition needs property id of x-platform-type platformId',
    ],
    [
      'a master id of type text',
      MASTER,
      { id: { type: 'string' } },
      'properties.id must have x-platform-type platformId in a customerDb definition',
    ],
    [
      'a master id of type historyId',
      MASTER,
      { id: { 'x-platform-type': 'historyId' } },
      'database _customer has no item of type historyId',
    ],
    [
      'a platformId not named id',
      MASTER,
      { ...MASTER_ID, owner: { 'x-platform-type': 'platformId', 'x-platform-mapping': '_platformId' } },
      'already bound to property id',
    ],
    [
      'a history definition without id',
      history('orders'),
      { customer: { 'x-platform-type': 'platformId' } },
      'needs property id of x-platform-type historyId',
    ],
    [
      'a history id of type platformId',
      history('orders'),
      { id: { 'x-platform-type': 'platformId' } },
      'properties.id must have x-platform-type historyId',
    ],
    [
      'a history definition without platformId',
      history('orders'),
      { id: { 'x-platform-type': 'historyId' } },
      'needs a property of x-platform-type platformId',
    ],
    [
      'a historyId not named id',
      history('orders'),
      { ...HISTORY_IDS, other: { 'x-platform-type': 'historyId', 'x-platform-mapping': '_historyId' } },
      'already bound to property id',
    ],
  ])('%s is refused', async (_name, main, properties, message) => {
    const answer = await put('member', properties, main);
    expect(answer.status).toBe(400);
    expect(answer.message).toContain(message);
  });

  it('a history definition binds id and platformId to its database own items', async () => {
    const json = await db.define('orders', { ...HISTORY_IDS, total: { type: 'number' } }, history('orders'));
    expect(json.spec.schema.properties.id).toMatchObject({
      'x-platform-type': 'historyId',
      'x-platform-mapping': '_historyId',
      nullable: false,
    });
    expect(json.spec.schema.properties.customer).toMatchObject({
      'x-platform-type': 'platformId',
      'x-platform-mapping': '_platformId',
      nullable: false,
    });
    expect(json.spec.schema.properties.total['x-platform-mapping']).toBe('orders_total');
  });
});

describe('items', () => {
  it('a creatable type gets a new item {definition}_{property}, shown in the database definition', async () => {
    await db.define('member', { ...MASTER_ID, name: { type: 'string' }, birthday: { type: 'string', format: 'date' } });
    const names = (await columns()).map((c) => [c.name, c.type]);
    expect(names.slice(-2)).toEqual([
      ['member_name', 'text'],
      ['member_birthday', 'date'],
    ]);
  });

  it('a second put binds the same item again instead of creating another', async () => {
    await db.define('member', { ...MASTER_ID, name: { type: 'string' } });
    await db.define('member', { ...MASTER_ID, name: { type: 'string' } });
    expect((await columns()).filter((c) => c.name === 'member_name')).toHaveLength(1);
  });

  it('an existing item of that name but another type is refused', async () => {
    await db.define('member', { ...MASTER_ID, name: { type: 'string' } });
    const answer = await put('member', { ...MASTER_ID, name: { type: 'number' } });
    expect(answer.status).toBe(400);
    expect(answer.message).toContain('the item member_name already exists with type text, not number');
  });

  it('x-platform-mapping binds an existing item, of another definition too', async () => {
    await db.define('member', { ...MASTER_ID, name: { type: 'string' } });
    const json = await db.define('contact', {
      ...MASTER_ID,
      fullName: { type: 'string', 'x-platform-mapping': 'member_name' },
      mail: { 'x-platform-type': 'mailAddress', 'x-platform-mapping': '_mailAddress' },
    });
    expect(json.spec.schema.properties.fullName['x-platform-mapping']).toBe('member_name');
    expect(json.spec.schema.properties.mail['x-platform-type']).toBe('mailAddress');
    expect((await columns()).some((c) => c.name === 'contact_fullName')).toBe(false);
  });

  it.each([
    [
      'an unknown item',
      { type: 'string', 'x-platform-mapping': 'nothing' },
      'x-platform-mapping: database _customer has no item nothing',
    ],
    [
      'an item of another type',
      { type: 'number', 'x-platform-mapping': '_mailAddress' },
      'item _mailAddress is of type mailAddress, not number',
    ],
  ])('x-platform-mapping to %s is refused', async (_name, property, message) => {
    const answer = await put('member', { ...MASTER_ID, p: property });
    expect(answer.status).toBe(400);
    expect(answer.message).toContain(message);
  });

  it.each([
    ['mailAddress', '_mailAddress'],
    ['mobileMailAddress', '_mobileMailAddress'],
    ['updatedDate', '_updatedDate'],
    ['registeredDate', '_registeredDate'],
    ['mailRefusalFlag', '_mailRefusalFlag'],
    ['mailAddressErrorCount', '_mailAddressErrorCount'],
    ['mobileMailAddressErrorCount', '_mobileMailAddressErrorCount'],
    ['mlRefusalFlags', '_mlRefusalFlags'],
  ])('a %s property needs a mapping, since items of that type cannot be created: %s', async (type, item) => {
    const refused = await put('member', { ...MASTER_ID, p: { 'x-platform-type': type } });
    expect(refused.status).toBe(400);
    expect(refused.message).toContain(`p.x-platform-mapping is required: items of type ${type} cannot be created`);
    expect(refused.message).toContain(`database _customer has ${item}`);
    const json = await db.define('member', {
      ...MASTER_ID,
      p: { 'x-platform-type': type, 'x-platform-mapping': item },
    });
    expect(json.spec.schema.properties.p['x-platform-mapping']).toBe(item);
  });

  it('a history definition needs a mapping for its service dates, not for its ids', async () => {
    const refused = await put(
      'orders',
      { ...HISTORY_IDS, at: { 'x-platform-type': 'registeredDate' } },
      history('orders'),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain(
      'at.x-platform-mapping is required: items of type registeredDate cannot be created',
    );
    const json = await db.define(
      'orders',
      { ...HISTORY_IDS, at: { 'x-platform-type': 'registeredDate', 'x-platform-mapping': '_registeredDate' } },
      history('orders'),
    );
    expect(json.spec.schema.properties.at['x-platform-mapping']).toBe('_registeredDate');
  });

  it('a non-creatable type the database lacks is refused', async () => {
    const answer = await put(
      'orders',
      { ...HISTORY_IDS, mail: { 'x-platform-type': 'mailAddress' } },
      history('orders'),
    );
    expect(answer.status).toBe(400);
    expect(answer.message).toContain(
      'database orders has no item of type mailAddress, and items of type mailAddress cannot be created',
    );
  });

  it('two properties may not bind one item', async () => {
    const answer = await put('member', {
      ...MASTER_ID,
      a: { 'x-platform-type': 'mailAddress', 'x-platform-mapping': '_mailAddress' },
      b: { 'x-platform-type': 'mailAddress', 'x-platform-mapping': '_mailAddress' },
    });
    expect(answer.status).toBe(400);
    expect(answer.message).toContain('item _mailAddress is already bound to property a');
  });

  it('a refused put changes nothing: no item, no database, no definition', async () => {
    const answer = await put(
      'orders',
      { ...HISTORY_IDS, total: { type: 'number' }, bad: { type: 'integer' } },
      history('orders'),
    );
    expect(answer.status).toBe(400);
    expect((await db.manage('getDatabaseDefinition', { name: 'orders' })).status).toBe(404);
    expect((await db.manage('getApiDefinition', { name: 'orders' })).status).toBe(404);
    const before = await columns();
    expect((await put('member', { ...MASTER_ID, name: { type: 'string' }, bad: { type: 'integer' } })).status).toBe(
      400,
    );
    expect(await columns()).toEqual(before);
  });
});

describe('databases', () => {
  it('a history database is created on first use, with its built-in items', async () => {
    expect((await db.manage('getDatabaseDefinition', { name: 'orders' })).status).toBe(404);
    await db.define('orders', HISTORY_IDS, history('orders'));
    const answer = await db.manage('getDatabaseDefinition', { name: 'orders' });
    expect(answer.json.spec).toMatchObject({ label: 'orders', type: 'historyDb' });
    expect(answer.json.spec.columns.map((c: Json) => [c.name, c.type])).toEqual([
      ['_historyId', 'historyId'],
      ['_platformId', 'platformId'],
      ['_registeredDate', 'registeredDate'],
      ['_updatedDate', 'updatedDate'],
    ]);
  });

  it('a second definition over the history database uses it', async () => {
    await db.define('orders', { ...HISTORY_IDS, total: { type: 'number' } }, history('orders'));
    await db.define(
      'orderTotals',
      { ...HISTORY_IDS, amount: { type: 'number', 'x-platform-mapping': 'orders_total' } },
      history('orders'),
    );
    const list = await db.manage('listDatabaseDefinition');
    expect(list.json.items.map((d: Json) => d.metadata.name)).toEqual(['_customer', 'orders']);
  });

  it.each([
    ['a reserved name', history('_orders'), 'database names beginning with an underscore are reserved'],
    ['a name that is not path-safe', history('my orders'), 'a new database name must match'],
    ['a new customerDb', { mapping: 'customers2', type: 'customerDb' }, 'there is no customerDb database customers2'],
    ['_customer as historyDb', history('_customer'), 'database _customer is a customerDb, not a historyDb'],
    [
      'an unknown type',
      { mapping: '_customer', type: 'referenceDb' },
      'spec.resources.main.type must be customerDb or historyDb',
    ],
    ['no mapping', { type: 'historyDb' }, 'spec.resources.main.mapping is required'],
  ])('%s is refused', async (_name, main, message) => {
    const answer = await put('orders', HISTORY_IDS, main);
    expect(answer.status).toBe(400);
    expect(answer.message).toContain(message);
  });

  it('a history database used as customerDb is refused', async () => {
    await db.define('orders', HISTORY_IDS, history('orders'));
    const answer = await put('member', MASTER_ID, { mapping: 'orders', type: 'customerDb' });
    expect(answer.status).toBe(400);
    expect(answer.message).toContain('database orders is a historyDb, not a customerDb');
  });
});

describe('select options (rule 4)', () => {
  const color = (defs?: Json[]): Json => ({
    ...MASTER_ID,
    color: { 'x-platform-type': 'multipleSelect', ...(defs ? { 'x-platform-select-value-definitions': defs } : {}) },
  });

  it('given options are stored; omitted, they are left alone', async () => {
    await db.define('member', color(options(1, 2, 9)));
    await db.define('member', color());
    const column = (await columns()).find((c) => c.name === 'member_color');
    expect(column.platformSelectValueDefinitions).toEqual(options(1, 2, 9));
    expect(
      (await db.manage('getApiDefinition', { name: 'member' })).json.spec.schema.properties.color[
        'x-platform-select-value-definitions'
      ],
    ).toEqual(options(1, 2, 9));
  });

  it('options left out are deleted with their stored selections; extra text goes where an option takes none', async () => {
    await db.define('member', color(options(1, 2, 9)));
    const a = await db.create('member', { color: [{ value: 2 }] });
    const b = await db.create('member', { color: [{ value: 1 }, { value: 2 }, { value: 9, extraText: 'note' }] });
    await db.define(
      'member',
      color([
        ...options(1, 9).map((o) => ({ ...o, hasExtraText: false })),
        { value: 3, label: 'New', hasExtraText: false },
      ]),
    );
    expect((await db.record('get', { name: 'member', id: a.id })).json.color).toBeNull();
    expect((await db.record('get', { name: 'member', id: b.id })).json.color).toEqual([
      { value: 1, extraText: null },
      { value: 9, extraText: null },
    ]);
    const written = await db.record('create', { name: 'member', body: { color: [{ value: 2 }] } });
    expect(written.status).toBe(400);
    expect(written.json.message).toContain('2 is not an option of item member_color (options: 1, 9, 3)');
  });

  it.each([
    [
      'on a text property',
      { type: 'string', 'x-platform-select-value-definitions': options(1) },
      'applies only to singleSelect, multipleSelect and mlRefusalFlags',
    ],
    [
      'that is not an array',
      { 'x-platform-type': 'singleSelect', 'x-platform-select-value-definitions': {} },
      'must be an array',
    ],
    [
      'with value 0',
      {
        'x-platform-type': 'singleSelect',
        'x-platform-select-value-definitions': [{ value: 0, label: 'a', hasExtraText: false }],
      },
      '[0].value must be an integer >= 1',
    ],
    [
      'with a value twice',
      { 'x-platform-type': 'singleSelect', 'x-platform-select-value-definitions': [...options(1), ...options(1)] },
      '[1].value 1 is given twice',
    ],
    [
      'without label',
      { 'x-platform-type': 'singleSelect', 'x-platform-select-value-definitions': [{ value: 1, hasExtraText: false }] },
      '[0].label must be a string',
    ],
    [
      'without hasExtraText',
      { 'x-platform-type': 'singleSelect', 'x-platform-select-value-definitions': [{ value: 1, label: 'a' }] },
      '[0].hasExtraText must be a boolean',
    ],
  ])('definitions %s are refused', async (_name, property, message) => {
    const answer = await put('member', { ...MASTER_ID, p: property });
    expect(answer.status).toBe(400);
    expect(answer.message).toContain(message);
  });
});

const METADATA = { kind: 'ApiDefinition', apiVersion: 'database/v1', name: 'member' };

describe('the request', () => {
  it.each([
    [
      'metadata.name differing from the path',
      { ...definition('other', MASTER_ID) },
      'metadata.name must equal the name in the path (member)',
    ],
    ['no metadata', { spec: definition('member', MASTER_ID).spec }, 'metadata is required and must be an object'],
    [
      'another kind',
      { ...definition('member', MASTER_ID), metadata: { ...METADATA, kind: 'DatabaseDefinition' } },
      'metadata.kind is required and must be ApiDefinition',
    ],
    [
      'no kind',
      { ...definition('member', MASTER_ID), metadata: { name: 'member', apiVersion: 'database/v1' } },
      'metadata.kind is required and must be ApiDefinition',
    ],
    [
      'another apiVersion',
      { ...definition('member', MASTER_ID), metadata: { ...METADATA, apiVersion: 'database/v2' } },
      'metadata.apiVersion is required and must be database/v1',
    ],
    [
      'no apiVersion',
      { ...definition('member', MASTER_ID), metadata: { name: 'member', kind: 'ApiDefinition' } },
      'metadata.apiVersion is required and must be database/v1',
    ],
    ['no spec', { metadata: METADATA }, 'spec is required and must be an object'],
    [
      'no spec.resources.main',
      { metadata: METADATA, spec: { resources: {}, schema: { properties: MASTER_ID } } },
      'spec.resources.main is required',
    ],
    [
      'no spec.schema.properties',
      { metadata: METADATA, spec: { resources: { main: MASTER }, schema: {} } },
      'spec.schema.properties is required',
    ],
    ['an array', [], 'the body must be an ApiDefinition object'],
    ['text that is not JSON', '{"metadata":', 'the request body is not valid JSON'],
  ])('%s is refused with 400', async (_name, body, message) => {
    const answer = await db.manage('putApiDefinition', { name: 'member', body });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain(message);
    expect(answer.json.message).toMatch(/^putApiDefinition: /);
  });

  it('a body that is not sent as JSON is refused', async () => {
    const answer = await db.manage('putApiDefinition', {
      name: 'member',
      body: JSON.stringify(definition('member', MASTER_ID)),
      contentType: 'text/plain',
    });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain('Content-Type: application/json');
  });

  it.each([
    ['Member', 'must match [a-z][a-zA-Z0-9_]*'],
    ['my-api', 'must match [a-z][a-zA-Z0-9_]*'],
    ['member_Filter', 'must not end in _Filter'],
    ['member_QueryRequest', 'must not end in _QueryRequest'],
  ])('the definition name %s is refused', async (name, message) => {
    const answer = await put(name, MASTER_ID);
    expect(answer.status).toBe(400);
    expect(answer.message).toContain(message);
  });
});

describe('limits (rule 6)', () => {
  it('20 definitions per account; the 21st is refused, updating one of the 20 is not', async () => {
    for (let i = 0; i < 20; i++) await db.define(`d${i}`, MASTER_ID);
    const answer = await put('d20', MASTER_ID);
    expect(answer.status).toBe(400);
    expect(answer.message).toContain('an account holds at most 20 API definitions');
    await db.define('d19', { ...MASTER_ID, name: { type: 'string' } });
    await db.manage('deleteApiDefinition', { name: 'd0' });
    await db.define('d20', MASTER_ID);
  });

  it('100 properties per definition; 101 are refused', async () => {
    const properties = (n: number): Json => ({
      ...MASTER_ID,
      ...Object.fromEntries(Array.from({ length: n - 1 }, (_, i) => [`p${i}`, { type: 'string' }])),
    });
    const json = await db.define('member', properties(100));
    expect(Object.keys(json.spec.schema.properties)).toHaveLength(100);
    const answer = await put('member', properties(101));
    expect(answer.status).toBe(400);
    expect(answer.message).toContain('spec.schema.properties has 101 properties; at most 100 are allowed');
  });
});

describe('removing and deleting (rule 5)', () => {
  it('a property removed keeps its item and values; put back, they show again', async () => {
    await db.define('member', { ...MASTER_ID, name: { type: 'string' } });
    const { id } = await db.create('member', { name: 'Ann' });
    await db.define('member', MASTER_ID);
    expect((await db.record('get', { name: 'member', id })).json).toEqual({ id });
    expect((await columns()).some((c) => c.name === 'member_name')).toBe(true);
    await db.define('member', { ...MASTER_ID, name: { type: 'string' } });
    expect((await db.record('get', { name: 'member', id })).json).toEqual({ id, name: 'Ann' });
  });

  it('deleting a definition keeps its items and records', async () => {
    await db.define('member', { ...MASTER_ID, name: { type: 'string' } });
    const { id } = await db.create('member', { name: 'Ann' });
    const deleted = await db.manage('deleteApiDefinition', { name: 'member' });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({
      status: 200,
      error: 'OK',
      message: 'API definition member deleted',
      path: '/apis/apidefinition.database/v1/accounts/demo/apidefinitions/member',
    });
    expect((await db.manage('getApiDefinition', { name: 'member' })).status).toBe(404);
    expect((await db.record('get', { name: 'member', id })).status).toBe(404);
    expect((await db.manage('deleteApiDefinition', { name: 'member' })).status).toBe(404);
    await db.define('member', { ...MASTER_ID, name: { type: 'string' } });
    expect((await db.record('get', { name: 'member', id })).json).toEqual({ id, name: 'Ann' });
  });

  it('two definitions over one database see the same records through their own properties', async () => {
    await db.define('member', {
      ...MASTER_ID,
      name: { type: 'string' },
      email: { 'x-platform-type': 'mailAddress', 'x-platform-mapping': '_mailAddress' },
    });
    await db.define('contact', { ...MASTER_ID, label: { type: 'string', 'x-platform-mapping': 'member_name' } });
    const { id } = await db.create('member', { name: 'Ann', email: 'ann@example.com' });
    expect((await db.record('get', { name: 'contact', id })).json).toEqual({ id, label: 'Ann' });
    await db.record('patch', { name: 'contact', id, body: { label: 'Anne' } });
    expect((await db.record('get', { name: 'member', id })).json).toEqual({
      id,
      name: 'Anne',
      email: 'ann@example.com',
    });
  });
});

describe('readiness', () => {
  it('is immediate by default', async () => {
    expect((await db.define('member', MASTER_ID)).status.ready).toMatchObject({
      status: true,
      message: 'The API is ready.',
    });
  });

  it('with definitionReadySeconds, a put is not ready for that long; its record calls answer 409 meanwhile', async () => {
    const slow = await DbSandbox.start({ config: { definitionReadySeconds: 30 } });
    try {
      const put = await slow.define('member', { ...MASTER_ID, name: { type: 'string' } });
      expect(put.status.ready).toMatchObject({ status: false, message: 'Database settings are being applied.' });
      expect(put.status.databaseDefinitionSync.status).toBe(false);
      const early = await slow.record('create', { name: 'member', body: { name: 'Ann' } });
      expect(early.status).toBe(409);
      expect(early.headers.get('retry-after')).toMatch(/^(29|30)$/);
      expect(early.json.message).toContain('API definition member is not ready yet');
      expect((await slow.record('query', { name: 'member', body: {} })).status).toBe(409);
      await slow.advance(30);
      const got = await slow.manage('getApiDefinition', { name: 'member' });
      expect(got.json.status.ready.status).toBe(true);
      expect(
        Date.parse(got.json.status.ready.lastUpdatedTimestamp) - Date.parse(put.status.ready.lastUpdatedTimestamp),
      ).toBe(30_000);
      expect((await slow.record('create', { name: 'member', body: { name: 'Ann' } })).status).toBe(200);
    } finally {
      await slow.close();
    }
  });
});

describe('listApiDefinition', () => {
  async function pages(limit: number): Promise<string[][]> {
    const out: string[][] = [];
    let token: string | undefined;
    do {
      const query: Record<string, string> = { limit: String(limit), ...(token ? { continueToken: token } : {}) };
      const answer = await db.manage('listApiDefinition', { query });
      expect(answer.status, answer.text).toBe(200);
      out.push(answer.json.items.map((d: Json) => d.metadata.name));
      token = answer.json.metadata.continueToken;
    } while (token);
    return out;
  }

  it('lists every definition exactly once across pages, with no token after the last page', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `d${i}`);
    for (const name of names) await db.define(name, MASTER_ID);
    for (const limit of [1, 3, 7, 19, 20, 100]) {
      const got = await pages(limit);
      expect(got.flat(), `limit ${limit}`).toEqual(names);
      expect(got.length).toBe(Math.ceil(20 / limit));
      expect(got.slice(0, -1).every((p) => p.length === limit)).toBe(true);
    }
    const all = await db.manage('listApiDefinition');
    expect(all.json.items).toHaveLength(20);
    expect(all.json.metadata).toEqual({});
  });

  it('an empty account lists nothing', async () => {
    expect((await db.manage('listApiDefinition')).json).toEqual({ metadata: {}, items: [] });
  });

  it('definitions added or removed between pages do not make others appear twice or go missing', async () => {
    for (let i = 0; i < 6; i++) await db.define(`d${i}`, MASTER_ID);
    const first = await db.manage('listApiDefinition', { query: { limit: '3' } });
    await db.manage('deleteApiDefinition', { name: 'd1' });
    await db.manage('deleteApiDefinition', { name: 'd4' });
    await db.define('d6', MASTER_ID);
    await db.define('d0', { ...MASTER_ID, name: { type: 'string' } });
    const second = await db.manage('listApiDefinition', {
      query: { limit: '3', continueToken: first.json.metadata.continueToken },
    });
    expect([...first.json.items, ...second.json.items].map((d: Json) => d.metadata.name)).toEqual([
      'd0',
      'd1',
      'd2',
      'd3',
      'd5',
      'd6',
    ]);
  });

  it.each([['0'], ['101'], ['-1'], ['1.5'], ['ten'], ['']])('limit=%s is refused', async (limit) => {
    const answer = await db.manage('listApiDefinition', { query: { limit } });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain('limit must be an integer from 1 to 100');
  });

  it('a continueToken the list did not give is refused, that of the other list too', async () => {
    await db.define('orders', HISTORY_IDS, history('orders'));
    const databases = await db.manage('listDatabaseDefinition', { query: { limit: '1' } });
    for (const continueToken of ['nonsense', databases.json.metadata.continueToken]) {
      const answer = await db.manage('listApiDefinition', { query: { continueToken } });
      expect(answer.status).toBe(400);
      expect(answer.json.message).toContain('continueToken is not a token this list returned');
    }
  });
});
