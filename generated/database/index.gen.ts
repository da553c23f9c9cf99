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
  SendListValidationError,
  ServerError,
  TimeoutError,
  UnauthorizedError,
} from '@platform-sdk/runtime';
export type {
  ApiErrorDetail,
  CallOptions,
  ClientCredentials,
  CsvReport,
  CsvUploadBody,
  ErrorKind,
  RetryInfo,
  RetryOptions,
  SendListIssue,
  TokenOptions,
} from '@platform-sdk/runtime';
