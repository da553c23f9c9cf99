/**
 * Component schemas of a definition's OpenAPI 3.0.1 document: the record (`Sample`), its filter, order, query,
 * count and authenticate bodies and answers. The filter lists one property per allowed `{property}_{operator}`,
 * so the operators a type allows show only through the property names (the document carries no x- extensions).
 */
import type { Item } from './databases.js';
import { type ApiDefinition, type DefinedProperty, isNullable, isReadOnly } from './definitions.js';
import { MAX_CONDITIONS, MAX_ELEMENTS, MAX_LEVELS } from './filter.js';
import { isSortable, ITEM_TYPE_INFO, type ItemType, OPERAND_KIND, type Operator } from './item-types.js';
import { MAX_ORDER, MAX_QUERY_LIMIT } from './query.js';

export type Schema = Record<string, unknown>;

export const MONTH_DAY_PATTERN = '^--(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';
const MAX_INT32 = 2_147_483_647;

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

function optionsText(item: Item): string {
  const options = item.options ?? [];
  if (options.length === 0) return 'No options are defined yet.';
  return `Options: ${options.map((o) => `${o.value} = ${o.label}${o.hasExtraText ? ' (takes extraText)' : ''}`).join(', ')}.`;
}

/**
 * One value of the type as a filter operand takes it: an option value for select types, and any string for mail
 * addresses (`email_lt: 'b'` or `email_eq` of a partial address are fine operands, not addresses).
 */
function operandSchema(type: ItemType): Schema {
  const info = ITEM_TYPE_INFO[type];
  if (info.select) return { type: 'integer', minimum: 1 };
  if (info.format === 'email') return { type: 'string' };
  return valueSchema(type);
}

/** One value of the type (a select type's value is the array of chosen options; see recordProperty). */
function valueSchema(type: ItemType): Schema {
  const info = ITEM_TYPE_INFO[type];
  switch (type) {
    case 'platformId':
    case 'historyId':
      return { type: 'integer', format: 'int64', minimum: 1 };
    case 'mailAddressErrorCount':
    case 'mobileMailAddressErrorCount':
      return { type: 'integer', format: 'int32', minimum: 0, maximum: MAX_INT32 };
    case 'monthDay':
      return { type: 'string', format: 'month-day', pattern: MONTH_DAY_PATTERN };
    // OpenAPI's own format for values a user interface should hide.
    case 'password':
    case 'passwordHash':
      return { type: 'string', format: 'password' };
    default:
      return info.format === undefined ? { type: info.type } : { type: info.type, format: info.format };
  }
}

function selectSchema(property: DefinedProperty): Schema {
  const single = ITEM_TYPE_INFO[property.type].select === 'single';
  return {
    type: 'array',
    ...(single ? { maxItems: 1 } : {}),
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['value'],
      properties: {
        value: { type: 'integer', minimum: 1, description: optionsText(property.item) },
        extraText: { type: 'string', nullable: true, description: 'Free text of an option that takes it.' },
      },
    },
  };
}

function recordProperty(definition: ApiDefinition, property: DefinedProperty): Schema {
  const info = ITEM_TYPE_INFO[property.type];
  const base = info.select ? selectSchema(property) : valueSchema(property.type);
  const readOnly = isReadOnly(definition, property);
  const notes = [
    `Item ${property.item.name} (${property.type}).`,
    readOnly ? 'Set by the service.' : '',
    info.writeOnly ? 'Write-only: stored, never returned.' : '',
    property.type === 'platformId' && definition.database.type === 'historyDb'
      ? 'Required: the customer this record belongs to.'
      : '',
  ];
  return {
    ...base,
    ...(isNullable(definition, property) ? { nullable: true } : {}),
    ...(readOnly ? { readOnly: true } : {}),
    ...(info.writeOnly ? { writeOnly: true } : {}),
    description: notes.filter((n) => n !== '').join(' '),
  };
}

