/**
 * The one TypeScript the generator runs on: the compiler ts-morph bundles, whatever `typescript` the repository
 * installs (TypeScript 7 has no JavaScript API). build.mjs resolves openapi-typescript's `typescript` import to
 * this module, so schema.gen.ts is built with the same compiler as every other module.
 */
import { ts } from 'ts-morph';

export { ts };
export default ts;
