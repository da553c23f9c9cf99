/**
 * A record value as text and back, by the property's item type (the `itemType` and `options` of the records
 * package's definition data): the one convention of CSV cells (query, get, export, import) and `--filter`
 * operands. A text property's value is text whatever it looks like (`null`, `0012`, `true`, `[1]`); a number,
 * a date, a flag, an id or a select is parsed by its type, and a value that breaks its type's rule is refused
 * with the rule (a date, month-day or date-time also when it is written right but names no day or time of the
 * calendar, 2024-02-30). A property whose type the package does not name (an older package) keeps the JSON
 * reading: a cell that parses as JSON is that value, any other is text.
 */
import { calendarFault } from '@platform-sdk/runtime/internal';
import type { RecordProperty } from '@platform-sdk/runtime/records';
import { fromCell, toCell } from '../output/cells.js';
import { isLabel, optionOf } from './select-options.js';
import { ValueRuleError } from './value-rule-error.js';

/** How values of an item type are written as text. */
export type Kind =
  | 'text'
  | 'number'
  | 'integer'
  | 'int64'
  | 'flag'
  | 'date'
  | 'monthDay'
  | 'dateTime'
  | 'select'
  | 'json';

/** Item types (specs/database.yaml, "Item types") by how their values read. */
const KINDS: Readonly<Record<string, Kind>> = {
  text: 'text',
  mailAddress: 'text',
  mobileMailAddress: 'text',
  password: 'text',
  passwordHash: 'text',
  number: 'number',
  mailAddressErrorCount: 'integer',
  mobileMailAddressErrorCount: 'integer',
  platformId: 'int64',
  historyId: 'int64',
  date: 'date',
  monthDay: 'monthDay',
  dateTime: 'dateTime',
  updatedDate: 'dateTime',
  registeredDate: 'dateTime',
  mailRefusalFlag: 'flag',
  singleSelect: 'select',
  multipleSelect: 'select',
  mlRefusalFlags: 'select',
};

export function kindOf(property: RecordProperty | undefined): Kind {
  if (property?.itemType !== undefined) return KINDS[property.itemType] ?? 'json';
  return property?.int64 === true ? 'int64' : 'json';
}

export { ValueRuleError };

const RULES: Readonly<Record<Exclude<Kind, 'text' | 'json' | 'select'>, readonly [RegExp, string]>> = {
  number: [/^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/, 'a number (12, -3.5)'],
  integer: [/^-?\d+$/, 'an integer'],
  int64: [/^\d+$/, 'an id: decimal digits'],
  flag: [/^(?:true|false)$/, 'true or false'],
  date: [/^\d{4}-\d{2}-\d{2}$/, 'a date yyyy-MM-dd'],
  monthDay: [/^--\d{2}-\d{2}$/, 'a month-day --MM-dd'],
  dateTime: [
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/i,
    'a date-time with seconds and an offset (2024-05-01T10:00:00+09:00)',
  ],
};

/** The option values of a select, for its rule. */
function optionValues(property: RecordProperty | undefined): string {
  const options = property?.options ?? [];
  return options.length === 0 ? 'an option value' : `an option value (${options.map((o) => o.value).join(', ')})`;
}

function checkOption(property: RecordProperty | undefined, value: unknown): number {
  const options = property?.options;
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    (options !== undefined && options.length > 0 && !options.some((o) => o.value === value))
  )
    throw new ValueRuleError(`must be ${optionValues(property)} (got ${JSON.stringify(value)})`);
  return value;
}

/**
 * A select's cell: its value as export writes it (JSON `[{"value":1}]`, or one object, the 2020 shape of a single
 * select), or what a spreadsheet holds: an option value or label (`2`, `Adult`), a multiple select's items
 * separated by commas (`Adult, 3`) or in a JSON array (`[1,3]`, `["Adult","Child"]`). A cell that is one whole
 * label is that option, commas and all.
 */
function selectCell(property: RecordProperty | undefined, text: string): unknown {
  const trimmed = text.trim();
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch {
    json = undefined;
  }
  const item = (value: unknown) =>
    typeof value === 'object' && value !== null
      ? { ...value, value: checkOption(property, (value as { value?: unknown }).value) }
      : { value: typeof value === 'string' ? optionOf(property, value) : checkOption(property, value) };
  if (typeof json === 'object' && json !== null) return Array.isArray(json) ? json.map(item) : item(json);
  const multiple = property?.itemType !== 'singleSelect';
  if (!multiple || !trimmed.includes(',') || isLabel(property, trimmed)) return [item(trimmed)];
  return trimmed.split(',').map((part, i) => {
    if (part.trim() === '')
      throw new ValueRuleError(`item ${i + 1} between commas is empty (got ${JSON.stringify(text)})`);
    return item(part);
  });
}

/**
 * One value of the property from its text: an operand of `--filter` (a select's operand is one option value) or,
 * with `cell`, a CSV cell (a select's cell as selectCell reads it).
 */
export function valueOf(property: RecordProperty | undefined, text: string, cell = false): unknown {
  const kind = kindOf(property);
  if (kind === 'text') return text;
  if (kind === 'json') return fromCell(text);
  if (kind === 'select' && cell) return selectCell(property, text);
  const trimmed = text.trim();
  if (kind === 'select') {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      throw new ValueRuleError(`must be ${optionValues(property)} (got ${JSON.stringify(text)})`);
    }
    return checkOption(property, value);
  }
  const [pattern, rule] = RULES[kind];
  if (!pattern.test(trimmed)) throw new ValueRuleError(`must be ${rule} (got ${JSON.stringify(text)})`);
  if (kind === 'number' || kind === 'integer') return Number(trimmed);
  if (kind === 'flag') return trimmed === 'true';
  // The form alone lets 2024-02-30 through; the service would refuse it only after the row was sent.
  const fault = kind === 'int64' ? undefined : calendarFault(kind, trimmed);
  if (fault !== undefined) throw new ValueRuleError(fault.message);
  return trimmed;
}

/** A value as its text: a CSV cell that `valueOf(property, cell, true)` reads back as the same value. */
export function textOf(property: RecordProperty | undefined, value: unknown): string {
  if (value === null || value === undefined) return '';
  const kind = kindOf(property);
  if (kind === 'json') return toCell(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
