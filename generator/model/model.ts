/**
 * The model: everything the emitters need about one API, derived from the bundled spec and checked once.
 * Emitters read only this (plus the raw document for openapi-typescript), so naming and safety rules live in
 * the model builders, not scattered through code writers. Every string the spec supplies is `SpecText`
 * (spec-text.ts): emitters can only print it through an escaping function. Names the model derives for
 * declarations (`methodName`, `argName`, `typeName`...) are plain strings, checked to be safe identifiers.
 */
import type {
  HttpMethod,
  ParamRule,
  ParamStyle,
  PartEncoding,
  RetryClass,
  SecurityScheme,
} from '../../runtime/src/contract/operation.js';
import type { Json, OpenApiDocument } from './openapi.js';
import type { PackageSpec } from '../packages.js';
import type { SpecText } from '../text/spec-text.js';
import type { SpecIssue } from './errors.js';
import type { ItemTypesModel } from './model-item-types.js';

/** A part of a parameter's argument type: a type of our own by name, or a value of the schema's enum. */
export type ArgTypePart = 'string' | 'number' | 'bigint' | 'boolean' | 'Date' | SpecText | number | SchemaOfParam;

/**
 * The type openapi-typescript printed for a query parameter whose schema is an array or an object:
 * `NonNullable<paths[path][method]['parameters']['query']>[name]`.
 */
export interface SchemaOfParam {
  readonly schemaOf: {
    readonly path: SpecText;
    readonly method: string;
    readonly name: SpecText;
    /** Where openapi-typescript lists the parameter; default `query`. */
    readonly in?: 'path' | 'header' | 'cookie';
    /**
     * What openapi-typescript types `unknown` in it, which the client narrows to what a style can write: the values
     * of an object whose `additionalProperties` allows any (`entries`: scalars), or a composition whose parts say
     * less than the whole (`value`: a scalar, a list of them or an object of them; `oneOf: [{type: array}, ...]`
     * beside `items`).
     */
    readonly writable?: 'entries' | 'value';
  };
}

export interface ParamModel {
  /** Name in the spec (`delivery_id`); the key sent to the runtime. */
  readonly name: SpecText;
  /** Positional argument name for path parameters (`deliveryId`), property key for query parameters. */
  readonly argName: string;
  readonly required: boolean;
  readonly description: SpecText | undefined;
  /** TypeScript type of the argument, from the parameter schema: the union of these parts. */
  readonly tsType: readonly ArgTypePart[];
  readonly example: Json | undefined;
  /**
   * The schema facts the runtime checks a value against (`OperationDescriptor.pathParams`, `queryParams`); for a
   * query parameter only a rule that says more than its type's name (a number's type and bounds, a pattern).
   */
  readonly rule: ParamRuleModel | undefined;
  /**
   * How the runtime writes the value (`OperationDescriptor.paramStyles`), for a header or cookie parameter (given
   * among the query values) and a query or path parameter not written the default way; else undefined.
   */
  readonly style?: ParamStyle;
}

/** The runtime's `ParamRule` as the model holds it: the schema's `pattern` is spec text. */
export type ParamRuleModel = Omit<ParamRule, 'pattern'> & { readonly pattern?: SpecText };

export interface RequestModel {
  /** Runtime request class: how the body is encoded, decided by the declared media type only. */
  readonly kind: 'json' | 'csv' | 'form' | 'multipart' | 'binary' | 'text';
  readonly mediaType: SpecText;
  /** A form or multipart body's `encoding` entries (runtime `PartEncoding`), by property; absent for none. */
  readonly partEncodings?: readonly { readonly name: SpecText; readonly encoding: PartEncoding }[];
  /** Further media types of the same schema the caller may pick per call (`requestMediaType`); absent for none. */
  readonly alternatives?: readonly {
    readonly mediaType: SpecText;
    readonly kind: RequestModel['kind'];
    readonly partEncodings?: readonly { readonly name: SpecText; readonly encoding: PartEncoding }[];
  }[];
  /** A multipart body's file properties, which take a Blob or bytes; absent for none. */
  readonly fileFields?: readonly { readonly name: SpecText; readonly list: boolean; readonly required: boolean }[];
  readonly required: boolean;
  readonly description: SpecText | undefined;
  /** Component schema the body refers to, when it is a `$ref` (gives a named type). */
  readonly schemaName: SpecText | undefined;
  /** The JSON body has a `requestId` property (retry class `requestId`). */
  readonly hasRequestId: boolean;
  /** `x-count-of`: a `count` property the method fills with the length of another array property. */
  readonly countOf: { readonly property: SpecText; readonly of: SpecText } | undefined;
  /** `x-max-bytes` of the body schema: the service's size limit, enforced by the runtime before and while sending. */
  readonly maxBytes: number | undefined;
  /**
   * `x-upload-check` of the CSV media type: the name of the runtime check the body goes through
   * (runtime-exports.ts).
   */
  readonly uploadCheck: SpecText | undefined;
  /**
   * `x-body-check` of the JSON media type: the name of the runtime check the body goes through before sending
   * (runtime-exports.ts `BODY_CHECKS`).
   */
  readonly bodyCheck: SpecText | undefined;
  /** Top-level `format: date-time` string properties of a JSON body: the method also takes a `Date` for them. */
  readonly dateTimes: readonly { readonly property: SpecText; readonly required: boolean }[];
  /** Its schema admits null: the input type built of its properties is of its other values. */
  readonly nullable?: true;
  /** Top-level string properties of a JSON body with `x-max-bytes`: checked by the runtime before sending. */
  readonly fieldMaxBytes: readonly { readonly property: SpecText; readonly maxBytes: number }[];
  /** Names of properties, at any depth of a JSON body, whose schema is `x-bigint`: the input also takes a bigint. */
  readonly bigintKeys: readonly SpecText[];
  readonly example: Json | undefined;
}

