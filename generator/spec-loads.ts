/**
 * How a run loads a spec: from the worker cli.ts started (spec-worker.ts) when it was given that spec, else in
 * this thread (tests and library callers).
 */
import { withLocator, type LoadedSpec } from './spec-data.js';
import type { PreloadedSpecs } from './spec-worker.js';

export type SpecLoader = (root: string, specPath: string) => Promise<LoadedSpec>;

export const loadInThread: SpecLoader = async (root, specPath) => (await import('./load-spec.js')).loadSpec(root, specPath);

export function specLoader(preloaded: PreloadedSpecs | undefined): SpecLoader {
  if (preloaded === undefined) return loadInThread;
  return async (root, specPath) => {
    const data = preloaded(root, specPath);
    return data === undefined ? loadInThread(root, specPath) : withLocator(await data);
  };
}
