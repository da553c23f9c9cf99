import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CsvParser,
  CsvRowMapper,
  CsvSyntaxError,
  buildCsv,
  createMd5,
  parseCsv,
  type CsvParserOptions,
  type CsvRecord,
} from '@platform-sdk/runtime/internal';

/** Values full of the characters CSV must escape, plus arbitrary Unicode. */
const nastyString = fc.oneof(
  fc.string({ unit: fc.constantFrom('"', ',', '\r', '\n', '\r\n', 'a', ' ', '😀', 'é', '語') }),
  fc.string({ unit: 'binary' }),
);

/** Parses text fed in pieces cut at the given offsets; returns every record. */
function recordsInPieces(text: string, cuts: readonly number[], options?: CsvParserOptions): CsvRecord[] {
  const parser = new CsvParser(options);
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const records: CsvRecord[] = [];
  let from = 0;
  for (const point of [...points, text.length]) {
    records.push(...parser.push(text.slice(from, point)));
    from = point;
  }
  records.push(...parser.end());
  return records;
}

function parseInPieces(text: string, cuts: readonly number[]): string[][] {
  return recordsInPieces(text, cuts).map((r) => r.values);
}

/** Every way of cutting `text` in two, plus no cut and a cut after every character. */
function everySplit(text: string): number[][] {
  return [
    [],
    ...Array.from({ length: text.length + 1 }, (_v, i) => [i]),
    Array.from({ length: text.length }, (_v, i) => i),
  ];
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
          const text = buildCsv(records, columns);
          const expected = [columns, ...table.map((values) => columns.map((_c, i) => values[i] ?? ''))];
          expect(parseCsv(text)).toEqual(expected);
          expect(parseInPieces(text, cuts)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('quotes every value, doubles quotes and ends lines with CRLF', () => {
    const text = buildCsv([{ 'Customer.platformid': '9223372036854775807', 'Customer.note': 'say "hi",\nbye' }]);
    expect(text).toBe('"Customer.platformid","Customer.note"\r\n"9223372036854775807","say ""hi"",\nbye"\r\n');
  });

  it('takes columns in order of first appearance and leaves missing values empty', () => {
    const text = buildCsv([{ a: '1' }, { b: 2n, a: null }]);
    expect(text).toBe('"a","b"\r\n"1",""\r\n"","2"\r\n');
  });
});

describe('CSV parser', () => {
  it.each([
    [
      'LF line ends',
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CRLF line ends',
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'no final line end',
      '"a","b"\r\n"1","2"',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['doubled quotes', '"say ""x"""\n', [['say "x"']]],
    ['CRLF inside quotes', '"line1\r\nline2",z\r\n', [['line1\r\nline2', 'z']]],
    [
      'empty values',
      ',,\n"",x,\n',
      [
        ['', '', ''],
        ['', 'x', ''],
      ],
    ],
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
    const records = parser.push(
      '"platformId","openedAt"\r\n"9223372036854775807","2025-01-02 03:04:05"\r\n"multi\nline"\r\n',
    );
    expect(() => mapper.map(records)).toThrow('line 3: expected 2 values (platformId, openedAt) but found 1');
    const fresh = new CsvRowMapper<{ platformId: string; openedAt: string }>(['platformId', 'openedAt']);
    expect(fresh.map(records.slice(0, 2))).toEqual([
      { platformId: '9223372036854775807', openedAt: '2025-01-02 03:04:05' },
    ]);
  });
});

describe('CSV parser with maxValueChars', () => {
  /** What a test cares about: values, and which of them were cut (none: undefined). */
  const summary = (records: readonly CsvRecord[]) => records.map((r) => ({ values: r.values, overlong: r.overlong }));

  it.each([
    ['a value at the limit', 3, 'abc,de\n', [{ values: ['abc', 'de'], overlong: undefined }]],
    ['an unquoted value over the limit', 3, 'abcd,de\n', [{ values: ['abc', 'de'], overlong: [0] }]],
    ['a quoted value over the limit', 3, 'x,"ab""cd"\r\n', [{ values: ['x', 'ab"'], overlong: [1] }]],
    ['a doubled quote just past the limit', 2, '"ab""",y\n', [{ values: ['ab', 'y'], overlong: [0] }]],
    [
      'line breaks inside a cut value',
      2,
      '"a\r\nb\nc",z\n1,2\n',
      [
        { values: ['a\r', 'z'], overlong: [0] },
        { values: ['1', '2'], overlong: undefined },
      ],
    ],
    ['several cut values in one record', 1, 'ab,c,de\n', [{ values: ['a', 'c', 'd'], overlong: [0, 2] }]],
    [
      'a cut value in one record only',
      2,
      'abc\nab\n',
      [
        { values: ['ab'], overlong: [0] },
        { values: ['ab'], overlong: undefined },
      ],
    ],
    ['a cut last value without a line break', 2, 'a,bcd', [{ values: ['a', 'bc'], overlong: [1] }]],
    ['a limit of 0', 0, 'a,,"b"\n', [{ values: ['', '', ''], overlong: [0, 2] }]],
  ])('%s is cut and flagged, however the text is split', (_name, maxValueChars, text, expected) => {
    for (const cuts of everySplit(text)) {
      expect(summary(recordsInPieces(text, cuts, { maxValueChars })), `cuts ${cuts.join(',')}`).toEqual(expected);
    }
  });

  it('gives the unlimited values cut to the limit, however the text is split', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(nastyString, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        fc.nat({ max: 6 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (table, maxValueChars, cuts) => {
          const text = table.map((row) => row.map((v) => `"${v.replace(/"/g, '""')}"`).join(',')).join('\r\n');
          const records = recordsInPieces(text, cuts, { maxValueChars });
          expect(records.map((r) => r.values)).toEqual(table.map((row) => row.map((v) => v.slice(0, maxValueChars))));
          expect(records.map((r) => r.overlong)).toEqual(
            table.map((row) => {
              const cut = row.flatMap((v, i) => (v.length > maxValueChars ? [i] : []));
              return cut.length > 0 ? cut : undefined;
            }),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each([-1, 1.5, Number.NaN])('refuses a limit of %s', (maxValueChars) => {
    expect(() => new CsvParser({ maxValueChars })).toThrow(RangeError);
  });
});

describe('CSV parser, tolerant', () => {
  it.each([
    [
      'a quote inside an unquoted value',
      'a,b\nx"y,z\n1,2\n',
      [
        ['a', 'b'],
        ['x"y', 'z'],
        ['1', '2'],
      ],
      1,
      2,
      'a double quote appears inside an unquoted value',
    ],
    [
      'text after a closing quote',
      'a\n"x"y"\n1\n',
      [['a'], ['xy"'], ['1']],
      1,
      2,
      'a closing double quote is followed by other characters',
    ],
    [
      'a quoted value that never ends',
      'a\n\n"x,\ny\n',
      [['a'], ['x,\ny\n']],
      1,
      3,
      'the text ends inside a quoted value',
    ],
  ])('notes %s on its record and reads on', (_name, text, values, at, line, problem) => {
    for (const cuts of everySplit(text)) {
      const records = recordsInPieces(text, cuts, { tolerant: true });
      expect(records.map((r) => r.values)).toEqual(values);
      records.forEach((record, i) => {
        if (i !== at) expect(record.syntaxError).toBeUndefined();
      });
      expect(records[at]?.syntaxError).toBeInstanceOf(CsvSyntaxError);
      expect(records[at]?.syntaxError).toMatchObject({ line, problem, message: `line ${line}: ${problem}` });
      expect(() => recordsInPieces(text, cuts)).toThrow(`line ${line}: ${problem}`);
    }
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
