/** @platform-sdk/runtime: the runtime every generated client imports. */
export type * from './operation.js';
export { createApiRuntime, resolveRateLimit } from './api-runtime.js';
export { DEFAULTS } from './defaults.js';
// Every error class, its helpers and types: all of errors.ts is public.
export * from './errors.js';
export { expandServerUrl } from './server-url.js';
export { CALL_OPTION_NAMES, RUNTIME_OPTION_NAMES } from './option-names.js';
export { buildSendListCsv, quoteCsvValue, sendListCsvLines, type SendListRecord } from './csv/build.js';
export { CsvParser, CsvRowMapper, CsvSyntaxError, parseCsv, type CsvParserOptions, type CsvRecord } from './csv/parse.js';
export { contentMd5, createMd5, type Md5Hasher } from './csv/md5.js';
export {
  assertValidSendList,
  isValidPlatformId,
  SendListChecker,
  SendListStreamChecker,
  validateSendList,
  type SendListInput,
  type SendListValidationOptions,
} from './send-list.js';
export type { CsvUploadBody, CsvChunk } from './upload.js';
export {
  paginateByContinueToken,
  paginateByOffset,
  type ContinueTokenPage,
  type OffsetPage,
  type OffsetPaging,
} from './paging.js';
export { clearTokenCache } from './auth/token-cache.js';
export { clearRateLimiters, TokenBucket, type RateLimit } from './rate-limit.js';
export { backoffDelay, parseRetryAfter } from './transport/retry.js';
