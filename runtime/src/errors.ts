/**
 * Typed errors. Every class carries a `kind` discriminant and `operationId`; HTTP failures are `ApiError`
 * subclasses chosen by status so `catch` blocks can narrow with `instanceof`. Messages are one sentence that
 * names the operation and never contain a secret or a token.
 */

export type ErrorKind =
  | 'http'
  | 'bad-request'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'method-not-allowed'
  | 'conflict'
  | 'duplicate-request'
  | 'rate-limit'
  | 'server'
  | 'network'
  | 'timeout'
  | 'content-digest'
  | 'csv-format'
  | 'authentication'
  | 'send-list-validation'
  | 'payload-too-large'
  | 'paging';

/** Base class of every error the runtime throws on purpose. */
export abstract class SdkError extends Error {
  abstract readonly kind: ErrorKind;
  readonly operationId: string;

  protected constructor(operationId: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.operationId = operationId;
    this.name = new.target.name;
  }
}

/** One entry of a coded 400 body (mail reference, Errors): `code` is bound to the package's code union. */
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
  /** Which server answered: the API (default) or the token endpoint while getting a token for the call. */
  readonly endpoint?: 'api' | 'token';
  /** Name of the API whose client made the call (ApiDescriptor.name: `mail`, `database`, `records`). */
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

/** Reads `errors[]` of a mail 400 body; anything else gives an empty list. */
export function parseErrorDetails<Code extends string>(
  body: unknown,
  errorCodes?: Readonly<Record<string, string>>,
): ApiErrorDetail<Code>[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  const details: ApiErrorDetail<Code>[] = [];
  for (const item of errors as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const raw = item as { code?: unknown; property?: unknown; message?: unknown };
    const code = String(raw.code ?? '') as Code;
    // Codes come from the service: only the map's own entries describe one (not `constructor` or `__proto__`).
    const description = errorCodes !== undefined && Object.hasOwn(errorCodes, code) ? errorCodes[code] : undefined;
    details.push({
      code,
      property: typeof raw.property === 'string' ? raw.property : null,
      message: typeof raw.message === 'string' ? raw.message : '',
      ...(description === undefined ? {} : { description }),
    });
  }
  return details;
}

/** How a message begins when the token endpoint, not the API, gave the answer. */
function tokenEndpointSays(operationId: string): string {
  return `${operationId} could not get an access token: the token endpoint`;
}

/** The service's own text, without the full stop our sentence adds. */
function clause(text: string): string {
  return text.trim().replace(/[.。]+$/u, '');
}

function describeDetails(details: readonly ApiErrorDetail[]): string {
  return details
    .map((d) => {
      const what = clause(d.description ?? d.message);
      const where = d.property === null ? '' : ` on ${d.property}`;
      return what ? `${d.code}${where} (${what})` : `${d.code}${where}`;
    })
    .join(', ');
}

/** An HTTP error answer of the API. */
export class ApiError<Code extends string = string> extends SdkError {
  readonly kind: ErrorKind = 'http';
  readonly status: number;
  readonly body: unknown;
  /** For coded 400 bodies: each `{code, property, message, description}`; otherwise empty. */
  readonly errors: readonly ApiErrorDetail<Code>[];
  readonly headers: Headers | undefined;
  /** `token` when the token endpoint gave this answer while a token was fetched for the call. */
  readonly endpoint: 'api' | 'token';
  /** The API whose client made the call (`mail`, `database`, `records`); undefined for token-endpoint answers. */
  readonly api: string | undefined;

  constructor(init: ApiErrorInit, message?: string) {
    const details = parseErrorDetails<Code>(init.body, init.errorCodes);
    const listed = details.length > 0 ? `: ${describeDetails(details)}` : '';
    const failed =
      init.endpoint === 'token'
        ? `${tokenEndpointSays(init.operationId)} answered ${statusLabel(init.status)}`
        : `${init.operationId} failed with ${statusLabel(init.status)}`;
    super(init.operationId, message ?? `${failed}${listed}.`);
    this.endpoint = init.endpoint ?? 'api';
    this.api = init.api;
    this.status = init.status;
    this.body = init.body;
    this.errors = details;
    this.headers = init.headers;
  }
}

