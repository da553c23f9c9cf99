/**
 * The contract between generated clients and the runtime.
 *
 * The generator emits one `OperationDescriptor` per spec operation (a plain frozen object literal) and one
 * `ApiDescriptor` per package; generated methods only ever call `ApiRuntime.call` / `ApiRuntime.report`.
 * Everything that decides behaviour on the wire (auth, retries, rate limits, errors, CSV) lives in the runtime,
 * so generated code stays thin and never changes shape when the runtime grows.
 *
 * A descriptor is plain data: one kind of operation (`kind`: no body, a JSON body, a CSV upload, a CSV report),
 * one effect (it reads, it changes something, it changes something once per requestId), names, limits and codes.
 * The runtime picks its behaviour from them. This module imports nothing: the runtime implements it.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';

/** How much a client logs (`logLevel`): nothing by default. */
export type LogLevel = 'off' | 'error' | 'warn' | 'info' | 'debug';

/** Where a client's log lines go (`logger`). Console-compatible: `console` itself is a Logger. Each call gets one line of text. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** How an operation may be retried. Derived by the generator from method and request body. */
export type RetryClass =
  /** GET, PUT, DELETE: repeating has no extra effect; retried on every retryable failure. A DELETE whose retry
   *  meets 404 after an attempt that may have been performed counts as done (the resource is gone). */
  | 'safe'
  /** A POST whose JSON body has a `requestId` property: the runtime fills one in (UUID) when the caller gives
   *  none, keeps it across attempts, and treats a 409 on a retry after an attempt that may have been performed
   *  as the earlier success. */
  | 'requestId'
  /** A POST that only reads (a records query, count or authenticate): retried like `safe`, and, since it changes
   *  nothing, its failure is the last error, never `OutcomeUnknownError`. */
  | 'read'
  /** Any other POST/PATCH (record creation, uploads): retried only after failures that say nothing was done
   *  (429, 503, a refused connection) unless the caller opts in per call (`retryUnsafe`). */
  | 'unsafe';

/** What every descriptor says of its operation. */
interface OperationBase {
  /** operationId from the spec. */
  readonly id: string;
  readonly method: HttpMethod;
  /** OpenAPI path template relative to the server URL, e.g. `/items/{item_id}`. */
  readonly path: string;
  /** OAuth2 scopes of the spec's security requirement; any one of them opens the operation. */
  readonly scopes: readonly string[];
  readonly retry: RetryClass;
  /** What the spec says of each path parameter's value, checked before sending (`NaN`, `1.5`, `-1` never go out). */
  readonly pathParams?: Readonly<Record<string, ParamRule>>;
  /** What the spec says of query parameters' values (a list's `limit` 1 to 100), checked before sending. */
  readonly queryParams?: Readonly<Record<string, ParamRule>>;
  /** Further media types the body may be sent in (`CallOptions.requestMediaType`), with how each is written. */
  readonly requestMediaTypes?: Readonly<Record<string, RequestMediaType>>;
  /**
   * The operation's security requirements when its document has API-key or basic schemes: alternatives, each the
   * names of the `ApiDescriptor.securitySchemes` it needs together (an empty one: none). Absent: a token, or none.
   */
  readonly security?: readonly (readonly string[])[];
  /**
   * Parameters not written the default way, by spec name: header and cookie parameters (given among the call's
   * `query` values), and query or path parameters whose style or explode is not their location's default.
   */
  readonly paramStyles?: Readonly<Record<string, ParamStyle>>;
  /**
   * What the codes of the operation's coded 400s mean (the spec's `x-error-codes`: the API's map), for its error
   * messages; else the ApiDescriptor's `errorCodes`.
   */
  readonly errorCodes?: Readonly<Record<string, string>>;
  /**
   * How the JSON body is written and the JSON answer read, when plain `JSON.stringify`/`JSON.parse` would not
   * do: the records runtime adds it to its operations to keep ids up to 2^63-1 exact both ways (apis/records/json.ts).
   * Generated descriptors never hold it.
   */
  readonly json?: JsonCodec;
  /**
   * The media types an answer may come in, when it has several, each with how it is read; the first is the
   * default. The call asks for one with `Accept` (`CallOptions.accept`, else the first) and reads the answer by
   * the media type it says it is (call/answer.ts).
   */
  readonly answers?: Readonly<Record<string, Exclude<AnswerKind, 'empty'>>>;
  /**
   * The operation in its raw form: the client cannot call it type-safely, so the call's `raw` request gives query,
   * body and headers as the service expects them, and the answer is read by the media type it comes in.
   */
  readonly raw?: boolean;
}

