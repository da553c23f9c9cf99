import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvParser, CsvRowMapper, CsvSyntaxError, buildSendListCsv, createMd5, parseCsv } from '@platform-sdk/runtime';

/** Values full of the characters CSV must escape, plus arbitrary Unicode. */
const nastyString = fc.oneof(
  fc.string({ unit: fc.constantFrom('"', ',', '\r', '\n', '\r\n', 'a', ' ', '😀', 'é', '語') }),
  fc.string({ unit: 'binary' }),
);

/** Parses text fed in pieces cut at the given offsets. */
function parseInPieces(text: string, cuts: readonly number[]): string[][] {
  const parser = new CsvParser();
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const records: string[][] = [];
  let from = 0;
  for (const point of [...points, text.length]) {
    records.push(...parser.push(text.slice(from, point)).map((r) => r.values));
    from = point;
  }
  records.push(...parser.end().map((r) => r.values));
  return records;
}

describe('CSV build -> parse round trip', () => {
  it('gives back every header and value, whatever the characters and however the text is chunked', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(nastyString, { minLength: 1, maxLength: 5 }),
        fc.array(fc.array(nastyString, { minLength: 5, maxLength: 5 }), { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (columns, table, cuts) => {
          const records = table.map((values) => Object.fromEntries(columns.map((c, i) => [c, values[i] ?? ''])));
          const text = buildSendListCsv(records, columns);
          const expected = [columns, ...table.map((values) => columns.map((_c, i) => values[i] ?? ''))];
          expect(parseCsv(text)).toEqual(expected);
          expect(parseInPieces(text, cuts)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('quotes every value, doubles quotes and ends lines with CRLF', () => {
    const text = buildSendListCsv([{ 'Customer.platformid': '9223372036854775807', 'Customer.note': 'say "hi",\nbye' }]);
    expect(text).toBe('"Customer.platformid","Customer.note"\r\n"9223372036854775807","say ""hi"",\nbye"\r\n');
  });

  it('takes columns in order of first appearance and leaves missing values empty', () => {
    const text = buildSendListCsv([{ a: '1' }, { b: 2n, a: null }]);
    expect(text).toBe('"a","b"\r\n"1",""\r\n"","2"\r\n');
  });
});

describe('CSV parser', () => {
  it.each([
    ['LF line ends', 'a,b\n1,2\n', [['a', 'b'], ['1', '2']]],
    ['CRLF line ends', 'a,b\r\n1,2\r\n', [['a', 'b'], ['1', '2']]],
    ['no final line end', '"a","b"\r\n"1","2"', [['a', 'b'], ['1', '2']]],
    ['doubled quotes', '"say ""x"""\n', [['say "x"']]],
    ['CRLF inside quotes', '"line1\r\nline2",z\r\n', [['line1\r\nline2', 'z']]],
    ['empty values', ',,\n"",x,\n', [['', '', ''], ['', 'x', '']]],
    ['empty text', '', []],
  ])('reads %s', (_name, text, expected) => {
    expect(parseCsv(text)).toEqual(expected);
  });

  it.each([
    ['a quote inside an unquoted value', 'a,b\nx"y,z\n', 2],
    ['text after a closing quote', 'a\n"x"y\n', 2],
    ['a quoted value that never ends', 'a\n\n"x,\ny\n', 3],
  ])('rejects %s, naming the line', (_name, text, line) => {
    expect(() => parseCsv(text)).toThrow(CsvSyntaxError);
    try {
      parseCsv(text);
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(line);
    }
  });

  it('maps values by position onto the columns, skipping the header, and names the line of a short row', () => {
    const parser = new CsvParser();
    const mapper = new CsvRowMapper<{ platformId: string; openedAt: string }>(['platformId', 'openedAt']);
    const records = parser.push('"platformId","openedAt"\r\n"9223372036854775807","2025-01-02 03:04:05"\r\n"multi\nline"\r\n');
    expect(() => mapper.map(records)).toThrow('line 3: expected 2 values (platformId, openedAt) but found 1');
    const fresh = new CsvRowMapper<{ platformId: string; openedAt: string }>(['platformId', 'openedAt']);
    expect(fresh.map(records.slice(0, 2))).toEqual([{ platformId: '9223372036854775807', openedAt: '2025-01-02 03:04:05' }]);
  });
});

describe('MD5', () => {
  it.each(['node', 'js'] as const)('the %s implementation matches node:crypto over any chunking', async (impl) => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.uint8Array({ maxLength: 200 }), { maxLength: 6 }), async (chunks) => {
        const hasher = await createMd5(impl);
        const whole = createHash('md5');
        for (const chunk of chunks) {
          hasher.update(chunk);
          whole.update(chunk);
        }
        expect(hasher.digestBase64()).toBe(whole.digest('base64'));
      }),
      { numRuns: 100 },
    );
  });
});
