/**
 * The tools the packaging tests try the built packages with, as a team would: TypeScript 5.9, 6 and 7, pnpm,
 * Bun, Deno and a Verdaccio registry. They are installed apart from the project (`npm ci --prefix
 * test/packaging/tools`, which `.ci/run` does), so that their binaries never shadow the project's own `tsc`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../root.js';

export const TOOLS_DIR = join(ROOT, 'test', 'packaging', 'tools');
const modules = join(TOOLS_DIR, 'node_modules');

/** Path of a file of an installed tool, or an error saying how to install the tools. */
function tool(...path: string[]): string {
  const file = join(modules, ...path);
  if (!existsSync(file))
    throw new Error(`${file} is missing: install the packaging tools with npm ci --prefix test/packaging/tools`);
  return file;
}

/** A TypeScript compiler: its version as the tests name it, and the command that runs its `tsc`. */
export interface Compiler {
  readonly version: string;
  readonly command: readonly string[];
}

/** TypeScript 5.9, 6.0 and 7.0 (the native compiler, started by a Node script). */
export function compilers(): Compiler[] {
  return [
    { version: '5.9', command: [process.execPath, tool('typescript-5', 'bin', 'tsc')] },
    { version: '6.0', command: [process.execPath, tool('typescript-6', 'bin', 'tsc')] },
    { version: '7.0', command: [process.execPath, tool('typescript-7', 'bin', 'tsc')] },
  ];
}

export const bin = {
  pnpm: () => tool('.bin', 'pnpm'),
  bun: () => tool('.bin', 'bun'),
  deno: () => tool('.bin', 'deno'),
};

/** Verdaccio's module folder, for `import()` of its `runServer`. */
export const verdaccioDir = (): string => tool('verdaccio', 'build', 'index.js');
