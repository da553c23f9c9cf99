/**
 * Exact JSON for record ids. Platform and history ids are integers up to 2^63-1 that the service sends and
 * takes as JSON numbers; a JS number holds integers exactly only up to 2^53, so `JSON.parse` would silently
 * change the last digits of a large id, and `JSON.stringify` cannot write a bigint at all.
 *
 * - Reading: before `JSON.parse`, the number tokens of the int64 members of each record (`id`, a history
 *   record's platform id) are put in quotes, so they arrive as decimal strings with every digit. Only members of
 *   the records themselves are touched (the answer, or each element of its `items`), found by a scan that skips
 *   over string literals; `JSON.parse` still does the parsing (and keeps a `__proto__` member a member).
 * - Writing: int64 members of a body, and the operands of int64 filter keys (`id_eq`, each element of
 *   `id_in`), given as a decimal string, a bigint or a safe integer, are written as JSON numbers with every digit.
 *   Anything JSON cannot carry (a number above 2^53 there, NaN, an invalid Date, a cycle) is refused with a
 *   `RequestValidationError` naming where it sits, before anything is sent.
 */
import { RequestValidationError } from '../../errors/call-errors.js';
import type { DefinitionIndex } from './definition-index.js';
import { RECORD_LIMITS } from './limits.js';
import { memberPath as member, shown } from './text.js';

/** Where the records of an answer are: the answer itself (create, get, patch) or each element of `items` (query). */
export type RecordsAt = 'root' | 'items';

interface Frame {
  readonly object: boolean;
  /** An object that is a record: its int64 members are quoted. */
  readonly record: boolean;
  /** The array of the root object's `items` member (for `RecordsAt` `items`). */
  readonly items: boolean;
  /** The member name just read (objects). */
  key: string | undefined;
  expectKey: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** End of the string literal that starts at `start` (the index after its closing quote). */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i += 2;
    else if (c === QUOTE) return i + 1;
    else i++;
  }
  return i;
}

const NUMBER_CHAR = /[-+0-9.eE]/;

/** The text with the int64 number tokens of every record quoted; unchanged when there are none. */
export function quoteInt64(text: string, int64: ReadonlySet<string>, at: RecordsAt): string {
  if (int64.size === 0) return text;
  const stack: Frame[] = [];
  const cuts: number[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    const top = stack[stack.length - 1];
    if (ch === '"') {
      const end = stringEnd(text, i);
      if (top?.object === true && top.expectKey) {
        const raw = text.slice(i + 1, end - 1);
        top.key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
      }
      i = end;
    } else if (ch === '{' || ch === '[') {
      const object = ch === '{';
      const depth = stack.length;
      const record = object && (at === 'root' ? depth === 0 : top?.items === true);
      const items = !object && at === 'items' && depth === 1 && top?.object === true && top.key === 'items';
      stack.push({ object, record, items, key: undefined, expectKey: object });
      i++;
    } else if (ch === '}' || ch === ']') {
      stack.pop();
      i++;
    } else if (ch === ':') {
      if (top !== undefined) top.expectKey = false;
      i++;
    } else if (ch === ',') {
      if (top?.object === true) top.expectKey = true;
      i++;
    } else if (ch === '-' || (ch >= '0' && ch <= '9')) {
      let end = i + 1;
      while (end < text.length && NUMBER_CHAR.test(text.charAt(end))) end++;
      if (top?.record === true && top.key !== undefined && int64.has(top.key)) cuts.push(i, end);
      i = end;
    } else {
      i++;
    }
  }
  if (cuts.length === 0) return text;
  let out = '';
  let from = 0;
  for (const cut of cuts) {
    out += `${text.slice(from, cut)}"`;
    from = cut;
  }
  return out + text.slice(from);
}

/** Parses an answer, its records' int64 members as decimal strings. */
export function readRecordsJson(text: string, int64: ReadonlySet<string>, at: RecordsAt): unknown {
  return JSON.parse(quoteInt64(text, int64, at)) as unknown;
}

/**
 * How a value is written: `plain` JSON; `int64` a record id; a `record` body (its int64 members are ids); a
 * `filter` (AND/OR hold filters, int64 keys take ids); a `query` or count body (its `filter` is a filter).
 */
type Place = 'plain' | 'int64' | 'record' | 'filter' | 'query';

