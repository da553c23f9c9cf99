/**
 * The database management spec against tables written by hand from the service's published reference (its
 * sections Resources and their fields, Endpoints, Errors, Authentication, Limits) and the project's fixed
 * paths and decisions (the spec's "Where the reference is silent"). The tables are deliberately not read from
 * the spec, so a spec edit that drifts from the reference fails here.
 */
import { describe, expect, it } from 'vitest';
import { get, isObject, loadDatabaseSpec, type JsonObject } from './load-spec.js';

const spec = await loadDatabaseSpec();

const DESIGN = 'db:apidefinition:design';
const OPENAPI_READ = 'db:openapi:read';

// reference: Endpoints (the eight management operations), with the fixed paths and tags. Only the path of
// listApiDefinition is shown by the reference; the others are inferred.
const OPERATIONS = [
  ['listApiDefinition', 'get', '/apidefinitions', [DESIGN], 'apiDefinitions', 'ApiDefinitionList'],
  ['putApiDefinition', 'put', '/apidefinitions/{name}', [DESIGN], 'apiDefinitions', 'ApiDefinition'],
  ['getApiDefinition', 'get', '/apidefinitions/{name}', [DESIGN], 'apiDefinitions', 'ApiDefinition'],
  ['deleteApiDefinition', 'delete', '/apidefinitions/{name}', [DESIGN], 'apiDefinitions', 'DeleteResult'],
  ['getOpenApi', 'get', '/apidefinitions/{name}/openapi', [DESIGN, OPENAPI_READ], 'openApi', 'RecordsOpenApiDocument'],
  ['getAllOpenApi', 'get', '/openapi', [DESIGN, OPENAPI_READ], 'openApi', 'RecordsOpenApiDocument'],
  ['listDatabaseDefinition', 'get', '/databasedefinitions', [DESIGN], 'databaseDefinitions', 'DatabaseDefinitionList'],
  [
    'getDatabaseDefinition',
    'get',
    '/databasedefinitions/{name}',
    [DESIGN],
    'databaseDefinitions',
    'DatabaseDefinition',
  ],
] as const;
const PUBLIC_PATHS = ['/apidefinitions'];
const LIST_OPERATIONS = ['listApiDefinition', 'listDatabaseDefinition'];
const SHARED_ERRORS: ReadonlyArray<readonly [string, string]> = [
  ['401', 'Unauthorized'],
  ['403', 'Forbidden'],
  ['404', 'NotFound'],
  ['405', 'MethodNotAllowed'],
  ['429', 'TooManyRequests'],
  ['500', 'InternalServerError'],
  ['503', 'ServiceUnavailable'],
];

// reference: Resources and their fields, "Item types" (type column; format from the Note column and the fixed
// decisions: email, ISO 8601 date-time, yyyy-MM-dd, --MM-dd, ids up to 2^63-1 as int64), "New item can be
// created".
const ITEM_TYPES: ReadonlyArray<readonly [string, string, string | null, boolean]> = [
  ['platformId', 'integer', 'int64', false],
  ['historyId', 'integer', 'int64', false],
  ['mailAddress', 'string', 'email', false],
  ['mobileMailAddress', 'string', 'email', false],
  ['updatedDate', 'string', 'date-time', false],
  ['registeredDate', 'string', 'date-time', false],
  ['mailRefusalFlag', 'boolean', null, false],
  ['mailAddressErrorCount', 'integer', null, false],
  ['mobileMailAddressErrorCount', 'integer', null, false],
  ['mlRefusalFlags', 'array', null, false],
  ['text', 'string', null, true],
  ['number', 'number', null, true],
  ['date', 'string', 'date', true],
  ['monthDay', 'string', 'month-day', true],
  ['dateTime', 'string', 'date-time', true],
  ['singleSelect', 'array', null, true],
  ['multipleSelect', 'array', null, true],
  ['password', 'string', null, true],
  ['passwordHash', 'string', null, true],
];
const SELECT_TYPES = ['singleSelect', 'multipleSelect', 'mlRefusalFlags'];
// reference: "x-platform-type may be omitted for these pairs of type/format".
const OMISSION_PAIRS: ReadonlyArray<readonly [string, string, string | null]> = [
  ['text', 'string', null],
  ['number', 'number', null],
  ['date', 'string', 'date'],
  ['monthDay', 'string', 'month-day'],
  ['dateTime', 'string', 'date-time'],
];

