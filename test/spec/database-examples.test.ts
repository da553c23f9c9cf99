/**
 * Every example of specs/database.yaml validates against its own schema (the documentation users copy from),
 * every request and response body shows one, and the definition examples show what the reference asks of
 * them: a master database definition with every type that can be created, a history database definition
 * with its ids.
 */
import { describe, expect, it } from 'vitest';
import { describeExamples } from './example-suite.js';
import { get, isObject, loadDatabaseSpec, type JsonObject } from './load-spec.js';

const spec = await loadDatabaseSpec();

/** The value of a named example of an operation's request (`request`) or response (a status). */
function exampleValue(operationId: string, where: string, name: string): JsonObject {
  const holder = where === 'request' ? ['requestBody'] : ['responses', where];
  const value = get(
    spec.operation(operationId).operation,
    ...holder,
    'content',
    'application/json',
    'examples',
    name,
    'value',
  );
  if (!isObject(value)) throw new Error(`${operationId} has no ${where} example ${name}`);
  return value;
}
const propertiesOf = (definition: JsonObject): Record<string, JsonObject> =>
  get(definition, 'spec', 'schema', 'properties') as Record<string, JsonObject>;
const itemTypes = get(spec.schema('PlatformItemType'), 'x-item-types') as Record<string, { creatable: boolean }>;

describeExamples(spec, 8);

