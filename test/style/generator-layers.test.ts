/**
 * The generator's floor plan follows its story, load -> model -> emit, with records as a transform of the model:
 * a stage never imports a later one, emit never imports records, and the pipeline (generate.ts) and the records
 * steps it calls (records/generate-records.ts) sit on no import cycle. Checked on the import graph of
 * generator/, static and dynamic imports alike, read by the compiler's own import scanner.
 */
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ts } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { ROOT } from './project-files.js';

/** Each folder of generator/ and the folders it must not import. */
const FORBIDDEN: Readonly<Record<string, readonly string[]>> = {
  text: ['load', 'emit', 'records', 'cli'],
  load: ['emit', 'records', 'cli'],
  model: ['emit', 'records', 'cli'],
  emit: ['records', 'cli'],
  records: ['cli'],
};
/** Modules that must not reach one another both ways. */
const NO_CYCLE = [['generate.ts', 'records/generate-records.ts']] as const;

/** The generator's modules (paths from `dir`, `/`-separated) and the modules of `dir` each one imports. */
export function importGraph(dir: string): Map<string, string[]> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.(ts|mts|mjs)$/.test(file) && !file.endsWith('.d.mts') && !file.endsWith('.d.ts'));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(dir, file), 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => imported.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => path.posix.join(path.posix.dirname(file), name).replace(/\.js$/, '.ts'))
      .filter((target) => known.has(target));
    graph.set(file, targets);
  }
  return graph;
}

const folderOf = (file: string): string => (file.includes('/') ? file.slice(0, file.indexOf('/')) : '');

/** `a -> b` for every import of a folder that FORBIDDEN rules out. */
export function forbiddenImports(graph: ReadonlyMap<string, readonly string[]>): string[] {
  return [...graph].flatMap(([file, targets]) =>
    targets.filter((t) => FORBIDDEN[folderOf(file)]?.includes(folderOf(t))).map((t) => `${file} -> ${t}`),
  );
}

/** Whether `to` is reachable from `from` through imports. */
export function reaches(graph: ReadonlyMap<string, readonly string[]>, from: string, to: string): boolean {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (file === to && seen.size > 0) return true;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(graph.get(file) ?? []));
  }
  return false;
}

describe("the generator's floor plan", () => {
  const graph = importGraph(path.join(ROOT, 'generator'));

  it('is read from every module of the generator', () => {
    expect(graph.get('generate.ts')).toContain('records/generate-records.ts');
    expect(graph.get('cli/cli.ts')).toContain('generate.ts');
  });

  it('has no import of a later stage by an earlier one, and emit imports no records module', () => {
    expect(forbiddenImports(graph)).toEqual([]);
  });

  it.each(NO_CYCLE)('has no import cycle through %s and %s', (a, b) => {
    expect(reaches(graph, a, b) && reaches(graph, b, a)).toBe(false);
  });
});

describe('the floor-plan check', () => {
  it.each<[string, Record<string, string>, (graph: Map<string, string[]>) => unknown, unknown]>([
    [
      'model imports emit',
      { 'model/a.ts': "import { b } from '../emit/b.js';", 'emit/b.ts': '' },
      forbiddenImports,
      ['model/a.ts -> emit/b.ts'],
    ],
    [
      'emit imports records by a dynamic import',
      { 'emit/a.ts': "const m = await import('../records/b.js');", 'records/b.ts': '' },
      forbiddenImports,
      ['emit/a.ts -> records/b.ts'],
    ],
    [
      'generate.ts and records/generate-records.ts import each other through a third module',
      {
        'generate.ts': "import './records/generate-records.js';",
        'records/generate-records.ts': "import { x } from '../shared.js';",
        'shared.ts': "export { y } from './generate.js';",
      },
      (graph) =>
        reaches(graph, 'generate.ts', 'records/generate-records.ts') &&
        reaches(graph, 'records/generate-records.ts', 'generate.ts'),
      true,
    ],
  ])('finds it when %s', (_case, files, check, found) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'floor-plan-'));
    try {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      }
      expect(check(importGraph(dir))).toEqual(found);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
