/** @platform-sdk/runtime/raw: the openapi-fetch client of a runtime, for full control over a request. */
export { rawClient } from './call/raw-client.js';