const DIGITS = /^-?(?:0|[1-9][0-9]*)$/;

/**
 * The decimal digits of an int64 value (a record id, a history record's platform id, an id filter's operand),
 * or a `RequestValidationError` naming `field`: a decimal string, a bigint or a safe integer, from -2^63 to
 * 2^63-1. One rule for bodies, filters and paths (whose ids must also be at least 1, their descriptor's minimum).
 */
export function int64Digits(operationId: string, field: string, value: unknown): string {
  const refuse = (rule: string): never => {
    throw new RequestValidationError(operationId, field, rule);
  };
  let digits: string;
  if (typeof value === 'bigint') digits = value.toString();
  else if (typeof value === 'number') {
    if (!Number.isSafeInteger(value))
      refuse(
        `is ${value} as a number, which cannot hold an id exactly above 2^53; pass the id as a string or a bigint`,
      );
    digits = String(value);
  } else if (typeof value === 'string' && DIGITS.test(value)) digits = value;
  else return refuse(`must be an id: an integer as a decimal string, a bigint or a safe integer (got ${shown(value)})`);
  const id = BigInt(digits);
  if (id > RECORD_LIMITS.maxId || id < -RECORD_LIMITS.maxId - 1n)
    refuse(`is ${digits}, beyond an id's range (at most 2^63-1)`);
  return digits;
}

class Writer {
  readonly #index: DefinitionIndex;
  readonly #operationId: string;
  readonly #open = new Set<object>();

  constructor(index: DefinitionIndex, operationId: string) {
    this.#index = index;
    this.#operationId = operationId;
  }

  #refuse(path: string, rule: string): never {
    throw new RequestValidationError(this.#operationId, path || 'the body', rule);
  }

  #id(value: unknown, path: string): string {
    if (value === null) return 'null';
    return int64Digits(this.#operationId, path || 'the body', value);
  }

  /** The JSON text of `value`, or undefined where JSON.stringify leaves a member out (undefined, functions). */
  write(value: unknown, path: string, place: Place): string | undefined {
    if (place === 'int64' && !Array.isArray(value)) return value === undefined ? undefined : this.#id(value, path);
    switch (typeof value) {
      case 'string':
        return JSON.stringify(value);
      case 'number':
        if (!Number.isFinite(value)) this.#refuse(path, `is ${value}, which JSON cannot carry`);
        return String(value);
      case 'bigint':
        return value.toString();
      case 'boolean':
        return String(value);
      case 'undefined':
      case 'function':
      case 'symbol':
        return undefined;
    }
    if (value === null || typeof value !== 'object') return 'null';
    if (value instanceof Date) {
      if (Number.isNaN(value.getTime())) this.#refuse(path, 'is an invalid Date');
      return JSON.stringify(value.toISOString());
    }
    if (this.#open.has(value)) this.#refuse(path, 'refers to itself (a cycle JSON cannot carry)');
    this.#open.add(value);
    try {
      if (Array.isArray(value)) {
        const element = place === 'int64' ? 'int64' : place === 'filter' ? 'filter' : 'plain';
        return `[${value.map((item, i) => this.write(item, `${path}[${i}]`, element) ?? 'null').join(',')}]`;
      }
      const parts: string[] = [];
      for (const [key, item] of Object.entries(value)) {
        const text = this.write(item, member(path, key), this.#memberPlace(place, key));
        if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
      }
      return `{${parts.join(',')}}`;
    } finally {
      this.#open.delete(value);
    }
  }

  #memberPlace(place: Place, key: string): Place {
    switch (place) {
      case 'record':
        return this.#index.int64.has(key) ? 'int64' : 'plain';
      case 'filter':
        if (key === 'AND' || key === 'OR') return 'filter';
        return this.#index.int64FilterKeys.has(key) ? 'int64' : 'plain';
      case 'query':
        return key === 'filter' ? 'filter' : 'plain';
      default:
        return 'plain';
    }
  }
}

/** The JSON text of a create or patch body (`record`), or of a query or count body (`query`). */
export function writeRecordsJson(
  index: DefinitionIndex,
  operationId: string,
  body: unknown,
  shape: 'record' | 'query' | 'plain',
): string {
  return new Writer(index, operationId).write(body, '', shape) ?? 'null';
}