/**
 * What a success answer holds, for operations whose answer is no report: JSON (parsed), possibly nothing, text (a
 * string) or bytes (a Blob).
 */
export type AnswerKind = 'json' | 'empty' | 'text' | 'binary';

/** An operation without a request body (a GET, a DELETE, a POST with nothing to send). */
export interface NoBodyOperation extends OperationBase {
  readonly kind: 'no-body';
  readonly response: AnswerKind;
}

/** An operation with a JSON request body. */
export interface JsonBodyOperation extends OperationBase {
  readonly kind: 'json-body';
  readonly response: AnswerKind;
  /** The request body's media type exactly as the spec declares it, sent as Content-Type; default JSON's. */
  readonly requestMediaType?: string;
  /** The service's limit on the request body in bytes (the spec's `x-max-bytes`), checked before sending. */
  readonly maxRequestBytes?: number;
  /** Byte limits of top-level string fields (their `x-max-bytes`), checked before sending. */
  readonly fieldMaxBytes?: Readonly<Record<string, number>>;
  /**
   * The name of the local check of the body (the spec's `x-body-check`), which the API's runtime factory adds
   * (apis/); none means unchecked.
   */
  readonly bodyCheck?: string;
}

/** An operation whose request body is CSV text (`text/csv`) uploaded as a stream. */
export interface CsvUploadOperation extends OperationBase {
  readonly kind: 'csv-upload';
  readonly response: AnswerKind;
  /** The request body's media type exactly as the spec declares it, sent as Content-Type; default `text/csv`. */
  readonly requestMediaType?: string;
  /** The service's limit on the request body in bytes (the spec's `x-max-bytes`); uploads over it are refused. */
  readonly maxRequestBytes?: number;
  /**
   * The name of the local check of the body (the spec's `x-upload-check`), which the API's runtime factory adds
   * (apis/); none means unchecked.
   */
  readonly uploadCheck?: string;
}

/** One further media type of a body: its encoding (`json`, or a `MediaBodyOperation`'s) and its part encodings. */
export interface RequestMediaType {
  readonly bodyEncoding: 'json' | MediaBodyOperation['bodyEncoding'];
  readonly partEncodings?: Readonly<Record<string, PartEncoding>>;
}

/** How a form field or multipart part is written (the media type's `encoding` entry for it). */
export interface PartEncoding {
  /** A multipart part's Content-Type (`image/png`, `application/json`). */
  readonly contentType?: string;
  /** A form field's style (default form) and explode (default true for form). */
  readonly style?: string;
  readonly explode?: boolean;
}

/**
 * An operation whose request body is not JSON: a form (`application/x-www-form-urlencoded`), multipart form data,
 * binary data (a Blob, bytes or a stream) or text.
 */
export interface MediaBodyOperation extends OperationBase {
  readonly kind: 'media-body';
  readonly response: AnswerKind;
  /** The request body's media type as the spec declares it, sent as Content-Type (multipart: with its boundary). */
  readonly requestMediaType: string;
  readonly bodyEncoding: 'form' | 'multipart' | 'binary' | 'text';
  /** The encodings the spec gives for fields of a form or parts of a multipart body, by name. */
  readonly partEncodings?: Readonly<Record<string, PartEncoding>>;
}

