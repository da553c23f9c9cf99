/**
 * Typed errors. Every class carries a `kind` discriminant and `operationId`; HTTP failures are `ApiError`
 * subclasses chosen by status so `catch` blocks can narrow with `instanceof`. Messages are one sentence that
 * names the operation, the field and the rule, and what the service said; they never contain a secret or a token.
 *
 * No class is generic: `e instanceof C` narrows a caught `unknown` to `C` with its type parameters as `any`,
 * so a generic class would hand callers `any`. What differs per API (the 400 code union, the response a
 * duplicate carries) is added by `ApiErrorOf`, the type the generated `is<Api>ApiError` guards narrow to.
 */
import { describeService } from './error-text.js';
import { describeNetworkFailure, explainCode, failureCode, hostAndPort } from './network-failure.js';
import { SdkError, type ErrorKind } from './sdk-error.js';

export { SdkError, type ErrorKind } from './sdk-error.js';

/** What the runtime records on the errors of one call (`SdkError`'s request fields). */
export interface RequestFacts {
  readonly method: string;
  readonly pathTemplate: string;
  readonly path: string | undefined;
  readonly requestId: string | undefined;
}

/**
 * One entry of a coded 400 body `{errors: [{code, property, message}]}` (the shape of `ErrorResponse` in
 * specs/mail.yaml): `code` is bound to the package's code union.
 */
export interface ApiErrorDetail<Code extends string = string> {
  readonly code: Code;
  /** The request property at fault, or null when none. */
  readonly property: string | null;
  /** The service's message. */
  readonly message: string;
  /** The documented cause of the code (from the spec's `x-error-codes`), when known. */
  readonly description?: string;
}

export interface ApiErrorInit {
  readonly operationId: string;
  readonly status: number;
  /** Parsed JSON body, or the body text when it is not JSON, or undefined when empty. */
  readonly body: unknown;
  readonly headers?: Headers;
  /** Code -> description, from ApiDescriptor.errorCodes. */
  readonly errorCodes?: Readonly<Record<string, string>>;
  /** Parsed `Retry-After`, ms. */
  readonly retryAfterMs?: number;
  /**
   * For a token-endpoint 429: how long no token request goes out, ms (its `Retry-After`, else
   * `token.rateLimitWaitMs`, less what has passed since).
   */
  readonly waitMs?: number;
  /** Which server answered: the API (default) or the token endpoint while getting a token for the call. */
  readonly endpoint?: 'api' | 'token';
  /** Name of the API whose client made the call (`ApiDescriptor.name`, the package name). */
  readonly api?: string;
}

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function statusLabel(status: number): string {
  const reason = REASONS[status];
  return reason === undefined ? `HTTP ${status}` : `HTTP ${status} ${reason}`;
}

/** How a message begins when the token endpoint, not the API, gave the answer. */
function tokenEndpointSays(operationId: string): string {
  return `${operationId} could not get an access token: the token endpoint`;
}

/**
 * An HTTP error answer of the API. The message carries what the service said: for a coded 400 the first
 * entries of `errors[]` (code, property, the service's message, then the code's meaning from the spec), else
 * the body's `message` (the mail sandbox's `{status, error, message}`, the database API's
 * `{timestamp, status, error, message, path}`) and, for 401 and 403, the `WWW-Authenticate` challenge.
 */
export class ApiError extends SdkError {
  override readonly name: string = 'ApiError';
  readonly kind: ErrorKind = 'http';
  readonly status: number;
  readonly body: unknown;
  /** For coded 400 bodies: each `{code, property, message, description}`; otherwise empty. */
  readonly errors: readonly ApiErrorDetail[];
  /** The service's own words: the body's message (or for a coded 400 its first entries), if it said any. */
  readonly serviceMessage: string | undefined;
  readonly headers: Headers | undefined;
  /** `token` when the token endpoint gave this answer while a token was fetched for the call. */
  readonly endpoint: 'api' | 'token';
  /** The API whose client made the call (the package name); undefined for token-endpoint answers. */
  readonly api: string | undefined;

  constructor(init: ApiErrorInit, message?: string) {
    const said = describeService(init.body, init.headers, init.errorCodes);
    const failed =
      init.endpoint === 'token'
        ? `${tokenEndpointSays(init.operationId)} answered ${statusLabel(init.status)}`
        : `${init.operationId} failed with ${statusLabel(init.status)}`;
    super(init.operationId, message ?? `${failed}${said.text === undefined ? '' : `: ${said.text}`}.`);
    this.endpoint = init.endpoint ?? 'api';
    this.api = init.api;
    this.status = init.status;
    this.body = init.body;
    this.errors = said.details;
    this.serviceMessage = said.text;
    this.headers = init.headers;
  }
}

