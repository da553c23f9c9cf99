/** How the records checks name a value and show what was given, in `RequestValidationError`s. */

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `path.key`, or `path["odd key"]` for a key that is not an identifier. */
export function memberPath(path: string, key: string): string {
  if (IDENTIFIER.test(key)) return path === '' ? key : `${path}.${key}`;
  return `${path}[${JSON.stringify(key)}]`;
}

/** A short description of a value for a message: strings quoted and cut at 40 characters, objects by kind. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'bigint') return `${value}n`;
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (value instanceof Date) return 'a Date';
  return value === null || typeof value !== 'object' ? String(value) : 'an object';
}

/** An object that holds members (not null, an array or a Date). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