export class BadRequestError<Code extends string = string> extends ApiError<Code> {
  override readonly kind = 'bad-request' as const;
}
export class UnauthorizedError extends ApiError {
  override readonly kind = 'unauthorized' as const;
}
export class ForbiddenError extends ApiError {
  override readonly kind = 'forbidden' as const;
}
export class NotFoundError extends ApiError {
  override readonly kind = 'not-found' as const;
}
export class MethodNotAllowedError extends ApiError {
  override readonly kind = 'method-not-allowed' as const;
}
export class ConflictError extends ApiError {
  override readonly kind: 'conflict' | 'duplicate-request' = 'conflict';
}

/**
 * A first attempt answered 409: a delivery with the same requestId was set earlier, nothing was sent now
 * (mail reference, requestId). `earlierResponse` is the earlier delivery's response carried by the 409.
 */
export class DuplicateRequestError extends ConflictError {
  override readonly kind = 'duplicate-request' as const;
  readonly requestId: string | undefined;
  readonly earlierResponse: unknown;

  constructor(init: ApiErrorInit, requestId?: string) {
    super(
      init,
      `${init.operationId} was refused with HTTP 409 Conflict because requestId ${requestId ?? '(unknown)'} ` +
        'was already used by an earlier delivery, so nothing was sent again.',
    );
    this.requestId = requestId;
    this.earlierResponse = init.body;
  }
}

export class RateLimitError extends ApiError {
  override readonly kind = 'rate-limit' as const;
  /** The server's `Retry-After`, ms, when it sent one. */
  readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    const wait =
      init.retryAfterMs === undefined ? '' : ` and asked to wait ${Math.ceil(init.retryAfterMs / 1000)} s`;
    const limited = init.endpoint === 'token' ? `${tokenEndpointSays(init.operationId)} rate limited it` : `${init.operationId} was rate limited`;
    super(init, `${limited} with HTTP 429 Too Many Requests${wait}.`);
    this.retryAfterMs = init.retryAfterMs;
  }
}

export class ServerError extends ApiError {
  override readonly kind = 'server' as const;
  readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init);
    this.retryAfterMs = init.retryAfterMs;
  }
}

/**
 * Whether `error` is an API answer (not a token-endpoint one) of the client of `api`. Generated packages wrap it
 * as `is<Api>ApiError`, which narrows 400 codes to the package's code union.
 */
export function isApiErrorOf<E extends ApiError>(error: unknown, api: string): error is E {
  return error instanceof ApiError && error.endpoint === 'api' && error.api === api;
}

/** Picks the ApiError subclass for a status. */
export function createApiError(init: ApiErrorInit): ApiError {
  switch (init.status) {
    case 400:
      return new BadRequestError(init);
    case 401:
      return new UnauthorizedError(init);
    case 403:
      return new ForbiddenError(init);
    case 404:
      return new NotFoundError(init);
    case 405:
      return new MethodNotAllowedError(init);
    case 409:
      return new ConflictError(init);
    case 429:
      return new RateLimitError(init);
    default:
      return init.status >= 500 ? new ServerError(init) : new ApiError(init);
  }
}

/** The request never got an HTTP answer (DNS, connection reset, body read failure). */
export class NetworkError extends SdkError {
  readonly kind = 'network' as const;
  constructor(operationId: string, cause: unknown) {
    const detail = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
    super(operationId, `${operationId} failed because of a network error${detail}.`, { cause });
  }
}

/** One attempt took longer than its timeout. */
export class TimeoutError extends SdkError {
  readonly kind = 'timeout' as const;
  readonly timeoutMs: number;
  constructor(operationId: string, timeoutMs: number) {
    super(operationId, `${operationId} timed out after ${timeoutMs} ms without an answer.`);
    this.timeoutMs = timeoutMs;
  }
}

