/**
 * Normalises call parameters before openapi-fetch serialises them. openapi-fetch's default query serializer
 * treats a Date as an object and drops it, and percent-encodes with encodeURIComponent (so `+` goes out as
 * `%2B`, as the mail reference's Report retrieval section requires); here Dates become ISO 8601 strings and
 * bigints decimal strings first. Parameter names come from the spec, so the copies are null-prototype objects:
 * a parameter named `__proto__` stays a parameter.
 */

import { encodePathSegment } from './path.js';

type Scalar = string | number | boolean | bigint | Date | undefined;

function scalar(value: Scalar): string | number | boolean | undefined {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

export function normalizeQuery(
  query: Readonly<Record<string, Scalar>> | undefined,
): Record<string, string | number | boolean> | undefined {
  if (!query) return undefined;
  const out: Record<string, string | number | boolean> = Object.create(null);
  for (const [name, value] of Object.entries(query)) {
    const normalized = scalar(value);
    if (normalized !== undefined) out[name] = normalized;
  }
  return out;
}

export function normalizePath(
  path: Readonly<Record<string, string | number | bigint>> | undefined,
): Record<string, string | number> | undefined {
  if (!path) return undefined;
  const out: Record<string, string | number> = Object.create(null);
  for (const [name, value] of Object.entries(path)) {
    encodePathSegment(name, value); // refuses values that would leave their segment, before any attempt
    out[name] = typeof value === 'bigint' ? value.toString() : value;
  }
  return out;
}

/** JSON with bigints as decimal strings (platform IDs) and Dates as ISO 8601 (Date#toJSON). */
export function serializeJson(body: unknown): string {
  return JSON.stringify(body, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
}

/**
 * For retry class `requestId`: the body with a requestId, generating a UUID when the caller gave none, so
 * every attempt carries the same id (mail reference, requestId).
 */
export function withRequestId(body: unknown): { body: unknown; requestId: string | undefined } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { body, requestId: undefined };
  const given = (body as { requestId?: unknown }).requestId;
  if (typeof given === 'string' && given !== '') return { body, requestId: given };
  const requestId = globalThis.crypto.randomUUID();
  return { body: { ...(body as Record<string, unknown>), requestId }, requestId };
}
