/**
 * test/types/records-operators.ts covers the whole operator table: a section for every item type of
 * `x-item-types` (specs/database.yaml), on a property of that type in the demo account (sandbox/seed/), with every
 * allowed operator in the object that must compile and every other operator under a `@ts-expect-error` of its own.
 * `npm run typecheck` proves each line right; this proves none is missing. The table of the records guide
 * (docs/guides/records-and-filters.md) is held to the same rows.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPERATORS } from '../../sandbox/database/item-types.js';
import { ROOT } from '../root.js';

const spec = parse(await readFile(path.join(ROOT, 'specs/database.yaml'), 'utf8')) as {
  components: { schemas: { PlatformItemType: { 'x-item-types': Record<string, { operators: string[] }> } } };
};
const table = spec.components.schemas.PlatformItemType['x-item-types'];
const source = await readFile(path.join(ROOT, 'test/types/records-operators.ts'), 'utf8');
const seeds = {
  MemberFilter: JSON.parse(await readFile(path.join(ROOT, 'sandbox/seed/member.json'), 'utf8')) as {
    spec: { schema: { properties: Record<string, { 'x-platform-type'?: string }> } };
  },
  PurchaseFilter: JSON.parse(await readFile(path.join(ROOT, 'sandbox/seed/purchase.json'), 'utf8')) as {
    spec: { schema: { properties: Record<string, { 'x-platform-type'?: string }> } };
  },
};

/**
 * The lines of the section of one item type: from its `// <type>: <property> of <Filter>` line to the next blank
 * line.
 */
function section(type: string): { property: string; filter: string; lines: string[] } | undefined {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`// ${type}: `));
  if (start < 0) return undefined;
  const [, property = '', filter = ''] = /^\/\/ \S+: (\S+) of (\S+)$/.exec(lines[start] ?? '') ?? [];
  const end = lines.indexOf('', start);
  return { property, filter, lines: lines.slice(start + 1, end < 0 ? undefined : end) };
}

describe('the operator type tests', () => {
  it.each(Object.entries(table))('cover %s on a property of that type, every operator', (type, { operators }) => {
    const found = section(type);
    expect(found, `no section for ${type}`).toBeDefined();
    const { property, filter, lines } = found as NonNullable<typeof found>;
    const seed = seeds[filter as keyof typeof seeds];
    expect(seed.spec.schema.properties[property]?.['x-platform-type']).toBe(type);
    const allowedBlock = lines.slice(0, lines.findIndex((line) => line === '};') + 1).join('\n');
    for (const operator of OPERATORS) {
      const key = `${property}_${operator}`;
      if (operators.includes(operator)) {
        expect(allowedBlock, `${key} must compile`).toContain(`  ${key}: `);
      } else {
        const at = lines.indexOf(`// @ts-expect-error ${type} does not allow ${operator}`);
        expect(at, `${key} must not compile`).toBeGreaterThanOrEqual(0);
        expect(lines[at + 1]).toMatch(new RegExp(`^\\(\\{ ${key}: .+ \\}\\) satisfies ${filter};$`));
      }
    }
  });
});

describe('the operator table of the records guide', () => {
  it('lists every item type with the operators the spec gives it', async () => {
    const guide = await readFile(path.join(ROOT, 'docs/guides/records-and-filters.md'), 'utf8');
    const rows = guide
      .split('\n')
      .filter((line) => /^\| [a-zA-Z]+ \| /.test(line) && !line.startsWith('| item type'))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    const shown = Object.fromEntries(
      rows.map(([type = '', operators = '']) => [type, operators === 'none' ? [] : operators.split(', ')]),
    );
    expect(shown).toEqual(Object.fromEntries(Object.entries(table).map(([type, { operators }]) => [type, operators])));
  });
});
