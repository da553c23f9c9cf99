/**
 * Record values: each written value is checked against its property's item type (specs/database.yaml, "Item types" and
 * the `openApi` tag's Records) and converted to its stored form; stored values are written back in the form the OpenAPI
 * document describes, which depends on the sandbox's records shape (records-shape.ts). A 400 names the property and the rule.
 */
import { MAX_RECORD_ID } from '../config.js';
import { isValidAddress } from '../mail/addresses.js';
import { DbBadRequest } from './answers.js';
import { convertCharacters } from './characters.js';
import type { PasswordDigest, SelectValue, StoredRecord, StoredValue } from './databases.js';
import { formatDateTime, isDate, isMonthDay, parseDateTime } from './datetimes.js';
import type { ApiDefinition, DefinedProperty } from './definitions.js';
import { ITEM_TYPE_INFO, type ItemType } from './item-types.js';
import { isJsonObject, type JsonValue } from './json.js';
import type { RecordsShape } from './records-shape.js';

/** A passwordHash value checked but not yet hashed (hashing waits until the whole body has passed). */
export class PendingPassword {
  constructor(readonly password: string) {}
}

export type WrittenValue = StoredValue | PendingPassword | null;

const MAX_COUNT = 2_147_483_647;

function bad(property: string, rule: string): never {
  throw new DbBadRequest(`property ${property}: ${rule}`);
}

/** An integer id from 1 to 2^63-1, given as a JSON number (read exactly, as a bigint when large). */
export function idValue(value: JsonValue): bigint | undefined {
  if (typeof value === 'bigint') return value >= 1n && value <= MAX_RECORD_ID ? value : undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1) return BigInt(value);
  return undefined;
}

/**
 * A written selection: an array of `{value, extraText}` (at most one for singleSelect), or in the 2020 shape one
 * such object for a singleSelect (records-shape.ts).
 */
function selection(property: DefinedProperty, written: JsonValue, shape: RecordsShape): readonly SelectValue[] | null {
  const name = property.name;
  const single = ITEM_TYPE_INFO[property.type].select === 'single';
  if (single && shape === '2020') {
    if (!isJsonObject(written)) bad(name, 'must be one object {value, extraText} (a singleSelect value) or null');
  } else if (!Array.isArray(written)) bad(name, 'must be an array of {value, extraText} (a select value)');
  const value = Array.isArray(written) ? written : [written];
  if (single && value.length > 1) bad(name, 'a singleSelect value holds at most one selection');
  const options = new Map((property.item.options ?? []).map((o) => [o.value, o]));
  const seen = new Set<number>();
  const out = value.map((entry, i): SelectValue => {
    const at = Array.isArray(written) ? `${name}[${i}]` : name;
    if (!isJsonObject(entry)) bad(at, 'must be an object {value, extraText}');
    const extra = Object.keys(entry).find((key) => key !== 'value' && key !== 'extraText');
    if (extra !== undefined) bad(at, `has no field ${extra} (only value and extraText)`);
    const v = entry['value'];
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1) bad(`${at}.value`, 'must be an integer >= 1');
    const option = options.get(v);
    if (!option)
      bad(
        `${at}.value`,
        `${v} is not an option of item ${property.item.name} (options: ${[...options.keys()].join(', ') || 'none'})`,
      );
    if (seen.has(v)) bad(`${at}.value`, `option ${v} is selected twice`);
    seen.add(v);
    const extraText = Object.hasOwn(entry, 'extraText') ? entry['extraText'] : null;
    if (extraText !== null && extraText !== undefined && typeof extraText !== 'string')
      bad(`${at}.extraText`, 'must be a string or null');
    if (typeof extraText === 'string' && !option.hasExtraText)
      bad(`${at}.extraText`, `option ${v} takes no extra text`);
    return { value: v, extraText: typeof extraText === 'string' ? convertCharacters(extraText) : null };
  });
  return out.length === 0 ? null : out;
}

/** A checked single value: its stored form, or the rule it breaks (`a number`, `a date yyyy-MM-dd ...`). */
export type Scalar = { readonly ok: true; readonly value: StoredValue } | { readonly ok: false; readonly rule: string };

const ok = (value: StoredValue): Scalar => ({ ok: true, value });
const breaks = (rule: string): Scalar => ({ ok: false, rule });

