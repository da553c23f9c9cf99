/**
 * The item types of the database API (specs/database.yaml, "Item types" and `PlatformItemType`'s `x-item-types`
 * and `x-filter-operators`, generated into item-types.gen.ts): the OpenAPI type and format each shows, whether
 * putApiDefinition may create a new item of it, the filter operators it allows and what each operator takes.
 * The sandbox reads requests its own way (filter.ts, put-definition.ts); only the table is shared with the client.
 */
import { FILTER_OPERATORS, ITEM_TYPES as TABLE } from '../../generated/database/item-types.gen.js';

export type ItemType = keyof typeof TABLE;

export const ITEM_TYPES = Object.keys(TABLE) as readonly ItemType[];

export type Operator = keyof typeof FILTER_OPERATORS;

export const OPERATORS = Object.keys(FILTER_OPERATORS) as readonly Operator[];

/**
 * What an operator takes: one value or null (eq, notEq), a boolean (isNull, isNotNull), a non-empty array of values
 * (in, notIn, containsEvery, containsSome), a text (contains, startsWith, endsWith and their negations), or one
 * value (lt, lte, gt, gte).
 */
export type OperandKind = (typeof FILTER_OPERATORS)[Operator];

export const OPERAND_KIND: Readonly<Record<Operator, OperandKind>> = FILTER_OPERATORS;

export interface ItemTypeInfo {
  /** OpenAPI type of a value. */
  readonly type: 'integer' | 'number' | 'string' | 'boolean' | 'array';
  /**
   * OpenAPI format an API definition shows for the type. The records document may say more of a value
   * (openapi-schemas.ts: `int32` for the error counts, `password` for the password types).
   */
  readonly format?: string;
  /** putApiDefinition may create a new item of this type. */
  readonly creatable: boolean;
  /** Filter operators allowed on a property of this type, in the operator table's order. */
  readonly operators: readonly Operator[];
  /**
   * Values are set by the service: refused in create and patch bodies. (The record id, platformId or historyId,
   * is read-only too, by its role rather than its type, and is the one property the documents mark `readOnly`.)
   */
  readonly readOnly?: true;
  /** Values are stored and never returned: left out of every record answer (`format: password` in the documents). */
  readonly writeOnly?: true;
  /** Values choose among the item's options: arrays of `{value, extraText}` (records-shape.ts for the 2020 shape). */
  readonly select?: 'single' | 'multiple';
}

function info(row: (typeof TABLE)[ItemType]): ItemTypeInfo {
  return {
    type: row.type,
    creatable: row.creatable,
    operators: row.operators,
    ...(row.format === null ? {} : { format: row.format }),
    ...(row.readOnly ? { readOnly: true as const } : {}),
    ...(row.writeOnly ? { writeOnly: true as const } : {}),
    ...(row.select === null ? {} : { select: row.select }),
  };
}

export const ITEM_TYPE_INFO: Readonly<Record<ItemType, ItemTypeInfo>> = Object.fromEntries(
  ITEM_TYPES.map((name) => [name, info(TABLE[name])]),
) as Record<ItemType, ItemTypeInfo>;

export function isItemType(value: unknown): value is ItemType {
  return typeof value === 'string' && (ITEM_TYPES as readonly string[]).includes(value);
}

/** A property of this type may be named in `order`: exactly the types that allow lt/lte/gt/gte. */
export function isSortable(type: ItemType): boolean {
  return ITEM_TYPE_INFO[type].operators.includes('lt');
}

/**
 * The item type a property means when it gives no x-platform-type ("Item types": text = string, number = number,
 * date = string/date, monthDay = string/month-day, dateTime = string/date-time); undefined for any other pair.
 */
export function inferItemType(type: unknown, format: unknown): ItemType | undefined {
  if (type === 'number' && format === undefined) return 'number';
  if (type !== 'string') return undefined;
  if (format === undefined) return 'text';
  if (format === 'date') return 'date';
  if (format === 'month-day') return 'monthDay';
  if (format === 'date-time') return 'dateTime';
  return undefined;
}
