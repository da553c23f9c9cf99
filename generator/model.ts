/**
 * The model: everything the emitters need about one API, derived from the bundled spec and checked once.
 * Emitters read only this (plus the raw document for openapi-typescript), so naming and safety rules live in
 * the model builders, not scattered through code writers.
 */
import type { HttpMethod, ParamRule, RetryClass } from '../runtime/src/operation.js';
import type { Json, OpenApiDocument } from './openapi.js';
import type { PackageSpec } from './packages.js';

export interface ParamModel {
  /** Name in the spec (`delivery_id`); the key sent to the runtime. */
  readonly name: string;
  /** Positional argument name for path parameters (`deliveryId`), property key for query parameters. */
  readonly argName: string;
  readonly required: boolean;
  readonly description: string | undefined;
  /** TypeScript type of the argument, written by the model from the parameter schema. */
  readonly tsType: string;
  readonly example: Json | undefined;
  /** For path parameters: the schema facts the runtime checks a value against (`OperationDescriptor.pathParams`). */
  readonly rule: ParamRule | undefined;
}

export interface RequestModel {
  /** Runtime request class: how the body is encoded, decided by the declared media type only. */
  readonly kind: 'json' | 'csv';
  readonly mediaType: string;
  readonly required: boolean;
  readonly description: string | undefined;
  /** Component schema the body refers to, when it is a `$ref` (gives a named type). */
  readonly schemaName: string | undefined;
  /** The JSON body has a `requestId` property (retry class `requestId`). */
  readonly hasRequestId: boolean;
  /** `x-count-of`: a `count` property the method fills with the length of another array property. */
  readonly countOf: { readonly property: string; readonly of: string } | undefined;
  /** `x-max-bytes` of the body schema: the service's size limit, enforced by the runtime before and while sending. */
  readonly maxBytes: number | undefined;
  /** `x-upload-check` of the CSV media type: the name of the runtime check the body goes through (runtime-exports.ts). */
  readonly uploadCheck: string | undefined;
  /** Top-level `format: date-time` string properties of a JSON body: the method also takes a `Date` for them. */
  readonly dateTimes: readonly { readonly property: string; readonly required: boolean }[];
  /** Top-level string properties of a JSON body with `x-max-bytes`: checked by the runtime before sending. */
  readonly fieldMaxBytes: readonly { readonly property: string; readonly maxBytes: number }[];
  /** Names of properties, at any depth of a JSON body, whose schema is `x-bigint`: the input also takes a bigint. */
  readonly bigintKeys: readonly string[];
  readonly example: Json | undefined;
}

export interface CsvColumnModel {
  readonly name: string;
  readonly description: string | undefined;
  /** The column's documented values (`enum` of its `x-csv-columns` entry): the row property is their union. */
  readonly enum: readonly string[] | undefined;
}

export interface ResponseModel {
  readonly kind: 'json' | 'empty' | 'csv';
  /** Status code of the success response the method returns (`200`). */
  readonly status: string;
  readonly mediaType: string | undefined;
  readonly description: string | undefined;
  readonly schemaName: string | undefined;
  readonly csvColumns: readonly CsvColumnModel[] | undefined;
  /** `x-empty-when`: a request property value for which the success response has no body. */
  readonly emptyWhen: { readonly property: string; readonly equals: string | number | boolean | null } | undefined;
}

/** `x-paging` of a list operation: an iterator method over every page (model-paging.ts). */
export interface PagingModel {
  /** Pages carry `metadata.continueToken` while more follow; the next is asked for with that query parameter. */
  readonly kind: 'continueToken';
  /** The client's iterator method (`apiDefinitions`). */
  readonly methodName: string;
}