/**
 * One value of a type that is not a select type, as written to a record and, but for addresses and selections, as
 * a filter operand: ids exact, text and addresses converted (conversions table), date-times as instants.
 */
export function scalarValue(type: ItemType, value: JsonValue): Scalar {
  switch (type) {
    case 'platformId':
    case 'historyId': {
      const id = idValue(value);
      return id === undefined ? breaks(`an integer from 1 to ${MAX_RECORD_ID} (${type})`) : ok(id);
    }
    case 'mailAddress':
    case 'mobileMailAddress': {
      const address = typeof value === 'string' ? convertCharacters(value) : undefined;
      return address !== undefined && isValidAddress(address)
        ? ok(address)
        : breaks(`a mail address (${type}, format email)`);
    }
    case 'number':
      if (typeof value === 'bigint') return ok(Number(value));
      return typeof value === 'number' ? ok(value) : breaks('a number');
    case 'mailAddressErrorCount':
    case 'mobileMailAddressErrorCount':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COUNT
        ? ok(value)
        : breaks(`an integer from 0 to ${MAX_COUNT} (${type})`);
    case 'mailRefusalFlag':
      return typeof value === 'boolean' ? ok(value) : breaks('a boolean (mailRefusalFlag)');
    case 'date':
      return typeof value === 'string' && isDate(value) ? ok(value) : breaks('a date yyyy-MM-dd (format date)');
    case 'monthDay':
      return typeof value === 'string' && isMonthDay(value)
        ? ok(value)
        : breaks('a month-day --MM-dd (format month-day)');
    case 'dateTime':
    case 'updatedDate':
    case 'registeredDate': {
      const epochMs = typeof value === 'string' ? parseDateTime(value) : undefined;
      return epochMs === undefined
        ? breaks('an ISO 8601 date-time with seconds and an offset (format date-time)')
        : ok({ epochMs });
    }
    case 'text':
      return typeof value === 'string' ? ok(convertCharacters(value)) : breaks('a string (text)');
    default:
      // password and passwordHash: kept exactly as given.
      return typeof value === 'string' ? ok(value) : breaks(`a string (${type})`);
  }
}

/**
 * The stored form of a value written to a property (null clears it). The caller has refused read-only
 * properties already.
 */
export function writtenValue(property: DefinedProperty, value: JsonValue, shape: RecordsShape): WrittenValue {
  if (value === null) return null;
  if (ITEM_TYPE_INFO[property.type].select) return selection(property, value, shape);
  const checked = scalarValue(property.type, value);
  if (!checked.ok) bad(property.name, `must be ${checked.rule}`);
  return property.type === 'passwordHash' ? new PendingPassword(checked.value as string) : checked.value;
}

function isDigest(value: StoredValue): value is PasswordDigest {
  return typeof value === 'object' && 'hash' in value;
}

/** A chosen option as an answer shows it; in the 2020 shape, whose extraText is not nullable, without a null one. */
function shownSelection(s: SelectValue, shape: RecordsShape): unknown {
  return shape === '2020' && s.extraText === null ? { value: s.value } : { value: s.value, extraText: s.extraText };
}

/** A stored value of `property` as the record answer shows it. */
export function shownValue(property: DefinedProperty, value: StoredValue | undefined, shape: RecordsShape): unknown {
  if (value === undefined) return null;
  if (Array.isArray(value)) {
    const shown = (value as readonly SelectValue[]).map((s) => shownSelection(s, shape));
    return shape === '2020' && ITEM_TYPE_INFO[property.type].select === 'single' ? (shown[0] ?? null) : shown;
  }
  if (typeof value === 'object' && 'epochMs' in value) return formatDateTime(value.epochMs);
  if (typeof value === 'object' && isDigest(value)) return null;
  return value;
}

/** A record as answered: every property of the definition except the write-only ones, null where unset. */
export function recordView(
  definition: ApiDefinition,
  record: StoredRecord,
  shape: RecordsShape,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const property of definition.properties.values()) {
    if (ITEM_TYPE_INFO[property.type].writeOnly) continue;
    out[property.name] = shownValue(property, record.get(property.item.name), shape);
  }
  return out;
}

/** The id of a stored record, from its id item. */
export function recordId(definition: ApiDefinition, record: StoredRecord): bigint {
  const id = record.get(definition.database.idItem.name);
  if (typeof id !== 'bigint') throw new Error('record without id');
  return id;
}
