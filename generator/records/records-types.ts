/**
 * TypeScript types of record values, from the schemas of the getAllOpenApi document: what a record holds as
 * the service answers it (`read`) and what a create or patch body or a filter operand takes (`write`).
 *
 * - `integer` with `format: int64` (platform and history ids): read as a decimal `string` (the client reads them
 *   exactly, runtime/src/records/json.ts); written as `Int64Input` (a string, a bigint or a safe number).
 * - other integers and numbers: `number`; for a select property with options in the snapshot, the union of the
 *   option values (`MemberRankOption`).
 * - `string` with `format: date-time`: read as `string`, written as `string | Date` (sent as ISO 8601 in UTC).
 * - a select value array: `readonly SelectValue<Option>[]`; other arrays `readonly T[]`.
 * - `enum`: the union of its values; `nullable`: `| null`; anything else `unknown`.
 */
import { tsLiteral } from '../text/literals.js';
import type { Json } from '../model/openapi.js';
import type { RecordSchema } from './model-records.js';

export type Direction = 'read' | 'write';

function literal(value: Json): string | undefined {
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return tsLiteral(value);
  if (typeof value === 'number' && Number.isFinite(value)) return tsLiteral(value);
  return undefined;
}

/**
 * The type of a value of `schema`. `option` is the option-value type of a select property (its integers take it),
 * undefined when the snapshot has no options.
 */
export function valueType(schema: RecordSchema, direction: Direction, option: string | undefined): string {
  const base = baseType(schema, direction, option);
  return schema.nullable === true && base !== 'unknown' ? `${base} | null` : base;
}

function baseType(schema: RecordSchema, direction: Direction, option: string | undefined): string {
  if (schema.enum !== undefined) {
    const values = schema.enum.map(literal);
    if (values.length > 0 && values.every((v) => v !== undefined)) return [...new Set(values)].join(' | ');
  }
  switch (schema.type) {
    case 'integer':
      if (schema.format === 'int64') return direction === 'read' ? 'string' : 'Int64Input';
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
      if (items.type === 'object' && items.properties?.['value'] !== undefined)
        return `readonly SelectValue<${option ?? 'number'}>[]`;
      const item = valueType(items, direction, option);
      return item.includes(' ') ? `readonly (${item})[]` : `readonly ${item}[]`;
    }
    default:
      return 'unknown';
  }
}