export interface CsvColumnModel {
  readonly name: SpecText;
  readonly description: SpecText | undefined;
  /** The column's documented values (`enum` of its `x-csv-columns` entry): the row property is their union. */
  readonly enum: readonly SpecText[] | undefined;
}

/** How the client reads one media type of a success answer (model-answers.ts). */
export type AnswerKindModel = 'json' | 'text' | 'binary';

/** One media type a success answer may come in, for an operation whose answer has several (chosen by `Accept`). */
export interface AnswerMediaModel {
  readonly mediaType: SpecText;
  readonly kind: AnswerKindModel;
}

/** The body of an error answer: JSON typed by its schema, or text. */
export interface ErrorBodyModel {
  readonly kind: 'json' | 'text';
  readonly mediaType: SpecText;
  readonly schemaName: SpecText | undefined;
}

/** One of several 2xx answers of an operation: its body in the default media type, or none. */
export interface SuccessAnswerModel {
  readonly status: string;
  readonly empty: boolean;
  readonly schemaName: SpecText | undefined;
}

export interface ResponseModel {
  /** `text` answers resolve to a string, `binary` ones to a Blob (model-answers.ts). */
  readonly kind: 'json' | 'empty' | 'csv' | 'text' | 'binary';
  /** Status code of the success response the method returns (`200`). */
  readonly status: string;
  readonly mediaType: SpecText | undefined;
  readonly description: SpecText | undefined;
  readonly schemaName: SpecText | undefined;
  readonly csvColumns: readonly CsvColumnModel[] | undefined;
  /** `x-empty-when`: a request property value for which the success response has no body. */
  readonly emptyWhen: { readonly property: SpecText; readonly equals: SpecText | number | boolean | null } | undefined;
  /** Every media type of the answer, the default (`mediaType`) first, when there are several: `Accept` picks one. */
  readonly accepts?: readonly AnswerMediaModel[];
  /** The 2xx answers the method resolves to, when more than one: its result is their union. */
  readonly successStatuses?: readonly SuccessAnswerModel[];
}

/** `x-paging` of a list operation: an iterator method over every page (model-paging.ts). */
export interface PagingModel {
  /** Pages carry `metadata.continueToken` while more follow; the next is asked for with that query parameter. */
  readonly kind: 'continueToken';
  /** The client's iterator method (`apiDefinitions`). */
  readonly methodName: string;
}

export interface OperationModel {
  /** The operationId, or `METHOD path` when the operation has none: how messages and docs name it. */
  readonly id: SpecText;
  /** The operationId as the document gives it; undefined when it has none. */
  readonly specId: SpecText | undefined;
  /** Its operationId is one an earlier operation has: openapi-typescript types it in place (repeated-ids.ts). */
  readonly typedInPlace?: true;
  /** Client method name: camelCase of the operationId. */
  readonly methodName: string;
  /** PascalCase of the method name, prefix of the operation's exported types (`ClicksRow`). */
  readonly typeBase: string;
  readonly method: HttpMethod;
  readonly path: SpecText;
  readonly summary: SpecText | undefined;
  readonly description: SpecText | undefined;
  readonly tags: readonly SpecText[];
  readonly deprecated: boolean;
  readonly pathParams: readonly ParamModel[];
  readonly queryParams: readonly ParamModel[];
  readonly request: RequestModel | undefined;
  readonly response: ResponseModel;
  /** Every response the spec lists, by status, in spec order; an error answer with its body (model-error-bodies.ts). */
  readonly responses: readonly {
    readonly status: SpecText;
    readonly description: SpecText | undefined;
    readonly body?: ErrorBodyModel;
  }[];
  /** `x-error-codes` of the operation, in spec order. */
  readonly errorCodes: readonly SpecText[];
  /** OAuth2 scopes of the operation's security requirements, sorted. */
  readonly scopes: readonly SpecText[];
  /** Whether a plain bearer token is also accepted (an `http bearer` alternative). */
  readonly bearer: boolean;
  /** Whether the operation's security asks for a token (false: no requirement, or an empty one among them). */
  readonly authenticated: boolean;
  /**
   * The security alternatives by scheme name (`OperationDescriptor.security`), when the document has basic or
   * API-key schemes; else absent.
   */
  readonly security?: readonly (readonly SpecText[])[];
  readonly retry: RetryClass;
  /** `x-paging`: the iterator method over every page, when the spec asks for one. */
  readonly paging: PagingModel | undefined;
  /**
   * Set when the client cannot call the operation type-safely: it is generated in its raw form (model-raw.ts), and
   * `reasons` say why.
   */
  readonly raw?: { readonly reasons: readonly SpecText[] };
  /** Module-level names generated for this operation (claimed in model-names.ts). */
  readonly names: OperationNames;
}

