/**
 * @platform-sdk/runtime/client: the values generated client code imports, and nothing else. Generated clients
 * import from here rather than from `./internal`, whose re-exports (CSV parsing, MD5, the token request) would
 * make a code-splitting bundler put those modules beside the client even when they are only loaded on demand
 * (a report read, an upload, a token fetched with credentials). Types come from `./internal`. Not a stable API
 * for users.
 */
export { createApiRuntime } from './api-runtime.js';
export { checkClientOptions } from './client-options.js';
export { csvReport } from './csv/read-report.js';
export { writeQuery } from './transport/query.js';
export { DuplicateRequestError, OutcomeUnknownError } from './errors.js';
export { csvUpload } from './send-upload.js';
export { jsonBody } from './transport/json-body.js';
export { isApiErrorOf } from './error-factory.js';
export { paginateByContinueToken } from './paging.js';
export { expandServerUrl } from './server-url.js';
