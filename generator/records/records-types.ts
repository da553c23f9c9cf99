/**
 * TypeScript types of record values, as code (emit/code.ts): what a record holds as the service answers it
 * (`readType`), what a create or patch body takes (`writeType`) and what a filter operand takes (`operandType`),
 * from the property's meaning (records-property.ts) and its schema in the getAllOpenApi document.
 *
 * - ids and other int64 values: read as a decimal `string` (the client reads them exactly,
 *   runtime/src/apis/records/json.ts); written and given as operands as `Int64Input` (a string, a bigint or a safe
 *   number), whatever format the document gives an operand.
 * - other integers and numbers: `number`; for a select property with options in the snapshot, the union of the
 *   option values (`MemberRankOption`).
 * - `string` with `format: date-time`: read as `string`, written as `string | Date` (sent as ISO 8601 in UTC).
 * - a select value: `readonly SelectValue<Option, WithText>[]` where the document has an array, one
 *   `SelectValue<Option, WithText>` where it has one object (a singleSelect of the 2020 shape); a singleSelect
 *   written as an array (its item type says so, or the array's `maxItems: 1`) holds at most one selection,
 *   `readonly [] | readonly [SelectValue<Option, WithText>]`. `extraText` is only on the options with
 *   `hasExtraText` (`WithText`; any option when the snapshot has no options). Other arrays `readonly T[]`.
 * - a filter operand of `in`, `notIn`, `containsEvery` and `containsSome`: a non-empty array, `readonly [T,
 *   ...T[]]` (the service refuses an empty one).
 * - `enum`: the union of its values; anything else `unknown`.
 * - null: in a record where the property may read null; in a body for every property but a required one (null
 *   leaves a value unset on create and clears it on patch); in an operand where the document's schema says so.
 */
import {
  arrayType,
  isKeyword,
  unionMembers,
  keywordType,
  literalType,
  readonlyArray,
  readonlyTuple,
  type TypeNode,
  typeRef,
  union,
  scalarType,
} from '../emit/code.js';
import type { SpecText } from '../text/spec-text.js';
import type { Json } from '../model/openapi.js';
import type { PropertyModel, RecordSchema } from './model-records.js';

export type Direction = 'read' | 'write';

/** The members of a union (a union's own members, so that unions stay flat), or the one type. */
function members(type: TypeNode): readonly TypeNode[] {
  return unionMembers(type);
}

/** `A | B | C` from types that may be unions themselves, flattened. */
function unionOf(...types: readonly TypeNode[]): TypeNode {
  return union(types.flatMap(members));
}

function literal(value: Json): TypeNode | undefined {
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return scalarType(value);
  if (typeof value === 'number' && Number.isFinite(value)) return scalarType(value);
  return undefined;
}

/** `| null` added once, and not to `unknown`, which holds it already. */
function orNull(type: TypeNode, nullable: boolean): TypeNode {
  return nullable && !isKeyword(type, 'unknown') ? unionOf(type, keywordType('null')) : type;
}

/** `T | undefined`: the type of an optional member that may also be set to undefined. */
export function orUndefined(type: TypeNode): TypeNode {
  return unionOf(type, keywordType('undefined'));
}

/** An int64 value: read as a decimal string, written as `Int64Input`. */
function idType(direction: Direction): TypeNode {
  return direction === 'read' ? keywordType('string') : typeRef('Int64Input');
}

/**
 * The type of a value of `schema`. `option` is the option-value type of a select property (its integers take it),
 * undefined when the snapshot has no options; `int64` makes integers ids.
 */
function schemaType(schema: RecordSchema, direction: Direction, option: string | undefined, int64: boolean): TypeNode {
  return orNull(baseType(schema, direction, option, int64), schema.nullable === true);
}

