/**
 * The pure parts of the command line, in process: CSV cells that read back as the values written (records keep
 * their types through export and import), MCP answers bounded with a note saying how to page, and the class of
 * each change a definitions plan shows, a select's cell read from its option values or labels, dates and
 * date-times held to the calendar, and `import -` refusing a terminal for standard input.
 */
import { Readable } from 'node:stream';
import type { RecordProperty } from '@platform-sdk/runtime/records';
import { describe, expect, it } from 'vitest';
import { copyStandardInput } from '../../cli/src/records/import/standard-input.js';
import { valueOf } from '../../cli/src/records/record-values.js';
import { parseValue } from '../../cli/src/operations/param-value.js';
import { boundedText } from '../../cli/src/mcp/bounded.js';
import { planDefinitions } from '../../cli/src/definitions/plan.js';
import { fromCell, toCell } from '../../cli/src/output/cells.js';

describe('CSV cells', () => {
  it.each([
    ['text', 'Tokyo', 'Tokyo'],
    ['text that reads as a number', '42', '"42"'],
    ['text that reads as JSON null', 'null', '"null"'],
    ['a number', 42, '42'],
    ['a boolean', false, 'false'],
    ['select values', [{ value: 1, extraText: 'x' }], '[{"value":1,"extraText":"x"}]'],
    ['text with a quote', 'say "hi"', 'say "hi"'],
  ])('%s is written as a cell and read back as itself', (_name, value, cell) => {
    expect(toCell(value)).toBe(cell);
    expect(fromCell(toCell(value))).toEqual(value);
  });

  it('an empty cell leaves the property out, and null is written as an empty cell', () => {
    expect(fromCell('')).toBeUndefined();
    expect(toCell(null)).toBe('');
  });
});

describe('bounded MCP answers', () => {
  it.each([
    ['a page of items', (n: number) => ({ metadata: { hasMore: true }, items: rows(n) }), 'items'],
    ['a list', (n: number) => rows(n), 'items'],
    ['report rows', (n: number) => ({ rowCount: n, rows: rows(n) }), 'rows'],
  ])('%s longer than the bound keeps the leading items and says how to page', (_name, make, key) => {
    const small = boundedText(make(3), 2000);
    expect(JSON.parse(small)).toEqual(make(3));
    const text = boundedText(make(500), 2000);
    expect(text.length).toBeLessThanOrEqual(2000);
    const parsed = JSON.parse(text) as Record<string, unknown[]> & { truncated: string };
    expect(parsed[key]?.length).toBeGreaterThan(0);
    expect(parsed[key]).toEqual(rows(parsed[key]?.length ?? 0));
    expect(parsed.truncated).toMatch(/^\d+ of 500 items shown: .*limit.*offset/);
  });

  it('any other answer too long is cut with a note', () => {
    const text = boundedText({ document: 'x'.repeat(5000) }, 1000);
    expect(text).toContain('(cut: the answer is limited to 1000 characters)');
  });
});

function rows(n: number) {
  return Array.from({ length: n }, (_, i) => ({ id: String(i + 1), email: `member${i + 1}@example.jp` }));
}

