/**
 * What a property of a record means for the client, from two sources (specs/database.yaml, tag `openApi`, "The
 * document"): the **wire shape** from the document's schema (a select value as an array of `{value, extraText}`
 * or as one such object, an integer's format, `nullable`, `readOnly`) and the **meaning** from the item type of
 * `apidefinitions.json` where the document is silent, since the service has written both a 2020 shape that says
 * little (no `nullable`, `readOnly` or `writeOnly`, ids without a format) and the fuller shape of its reference:
 *
 * - the record id (historyId, the platformId of a master database, else the property named like the id path
 *   parameter) and the service's dates (registeredDate, updatedDate) are not writable;
 * - passwords (password, passwordHash, or `format: password`) are never answered;
 * - a history record's platformId is required on create and never null; the id is never null; any other value
 *   may be null (an unset value reads null), unless the document says `nullable: false`;
 * - platform and history ids, and any integer the document does not bound to what a JS number holds exactly
 *   (an `integer` without `format: int32`), are read as decimal strings.
 */
import type { RecordSchema } from './model-records.js';

/** How a select value travels: an array of `{value, extraText}` (reference 1.3.0) or one such object (2020). */
export type SelectShape = 'array' | 'object';

export interface PropertyMeaning {
  readonly select: SelectShape | undefined;
  /** Not writable: create and patch bodies may not give it. */
  readonly readOnly: boolean;
  /** Never answered. */
  readonly writeOnly: boolean;
  /** An integer up to 2^63-1, read and written with every digit. */
  readonly int64: boolean;
  /** May read null. */
  readonly nullable: boolean;
  /** Required in a create body. */
  readonly required: boolean;
}

const SERVICE_SET: ReadonlySet<string> = new Set(['registeredDate', 'updatedDate']);
const PASSWORDS: ReadonlySet<string> = new Set(['password', 'passwordHash']);

const isSelection = (schema: RecordSchema | undefined): boolean =>
  schema?.type === 'object' && schema.properties?.['value'] !== undefined;

export function selectShape(schema: RecordSchema): SelectShape | undefined {
  if (isSelection(schema)) return 'object';
  if (schema.type === 'array' && isSelection(schema.items as RecordSchema | undefined)) return 'array';
  return undefined;
}

/** An integer a JS number may not hold exactly: no `int32` format and no bounds within 2^53. */
function unboundedInteger(schema: RecordSchema): boolean {
  if (schema.type !== 'integer' || schema.format === 'int32') return false;
  const safe = (n: number | undefined) => n !== undefined && Math.abs(n) <= Number.MAX_SAFE_INTEGER;
  return !(safe(schema.minimum) && safe(schema.maximum));
}

export interface PropertyInput {
  readonly name: string;
  readonly schema: RecordSchema;
  /** `x-platform-type` from apidefinitions.json, when the snapshot has it. */
  readonly itemType: string | undefined;
  /** `spec.resources.main.type` of the definition (`customerDb`, `historyDb`), when known. */
  readonly databaseType: string | undefined;
  /** The record id's path parameter (`id`). */
  readonly idParameter: string;
}

export function propertyMeaning(input: PropertyInput): PropertyMeaning {
  const { schema, itemType, databaseType } = input;
  const customer = itemType === 'platformId' && databaseType === 'historyDb';
  const id =
    itemType === 'historyId' ||
    (itemType === 'platformId' && !customer && (databaseType === 'customerDb' || input.name === input.idParameter)) ||
    (itemType === undefined && input.name === input.idParameter);
  const int64 =
    itemType === 'platformId' ||
    itemType === 'historyId' ||
    (itemType === undefined ? unboundedInteger(schema) : schema.format === 'int64');
  return {
    select: selectShape(schema),
    readOnly: schema.readOnly === true || id || (itemType !== undefined && SERVICE_SET.has(itemType)),
    writeOnly:
      schema.writeOnly === true || schema.format === 'password' || (itemType !== undefined && PASSWORDS.has(itemType)),
    int64,
    nullable: typeof schema.nullable === 'boolean' ? schema.nullable : !(id || customer),
    required: customer,
  };
}

/**
 * The item type a schema implies when the snapshot names none (specs/database.yaml, "Item types": text is a
 * string, number a number, date, monthDay and dateTime strings of their format); undefined where the schema
 * alone cannot tell (selects, integers, booleans).
 */
export function impliedItemType(schema: RecordSchema): string | undefined {
  if (schema.type === 'number') return 'number';
  if (schema.type !== 'string') return undefined;
  const formats: Readonly<Record<string, string>> = { date: 'date', 'month-day': 'monthDay', 'date-time': 'dateTime' };
  return schema.format === undefined ? 'text' : formats[schema.format];
}
