/**
 * The CommonJS libraries of the emit stage, loaded with `require`: imported from an ES module, Node would first
 * scan each one's source for its export names, which on TypeScript costs more than compiling it.
 *
 * openapi-typescript's transform is loaded from its own modules (public through the package's `exports`), not
 * from its index, which also loads openapi-typescript's own older Redocly for a lint and bundle pass the
 * generator does not use. It builds its nodes with the `typescript` package; every other module is built with
 * the same package's factory and printed by its printer (nodes.ts, print.ts), so one TypeScript is loaded.
 */
import { createRequire } from 'node:module';
import type * as Oats from 'openapi-typescript';
import type * as TypeScript from 'typescript';

const require = createRequire(import.meta.url);

/** The TypeScript openapi-typescript builds its nodes with, and every emitter too. */
export const ts = require('typescript') as typeof TypeScript;

export const openapiTypescript = {
  transformSchema: require('openapi-typescript/dist/transform/index.cjs') as typeof Oats.transformSchema,
  ...(require('openapi-typescript/dist/lib/ts.cjs') as Pick<typeof Oats, 'astToString'>),
  ...(require('openapi-typescript/dist/lib/utils.cjs') as Pick<typeof Oats, 'resolveRef' | 'scanDiscriminators'>),
};
