// Generated from test/fixtures/max-account/out/openapi.json by the platform-sdk generator. Do not edit.

export * from './client.gen.js';
export * from './definitions/booking.gen.js';
export * from './definitions/campaign.gen.js';
export * from './definitions/contract.gen.js';
export * from './definitions/coupon.gen.js';
export * from './definitions/event.gen.js';
export * from './definitions/inquiry.gen.js';
export * from './definitions/member.gen.js';
export * from './definitions/newsletter.gen.js';
export * from './definitions/payment.gen.js';
export * from './definitions/point.gen.js';
export * from './definitions/product.gen.js';
export * from './definitions/purchase.gen.js';
export * from './definitions/review.gen.js';
export * from './definitions/shop.gen.js';
export * from './definitions/staff.gen.js';
export * from './definitions/store.gen.js';
export * from './definitions/subscription.gen.js';
export * from './definitions/survey.gen.js';
export * from './definitions/ticket.gen.js';
export * from './definitions/visit.gen.js';
export type { components, operations, paths } from './schema.gen.js';
export {
  AbortError,
  AccessTokenError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ContentDigestError,
  CsvFormatError,
  DuplicateRequestError,
  ForbiddenError,
  MethodNotAllowedError,
  NetworkError,
  NotFoundError,
  PagingError,
  PayloadTooLargeError,
  RateLimitError,
  RequestValidationError,
  SdkError,
  ServerError,
  TimeoutError,
  UnauthorizedError,
  UploadValidationError,
  WaitError,
} from '@platform-sdk/runtime';
export type {
  ApiErrorDetail,
  ApiErrorOf,
  CallOptions,
  ClientCredentials,
  CsvReport,
  CsvUploadBody,
  CsvUploadRecord,
  ErrorKind,
  JsonInput,
  Logger,
  LogLevel,
  RetryInfo,
  RetryOptions,
  TokenOptions,
  UploadIssue,
} from '@platform-sdk/runtime';
export {
  RECORD_LIMITS,
  RECORDS_DEFAULTS,
} from '@platform-sdk/runtime/records';
export type {
  BulkOptions,
  BulkOutcome,
  BulkPatch,
  BulkProgress,
  BulkResult,
  DeleteResult,
  Int64Input,
  PatchOptions,
  RecordsPage,
  SelectValue,
  WithFields,
} from '@platform-sdk/runtime/records';
