/**
 * @platform-sdk/runtime: what users of the generated clients write against. Client and call options, every
 * error class, CSV report and upload body types, paging helpers, and the process-wide caches. What only the
 * generator, generated code and tests need is on `@platform-sdk/runtime/internal`; the mail send-list helpers
 * are on `@platform-sdk/runtime/mail`.
 */
export type {
  CallOptions,
  ClientCredentials,
  CommonClientOptions,
  CsvReport,
  RetryInfo,
  RetryOptions,
  RetryOverrides,
  TokenOptions,
} from './operation.js';
export { DEFAULTS } from './defaults.js';
// Every error class, its helpers and types: all of errors.ts is public, and the classes of parts that load on
// demand (uploads, reports, client credentials) or that few calls need (bodies, paging, waits), kept apart so a bundle has them only then.
export * from './errors.js';
export { PayloadTooLargeError, UploadValidationError, type UploadIssue } from './body-errors.js';
export { ContentDigestError, CsvFormatError } from './csv/report-errors.js';
export { AccessTokenError } from './auth/access-token-error.js';
export { AuthenticationError } from './auth/authentication-error.js';
export { PagingError } from './paging-error.js';
export { WaitError } from './wait-error.js';
export type { CsvChunk, CsvUploadBody } from './upload.js';
export type { JsonInput } from './json-input.js';
export type { Command, CommandBody, CommandInput, CommandParameter } from './command.js';
export type { Logger, LogLevel } from './log.js';
export type { CsvUploadRecord } from './csv/build.js';
export {
  paginateByContinueToken,
  paginateByOffset,
  offsetPages,
  type ContinueTokenPage,
  type OffsetPage,
  type OffsetPaging,
  type OffsetWalkPage,
} from './paging.js';
export { clearTokenCache } from './auth/token-cache.js';
export { loadOnDemandCode } from './on-demand.js';
export { clearRateLimiters, type BucketState, type RateLimitStore } from './rate-limit.js';
