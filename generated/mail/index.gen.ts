// Generated from specs/mail.yaml by the platform-sdk generator. Do not edit.

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
  CallOptions,
  ClientCredentials,
  CsvReport,
  CsvUploadBody,
  CsvUploadRecord,
  ErrorKind,
  RetryInfo,
  RetryOptions,
  TokenOptions,
  UploadIssue,
} from '@platform-sdk/runtime';
export {
  SendListValidationError,
} from '@platform-sdk/runtime/mail';
export type {
  SendListIssue,
  SendListValidationOptions,
} from '@platform-sdk/runtime/mail';
