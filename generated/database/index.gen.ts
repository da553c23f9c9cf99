// Generated from specs/database.yaml by the platform-sdk generator. Do not edit.

export * from './client.gen.js';
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
  NotReadyError,
  OutcomeUnknownError,
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
  BucketState,
  CallOptions,
  ClientCredentials,
  CsvReport,
  CsvUploadBody,
  CsvUploadRecord,
  ErrorKind,
  JsonInput,
  Logger,
  LogLevel,
  RateLimitStore,
  RetryInfo,
  RetryOptions,
  TokenOptions,
  UploadIssue,
} from '@platform-sdk/runtime';
export {
  DefinitionFailedError,
  waitForDefinition,
} from '@platform-sdk/runtime/database';
export type {
  WaitOptions,
} from '@platform-sdk/runtime/database';
