/**
 * The sandbox's own reader of send lists (sandbox/mail/csv-reader.ts): the records and problems it reads, and,
 * for well-formed lists split anywhere, the same values as the client's CSV parser, which it shares no code with.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvParser } from '../../runtime/src/features/csv/parse.js';
import { ListCsvReader, type ListRecord } from '../../sandbox/mail/csv-reader.js';

function readAll(chunks: readonly string[], maxValueLength?: number): ListRecord[] {
  const reader = new ListCsvReader(maxValueLength);
  return [...chunks.flatMap((chunk) => reader.read(chunk)), ...reader.end()];
}

describe('ListCsvReader', () => {
  it.each<[string, string, ListRecord[]]>([
    ['plain values, LF', 'a,b\n1,2\n', [{ values: ['a', 'b'] }, { values: ['1', '2'] }]],
    ['CRLF and a lone CR', 'a\r\nb\rc', [{ values: ['a'] }, { values: ['b'] }, { values: ['c'] }]],
    ['no line break at the end', 'a,b', [{ values: ['a', 'b'] }]],
    ['empty lines are no records', '\n\na\n\r\n\nb\n', [{ values: ['a'] }, { values: ['b'] }]],
    ['empty values', ',,\n', [{ values: ['', '', ''] }]],
    [
      'quoted commas, quotes and line breaks',
      '"a,b","say ""hi""","x\r\ny"\n',
      [{ values: ['a,b', 'say "hi"', 'x\r\ny'] }],
    ],
    ['a quoted empty value', '""\n', [{ values: [''] }]],
    [
      'a quote inside a plain value',
      'a"b,c\n',
      [{ values: ['a"b', 'c'], problem: 'a quote stands inside a value that does not start with one' }],
    ],
    [
      'text after a closing quote',
      '"a"b,c\n',
      [{ values: ['ab', 'c'], problem: 'characters follow the closing quote of a quoted value' }],
    ],
    [
      'an unclosed quote',
      'x\n"a,b',
      [{ values: ['x'] }, { values: ['a,b'], problem: 'a quoted value is not closed before the list ends' }],
    ],
    ['surrogate pairs', '📬,ü\n', [{ values: ['📬', 'ü'] }]],
  ])('reads %s', (_name, text, records) => {
    expect(readAll([text])).toEqual(records);
    // Split at every position: chunks never change what is read.
    for (let at = 1; at < text.length; at++) expect(readAll([text.slice(0, at), text.slice(at)])).toEqual(records);
  });

  it('cuts a value at the longest length kept', () => {
    expect(readAll(['abcdef,"ghijkl"\n'], 3)).toEqual([{ values: ['abc', 'ghi'] }]);
  });

  it("reads well-formed lists as the client's parser does, split anywhere", () => {
    const value = fc.string({ unit: fc.constantFrom('a', 'ü', ',', '"', '\n', '\r', ' ', '📬'), maxLength: 6 });
    const quoted = (v: string) => (/[",\r\n]/.test(v) || v === '' ? `"${v.replace(/"/g, '""')}"` : v);
    const list = fc.array(fc.array(value, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(list, fc.constantFrom('\n', '\r\n'), fc.nat(), (rows, end, cut) => {
        const text = rows.map((row) => row.map(quoted).join(',') + end).join('');
        const parser = new CsvParser();
        const expected = [...parser.push(text), ...parser.end()].map((r) => r.values);
        const at = cut % (text.length + 1);
        expect(readAll([text.slice(0, at), text.slice(at)]).map((r) => r.values)).toEqual(expected);
      }),
      { seed: 20_261_127, numRuns: 300 },
    );
  });
});
