/**
 * The filter object of queryRecords and countRecords (specs/database.yaml, the `openApi` tag's Filters): keys
 * `{property}_{operator}` joined by AND, and `AND` / `OR` arrays of filter objects. Limits: at most 20 conditions in
 * all, at most 3 levels (the top-level object is level 1, each AND/OR array adds one), at most 10 elements per AND or
 * OR array. Operators per item type follow item-types.ts. Every violation is a 400 naming the key and rule.
 *
 * Semantics (the same section's "Where the reference is silent" list): `eq: null` matches a null value and
 * `notEq: null` a set one; every negated operator (notEq, notIn, notContains, notStartsWith, notEndsWith) is exactly
 * the complement of its positive one, so a null value matches it; lt/lte/gt/gte and the positive text operators never
 * match null. On multipleSelect and mlRefusalFlags, `in` means every chosen option is among the operands, `containsEvery`
 * that every operand is chosen, `containsSome` that at least one is, and `contains` (offered by the 2020 shape's
 * documents, records-shape.ts) that its one operand is.
 */
import { DbBadRequest } from './answers.js';
import { convertCharacters } from './characters.js';
import type { SelectValue, StoredRecord, StoredValue } from './databases.js';
import type { ApiDefinition, DefinedProperty } from './definitions.js';
import { ITEM_TYPE_INFO, OPERAND_KIND, type Operator, OPERATORS } from './item-types.js';
import { isJsonObject, type JsonValue } from './json.js';
import { acceptedOperators, type RecordsShape } from './records-shape.js';
import { scalarValue } from './values.js';

export const MAX_CONDITIONS = 20;
export const MAX_LEVELS = 3;
export const MAX_ELEMENTS = 10;

/** A value as filters and orders compare it: ids as bigint, date-times as epoch ms, a single selection as its option. */
export type Comparable = bigint | number | string | boolean;

export type Condition =
  | {
      readonly kind: 'leaf';
      readonly property: DefinedProperty;
      readonly operator: Operator;
      readonly operand: Operand;
    }
  | { readonly kind: 'and' | 'or'; readonly parts: readonly Condition[] };

type Operand = Comparable | null | readonly Comparable[];

function bad(where: string, rule: string): never {
  throw new DbBadRequest(`${where}: ${rule}`);
}

/**
 * One operand checked against the property's type, in comparable form: an option value for select types, any
 * string for addresses (`email_lt: 'b'` and partial addresses are fine operands), else a value as written.
 */
function scalar(property: DefinedProperty, value: JsonValue, where: string): Comparable {
  const type = property.type;
  if (ITEM_TYPE_INFO[type].select) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1)
      bad(where, `the operand must be an option value, an integer >= 1 (${type})`);
    return value;
  }
  if (ITEM_TYPE_INFO[type].format === 'email') {
    if (typeof value !== 'string') bad(where, `the operand must be a string (${type})`);
    return convertCharacters(value);
  }
  const checked = scalarValue(type, value);
  if (!checked.ok) bad(where, `the operand must be ${checked.rule}`);
  const found = comparable(checked.value);
  if (found === undefined) throw new Error(`no comparable form for ${type}`);
  return found;
}

function operand(property: DefinedProperty, operator: Operator, value: JsonValue, where: string): Operand {
  switch (OPERAND_KIND[operator]) {
    case 'valueOrNull':
      return value === null ? null : scalar(property, value, where);
    case 'flag':
      if (typeof value !== 'boolean') bad(where, 'the operand must be a boolean');
      return value;
    case 'list':
      if (!Array.isArray(value) || value.length === 0) bad(where, 'the operand must be a non-empty array');
      return value.map((v, i) => scalar(property, v, `${where}[${i}]`));
    case 'text':
      // contains and notContains of a selection (the 2020 shape) take one option value.
      if (ITEM_TYPE_INFO[property.type].select) return scalar(property, value, where);
      if (typeof value !== 'string') bad(where, 'the operand must be a string');
      return convertCharacters(value);
    case 'value':
      if (value === null) bad(where, 'the operand must not be null');
      return scalar(property, value, where);
  }
}

function leaf(definition: ApiDefinition, shape: RecordsShape, key: string, value: JsonValue, where: string): Condition {
  const cut = key.lastIndexOf('_');
  if (cut <= 0) bad(where, 'a filter key is {property}_{operator}, AND or OR');
  const name = key.slice(0, cut);
  const operator = key.slice(cut + 1) as Operator;
  if (!OPERATORS.includes(operator)) bad(where, `unknown operator ${operator} (operators: ${OPERATORS.join(', ')})`);
  const property = definition.properties.get(name);
  if (!property) bad(where, `API definition ${definition.name} has no property ${name}`);
  const allowed = acceptedOperators(property.type, shape);
  if (!allowed.includes(operator)) {
    bad(
      where,
      `operator ${operator} is not allowed for x-platform-type ${property.type} (allowed: ${allowed.join(', ') || 'none'})`,
    );
  }
  return { kind: 'leaf', property, operator, operand: operand(property, operator, value, where) };
}

