// Generated from specs/mail.yaml by the platform-sdk generator. Do not edit.

export * from './client.gen.js';
export type { components, operations, paths } from './schema.gen.js';
export { ApiError, SdkError } from '@platform-sdk/runtime';
export type {
  CallOptions,
  ClientCredentials,
  CsvReport,
  CsvUploadBody,
  RetryInfo,
  RetryOptions,
} from '@platform-sdk/runtime';