describe('definitions plan', () => {
  const current = [
    {
      metadata: { name: 'member' },
      spec: {
        resources: { main: { mapping: '_customer', type: 'customerDb' } },
        schema: {
          properties: {
            id: { 'x-platform-type': 'platformId', nullable: false },
            name: { 'x-platform-type': 'text', 'x-platform-mapping': 'member_name', nullable: true },
            rank: {
              'x-platform-type': 'singleSelect',
              'x-platform-select-value-definitions': [
                { value: 1, label: 'A', hasExtraText: false },
                { value: 2, label: 'B', hasExtraText: false },
              ],
            },
          },
        },
      },
    },
  ];
  const wanted = (properties: Record<string, unknown>) => [
    {
      name: 'member',
      body: { spec: { resources: { main: { mapping: '_customer', type: 'customerDb' } }, schema: { properties } } },
    },
  ];
  const same = { id: { 'x-platform-type': 'platformId' }, name: { 'x-platform-type': 'text' } };

  it.each([
    ['nothing put differs (the answer adds nullable and mappings)', { ...same }, []],
    ['a property added', { ...same, nick: { 'x-platform-type': 'text' } }, [['additive', 'member.nick added (text)']]],
    ['a property removed', { id: same.id }, [['breaking', 'member.name removed (text)']]],
    [
      'a type changed',
      { ...same, name: { 'x-platform-type': 'number' } },
      [['breaking', 'member.name re-typed from any, item type text to any, item type number']],
    ],
    [
      'a select option removed',
      {
        ...same,
        rank: {
          'x-platform-type': 'singleSelect',
          'x-platform-select-value-definitions': [{ value: 1, label: 'A', hasExtraText: false }],
        },
      },
      [['breaking', 'member.rank: option 2 "B" removed']],
    ],
    [
      'a select option relabelled',
      {
        ...same,
        rank: {
          'x-platform-type': 'singleSelect',
          'x-platform-select-value-definitions': [
            { value: 1, label: 'A+', hasExtraText: false },
            { value: 2, label: 'B', hasExtraText: false },
          ],
        },
      },
      [['cosmetic', 'member.rank: option 1 relabelled from "A" to "A+"']],
    ],
    [
      'a property bound to another item',
      { ...same, name: { 'x-platform-type': 'text', 'x-platform-mapping': 'nickname' } },
      [['breaking', 'member.name now reads and writes database item "nickname" instead of "member_name"']],
    ],
    [
      'a select property given without its options (a put keeps them)',
      { ...same, rank: { 'x-platform-type': 'singleSelect' } },
      [],
    ],
  ])('%s', (_name, properties, changes) => {
    // rank is left out where the case does not name it: leaving a property out removes it.
    const props = 'rank' in properties ? properties : { ...properties, rank: current[0]?.spec.schema.properties.rank };
    const [plan] = planDefinitions(wanted(props), current);
    expect(plan?.changes.map((c) => [c.severity, c.change])).toEqual(changes);
    expect(plan?.action).toBe(changes.length > 0 ? 'change' : 'keep');
  });
});

describe('select cells: option values or labels', () => {
  const options = [
    { value: 1, label: 'Adult' },
    { value: 2, label: '子供用' },
    { value: 3, label: 'Senior, retired' },
    { value: 4, label: 'Twin' },
    { value: 5, label: 'Twin' },
    { value: 6, label: '7' },
    { value: 7, label: 'Seven' },
    { value: 8, label: '8' },
  ];
  const single: RecordProperty = { filter: '', itemType: 'singleSelect', options };
  const multiple: RecordProperty = { filter: '', itemType: 'multipleSelect', options };
  const all = '1 "Adult", 2 "子供用", 3 "Senior, retired", 4 "Twin", 5 "Twin", 6 "7", 7 "Seven", 8 "8"';

  it.each<[string, RecordProperty, string, unknown]>([
    ['a label', single, 'Adult', [{ value: 1 }]],
    ['a label, trimmed as every cell is', single, '  子供用 ', [{ value: 2 }]],
    ['a label in another Unicode form (NFD)', single, '子供用'.normalize('NFD'), [{ value: 2 }]],
    ['a label holding a comma, whole', single, 'Senior, retired', [{ value: 3 }]],
    ['an option value', single, '2', [{ value: 2 }]],
    ['a value that is its own option label', single, '8', [{ value: 8 }]],
    ['a value in brackets, never a label', single, '[7]', [{ value: 7 }]],
    ['the value as export writes it', single, '[{"value":2,"extraText":"x"}]', [{ value: 2, extraText: 'x' }]],
    ['labels separated by commas', multiple, 'Adult, 子供用', [{ value: 1 }, { value: 2 }]],
    ['labels and values mixed', multiple, 'Seven,2', [{ value: 7 }, { value: 2 }]],
    ['a label holding a comma, whole, in a multiple select', multiple, 'Senior, retired', [{ value: 3 }]],
    ['labels in a JSON array', multiple, '["Adult","Seven"]', [{ value: 1 }, { value: 7 }]],
  ])('%s is read', (_name, property, cell, want) => {
    expect(valueOf(property, cell, true)).toEqual(want);
  });

  it.each<[string, RecordProperty, string, string]>([
    ['a label of another case', single, 'adult', `must be an option value or label: ${all} (got "adult")`],
    ['an unknown label', single, 'Child', `must be an option value or label: ${all} (got "Child")`],
    ['an unknown value', single, '9', `must be an option value or label: ${all} (got "9")`],
    [
      'a label two options share',
      single,
      'Twin',
      'must be one option, but "Twin" is the label of options 4 "Twin", 5 "Twin": write the option value (got "Twin")',
    ],
    [
      "a value that is another option's label",
      single,
      '7',
      'must be one option, but "7" is the value of option 7 "Seven" and the label of option 6 "7": ' +
        'write [7] for option 7, [6] for option 6 (got "7")',
    ],
    ['two labels in a single select', single, 'Adult, Seven', `must be an option value or label: ${all}`],
    ['an empty item between commas', multiple, 'Adult,,Seven', 'item 2 between commas is empty (got "Adult,,Seven")'],
  ])('%s is refused naming the rule', (_name, property, cell, message) => {
    expect(() => valueOf(property, cell, true)).toThrow(message);
  });
});