/** An operation whose answer is a CSV report with Content-MD5, read row by row. */
export interface CsvReportOperation extends OperationBase {
  readonly kind: 'csv-report';
  /** The row keys, in column order (column 1 first). Rows are mapped by position. */
  readonly csvColumns: readonly string[];
}

/** The kinds of operation: what is sent and what comes back. */
export type OperationKind =
  | NoBodyOperation
  | JsonBodyOperation
  | MediaBodyOperation
  | CsvUploadOperation
  | CsvReportOperation;

/** An operation that only reads: a GET, or a POST of retry class `read` (changes.ts). */
export type ReadingEffect =
  | { readonly method: 'get'; readonly retry: 'safe' }
  | { readonly method: 'post'; readonly retry: 'read' };

/**
 * An operation that changes something: its call throws `OutcomeUnknownError` when it fails after an attempt that
 * may have been performed.
 */
export interface ChangingEffect {
  readonly method: Exclude<HttpMethod, 'get'>;
  readonly retry: 'safe' | 'unsafe';
}

/**
 * A POST the service performs once per `requestId`: a 409 is a `DuplicateRequestError` (a request with the same
 * requestId was performed before), or on a retry the earlier response.
 */
export interface RequestIdEffect {
  readonly method: 'post';
  readonly retry: 'requestId';
}

export type OperationEffect = ReadingEffect | ChangingEffect | RequestIdEffect;

/** One operation: its kind and its effect. */
export type OperationDescriptor = OperationKind & OperationEffect;

/** An operation whose call returns its answer (`ApiRuntime.call`): any kind but a report. */
export type CallOperation = Exclude<OperationDescriptor, { readonly kind: 'csv-report' }>;

/** An operation read as a report (`ApiRuntime.report`). */
export type ReportOperation = Extract<OperationDescriptor, { readonly kind: 'csv-report' }>;

/** What the spec says of an operation: the descriptor itself (the records client's definitions hold these). */
export type OperationFacts = OperationDescriptor;

/** The request every attempt of a call makes, before its body and headers: URL, method, signal, timeout. */
export interface BaseRequest {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The whole URL: server URL, resolved path and query string. */
  readonly url: string;
  readonly signal: AbortSignal | undefined;
  readonly timeoutMs: number;
  /** Headers of the call's header and cookie parameters and API keys, when it has any. */
  readonly headers?: Readonly<Record<string, string>>;
  /** True when the call's security is met without a token (API keys, basic): no token is asked for or sent. */
  readonly withoutToken?: boolean;
}

/** Writes a JSON request body (once per call) and reads a JSON answer, in place of `JSON.stringify`/`JSON.parse`. */
export interface JsonCodec {
  /** The body's JSON text; throws a `RequestValidationError` for a value it cannot write. */
  stringify(body: unknown): string;
  parse(text: string): unknown;
}

/** Where a parameter travels and how OpenAPI's `style`, `explode` and `allowReserved` say it is written. */
export interface ParamStyle {
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  /** Default: simple in path and header, form in query and cookie. */
  readonly style?: string;
  /** Default: true for style form, else false. */
  readonly explode?: boolean;
  /** Query values only: reserved characters (`/`, `?`, `:`...) go out unencoded. */
  readonly allowReserved?: boolean;
}

/** The facts of a parameter's schema the runtime checks a value against. */
export interface ParamRule {
  readonly type: 'integer' | 'number' | 'string';
  readonly minimum?: number;
  readonly maximum?: number;
  /** For strings: the schema's `pattern` (ECMA-262, unicode mode). */
  readonly pattern?: string;
}

/** One server variable of the spec as a client option (`user_name` -> `userName`); the first is the base address. */
export interface ServerVariableRule {
  /** Name in the server URL template. */
  readonly name: string;
  /** The factory option that gives it. */
  readonly option: string;
  /** The variable's `x-pattern`: a value must match it. */
  readonly pattern?: string;
  /** The variable's `enum`: a value must be one of them. */
  readonly enum?: readonly string[];
  /** Whether the option may be left out (the variable has a listed default). */
  readonly optional?: boolean;
  /** The value of an optional variable whose option is left out: the spec's default. */
  readonly default?: string;
}

