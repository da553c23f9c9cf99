/**
 * The item types of a definition's properties (specs/database.yaml, "Item types" and `PlatformItemType`'s
 * `x-item-types`): the OpenAPI type and format each stands for, whether a put may create a new item of it, and
 * whether it is a select type (options in `x-platform-select-value-definitions`).
 */

export interface ItemTypeFacts {
  readonly type: 'integer' | 'number' | 'string' | 'boolean' | 'array';
  /** The format the type table gives, or undefined where it gives none. */
  readonly format: string | undefined;
  readonly creatable: boolean;
  readonly select: boolean;
}

const fact = (type: ItemTypeFacts['type'], format: string | undefined, creatable: boolean, select = false) =>
  Object.freeze({ type, format, creatable, select });

export const ITEM_TYPES: Readonly<Record<string, ItemTypeFacts>> = Object.freeze({
  platformId: fact('integer', 'int64', false),
  historyId: fact('integer', 'int64', false),
  mailAddress: fact('string', 'email', false),
  mobileMailAddress: fact('string', 'email', false),
  updatedDate: fact('string', 'date-time', false),
  registeredDate: fact('string', 'date-time', false),
  mailRefusalFlag: fact('boolean', undefined, false),
  mailAddressErrorCount: fact('integer', undefined, false),
  mobileMailAddressErrorCount: fact('integer', undefined, false),
  mlRefusalFlags: fact('array', undefined, false, true),
  text: fact('string', undefined, true),
  number: fact('number', undefined, true),
  date: fact('string', 'date', true),
  monthDay: fact('string', 'month-day', true),
  dateTime: fact('string', 'date-time', true),
  singleSelect: fact('array', undefined, true, true),
  multipleSelect: fact('array', undefined, true, true),
  password: fact('string', undefined, true),
  passwordHash: fact('string', undefined, true),
});

/**
 * The type a property without `x-platform-type` stands for: `string` = text, `number` = number, `string`/`date`
 * = date, `string`/`month-day` = monthDay, `string`/`date-time` = dateTime; undefined for any other pair.
 */
export function impliedItemType(type: unknown, format: unknown): string | undefined {
  if (type === 'number' && format === undefined) return 'number';
  if (type !== 'string') return undefined;
  if (format === undefined) return 'text';
  return typeof format === 'string' ? STRING_FORMATS.get(format) : undefined;
}

const STRING_FORMATS: ReadonlyMap<string, string> = new Map([
  ['date', 'date'],
  ['month-day', 'monthDay'],
  ['date-time', 'dateTime'],
]);