function filterProperty(type: ItemType, operator: Operator): Schema {
  switch (OPERAND_KIND[operator]) {
    case 'valueOrNull':
      return { ...operandSchema(type), nullable: true };
    case 'flag':
      return { type: 'boolean' };
    case 'list':
      return { type: 'array', minItems: 1, items: operandSchema(type) };
    case 'text':
      return { type: 'string' };
    case 'value':
      return operandSchema(type);
  }
}

function orderValues(definition: ApiDefinition): string[] {
  const values = new Set<string>();
  for (const p of definition.properties.values()) {
    if (isSortable(p.type)) for (const v of [p.name, `${p.name}_asc`, `${p.name}_desc`]) values.add(v);
  }
  return [...values];
}

/** Every component schema of one definition, in a fixed order. */
export function definitionSchemas(
  definition: ApiDefinition,
  authenticates: readonly DefinedProperty[],
): Record<string, Schema> {
  const names = schemaNames(definition);
  const properties = [...definition.properties.values()];
  const filterProperties: Record<string, Schema> = {};
  for (const p of properties) {
    for (const operator of ITEM_TYPE_INFO[p.type].operators)
      filterProperties[`${p.name}_${operator}`] = filterProperty(p.type, operator);
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
      description: `A record of database ${definition.database.name} (${definition.database.type}) through API definition ${definition.name}.`,
      additionalProperties: false,
      properties: Object.fromEntries(properties.map((p) => [p.name, recordProperty(definition, p)])),
    },
    [names.filter]: {
      type: 'object',
      description: `Conditions joined by AND: keys {property}_{operator}, AND and OR. At most ${MAX_CONDITIONS} conditions, ${MAX_LEVELS} levels and ${MAX_ELEMENTS} elements per AND or OR.`,
      additionalProperties: false,
      properties: { ...filterProperties, AND: combination('Logical AND'), OR: combination('Logical OR') },
    },
    [names.order]: {
      type: 'array',
      description:
        'Sort keys: {property}_asc, {property}_desc, or {property} (ascending). Ties and unordered queries are in id order.',
      maxItems: MAX_ORDER,
      items: { type: 'string', enum: orderValues(definition) },
    },
    [names.queryRequest]: {
      type: 'object',
      additionalProperties: false,
      properties: {
        filter: ref(names.filter),
        order: ref(names.order),
        limit: { type: 'integer', minimum: 1, maximum: MAX_QUERY_LIMIT, default: MAX_QUERY_LIMIT },
        offset: { type: 'integer', minimum: 0, default: 0 },
      },
    },
    [names.queryResponse]: {
      type: 'object',
      required: ['metadata', 'items'],
      properties: {
        metadata: {
          type: 'object',
          required: ['hasMore'],
          properties: { hasMore: { type: 'boolean', description: 'More records match after this page.' } },
        },
        items: { type: 'array', items: ref(names.record) },
      },
    },
    [names.countRequest]: { type: 'object', additionalProperties: false, properties: { filter: ref(names.filter) } },
    [names.countResponse]: {
      type: 'object',
      required: ['count'],
      properties: { count: { type: 'integer', format: 'int64', minimum: 0 } },
    },
  };
  if (authenticates.length > 0) {
    schemas[names.authenticateRequest] = {
      type: 'object',
      additionalProperties: false,
      required: ['propertyName', 'value'],
      properties: {
        propertyName: {
          type: 'string',
          enum: authenticates.map((p) => p.name),
          description: 'A passwordHash property.',
        },
        value: { type: 'string', format: 'password', description: 'The password to check.' },
      },
    };
    schemas[names.authenticateResponse] = {
      type: 'object',
      required: ['result'],
      properties: {
        result: { type: 'string', description: '`authenticated` when the password matches, `failed` otherwise.' },
      },
    };
  }
  return schemas;
}

/** The shared result of deleteRecord, also the body of every error answer. */
export const DELETE_RESULT: Schema = {
  type: 'object',
  description: 'Result of a delete, and the body of every error answer.',
  required: ['timestamp', 'status', 'error', 'message', 'path'],
  properties: {
    timestamp: { type: 'string', format: 'date-time' },
    status: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string', description: 'What was deleted, or for an error the field and the rule.' },
    path: { type: 'string' },
  },
};
