/**
 * The pure parts of the command line, in process: CSV cells that read back as the values written (records keep
 * their types through export and import), MCP answers bounded with a note saying how to page, and the class of
 * each change a definitions plan shows.
 */
import { describe, expect, it } from 'vitest';
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
