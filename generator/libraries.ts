/**
 * TypeScript, ts-morph and openapi-typescript's transform, loaded with require. They are CommonJS: imported
 * from an ES module, Node first scans the whole source for export names (cjs-module-lexer over 9 MB of
 * TypeScript and 12 MB of ts-morph with its bundled copy), which costs more than compiling them; require skips
 * that (about a second of a run here). openapi-typescript is taken from its CommonJS build, so that its own
 * `typescript` import is a require too, and by path, without its index, which loads openapi-typescript's own
 * older Redocly for a lint and bundle pass not used here.
 */
import { createRequire } from 'node:module';
import type * as Oats from 'openapi-typescript';
import type * as TsMorph from 'ts-morph';
import type * as Ts from 'typescript';

const require = createRequire(import.meta.url);

export const ts = require('typescript') as typeof Ts;
export const tsMorph = require('ts-morph') as typeof TsMorph;
export const openapiTypescript = {
  transformSchema: require('openapi-typescript/dist/transform/index.cjs') as typeof Oats.transformSchema,
  ...(require('openapi-typescript/dist/lib/ts.cjs') as Pick<typeof Oats, 'astToString'>),
  ...(require('openapi-typescript/dist/lib/utils.cjs') as Pick<typeof Oats, 'resolveRef' | 'scanDiscriminators'>),
};