export interface ApiDescriptor {
  /** Package name, used in error messages, error guards, and as the rate-limit bucket of a `rateLimit` option. */
  readonly name: string;
  /** Union of every scope the package's operations need; what the client asks the token endpoint for. */
  readonly scopes: readonly string[];
  /**
   * Client-side rate limit, the spec's root-level `x-rate-limit`. `bucket` names the token bucket: clients whose
   * descriptors name the same bucket share one per account (the values of their server variables), whatever
   * credentials each uses. Without it the client sends unlimited unless the user passes `rateLimit`.
   */
  readonly rateLimit?: { readonly perSecond: number; readonly burst: number; readonly bucket: string };
  /** For APIs with coded 400 errors (the spec's `x-error-codes`): code -> human description. */
  readonly errorCodes?: Readonly<Record<string, string>>;
  /** servers[0].url of the spec, variables unexpanded: `createClientRuntime` fills them in from the options. */
  readonly serverUrl?: string;
  /** servers[0]'s variables in order, as the factory's options: what `checkClientOptions` checks them against. */
  readonly serverVariables?: readonly ServerVariableRule[];
  /** Further options a factory takes for itself, beside its server variables and the runtime's options. */
  readonly factoryOptions?: readonly string[];
  /**
   * `none` when the document asks for no security: the client needs neither credentials nor an access token and,
   * given none, sends no Authorization header. Without it every operation is authenticated.
   */
  readonly authentication?: 'none';
  /** The document's security schemes by name, when it has API-key or basic ones (operations' `security`). */
  readonly securitySchemes?: Readonly<Record<string, SecurityScheme>>;
  /**
   * The `tokenUrl` of the document's OAuth2 client-credentials flow, absolute or relative to the server URL: where
   * `credentials` get tokens when the caller gives no `authUrl`.
   */
  readonly tokenUrl?: string;
}

/**
 * A security scheme of the document: an API key sent in a header, the query or a cookie; HTTP basic
 * authentication; or a token (OAuth2, openIdConnect, HTTP bearer), which the token provider gives.
 */
export type SecurityScheme =
  | { readonly type: 'apiKey'; readonly in: 'header' | 'query' | 'cookie'; readonly name: string }
  | { readonly type: 'basic' }
  | { readonly type: 'token' };

/** A user name and password for HTTP basic authentication. */
export interface BasicCredentials {
  readonly username: string;
  readonly password: string;
}

/**
 * A query, header or cookie value: a scalar, a list or an object (written in its style). Lists and objects nest
 * for style deepObject only (`items[0][price]=x`); other styles refuse what they cannot write, naming it.
 */
export type QueryValue = QueryScalar | readonly QueryValue[] | { readonly [key: string]: QueryValue } | undefined;
type QueryScalar = string | number | boolean | bigint | Date | null;

/** Values for the path, query and body of one call; names exactly as in the spec. */
export interface CallParams {
  readonly path?: Readonly<Record<string, string | number | bigint | QueryValue>>;
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** The JSON value of a `json-body` operation; for a `csv-upload` one of the `CsvUploadBody` forms. */
  readonly body?: unknown;
  /** Query, body and headers of an operation in its raw form (`OperationDescriptor.raw`). */
  readonly raw?: RawRequest | undefined;
}

/** What a raw operation's method takes besides its path parameters. */
export interface RawRequest {
  /** Query parameters, written as the typed operations write theirs (lists exploded, objects as deepObject). */
  readonly query?: Readonly<Record<string, QueryValue>> | undefined;
  /** The body: a string, bytes, a Blob, FormData or URLSearchParams as they are; any other value as JSON. */
  readonly body?: unknown;
  /** The body's media type, when it is not what fetch or JSON gives it. */
  readonly contentType?: string | undefined;
  /** Headers the operation needs (an API key, a header parameter); `Authorization` stays the client's. */
  readonly headers?: Readonly<Record<string, string>> | undefined;
}

