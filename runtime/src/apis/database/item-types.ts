/**
 * The item types of a definition's properties (specs/database.yaml, "Item types" and `PlatformItemType`'s
 * `x-item-types`, generated into item-types.gen.ts): the OpenAPI type and format each stands for, whether a put
 * may create a new item of it, and whether it is a select type (options in `x-platform-select-value-definitions`).
 */
import { ITEM_TYPES as TABLE } from '../../../../generated/database/item-types.gen.js';

export interface ItemTypeFacts {
  readonly type: 'integer' | 'number' | 'string' | 'boolean' | 'array';
  /** The format the type table gives, or undefined where it gives none. */
  readonly format: string | undefined;
  readonly creatable: boolean;
  readonly select: boolean;
}

export const ITEM_TYPES: Readonly<Record<string, ItemTypeFacts>> = Object.freeze(
  Object.fromEntries(
    Object.entries(TABLE).map(([name, row]) => [
      name,
      Object.freeze({
        type: row.type,
        format: row.format ?? undefined,
        creatable: row.creatable,
        select: row.select !== null,
      }),
    ]),
  ),
);

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
