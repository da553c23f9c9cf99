/**
 * Whether a failed attempt may have been performed by the service: the fact every retry decision of an
 * operation that is not repeated freely rests on (docs/runtime-defaults.md, "Retries"). An attempt that never
 * reached fetch (a token or rate-limit wait, a value refused locally) did nothing; neither did an upload whose
 * body was not handed over whole (the service cannot act on a list it never received), nor a connection that
 * was never made. An answer of 429 or 503 says the service refused the request before acting on it (both specs
 * state it); any other 5xx does not say, and neither does a connection lost or timed out after the request was
 * sent, nor a success whose body was cut off.
 */
import { ApiError, NetworkError } from '../errors/call-errors.js';

/** What one attempt got as far as; filled in by the transport while it runs. */
export interface AttemptProgress {
  /** The request was handed to fetch: it may have reached the service. */
  dispatched: boolean;
  /** For streamed request bodies: whether the whole body was handed to the connection. */
  bodyComplete: boolean | undefined;
}

export function newProgress(): AttemptProgress {
  return { dispatched: false, bodyComplete: undefined };
}

/** Statuses that say the request was refused before the service acted on it. */
const REFUSED_BEFORE_ACTING: ReadonlySet<number> = new Set([429, 503]);

/**
 * Error codes (Node, undici) of a connection that was never made, so no byte of the request left: refused,
 * unreachable, no such host, the connect timeout, TLS refusing the server's certificate before any request.
 */
const NEVER_CONNECTED: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** Whether a network failure's causes (or every error of an AggregateError, as happy eyeballs gives) say no connection was made. */
export function neverConnected(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && NEVER_CONNECTED.has(code)) return true;
  if (Array.isArray(errors) && errors.length > 0 && errors.every((e) => neverConnected(e, depth + 1))) return true;
  return neverConnected(cause, depth + 1);
}

/** Whether the service may have acted on an attempt that ended in `error`. */
export function mayHaveActed(error: unknown, progress: AttemptProgress): boolean {
  if (error instanceof ApiError)
    return error.endpoint === 'api' && error.status >= 500 && !REFUSED_BEFORE_ACTING.has(error.status);
  if (!progress.dispatched) return false;
  if (progress.bodyComplete === false) return false;
  if (error instanceof NetworkError) return !neverConnected(error.cause);
  // A timeout, an abort or anything else after the request went out: no answer says what happened.
  return true;
}