// reference: "Usable operators per type", read as the fixed decisions say (multipleSelect and mlRefusalFlags:
// isNull, isNotNull, in, notIn, containsEvery, containsSome). Columns: eq/notEq, isNull/isNotNull,
// lt/lte/gt/gte, in/notIn, contains/notContains, startsWith.../notEndsWith, containsEvery/containsSome.
const OPERATOR_COLUMNS = [
  ['eq', 'notEq'],
  ['isNull', 'isNotNull'],
  ['lt', 'lte', 'gt', 'gte'],
  ['in', 'notIn'],
  ['contains', 'notContains'],
  ['startsWith', 'notStartsWith', 'endsWith', 'notEndsWith'],
  ['containsEvery', 'containsSome'],
];
const OPERATOR_ROWS: Record<string, string> = {
  platformId: 'YNYYNNN',
  historyId: 'YNYYNNN',
  mailAddress: 'YYYYYYN',
  mobileMailAddress: 'YYYYYYN',
  updatedDate: 'YNYYNNN',
  registeredDate: 'YNYYNNN',
  mailRefusalFlag: 'YNNNNNN',
  mailAddressErrorCount: 'YNYYNNN',
  mobileMailAddressErrorCount: 'YNYYNNN',
  mlRefusalFlags: 'NYNYNNY',
  text: 'YYYYYYN',
  number: 'YYYYNNN',
  date: 'YYYYNNN',
  monthDay: 'YYYYNNN',
  dateTime: 'YYYYNNN',
  singleSelect: 'YYYYNNN',
  multipleSelect: 'NYNYNNY',
  // Not in the reference's table: no operator (decision written in the spec).
  password: 'NNNNNNN',
  passwordHash: 'NNNNNNN',
};
const operatorsOf = (row: string): string[] => OPERATOR_COLUMNS.flatMap((ops, i) => (row[i] === 'Y' ? ops : []));

// reference: "Data conversion".
const CONVERSIONS = [
  ['U+2015', 'U+2014'],
  ['U+FF5E', 'U+301C'],
  ['U+2225', 'U+2016'],
  ['U+FF0D', 'U+2212'],
  ['U+FFE0', 'U+00A2'],
  ['U+FFE1', 'U+00A3'],
  ['U+FFE2', 'U+00AC'],
];

const schemaAt = (name: string, ...keys: string[]): JsonObject => {
  const node = get(spec.schema(name), ...keys);
  if (!isObject(node)) throw new Error(`${name} has no ${keys.join('.')}`);
  return node;
};
/** The schema at a dotted field path, following `properties` (and one `allOf` wrapper). */
function fieldSchema(name: string, dotted: string): JsonObject {
  let node: JsonObject = spec.schema(name);
  for (const key of dotted.split('.').filter((k) => k !== '')) {
    const next = get(node, 'properties', key);
    if (!isObject(next)) throw new Error(`${name} has no field ${dotted}`);
    const wrapped = get(next, 'allOf', '0');
    node = isObject(wrapped) ? { ...wrapped, ...next } : next;
  }
  return node;
}
/** A field is present in every answer: required by its parent schema. */
function isRequired(name: string, dotted: string): boolean {
  const parts = dotted.split('.');
  return requiredOf(fieldSchema(name, parts.slice(0, -1).join('.'))).includes(parts.at(-1));
}
// The id property is a platformId (master database) or a historyId (history database), answered and put.
const ID_SHAPES = [
  ['PlatformIdPropertyDefinition', 'PlatformIdPropertyInput', 'platformId'],
  ['HistoryIdPropertyDefinition', 'HistoryIdPropertyInput', 'historyId'],
] as const;
// A registered property is one of two shapes (select types or the others).
const PROPERTY_SHAPES = ['TypedPropertyDefinition', 'SelectPropertyDefinition'] as const;
const requiredOf = (node: JsonObject): unknown[] => (Array.isArray(node['required']) ? node['required'] : []);
/** The trimmed cells of the Markdown table row of `text` whose first cell is `first`. */
function tableRow(text: string, first: string): string[] | undefined {
  const line = text.split('\n').find((l) => l.trim().startsWith(`| ${first} |`));
  return line
    ?.trim()
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim());
}
const infoDescription = String(get(spec.document, 'info', 'description'));
const tagDescription = (name: string): string => {
  const tags = get(spec.document, 'tags') as JsonObject[];
  return String(tags.find((tag) => tag['name'] === name)?.['description']);
};

