/**
 * What generated code takes from the runtime: the names index.gen.ts re-exports (so that users catch and type
 * everything from the package itself) and the upload checks a spec may name with `x-upload-check`. Spec-derived
 * names may not take any of them (model-names.ts), because an explicit re-export would silently hide a
 * generated type of the same name.
 */
import * as runtime from '@platform-sdk/runtime';
import type { SpecText } from '../text/spec-text.js';

/** Every error class of the runtime's public entry (SdkError and its subclasses), read from the runtime itself. */
export const RUNTIME_ERROR_CLASSES: readonly string[] = Object.entries(runtime)
  .filter(
    ([, value]) =>
      typeof value === 'function' && (value === runtime.SdkError || value.prototype instanceof runtime.SdkError),
  )
  .map(([name]) => name)
  .sort();

/** Runtime types a user of a generated package writes; `npm run typecheck` proves each exists. */
export const RUNTIME_TYPES: readonly string[] = [
  'ApiErrorDetail',
  'ApiErrorOf',
  'BucketState',
  'CallOptions',
  'ClientCredentials',
  'CsvReport',
  'CsvUploadBody',
  'CsvUploadRecord',
  'ErrorKind',
  'JsonInput',
  'Logger',
  'LogLevel',
  'RateLimitStore',
  'RetryInfo',
  'RetryOptions',
  'TokenOptions',
  'UploadIssue',
];

/** Where the runtime keeps one upload check, and what a package whose spec names it imports and re-exports. */
export interface UploadCheckExports {
  /** The runtime entry that holds the check. */
  readonly module: string;
  /** The runtime's `UploadCheck` of that name, which the module's `createApiRuntime` adds. */
  readonly value: string;
  /** The check's options: the type parameter of the upload method's `CallOptions`. */
  readonly optionsType: string;
  /** The error class the check throws (re-exported by index.gen.ts). */
  readonly error: string;
  /** Further types users of the check write (re-exported by index.gen.ts). */
  readonly types: readonly string[];
  /**
   * Further values of the check's module for users of an API whose spec names it, re-exported by index.gen.ts
   * with the check (the mail module's waits for a send list and a delivery, and their errors).
   */
  readonly helpers: readonly string[];
  /** What the check holds a body to, for the package README. */
  readonly rules: string;
}

/**
 * `x-upload-check` name -> the runtime's check (test/generator proves each value exists and has that name). A
 * Map, so a spec name like `toString` finds nothing rather than a member every object inherits.
 */
export const UPLOAD_CHECKS: ReadonlyMap<string, UploadCheckExports> = new Map([
  [
    'send-list',
    {
      // The entry of the generated client: `./mail` also holds the send-list helpers users call themselves.
      module: '@platform-sdk/runtime/mail/client',
      value: 'sendListCheck',
      optionsType: 'SendListValidationOptions',
      error: 'SendListValidationError',
      types: ['DeliveryMilestone', 'DeliveryWaitOptions', 'SendListIssue', 'SendListValidationOptions', 'WaitOptions'],
      helpers: ['DeliveryFailedError', 'SendListFailedError', 'waitForDelivery', 'waitForSendList'],
      rules: 'the send-list rules of the spec',
    },
  ],
]);

/** Where the runtime keeps one check of a JSON body, which the operation descriptor refers to. */
export interface BodyCheckExports {
  /** The runtime entry that holds the check. */
  readonly module: string;
  /** The runtime's `BodyCheck` of that name, which the module's `createApiRuntime` adds. */
  readonly value: string;
}

/** `x-body-check` name -> the runtime's check (a Map, like UPLOAD_CHECKS); test/generator proves each exists. */
export const BODY_CHECKS: ReadonlyMap<string, BodyCheckExports> = new Map([
  ['api-definition', { module: '@platform-sdk/runtime/database', value: 'apiDefinitionCheck' }],
]);

/** The runtime's check an operation's `x-body-check` names (the model admits known names only). */
export function bodyCheckOf(op: {
  readonly request?: { readonly bodyCheck: SpecText | undefined } | undefined;
}): BodyCheckExports | undefined {
  return checkNamed(BODY_CHECKS, op.request?.bodyCheck);
}

