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
  // An integer's text is digits and a sign, which need no encoding (most path values are ids).
  if (Number.isSafeInteger(value)) return String(value);
  const text = String(value);
  if (text === '' || text === '.' || text === '..') {
    throw new TypeError(
      `Path parameter ${name} cannot be ${JSON.stringify(text)}: a path segment must not be empty, "." or "..".`,
    );
  }
  if (hasLoneSurrogate(text))
    throw new TypeError(`Path parameter ${name} holds a lone surrogate, which no URL can carry.`);
  return encodeURIComponent(text);
}

/** A template split once: literal text at even indexes, parameter names at odd ones. */
type CompiledPath = readonly string[];

const compiled = new Map<string, CompiledPath>();

/** The template split at its `{name}` placeholders, kept for the next call. */
export function templateParts(template: string): CompiledPath {
  let parts = compiled.get(template);
  if (parts === undefined) {
    // A `#` in the template's own text is a character of the path, not the start of a fragment that would swallow
    // the query string after it.
    parts = template.split(PARAM).map((part, i) => (i % 2 === 0 ? part.replaceAll('#', '%23') : part));
    // Templates come from descriptors (a few per API) and from raw calls; a runaway number is not kept.
    if (compiled.size < 1000) compiled.set(template, parts);
  }
  return parts;
}

/**
 * openapi-fetch `pathSerializer`: fills `{name}` placeholders, for `call` and for the raw client alike. Names
 * come from the spec, so only own properties of `params` count. The template is split once and kept, so a call
 * runs no regular expression.
 */
export function serializePath(template: string, params: Record<string, unknown> | undefined): string {
  const parts = templateParts(template);
  let out = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] as string;
    out += fill(name, params) + (parts[i + 1] as string);
  }
  return out;
}

function fill(name: string, params: Record<string, unknown> | undefined): string {
  const match = `{${name}}`;
  // Label (`.`), matrix (`;`) and explode (`*`) styles are not used by our specs.
  if (name.startsWith('.') || name.startsWith(';') || name.endsWith('*'))
    throw new TypeError(`Path parameter style of ${match} is not supported.`);
  const value = params !== undefined && Object.hasOwn(params, name) ? params[name] : undefined;
  if (value === undefined || value === null) return match;
  if (typeof value === 'object' || typeof value === 'function' || typeof value === 'symbol') {
    throw new TypeError(`Path parameter ${name} must be a string or a number.`);
  }
  return encodePathSegment(name, value as PathValue);
}