describe('definition examples', () => {
  const member = exampleValue('putApiDefinition', 'request', 'member');
  const purchase = exampleValue('putApiDefinition', 'request', 'purchase');
  // reference: the type/format pairs for which x-platform-type may be omitted.
  const PAIRS: Record<string, string> = {
    'string/': 'text',
    'number/': 'number',
    'string/date': 'date',
    'string/month-day': 'monthDay',
    'string/date-time': 'dateTime',
  };
  /** The item type a property of a put stands for: its x-platform-type, or the type its type/format pair names. */
  const typeOf = (property: JsonObject): unknown =>
    property['x-platform-type'] ?? PAIRS[`${String(property['type'])}/${String(property['format'] ?? '')}`];

  it('member binds the master database with id of type platformId', () => {
    expect(get(member, 'spec', 'resources', 'main')).toEqual({ mapping: '_customer', type: 'customerDb' });
    expect(propertiesOf(member)['id']).toEqual({ 'x-platform-type': 'platformId' });
  });

  it('member uses every type that can be created, and select options with labels', () => {
    const creatable = Object.entries(itemTypes)
      .filter(([, entry]) => entry.creatable)
      .map(([name]) => name);
    const used = new Set(Object.values(propertiesOf(member)).map(typeOf));
    for (const name of creatable) expect(used, name).toContain(name);
    const selects = Object.values(propertiesOf(member)).filter((p) => 'x-platform-select-value-definitions' in p);
    expect(selects.map((p) => p['x-platform-type'])).toEqual(['singleSelect', 'multipleSelect']);
    for (const select of selects) {
      for (const option of select['x-platform-select-value-definitions'] as JsonObject[]) {
        expect(option['label']).toEqual(expect.stringMatching(/./));
      }
    }
  });

  it('member also shows an omitted x-platform-type and a mapped existing item', () => {
    expect(Object.values(propertiesOf(member)).some((p) => !('x-platform-type' in p))).toBe(true);
    expect(propertiesOf(member)['email']).toEqual({
      'x-platform-type': 'mailAddress',
      'x-platform-mapping': '_mailAddress',
    });
  });

  it('purchase creates a history database with id of type historyId and a platformId property', () => {
    expect(get(purchase, 'spec', 'resources', 'main', 'type')).toBe('historyDb');
    expect(get(purchase, 'spec', 'resources', 'main', 'mapping')).not.toMatch(/^_/);
    expect(propertiesOf(purchase)['id']).toEqual({ 'x-platform-type': 'historyId' });
    expect(
      Object.entries(propertiesOf(purchase))
        .filter(([, p]) => p['x-platform-type'] === 'platformId')
        .map(([name]) => name),
    ).toEqual(['customerId']);
  });

  it.each(['member', 'purchase'])('the answer to the %s put has its properties, bound and typed', (name) => {
    const request = exampleValue('putApiDefinition', 'request', name);
    const answer = exampleValue('putApiDefinition', '200', name);
    expect(get(answer, 'metadata', 'name')).toBe(name);
    expect(get(answer, 'spec', 'resources')).toEqual(get(request, 'spec', 'resources'));
    const asked = propertiesOf(request);
    const answered = propertiesOf(answer);
    expect(Object.keys(answered)).toEqual(Object.keys(asked));
    for (const [property, given] of Object.entries(asked)) {
      const bound = answered[property] ?? {};
      const type = String(typeOf(given));
      expect(bound['x-platform-type'], property).toBe(type);
      // The answer carries the type/format pair of the item-type table.
      const table = get(spec.schema('PlatformItemType'), 'x-item-types', type) as JsonObject;
      expect(bound['type'], property).toBe(table['type']);
      expect(bound['format'] ?? null, property).toBe(table['format']);
      // Created items are named {definition}_{property}; given mappings are kept.
      const created = itemTypes[type]?.creatable === true && given['x-platform-mapping'] === undefined;
      if (created) expect(bound['x-platform-mapping'], property).toBe(`${name}_${property}`);
      if (given['x-platform-mapping'] !== undefined)
        expect(bound['x-platform-mapping']).toBe(given['x-platform-mapping']);
      // Given options come back as given.
      expect(bound['x-platform-select-value-definitions']).toEqual(given['x-platform-select-value-definitions']);
    }
  });

  it.each([
    ['listApiDefinition', '200', 'firstPage'],
    ['putApiDefinition', '200', 'member'],
    ['getApiDefinition', '200', 'member'],
  ])('a fetched definition (%s %s %s) can be sent back as a put', (id, status, name) => {
    const value = exampleValue(id, status, name);
    const definition = id === 'listApiDefinition' ? (value['items'] as JsonObject[])[0] : value;
    expect(spec.validate(spec.requestSchema('putApiDefinition'), definition).errors).toEqual([]);
  });

  it('shows the first page with a continueToken and the last without', () => {
    expect(get(exampleValue('listApiDefinition', '200', 'firstPage'), 'metadata', 'continueToken')).toEqual(
      expect.any(String),
    );
    expect(get(exampleValue('listApiDefinition', '200', 'lastPage'), 'metadata')).toEqual({});
  });

  it('shows an OpenAPI document of the records of purchase, with the fixed names', () => {
    const document = get(spec.document, 'components', 'examples', 'PurchaseOpenApi', 'value') as JsonObject;
    const operationIds = Object.values(document['paths'] as Record<string, JsonObject>).flatMap((item) =>
      Object.values(item)
        .map((op) => get(op, 'operationId'))
        .filter((x) => x !== undefined),
    );
    expect(operationIds.sort()).toEqual([
      'countPurchase',
      'createPurchase',
      'deletePurchase',
      'getPurchase',
      'patchPurchase',
      'queryPurchase',
    ]);
    expect(Object.keys(get(document, 'components', 'schemas') as JsonObject).sort()).toEqual([
      'Purchase',
      'Purchase_CountRequest',
      'Purchase_CountResponse',
      'Purchase_Filter',
      'Purchase_Order',
      'Purchase_QueryRequest',
      'Purchase_QueryResponse',
    ]);
    // No x- extensions anywhere in the document.
    expect(JSON.stringify(document)).not.toMatch(/"x-/);
  });

  it('filters and orders the purchase records by the operators of each item type', () => {
    const document = get(spec.document, 'components', 'examples', 'PurchaseOpenApi', 'value') as JsonObject;
    const answered = propertiesOf(exampleValue('putApiDefinition', '200', 'purchase'));
    const operators = (name: string): string[] => {
      const type = String(answered[name]?.['x-platform-type']);
      return get(spec.schema('PlatformItemType'), 'x-item-types', type, 'operators') as string[];
    };
    const filter = Object.keys(get(document, 'components', 'schemas', 'Purchase_Filter', 'properties') as JsonObject);
    expect(filter).toEqual([
      ...Object.keys(answered).flatMap((name) => operators(name).map((op) => `${name}_${op}`)),
      'AND',
      'OR',
    ]);
    const sortable = Object.keys(answered).filter((name) => operators(name).includes('lt'));
    expect(get(document, 'components', 'schemas', 'Purchase_Order', 'items', 'enum')).toEqual(
      sortable.flatMap((name) => [name, `${name}_asc`, `${name}_desc`]),
    );
  });
});
