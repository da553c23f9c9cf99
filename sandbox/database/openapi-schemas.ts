/**
 * Component schemas of a definition's OpenAPI 3.0.1 document, in the layout of the real service's getOpenApi
 * answer (specs/database.yaml, tag `openApi`): the record (`Sample`), `Sample_Filter`, `Sample_Order`,
 * `Sample_QueryRequest`, `Sample_QueryResponse`, `Sample_CountRequest`, `Sample_CountResponse`, and the
 * authenticate body and answer where the definition has a passwordHash property. The filter lists one property
 * per allowed `{property}_{operator}`, so the allowed operators show only through the property names (the
 * document carries no x- extensions).
 *
 * Two shapes (records-shape.ts): `reference`, the service as its reference (1.3.0) describes it (select values
 * arrays of `{value, extraText}`, `nullable` filled in, ids int64), and `2020`, the shape of the service's public
 * 2020 answer (a singleSelect value is one `{value, extraText}` object, no `nullable`, ids `integer` without a
 * format, int32 operands, limit, offset and count, no isNotNull, contains and notContains on multiple selections).
 */
import type { ApiDefinition, DefinedProperty } from './definitions.js';
import { isIdProperty, isNullable } from './definitions.js';
import { MAX_CONDITIONS, MAX_ELEMENTS, MAX_LEVELS } from './filter.js';
import { isSortable, ITEM_TYPE_INFO, type ItemType, OPERAND_KIND, type Operator } from './item-types.js';
import { MAX_ORDER, MAX_QUERY_LIMIT } from './query.js';
import { documentOperators, type RecordsShape } from './records-shape.js';

