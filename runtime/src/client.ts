/**
 * @platform-sdk/runtime/client: the values generated client code imports, and nothing else. Generated clients
 * import from here rather than from `./internal`, whose re-exports (CSV parsing, MD5, the token request) would
 * make a code-splitting bundler put those modules beside the client even when they are only loaded on demand
 * (a report read, an upload, a token fetched with credentials). Types come from `./internal`. Not a stable API
 * for users.
 */
export { createApiRuntime } from './call/runtime.js';
export { checkClientOptions } from './call/client-options.js';
export { csvReport } from './features/csv/read-report.js';
export { writeQuery } from './request/query.js';
export { DuplicateRequestError, OutcomeUnknownError } from './errors/call-errors.js';
export { csvUpload } from './features/upload/send-upload.js';
export { jsonBody } from './request/json-body.js';
export { isApiErrorOf } from './errors/error-factory.js';
export { paginateByContinueToken } from './features/paging.js';
export { expandServerUrl } from './request/server-url.js';
