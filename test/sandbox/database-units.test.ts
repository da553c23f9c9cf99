/** Small building blocks of the database sandbox: exact JSON, dates, character conversion, the id counter, the bucket. */
import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID, resolveConfig } from '../../sandbox/config.js';
import { DbFailure } from '../../sandbox/database/answers.js';
import { convertCharacters } from '../../sandbox/database/characters.js';
import { formatDateTime, isDate, isMonthDay, parseDateTime } from '../../sandbox/database/datetimes.js';
import { JsonSyntaxError, parseJson, stringify } from '../../sandbox/database/json.js';
import { Account } from '../../sandbox/database/state.js';
import { TokenBucketLimiter } from '../../sandbox/rate-limit.js';

describe('parseJson', () => {
  it.each([
    ['9223372036854775807', 9223372036854775807n],
    ['-9223372036854775808', -9223372036854775808n],
    ['9007199254740991', 9007199254740991],
    ['9007199254740992', 9007199254740992n],
    ['1.5e3', 1500],
    ['92233720368547758070.5', 92233720368547758070.5],
    ['-0', -0],
    ['"a\\u00e9\\n\\"\\/"', 'aé\n"/'],
    ['"😀"', '😀'],
    [' [1, {"a": [true, false, null]}] ', [1, { a: [true, false, null] }]],
    ['{"a":1,"a":2}', { a: 2 }],
  ])('%s', (text, want) => {
    expect(parseJson(text)).toEqual(want);
  });

  it('keeps a member named __proto__ as data', () => {
    const value = parseJson('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  it.each([
    '',
    '{',
    '[1,]',
    '{"a":1,}',
    '01',
    '1.',
    '.5',
    "'a'",
    '"a',
    '"\u0001"',
    '"\\x"',
    '"\\u12"',
    'nul',
    '1 2',
    'NaN',
    '{a:1}',
    '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  ])('refuses %j', (text) => {
    expect(() => parseJson(text)).toThrow(JsonSyntaxError);
  });

  it('agrees with JSON.parse on ordinary JSON', () => {
    const text = JSON.stringify({ a: [1, -2.5, 'x', null, true, { b: 'ü\u2028' }], c: 1e21 });
    expect(parseJson(text)).toEqual(JSON.parse(text));
  });
});

describe('stringify', () => {
  it('writes bigints as numbers and leaves undefined members out', () => {
    expect(stringify({ id: 9223372036854775807n, list: [1n, undefined], skip: undefined, s: 'a"b' })).toBe(
      '{"id":9223372036854775807,"list":[1,null],"s":"a\\"b"}',
    );
  });

  it('agrees with JSON.stringify without bigints', () => {
    const value = { a: [1, 'x', null, { b: false }], c: 'é\u2028', d: 1.5 };
    expect(stringify(value)).toBe(JSON.stringify(value));
  });
});

describe('dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['2024-1-01', false],
    ['20240101', false],
  ])('isDate(%s) is %s', (text, want) => {
    expect(isDate(text)).toBe(want);
  });

  it.each([
    ['--02-29', true],
    ['--12-31', true],
    ['--04-31', false],
    ['--00-10', false],
    ['--1-10', false],
    ['02-29', false],
  ])('isMonthDay(%s) is %s', (text, want) => {
    expect(isMonthDay(text)).toBe(want);
  });

  it.each([
    ['2024-05-01T10:00:00+09:00', Date.UTC(2024, 4, 1, 1)],
    ['2024-05-01T01:00:00Z', Date.UTC(2024, 4, 1, 1)],
    ['2024-05-01t01:00:00.5z', Date.UTC(2024, 4, 1, 1, 0, 0, 500)],
    ['2024-05-01T01:00:00', undefined],
    ['2024-05-01T01:00Z', undefined],
    ['2024-05-01T01:00:00+0900', undefined],
    ['2024-05-01 01:00:00Z', undefined],
    ['2024-02-30T01:00:00Z', undefined],
  ])('parseDateTime(%s)', (text, want) => {
    expect(parseDateTime(text)).toBe(want);
  });

  it.each([
    [Date.UTC(2024, 4, 1, 1), '2024-05-01T10:00:00+09:00'],
    [Date.UTC(2024, 4, 1, 1, 0, 0, 7), '2024-05-01T10:00:00.007+09:00'],
    [Date.UTC(2024, 11, 31, 15), '2025-01-01T00:00:00+09:00'],
  ])('formatDateTime(%d) is %s', (ms, want) => {
    expect(formatDateTime(ms)).toBe(want);
    expect(parseDateTime(want)).toBe(ms);
  });
});

describe('convertCharacters', () => {
  it('converts the seven characters and nothing else', () => {
    expect(convertCharacters('a\u2015\uFF5E\u2225\uFF0D\uFFE0\uFFE1\uFFE2z-~|')).toBe(
      'a\u2014\u301C\u2016\u2212\u00A2\u00A3\u00ACz-~|',
    );
  });
});

describe('record ids', () => {
  it('come from one counter per account and stop at 2^63-1', () => {
    const account = new Account('x', MAX_RECORD_ID - 1n, 0);
    expect(account.newRecordId()).toBe(MAX_RECORD_ID - 1n);
    expect(account.newRecordId()).toBe(MAX_RECORD_ID);
    expect(() => account.newRecordId()).toThrow(DbFailure);
  });

  it.each([
    ['9007199254740993', 9007199254740993n],
    [42, 42n],
    [undefined, 1n],
  ])('recordIdStart %j starts at %s', (start, want) => {
    expect(resolveConfig(start === undefined ? {} : { recordIdStart: start }).recordIdStart).toBe(want);
  });
});

describe('the database rate limit', () => {
  it('admits a burst of 300, then 150 per second', () => {
    const limiter = new TokenBucketLimiter(150, 300);
    const admitted = Array.from({ length: 301 }, () => limiter.admit('demo', 0).allowed);
    expect(admitted.filter(Boolean)).toHaveLength(300);
    expect(limiter.admit('demo', 0)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    const afterOneSecond = Array.from({ length: 151 }, () => limiter.admit('demo', 1000).allowed);
    expect(afterOneSecond.filter(Boolean)).toHaveLength(150);
    expect(limiter.admit('other', 1000).allowed).toBe(true);
  });
});