export type Schema = Record<string, unknown>;

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** `sample` -> `Sample`: the prefix of the definition's schema names and, after a verb, of its operationIds. */
export function capitalized(name: string): string {
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

export function schemaNames(definition: ApiDefinition) {
  const base = capitalized(definition.name);
  return {
    record: base,
    filter: `${base}_Filter`,
    order: `${base}_Order`,
    queryRequest: `${base}_QueryRequest`,
    queryResponse: `${base}_QueryResponse`,
    countRequest: `${base}_CountRequest`,
    countResponse: `${base}_CountResponse`,
    authenticateRequest: `${base}_AuthenticateRequest`,
    authenticateResponse: `${base}_AuthenticateResponse`,
  };
}

const INT32: Schema = { type: 'integer', format: 'int32' };

/** A record id or platformId: int64 in the reference shape, `integer` without a format in 2020's. */
function idSchema(shape: RecordsShape): Schema {
  return shape === '2020' ? { type: 'integer' } : { type: 'integer', format: 'int64' };
}

/** One option value: an integer >= 1 (int32 in 2020's shape). */
function optionValue(shape: RecordsShape): Schema {
  return shape === '2020' ? { ...INT32, minimum: 1 } : { type: 'integer', minimum: 1 };
}

/**
 * One value of the type as a filter operand takes it: an option value for select types, and any string for mail
 * addresses (`email_lt: 'b'` or `email_eq` of a partial address are fine operands, not addresses).
 */
function operandSchema(type: ItemType, shape: RecordsShape): Schema {
  const info = ITEM_TYPE_INFO[type];
  if (info.select) return optionValue(shape);
  if (info.format === 'email') return { type: 'string' };
  if (type === 'platformId' || type === 'historyId') return shape === '2020' ? INT32 : idSchema(shape);
  return valueSchema(type, shape);
}

/** One value of a type that is not a select type. */
function valueSchema(type: ItemType, shape: RecordsShape): Schema {
  const info = ITEM_TYPE_INFO[type];
  switch (type) {
    case 'platformId':
    case 'historyId':
      return idSchema(shape);
    case 'mailAddressErrorCount':
    case 'mobileMailAddressErrorCount':
      return INT32;
    // OpenAPI's own format for values a user interface should hide.
    case 'password':
    case 'passwordHash':
      return { type: 'string', format: 'password' };
    default:
      return info.format === undefined ? { type: info.type } : { type: info.type, format: info.format };
  }
}

/** A chosen option: `value` required in the reference's `items` schema, nothing required in 2020's. */
function selectionSchema(shape: RecordsShape): Schema {
  if (shape === '2020') {
    return { type: 'object', properties: { value: optionValue(shape), extraText: { type: 'string' } } };
  }
  return {
    type: 'object',
    required: ['value'],
    properties: { value: optionValue(shape), extraText: { type: 'string', nullable: true } },
  };
}

function selectSchema(property: DefinedProperty, shape: RecordsShape): Schema {
  const single = ITEM_TYPE_INFO[property.type].select === 'single';
  if (single && shape === '2020') return selectionSchema(shape);
  return { type: 'array', ...(single ? { maxItems: 1 } : {}), items: selectionSchema(shape) };
}

/**
 * A property of the record. The reference shape fills in `nullable` (false for the id and a history record's
 * platformId, true for the rest) and marks the id `readOnly`: createRecord takes "a Record without id".
 */
function recordProperty(definition: ApiDefinition, property: DefinedProperty, shape: RecordsShape): Schema {
  const info = ITEM_TYPE_INFO[property.type];
  const base = info.select ? selectSchema(property, shape) : valueSchema(property.type, shape);
  if (shape === '2020') return base;
  return {
    ...base,
    nullable: isNullable(definition, property),
    ...(isIdProperty(definition, property) ? { readOnly: true } : {}),
  };
}

function filterProperty(type: ItemType, operator: Operator, shape: RecordsShape): Schema {
  const operand = operandSchema(type, shape);
  switch (OPERAND_KIND[operator]) {
    case 'valueOrNull':
      return shape === '2020' ? operand : { ...operand, nullable: true };
    case 'flag':
      return { type: 'boolean' };
    case 'list':
      return { type: 'array', minItems: 1, items: operand };
    case 'text':
      // On a selection, contains and notContains take one option value (2020's multipleSelect).
      return ITEM_TYPE_INFO[type].select ? operand : { type: 'string' };
    case 'value':
      return operand;
  }
}

/** The sort keys: `{property}_asc` and `{property}_desc`, and in the reference shape `{property}` alone. */
function orderValues(definition: ApiDefinition, shape: RecordsShape): string[] {
  const values = new Set<string>();
  for (const p of definition.properties.values()) {
    if (!isSortable(p.type)) continue;
    if (shape === 'reference') values.add(p.name);
    values.add(`${p.name}_asc`);
    values.add(`${p.name}_desc`);
  }
  return [...values];
}

function limits(shape: RecordsShape): Schema {
  if (shape === '2020') return { limit: INT32, offset: INT32 };
  return {
    limit: { type: 'integer', minimum: 1, maximum: MAX_QUERY_LIMIT, default: MAX_QUERY_LIMIT },
    offset: { type: 'integer', minimum: 0, default: 0 },
  };
}

/** Every component schema of one definition, in a fixed order. */
export function definitionSchemas(
  definition: ApiDefinition,
  authenticates: readonly DefinedProperty[],
  shape: RecordsShape,
): Record<string, Schema> {
  const names = schemaNames(definition);
  const properties = [...definition.properties.values()];
  const filterProperties: Record<string, Schema> = {};
  for (const p of properties) {
    for (const operator of documentOperators(p.type, shape))
      filterProperties[`${p.name}_${operator}`] = filterProperty(p.type, operator, shape);
  }
  const combination = (word: string): Schema => ({
    type: 'array',
    minItems: 1,
    maxItems: MAX_ELEMENTS,
    description: `${word} of the filter objects.`,
    items: ref(names.filter),
  });
  const schemas: Record<string, Schema> = {
    [names.record]: {
      type: 'object',
      properties: Object.fromEntries(properties.map((p) => [p.name, recordProperty(definition, p, shape)])),
    },
    [names.filter]: {
      type: 'object',
      description: `Conditions joined by AND: keys {property}_{operator}, AND and OR. At most ${MAX_CONDITIONS} conditions, ${MAX_LEVELS} levels and ${MAX_ELEMENTS} elements per AND or OR.`,
      properties: { ...filterProperties, AND: combination('Logical AND'), OR: combination('Logical OR') },
    },
    [names.order]: {
      type: 'array',
      maxItems: MAX_ORDER,
      items: { type: 'string', enum: orderValues(definition, shape) },
    },
    [names.queryRequest]: {
      type: 'object',
      properties: { filter: ref(names.filter), order: ref(names.order), ...limits(shape) },
    },
    [names.queryResponse]: {
      type: 'object',
      properties: {
        metadata: { type: 'object', properties: { hasMore: { type: 'boolean' } } },
        items: { type: 'array', items: ref(names.record) },
      },
    },
    [names.countRequest]: { type: 'object', properties: { filter: ref(names.filter) } },
    [names.countResponse]: {
      type: 'object',
      properties: { count: shape === '2020' ? INT32 : { type: 'integer', format: 'int64' } },
    },
  };
  if (authenticates.length > 0) {
    // The reference: propertyName and value are both required.
    schemas[names.authenticateRequest] = {
      type: 'object',
      required: ['propertyName', 'value'],
      properties: {
        propertyName: { type: 'string', enum: authenticates.map((p) => p.name) },
        value: { type: 'string', format: 'password' },
      },
    };
    schemas[names.authenticateResponse] = { type: 'object', properties: { result: { type: 'string' } } };
  }
  return schemas;
}
