/**
 * The item types of the database API (specs/database.yaml, "Item types" and `PlatformItemType`'s `x-item-types`): the
 * OpenAPI type and format each shows, whether putApiDefinition may create a new item of it, and the filter operators it
 * allows (the operator table of the `openApi` tag's Filters: multipleSelect and mlRefusalFlags allow isNull, isNotNull,
 * in, notIn, containsEvery and containsSome).
 */

export const ITEM_TYPES = [
  'platformId',
  'historyId',
  'mailAddress',
  'mobileMailAddress',
  'updatedDate',
  'registeredDate',
  'mailRefusalFlag',
  'mailAddressErrorCount',
  'mobileMailAddressErrorCount',
  'mlRefusalFlags',
  'text',
  'number',
  'date',
  'monthDay',
  'dateTime',
  'singleSelect',
  'multipleSelect',
  'password',
  'passwordHash',
] as const;

export type ItemType = (typeof ITEM_TYPES)[number];

export const OPERATORS = [
  'eq',
  'notEq',
  'isNull',
  'isNotNull',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'notIn',
  'contains',
  'notContains',
  'startsWith',
  'notStartsWith',
  'endsWith',
  'notEndsWith',
  'containsEvery',
  'containsSome',
] as const;

export type Operator = (typeof OPERATORS)[number];

/**
 * What an operator takes: one value or null (eq, notEq), a boolean (isNull, isNotNull), a non-empty array of values
 * (in, notIn, containsEvery, containsSome), a text (contains, startsWith, endsWith and their negations), or one
 * value (lt, lte, gt, gte).
 */
export type OperandKind = 'valueOrNull' | 'flag' | 'list' | 'text' | 'value';

export const OPERAND_KIND: Readonly<Record<Operator, OperandKind>> = {
  eq: 'valueOrNull',
  notEq: 'valueOrNull',
  isNull: 'flag',
  isNotNull: 'flag',
  lt: 'value',
  lte: 'value',
  gt: 'value',
  gte: 'value',
  in: 'list',
  notIn: 'list',
  contains: 'text',
  notContains: 'text',
  startsWith: 'text',
  notStartsWith: 'text',
  endsWith: 'text',
  notEndsWith: 'text',
  containsEvery: 'list',
  containsSome: 'list',
};

/** The operator groups, the columns of the operator table. */
const EQ: readonly Operator[] = ['eq', 'notEq'];
const NULL: readonly Operator[] = ['isNull', 'isNotNull'];
const COMPARE: readonly Operator[] = ['lt', 'lte', 'gt', 'gte'];
const IN: readonly Operator[] = ['in', 'notIn'];
const CONTAINS: readonly Operator[] = ['contains', 'notContains'];
const AFFIX: readonly Operator[] = ['startsWith', 'notStartsWith', 'endsWith', 'notEndsWith'];
const SET: readonly Operator[] = ['containsEvery', 'containsSome'];

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

const ADDRESS: ItemTypeInfo = {
  type: 'string',
  format: 'email',
  creatable: false,
  operators: [...EQ, ...NULL, ...COMPARE, ...IN, ...CONTAINS, ...AFFIX],
};
const SERVICE_DATE: ItemTypeInfo = {
  type: 'string',
  format: 'date-time',
  creatable: false,
  operators: [...EQ, ...COMPARE, ...IN],
  readOnly: true,
};
const ERROR_COUNT: ItemTypeInfo = {
  type: 'integer',
  creatable: false,
  operators: [...EQ, ...COMPARE, ...IN],
};
const ID: ItemTypeInfo = { type: 'integer', format: 'int64', creatable: false, operators: [...EQ, ...COMPARE, ...IN] };
const ORDERED: readonly Operator[] = [...EQ, ...NULL, ...COMPARE, ...IN];
const MULTI: readonly Operator[] = [...NULL, ...IN, ...SET];

export const ITEM_TYPE_INFO: Readonly<Record<ItemType, ItemTypeInfo>> = {
  platformId: ID,
  historyId: ID,
  mailAddress: ADDRESS,
  mobileMailAddress: ADDRESS,
  updatedDate: SERVICE_DATE,
  registeredDate: SERVICE_DATE,
  mailRefusalFlag: { type: 'boolean', creatable: false, operators: EQ },
  mailAddressErrorCount: ERROR_COUNT,
  mobileMailAddressErrorCount: ERROR_COUNT,
  mlRefusalFlags: { type: 'array', creatable: false, operators: MULTI, select: 'multiple' },
  text: { type: 'string', creatable: true, operators: [...ORDERED, ...CONTAINS, ...AFFIX] },
  number: { type: 'number', creatable: true, operators: ORDERED },
  date: { type: 'string', format: 'date', creatable: true, operators: ORDERED },
  monthDay: { type: 'string', format: 'month-day', creatable: true, operators: ORDERED },
  dateTime: { type: 'string', format: 'date-time', creatable: true, operators: ORDERED },
  singleSelect: { type: 'array', creatable: true, operators: ORDERED, select: 'single' },
  multipleSelect: { type: 'array', creatable: true, operators: MULTI, select: 'multiple' },
  password: { type: 'string', creatable: true, operators: [], writeOnly: true },
  passwordHash: { type: 'string', creatable: true, operators: [], writeOnly: true },
};

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
