/**
 * ts-morph, the TypeScript it bundles, and openapi-typescript's transform, loaded once and with require.
 *
 * - require, not import: they are CommonJS, and imported from an ES module Node first scans the whole source
 *   for export names (cjs-module-lexer over 9 MB of TypeScript and 12 MB of ts-morph), which costs more than
 *   compiling them: about a second of a run here.
 * - One TypeScript: ts-morph carries its own copy (@ts-morph/common), and openapi-typescript requires the
 *   `typescript` package, a second copy of 9 MB to compile and hold. openapi-typescript's transform is loaded
 *   with ts-morph's copy standing in for `typescript` (only while its modules load; nothing else in the process
 *   sees the swap), so the generator compiles one TypeScript. It only builds and prints type nodes through the
 *   public factory and printer.
 * - openapi-typescript by path, from its CommonJS build, without its index: the index also loads
 *   openapi-typescript's own older Redocly for a lint and bundle pass not used here.
 */
import Module, { createRequire } from 'node:module';
import type * as Oats from 'openapi-typescript';
import type * as TsMorph from 'ts-morph';

const require = createRequire(import.meta.url);

export const tsMorph = require('ts-morph') as typeof TsMorph;
/** The TypeScript ts-morph bundles; emit-types.ts walks openapi-typescript's nodes with it. */
export const ts = tsMorph.ts;

function loadOpenapiTypescript() {
  const fromOats = createRequire(require.resolve('openapi-typescript/dist/lib/ts.cjs'));
  const typescriptPath = fromOats.resolve('typescript');
  const cache = require.cache;
  const previous = cache[typescriptPath];
  const standIn = new Module(typescriptPath);
  standIn.filename = typescriptPath;
  standIn.exports = ts;
  standIn.loaded = true;
  cache[typescriptPath] = standIn;
  try {
    return {
      transformSchema: fromOats('./../transform/index.cjs') as typeof Oats.transformSchema,
      ...(fromOats('./ts.cjs') as Pick<typeof Oats, 'astToString'>),
      ...(fromOats('./utils.cjs') as Pick<typeof Oats, 'resolveRef' | 'scanDiscriminators'>),
    };
  } finally {
    if (previous === undefined) delete cache[typescriptPath];
    else cache[typescriptPath] = previous;
  }
}

export const openapiTypescript = loadOpenapiTypescript();
