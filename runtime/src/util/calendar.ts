/**
 * Whether a date, month-day or date-time written as the services take them names a day and time that exists
 * (specs/database.yaml, "Item types" and the Records section: dates `yyyy-MM-dd` and month-days `--MM-dd` that
 * exist, `--02-29` does; specs/mail.yaml, `sendDateTime` and the reports' `start`/`end`: ISO 8601 with an offset).
 * A shape alone lets `2024-02-30` through, and `Date.parse` quietly rolls it over to March 1, so each field is
 * held to the Gregorian calendar here: a year that is a multiple of 4 is a leap year, a century only when it is a
 * multiple of 400.
 */

/** The forms: a date `yyyy-MM-dd`, a month-day `--MM-dd`, a date-time ISO 8601 with an offset. */
export type CalendarKind = 'date' | 'monthDay' | 'dateTime';

/** Why a text is no date, month-day or date-time; see calendarFault. */
export interface CalendarFault {
  /**
   * True when the text is not written in the kind's form at all; then `message` names the form, and a caller with
   * a stricter form of its own (a record's date-time needs its seconds) names that one instead.
   */
  readonly shape: boolean;
  /** The form (`a date yyyy-MM-dd`) for a shape fault, else `2024-02-30 is not a date: February 2024 has 29 days`. */
  readonly message: string;
}

/** The numbers of a text in its kind's form; a month-day has no year, a date no time. */
interface Fields {
  readonly year?: number;
  readonly month: number;
  readonly day: number;
  readonly time?: readonly [hour: number, minute: number, second: number | undefined];
  readonly offset?: readonly [hours: number, minutes: number];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAY = /^--(\d{2})-(\d{2})$/;
// Seconds, a fraction (`.` or `,`) and the offset's colon are optional in ISO 8601; the offset is not, as the mail
// API reads it (a date-time without one names no instant). A record's date-time also needs its seconds.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?(?:[Zz]|[+-](\d{2}):?(\d{2}))$/;

const FORMS: Readonly<
  Record<CalendarKind, { readonly form: string; readonly noun: string; read(text: string): Fields | undefined }>
> = {
  date: {
    form: 'a date yyyy-MM-dd',
    noun: 'a date',
    read: (text) => {
      const m = DATE.exec(text);
      return m === null ? undefined : { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
    },
  },
  monthDay: {
    form: 'a month-day --MM-dd',
    noun: 'a month-day',
    read: (text) => {
      const m = MONTH_DAY.exec(text);
      return m === null ? undefined : { month: Number(m[1]), day: Number(m[2]) };
    },
  },
  dateTime: {
    form: 'an ISO 8601 date-time with an offset, such as 2026-05-01T10:00:00+09:00',
    noun: 'a date-time',
    read: (text) => {
      const m = DATE_TIME.exec(text);
      if (m === null) return undefined;
      return {
        year: Number(m[1]),
        month: Number(m[2]),
        day: Number(m[3]),
        time: [Number(m[4]), Number(m[5]), m[6] === undefined ? undefined : Number(m[6])],
        ...(m[7] === undefined ? {} : { offset: [Number(m[7]), Number(m[8])] as const }),
      };
    },
  },
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Days of a month (1 to 12); without a year (a month-day), February has the 29 of a leap year. */
function daysIn(month: number, year: number | undefined): number {
  if (month === 2) return year === undefined || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The rule the first field out of its range breaks, or undefined when every field fits. */
function brokenRule({ year, month, day, time, offset }: Fields): string | undefined {
  if (month < 1 || month > 12) return 'months run 01 to 12';
  if (day < 1) return 'days run from 01';
  const days = daysIn(month, year);
  if (day > days)
    return year === undefined
      ? `${MONTHS[month - 1]} has ${month === 2 ? 'at most ' : ''}${days} days`
      : `${MONTHS[month - 1]} ${String(year).padStart(4, '0')} has ${days} days`;
  const [hour, minute, second] = time ?? [0, 0, 0];
  if (hour > 23) return 'hours run 00 to 23';
  if (minute > 59) return 'minutes run 00 to 59';
  // A leap second (:60) is refused: neither service documents one, and the sandbox refuses it too.
  if (second !== undefined && second > 59) return 'seconds run 00 to 59';
  const [offsetHours, offsetMinutes] = offset ?? [0, 0];
  if (offsetHours > 23) return "the offset's hours run 00 to 23";
  if (offsetMinutes > 59) return "the offset's minutes run 00 to 59";
  return undefined;
}

/**
 * Why `text` is no `kind` that exists, or undefined when it is one: a text not in the kind's form is a shape fault
 * naming the form; one in the form whose month, day, hour, minute, second or offset is out of range names the rule,
 * so that a caller can refuse `2024-02-30` before sending it, in words that need no look-up.
 */
export function calendarFault(kind: CalendarKind, text: string): CalendarFault | undefined {
  const { form, noun, read } = FORMS[kind];
  const fields = read(text);
  if (fields === undefined) return { shape: true, message: form };
  const rule = brokenRule(fields);
  return rule === undefined ? undefined : { shape: false, message: `${text} is not ${noun}: ${rule}` };
}