/**
 * What a generated `is<Api>ApiError` guard narrows a caught value to: an `ApiError` whose 400 `errors[].code`
 * is the API's code union and, narrowed further with `instanceof DuplicateRequestError`, whose
 * `earlierResponse` is the response of the operation that was repeated.
 */
export type ApiErrorOf<Code extends string = string, EarlierResponse = unknown> = ApiError & {
  readonly errors: readonly ApiErrorDetail<Code>[];
} & (
    | { readonly kind: Exclude<ErrorKind, 'duplicate-request'> }
    | { readonly kind: 'duplicate-request'; readonly earlierResponse: EarlierResponse }
  );

export class BadRequestError extends ApiError {
  override readonly name: string = 'BadRequestError';
  override readonly kind = 'bad-request' as const;
}
export class UnauthorizedError extends ApiError {
  override readonly name: string = 'UnauthorizedError';
  override readonly kind = 'unauthorized' as const;
}
export class ForbiddenError extends ApiError {
  override readonly name: string = 'ForbiddenError';
  override readonly kind = 'forbidden' as const;
  /** The scope the service said is missing (`WWW-Authenticate: ... error="insufficient_scope", scope="..."`). */
  readonly requiredScope: string | undefined;
  constructor(init: ApiErrorInit) {
    super(init);
    this.requiredScope = describeService(init.body, init.headers).scope;
  }
}
export class NotFoundError extends ApiError {
  override readonly name: string = 'NotFoundError';
  override readonly kind = 'not-found' as const;
}
export class MethodNotAllowedError extends ApiError {
  override readonly name: string = 'MethodNotAllowedError';
  override readonly kind = 'method-not-allowed' as const;
}
export class ConflictError extends ApiError {
  override readonly name: string = 'ConflictError';
  override readonly kind: 'conflict' | 'duplicate-request' | 'not-ready' = 'conflict';
}

/**
 * A 409 that carries `Retry-After`: what the call needs is not ready yet, and the service said when to ask
 * again (the database API answers so for the record operations of an API definition whose database settings
 * are still being applied). Nothing was done, so every operation is retried after it: each wait is the
 * `Retry-After`, as long as the call's `totalTimeoutMs` allows, else up to `retry.maxRetries` times. The call
 * ends in this error when it is still not ready then.
 */
export class NotReadyError extends ConflictError {
  override readonly name: string = 'NotReadyError';
  override readonly kind = 'not-ready' as const;
  /** The service's `Retry-After`, ms. */
  readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    const said = describeService(init.body, init.headers).text;
    const wait = init.retryAfterMs === undefined ? '' : ` and asked to wait ${Math.ceil(init.retryAfterMs / 1000)} s`;
    super(
      init,
      `${init.operationId} was refused with HTTP 409 Conflict because what it needs is not ready yet${wait}` +
        `${said === undefined ? '' : ` (${said})`}; the call waited as long as its retries and totalTimeoutMs ` +
        'allow (an API definition: wait for it with waitForDefinition first).',
    );
    this.retryAfterMs = init.retryAfterMs;
  }
}

/**
 * A first attempt of an operation of retry class `requestId` answered 409: a request with the same requestId
 * was performed earlier, so the service did nothing now (specs/mail.yaml, `requestId` of sendDelivery).
 * `earlierResponse` is the earlier request's response carried by the 409.
 */
export class DuplicateRequestError extends ConflictError {
  override readonly name: string = 'DuplicateRequestError';
  override readonly kind = 'duplicate-request' as const;
  override readonly requestId: string | undefined;
  /** The earlier request's response; typed by the generated guard (`ApiErrorOf`). */
  readonly earlierResponse: unknown;

  constructor(init: ApiErrorInit, requestId?: string) {
    super(
      init,
      `${init.operationId} was refused with HTTP 409 Conflict because requestId ${requestId ?? '(unknown)'} ` +
        'was already used by an earlier request, so nothing was done again.',
    );
    this.requestId = requestId;
    this.earlierResponse = init.body;
  }
}

export class RateLimitError extends ApiError {
  override readonly name: string = 'RateLimitError';
  override readonly kind = 'rate-limit' as const;
  /** The server's `Retry-After`, ms, when it sent one. */
  readonly retryAfterMs: number | undefined;
  /**
   * For a token-endpoint 429 (`endpoint: 'token'`): how long the client sends no token request, ms: the
   * endpoint's `Retry-After`, else `token.rateLimitWaitMs` (60 s). Calls wait it out in their retry loops.
   */
  readonly waitMs: number | undefined;

