/**
 * Every public document of the corpus (test/fixtures/corpus/SOURCES.md) generates with `--spec`'s pipeline and
 * type-checks, all in one compiler run; what the clients leave out is said in located warnings.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../generator/helpers.js';
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

  it('says where and why each operation it leaves out is left out', () => {
    for (const r of results) {
      const leftOut = r.warnings.filter((w) => w.endsWith('; the operation is left out'));
      const operations = new Set(leftOut.map((w) => / operation ("[^"]*"):/.exec(w)?.[1]));
      expect(operations.size, r.document.spec).toBe((r.operations?.total ?? 0) - (r.operations?.generated ?? 0));
      for (const w of leftOut) expect(w).toMatch(/^test\/fixtures\/corpus\/\S+:\d+:\d+ \[sdk\/[a-z-]+\] warning: /);
    }
  });
});
