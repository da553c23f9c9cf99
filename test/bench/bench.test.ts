/**
 * The benchmark scripts keep working: `bench/run.ts --tiny` runs every figure on the smallest inputs, one
 * run each, and every figure must come out whole and well formed. Values are never judged here (the machine
 * is shared, and performance is shown in BENCHMARKS.md, not in tests). Without the peers installed
 * (`npm ci --prefix bench`, which .ci/run does) only our side runs, and the peers' targets must say so.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FigureOutcome } from '../../bench/lib/report.js';
import { peerProblems } from '../../bench/lib/peers.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const oursOnly = peerProblems().length > 0;

let dir: string;
let outcomes: FigureOutcome[];
let markdown: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bench-tiny-'));
  const json = path.join(dir, 'bench.json');
  const out = path.join(dir, 'BENCHMARKS.md');
  const args = [
    '--import',
    'tsx',
    'bench/run.ts',
    '--tiny',
    '--json',
    json,
    '--out',
    out,
    ...(oursOnly ? ['--ours-only'] : []),
  ];
  try {
    await run(process.execPath, args, { cwd: ROOT, maxBuffer: 16 << 20 });
  } catch (error) {
    // The JSON is written before a failing exit; the assertions below name the figure that failed.
    if ((error as { code?: unknown }).code !== 1) throw error;
  }
  outcomes = JSON.parse(await readFile(json, 'utf8')) as FigureOutcome[];
  markdown = await readFile(out, 'utf8');
}, 300_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('bench --tiny', () => {
  it('produces all nine figures, in order, none failed', () => {
    expect(outcomes.map((o) => [o.id, o.error])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => [id, undefined]));
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('figure %i has tables whose rows fill their columns', (id) => {
    const figure = outcomes.find((o) => o.id === id)?.figure;
    expect(figure?.tables.length).toBeGreaterThan(0);
    for (const table of figure?.tables ?? []) {
      expect(table.rows.length).toBeGreaterThan(0);
      for (const row of table.rows) expect(row).toHaveLength(table.head.length);
    }
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])(
    'figure %i has samples of finite, non-negative numbers and a verdict per target',
    (id) => {
      const figure = outcomes.find((o) => o.id === id)?.figure;
      expect(figure?.samples.length).toBeGreaterThan(0);
      for (const sample of figure?.samples ?? []) {
        expect(sample.values.length, sample.label).toBeGreaterThan(0);
        for (const value of sample.values)
          expect(Number.isFinite(value) && value >= 0, `${sample.label}: ${value}`).toBe(true);
      }
      expect(figure?.targets.length).toBeGreaterThan(0);
      for (const target of figure?.targets ?? []) {
        expect(['met', 'missed', 'not measured']).toContain(target.verdict);
        expect(target.measured).not.toBe('');
      }
    },
  );

  it('compares with every peer, or says for each peer target that it was not measured', () => {
    const peerTargets = outcomes.flatMap((o) => o.figure?.targets ?? []).filter((t) => t.note?.includes('--ours-only'));
    if (oursOnly) expect(peerTargets.length).toBeGreaterThan(0);
    else {
      expect(peerTargets).toEqual([]);
      const labels = outcomes.flatMap((o) => o.figure?.samples.map((s) => s.label) ?? []).join('\n');
      for (const peer of [
        'openapi-typescript CLI',
        '@hey-api/openapi-ts',
        'orval',
        'plain openapi-fetch',
        'papaparse',
        'csv-parse',
        'tsc 7',
      ])
        expect(labels).toContain(peer);
    }
  });

  it('times our type-check consumers through the built packages and the workspace sources, judging the built', () => {
    const figure = outcomes.find((o) => o.id === 3)?.figure;
    const labels = figure?.samples.map((s) => s.label) ?? [];
    for (const pair of ['records (demo account)', 'mini']) {
      for (const form of ['ours, built packages', 'ours, workspace sources'])
        expect(labels).toContain(`${pair}: ${form}, tsc 5 wall time`);
    }
    if (!oursOnly) {
      for (const target of figure?.targets ?? []) {
        expect(target.measured).toMatch(
          /through the built packages .* with tsc 5, .* with tsc 7; through the workspace sources .* tsc 5, .* tsc 7/,
        );
        expect(target.note).toMatch(/^judged on the built packages/);
      }
    }
  });

  it('writes the report: machine, Node version, the summary and every figure', () => {
    expect(markdown).toMatch(/^# Benchmarks\n/);
    expect(markdown).toContain(`Node ${process.version}`);
    expect(markdown).toContain('## Summary');
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) expect(markdown).toContain(`\n## ${id}. `);
  });
});
