/**
 * @platform-sdk/runtime/internal: the public entry plus what only the generator, the generated clients, the command
 * line and the tests use: the runtime factory and its descriptor contract (operation.ts), server URLs, option-name
 * lists, the error factory and guard, CSV parsing and writing, MD5, retry and rate-limit internals, and the calendar
 * check of dates and date-times. Not a stable API for users.
 */
export * from './index.js';
export type * from './contract/operation.js';
export type { BodyCheck } from './request/body-check.js';
export type { UploadCheck, UploadChecker } from './features/upload/upload-check.js';
export { createApiRuntime } from './call/all-writers.js';
export { resolveRateLimit } from './call/runtime.js';
export type { ApiChecks } from './call/client-state.js';
export { rawClient } from './call/raw-client.js';
export { checkClientOptions } from './call/client-options.js';
export { changesSomething } from './contract/changes.js';
export { createApiError, isApiErrorOf } from './errors/error-factory.js';
export { isErrorAnswerOf, type ErrorAnswer, type ErrorStatus, type ErrorStatuses } from './errors/error-answer.js';
export { baseAddressVariable, expandServerUrl } from './request/server-url.js';
export { CALL_OPTION_NAMES, RUNTIME_OPTION_NAMES } from './contract/option-names.js';
export { buildCsv, csvLines, CsvColumnError, quoteCsvValue } from './features/csv/build.js';
export {
  CsvParser,
  CsvRowMapper,
  CsvSyntaxError,
  parseCsv,
  type CsvParserOptions,
  type CsvRecord,
} from './features/csv/parse.js';
export { contentMd5, createMd5, type Md5Hasher } from './features/csv/md5.js';
export { spoolVerified, type SpooledBody } from './features/csv/spool.js';
export type { OpenedReport } from './features/csv/report.js';
export {
  TokenBucket,
  clientSideLimit,
  type BucketState,
  type RateLimit,
  type RateLimitStore,
  type SharedRateLimit,
} from './rate-limit/token-bucket.js';
export { holdTokens, newBucketState, settleToken, takeToken } from './rate-limit/bucket-state.js';
export { backoffDelay, parseRetryAfter, retryDelay } from './call/retry.js';
export { randomUuid } from './request/uuid.js';
export { createLog, LOG_ENV } from './features/log.js';
export { calendarFault, type CalendarFault, type CalendarKind } from './util/calendar.js';
