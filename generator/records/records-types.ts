/**
 * TypeScript types of record values: what a record holds as the service answers it (`readType`), what a create
 * or patch body takes (`writeType`) and what a filter operand takes (`operandType`), from the property's meaning
 * (records-property.ts) and its schema in the getAllOpenApi document.
 *
 * - ids and other int64 values: read as a decimal `string` (the client reads them exactly,
 *   runtime/src/records/json.ts); written and given as operands as `Int64Input` (a string, a bigint or a safe
 *   number), whatever format the document gives an operand.
 * - other integers and numbers: `number`; for a select property with options in the snapshot, the union of the
 *   option values (`MemberRankOption`).
 * - `string` with `format: date-time`: read as `string`, written as `string | Date` (sent as ISO 8601 in UTC).
 * - a select value: `readonly SelectValue<Option>[]` where the document has an array, `SelectValue<Option>` where
 *   it has one object (a singleSelect of the 2020 shape); other arrays `readonly T[]`.
 * - `enum`: the union of its values; anything else `unknown`.
 * - null: in a record where the property may read null; in a body for every property but a required one (null
 *   leaves a value unset on create and clears it on patch); in an operand where the document's schema says so.
 */
import { tsLiteral } from '../text/literals.js';
import type { Json } from '../model/openapi.js';
import type { PropertyModel, RecordSchema } from './model-records.js';

export type Direction = 'read' | 'write';

function literal(value: Json): string | undefined {
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return tsLiteral(value);
  if (typeof value === 'number' && Number.isFinite(value)) return tsLiteral(value);
  return undefined;
}

/** `| null` added once, and not to `unknown`, which holds it already. */
function orNull(type: string, nullable: boolean): string {
  return nullable && type !== 'unknown' ? `${type} | null` : type;
}

/**
 * The type of a value of `schema`. `option` is the option-value type of a select property (its integers take it),
 * undefined when the snapshot has no options; `int64` makes integers ids.
 */
function schemaType(schema: RecordSchema, direction: Direction, option: string | undefined, int64: boolean): string {
  return orNull(baseType(schema, direction, option, int64), schema.nullable === true);
}

function baseType(schema: RecordSchema, direction: Direction, option: string | undefined, int64: boolean): string {
  if (schema.enum !== undefined) {
    const values = schema.enum.map(literal);
    if (values.length > 0 && values.every((v) => v !== undefined)) return [...new Set(values)].join(' | ');
  }
  switch (schema.type) {
    case 'integer':
      if (int64 || schema.format === 'int64') return direction === 'read' ? 'string' : 'Int64Input';
      return option ?? 'number';
    case 'number':
      return option ?? 'number';
    case 'string':
      return schema.format === 'date-time' && direction === 'write' ? 'string | Date' : 'string';
    case 'boolean':
      return 'boolean';
    case 'array': {
      const items = schema.items as RecordSchema | undefined;
      if (items === undefined) return 'readonly unknown[]';
      const item = schemaType(items, direction, option, int64);
      return item.includes(' ') ? `readonly (${item})[]` : `readonly ${item}[]`;
    }
    default:
      return 'unknown';
  }
}

/** The value of a property without its null. */
function valueOf(p: PropertyModel, direction: Direction): string {
  const option = p.optionsName ?? 'number';
  if (p.select === 'array') return `readonly SelectValue<${option}>[]`;
  if (p.select === 'object') return `SelectValue<${option}>`;
  if (p.int64) return direction === 'read' ? 'string' : 'Int64Input';
  return baseType(p.schema, direction, p.optionsName, false);
}

/** A property of a record as answered. */
export function readType(p: PropertyModel): string {
  return orNull(valueOf(p, 'read'), p.nullable);
}

/** A property of a create or patch body: `null` leaves it unset or clears it, except where it is required. */
export function writeType(p: PropertyModel): string {
  return orNull(valueOf(p, 'write'), !p.required);
}

/** The operand of one filter key of `p`, as the document's filter schema gives it. */
export function operandType(operand: RecordSchema, p: PropertyModel): string {
  return schemaType(operand, 'write', p.optionsName, p.int64);
}
