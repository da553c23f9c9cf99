/**
 * @platform-sdk/runtime/records: what only the database API's records client needs. `createRecordsClientHelpers`,
 * the one value the generated client imports (its runtime, guards, `raw`, and each definition's namespace built
 * from its `RecordsDefinition` data); the limits it checks requests against before sending (`RECORD_LIMITS`) and
 * the defaults of its helpers; the exact JSON of ids up to 2^63-1; and the types of select values, id inputs,
 * pages and bulk outcomes.
 */
export {
  defineRecords,
  type RecordOperation,
  type RecordProperty,
  type RecordsDefinition,
  type RecordsOperations,
} from './definition.js';
export { createRecordsClientHelpers, type RecordsClientHelpers } from './client-helpers.js';
export { createRecordsNamespace } from './namespace.js';
export { operandKind, RECORD_LIMITS, RECORDS_DEFAULTS, type OperandKind } from './limits.js';
export { outcomeOfFailure, stopsTheRun } from './bulk.js';
export { quoteInt64, readRecordsJson, type RecordsAt } from './json.js';
export type {
  BulkOptions,
  BulkOutcome,
  BulkProgress,
  BulkResult,
  BulkUpdate,
  DeleteResult,
  Int64Input,
  PatchOptions,
  RecordsPage,
  SelectValue,
  WithFields,
} from './types.js';