describe('operations', () => {
  it('holds exactly the eight management operations', () => {
    const actual = spec.operations.map((op) => `${op.method} ${op.path} ${op.operationId}`).sort();
    const expected = OPERATIONS.map(([id, method, path]) => `${method} ${path} ${id}`).sort();
    expect(actual).toEqual(expected);
  });

  it.each(OPERATIONS)('%s (%s %s) accepts %j, is tagged %s, is documented', (id, _m, _p, scopes, tag) => {
    const { operation } = spec.operation(id);
    expect(operation['summary']).toEqual(expect.any(String));
    expect(String(operation['description']).length).toBeGreaterThan(40);
    expect(operation['tags']).toEqual([tag]);
    // Any one of the scopes opens the operation, or a bearer token that carries it.
    expect(operation['security']).toEqual([...scopes.map((scope) => ({ oauth2: [scope] })), { bearerAuth: [] }]);
  });

  it.each(OPERATIONS.map(([id, , , , , schema]) => [id, schema] as const))('%s answers 200 with %s', (id, schema) => {
    expect(get(spec.bundledRef(id, 'responses', '200'), 'content', 'application/json', 'schema', '$ref')).toBe(
      `#/components/schemas/${schema}`,
    );
    expect(
      Object.keys(spec.operation(id).operation['responses'] as JsonObject).filter((s) => s.startsWith('2')),
    ).toEqual(['200']);
  });

  it('marks every path but the one the reference shows as inferred', () => {
    for (const [path, item] of Object.entries(get(spec.bundled, 'paths') as JsonObject)) {
      expect(get(item, 'x-inferred'), path).toBe(PUBLIC_PATHS.includes(path) ? undefined : true);
    }
  });

  it.each(OPERATIONS)('%s shares the error responses 401..503, each with the error body', (id) => {
    for (const [status, name] of SHARED_ERRORS) {
      expect(
        get(spec.bundled, 'paths', spec.operation(id).path, spec.operation(id).method, 'responses', status, '$ref'),
      ).toBe(`#/components/responses/${name}`);
      expect(get(spec.bundledRef(id, 'responses', status), 'content', 'application/json', 'schema', '$ref')).toBe(
        '#/components/schemas/ErrorBody',
      );
    }
    // No management operation has a conflict.
    expect(get(spec.operation(id).operation, 'responses', '409')).toBeUndefined();
  });

  it.each(OPERATIONS)('%s answers 400 only when it takes a body or paging parameters', (id) => {
    const badRequest = spec.bundledRef(id, 'responses', '400');
    const takesInput = id === 'putApiDefinition' || LIST_OPERATIONS.includes(id);
    expect(get(badRequest, 'content', 'application/json', 'schema', '$ref')).toBe(
      takesInput ? '#/components/schemas/ErrorBody' : undefined,
    );
  });

  it.each([
    ['Unauthorized', 'WWW-Authenticate', 'Bearer'],
    ['Forbidden', 'WWW-Authenticate', 'insufficient_scope'],
    ['MethodNotAllowed', 'Allow', 'GET'],
    ['TooManyRequests', 'Retry-After', ''],
    ['ServiceUnavailable', 'Retry-After', ''],
  ])('%s carries %s', (name, header, inExample) => {
    const headerObject = get(spec.document, 'components', 'responses', name, 'headers', header);
    expect(isObject(headerObject)).toBe(true);
    expect(String(get(headerObject, 'example'))).toContain(inExample);
  });

  it('requires Retry-After on 429 (the client waits for it)', () => {
    expect(get(spec.document, 'components', 'responses', 'TooManyRequests', 'headers', 'Retry-After', 'required')).toBe(
      true,
    );
  });
});

