/**
 * @platform-sdk/runtime/client: the values generated client code imports, one per module: the runtime factory of
 * a package generated from any spec (every request writer), and the helpers of a client module; types come from
 * `./internal`. Not a stable API for users.
 */
export { createApiRuntime, createClientRuntime } from './call/all-writers.js';
export { createClientHelpers, createPagedClientHelpers } from './call/client-helpers.js';
