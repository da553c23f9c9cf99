/**
 * What libraries.ts exports, for the startup snapshot (snapshot-build.mjs): there esbuild inlines ts-morph and
 * openapi-typescript's CommonJS transform into the snapshot's bundle, with ts-morph's TypeScript standing in for
 * the `typescript` package (an alias of the build, where libraries.ts swaps require's cache), so the snapshot
 * holds one TypeScript, compiled and loaded once when it is built.
 */
import type * as Oats from 'openapi-typescript';
import type * as TsMorph from 'ts-morph';

export const tsMorph = require('ts-morph') as typeof TsMorph;
/** The TypeScript ts-morph bundles; emit-types.ts walks openapi-typescript's nodes with it. */
export const ts = tsMorph.ts;

export const openapiTypescript = {
  transformSchema: require('openapi-typescript/dist/transform/index.cjs') as typeof Oats.transformSchema,
  ...(require('openapi-typescript/dist/lib/ts.cjs') as Pick<typeof Oats, 'astToString'>),
  ...(require('openapi-typescript/dist/lib/utils.cjs') as Pick<typeof Oats, 'resolveRef' | 'scanDiscriminators'>),
};