describe('parameters', () => {
  it.each(OPERATIONS)('%s takes the path parameters of its template', (id, _m, path) => {
    const item = get(spec.document, 'paths', path) as JsonObject;
    const params = [
      ...((item['parameters'] as JsonObject[] | undefined) ?? []),
      ...((spec.operation(id).operation['parameters'] as JsonObject[] | undefined) ?? []),
    ];
    const pathParams = params.filter((p) => p['in'] === 'path');
    expect(pathParams.map((p) => p['name'])).toEqual(path.includes('{name}') ? ['name'] : []);
    for (const p of pathParams) expect(p).toMatchObject({ required: true, schema: { type: 'string', minLength: 1 } });
  });

  it.each(OPERATIONS)('%s takes continueToken and limit (1..100, default 100) only when it lists', (id) => {
    const query = ((spec.operation(id).operation['parameters'] as JsonObject[] | undefined) ?? []).filter(
      (p) => p['in'] === 'query',
    );
    if (!LIST_OPERATIONS.includes(id)) {
      expect(query).toEqual([]);
      return;
    }
    expect(query.map((p) => [p['name'], p['required']])).toEqual([
      ['continueToken', false],
      ['limit', false],
    ]);
    expect(query[0]?.['schema']).toEqual({ type: 'string', minLength: 1 });
    expect(query[1]?.['schema']).toEqual({ type: 'integer', minimum: 1, maximum: 100, default: 100 });
  });

  it('takes a required JSON PutApiDefinitionRequest on put, and no body elsewhere', () => {
    for (const [id] of OPERATIONS) {
      const body = spec.bundledRef(id, 'requestBody');
      if (id !== 'putApiDefinition') {
        expect(body).toBeUndefined();
        continue;
      }
      expect(get(body, 'required')).toBe(true);
      expect(get(body, 'content', 'application/json', 'schema', '$ref')).toBe(
        '#/components/schemas/PutApiDefinitionRequest',
      );
    }
  });
});