export interface OperationModel {
  readonly id: string;
  /** Client method name: camelCase of the operationId. */
  readonly methodName: string;
  /** PascalCase of the method name, prefix of the operation's exported types (`ClicksRow`). */
  readonly typeBase: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string | undefined;
  readonly description: string | undefined;
  readonly tags: readonly string[];
  readonly deprecated: boolean;
  readonly pathParams: readonly ParamModel[];
  readonly queryParams: readonly ParamModel[];
  readonly request: RequestModel | undefined;
  readonly response: ResponseModel;
  /** Every response the spec lists, by status, in spec order. */
  readonly responses: readonly { readonly status: string; readonly description: string | undefined }[];
  /** `x-error-codes` of the operation, in spec order. */
  readonly errorCodes: readonly string[];
  /** OAuth2 scopes of the operation's security requirements, sorted. */
  readonly scopes: readonly string[];
  /** Whether a plain bearer token is also accepted (an `http bearer` alternative). */
  readonly bearer: boolean;
  readonly retry: RetryClass;
  /** `x-paging`: the iterator method over every page, when the spec asks for one. */
  readonly paging: PagingModel | undefined;
  /** Module-level names generated for this operation (claimed in model-names.ts). */
  readonly names: OperationNames;
}

export interface OperationNames {
  /** Frozen OperationDescriptor constant (`sendDeliveryOperation`). */
  readonly descriptor: string;
  /** Local overloaded implementation, only for `x-empty-when` operations (`sendDeliveryImpl`). */
  readonly impl: string | undefined;
  /** CSV row interface (`ClicksRow`). */
  readonly row: string | undefined;
  /** Query object type (`ClicksQuery`). */
  readonly query: string | undefined;
  /** Request type with the `x-count-of` property optional (`SendDeliveryInput`). */
  readonly input: string | undefined;
}

export interface ApiNames {
  /** `createMailClient` */
  readonly factory: string;
  /** `MailClient` */
  readonly client: string;
  /** `MailClientOptions` */
  readonly options: string;
  /** `MailApiError` */
  readonly error: string;
  /** `isMailApiError`, the type guard of `MailApiError` */
  readonly isError: string;
  /** The ApiDescriptor constant (`mailApi`). */
  readonly api: string;
  /** The server URL template constant (`mailServerUrl`). */
  readonly serverUrl: string;
}

export interface ServerVariableModel {
  /** Name in the server URL template (`user_name`). */
  readonly name: string;
  /** Client option name (`userName`). */
  readonly optionName: string;
  readonly default: string;
  readonly enum: readonly string[] | undefined;
  readonly description: string | undefined;
  readonly required: boolean;
  /** `x-pattern`: a value of the option must match it (the runtime checks it when the client is made). */
  readonly pattern: string | undefined;
}

export interface ErrorCodeModel {
  readonly code: string;
  /** The request properties an error item of this code may name (any one of them); empty when it names none. */
  readonly properties: readonly string[];
  readonly description: string;
}

export interface ErrorCodesModel {
  /** The component schema (`MailErrorCode`), also the exported union type name. */
  readonly schemaName: string;
  /** Exported const map code -> description (`mailErrorCodes`). */
  readonly constName: string;
  readonly codes: readonly ErrorCodeModel[];
}

export interface SchemaNameModel {
  /** Key under components.schemas. */
  readonly specName: string;
  /** Exported type alias name. */
  readonly typeName: string;
  readonly description: string | undefined;
}

/** The spec's root-level `x-rate-limit`: the client-side token bucket, shared by every client naming `bucket`. */
export interface RateLimitModel {
  readonly perSecond: number;
  readonly burst: number;
  readonly bucket: string;
}

export interface ApiModel {
  readonly pkg: PackageSpec;
  readonly specPath: string;
  readonly document: OpenApiDocument;
  readonly title: string;
  readonly description: string | undefined;
  readonly apiVersion: string;
  /** servers[0].url, variables unexpanded. */
  readonly serverUrl: string;
  readonly variables: readonly ServerVariableModel[];
  readonly operations: readonly OperationModel[];
  readonly schemas: readonly SchemaNameModel[];
  readonly errorCodes: ErrorCodesModel | undefined;
  /** Union of the operations' OAuth2 scopes, sorted. */
  readonly scopes: readonly string[];
  readonly rateLimit: RateLimitModel | undefined;
  readonly names: ApiNames;
}
