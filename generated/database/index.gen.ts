// Generated from specs/database.yaml by the platform-sdk generator. Do not edit.

export * from './client.gen.js';
export type { components, operations, paths } from './schema.gen.js';
export {
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
  SdkError,
  ServerError,
  TimeoutError,
  UnauthorizedError,
  UploadValidationError,
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
