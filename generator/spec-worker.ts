/**
 * `npm run generate` loads its specs in a worker thread started before anything else is loaded: the worker
 * (load-worker.ts) loads the linter and lints and bundles the specs, one after the other, while the main thread
 * loads TypeScript, ts-morph and openapi-typescript and then builds each package as its spec arrives. On two
 * cores the two overlap, and the main thread never loads the linter. Issues come back as the same
 * GeneratorError, in the same order. This module loads no library itself, so the no-op path can import it.
 */
import { Worker } from 'node:worker_threads';
import { GeneratorError, type SpecIssue } from './errors.js';
import type { SpecData } from './spec-data.js';

/** A spec the worker was given, as it will arrive; undefined for any other. */
export type PreloadedSpecs = (root: string, specPath: string) => Promise<SpecData> | undefined;

/** What the worker posts for each spec. */
export type WorkerAnswer =
  | { readonly specPath: string; readonly data: SpecData }
  | { readonly specPath: string; readonly issues: readonly SpecIssue[] }
  | { readonly specPath: string; readonly failure: string };

interface Pending {
  readonly promise: Promise<SpecData>;
  readonly resolve: (data: SpecData) => void;
  readonly reject: (error: unknown) => void;
}

function pending(): Pending {
  let resolve!: (data: SpecData) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<SpecData>((res, rej) => ((resolve = res), (reject = rej)));
  // A spec whose package is never built (an earlier one failed) must not surface as an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/** Starts loading `specPaths` (relative to `root`) in a worker thread from `workerUrl` now. */
export function startSpecWorker(root: string, specPaths: readonly string[], workerUrl: URL): PreloadedSpecs {
  const loads = new Map<string, Pending>();
  for (const specPath of specPaths) if (!loads.has(specPath)) loads.set(specPath, pending());
  const worker = new Worker(workerUrl, { workerData: { root, specPaths: [...loads.keys()] } });
  worker.on('message', (answer: WorkerAnswer) => {
    const load = loads.get(answer.specPath);
    if (load === undefined) return;
    if ('data' in answer) load.resolve(answer.data);
    else if ('issues' in answer) load.reject(new GeneratorError(answer.issues));
    else load.reject(new Error(answer.failure));
  });
  // Settled loads ignore these; the others fail with the worker.
  const stopped = (error: unknown) => {
    for (const load of loads.values()) load.reject(error);
  };
  worker.on('error', stopped);
  worker.on('exit', (code) => stopped(new Error(`the spec loader stopped (exit code ${code}) before it answered`)));
  return (loadRoot, specPath) => (loadRoot === root ? loads.get(specPath)?.promise : undefined);
}
