/**
 * Parameters written as their `style` and `explode` say (OpenAPI "Style Values" and "Style Examples"): lists and
 * objects in the query (form, spaceDelimited, pipeDelimited, deepObject) and in the path (simple, label, matrix)
 * through openapi-fetch's own serializers, so the two clients of a package write the same URL; deepObject is ours, as
 * it nests lists and objects (`items[0][price]=x`), which openapi-fetch's does not. Scalars are made
 * text first (a Date as ISO 8601, a bigint as its digits); a value the style cannot write (a list inside a list, a
 * non-finite number) is a `RequestValidationError` naming the parameter. Headers and cookies: header-params.ts.
 */
import { serializeArrayParam, serializeObjectParam, serializePrimitiveParam } from 'openapi-fetch';
import type { ParamStyle } from '../contract/operation.js';
import { RequestValidationError } from '../errors/call-errors.js';

/** A parameter's style with OpenAPI's defaults filled in for its location. */
export interface ResolvedStyle {
  readonly style: string;
  readonly explode: boolean;
  readonly allowReserved: boolean;
}

const DEFAULT_STYLE = { path: 'simple', query: 'form', header: 'simple', cookie: 'form' } as const;

export function resolveStyle(param: ParamStyle): ResolvedStyle {
  const style = param.style ?? DEFAULT_STYLE[param.in];
  return { style, explode: param.explode ?? style === 'form', allowReserved: param.allowReserved === true };
}

/** Characters RFC 3986 reserves, which `allowReserved` lets through unencoded (as percent-escapes to undo). */
const RESERVED_ESCAPES = /%(?:3A|2F|3F|23|5B|5D|40|21|24|26|27|28|29|2A|2B|2C|3B|3D)/gi;

/** Percent-encoded as a query value; with `allowReserved`, reserved characters stay as they are. */
export function encodeValue(text: string, allowReserved: boolean): string {
  const encoded = encodeURIComponent(text);
  return allowReserved ? encoded.replace(RESERVED_ESCAPES, (escape) => decodeURIComponent(escape)) : encoded;
}

/** One scalar as text, or a RequestValidationError naming the parameter. */
export function scalarText(operationId: string, field: string, value: unknown): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RequestValidationError(operationId, field, 'is an invalid Date');
    return value.toISOString();
  }
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new RequestValidationError(operationId, field, `is ${value}, not a finite number`);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  const got = value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value;
  throw new RequestValidationError(operationId, field, `must hold strings, numbers or booleans, not ${got}`);
}

/** A value made what its style writes: a scalar's text, a list of texts or an object of texts (nulls left out). */
export type StyledValue = string | readonly string[] | Readonly<Record<string, string>>;

export function styledValue(operationId: string, field: string, value: unknown): StyledValue {
  if (Array.isArray(value)) return value.map((item, i) => scalarText(operationId, `${field}[${i}]`, item));
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    const out: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const [key, member] of Object.entries(value)) {
      if (member !== undefined && member !== null) out[key] = scalarText(operationId, `${field}.${key}`, member);
    }
    return out;
  }
  return scalarText(operationId, field, value);
}

/** Keys and values encoded by us first, so openapi-fetch (told `allowReserved`) writes them as they are. */
function encodedObject(value: Readonly<Record<string, string>>, allowReserved: boolean): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, member] of Object.entries(value)) out[encodeURIComponent(key)] = encodeValue(member, allowReserved);
  return out;
}

/**
 * The pairs of a value in style deepObject, nested as deep as it goes: an object's members as `name[key]`, a
 * list's items as `name[0]` (OpenAPI defines deepObject for objects only; indices are what qs, Rails, PHP and
 * Stripe read, so `expand[0]=tax` and `items[0][price]=x` reach them as lists). Null members are left out, as in an
 * object of scalars; a null item of a list is refused, as in other styles.
 */
function deepObjectPairs(
  operationId: string,
  field: string,
  key: string,
  value: unknown,
  allowReserved: boolean,
  out: string[],
): void {
  if (Array.isArray(value)) {
    value.forEach((item: unknown, i) => {
      if (item === null || item === undefined || typeof item !== 'object' || item instanceof Date) {
        out.push(`${key}[${i}]=${encodeValue(scalarText(operationId, `${field}[${i}]`, item), allowReserved)}`);
      } else deepObjectPairs(operationId, `${field}[${i}]`, `${key}[${i}]`, item, allowReserved, out);
    });
  } else if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    for (const [member, item] of Object.entries(value)) {
      if (item === undefined || item === null) continue;
      deepObjectPairs(
        operationId,
        `${field}.${member}`,
        `${key}[${encodeURIComponent(member)}]`,
        item,
        allowReserved,
        out,
      );
    }
  } else {
    out.push(`${key}=${encodeValue(scalarText(operationId, field, value), allowReserved)}`);
  }
}

/**
 * The query string part of one parameter (`color=blue|black`, `color[R]=100&color[G]=200`); '' when it writes
 * nothing (an empty list or object).
 */
export function styledQueryPart(operationId: string, name: string, value: unknown, param: ParamStyle): string {
  const field = `query parameter ${name}`;
  const { style, explode, allowReserved } = resolveStyle(param);
  if (style === 'deepObject') {
    const pairs: string[] = [];
    deepObjectPairs(operationId, field, encodeURIComponent(name), value, allowReserved, pairs);
    return pairs.join('&');
  }
  const text = styledValue(operationId, field, value);
  const key = encodeURIComponent(name);
  const raw = { allowReserved: true };
  if (typeof text === 'string') return serializePrimitiveParam(key, encodeValue(text, allowReserved), raw);
  if (Array.isArray(text)) {
    if (text.length === 0) return '';
    const items = text.map((item: string) => encodeValue(item, allowReserved));
    return serializeArrayParam(key, items, { style: style as 'form', explode, ...raw });
  }
  const object = encodedObject(text as Readonly<Record<string, string>>, allowReserved);
  if (Object.keys(object).length === 0) return '';
  return serializeObjectParam(key, object, { style: style as 'form', explode, ...raw });
}

/**
 * The text of one path parameter in its style (`.blue.black`, `;color=blue`, `R=100,G=200`), to stand where the
 * template has `{name}`. Text that would make a dot segment or an empty segment is refused.
 */
export function styledPathValue(operationId: string, name: string, value: unknown, param: ParamStyle): string {
  const field = `path parameter ${name}`;
  const { style, explode } = resolveStyle(param);
  const text = styledValue(operationId, field, value);
  const options = { style: style as 'simple', explode, allowReserved: true };
  let out: string;
  if (typeof text === 'string') {
    const encoded = encodeURIComponent(text);
    out =
      style === 'label'
        ? `.${encoded}`
        : style === 'matrix'
          ? `;${serializePrimitiveParam(name, encoded, options)}`
          : encoded;
  } else if (Array.isArray(text)) {
    out = serializeArrayParam(name, text.map(encodeURIComponent), options);
  } else {
    out = serializeObjectParam(name, encodedObject(text as Readonly<Record<string, string>>, false), options);
  }
  if (out === '' || out === '.' || out === '..')
    throw new RequestValidationError(operationId, field, `cannot be sent as ${JSON.stringify(out)} in a path`);
  return out;
}
