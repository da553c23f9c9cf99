/**
 * @platform-sdk/runtime/database: what the database API's management client adds to the runtime, re-exported by
 * the generated database package: the wait for an API definition to be ready, and its error.
 */
export { DefinitionFailedError, waitForDefinition } from './wait.js';
export type { WaitOptions } from '../wait-poll.js';
