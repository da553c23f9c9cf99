/**
 * What index.gen.ts re-exports from the runtime, so that users catch and type everything from the package
 * itself. The template prints these lists; spec-derived names may not take them (model-names.ts), because an
 * explicit re-export would silently hide a generated type of the same name.
 */
import * as runtime from '@platform-sdk/runtime';

/** Every error class of the runtime (SdkError and its subclasses), read from the runtime itself. */
export const RUNTIME_ERROR_CLASSES: readonly string[] = Object.entries(runtime)
  .filter(([, value]) => typeof value === 'function' && (value === runtime.SdkError || value.prototype instanceof runtime.SdkError))
  .map(([name]) => name)
  .sort();

/** Runtime types a user of a generated package writes; `npm run typecheck` proves each exists. */
export const RUNTIME_TYPES: readonly string[] = [
  'ApiErrorDetail',
  'CallOptions',
  'ClientCredentials',
  'CsvReport',
  'CsvUploadBody',
  'ErrorKind',
  'RetryInfo',
  'RetryOptions',
  'SendListIssue',
  'TokenOptions',
];