class FilterReader {
  conditions = 0;

  constructor(
    private readonly definition: ApiDefinition,
    private readonly shape: RecordsShape,
  ) {}

  object(value: JsonValue, where: string, level: number): Condition {
    if (!isJsonObject(value)) bad(where, 'a filter must be an object');
    const parts: Condition[] = [];
    for (const [key, entry] of Object.entries(value)) {
      const at = `${where}.${key}`;
      if (key === 'AND' || key === 'OR') {
        parts.push({ kind: key === 'AND' ? 'and' : 'or', parts: this.list(entry, at, level) });
        continue;
      }
      this.conditions++;
      if (this.conditions > MAX_CONDITIONS) bad(at, `a filter holds at most ${MAX_CONDITIONS} conditions`);
      parts.push(leaf(this.definition, this.shape, key, entry, at));
    }
    return { kind: 'and', parts };
  }

  private list(value: JsonValue, where: string, level: number): Condition[] {
    if (!Array.isArray(value)) bad(where, 'AND and OR take an array of filter objects');
    if (value.length === 0) bad(where, 'AND and OR take at least one filter object');
    if (value.length > MAX_ELEMENTS)
      bad(where, `an AND or OR array holds at most ${MAX_ELEMENTS} elements, not ${value.length}`);
    if (level + 1 > MAX_LEVELS)
      bad(where, `a filter nests at most ${MAX_LEVELS} levels (the top-level object is level 1)`);
    return value.map((element, i) => this.object(element, `${where}[${i}]`, level + 1));
  }
}

/** The checked filter of a query or count body; undefined (no filter) matches every record. */
export function readFilter(
  definition: ApiDefinition,
  value: JsonValue | undefined,
  shape: RecordsShape,
): Condition | undefined {
  if (value === undefined) return undefined;
  return new FilterReader(definition, shape).object(value, 'filter', 1);
}

/** A stored value in comparable form (undefined for null). */
export function comparable(value: StoredValue | undefined): Comparable | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return (value as readonly SelectValue[])[0]?.value;
  if (typeof value === 'object') return 'epochMs' in value ? value.epochMs : undefined;
  return value;
}

/** Code point order for strings (UTF-16 unit order differs above U+FFFF), natural order otherwise. */
export function compare(a: Comparable, b: Comparable): number {
  if (typeof a === 'string' && typeof b === 'string') {
    const x = [...a];
    const y = [...b];
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0);
      if (d !== 0) return d;
    }
    return x.length - y.length;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

function chosen(value: StoredValue | undefined): number[] {
  return Array.isArray(value) ? (value as readonly SelectValue[]).map((s) => s.value) : [];
}

function holds(condition: Condition & { kind: 'leaf' }, record: StoredRecord): boolean {
  const stored = record.get(condition.property.item.name);
  const multiple = ITEM_TYPE_INFO[condition.property.type].select === 'multiple';
  const value = comparable(stored);
  const { operator, operand } = condition;
  const list = (Array.isArray(operand) ? operand : []) as readonly Comparable[];
  const text = typeof value === 'string' ? value : undefined;
  const needle = String(operand);
  switch (operator) {
    case 'eq':
      return operand === null
        ? value === undefined
        : value !== undefined && compare(value, operand as Comparable) === 0;
    case 'isNull':
      return (value === undefined) === operand;
    case 'isNotNull':
      return (value !== undefined) === operand;
    case 'lt':
      return value !== undefined && compare(value, operand as Comparable) < 0;
    case 'lte':
      return value !== undefined && compare(value, operand as Comparable) <= 0;
    case 'gt':
      return value !== undefined && compare(value, operand as Comparable) > 0;
    case 'gte':
      return value !== undefined && compare(value, operand as Comparable) >= 0;
    case 'in':
      if (multiple) return value !== undefined && chosen(stored).every((v) => list.includes(v));
      return value !== undefined && list.some((v) => compare(value, v) === 0);
    case 'contains':
      if (ITEM_TYPE_INFO[condition.property.type].select) return chosen(stored).includes(operand as number);
      return text !== undefined && text.includes(needle);
    case 'startsWith':
      return text !== undefined && text.startsWith(needle);
    case 'endsWith':
      return text !== undefined && text.endsWith(needle);
    case 'containsEvery':
      return list.every((v) => chosen(stored).includes(v as number));
    case 'containsSome':
      return list.some((v) => chosen(stored).includes(v as number));
    default:
      return !holds({ ...condition, operator: positive(operator) }, record);
  }
}

/** The positive operator of a negated one: notEq -> eq, notIn -> in, notStartsWith -> startsWith, ... */
function positive(operator: Operator): Operator {
  const name = operator.slice(3);
  return `${name.charAt(0).toLowerCase()}${name.slice(1)}` as Operator;
}

export function matches(condition: Condition | undefined, record: StoredRecord): boolean {
  if (!condition) return true;
  if (condition.kind === 'leaf') return holds(condition, record);
  if (condition.kind === 'and') return condition.parts.every((part) => matches(part, record));
  return condition.parts.some((part) => matches(part, record));
}
