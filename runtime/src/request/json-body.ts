/**
 * JSON request bodies, made ready once per call: the `requestId` of retry class `requestId` filled in, field and
 * body limits checked, serialised and encoded.
 */
import { DEFAULTS } from '../contract/defaults.js';
import { PayloadTooLargeError } from '../errors/body-errors.js';
import { RequestValidationError } from '../errors/call-errors.js';
import type { JsonBodyOperation } from '../contract/operation.js';
import { randomUuid } from './uuid.js';

/** Where a value JSON cannot carry sits, as `deliveryData[2].count`, found by walking the body. */
function findUnsendable(value: unknown, path: string, seen: Set<object>): { path: string; rule: string } | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? { path, rule: 'is an invalid Date' } : undefined;
  if (typeof value === 'number')
    return Number.isFinite(value) ? undefined : { path, rule: `is ${value}, which JSON cannot carry` };
  if (typeof value !== 'object' || value === null || seen.has(value)) return undefined;
  seen.add(value);
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, i) => [`${path}[${i}]`, item])
    : Object.entries(value).map(([k, v]) => [
        /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? `${path}${path === '' ? '' : '.'}${k}` : `${path}[${JSON.stringify(k)}]`,
        v,
      ]);
  for (const [where, item] of entries) {
    const found = findUnsendable(item, where, seen);
    if (found) return found;
  }
  return undefined;
}

class Unsendable extends Error {}

/**
 * The JSON text of a body: bigints as decimal strings (ids above 2^53), Dates as ISO 8601 (Date#toJSON). An
 * invalid Date or a non-finite number, which JSON.stringify would silently turn into `null` (a value the
 * service then reads as missing), is refused with a `RequestValidationError` naming where it sits.
 */
export function serializeJson(body: unknown, operationId = 'request'): string {
  try {
    return JSON.stringify(body, function (this: unknown, key: string, value: unknown) {
      if (typeof value === 'bigint') return value.toString();
      const raw = (this as Record<string, unknown>)[key];
      if (
        (raw instanceof Date && Number.isNaN(raw.getTime())) ||
        (typeof value === 'number' && !Number.isFinite(value))
      )
        throw new Unsendable();
      return value;
    });
  } catch (error) {
    if (!(error instanceof Unsendable)) throw error;
    const found = findUnsendable(body, '', new Set());
    throw new RequestValidationError(
      operationId,
      found?.path || 'the body',
      found?.rule ?? 'holds a value JSON cannot carry',
    );
  }
}

/** UTF-8 length of a string without encoding it (a 512 KB field is checked without a copy). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * A JSON body made ready once per call, not once per attempt: field limits checked (`fieldMaxBytes`, the spec's
 * `x-max-bytes` of a property), serialised and encoded once, the whole checked against `maxRequestBytes`. A
 * large body becomes a Blob: one UTF-8 copy (outside the JS heap in Node) that each attempt streams with its
 * Content-Length, where bytes handed to fetch are copied whole again on every attempt. A small body stays bytes,
 * whose copy costs less than a Blob's native read (`DEFAULTS.jsonBlobBytes`).
 */
export function prepareJson(
  op: Pick<JsonBodyOperation, 'id' | 'fieldMaxBytes' | 'maxRequestBytes' | 'json'>,
  body: unknown,
): Uint8Array | Blob {
  if (op.fieldMaxBytes !== undefined && typeof body === 'object' && body !== null) {
    for (const [field, limit] of Object.entries(op.fieldMaxBytes)) {
      const value = Object.hasOwn(body, field) ? (body as Record<string, unknown>)[field] : undefined;
      // A UTF-16 unit is at most 3 UTF-8 bytes: a short string needs no counting.
      if (typeof value !== 'string' || value.length * 3 <= limit) continue;
      const bytes = utf8Length(value);
      if (bytes > limit) throw new PayloadTooLargeError(op.id, bytes, limit, true, field);
    }
  }
  const text = op.json === undefined ? serializeJson(body, op.id) : op.json.stringify(body);
  // A UTF-16 unit is at most 3 UTF-8 bytes: only a long text can need a Blob.
  const encoded =
    text.length * 3 > DEFAULTS.jsonBlobBytes && utf8Length(text) > DEFAULTS.jsonBlobBytes
      ? new Blob([text])
      : new TextEncoder().encode(text);
  const size = encoded instanceof Blob ? encoded.size : encoded.byteLength;
  if (op.maxRequestBytes !== undefined && size > op.maxRequestBytes) {
    throw new PayloadTooLargeError(op.id, size, op.maxRequestBytes, true);
  }
  return encoded;
}

/**
 * For retry class `requestId`: the body with a requestId, generating a UUID when the caller gave none, so
 * every attempt carries the same id and the service can tell a repeat (e.g. `requestId` of sendDelivery in
 * specs/mail.yaml).
 */
export function withRequestId(
  body: unknown,
  operationId = 'request',
): { body: unknown; requestId: string | undefined } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { body, requestId: undefined };
  const given = (body as { requestId?: unknown }).requestId;
  if (typeof given === 'string' && given !== '') return { body, requestId: given };
  if (typeof globalThis.crypto?.getRandomValues !== 'function') {
    throw new RequestValidationError(
      operationId,
      'requestId',
      'cannot be generated without crypto.getRandomValues; pass one in the body',
    );
  }
  const requestId = randomUuid();
  return { body: { ...(body as Record<string, unknown>), requestId }, requestId };
}

const BODY_HEADERS = new Map<string, Readonly<Record<string, string>>>();

/** The headers of a JSON body of this media type: one frozen object each, shared by every call. */
function bodyHeaders(mediaType: string): Readonly<Record<string, string>> {
  let headers = BODY_HEADERS.get(mediaType);
  if (headers === undefined) BODY_HEADERS.set(mediaType, (headers = Object.freeze({ 'Content-Type': mediaType })));
  return headers;
}

/** A JSON body made ready once per call: the bytes every attempt sends, and the requestId they carry. */
export interface WrittenBody {
  readonly bytes: Uint8Array | Blob | undefined;
  readonly requestId: string | undefined;
  /** The request's headers for the body: one object per media type, so the token is added to it once. */
  readonly headers: Readonly<Record<string, string>>;
}

/** The body of a call of an operation with a JSON body, with its requestId, ready to send. */
export function jsonBody(op: JsonBodyOperation, body: unknown): WrittenBody {
  let requestId: string | undefined;
  let sent = body;
  if (op.retry === 'requestId') ({ body: sent, requestId } = withRequestId(body, op.id));
  // Serialised once for every attempt: a retry never builds or copies a large body again.
  return {
    bytes: sent === undefined ? undefined : prepareJson(op, sent),
    requestId,
    headers: bodyHeaders(op.requestMediaType ?? 'application/json'),
  };
}
