/**
 * `SdkError`, the base class of every error the SDK raises, and its `kind`s (public through call-errors.ts).
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
  | 'not-ready'
  | 'rate-limit'
  | 'server'
  | 'network'
  | 'outcome-unknown'
  | 'timeout'
  | 'content-digest'
  | 'csv-format'
  | 'authentication'
  | 'upload-validation'
  | 'payload-too-large'
  | 'paging'
  | 'abort'
  | 'access-token'
  | 'validation'
  | 'wait';

/**
 * Base class of every error the SDK raises: HTTP answers, transport failures, aborts, local refusals. Errors
 * of a call also carry what was sent (method, path template, resolved path, requestId), so a caller can log
 * them or repeat the same logical send later; the query string is never kept, since it may hold a secret.
 */
export abstract class SdkError extends Error {
  /**
   * The class's name, written out by every class: a minifier renames classes, so a name taken from the class
   * (`new.target.name`) would read `A` or `S` in a production bundle's logs and in `e.name === 'NetworkError'`.
   */
  override readonly name: string = 'SdkError';
  abstract readonly kind: ErrorKind;
  readonly operationId: string;
  /** HTTP method of the call (`GET`, `POST`, ...), when the error belongs to a call. */
  readonly method: string | undefined = undefined;
  /** The spec's path template of the operation, e.g. `/deliveries/{delivery_id}`. */
  readonly pathTemplate: string | undefined = undefined;
  /** The path with its parameters filled in (below the server URL), without the query string. */
  readonly path: string | undefined = undefined;
  /**
   * The `requestId` the call sent (the caller's, or the one the SDK generated) for operations the service
   * deduplicates by it: passing it again later repeats the same logical send without sending twice.
   */
  readonly requestId: string | undefined = undefined;

  protected constructor(operationId: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.operationId = operationId;
  }
}
