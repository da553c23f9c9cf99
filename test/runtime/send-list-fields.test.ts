import { describe, expect, it } from 'vitest';
import { CsvParser, type CsvRecord } from '@platform-sdk/runtime/internal';
import { SendListChecker, SendListStreamChecker, type SendListIssue } from '@platform-sdk/runtime/mail';

type Options = ConstructorParameters<typeof SendListChecker>[0];

/** The check as CsvParser and TextDecoder read the list: the scanner must find exactly the same issues. */
function byParser(chunks: readonly (string | Uint8Array)[], options: Options): SendListIssue[] {
  const decoder = new TextDecoder();
  const parser = new CsvParser({ maxValueChars: 8001, tolerant: true });
  const checker = new SendListChecker(options);
  const feed = (records: readonly CsvRecord[]): void => {
    for (const record of records) checker.record(record.values, record);
  };
  for (const chunk of chunks)
    feed(parser.push(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })));
  feed(parser.push(decoder.decode()));
  feed(parser.end());
  return checker.finish();
}

function byScanner(chunks: readonly (string | Uint8Array)[], options: Options): SendListIssue[] {
  const checker = new SendListStreamChecker(options);
  for (const chunk of chunks) checker.push(chunk);
  return checker.finish();
}

/** A seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
}

const enc = new TextEncoder();
const bytes = (...b: number[]): Uint8Array => Uint8Array.from(b);
/** Pieces lists are made of: what the rules look at, CSV syntax, and UTF-8 well and badly formed. */
const PIECES: readonly Uint8Array[] = [
  ...[
    '"Customer.platformid"',
    'Customer.platformid',
    'Customer.email',
    '"Customer.name"',
    'Customer.a',
    'email',
    ',',
    ',',
    ',',
    '"',
    '""',
    '\r\n',
    '\n',
    '\r',
    '1',
    '0',
    '42',
    '9223372036854775807',
    '9223372036854775808',
    '99999999999999999999',
    '-3',
    'a',
    'x y',
    'é',
    '😀',
    '\uFEFF',
    'n'.repeat(3999),
    'n'.repeat(4001),
    '😀'.repeat(4001),
    'é'.repeat(4000),
  ].map((t) => enc.encode(t)),
  bytes(0xff),
  bytes(0xc3),
  bytes(0xe2, 0x82),
  bytes(0xed, 0xa0, 0x80),
  bytes(0xf4, 0x90, 0x80, 0x80),
  bytes(0xf0, 0x9f, 0x98),
  bytes(0x80),
  bytes(0xe0, 0x80),
  bytes(0xef, 0xbb, 0xbf),
];
const HEADERS = [
  '"Customer.platformid","Customer.email","Customer.name"\r\n',
  'Customer.email,Customer.platformid\n',
  '\uFEFFCustomer.platformid,Customer.x\r\n',
  '',
];

function list(next: () => number): Uint8Array {
  const parts: Uint8Array[] = [enc.encode(HEADERS[Math.floor(next() * HEADERS.length)] as string)];
  const count = Math.floor(next() * 60);
  for (let i = 0; i < count; i++) parts.push(PIECES[Math.floor(next() * PIECES.length)] as Uint8Array);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function split<T extends string | Uint8Array>(whole: T, next: () => number): T[] {
  const chunks: T[] = [];
  for (let at = 0; at < whole.length; ) {
    const size = 1 + Math.floor(next() * (next() < 0.5 ? 8 : 9000));
    chunks.push(whole.slice(at, at + size) as T);
    at += size;
  }
  return chunks;
}

describe('the send-list check reads lists as CsvParser and TextDecoder do', () => {
  it.each([
    ['bytes', 1, {}],
    ['bytes, address column', 2, { addressColumn: 'Customer.email' }],
    ['bytes, 3 issues at most', 3, { maxIssues: 3 }],
    ['text', 4, {}],
  ] as const)('%s: the same issues on 400 random lists split anywhere', (form, seed, options) => {
    const next = random(seed);
    for (let n = 0; n < 400; n++) {
      const whole = list(next);
      const chunks = form === 'text' ? split(new TextDecoder().decode(whole), next) : split(whole, next);
      expect(byScanner(chunks, options), `list ${n}`).toEqual(byParser(chunks, options));
    }
  });

  it('finds issues on these lists at all (the comparison above is not between two empty answers)', () => {
    const next = random(1);
    const found = Array.from({ length: 400 }, () => byScanner([list(next)], {}).length).filter((n) => n > 0).length;
    expect(found).toBeGreaterThan(100);
  });
});