/**
 * Per-call options every generated method accepts as its last argument. `CheckOptions` are the options of the
 * operation's upload check (the generated upload method names them, e.g. the send-list check's
 * `SendListValidationOptions`); operations without a check take none.
 */
export interface CallOptions<CheckOptions extends object = never> {
  /** Cancels the call, including waits between retries and for rate-limit tokens. */
  readonly signal?: AbortSignal | undefined;
  /**
   * Per-attempt timeout in ms (overrides the client option): each attempt's wait for an access token and for
   * the answer's headers (for uploads and reports, then the time between chunks). Retries each get it anew.
   */
  readonly timeoutMs?: number | undefined;
  /**
   * Whole-call timeout in ms (overrides the client option): every attempt, every wait between them, rate-limit
   * and token waits together. When it runs out the call fails with `TimeoutError` (`scope: 'total'`); a retry
   * whose wait would end after it is not waited for. Streamed reports: until the first row is handed out.
   */
  readonly totalTimeoutMs?: number | undefined;
  /**
   * For CSV reports iterated with `for await`: `'stream'` (default) hands rows out as they arrive and checks
   * Content-MD5 at the end, so rows seen before a mismatch are unverified; `'first'` writes the body to a
   * temporary file (Node, Bun; Deno when `--allow-env` grants TMPDIR, TMP and TEMP and `--allow-read` and
   * `--allow-write` the folder; elsewhere it is kept in memory), verifies it (a mismatch is retried), then streams
   * the rows from the file, so no row is seen before the whole report is verified. `rows()` always verifies first.
   */
  readonly verify?: 'stream' | 'first' | undefined;
  /**
   * For an answer the spec gives in several media types: the one to ask for (sent as `Accept`); default the
   * first the spec lists as JSON, else its first. The method's return type follows it.
   */
  readonly accept?: string | undefined;
  /** Overrides the client's retry options for this call; `false` disables retries. */
  readonly retry?: RetryOverrides | false | undefined;
  /**
   * Lets an operation of retry class `unsafe` (e.g. createRecord) be retried after failures that may have been
   * performed (a dropped connection, a timeout, a 5xx other than 503), at the risk of performing it twice.
   * Without it such an operation is retried only after failures that say nothing was done (429, 503, a
   * connection refused).
   */
  readonly retryUnsafe?: boolean | undefined;
  /** Called before each retry wait of this call, after the client's `onRetry`. */
  readonly onRetry?: ((info: RetryInfo) => void) | undefined;
  /** For CSV uploads: called with the number of bytes handed to the connection so far. */
  readonly onUploadProgress?: ((bytes: number) => void) | undefined;
  /**
   * For uploads with a local check (the spec's `x-upload-check`): on by default (`DEFAULTS.uploadCheck`);
   * `false` sends the body as given, leaving its rules to the service; an object is handed to the check as its
   * options (the send-list check takes `addressColumn`). Operations without a check ignore it.
   */
  readonly uploadCheck?: boolean | CheckOptions | undefined;
  /**
   * For JSON bodies with a local check (the spec's `x-body-check`, e.g. putApiDefinition's definition rules): on
   * by default (`DEFAULTS.bodyCheck`); `false` sends the body as given, leaving its rules to the service.
   * Operations without a check ignore it.
   */
  readonly bodyCheck?: boolean | undefined;
  /**
   * For an operation whose body the document declares in several media types of the same schema: the one to send
   * (default: JSON, else the first the client can write).
   */
  readonly requestMediaType?: string | undefined;
}

/**
 * Per-call options of an operation whose answer is binary (a download), beside `CallOptions`; the generated
 * method's overloads type its answer by them. A call of an answer that is not binary refuses them.
 */