describe('dates held to the calendar', () => {
  const property = (itemType: string): RecordProperty => ({ filter: '', itemType });

  it.each([
    ['date', '2024-02-29'],
    ['date', '2000-02-29'],
    ['monthDay', '--02-29'],
    ['dateTime', '2024-02-29T23:59:59+09:00'],
    ['registeredDate', '2024-02-29T00:00:00.5Z'],
  ])('%s cell %s, a day that exists, is read as it is', (itemType, cell) => {
    expect(valueOf(property(itemType), cell, true)).toBe(cell);
  });

  it.each([
    ['date', '2100-02-29', '2100-02-29 is not a date: February 2100 has 28 days'],
    ['date', '2024-04-31', '2024-04-31 is not a date: April 2024 has 30 days'],
    ['monthDay', '--02-30', '--02-30 is not a month-day: February has at most 29 days'],
    ['dateTime', '2024-05-01T24:00:00+09:00', '2024-05-01T24:00:00+09:00 is not a date-time: hours run 00 to 23'],
    ['updatedDate', '2024-13-01T00:00:00Z', '2024-13-01T00:00:00Z is not a date-time: months run 01 to 12'],
  ])('%s cell %s, a day that does not exist, is refused with the calendar rule', (itemType, cell, message) => {
    expect(() => valueOf(property(itemType), cell, true)).toThrow(message);
  });

  it('a record date-time keeps its own form: seconds and an offset', () => {
    expect(() => valueOf(property('dateTime'), '2024-05-01T10:00+09:00')).toThrow(
      'must be a date-time with seconds and an offset (2024-05-01T10:00:00+09:00) (got "2024-05-01T10:00+09:00")',
    );
  });

  const DATE_TIME = { type: 'string', format: 'date-time' };
  it.each([
    '2024-02-29T10:00:00+09:00',
    '2000-02-29T00:00:00Z',
    '2024-05-01T10:00+09:00',
    '2024-05-01T10:00:00.250-05:00',
  ])('a date-time parameter %s that exists is passed as written', (raw) => {
    expect(parseValue('--start', raw, DATE_TIME)).toBe(raw);
  });

  it.each([
    ['2024-02-30T10:00:00+09:00', '--start: 2024-02-30T10:00:00+09:00 is not a date-time: February 2024 has 29 days'],
    ['2023-02-29T00:00:00Z', '--start: 2023-02-29T00:00:00Z is not a date-time: February 2023 has 28 days'],
    ['2024-05-01T23:60:00+09:00', '--start: 2024-05-01T23:60:00+09:00 is not a date-time: minutes run 00 to 59'],
    [
      'May 1 2024',
      '--start must be an ISO 8601 date-time with an offset, such as 2026-05-01T10:00:00+09:00 (got "May 1 2024")',
    ],
    [
      '2024-05-01T10:00:00',
      '--start must be an ISO 8601 date-time with an offset, such as 2026-05-01T10:00:00+09:00 ' +
        '(got "2024-05-01T10:00:00")',
    ],
  ])('a date-time parameter %s is refused naming the flag and the rule', (raw, message) => {
    expect(() => parseValue('--start', raw, DATE_TIME)).toThrow(message);
  });

  it('a date parameter is held to the calendar too', () => {
    expect(parseValue('--day', '2024-02-29', { type: 'string', format: 'date' })).toBe('2024-02-29');
    expect(() => parseValue('--day', '2024-02-30', { type: 'string', format: 'date' })).toThrow(
      '--day: 2024-02-30 is not a date: February 2024 has 29 days',
    );
  });

  it.each(['toString', 'constructor', '__proto__'])(
    'a format named %s, which every object inherits, is no date',
    (format) => {
      expect(parseValue('--day', 'any text', { type: 'string', format })).toBe('any text');
    },
  );
});

describe('import - refuses standard input that cannot hold rows', () => {
  it.each(['', '\uFEFF \r\n\n'])('empty (%j): refused, nothing sent', async (text) => {
    await expect(copyStandardInput(Readable.from([Buffer.from(text)]))).rejects.toThrow(
      'import -: standard input is empty; nothing was sent',
    );
  });

  it('a terminal: refused before anything is read, saying to pipe the rows in', async () => {
    const terminal = Object.assign(Readable.from([]), { isTTY: true });
    await expect(copyStandardInput(terminal)).rejects.toThrow(
      'import -: standard input is a terminal; pipe the rows in (cat rows.csv | platform records ... import -)',
    );
  });
});
