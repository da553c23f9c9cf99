/**
 * How a run loads a spec: from the worker cli.ts started (spec-worker.ts) when it was given that spec, else in
 * this thread (tests and library callers). A JSON spec the worker is checking is also parsed here at once (a
 * JSON.parse, a few milliseconds for a megabyte), so a package can be built from it while the worker lints and
 * bundles, which takes seconds on a large records document (`buildChecked`): the build is kept only when the
 * linted and bundled document turns out the same, and lint errors are reported first, as before.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { toPosix } from './hash.js';
import type { OpenApiDocument } from './openapi.js';
import { makeLocator, withLocator, type LoadedSpec } from './spec-data.js';
import type { PreloadedSpecs } from './spec-worker.js';

export interface SpecLoader {
  /** The spec, linted and bundled. */
  readonly load: (root: string, specPath: string) => Promise<LoadedSpec>;
  /** The spec as parsed here while it is checked elsewhere (no inputs or warnings yet); undefined when there is none. */
  readonly early: (root: string, specPath: string) => Promise<LoadedSpec | undefined>;
}

export const loadInThread: SpecLoader = {
  load: async (root, specPath) => (await import('./load-spec.js')).loadSpec(root, specPath),
  early: async () => undefined,
};

export function specLoader(preloaded: PreloadedSpecs | undefined): SpecLoader {
  if (preloaded === undefined) return loadInThread;
  return {
    load: async (root, specPath) => {
      const data = preloaded(root, specPath);
      return data === undefined ? loadInThread.load(root, specPath) : withLocator(await data);
    },
    early: async (root, specPath) => {
      if (preloaded(root, specPath) === undefined || !specPath.endsWith('.json')) return undefined;
      try {
        const file = path.resolve(root, specPath);
        const text = await readFile(file, 'utf8');
        const document = JSON.parse(text) as OpenApiDocument;
        return {
          specPath: toPosix(path.relative(root, file)),
          document,
          inputs: [],
          warnings: [],
          locate: makeLocator(text),
        };
      } catch {
        // Unreadable or not JSON: the worker's answer says why.
        return undefined;
      }
    },
  };
}

/**
 * `build` from the spec: from the early document when there is one, while the spec is checked, kept only if the
 * checked document is the same (else built again from it); lint errors win over the build's own. Returns what
 * was built and the checked spec (its inputs and warnings).
 */
export async function buildChecked<T>(
  loader: SpecLoader,
  root: string,
  specPath: string,
  build: (spec: LoadedSpec) => Promise<T>,
): Promise<{ value: T; spec: LoadedSpec }> {
  const early = await loader.early(root, specPath);
  if (early !== undefined) {
    const built = build(early).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    const spec = await loader.load(root, specPath);
    const outcome = await built;
    if (isDeepStrictEqual(spec.document, early.document)) {
      if (!outcome.ok) throw outcome.error;
      return { value: outcome.value, spec };
    }
  }
  const spec = await loader.load(root, specPath);
  return { value: await build(spec), spec };
}
