/**
 * Date-times of the mail API. Input: ISO 8601 date-times with an offset (reservation `sendDateTime`, report
 * `start`/`end`). Output: the account's time zone, Asia/Tokyo (+09:00, no daylight saving), as
 * `YYYY-MM-DD hh:mm:ss` in report CSV (tag `reports` of specs/mail.yaml) and ISO 8601 in JSON.
 */

const TOKYO_OFFSET_MS = 9 * 3_600_000;

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?([Zz]|([+-])(\d{2}):?(\d{2}))$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Epoch ms of an ISO 8601 date-time with a time zone designator (`Z` or `±hh:mm`), or undefined when the text
 * is not one or names an impossible date. Without an offset the instant would be ambiguous, so it is refused;
 * a `+` that arrived unencoded in a query string has become a space and is refused the same way.
 */
export function parseIsoDateTime(text: string): number | undefined {
  const m = ISO_DATE_TIME.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = m[6] === undefined ? 0 : Number(m[6]);
  const ms = m[7] === undefined ? 0 : Math.floor(Number(`0.${m[7]}`) * 1000);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  let offsetMs = 0;
  if (m[9] !== undefined) {
    const oh = Number(m[10]);
    const om = Number(m[11]);
    if (oh > 23 || om > 59) return undefined;
    offsetMs = (m[9] === '-' ? -1 : 1) * (oh * 3_600_000 + om * 60_000);
  }
  return Date.UTC(year, month - 1, day, hour, minute, second, ms) - offsetMs;
}

function tokyoParts(epochMs: number): string[] {
  const d = new Date(epochMs + TOKYO_OFFSET_MS);
  const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
  return [
    pad(d.getUTCFullYear(), 4),
    pad(d.getUTCMonth() + 1),
    pad(d.getUTCDate()),
    pad(d.getUTCHours()),
    pad(d.getUTCMinutes()),
    pad(d.getUTCSeconds()),
  ];
}

/** `YYYY-MM-DD hh:mm:ss` in Asia/Tokyo, the report CSV form. */
export function formatReportDateTime(epochMs: number): string {
  const [y, mo, d, h, mi, s] = tokyoParts(epochMs);
  return `${y}-${mo}-${d} ${h}:${mi}:${s}`;
}

/** ISO 8601 with the account's offset, e.g. `2025-01-08T12:00:00+09:00`, the JSON form. */
export function formatIsoTokyo(epochMs: number): string {
  const [y, mo, d, h, mi, s] = tokyoParts(epochMs);
  return `${y}-${mo}-${d}T${h}:${mi}:${s}+09:00`;
}

/**
 * 00:00 Asia/Tokyo on the 1st day of the month six months before the month of `nowMs`: the earliest data the
 * all-errors and all-unsubscribes reports hold (specs/mail.yaml, allErrors, allUnsubscribes and "Limits").
 */
export function sixMonthWindowStart(nowMs: number): number {
  const local = new Date(nowMs + TOKYO_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - 6, 1) - TOKYO_OFFSET_MS;
}

/** The same day and time one calendar month later (clamped to the month's last day): requestId validity. */
export function addOneMonth(epochMs: number): number {
  const d = new Date(epochMs);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  const day = Math.min(d.getUTCDate(), daysInMonth(year + Math.floor(month / 12), (month % 12) + 1));
  return Date.UTC(year, month, day, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
}
