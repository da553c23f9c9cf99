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
  | 'upload-validation'
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

/** Reads `errors[]` of a coded 400 body; any other body gives an empty list. */
function parseErrorDetails<Code extends string>(
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
    const description = errorCodes?.[code];
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

/** Longest service message an error message quotes; a longer one is cut (the whole body stays in `body`). */
const MAX_QUOTED = 500;

/**
 * What the service said in a body `{message: string, ...}` (the database API's `ErrorBody`), as `: <message>`;
 * empty for any other body.
 */
function serviceSays(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const message = (body as { message?: unknown }).message;
  if (typeof message !== 'string' || clause(message) === '') return '';
  const text = clause(message);
  return `: ${text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}…` : text}`;
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
  /** The API whose client made the call (the package name); undefined for token-endpoint answers. */
  readonly api: string | undefined;

  constructor(init: ApiErrorInit, message?: string) {
    const details = parseErrorDetails<Code>(init.body, init.errorCodes);
    const listed = details.length > 0 ? `: ${describeDetails(details)}` : serviceSays(init.body);
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
 * A first attempt of an operation of retry class `requestId` answered 409: a request with the same requestId
 * was performed earlier, so the service did nothing now (specs/mail.yaml, `requestId` of sendDelivery).
 * `earlierResponse` is the earlier request's response carried by the 409.
 */
export class DuplicateRequestError extends ConflictError {
  override readonly kind = 'duplicate-request' as const;
  readonly requestId: string | undefined;
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
  override readonly kind = 'rate-limit' as const;
  /** The server's `Retry-After`, ms, when it sent one. */
  readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    const wait =
      init.retryAfterMs === undefined ? '' : ` and asked to wait ${Math.ceil(init.retryAfterMs / 1000)} s`;
    const limited = init.endpoint === 'token' ? `${tokenEndpointSays(init.operationId)} rate limited it` : `${init.operationId} was rate limited`;
    super(init, `${limited} with HTTP 429 Too Many Requests${wait}${serviceSays(init.body)}.`);
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

/** One broken rule of an upload body, found by the operation's upload check. */
export interface UploadIssue {
  /** The check's name for the rule (the send-list check numbers its rules 1 to 6). */
  readonly rule: number | string;
  /** 1-based data row (the header is row 0), or undefined when the problem is the body as a whole. */
  readonly row: number | undefined;
  /** Column name, or undefined when the problem is the row as a whole. */
  readonly column: string | undefined;
  readonly message: string;
}

/**
 * An upload body breaks the rules of the operation's upload check (the spec's `x-upload-check`), or a streamed
 * `{ records }` body has a record with a key outside its columns; found locally, so the service never received
 * a complete body. Checks may throw a subclass of their own (the mail send-list check throws
 * `SendListValidationError`).
 */
export class UploadValidationError<Issue extends UploadIssue = UploadIssue> extends SdkError {
  readonly kind = 'upload-validation' as const;
  readonly issues: readonly Issue[];
  /** `subject` names what was checked in the message, e.g. `the send list`. */
  constructor(operationId: string, issues: readonly Issue[], subject = 'the CSV body') {
    const first = issues[0]?.message ?? 'no details';
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
    super(operationId, `${operationId} was not sent because ${subject} is invalid: ${first}${more}.`);
    this.issues = issues;
  }
}

/** An upload is over its size limit (the spec's `x-max-bytes`, or the client's `maxUploadBytes`). */
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