export interface BinaryAnswerOptions {
  /**
   * `'blob'` (default) resolves to a Blob once every byte is in; `'stream'` to the body's
   * `ReadableStream<Uint8Array>` as soon as the answer's headers are, for bodies too large to hold in memory (the
   * names are openapi-fetch's `parseAs`). A stream is handed out once: the call is not retried after it.
   */
  readonly parseAs?: 'blob' | 'stream' | undefined;
}

export interface RetryOptions {
  /** Retries after the first attempt. */
  readonly maxRetries: number;
  /** Base of the full-jitter exponential backoff, ms. */
  readonly baseDelayMs: number;
  /** Cap of one backoff delay, ms. */
  readonly maxDelayMs: number;
  /** Longest `Retry-After` honoured, ms; a longer one fails the call instead of waiting. */
  readonly maxRetryAfterMs: number;
  /** HTTP statuses retried (network errors, timeouts and Content-MD5 mismatches always are). */
  readonly retryStatuses: readonly number[];
}

/**
 * Retry options a client or a call overrides; a field left out or `undefined` keeps the default (or the
 * client's, for a call).
 */
export type RetryOverrides = { readonly [K in keyof RetryOptions]?: RetryOptions[K] | undefined };

/** How tokens are fetched and kept; every field defaults to `DEFAULTS` (`token*` entries). */
export interface TokenOptions {
  /** Path of the token endpoint below `authUrl`. */
  readonly path?: string | undefined;
  /** A cached token is replaced this long before it expires, ms. */
  readonly refreshAheadMs?: number | undefined;
  /** Wait after a token-endpoint 429 that has no `Retry-After`, ms. */
  readonly rateLimitWaitMs?: number | undefined;
  /**
   * How many token-endpoint 429s a call waits out before it fails with `RateLimitError` (`endpoint: 'token'`);
   * apart from `retry.maxRetries`. Each wait is reported to `onRetry`.
   */
  readonly rateLimitRetries?: number | undefined;
  /** Lifetime assumed when the token answer has no usable `expires_in`, ms. */
  readonly defaultLifetimeMs?: number | undefined;
}

export interface ClientCredentials {
  readonly clientKey: string;
  readonly clientSecret: string;
}

/** Options shared by every generated client (the generated factory adds its server variables). */
export interface CommonClientOptions {
  /** OAuth2 client credentials; with `authUrl`, tokens are fetched, cached and refreshed for you. */
  readonly credentials?: ClientCredentials | undefined;
  /**
   * Base address of the authorization server; tokens come from `{authUrl}/oauth2/token` (`token.path`). Default: the
   * token URL the package's document gives, when it gives one; else `credentials` need it.
   */
  readonly authUrl?: string | undefined;
  /** Bring your own token instead of credentials: a string or a function called per attempt. */
  readonly accessToken?: (string | (() => string | Promise<string>)) | undefined;
  /** Scopes to request; default: every scope the package's operations need. */
  readonly scopes?: readonly string[] | undefined;
  /** Token endpoint path, refresh margin and token-endpoint 429 handling. */
  readonly token?: TokenOptions | undefined;
  /** Injected fetch (tests, proxies, instrumentation); default `globalThis.fetch`. */
  readonly fetch?: typeof fetch | undefined;
  readonly retry?: RetryOverrides | false | undefined;
  /**
   * Client-side token bucket shared per account; `false` switches it off for this client. Default: the spec's
   * `x-rate-limit`; a spec without one gets no client-side limit unless this is given. The bucket is the spec's
   * (`x-rate-limit.bucket`), else the API's name, and the account is named by the server variables (the
   * database API: `dbUrl` and `accountCode`; the mail API: `baseUrl` and `userName`): every client of the same
   * bucket and account in the process shares it, whatever its credentials, and must give the same limit (a
   * different one is refused). A request holds a place in the burst from sending until its answer is in.
   */
  readonly rateLimit?: { readonly perSecond: number; readonly burst?: number | undefined } | false | undefined;
  /**
   * Keeps the bucket's state in a store of the caller's (a Redis, a database row) instead of this process, so
   * that several processes of one account share its limit: see `RateLimitStore`. Default: none, each process
   * keeps its own bucket (N processes of one account may then send N times the limit together). Every client of
   * the same bucket and account in the process must give the same store.
   */
  readonly rateLimitStore?: import('./rate-limit-store.js').RateLimitStore | undefined;
  /** Per-attempt timeout in ms: each attempt's wait for an access token and for the answer. */
  readonly timeoutMs?: number | undefined;
  /** Whole-call timeout in ms: all attempts, waits and token requests of one call together; default none. */
  readonly totalTimeoutMs?: number | undefined;
  /** Called before each retry wait and before the one attempt with a fresh token after a 401. */
  readonly onRetry?: ((info: RetryInfo) => void) | undefined;
  /**
   * Where log lines go: any object with `debug`, `info`, `warn` and `error` (`console`, the default). Nothing is
   * logged unless `logLevel` (or the `PLATFORM_SDK_LOG` environment variable) sets a level.
   */
  readonly logger?: Logger | undefined;
  /**
   * `off` (default), `error`, `warn`, `info` or `debug`; without it the `PLATFORM_SDK_LOG` environment variable
   * is read. `debug` logs one line per attempt; no level ever logs a token, secret, header, body or address.
   */
  readonly logLevel?: LogLevel | undefined;
  /** Largest CSV upload in bytes; default: the operation's `maxRequestBytes` from the spec (`x-max-bytes`), else no limit. */
  readonly maxUploadBytes?: number | undefined;
  /** Source of randomness in [0, 1) for backoff jitter; default `Math.random` (inject for deterministic tests). */
  readonly random?: (() => number) | undefined;
}

