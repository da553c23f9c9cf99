/** The arithmetic and inputs of the benchmarks: medians, percentiles, paired ratios, the peers' message, mail × N. */
import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { mailTimes } from '../../bench/lib/documents.js';
import { PeersMissingError } from '../../bench/lib/peers.js';
import { summarise } from '../../bench/lib/profile.js';
import { updateReport } from '../../bench/lib/report.js';
import { median, pairedRatios, quantile, spread } from '../../bench/lib/stats.js';

describe('stats', () => {
  it.each([
    ['odd count', [3, 1, 2], 2],
    ['even count', [4, 1, 3, 2], 2.5],
    ['one value', [7], 7],
  ])('median of %s', (_name, values, want) => {
    expect(median(values)).toBe(want);
  });

  it.each([
    ['p50 of 1..100', 0.5, 50],
    ['p99 of 1..100', 0.99, 99],
    ['p100 of 1..100', 1, 100],
    ['p0 of 1..100', 0, 1],
  ])('%s by nearest rank', (_name, q, want) => {
    expect(
      quantile(
        Array.from({ length: 100 }, (_, i) => 100 - i),
        q,
      ),
    ).toBe(want);
  });

  it('pairs ratios run by run, not medians with medians', () => {
    // A slow second run on both sides: run-by-run ratios stay 2, the ratio of medians would not show which pairs.
    expect(pairedRatios([2, 20, 4], [1, 10, 2])).toEqual([2, 2, 2]);
    expect(spread(pairedRatios([3, 2], [1, 2]))).toEqual({ median: 2, min: 1, max: 3, n: 2 });
  });

  it('refuses what cannot be summarised or paired', () => {
    expect(() => median([])).toThrow('no values');
    expect(() => pairedRatios([1, 2], [1])).toThrow('as many runs');
  });
});

describe('profile summary', () => {
  const modules = path.resolve(import.meta.dirname, '../../node_modules');
  const frame = (id: number, url: string, functionName = '', children: number[] = []) => ({
    id,
    callFrame: { url, functionName },
    children,
  });
  // The generator's bundle requires TypeScript, whose loading reads a file in Node's loader; apart from that, the
  // garbage collector and Node's own start.
  const profile = {
    nodes: [
      frame(1, '', '(root)', [2, 6, 7]),
      frame(2, `file://${modules}/.cache/platform-sdk-generator/build/k/cli.js`, 'main', [3]),
      frame(3, `file://${modules}/typescript/lib/typescript.js`, '', [4]),
      frame(4, 'node:internal/modules/cjs/loader', 'Module._load', [5]),
      frame(5, '', 'readFileUtf8'),
      frame(6, '', '(garbage collector)'),
      frame(7, 'node:internal/main/run_main_module', ''),
    ],
    samples: [5, 5, 6, 7, 3],
    timeDeltas: [1000, 1000, 1000, 1000, 1000],
  };
  const shares = (attribution: 'self' | 'caller') =>
    Object.fromEntries(summarise(profile, attribution).map((s) => [s.place, s.ms]));

  it.each([
    ['self', { '(readFileUtf8)': 2, '(garbage collector)': 1, 'Node itself (node:*)': 1, typescript: 1 }],
    ['caller', { typescript: 3, '(garbage collector)': 1, 'Node itself (node:*)': 1 }],
  ] as const)('counts time by place (%s)', (attribution, expected) => {
    expect(shares(attribution)).toEqual(expected);
  });
});

describe('peers missing', () => {
  it('names what is missing and the one command that installs it', () => {
    const message = new PeersMissingError(['orval is not installed']).message;
    expect(message).toContain('orval is not installed');
    expect(message).toContain('`npm ci --prefix bench`');
    expect(message).toContain('--ours-only');
  });
});

describe('mail × N', () => {
  it('copies every operation and component under new names; only the error-code table stays one', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mail-x-'));
    try {
      const source = parse(await readFile(path.resolve(import.meta.dirname, '../../specs/mail.yaml'), 'utf8'));
      const doc = parse(await readFile((await mailTimes(3, dir)).file, 'utf8'));
      const ids = (d: any) =>
        Object.values(d.paths).flatMap((item: any) =>
          Object.values(item).flatMap((op: any) => (op?.operationId ? [op.operationId] : [])),
        );
      expect(ids(doc)).toHaveLength(3 * ids(source).length);
      expect(new Set(ids(doc)).size).toBe(ids(doc).length);
      const schemas = Object.keys(doc.components.schemas);
      expect(schemas.filter((s) => s.endsWith('ErrorCode'))).toEqual(['MailErrorCode']);
      expect(schemas.length).toBe(3 * Object.keys(source.components.schemas).length - 2);
      // Every $ref points at a component that exists.
      const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
      for (const ref of new Set(refs)) {
        const [, section, name] = /#\/components\/([^/]+)\/([^"]+)/.exec(ref) ?? [];
        expect(doc.components[section!]?.[name!], ref).toBeDefined();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('updateReport', () => {
  const report = (tag: string, ids: number[]) =>
    [
      '# Benchmarks',
      '',
      `Written by ${tag}.`,
      '',
      `- Machine: ${tag}.`,
      '',
      '## Summary',
      '',
      '| # | figure | target | measured | verdict |',
      '|---|---|---|---|---|',
      ...ids.map((id) => `| ${id} | F${id} | t | ${tag} ${id} | **met** |`),
      '',
      ...ids.map((id) => `## ${id}. F${id}\n\n${tag} table ${id}\n`),
    ].join('\n');

  it('puts the figures run again in their places and keeps the others, noting which were run again', () => {
    const updated = updateReport(report('full', [1, 2, 3]), report('partial', [1, 2]), {
      ids: [1, 2],
      note: 'Figures 1, 2 were run again on today.',
    });
    expect(updated).toContain('Written by full.\n\n- Figures 1, 2 were run again on today.\n- Machine: full.');
    expect(updated).toContain('| 1 | F1 | t | partial 1 |');
    expect(updated).toContain('| 2 | F2 | t | partial 2 |');
    expect(updated).toContain('| 3 | F3 | t | full 3 |');
    expect(updated).not.toContain('full 1');
    expect(updated.indexOf('## 1. F1\n\npartial table 1')).toBeLessThan(updated.indexOf('## 3. F3\n\nfull table 3'));
    expect(updated).not.toContain('full table 2');
    // Run again: one note, not two.
    const twice = updateReport(updated, report('later', [1, 2]), {
      ids: [1, 2],
      note: 'Figures 1, 2 were run again on later.',
    });
    expect(twice.match(/were run again/g)).toHaveLength(1);
    expect(twice).toContain('| 3 | F3 | t | full 3 |');
  });

  it('keeps the note of a figure that this run did not measure again', () => {
    const first = updateReport(report('full', [1, 2, 3]), report('partial', [1, 3]), {
      ids: [1, 3],
      note: 'Figures 1, 3 were run again on Monday.',
    });
    const second = updateReport(first, report('later', [3]), { ids: [3], note: 'Figure 3 was run again on Tuesday.' });
    expect(second).toContain('- Figure 3 was run again on Tuesday.');
    expect(second).toContain('- Figure 1 was run again on Monday.');
    expect(second).not.toContain('Figures 1, 3');
  });
});