/** A CSV report body does not match its Content-MD5 (mismatch, truncation) or the header is missing. */
export class ContentDigestError extends SdkError {
  readonly kind = 'content-digest' as const;
  readonly reason: 'mismatch' | 'missing';
  readonly expected: string | undefined;
  readonly actual: string;
  readonly bytes: number;

  constructor(operationId: string, init: { expected?: string; actual: string; bytes: number }) {
    const reason = init.expected === undefined ? 'missing' : 'mismatch';
    super(
      operationId,
      reason === 'missing'
        ? `${operationId} returned a report without a Content-MD5 header, so it cannot be verified.`
        : `${operationId} returned a report whose ${init.bytes} bytes do not match its Content-MD5 ` +
            `(expected ${init.expected}, got ${init.actual}), so it was truncated or damaged in transit.`,
    );
    this.reason = reason;
    this.expected = init.expected;
    this.actual = init.actual;
    this.bytes = init.bytes;
  }
}

/** A CSV report is not well-formed (RFC 4180) or a row has the wrong number of values. */
export class CsvFormatError extends SdkError {
  readonly kind = 'csv-format' as const;
  /** 1-based line of the file where the faulty record starts. */
  readonly line: number;
  constructor(operationId: string, line: number, problem: string) {
    super(operationId, `${operationId} returned a report that cannot be read at line ${line}: ${problem}.`);
    this.line = line;
  }
}

/** The token endpoint refused the client credentials (400/401) or answered something unusable. */
export class AuthenticationError extends SdkError {
  readonly kind = 'authentication' as const;
  readonly clientKey: string | undefined;
  readonly status: number | undefined;
  constructor(operationId: string, init: { clientKey?: string; status?: number; detail?: string }) {
    const who = init.clientKey === undefined ? 'the client' : `client key "${init.clientKey}"`;
    const status = init.status === undefined ? '' : ` with HTTP ${init.status}`;
    const detail = init.detail ? ` (${init.detail})` : '';
    super(operationId, `${operationId} could not get an access token: the token endpoint refused ${who}${status}${detail}.`);
    this.clientKey = init.clientKey;
    this.status = init.status;
  }
}

/** One broken rule of a send list (mail reference, section 6). */
export interface SendListIssue {
  /** Which of the six rules of section 6 (1..6). */
  readonly rule: 1 | 2 | 3 | 4 | 5 | 6;
  /** 1-based data row (the header is row 0), or undefined for header problems. */
  readonly row: number | undefined;
  /** Column name, or undefined when the problem is the row as a whole. */
  readonly column: string | undefined;
  readonly message: string;
}

/** A send list breaks the rules of mail reference section 6; found locally, nothing was sent. */
export class SendListValidationError extends SdkError {
  readonly kind = 'send-list-validation' as const;
  readonly issues: readonly SendListIssue[];
  constructor(operationId: string, issues: readonly SendListIssue[]) {
    const first = issues[0]?.message ?? 'no details';
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
    super(operationId, `${operationId} was not sent because the send list is invalid: ${first}${more}.`);
    this.issues = issues;
  }
}

/** An upload is over the service's size limit (300 MB for send lists). */
export class PayloadTooLargeError extends SdkError {
  readonly kind = 'payload-too-large' as const;
  readonly limitBytes: number;
  readonly bytes: number;
  constructor(operationId: string, bytes: number, limitBytes: number, known: boolean) {
    super(
      operationId,
      known
        ? `${operationId} refused to upload ${bytes} bytes because the limit is ${limitBytes} bytes.`
        : `${operationId} stopped the upload after ${bytes} bytes because the limit is ${limitBytes} bytes.`,
    );
    this.limitBytes = limitBytes;
    this.bytes = bytes;
  }
}

/** A paged list answered in a way that would never end (a continueToken handed back twice). */
export class PagingError extends SdkError {
  readonly kind = 'paging' as const;
  constructor(operationId: string, problem: string) {
    super(operationId, `${operationId} stopped paging because ${problem}.`);
  }
}
