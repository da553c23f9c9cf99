/**
 * The bodies of queryRecords (`{filter, order, limit, offset}`) and countRecords (`{filter}`) (specs/database.yaml, the
 * `openApi` tag's The document and Filters, and Limits), and the ordering of the answer. `order` holds at most 2
 * entries, each `{property}_asc`, `{property}_desc` or a bare `{property}` (ascending), naming a property whose type
 * allows lt/lte/gt/gte; a name that is itself a property wins over a suffix. Nulls come last when ascending and first
 * when descending; records equal on every key, and all records when no order is given, are in id order.
 */
import { DbBadRequest } from './answers.js';
import type { StoredRecord } from './databases.js';
import type { ApiDefinition, DefinedProperty } from './definitions.js';
import { comparable, compare, type Condition, readFilter } from './filter.js';
import { isSortable } from './item-types.js';
import { isJsonObject, type JsonValue } from './json.js';
import type { RecordsShape } from './records-shape.js';

export const MAX_ORDER = 2;
export const MAX_QUERY_LIMIT = 100;

export interface OrderKey {
  readonly property: DefinedProperty;
  readonly descending: boolean;
}

export interface QueryRequest {
  readonly filter: Condition | undefined;
  readonly order: readonly OrderKey[];
  readonly limit: number;
  readonly offset: number;
}

function bad(message: string): never {
  throw new DbBadRequest(message);
}

function onlyKeys(body: JsonValue, allowed: readonly string[]): { [key: string]: JsonValue } {
  if (!isJsonObject(body)) bad('the body must be a JSON object');
  const unknown = Object.keys(body).find((key) => !allowed.includes(key));
  if (unknown !== undefined) bad(`the body has no field ${unknown} (fields: ${allowed.join(', ')})`);
  return body;
}

function orderKey(definition: ApiDefinition, entry: JsonValue, where: string): OrderKey {
  if (typeof entry !== 'string') bad(`${where} must be a string {property}_asc, {property}_desc or {property}`);
  const sortable = (name: string): DefinedProperty | undefined => {
    const property = definition.properties.get(name);
    return property && isSortable(property.type) ? property : undefined;
  };
  const whole = sortable(entry);
  if (whole) return { property: whole, descending: false };
  const suffix = /_(asc|desc)$/.exec(entry);
  const property = suffix ? sortable(entry.slice(0, suffix.index)) : undefined;
  if (!property) {
    bad(
      `${where}: ${entry} names no sortable property of ${definition.name} (a property whose type allows lt/gt, then _asc, _desc or nothing)`,
    );
  }
  return { property, descending: suffix?.[1] === 'desc' };
}

function readOrder(definition: ApiDefinition, value: JsonValue | undefined): OrderKey[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) bad('order must be an array of strings');
  if (value.length > MAX_ORDER) bad(`order holds at most ${MAX_ORDER} entries, not ${value.length}`);
  const keys = value.map((entry, i) => orderKey(definition, entry, `order[${i}]`));
  if (keys.length === 2 && keys[0]?.property === keys[1]?.property)
    bad(`order names property ${keys[0]?.property.name} twice`);
  return keys;
}

function integerField(value: JsonValue | undefined, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    bad(`${name} must be an integer from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}`);
  }
  return value;
}

export function readQuery(definition: ApiDefinition, body: JsonValue, shape: RecordsShape): QueryRequest {
  const fields = onlyKeys(body, ['filter', 'order', 'limit', 'offset']);
  return {
    filter: readFilter(definition, fields['filter'] ?? undefined, shape),
    order: readOrder(definition, fields['order']),
    limit: integerField(fields['limit'], 'limit', 1, MAX_QUERY_LIMIT, MAX_QUERY_LIMIT),
    offset: integerField(fields['offset'], 'offset', 0, Number.MAX_SAFE_INTEGER, 0),
  };
}

export function readCount(definition: ApiDefinition, body: JsonValue, shape: RecordsShape): Condition | undefined {
  return readFilter(definition, onlyKeys(body, ['filter'])['filter'] ?? undefined, shape);
}

/** Sorts matching records by the order keys, then by id (their insertion order, kept by a stable sort). */
export function sortRecords(records: StoredRecord[], order: readonly OrderKey[]): StoredRecord[] {
  if (order.length === 0) return records;
  return records.sort((a, b) => {
    for (const { property, descending } of order) {
      const x = comparable(a.get(property.item.name));
      const y = comparable(b.get(property.item.name));
      if (x === undefined && y === undefined) continue;
      // Nulls last ascending, first descending: a null sorts as if larger than any value.
      const d = x === undefined ? 1 : y === undefined ? -1 : compare(x, y);
      if (d !== 0) return descending ? -d : d;
    }
    return 0;
  });
}
