/**
 * ts-morph, and the one TypeScript the generator runs on: the compiler ts-morph bundles, whatever `typescript`
 * the repository installs (TypeScript 7 has no JavaScript API). build.mjs resolves openapi-typescript's
 * `typescript` import to this module, so schema.gen.ts is built with the same compiler as every other module.
 * ts-morph is loaded with `require`: imported from an ES module, Node would first scan its CommonJS source for
 * its export names.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const tsMorph = require('ts-morph') as typeof import('ts-morph');
export const ts = tsMorph.ts;
export default ts;
