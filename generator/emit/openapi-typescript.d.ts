// The modules of openapi-typescript the generator bundles (libraries.ts): public through the package's `exports`
// (`./*.js`), typed by the package's index.
declare module 'openapi-typescript/dist/transform/index.js' {
  export { transformSchema as default } from 'openapi-typescript';
}
declare module 'openapi-typescript/dist/lib/ts.js' {
  export { astToString } from 'openapi-typescript';
}
declare module 'openapi-typescript/dist/lib/utils.js' {
  export { resolveRef, scanDiscriminators } from 'openapi-typescript';
}