export interface RetryInfo {
  readonly operationId: string;
  /** How many attempts have failed so far: 1 before the second attempt. */
  readonly attempt: number;
  readonly delayMs: number;
  /** HTTP status, or the error name for network failures, timeouts and digest mismatches. */
  readonly reason: number | string;
  /** Present when the service refused the token with 401 and the next attempt carries a fresh one (not a retry). */
  readonly tokenRefresh?: true;
  /**
   * `token` when the token endpoint refused the call a token (`reason` 429): the wait is the endpoint's
   * `Retry-After`, else `token.rateLimitWaitMs`, and counts against `token.rateLimitRetries`, not `maxRetries`.
   */
  readonly endpoint?: 'token';
}

/** Options the generated factory hands to `createApiRuntime` after resolving its server variables. */
export interface RuntimeOptions extends CommonClientOptions {
  /** The API root, servers[0].url with its variables filled in. */
  readonly serverUrl: string;
  /** Token `audience`: the API's base address. */
  readonly audience: string;
  /**
   * The values of servers[0]'s variables by name (`{db_url, accountCode}`): they name the account the service
   * limits, so they key the rate-limit bucket. Without them the bucket is keyed by `serverUrl`.
   */
  readonly serverValues?: Readonly<Record<string, string>>;
  /**
   * Credentials of the document's API-key and basic schemes, by scheme name: an API key's value, or a user name
   * and password (the generated options type names the schemes the document has).
   */
  readonly security?: Readonly<Record<string, string | BasicCredentials>> | undefined;
}

/** A CSV report: await `rows()` for small reports (verified, retried), or iterate to stream with constant memory. */
export interface CsvReport<Row> extends AsyncIterable<Row> {
  rows(): Promise<Row[]>;
}

/** What generated methods call. `Paths` is openapi-typescript's `paths` type of the package. */
export interface ApiRuntime<Paths extends {}> {
  /** Type only, never set: ties a runtime to its API's paths, so one API's core is not taken for another's. */
  readonly paths?: Paths;
  /** Performs the call with retries and returns the parsed success body (undefined for empty bodies). */
  call<T>(op: CallOperation, params: CallParams, options?: CallOptions<object>): Promise<T>;
  /** Downloads a CSV report. Nothing is sent until the report is awaited or iterated. */
  report<Row>(op: ReportOperation, params: CallParams, options?: CallOptions): CsvReport<Row>;
}
