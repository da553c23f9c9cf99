/**
 * Spec text placed inside code. Strings always become single-quoted literals (`tsString`) with every character
 * that could end the literal or the line escaped (quotes, backslashes, control characters, U+2028/U+2029), so
 * no spec value can break out of its literal; template literals are never used for spec text. Keys and literal
 * types are built on `tsString`.
 */
import { isSafeIdentifier } from '../model/names.js';
import { rawText, type SpecText } from './spec-text.js';

const ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
  '\v': '\\v',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

function escapeChar(ch: string): string {
  const known = ESCAPES[ch];
  if (known !== undefined) return known;
  // Other C0/C1 controls and lone surrogates are written as escapes so the file stays printable and valid UTF-8.
  return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** Every character `tsString` escapes: quote, backslash, controls, line separators and lone surrogates. */
const TO_ESCAPE =
  /[\\'\u0000-\u001f\u007f-\u009f\u2028\u2029]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A single-quoted TypeScript string literal whose value is exactly `value`. */
export function tsString(text: SpecText | string): string {
  return `'${rawText(text).replace(TO_ESCAPE, escapeChar)}'`;
}

/**
 * A property key of an interface or type literal: bare when it is a plain identifier, else a string literal (so
 * `__proto__` stays a key).
 */
export function propertyKey(name: SpecText | string): string {
  const text = rawText(name);
  return isSafeIdentifier(text) && text !== '__proto__' ? text : tsString(text);
}

/**
 * A property key of an object literal (a value). `__proto__: x` and `'__proto__': x` there set the object's
 * prototype instead of a property, so that one name is written as a computed key, which defines a property.
 */
export function objectKey(name: SpecText | string): string {
  return rawText(name) === '__proto__' ? `[${tsString(name)}]` : propertyKey(name);
}

/** A method name in an interface: `new(...)` there would declare a construct signature, not a method. */
export function methodKey(name: string): string {
  return name === 'new' ? tsString(name) : name;
}

/** A literal type or value for a JSON scalar from the spec (`x-empty-when.equals`, enum values). */
export function tsLiteral(value: SpecText | string | number | boolean | null): string {
  if (typeof value === 'string' || (typeof value === 'object' && value !== null)) return tsString(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${String(value)}`);
    return String(value);
  }
  return String(value);
}

/** A JSON value of the spec as a TypeScript literal on one line: `{ type: 'string', enum: ['a', 'b'] }`. */
export function jsonLiteral(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return tsString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return tsLiteral(value);
  if (Array.isArray(value)) return `[${value.map(jsonLiteral).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([k, v]) => `${objectKey(k)}: ${jsonLiteral(v)}`).join(', ')} }`;
  }
  throw new Error(`not JSON: ${typeof value}`);
}
