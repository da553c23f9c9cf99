/**
 * The one place path parameters are encoded: no other code builds URL paths. A value is percent-encoded whole so it
 * stays inside its own segment. `.` and `..` cannot be sent at all: the URL standard treats them (and their
 * percent-encoded forms) as dot segments and collapses them, so a record id of `..` would address the parent
 * resource. Such values are refused before anything is sent. Only the simple style is used by our specs.
 */
import { hasLoneSurrogate } from '../util/unicode.js';

const PARAM = /\{([^{}]+)\}/g;

type PathValue = string | number | bigint | boolean;

export function encodePathSegment(name: string, value: PathValue): string {
  const text = String(value);
  if (text === '' || text === '.' || text === '..') {
    throw new TypeError(
      `Path parameter ${name} cannot be ${JSON.stringify(text)}: a path segment must not be empty, "." or "..".`,
    );
  }
  if (hasLoneSurrogate(text)) throw new TypeError(`Path parameter ${name} holds a lone surrogate, which no URL can carry.`);
  return encodeURIComponent(text);
}

/**
 * openapi-fetch `pathSerializer`: fills `{name}` placeholders, for `call` and for the raw client alike. Names
 * come from the spec, so only own properties of `params` count.
 */
export function serializePath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(PARAM, (match, name: string) => {
    if (/^[.;]|\*$/.test(name)) throw new TypeError(`Path parameter style of ${match} is not supported.`);
    const value = params !== undefined && Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined || value === null) return match;
    if (typeof value === 'object' || typeof value === 'function' || typeof value === 'symbol') {
      throw new TypeError(`Path parameter ${name} must be a string or a number.`);
    }
    return encodePathSegment(name, value as PathValue);
  });
}
