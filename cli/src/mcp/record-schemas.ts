/**
 * JSON Schemas of the records tools, from the definition data: each filter key with its operand's type (option
 * values as an enum, their labels in the description), and the record of create and patch with its properties
 * and their types, so that an assistant writes a request the service takes instead of guessing.
 */
import { operandKind, type RecordProperty, type RecordsDefinition } from '@platform-sdk/runtime/records';
import { kindOf } from '../records/record-values.js';

type Schema = Record<string, unknown>;

/** `1 Newsletter, 2 Campaigns`: the options of a select, for a description. */
function optionLabels(property: RecordProperty): string {
  return (property.options ?? []).map((o) => `${o.value} ${o.label}`).join(', ');
}

/** One option value of a select. */
function optionSchema(property: RecordProperty): Schema {
  const options = property.options ?? [];
  return {
    type: 'integer',
    ...(options.length > 0
      ? { enum: options.map((o) => o.value), description: `options: ${optionLabels(property)}` }
      : {}),
  };
}

/** One value of the property as a filter compares it (a select's is one option value). */
function scalarSchema(property: RecordProperty): Schema {
  switch (kindOf(property)) {
    case 'text':
      return { type: 'string' };
    case 'number':
      return { type: 'number' };
    case 'integer':
      return { type: 'integer' };
    case 'int64':
      return { type: ['string', 'integer'], pattern: '^[0-9]+$', description: 'an id; a decimal string above 2^53' };
    case 'flag':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'monthDay':
      return { type: 'string', pattern: '^--[0-9]{2}-[0-9]{2}$', description: 'a month-day --MM-dd' };
    case 'dateTime':
      return { type: 'string', format: 'date-time', description: 'with seconds and an offset' };
    case 'select':
      return optionSchema(property);
    case 'json':
      return {};
  }
}

/** The operand of `{property}_{operator}`. */
function operandSchema(property: RecordProperty, operator: string): Schema {
  const item = scalarSchema(property);
  switch (operandKind(operator)) {
    case 'flag':
      return { type: 'boolean' };
    case 'list':
      return { type: 'array', minItems: 1, items: item };
    case 'value-or-null':
      return { anyOf: [item, { type: 'null' }] };
    case 'value':
      return item;
  }
}

/** The filter keys of a definition, each with its operand's schema. */
export function filterKeySchemas(definition: RecordsDefinition): Record<string, Schema> {
  const keys: Record<string, Schema> = {};
  for (const [name, property] of Object.entries(definition.properties))
    for (const operator of property.filter.split(' ').filter((o) => o !== ''))
      keys[`${name}_${operator}`] = operandSchema(property, operator);
  return keys;
}

/** A property's value in a create or patch body. */
function valueSchema(property: RecordProperty): Schema {
  if (kindOf(property) !== 'select') return scalarSchema(property);
  const labels = optionLabels(property);
  return {
    type: 'array',
    items: {
      type: 'object',
      properties: { value: optionSchema(property), extraText: { type: 'string' } },
      required: ['value'],
      additionalProperties: false,
    },
    ...(labels === '' ? {} : { description: `chosen options: ${labels}` }),
  };
}

/** The record of create (`nullable` false) or the changes of patch (`nullable`: null clears a property). */
export function recordSchema(definition: RecordsDefinition, nullable: boolean): Schema {
  const properties: Record<string, Schema> = {};
  for (const [name, property] of Object.entries(definition.properties)) {
    if (property.readOnly === true) continue;
    const value = valueSchema(property);
    properties[name] = nullable ? { anyOf: [value, { type: 'null' }] } : value;
  }
  return { type: 'object', properties, additionalProperties: false };
}