describe('ApiDefinition', () => {
  // reference: "ApiDefinition" field table.
  it.each([
    ['metadata.kind', 'string', false],
    ['metadata.name', 'string', false],
    ['metadata.apiVersion', 'string', false],
    ['metadata.accountCode', 'string', true],
    ['metadata.creationTimestamp', 'string', true],
    ['metadata.uid', 'string', true],
    ['metadata.resourceVersion', 'string', true],
    ['spec.resources.main.mapping', 'string', false],
    ['spec.resources.main.type', 'string', false],
    ['spec.schema.properties', 'object', false],
    ['status.ready', 'object', false],
    ['status.databaseDefinitionSync', 'object', false],
  ] as const)('has %s (%s), set by the service: %s', (field, type, serviceSet) => {
    const schema = fieldSchema('ApiDefinition', field);
    expect(schema['type']).toBe(type);
    if (field.startsWith('metadata.')) expect(schema['readOnly'] === true).toBe(serviceSet);
    expect(isRequired('ApiDefinition', field)).toBe(true);
  });

  it('fixes kind and apiVersion', () => {
    expect(fieldSchema('ApiDefinition', 'metadata.kind')['const']).toBe('ApiDefinition');
    expect(fieldSchema('ApiDefinition', 'metadata.apiVersion')['const']).toBe('database/v1');
    expect(fieldSchema('ApiDefinition', 'metadata.creationTimestamp')['format']).toBe('date-time');
    expect(fieldSchema('ApiDefinition', 'spec.resources.main.type')['enum']).toEqual(['customerDb', 'historyDb']);
  });

  it.each([
    ['ApiDefinitionSpec', 'IdPropertyDefinition', 'PropertyDefinition'],
    ['ApiDefinitionSpecInput', 'IdPropertyInput', 'PropertyDefinitionInput'],
  ])('%s keys properties by the name pattern, at most 100, with an %s id', (name, id, property) => {
    const properties = fieldSchema(name, 'schema.properties');
    expect(properties['propertyNames']).toEqual({ pattern: '^[a-z][a-zA-Z0-9_]*$' });
    expect(properties['maxProperties']).toBe(100);
    expect(requiredOf(properties)).toEqual(['id']);
    const bundled = get(
      spec.bundled,
      'components',
      'schemas',
      name,
      'properties',
      'schema',
      'properties',
      'properties',
    );
    expect(get(bundled, 'properties', 'id', '$ref')).toBe(`#/components/schemas/${id}`);
    expect(get(bundled, 'additionalProperties', '$ref')).toBe(`#/components/schemas/${property}`);
    // The id is a platformId or a historyId (which one the database type decides, checked by the id rule).
    const ids = ID_SHAPES.map(
      ([answered, input]) => `#/components/schemas/${name === 'ApiDefinitionSpec' ? answered : input}`,
    );
    expect(get(spec.bundled, 'components', 'schemas', id, 'oneOf')).toEqual(ids.map(($ref) => ({ $ref })));
  });

  it.each(ID_SHAPES)('%s and %s fix x-platform-type %s, type integer, format int64', (answered, input, type) => {
    for (const name of [answered, input]) {
      expect(fieldSchema(name, 'x-platform-type')['const']).toBe(type);
      expect(fieldSchema(name, 'type')['const']).toBe('integer');
      expect(fieldSchema(name, 'format')['const']).toBe('int64');
    }
    expect(requiredOf(spec.schema(input))).toEqual(['x-platform-type']);
  });

  it('states the id rule once, for answers and puts', () => {
    expect(spec.schema('ApiDefinitionSpec')['not']).toEqual(spec.schema('ApiDefinitionSpecInput')['not']);
    expect((get(spec.schema('ApiDefinitionSpec'), 'not', 'anyOf') as unknown[]).length).toBe(3);
  });

  it.each(['ready', 'databaseDefinitionSync'])(
    'status.%s is {lastUpdatedTimestamp, status: boolean, message}',
    (name) => {
      const condition = fieldSchema('ApiDefinition', `status.${name}`);
      expect(Object.keys(condition['properties'] as JsonObject)).toEqual(['lastUpdatedTimestamp', 'status', 'message']);
      expect(requiredOf(condition)).toEqual(['lastUpdatedTimestamp', 'status', 'message']);
      expect(fieldSchema('ApiDefinition', `status.${name}.lastUpdatedTimestamp`)['format']).toBe('date-time');
      expect(fieldSchema('ApiDefinition', `status.${name}.status`)['type']).toBe('boolean');
      expect(fieldSchema('ApiDefinition', `status.${name}.message`)['type']).toBe('string');
    },
  );

  it('marks status read-only', () => {
    expect(schemaAt('ApiDefinition', 'properties', 'status')['readOnly']).toBe(true);
  });

  // reference: "In a put request, metadata carries kind, apiVersion and name; status is read-only".
  it('takes kind, apiVersion and name as input metadata, and no status', () => {
    const request = spec.schema('PutApiDefinitionRequest');
    expect(requiredOf(request)).toEqual(['metadata', 'spec']);
    expect(Object.keys(request['properties'] as JsonObject)).toEqual(['metadata', 'spec']);
    const metadata = fieldSchema('PutApiDefinitionRequest', 'metadata');
    expect(Object.keys(metadata['properties'] as JsonObject).sort()).toEqual(['apiVersion', 'kind', 'name']);
    expect([...requiredOf(metadata)].sort()).toEqual(['apiVersion', 'kind', 'name']);
  });

  // reference: "Property definition" field table (options and items for select types only).
  it.each([
    ['x-platform-type', 'string', PROPERTY_SHAPES],
    ['x-platform-mapping', 'string', PROPERTY_SHAPES],
    ['type', 'string', PROPERTY_SHAPES],
    ['format', 'string', ['TypedPropertyDefinition']],
    ['nullable', 'boolean', PROPERTY_SHAPES],
    ['x-platform-select-value-definitions', 'array', ['SelectPropertyDefinition']],
    ['items', 'object', ['SelectPropertyDefinition']],
  ] as const)('a registered property has %s (%s) in %j', (field, type, shapes) => {
    for (const shape of PROPERTY_SHAPES) {
      const has = get(spec.schema(shape), 'properties', field) !== undefined;
      expect(has, `${shape}.${field}`).toBe((shapes as readonly string[]).includes(shape));
      if (has) expect(fieldSchema(shape, field)['type']).toBe(type);
    }
  });

  it("a registered property's type and format are those of the item-type table", () => {
    expect(fieldSchema('TypedPropertyDefinition', 'type')['enum']).toEqual([
      'string',
      'number',
      'integer',
      'boolean',
      'array',
    ]);
    expect(fieldSchema('TypedPropertyDefinition', 'format')['enum']).toEqual([
      'email',
      'date',
      'date-time',
      'month-day',
      'int64',
    ]);
    expect(fieldSchema('SelectPropertyDefinition', 'type')['const']).toBe('array');
  });

  it('answers x-platform-type, x-platform-mapping, type and nullable of every property, items of select ones', () => {
    const always = ['x-platform-type', 'x-platform-mapping', 'type', 'nullable'];
    expect(requiredOf(spec.schema('TypedPropertyDefinition'))).toEqual(always);
    expect(requiredOf(spec.schema('SelectPropertyDefinition'))).toEqual([...always, 'items']);
    for (const [id] of ID_SHAPES)
      expect(requiredOf(spec.schema(id))).toEqual([...always.slice(0, 3), 'format', 'nullable']);
  });

  it('ties every x-platform-type set to PlatformItemType', () => {
    for (const shape of [...PROPERTY_SHAPES, 'TypedPropertyInput', 'SelectPropertyInput']) {
      expect(
        get(spec.bundled, 'components', 'schemas', shape, 'properties', 'x-platform-type', 'allOf', '0', '$ref'),
      ).toBe('#/components/schemas/PlatformItemType');
    }
  });

  it('describes select options as {value >= 1, label, hasExtraText}', () => {
    const option = spec.schema('SelectValueDefinition');
    expect(option['properties']).toMatchObject({
      value: { type: 'integer', minimum: 1 },
      label: { type: 'string' },
      hasExtraText: { type: 'boolean' },
    });
    expect(requiredOf(option)).toEqual(['value', 'label', 'hasExtraText']);
  });

  it('describes a select value of a record as {value: integer (required), extraText: string, nullable}', () => {
    const items = spec.schema('SelectItemsSchema');
    expect(get(items, 'properties', 'properties', 'properties', 'value', 'properties', 'type', 'const')).toBe(
      'integer',
    );
    expect(get(items, 'properties', 'properties', 'properties', 'extraText', 'properties', 'type', 'const')).toBe(
      'string',
    );
    expect(get(items, 'properties', 'properties', 'properties', 'extraText', 'properties', 'nullable', 'const')).toBe(
      true,
    );
    expect(get(items, 'properties', 'required', 'items', 'const')).toBe('value');
  });
});

