/**
 * @platform-sdk/runtime/database: what the database API's management client adds to the runtime, re-exported by
 * the generated database package: the wait for an API definition to be ready, and its error; and the check of
 * a putApiDefinition body (`x-body-check: api-definition`), which the generated descriptor names.
 */
export { DefinitionFailedError, waitForDefinition } from './wait.js';
export type { WaitOptions } from '../../features/wait-poll.js';
export { apiDefinitionCheck } from './definition-check.js';
export { createApiRuntime, createClientRuntime } from './runtime.js';
