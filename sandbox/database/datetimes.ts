/**
 * Dates and times of record values (specs/database.yaml, "Item types" and the `openApi` tag's Records): date
 * `yyyy-MM-dd`, month-day `--MM-dd`, and date-times (dateTime, registeredDate, updatedDate) in ISO 8601. A date-time is
 * read as RFC 3339 (the shape of the OpenAPI `date-time` format: seconds and an offset required), kept as an instant
 * with its milliseconds, and written in the account's time zone, Asia/Tokyo (`+09:00`).
 */
import { formatIsoTokyo, parseIsoDateTime } from '../mail/datetime.js';

const DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const MONTH_DAY = /^--([0-9]{2})-([0-9]{2})$/;
const RFC3339 =
  /^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]{1,9})?(?:[Zz]|[+-][0-9]{2}:[0-9]{2})$/;

/** Days in a month; February of a leap year for a month-day, which names no year. */
function daysIn(month: number, year = 2000): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const month = Number(m[2]);
  const day = Number(m[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(month, Number(m[1]));
}

export function isMonthDay(text: string): boolean {
  const m = MONTH_DAY.exec(text);
  if (!m) return false;
  const month = Number(m[1]);
  const day = Number(m[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(month);
}

/** Epoch ms of an RFC 3339 date-time, or undefined when the text is not one or names an impossible time. */
export function parseDateTime(text: string): number | undefined {
  return RFC3339.test(text) ? parseIsoDateTime(text) : undefined;
}

/** `2024-05-01T10:00:00+09:00`, with `.SSS` before the offset when the milliseconds are not 0. */
export function formatDateTime(epochMs: number): string {
  const text = formatIsoTokyo(epochMs);
  const ms = ((epochMs % 1000) + 1000) % 1000;
  return ms === 0 ? text : `${text.slice(0, 19)}.${String(ms).padStart(3, '0')}${text.slice(19)}`;
}