describe('item types', () => {
  const table = spec.schema('PlatformItemType');
  const described = table['x-item-types'] as Record<string, JsonObject>;

  it('PlatformItemType lists exactly the 19 item types', () => {
    expect(table['enum']).toEqual(ITEM_TYPES.map(([name]) => name));
    expect(Object.keys(described)).toEqual(ITEM_TYPES.map(([name]) => name));
  });

  it.each(ITEM_TYPES)('%s is %s/%s, creatable: %s', (name, type, format, creatable) => {
    expect(described[name]).toMatchObject({ type, format, creatable, note: expect.any(String) });
    // The table in the description says the same.
    expect(tableRow(infoDescription, name)?.slice(0, 4)).toEqual([name, type, format ?? '', creatable ? 'yes' : 'no']);
  });

  it.each(Object.entries(OPERATOR_ROWS))('%s allows the operators of its row (%s)', (name, row) => {
    expect(described[name]?.['operators']).toEqual(operatorsOf(row));
    if (name.startsWith('password')) return;
    // The operator table of the openApi tag, where filters are explained, shows the same row.
    expect(tableRow(tagDescription('openApi'), name)).toEqual([name, ...[...row].map((c) => (c === 'Y' ? 'Y' : ''))]);
  });

  it.each([
    ['TypedPropertyDefinition', 'SelectPropertyDefinition'],
    ['TypedPropertyInput', 'SelectPropertyInput'],
  ])('splits the item types into %s and the select types of %s', (typedShape, selectShape) => {
    const typed = schemaAt(typedShape, 'properties', 'x-platform-type')['enum'] as string[];
    const select = schemaAt(selectShape, 'properties', 'x-platform-type')['enum'] as string[];
    expect(select).toEqual(SELECT_TYPES);
    expect([...typed, ...select].sort()).toEqual(ITEM_TYPES.map(([name]) => name).sort());
  });

  it.each(OMISSION_PAIRS)('%s may be written as type %s, format %s', (name, type, format) => {
    expect(described[name]).toMatchObject({ type, format });
    const input = format === null ? spec.schema('TextOrNumberPropertyInput') : spec.schema('DatePropertyInput');
    expect(spec.validate(input, format === null ? { type } : { type, format }).valid).toBe(true);
    const written = format === null ? `\`${type}\` (no format) = ${name}` : `\`${type}\`/\`${format}\` = ${name}`;
    expect(infoDescription.replace(/\s+/g, ' ')).toContain(written);
  });
});