/** The body checks the operations of a model name, once each, in name order. */
export function bodyChecksOf(
  operations: readonly { readonly request?: { readonly bodyCheck: SpecText | undefined } | undefined }[],
): BodyCheckExports[] {
  return checksNamed(
    BODY_CHECKS,
    operations.map((o) => o.request?.bodyCheck),
  );
}

/** A runtime module's values and types that index.gen.ts re-exports. */
export interface RuntimeHelpers {
  readonly module: string;
  readonly values: readonly string[];
  readonly types: readonly string[];
}

/**
 * Runtime helpers a package re-exports when its spec has the operation they call, by operationId (a Map, like
 * UPLOAD_CHECKS): the database API's wait for a definition to be ready polls `getApiDefinition`.
 */
export const OPERATION_HELPERS: ReadonlyMap<string, RuntimeHelpers> = new Map([
  [
    'getApiDefinition',
    {
      module: '@platform-sdk/runtime/database',
      values: ['DefinitionFailedError', 'waitForDefinition'],
      types: ['WaitOptions'],
    },
  ],
]);

/** The helpers of the operations of a model, in the order of OPERATION_HELPERS. */
export function operationHelpersOf(operations: readonly { readonly id: SpecText }[]): RuntimeHelpers[] {
  const ids = new Set(operations.map((o) => o.id.text));
  return [...OPERATION_HELPERS].filter(([id]) => ids.has(id)).map(([, helper]) => helper);
}

/** Every name an upload check brings into generated files. */
export const UPLOAD_CHECK_NAMES: readonly string[] = [
  ...new Set([
    ...[...UPLOAD_CHECKS.values()].flatMap((c) => [c.value, c.optionsType, c.error, ...c.types, ...c.helpers]),
    ...[...OPERATION_HELPERS.values()].flatMap((h) => [...h.values, ...h.types]),
  ]),
];

/** The runtime's check an operation's `x-upload-check` names (the model admits known names only). */
export function uploadCheckOf(op: {
  readonly request?: { readonly uploadCheck: SpecText | undefined } | undefined;
}): UploadCheckExports | undefined {
  return checkNamed(UPLOAD_CHECKS, op.request?.uploadCheck);
}

/** The entry of `checks` a spec name gives, if any. */
function checkNamed<T>(checks: ReadonlyMap<string, T>, name: SpecText | undefined): T | undefined {
  return name === undefined ? undefined : checks.get(name.text);
}

/** The checks of `checks` that the names given name, once each, in name order. */
function checksNamed<T>(checks: ReadonlyMap<string, T>, names: readonly (SpecText | undefined)[]): T[] {
  return [...new Set(names.flatMap((name) => name?.text ?? []))].sort().flatMap((name) => checks.get(name) ?? []);
}

/**
 * The module whose `createApiRuntime` a client of these operations is made with: the module of the checks they
 * name (it adds them to the runtime under their names), else the runtime's `./client`. Checks of two modules
 * cannot be combined in one client.
 */
export function runtimeFactoryModule(
  operations: readonly {
    readonly request?:
      | { readonly uploadCheck: SpecText | undefined; readonly bodyCheck: SpecText | undefined }
      | undefined;
  }[],
): string {
  const modules = new Set([
    ...uploadChecksOf(operations).map((c) => c.module),
    ...bodyChecksOf(operations).map((c) => c.module),
  ]);
  if (modules.size > 1)
    throw new Error(`The checks a spec names come from one runtime module only (${[...modules].join(', ')}).`);
  return [...modules][0] ?? '@platform-sdk/runtime/client';
}

/** The upload checks the operations of a model name, in name order. */
export function uploadChecksOf(
  operations: readonly { readonly request?: { readonly uploadCheck: SpecText | undefined } | undefined }[],
): UploadCheckExports[] {
  return checksNamed(
    UPLOAD_CHECKS,
    operations.map((o) => o.request?.uploadCheck),
  );
}
