/**
 * A command-line value read by its parameter's schema and checked against it before anything is sent: type
 * (integer, number, boolean, string), `enum`, `minimum`/`maximum`, `minLength`/`maxLength`, `pattern` and
 * `format: date-time` or `date` (the form and the calendar: 2024-02-30 is refused). A value that breaks a rule is
 * a UsageError naming the flag and the rule, so a script gets exit code 2 and nothing goes out. Integers above
 * 2^53 stay exact (bigint).
 */
import { type CalendarKind, calendarFault } from '@platform-sdk/runtime/internal';
import { UsageError } from '../exit-codes.js';

export type Schema = Readonly<Record<string, unknown>>;

function typeOf(schema: Schema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined;
  return typeof type === 'string' ? type : undefined;
}

/** One line for the help text: type and limits (`integer, 1 to 100`). */
export function describeSchema(schema: Schema): string {
  const parts: string[] = [];
  const type = typeOf(schema);
  if (type !== undefined) parts.push(schema.format === undefined ? type : `${type} (${String(schema.format)})`);
  if (schema.minimum !== undefined && schema.maximum !== undefined)
    parts.push(`${String(schema.minimum)} to ${String(schema.maximum)}`);
  else if (schema.minimum !== undefined) parts.push(`at least ${String(schema.minimum)}`);
  else if (schema.maximum !== undefined) parts.push(`at most ${String(schema.maximum)}`);
  if (schema.maxLength !== undefined) parts.push(`at most ${String(schema.maxLength)} characters`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join(', ');
}

function integerOf(flag: string, raw: string): number | bigint {
  if (!/^-?\d+$/.test(raw)) throw new UsageError(`${flag} must be an integer (got ${JSON.stringify(raw)})`);
  const big = BigInt(raw);
  return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
}

function checkRange(flag: string, value: number | bigint, schema: Schema): void {
  const min = schema.minimum;
  const max = schema.maximum;
  if (typeof min === 'number' && value < min) throw new UsageError(`${flag} must be at least ${min} (got ${value})`);
  if (typeof max === 'number' && value > max) throw new UsageError(`${flag} must be at most ${max} (got ${value})`);
}

export function parseValue(flag: string, raw: string, schema: Schema): unknown {
  const allowed = schema.enum;
  if (Array.isArray(allowed) && !allowed.some((v) => String(v) === raw))
    throw new UsageError(`${flag} must be one of ${allowed.map(String).join(', ')} (got ${JSON.stringify(raw)})`);
  const type = typeOf(schema);
  if (type === 'integer') {
    const value = integerOf(flag, raw);
    checkRange(flag, value, schema);
    return value;
  }
  if (type === 'number') {
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(value))
      throw new UsageError(`${flag} must be a number (got ${JSON.stringify(raw)})`);
    checkRange(flag, value, schema);
    return value;
  }
  if (type === 'boolean') {
    if (raw !== 'true' && raw !== 'false')
      throw new UsageError(`${flag} must be true or false (got ${JSON.stringify(raw)})`);
    return raw === 'true';
  }
  const { minLength, maxLength, pattern } = schema;
  if (typeof minLength === 'number' && raw.length < minLength)
    throw new UsageError(`${flag} must have at least ${minLength} characters`);
  if (typeof maxLength === 'number' && raw.length > maxLength)
    throw new UsageError(`${flag} must have at most ${maxLength} characters (got ${raw.length})`);
  if (typeof pattern === 'string' && !new RegExp(pattern, 'u').test(raw))
    throw new UsageError(`${flag} must match ${pattern} (got ${JSON.stringify(raw)})`);
  const calendar = typeof schema.format === 'string' ? CALENDAR_FORMATS.get(schema.format) : undefined;
  if (calendar !== undefined) checkCalendar(flag, raw, calendar);
  return raw;
}

/** The string formats held to the calendar, by the kind calendarFault knows them as (a Map: `toString` is none). */
const CALENDAR_FORMATS: ReadonlyMap<string, CalendarKind> = new Map([
  ['date', 'date'],
  ['date-time', 'dateTime'],
]);

/**
 * A date or date-time as the services take it: its form, then a day and time that exist. `Date.parse` would take
 * `May 1 2024` and roll 2024-02-30 over to March 1, and the service refuses both only once they are sent.
 */
export function checkCalendar(flag: string, raw: string, kind: CalendarKind): void {
  const fault = calendarFault(kind, raw);
  if (fault?.shape) throw new UsageError(`${flag} must be ${fault.message} (got ${JSON.stringify(raw)})`);
  if (fault !== undefined) throw new UsageError(`${flag}: ${fault.message}`);
}
