/**
 * Header and cookie parameters as OpenAPI writes them. A header is style simple: a list as `a,b,c`, an object as
 * `k,v,k,v` or, exploded, `k=v,k=v`; its text goes out as it is, so a value a header cannot carry (a line break, a
 * control character, a character beyond Latin-1) is refused with a `RequestValidationError` naming it. A cookie is
 * style form, each value percent-encoded so it stays inside its pair: `name=a,b` or, exploded (the default), one
 * pair per item; pairs are joined by `; ` into one Cookie header.
 */
import type { ParamStyle } from '../contract/operation.js';
import { RequestValidationError } from '../errors/call-errors.js';
import { resolveStyle, styledValue, type StyledValue } from './param-style.js';

/** Text a header value can carry: visible Latin-1, spaces and tabs. */
const HEADER_TEXT = /^[\t\u0020-\u007e\u0080-\u00ff]*$/;

function flat(text: StyledValue, explode: boolean, pair: string): string[] {
  if (typeof text === 'string') return [text];
  if (Array.isArray(text)) return [...(text as readonly string[])];
  return Object.entries(text).flatMap(([key, value]) => (explode ? [`${key}${pair}${value}`] : [key, value]));
}

/** The value of one header parameter, or undefined when it writes nothing (an empty list or object). */
export function headerValue(operationId: string, name: string, value: unknown, param: ParamStyle): string | undefined {
  const field = `header parameter ${name}`;
  const { explode } = resolveStyle(param);
  const parts = flat(styledValue(operationId, field, value), explode, '=');
  if (parts.length === 0) return undefined;
  const text = parts.join(',');
  if (!HEADER_TEXT.test(text)) {
    throw new RequestValidationError(
      operationId,
      field,
      'must be text a header can carry (no line breaks or control characters, nothing beyond Latin-1)',
    );
  }
  return text;
}

/** The `name=value` pairs of one cookie parameter. */
export function cookiePairs(operationId: string, name: string, value: unknown, param: ParamStyle): string[] {
  const field = `cookie parameter ${name}`;
  const { explode } = resolveStyle(param);
  const text = styledValue(operationId, field, value);
  const key = encodeURIComponent(name);
  if (typeof text === 'string') return [`${key}=${encodeURIComponent(text)}`];
  if (Array.isArray(text)) {
    const items = (text as readonly string[]).map(encodeURIComponent);
    if (items.length === 0) return [];
    return explode ? items.map((item) => `${key}=${item}`) : [`${key}=${items.join(',')}`];
  }
  const entries = Object.entries(text).map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)] as const);
  if (entries.length === 0) return [];
  return explode ? entries.map(([k, v]) => `${k}=${v}`) : [`${key}=${entries.flat().join(',')}`];
}

/**
 * The headers a call's header and cookie parameters make (their values are among the call's `query` values);
 * undefined when it has none.
 */
export function paramHeaders(
  operationId: string,
  styles: Readonly<Record<string, ParamStyle>> | undefined,
  values: Readonly<Record<string, unknown>> | undefined,
): Record<string, string> | undefined {
  if (styles === undefined || values === undefined) return undefined;
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [name, param] of Object.entries(styles)) {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined || value === null) continue;
    if (param.in === 'header') {
      const text = headerValue(operationId, name, value, param);
      if (text !== undefined) headers[name] = text;
    } else if (param.in === 'cookie') {
      cookies.push(...cookiePairs(operationId, name, value, param));
    }
  }
  if (cookies.length > 0) headers.Cookie = cookies.join('; ');
  return Object.keys(headers).length === 0 ? undefined : headers;
}