describe('DatabaseDefinition', () => {
  // reference: "DatabaseDefinition" field table.
  it.each([
    ['metadata.apiVersion', 'string'],
    ['metadata.kind', 'string'],
    ['metadata.accountCode', 'string'],
    ['metadata.name', 'string'],
    ['metadata.creationTimestamp', 'string'],
    ['metadata.uid', 'string'],
    ['metadata.resourceVersion', 'string'],
    ['spec.label', 'string'],
    ['spec.type', 'string'],
    ['spec.columns', 'array'],
  ])('has %s (%s), always present', (field, type) => {
    expect(fieldSchema('DatabaseDefinition', field)['type']).toBe(type);
    const parts = field.split('.');
    expect(requiredOf(fieldSchema('DatabaseDefinition', parts.slice(0, -1).join('.')))).toContain(parts.at(-1));
  });

  it('fixes kind, apiVersion and the database types', () => {
    expect(fieldSchema('DatabaseDefinition', 'metadata.kind')['const']).toBe('DatabaseDefinition');
    expect(fieldSchema('DatabaseDefinition', 'metadata.apiVersion')['const']).toBe('database/v1');
    expect(fieldSchema('DatabaseDefinition', 'spec.type')['enum']).toEqual(['customerDb', 'historyDb']);
  });

  it('has columns of {name, label, type, platformSelectValueDefinitions (options or null)}', () => {
    const column = spec.schema('DatabaseColumn');
    expect(Object.keys(column['properties'] as JsonObject)).toEqual([
      'name',
      'label',
      'type',
      'platformSelectValueDefinitions',
    ]);
    expect(requiredOf(column)).toEqual(['name', 'label', 'type', 'platformSelectValueDefinitions']);
    expect(get(column, 'properties', 'platformSelectValueDefinitions', 'type')).toEqual(['array', 'null']);
    expect(get(column, 'properties', 'platformSelectValueDefinitions', 'items', 'required')).toEqual([
      'value',
      'label',
      'hasExtraText',
    ]);
    expect(String(fieldSchema('DatabaseDefinition', 'spec.columns')['description'])).toContain('display order');
  });
});

describe('paging, deletes and errors', () => {
  it.each(['ApiDefinitionList', 'DatabaseDefinitionList'])('%s is {metadata: {continueToken}, items}', (name) => {
    const list = spec.schema(name);
    expect(requiredOf(list)).toEqual(['metadata', 'items']);
    expect(get(list, 'properties', 'items', 'maxItems')).toBe(100);
    // The token is absent on the last page.
    expect(get(list, 'properties', 'metadata', 'required')).toBeUndefined();
    expect(get(list, 'properties', 'metadata', 'properties', 'continueToken', 'type')).toBe('string');
  });

  // reference: deleteApiDefinition's response; the fixed decision gives every error answer the same shape.
  it.each([
    ['DeleteResult', undefined],
    ['ErrorBody', true],
  ])('%s is {timestamp, status, error, message, path} (inferred: %s)', (name, inferred) => {
    const schema = spec.schema(name);
    expect(Object.keys(schema['properties'] as JsonObject)).toEqual([
      'timestamp',
      'status',
      'error',
      'message',
      'path',
    ]);
    expect(requiredOf(schema)).toEqual(['timestamp', 'status', 'error', 'message', 'path']);
    expect(get(schema, 'properties', 'timestamp', 'format')).toBe('date-time');
    expect(get(schema, 'properties', 'status', 'type')).toBe('integer');
    expect(schema['x-inferred']).toBe(inferred);
  });

  it('answers a delete with status 200 and error OK', () => {
    expect(get(spec.schema('DeleteResult'), 'properties', 'status', 'const')).toBe(200);
    expect(get(spec.schema('DeleteResult'), 'properties', 'error', 'const')).toBe('OK');
  });

  it('describes an OpenAPI 3.0.1 document with openapi, info, paths and components', () => {
    const document = spec.schema('RecordsOpenApiDocument');
    expect(requiredOf(document)).toEqual(['openapi', 'info', 'paths', 'components']);
    expect(get(document, 'properties', 'openapi', 'const')).toBe('3.0.1');
    expect(get(document, 'properties', 'paths', 'propertyNames', 'pattern')).toMatch(
      /^\^\/apis\/record\\\.database\/v1\/accounts\/\\\{accountCode\\\}\//,
    );
  });
});

