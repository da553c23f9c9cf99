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
  const code = ch.charCodeAt(0);
  // Other C0/C1 controls and lone surrogates are written as escapes so the file stays printable and valid UTF-8.
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff)) {
    return `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return ch;
}

/** A single-quoted TypeScript string literal whose value is exactly `value`. */
export function tsString(text: SpecText | string): string {
  const value = rawText(text);
  let out = "'";
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    // Keep well-formed surrogate pairs together; escape lone halves.
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < value.length) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += value.slice(i, i + 2);
        i++;
        continue;
      }
    }
    out += escapeChar(value.charAt(i));
  }
  return `${out}'`;
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
