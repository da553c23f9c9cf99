/**
 * @platform-sdk/runtime/internal: the public entry plus what only the generator, the generated clients and the
 * tests use: the runtime factory and its descriptor contract (operation.ts), server URLs, option-name lists,
 * the error factory and guard, CSV parsing and writing, MD5, retry and rate-limit internals. Not a stable API
 * for users.
 */
export * from './index.js';
export type * from './operation.js';
export type { BodyCheck } from './body-check.js';
export type { UploadCheck, UploadChecker } from './upload-check.js';
export { createApiRuntime, resolveRateLimit } from './api-runtime.js';
export { rawClient } from './raw.js';
export { checkClientOptions } from './client-options.js';
export { changesSomething } from './changes.js';
export { csvReport } from './csv/read-report.js';
export { writeQuery } from './transport/query.js';
export { csvUpload } from './send-upload.js';
export { jsonBody } from './transport/json-body.js';
export { createApiError, isApiErrorOf } from './error-factory.js';
export { expandServerUrl } from './server-url.js';
export { CALL_OPTION_NAMES, RUNTIME_OPTION_NAMES } from './option-names.js';
export { buildCsv, csvLines, CsvColumnError, quoteCsvValue } from './csv/build.js';
export {
  CsvParser,
  CsvRowMapper,
  CsvSyntaxError,
  parseCsv,
  type CsvParserOptions,
  type CsvRecord,
} from './csv/parse.js';
export { contentMd5, createMd5, type Md5Hasher } from './csv/md5.js';
export { spoolVerified, type SpooledBody } from './csv/spool.js';
export type { OpenedReport } from './csv/report.js';
export {
  TokenBucket,
  clientSideLimit,
  type BucketState,
  type RateLimit,
  type RateLimitStore,
  type SharedRateLimit,
} from './rate-limit.js';
export { holdTokens, newBucketState, settleToken, takeToken } from './rate-limit-state.js';
export { backoffDelay, parseRetryAfter, retryDelay } from './transport/retry.js';
export { randomUuid } from './util/uuid.js';
export { createLog, LOG_ENV } from './log.js';