export interface OperationNames {
  /** Frozen OperationDescriptor constant (`sendDeliveryOperation`). */
  readonly descriptor: string;
  /**
   * Exported function of operations.gen.ts: the method name, or `<name>Call` when that is a reserved word
   * (`deleteCall`).
   */
  readonly fn: string;
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
  /** `createMailCore` (operations.gen.ts) */
  readonly coreFactory: string;
  /** `MailCore` (operations.gen.ts) */
  readonly core: string;
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
  /** `MailErrorBodies`: the body type of each error answer of each method (emit/client-error-bodies.ts). */
  readonly errorBodies: string;
  /** `isMailApiErrorOf`, the guard that narrows an error to one method's answer with one status. */
  readonly isErrorOf: string;
  /** The constant of each method's operation id and error statuses the guard reads (`mailErrorStatuses`). */
  readonly errorStatuses: string;
}

export interface ServerVariableModel {
  /** Name in the server URL template (`user_name`). */
  readonly name: SpecText;
  /** Client option name (`userName`). */
  readonly optionName: string;
  readonly default: SpecText;
  readonly enum: readonly SpecText[] | undefined;
  readonly description: SpecText | undefined;
  readonly required: boolean;
  /** `x-pattern`: a value of the option must match it (the runtime checks it when the client is made). */
  readonly pattern: SpecText | undefined;
}

export interface ErrorCodeModel {
  readonly code: SpecText;
  /** The request properties an error item of this code may name (any one of them); empty when it names none. */
  readonly properties: readonly SpecText[];
  readonly description: SpecText;
}

export interface ErrorCodesModel {
  /** The component schema (`MailErrorCode`), whose alias is the exported union type. */
  readonly schemaName: SpecText;
  /** Exported const map code -> description (`mailErrorCodes`). */
  readonly constName: string;
  readonly codes: readonly ErrorCodeModel[];
}

export interface SchemaNameModel {
  /** Key under components.schemas. */
  readonly specName: SpecText;
  /** Exported type alias name. */
  readonly typeName: string;
  readonly description: SpecText | undefined;
}

/** The spec's root-level `x-rate-limit`: the client-side token bucket, shared by every client naming `bucket`. */
export interface RateLimitModel {
  readonly perSecond: number;
  readonly burst: number;
  readonly bucket: SpecText;
}

export interface ApiModel {
  readonly pkg: PackageSpec;
  readonly specPath: string;
  readonly document: OpenApiDocument;
  readonly title: SpecText;
  readonly description: SpecText | undefined;
  /** info.summary, else the description (the README's lead paragraph). */
  readonly summary: SpecText | undefined;
  readonly apiVersion: SpecText;
  /** servers[0].url, variables unexpanded. */
  readonly serverUrl: SpecText;
  readonly variables: readonly ServerVariableModel[];
  readonly operations: readonly OperationModel[];
  readonly schemas: readonly SchemaNameModel[];
  readonly errorCodes: ErrorCodesModel | undefined;
  /** Union of the operations' OAuth2 scopes, sorted. */
  readonly scopes: readonly SpecText[];
  readonly rateLimit: RateLimitModel | undefined;
  /** The item-type table (`x-item-types`), emitted as item-types.gen.ts; undefined when the spec has none. */
  readonly itemTypes: ItemTypesModel | undefined;
  readonly names: ApiNames;
  /** `none` when no operation asks for a token: the client needs no credentials and sends no Authorization. */
  readonly authentication: 'none' | undefined;
  /** The schemes operations name (`ApiDescriptor.securitySchemes`), when the document has basic or API-key ones. */
  readonly securitySchemes?: readonly { readonly name: SpecText; readonly scheme: SecurityScheme }[];
  /** Which credentials the operations' security takes (model-security.ts `securityNeedsOf`). */
  readonly securityNeeds: SecurityNeeds;
  /** What the client reads leniently or leaves out, each located. */
  readonly warnings: readonly SpecIssue[];
  /** How many operations the document has (`operations` holds those the client calls). */
  readonly operationTotal: number;
}

/** Which kinds of credentials the operations' security takes, each an option of the client. */
export interface SecurityNeeds {
  /** An OAuth2 scheme with a client-credentials flow: `credentials`, tokens from its token URL or `authUrl`. */
  readonly clientCredentials: boolean;
  /** Any token scheme (OAuth2, openIdConnect, HTTP bearer): `accessToken`. */
  readonly token: boolean;
  /** API keys or HTTP basic: `security`. */
  readonly keys: boolean;
  /** The client-credentials flow's `tokenUrl` (`ApiDescriptor.tokenUrl`), unless it names an example host. */
  readonly tokenUrl: SpecText | undefined;
}