function baseType(schema: RecordSchema, direction: Direction, option: string | undefined, int64: boolean): TypeNode {
  if (schema.enum !== undefined) {
    const values = [...new Map(schema.enum.map((v) => [JSON.stringify(v), v])).values()].map(literal);
    if (values.length > 0 && values.every((v) => v !== undefined)) return union(values);
  }
  switch (schema.type) {
    case 'integer':
      if (int64 || schema.format === 'int64') return idType(direction);
      return option === undefined ? keywordType('number') : typeRef(option);
    case 'number':
      return option === undefined ? keywordType('number') : typeRef(option);
    case 'string':
      return schema.format === 'date-time' && direction === 'write'
        ? union([keywordType('string'), typeRef('Date')])
        : keywordType('string');
    case 'boolean':
      return keywordType('boolean');
    case 'array': {
      const items = schema.items as RecordSchema | undefined;
      if (items === undefined) return readonlyArray(keywordType('unknown'));
      return readonlyArray(schemaType(items, direction, option, int64));
    }
    default:
      return keywordType('unknown');
  }
}

/**
 * One selection of a select property, `SelectValue<Option, WithText>`: `WithText` the options that take
 * `extraText` (`never` when none does; left out when the snapshot has no options, so that any may).
 */
function selection(p: PropertyModel): TypeNode {
  if (p.options === undefined || p.optionsName === undefined)
    return typeRef('SelectValue', [p.optionsName === undefined ? keywordType('number') : typeRef(p.optionsName)]);
  const texts = p.options.filter((o) => o.hasExtraText).map((o) => scalarType(o.value));
  return typeRef('SelectValue', [typeRef(p.optionsName), texts.length === 0 ? keywordType('never') : union(texts)]);
}

/** A select property written as an array that holds at most one selection: a singleSelect. */
function singleSelection(p: PropertyModel): boolean {
  return p.itemType?.text === 'singleSelect' || p.schema.maxItems === 1;
}

/** The value of a property without its null. */
function valueOf(p: PropertyModel, direction: Direction): TypeNode {
  if (p.select === 'array') {
    const one = selection(p);
    return singleSelection(p) ? union([readonlyTuple([]), readonlyTuple([one])]) : readonlyArray(one);
  }
  if (p.select === 'object') return selection(p);
  if (p.int64) return idType(direction);
  return baseType(p.schema, direction, p.optionsName, false);
}

/** A property of a record as answered. */
export function readType(p: PropertyModel): TypeNode {
  return orNull(valueOf(p, 'read'), p.nullable);
}

/** A property of a create or patch body: `null` leaves it unset or clears it, except where it is required. */
export function writeType(p: PropertyModel): TypeNode {
  return orNull(valueOf(p, 'write'), !p.required);
}

/**
 * The operand of one filter key of `p`, as the document's filter schema gives it; the array of an operator that
 * takes several values is non-empty.
 */
export function operandType(operand: RecordSchema, p: PropertyModel, list: boolean): TypeNode {
  const items = operand.items as RecordSchema | undefined;
  if (!list || operand.type !== 'array' || items === undefined)
    return schemaType(operand, 'write', p.optionsName, p.int64);
  const item = schemaType(items, 'write', p.optionsName, p.int64);
  return orNull(readonlyTuple([item], arrayType(item)), operand.nullable === true);
}

/**
 * The sort keys a query may name: the document's (`{property}`, `{property}_asc`, `{property}_desc`), and each
 * direction in the other case too (`name_DESC`), since the service's reference words the directions `ASC` and
 * `DESC` and its documents write them in lower case; the client sends the document's spelling.
 */
export function orderKeyType(order: readonly SpecText[]): TypeNode {
  const keys = order.flatMap((key) => {
    const direction = /_(asc|desc)$/i.exec(key.text)?.[1];
    if (direction === undefined) return [key];
    const other = direction === direction.toLowerCase() ? direction.toUpperCase() : direction.toLowerCase();
    return [key, key.map((text) => `${text.slice(0, -direction.length)}${other}`)];
  });
  const unique = [...new Map(keys.map((key) => [key.text, key])).values()];
  return unique.length === 0 ? keywordType('never') : union(unique.map((key) => literalType(key)));
}
