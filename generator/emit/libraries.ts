/**
 * The libraries of the emit stage. openapi-typescript's transform is imported from its own modules (public
 * through the package's `exports`), not from its index, which also loads openapi-typescript's own older Redocly
 * for a lint and bundle pass the generator does not use. It is bundled with the generator and builds its nodes
 * with ts-morph's TypeScript (compiler.ts), the one every other module is written with.
 */
import type * as Oats from 'openapi-typescript';
import transform from 'openapi-typescript/dist/transform/index.js';

export { ts } from './compiler.js';
export { astToString } from 'openapi-typescript/dist/lib/ts.js';
export { resolveRef, scanDiscriminators } from 'openapi-typescript/dist/lib/utils.js';

export const transformSchema: typeof Oats.transformSchema = transform;