describe('servers, security, limits and rules', () => {
  it('serves from {db_url}/apis/apidefinition.database/v1/accounts/{accountCode}', () => {
    const server = get(spec.document, 'servers', '0');
    expect(get(server, 'url')).toBe('{db_url}/apis/apidefinition.database/v1/accounts/{accountCode}');
    expect(Object.keys(get(server, 'variables') as JsonObject)).toEqual(['db_url', 'accountCode']);
    expect(get(server, 'variables', 'db_url', 'description')).toContain('audience');
    expect(get(server, 'variables', 'accountCode', 'description')).toContain('API management screen');
  });

  it('carries the rate limit for the client and in the text', () => {
    expect(get(spec.document, 'x-rate-limit')).toEqual({ perSecond: 150, burst: 300, bucket: 'database' });
    expect(infoDescription).toContain('150 requests per second, burst 300');
  });

  it('offers OAuth2 client credentials with both management scopes and a bearer token', () => {
    const schemes = get(spec.document, 'components', 'securitySchemes');
    const flow = get(schemes, 'oauth2', 'flows', 'clientCredentials');
    expect(get(flow, 'tokenUrl')).toBe('https://auth.example.com/oauth2/token');
    expect(get(flow, 'refreshUrl')).toBe('https://auth.example.com/oauth2/token');
    expect(Object.keys(get(flow, 'scopes') as JsonObject)).toEqual([DESIGN, OPENAPI_READ]);
    expect(get(schemes, 'oauth2', 'description')).toContain('{auth_url}/oauth2/token');
    expect(get(schemes, 'oauth2', 'description')).toContain('audience={db_url}');
    expect(get(schemes, 'bearerAuth')).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  // reference: Limits, definition rules, readiness, data conversion; each must be stated for readers.
  it.each([
    ['the definition limit', 'At most 20 API definitions per account'],
    ['the property limit', 'at most 100 properties per definition'],
    ['the property-name pattern', '`^[a-z][a-zA-Z0-9_]*$`'],
    ['history databases created on first use', 'for type `historyDb`\n   only'],
    ['reserved database names', 'Names beginning with an underscore (`_`) are reserved'],
    ['binding by mapping', 'bound by setting `x-platform-mapping` to its name'],
    ['item creation', '`{definition name}_{property name}`'],
    ['replaced select options', 'options missing\n   from it are deleted together with the stored selections'],
    ['options left alone', 'To leave the options to the\n   management screen, omit the attribute'],
    ['removed properties keep their items', 'Removing a property does not delete its\n   database item'],
    ['deleted definitions keep their items', 'Deleting a definition does not delete\n   database items'],
    ['the master id rule', 'a master database definition has a property `id` of type `platformId`'],
    [
      'the history id rule',
      'a history\n   database definition has a property `id` of type `historyId` and also a property of type `platformId`',
    ],
    ['readiness', '`status.ready.status` is true when the record API of the definition can be used'],
    [
      'the check order',
      'the bearer token (401), the\n  account code (404), the rate limit (429 with `Retry-After`), the path (404), the method (405), the\n  scope (403)',
    ],
    ['the token limit', '100 requests per minute per IP address'],
    ['the monthly fee', 'can change the monthly fee'],
  ])('states %s', (_name, text) => {
    const flat = (value: string): string => value.replace(/\s+/g, ' ');
    expect(flat(infoDescription)).toContain(flat(text));
  });

  it.each(CONVERSIONS)('documents the conversion of %s to %s', (from, to) => {
    expect(infoDescription).toMatch(
      new RegExp(`\\| ${from.replace('+', '\\+')} [^|]+ \\| ${to.replace('+', '\\+')} [^|]+ \\|`),
    );
  });

  it.each([
    ['20 conditions', 'at most 20 conditions'],
    ['3 levels', 'at most 3 levels of nesting'],
    ['10 per AND/OR', 'at most 10 elements in one AND or OR array'],
    ['order of 2', 'array of at most 2 strings'],
    ['the query limit', '`limit` 1 to 100, default 100'],
  ])('explains the filter limit of %s where filters are explained', (_name, text) => {
    expect(tagDescription('openApi').replace(/\s+/g, ' ')).toContain(text);
  });
});
