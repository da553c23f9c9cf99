/**
 * @platform-sdk/runtime: what users of the generated clients write against. Client and call options, every
 * error class, CSV report and upload body types, paging helpers, and the process-wide caches. What only the
 * generator, generated code and tests need is on `@platform-sdk/runtime/internal`; the mail send-list helpers
 * are on `@platform-sdk/runtime/mail`.
 */
export type {
  BinaryAnswerOptions,
  CallOptions,
  ClientCredentials,
  CommonClientOptions,
  CsvReport,
  RetryInfo,
  RetryOptions,
  RetryOverrides,
  TokenOptions,
} from './contract/operation.js';
export { DEFAULTS } from './contract/defaults.js';
// Every error class, its helpers and types.
export * from './errors/call-errors.js';
export { PayloadTooLargeError, UploadValidationError, type UploadIssue } from './errors/body-errors.js';
export { ContentDigestError, CsvFormatError } from './errors/report-errors.js';
export { AccessTokenError } from './errors/access-token-error.js';
export { AuthenticationError } from './errors/authentication-error.js';
export { PagingError } from './errors/paging-error.js';
export { WaitError } from './errors/wait-error.js';
export type { CsvChunk, CsvUploadBody } from './features/upload/upload-body.js';
export type { JsonInput } from './contract/json-input.js';
export type { Command, CommandBody, CommandInput, CommandParameter } from './contract/command.js';
export type { Logger, LogLevel } from './features/log.js';
export type { CsvUploadRecord } from './features/csv/build.js';
export {
  paginateByContinueToken,
  paginateByOffset,
  offsetPages,
  type ContinueTokenPage,
  type OffsetPage,
  type OffsetPaging,
  type OffsetWalkPage,
} from './features/paging.js';
export { clearTokenCache } from './auth/token-cache.js';
export {
  clearRateLimiters,
  type BucketState,
  type RateLimitStore,
  type RateLimitTake,
} from './rate-limit/token-bucket.js';