  constructor(init: ApiErrorInit) {
    const seconds = (ms: number): number => Math.ceil(ms / 1000);
    const wait =
      init.retryAfterMs !== undefined
        ? ` and asked to wait ${seconds(init.retryAfterMs)} s`
        : init.waitMs !== undefined
          ? ` without Retry-After, so no token request goes out for ${seconds(init.waitMs)} s (token.rateLimitWaitMs)`
          : '';
    const limited =
      init.endpoint === 'token'
        ? `${tokenEndpointSays(init.operationId)} rate limited it`
        : `${init.operationId} was rate limited`;
    const said = describeService(init.body, init.headers).text;
    super(init, `${limited} with HTTP 429 Too Many Requests${said === undefined ? '' : ` (${said})`}${wait}.`);
    this.retryAfterMs = init.retryAfterMs;
    this.waitMs = init.waitMs;
  }
}

export class ServerError extends ApiError {
  override readonly name: string = 'ServerError';
  override readonly kind = 'server' as const;
  readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init);
    this.retryAfterMs = init.retryAfterMs;
  }
}

/** Where a request that got no answer went: the server (its URL; only host and port are kept) and which it was. */
export interface NetworkTarget {
  readonly url: string;
  /** `token`: the token endpoint, asked for a token for the call; `api`: the API itself. */
  readonly endpoint: 'api' | 'token';
}

/**
 * The request never got an HTTP answer: the host was not found, the connection was refused, reset or timed out,
 * the body could not be read. The message names the server (the API or the token endpoint), its host and port,
 * and the system's code for the failure with what it means (`ECONNREFUSED`: nothing accepts connections there).
 */
export class NetworkError extends SdkError {
  override readonly name: string = 'NetworkError';
  readonly kind: 'network' | 'outcome-unknown' = 'network';
  /** Which server gave no answer: the API, or the token endpoint while getting a token for the call. */
  readonly endpoint: 'api' | 'token' | undefined;
  /** `host:port` of that server (the default port of its scheme when the URL gives none). */
  readonly host: string | undefined;
  /** The system's code of the failure (`ECONNREFUSED`, `ENOTFOUND`, `ETIMEDOUT`, `ECONNRESET`, ...), if known. */
  readonly code: string | undefined;
  constructor(operationId: string, cause: unknown, message?: string, target?: NetworkTarget) {
    const inner = cause instanceof NetworkError ? cause : undefined;
    const endpoint = target?.endpoint ?? inner?.endpoint;
    const host = target === undefined ? inner?.host : hostAndPort(target.url);
    const code = failureCode(cause);
    super(operationId, message ?? describeNetworkFailure(operationId, cause, endpoint, host, code), { cause });
    this.endpoint = endpoint;
    this.host = host;
    this.code = code;
  }
}

/** How an `OutcomeUnknownError` came about, for its message and for callers that log it. */
export interface OutcomeUnknownInit {
  /** The failure the call ended with (`cause`): a network error, a timeout, or the answer of a later attempt. */
  readonly cause: unknown;
  /** Attempts made, the one that may have acted included. */
  readonly attempts: number;
  /** Whether the failure the call ended with is itself the attempt that may have acted (else an earlier one was). */
  readonly lastMayHaveActed: boolean;
  /** The requestId every attempt carried, for operations the service deduplicates by it. */
  readonly requestId?: string | undefined;
}

/** The failure a call ended with, as a noun phrase for OutcomeUnknownError's message. */
function describeFailure(cause: unknown): string {
  if (cause instanceof TimeoutError) {
    return cause.scope === 'total'
      ? `its total timeout of ${cause.timeoutMs} ms running out`
      : `no answer within ${cause.timeoutMs} ms`;
  }
  if (cause instanceof ApiError) return `an answer of ${statusLabel(cause.status)}`;
  if (cause instanceof NetworkError && cause.host !== undefined) {
    const server = cause.endpoint === 'token' ? 'the token endpoint' : 'the API';
    const why = cause.code === undefined ? '' : ` (${explainCode(cause.code)})`;
    return `a failed connection to ${server} at ${cause.host}${why}`;
  }
  // The innermost cause names what happened to the socket (fetch's own error only says "fetch failed").
  let inner: unknown = cause;
  for (let depth = 0; depth < 4 && inner instanceof Error && inner.cause instanceof Error; depth++) inner = inner.cause;
  return `a failed connection${inner instanceof Error && inner.message ? ` (${inner.message})` : ''}`;
}

