/**
 * Call parameters checked and normalised before openapi-fetch serialises them. openapi-fetch's default query
 * serializer treats a Date as an object and drops it, and percent-encodes with encodeURIComponent (so `+` goes
 * out as `%2B`, as a date-time offset in a query must be sent, e.g. the report `start`/`end` of
 * specs/mail.yaml); here Dates become ISO 8601 strings and bigints decimal strings first. Values that cannot be
 * sent as the spec describes them (an invalid Date, a path id of `NaN`, `1.5` or `-1`) are refused with a
 * `RequestValidationError` naming the field, before any attempt. Parameter and field names come from the spec:
 * the copies are null-prototype objects (a parameter named `__proto__` stays a parameter) and the descriptor's
 * `pathParams` and `fieldMaxBytes` are read through own properties only (a parameter named `constructor` has no
 * rule unless the spec gives it one).
 */
import { DEFAULTS } from '../defaults.js';
import { PayloadTooLargeError, RequestValidationError } from '../errors.js';
import type { OperationDescriptor, ParamRule } from '../operation.js';
import { randomUuid } from '../util/uuid.js';
import { encodePathSegment } from './path.js';

type Scalar = string | number | boolean | bigint | Date | undefined;

function scalar(operationId: string, name: string, value: Scalar): string | number | boolean | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RequestValidationError(operationId, name, 'is an invalid Date');
    return value.toISOString();
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RequestValidationError(operationId, name, `is ${value}, not a finite number`);
  return value;
}

export function normalizeQuery(
  operationId: string,
  query: Readonly<Record<string, Scalar>> | undefined,
): Record<string, string | number | boolean> | undefined {
  if (!query) return undefined;
  const out: Record<string, string | number | boolean> = Object.create(null);
  for (const [name, value] of Object.entries(query)) {
    const normalized = scalar(operationId, `query parameter ${name}`, value);
    if (normalized !== undefined) out[name] = normalized;
  }
  return out;
}

/** A path value against its rule; the rule's words, or undefined when it fits. */
function breaks(value: string | number | bigint, rule: ParamRule): string | undefined {
  if (rule.type === 'string') {
    if (typeof value !== 'string') return 'must be a string';
    if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value)) return `must match ${rule.pattern}`;
    return undefined;
  }
  let number: number | bigint;
  if (typeof value === 'string') {
    if (!/^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/.test(value)) return `must be ${rule.type === 'integer' ? 'an integer' : 'a number'}`;
    number = /^-?[0-9]+$/.test(value) ? BigInt(value) : Number(value);
  } else {
    number = value;
  }
  if (typeof number === 'number') {
    if (!Number.isFinite(number)) return `must be ${rule.type === 'integer' ? 'an integer' : 'a finite number'}`;
    if (rule.type === 'integer' && !Number.isInteger(number)) return 'must be an integer';
    // An id above 2^53 has already lost digits as a JS number; only a bigint (or a string) carries it exactly.
    if (rule.type === 'integer' && !Number.isSafeInteger(number)) return 'is above 2^53 as a number and may have lost digits; pass a bigint';
  }
  const below = rule.minimum !== undefined && (typeof number === 'bigint' ? number < BigInt(rule.minimum) : number < rule.minimum);
  const above = rule.maximum !== undefined && (typeof number === 'bigint' ? number > BigInt(rule.maximum) : number > rule.maximum);
  if (below || above) {
    const range = [rule.minimum === undefined ? undefined : `at least ${rule.minimum}`, rule.maximum === undefined ? undefined : `at most ${rule.maximum}`];
    return `must be ${range.filter((r) => r !== undefined).join(' and ')}`;
  }
  return undefined;
}

/** Path values checked against the descriptor's rules and made strings or numbers (bigints exactly). */
export function normalizePath(
  op: Pick<OperationDescriptor, 'id' | 'pathParams'>,
  path: Readonly<Record<string, string | number | bigint>> | undefined,
): Record<string, string | number> | undefined {
  if (!path) return undefined;
  const out: Record<string, string | number> = Object.create(null);
  for (const name of Object.keys(path)) {
    const value = path[name] as unknown;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') {
      throw new RequestValidationError(op.id, `path parameter ${name}`, `must be a string or a number, not ${value === null ? 'null' : typeof value}`);
    }
    const rule = op.pathParams !== undefined && Object.hasOwn(op.pathParams, name) ? op.pathParams[name] : undefined;
    const broken = rule === undefined ? undefined : breaks(value, rule);
    if (broken !== undefined) throw new RequestValidationError(op.id, `path parameter ${name}`, `${broken} (got ${typeof value === 'string' ? JSON.stringify(value) : String(value)})`);
    // A number's text never leaves its segment; a string or bigint that would is refused here, before any attempt.
    if (typeof value !== 'number') {
      try {
        encodePathSegment(name, value);
      } catch (error) {
        throw new RequestValidationError(op.id, `path parameter ${name}`, (error as Error).message.replace(/^Path parameter \S+ /, '').replace(/\.$/, ''));
      }
    }
    out[name] = typeof value === 'bigint' ? value.toString() : value;
  }
  return out;
}

/** Where a value JSON cannot carry sits, as `deliveryData[2].count`, found by walking the body. */
function findUnsendable(value: unknown, path: string, seen: Set<object>): { path: string; rule: string } | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? { path, rule: 'is an invalid Date' } : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : { path, rule: `is ${value}, which JSON cannot carry` };
  if (typeof value !== 'object' || value === null || seen.has(value)) return undefined;
  seen.add(value);
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, i) => [`${path}[${i}]`, item])
    : Object.entries(value).map(([k, v]) => [/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? `${path}${path === '' ? '' : '.'}${k}` : `${path}[${JSON.stringify(k)}]`, v]);
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
      if ((raw instanceof Date && Number.isNaN(raw.getTime())) || (typeof value === 'number' && !Number.isFinite(value))) throw new Unsendable();
      return value;
    });
  } catch (error) {
    if (!(error instanceof Unsendable)) throw error;
    const found = findUnsendable(body, '', new Set());
    throw new RequestValidationError(operationId, found?.path || 'the body', found?.rule ?? 'holds a value JSON cannot carry');
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
export function prepareJson(op: Pick<OperationDescriptor, 'id' | 'fieldMaxBytes' | 'maxRequestBytes' | 'json'>, body: unknown): Uint8Array | Blob {
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
  const encoded = text.length * 3 > DEFAULTS.jsonBlobBytes && utf8Length(text) > DEFAULTS.jsonBlobBytes ? new Blob([text]) : new TextEncoder().encode(text);
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
export function withRequestId(body: unknown, operationId = 'request'): { body: unknown; requestId: string | undefined } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { body, requestId: undefined };
  const given = (body as { requestId?: unknown }).requestId;
  if (typeof given === 'string' && given !== '') return { body, requestId: given };
  if (typeof globalThis.crypto?.getRandomValues !== 'function') {
    throw new RequestValidationError(operationId, 'requestId', 'cannot be generated without crypto.getRandomValues; pass one in the body');
  }
  const requestId = randomUuid();
  return { body: { ...(body as Record<string, unknown>), requestId }, requestId };
}
