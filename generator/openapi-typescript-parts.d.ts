/**
 * Types of the parts of openapi-typescript emit-types.ts imports by path: the transform and its helpers, without
 * the package index, which loads openapi-typescript's own copy of Redocly for a lint and bundle pass we do not
 * use. The package's `exports` opens these paths; their types are the index's.
 */
declare module 'openapi-typescript/dist/transform/index.mjs' {
  export { transformSchema as default } from 'openapi-typescript';
}
declare module 'openapi-typescript/dist/lib/ts.mjs' {
  export { astToString } from 'openapi-typescript';
}
declare module 'openapi-typescript/dist/lib/utils.mjs' {
  export { resolveRef, scanDiscriminators } from 'openapi-typescript';
}
