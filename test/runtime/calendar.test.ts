/**
 * The calendar check of dates, month-days and date-times (runtime/src/util/calendar.ts), which the command line
 * holds every date it takes to: leap years by the Gregorian rule, the length of each month, the ranges of hours,
 * minutes, seconds and offsets, and the form of each kind, with the rule a refused value breaks.
 */
import { type CalendarKind, calendarFault } from '@platform-sdk/runtime/internal';
import { describe, expect, it } from 'vitest';

describe('calendarFault: values that exist', () => {
  it.each<[string, CalendarKind, string]>([
    ['February 29 of a leap year', 'date', '2024-02-29'],
    ['February 29 of a century that is a multiple of 400', 'date', '2000-02-29'],
    ['February 28 of a common year', 'date', '2023-02-28'],
    ['the 31st of a long month', 'date', '2024-12-31'],
    ['the 30th of a short month', 'date', '2024-04-30'],
    ['the year 0000, a leap year by the rule', 'date', '0000-02-29'],
    ['February 29 as a month-day, which names no year', 'monthDay', '--02-29'],
    ['December 31 as a month-day', 'monthDay', '--12-31'],
    ['a date-time with Z', 'dateTime', '2024-02-29T23:59:59Z'],
    ['a date-time with a lower-case t and z', 'dateTime', '2024-02-29t00:00:00z'],
    ['a date-time with +09:00', 'dateTime', '2024-05-01T10:00:00+09:00'],
    ['a date-time with -00:00', 'dateTime', '2024-05-01T10:00:00-00:00'],
    ['a date-time with the largest offset', 'dateTime', '2024-05-01T10:00:00-23:59'],
    ['a date-time with milliseconds', 'dateTime', '2024-05-01T10:00:00.123+09:00'],
    ['a date-time with nanoseconds', 'dateTime', '2024-05-01T10:00:00.123456789Z'],
    ['a date-time without seconds', 'dateTime', '2024-05-01T10:00+09:00'],
    ['a date-time with an offset without its colon', 'dateTime', '2024-05-01T10:00:00+0900'],
    ['a date-time at the last second of a day', 'dateTime', '2024-12-31T23:59:59+09:00'],
  ])('%s: %s %s', (_name, kind, text) => {
    expect(calendarFault(kind, text)).toBeUndefined();
  });
});

describe('calendarFault: values that do not exist, refused with the rule', () => {
  it.each<[string, CalendarKind, string, string]>([
    ['February 30 of a leap year', 'date', '2024-02-30', '2024-02-30 is not a date: February 2024 has 29 days'],
    ['February 29 of a common year', 'date', '2023-02-29', '2023-02-29 is not a date: February 2023 has 28 days'],
    ['February 29 of a century', 'date', '2100-02-29', '2100-02-29 is not a date: February 2100 has 28 days'],
    ['February 29 of 1900', 'date', '1900-02-29', '1900-02-29 is not a date: February 1900 has 28 days'],
    ['April 31', 'date', '2024-04-31', '2024-04-31 is not a date: April 2024 has 30 days'],
    ['June 31', 'date', '2024-06-31', '2024-06-31 is not a date: June 2024 has 30 days'],
    ['September 31', 'date', '2024-09-31', '2024-09-31 is not a date: September 2024 has 30 days'],
    ['November 31', 'date', '2024-11-31', '2024-11-31 is not a date: November 2024 has 30 days'],
    ['January 32', 'date', '2024-01-32', '2024-01-32 is not a date: January 2024 has 31 days'],
    ['day 00', 'date', '2024-01-00', '2024-01-00 is not a date: days run from 01'],
    ['month 13', 'date', '2024-13-01', '2024-13-01 is not a date: months run 01 to 12'],
    ['month 00', 'date', '2024-00-10', '2024-00-10 is not a date: months run 01 to 12'],
    ['--02-30', 'monthDay', '--02-30', '--02-30 is not a month-day: February has at most 29 days'],
    ['--04-31', 'monthDay', '--04-31', '--04-31 is not a month-day: April has 30 days'],
    ['--13-01', 'monthDay', '--13-01', '--13-01 is not a month-day: months run 01 to 12'],
    [
      'February 30 in a date-time',
      'dateTime',
      '2024-02-30T10:00:00+09:00',
      '2024-02-30T10:00:00+09:00 is not a date-time: February 2024 has 29 days',
    ],
    [
      'February 29 of a common year in a date-time',
      'dateTime',
      '2023-02-29T00:00:00Z',
      '2023-02-29T00:00:00Z is not a date-time: February 2023 has 28 days',
    ],
    ['hour 24', 'dateTime', '2024-05-01T24:00:00Z', '2024-05-01T24:00:00Z is not a date-time: hours run 00 to 23'],
    [
      'minute 60',
      'dateTime',
      '2024-05-01T10:60:00+09:00',
      '2024-05-01T10:60:00+09:00 is not a date-time: minutes run 00 to 59',
    ],
    ['second 60', 'dateTime', '2024-05-01T10:00:60Z', '2024-05-01T10:00:60Z is not a date-time: seconds run 00 to 59'],
    [
      'an offset of 24 hours',
      'dateTime',
      '2024-05-01T10:00:00+24:00',
      "2024-05-01T10:00:00+24:00 is not a date-time: the offset's hours run 00 to 23",
    ],
    [
      'an offset of 60 minutes',
      'dateTime',
      '2024-05-01T10:00:00-09:60',
      "2024-05-01T10:00:00-09:60 is not a date-time: the offset's minutes run 00 to 59",
    ],
  ])('%s', (_name, kind, text, message) => {
    expect(calendarFault(kind, text)).toEqual({ shape: false, message });
  });
});

describe('calendarFault: texts not in the form, a shape fault naming the form', () => {
  const DATE_TIME = 'an ISO 8601 date-time with an offset, such as 2026-05-01T10:00:00+09:00';
  it.each<[string, CalendarKind, string, string]>([
    ['a date with slashes', 'date', '2024/02/29', 'a date yyyy-MM-dd'],
    ['a date without leading zeros', 'date', '2024-2-9', 'a date yyyy-MM-dd'],
    ['a date with a time', 'date', '2024-02-29T00:00:00Z', 'a date yyyy-MM-dd'],
    ['a month-day without its dashes', 'monthDay', '02-29', 'a month-day --MM-dd'],
    ['a date-time without an offset', 'dateTime', '2024-05-01T10:00:00', DATE_TIME],
    ['a date-time with a space for T', 'dateTime', '2024-05-01 10:00:00Z', DATE_TIME],
    ['a date alone as a date-time', 'dateTime', '2024-05-01', DATE_TIME],
    ['words Date.parse takes', 'dateTime', 'May 1 2024 10:00 GMT+0900', DATE_TIME],
    ['a + turned into a space by a query string', 'dateTime', '2024-05-01T10:00:00 09:00', DATE_TIME],
  ])('%s', (_name, kind, text, form) => {
    expect(calendarFault(kind, text)).toEqual({ shape: true, message: form });
  });
});
