/**
 * The worker thread of spec-worker.ts: lints and bundles each spec it is given, in order, and posts the result
 * (or the spec's issues) as soon as it has it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { GeneratorError } from './errors.js';
import { readSpec } from './load-spec.js';
import type { WorkerAnswer } from './spec-worker.js';

const { root, specPaths } = workerData as { root: string; specPaths: readonly string[] };
const post = (answer: WorkerAnswer) => parentPort?.postMessage(answer);

for (const specPath of specPaths) {
  try {
    post({ specPath, data: await readSpec(root, specPath) });
  } catch (error) {
    if (error instanceof GeneratorError) post({ specPath, issues: error.issues });
    else post({ specPath, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}