/**
 * The call of an operation that changes something (POST, PUT, PATCH, DELETE) failed after a request of it had been
 * sent: the connection dropped or timed out before the answer came, or the service answered a 5xx other than 503
 * (which does not say whether it acted), and no later attempt settled it. The service may have performed it, or
 * may not, and the SDK cannot tell. Every other error of such a call means it was not performed, except an
 * `AbortError` of the caller's own signal, which the caller chose whatever had been sent.
 *
 * With a `requestId` (sending and reserving), send the same body again with it: the service answers 409 with
 * the earlier response when the first request was performed, and performs it otherwise. Without one
 * (`createDelivery`, `uploadSendList`), look before calling again. A `NetworkError`, so code that treats
 * network errors as "no answer" keeps working; `cause` is the failure the call ended with.
 */
export class OutcomeUnknownError extends NetworkError {
  override readonly name: string = 'OutcomeUnknownError';
  override readonly kind = 'outcome-unknown' as const;
  /** Attempts the call made. */
  readonly attempts: number;
  constructor(operationId: string, init: OutcomeUnknownInit) {
    const what = init.lastMayHaveActed
      ? `the request was sent, then the call ended with ${describeFailure(init.cause)}`
      : `an earlier attempt was sent and got no usable answer, then the call ended with ${describeFailure(init.cause)}`;
    const next =
      init.requestId === undefined
        ? 'Check whether it took effect before calling again: repeating it could perform it twice.'
        : `Send it again with requestId ${init.requestId}: the service then answers with the earlier response (409) instead of performing it twice.`;
    super(
      operationId,
      init.cause,
      `${operationId} may or may not have been performed: ${what} (${init.attempts} attempt${init.attempts === 1 ? '' : 's'}). ${next}`,
    );
    this.attempts = init.attempts;
  }
}

/**
 * A timeout ran out: one attempt's (`timeoutMs`, while waiting for an access token or for the answer), or the
 * call's whole-call timeout (`totalTimeoutMs`, over every attempt, wait and token request together).
 */
export class TimeoutError extends SdkError {
  override readonly name: string = 'TimeoutError';
  readonly kind = 'timeout' as const;
  readonly timeoutMs: number;
  /** `attempt`: the per-attempt `timeoutMs`; `total`: the call's `totalTimeoutMs`. */
  readonly scope: 'attempt' | 'total';
  /** For an attempt: what it was waiting for when the time ran out. */
  readonly waitingFor: 'token' | 'answer' | undefined;
  constructor(
    operationId: string,
    timeoutMs: number,
    scope: 'attempt' | 'total' = 'attempt',
    waitingFor: 'token' | 'answer' = 'answer',
  ) {
    super(
      operationId,
      scope === 'total'
        ? `${operationId} did not finish within its total timeout of ${timeoutMs} ms (totalTimeoutMs).`
        : waitingFor === 'token'
          ? `${operationId} timed out after ${timeoutMs} ms waiting for an access token.`
          : `${operationId} timed out after ${timeoutMs} ms without an answer.`,
    );
    this.timeoutMs = timeoutMs;
    this.scope = scope;
    this.waitingFor = scope === 'total' ? undefined : waitingFor;
  }
}

/**
 * The caller's `AbortSignal` aborted the call (during an attempt, a retry wait, a rate-limit wait or a token
 * fetch). `cause` is the signal's reason, e.g. the `TimeoutError` of `AbortSignal.timeout()`.
 */
export class AbortError extends SdkError {
  override readonly name: string = 'AbortError';
  readonly kind = 'abort' as const;
  constructor(operationId: string, reason: unknown) {
    const why = reason instanceof Error && reason.message ? ` (${reason.message})` : '';
    super(operationId, `${operationId} was aborted by its signal${why}.`, { cause: reason });
  }
}

/** One broken rule of a value of a call: the field (`metadata.name`, `deliveryData[2].count`) and the rule. */
export interface ValidationIssue {
  readonly field: string;
  readonly rule: string;
}

/**
 * A value of a call cannot be sent as the spec describes it (a path parameter that is not an integer, an
 * invalid `Date`, a number JSON cannot hold, a body that breaks its operation's body check); found locally, so
 * nothing was sent. `field` names the value (`delivery_id`, `sendDateTime`, `deliveryData[2].count`), `rule`
 * what it breaks; `issues` lists every broken rule found (the first is `field` and `rule`), the message all of
 * them.
 */
export class RequestValidationError extends SdkError {
  override readonly name: string = 'RequestValidationError';
  readonly kind = 'validation' as const;
  readonly field: string;
  readonly rule: string;
  readonly issues: readonly ValidationIssue[];
  /** `more`: the rules broken besides the first (a body check lists every one it finds). */
  constructor(operationId: string, field: string, rule: string, more: readonly ValidationIssue[] = []) {
    const issues = [{ field, rule }, ...more];
    super(operationId, `${operationId} was not sent because ${issues.map((i) => `${i.field} ${i.rule}`).join('; ')}.`);
    this.field = field;
    this.rule = rule;
    this.issues = issues;
  }
}
