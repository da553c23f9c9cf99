/**
 * @platform-sdk/runtime/client: the values generated client code imports (the runtime factory and what the
 * generated factories and guards call); types come from `./internal`. Not a stable API for users.
 */
export { createApiRuntime, createClientRuntime } from './call/all-writers.js';
export { checkClientOptions } from './call/client-options.js';
export { isApiErrorOf } from './errors/error-factory.js';
export { isErrorAnswerOf } from './errors/error-answer.js';
export { paginateByContinueToken } from './features/paging.js';
export { expandServerUrl } from './request/server-url.js';
