/**
 * The corpus of public OpenAPI documents in test/fixtures/corpus/ (each folder holds its source's license and
 * SOURCES.md): every document is generated in memory with `--spec`'s pipeline into one folder inside the project
 * (so the packages' imports of `@platform-sdk/runtime` resolve), and all outputs are type-checked in one program.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createShared, generatePackage } from '../../generator/generate.js';
import { GeneratorError } from '../../generator/model/errors.js';
import { pascalCase } from '../../generator/model/names.js';
import { compile } from '../generator/compile.js';
import { ROOT } from '../root.js';

export const CORPUS = 'test/fixtures/corpus';

const IS_OPENAPI = /^\s*[{]?\s*["']?openapi["']?\s*:/m;

export interface CorpusDocument {
  /** Path from the project root. */
  readonly spec: string;
  /** Package name made of the path (`hey-api-3-0-x-full`). */
  readonly name: string;
}

/** Every document of the corpus, in path order. */
export function corpusDocuments(): CorpusDocument[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      // A file the documents refer to (hey-api's external-shared.json) is no document of its own.
      else if (/\.(ya?ml|json)$/.test(entry.name) && IS_OPENAPI.test(readFileSync(path.join(ROOT, rel), 'utf8')))
        found.push(rel);
    }
  };
  walk(CORPUS);
  return found.sort().map((spec) => ({
    spec,
    name: spec
      .slice(CORPUS.length + 1)
      .replace(/\.(ya?ml|json)$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 50),
  }));
}

export interface CorpusResult {
  readonly document: CorpusDocument;
  /** The errors that stopped generation, when it stopped. */
  readonly refused: string | undefined;
  readonly warnings: readonly string[];
  /** Operations the client calls, of those the document has. */
  readonly operations: { readonly generated: number; readonly total: number; readonly raw: number } | undefined;
  /** Type errors of this document's package. */
  readonly typeErrors: readonly string[];
}

/** Generates every document into `outDir` (emptied first) and type-checks all packages in one program. */
export async function runCorpus(outDir: string, documents = corpusDocuments()): Promise<CorpusResult[]> {
  await rm(outDir, { recursive: true, force: true });
  const shared = await createShared(ROOT);
  const generated: Omit<CorpusResult, 'typeErrors'>[] = [];
  for (const document of documents) {
    try {
      const pkg = { name: document.name, spec: document.spec, factory: `create${pascalCase(document.name)}Client` };
      const { files, warnings, operations } = await generatePackage(shared, pkg);
      for (const [file, content] of files) {
        const target = path.join(outDir, document.name, file);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, content);
      }
      generated.push({ document, refused: undefined, warnings, operations });
    } catch (error) {
      if (!(error instanceof GeneratorError)) throw error;
      generated.push({ document, refused: error.message, warnings: [], operations: undefined });
    }
  }
  const entries = generated
    .filter((g) => g.refused === undefined)
    .map((g) => path.join(outDir, g.document.name, 'index.gen.ts'));
  const { diagnostics } = entries.length === 0 ? { diagnostics: [] } : compile(entries);
  const outRel = path.relative(ROOT, outDir);
  return generated.map((g) => ({
    ...g,
    typeErrors: diagnostics.filter((d) => d.startsWith(`${outRel}/${g.document.name}/`)),
  }));
}
