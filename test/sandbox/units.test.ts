/** Small building blocks of the sandbox: date-times, addresses, outcomes, click-feedback tags. */
import { describe, expect, it } from 'vitest';
import { isValidAddress } from '../../sandbox/mail/addresses.js';
import { htmlFeedbackUrls, textFeedbackUrls } from '../../sandbox/mail/click-feedback.js';
import {
  addOneMonth,
  formatReportDateTime,
  parseIsoDateTime,
  sixMonthWindowStart,
} from '../../sandbox/mail/datetime.js';
import { render } from '../../sandbox/mail/embedded.js';
import { MAX_AHEAD_SECONDS, SandboxClock } from '../../sandbox/clock.js';
import { SlidingWindowLimiter, TokenBucketLimiter } from '../../sandbox/rate-limit.js';

describe('parseIsoDateTime', () => {
  it.each([
    ['2024-05-01T00:00:00+09:00', Date.UTC(2024, 3, 30, 15)],
    ['2024-05-01T00:00:00Z', Date.UTC(2024, 4, 1)],
    ['2024-05-01T00:00:00.250-05:00', Date.UTC(2024, 4, 1, 5, 0, 0, 250)],
    ['2024-05-01t00:00z', Date.UTC(2024, 4, 1)],
    ['2024-05-01T09:00:00+0900', Date.UTC(2024, 4, 1)],
    ['2024-02-29T12:00:00Z', Date.UTC(2024, 1, 29, 12)],
  ])('%s', (text, want) => {
    expect(parseIsoDateTime(text)).toBe(want);
  });

  it.each([
    '2024-05-01T00:00:00',
    '2024-05-01 00:00:00 09:00',
    '2024-05-01T00:00:00 09:00',
    '2024-05-01',
    '2023-02-29T00:00:00Z',
    '2024-13-01T00:00:00Z',
    '2024-05-01T24:00:00Z',
    '2024-05-01T00:60:00Z',
    '2024-05-01T00:00:00+24:00',
    '',
    'yesterday',
  ])('refuses %j', (text) => {
    expect(parseIsoDateTime(text)).toBeUndefined();
  });
});

describe('dates of reports', () => {
  it.each([
    [Date.UTC(2024, 4, 1, 15, 0, 5), '2024-05-02 00:00:05'],
    [Date.UTC(2024, 11, 31, 14, 59, 59), '2024-12-31 23:59:59'],
  ])('formats %d in Asia/Tokyo as %s', (ms, want) => {
    expect(formatReportDateTime(ms)).toBe(want);
  });

  it.each([
    // now (UTC)                      window start (00:00 Asia/Tokyo on the 1st, six months back)
    [Date.UTC(2024, 7, 15), Date.UTC(2024, 1, 1) - 9 * 3_600_000],
    [Date.UTC(2024, 2, 31, 16), Date.UTC(2023, 9, 1) - 9 * 3_600_000], // already April 1st in Tokyo
    [Date.UTC(2024, 0, 10), Date.UTC(2023, 6, 1) - 9 * 3_600_000],
  ])('six-month window of %d starts at %d', (now, want) => {
    expect(sixMonthWindowStart(now)).toBe(want);
  });

  it.each([
    [Date.UTC(2024, 0, 15, 10), Date.UTC(2024, 1, 15, 10)],
    [Date.UTC(2024, 0, 31), Date.UTC(2024, 1, 29)],
    [Date.UTC(2024, 11, 31), Date.UTC(2025, 0, 31)],
  ])('one month after %d is %d', (from, want) => {
    expect(addOneMonth(from)).toBe(want);
  });
});

describe('addresses', () => {
  it.each([
    ['a@example.com', true],
    ['first.last+tag@mail.example.co.jp', true],
    [`${'a'.repeat(240)}@shop.example.jp`, true],
    ['a@b', false],
    ['a@@example.com', false],
    ['.a@example.com', false],
    ['a..b@example.com', false],
    ['a b@example.com', false],
    ['a@-example.com', false],
    ['@example.com', false],
  ])('%s valid: %s', (address, valid) => {
    expect(isValidAddress(address)).toBe(valid);
  });
});

describe('click feedback tags and embedded commands', () => {
  it('finds tracked tags only', () => {
    expect(
      textFeedbackUrls(
        'a <sym-tr symccid="0" symcc="true"> https://a.example </sym-tr> <sym-tr>https://b.example</sym-tr>',
      ),
    ).toEqual(['https://a.example']);
    expect(
      htmlFeedbackUrls('<a href="https://x.example">x</a><A SYMCC="true" symccid=\'0\' href="https://y.example">y</A>'),
    ).toEqual(['https://y.example']);
  });

  it('renders only embedded properties', () => {
    expect(
      render(
        '($db.Customer.a$)-($db.Customer.b$)-($db.Customer.c$)',
        { 'Customer.a': 'A', 'Customer.b': 'B' },
        new Set(['Customer.a', 'Customer.c']),
      ),
    ).toBe('A--');
  });
});

describe('clock and rate limits', () => {
  it('the clock only moves forward until reset', () => {
    let real = 1000;
    const clock = new SandboxClock(() => real);
    clock.advance(10);
    real += 5;
    expect(clock.now()).toBe(11_005);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => clock.advance(MAX_AHEAD_SECONDS)).toThrow(/at most 100 years/);
    clock.reset();
    clock.advance(MAX_AHEAD_SECONDS);
    expect(clock.now()).toBe(1005 + MAX_AHEAD_SECONDS * 1000);
    clock.reset();
    expect(clock.now()).toBe(1005);
  });

  it('a sliding window admits `limit` per window and says how long to wait', () => {
    const window = new SlidingWindowLimiter(2, 60_000);
    expect(window.admit('ip', 0).allowed).toBe(true);
    expect(window.admit('ip', 10_000).allowed).toBe(true);
    expect(window.admit('ip', 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(window.admit('other', 20_000).allowed).toBe(true);
    expect(window.admit('ip', 60_001).allowed).toBe(true);
  });

  it('a token bucket refills at its rate', () => {
    const bucket = new TokenBucketLimiter(5, 2);
    expect(bucket.admit('u', 0).allowed).toBe(true);
    expect(bucket.admit('u', 0).allowed).toBe(true);
    expect(bucket.admit('u', 0)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(bucket.admit('u', 200).allowed).toBe(true);
  });
});
