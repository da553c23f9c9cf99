/**
 * Every public document of the corpus (test/fixtures/corpus/SOURCES.md) generates with `--spec`'s pipeline and
 * type-checks, all in one compiler run; what the clients leave out is said in located warnings.
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generatedModules, runtimeValueImports } from '../generator/runtime-imports.js';
import { ROOT } from '../root.js';
import { corpusDocuments, runCorpus, type CorpusResult } from './corpus.js';

/** Inside the project, so the packages' imports of `@platform-sdk/runtime` resolve. */
const out = path.join(ROOT, `.corpus-${process.pid}`);
afterAll(() => rm(out, { recursive: true, force: true }));

describe('the corpus of public documents', () => {
  let results: CorpusResult[] = [];

  it('generates every document and type-checks every package in one program', async () => {
    results = await runCorpus(out);
    expect(results.length).toBe(corpusDocuments().length);
    const failed = results
      .filter((r) => r.refused !== undefined || r.typeErrors.length > 0)
      .map((r) => `${r.document.spec}: ${r.refused ?? r.typeErrors.join('\n')}`);
    expect(failed).toEqual([]);
  }, 300_000);

  it('imports at most one runtime value, a factory, in every module of every package', () => {
    const generated = results.filter((r) => r.refused === undefined);
    expect(generated.length).toBeGreaterThan(0);
    for (const r of generated) {
      const dir = path.join(out, r.document.name);
      for (const module of generatedModules(dir)) {
        const values = runtimeValueImports(readFileSync(path.join(dir, module), 'utf8'));
        expect(values.length, `${r.document.spec} ${module}: ${values.join(', ')}`).toBeLessThanOrEqual(1);
        for (const value of values) expect(value).toMatch(/^(create|define)[A-Z]/);
      }
    }
  });

  it('says where and why each operation it leaves out or makes raw is so', () => {
    for (const r of results) {
      const named = (ending: string) => {
        const warnings = r.warnings.filter((w) => w.includes(ending));
        for (const w of warnings) expect(w).toMatch(/^test\/fixtures\/corpus\/\S+:\d+:\d+ \[sdk\/[a-z-]+\] warning: /);
        return new Set(warnings.map((w) => / operation ("[^"]*"):/.exec(w)?.[1])).size;
      };
      const { total = 0, generated = 0, raw = 0 } = r.operations ?? {};
      expect(named('; the operation is left out'), r.document.spec).toBe(total - generated);
      expect(named('; the operation is generated in its raw form'), r.document.spec).toBe(raw);
    }
  });
});
