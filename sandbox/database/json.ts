/**
 * JSON with exact integers. Record ids go up to 2^63-1 and travel as JSON numbers, which `JSON.parse` would
 * round above 2^53 (and Node 20 has no `JSON.rawJSON` to write them back). So request bodies are read by this
 * parser, which yields a bigint for every integer literal outside the safe range, and answers are written by
 * `stringify`, which writes a bigint's digits as a number.
 */

/** A parsed JSON value: a `number` unless an integer literal is too large for one, then a `bigint`. */
export type JsonValue = null | boolean | number | bigint | string | JsonValue[] | { [key: string]: JsonValue };

/** Deeper nesting than any request of the API needs; guards the recursion. */
const MAX_DEPTH = 64;

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const PLAIN_CHARS = /[^"\\\u0000-\u001f]*/y;
const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

export class JsonSyntaxError extends Error {}

class Parser {
  private at = 0;

  constructor(private readonly text: string) {}

  parse(): JsonValue {
    const value = this.value(0);
    this.space();
    if (this.at !== this.text.length) this.fail('text after the value');
    return value;
  }

  private fail(what: string): never {
    throw new JsonSyntaxError(`${what} at position ${this.at}`);
  }

  private space(): void {
    while (this.at < this.text.length && ' \t\n\r'.includes(this.text[this.at] ?? '')) this.at++;
  }

  private literal(word: string, value: JsonValue): JsonValue {
    if (!this.text.startsWith(word, this.at)) this.fail('unexpected character');
    this.at += word.length;
    return value;
  }

  private value(depth: number): JsonValue {
    if (depth > MAX_DEPTH) this.fail(`nesting deeper than ${MAX_DEPTH}`);
    this.space();
    const c = this.text[this.at];
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"') return this.string();
    if (c === 't') return this.literal('true', true);
    if (c === 'f') return this.literal('false', false);
    if (c === 'n') return this.literal('null', null);
    return this.number();
  }

  private number(): number | bigint {
    NUMBER.lastIndex = this.at;
    const match = NUMBER.exec(this.text);
    if (!match) this.fail(this.at < this.text.length ? 'unexpected character' : 'unexpected end');
    this.at += match[0].length;
    const value = Number(match[0]);
    if (/^-?[0-9]+$/.test(match[0]) && !Number.isSafeInteger(value)) return BigInt(match[0]);
    return value;
  }

  private string(): string {
    this.at++;
    let out = '';
    for (;;) {
      PLAIN_CHARS.lastIndex = this.at;
      const plain = PLAIN_CHARS.exec(this.text)?.[0] ?? '';
      out += plain;
      this.at += plain.length;
      const c = this.text[this.at];
      if (c === '"') {
        this.at++;
        return out;
      }
      if (c !== '\\') this.fail(c === undefined ? 'unterminated string' : 'control character in a string');
      const e = this.text[this.at + 1] ?? '';
      if (e === 'u') {
        const hex = this.text.slice(this.at + 2, this.at + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('bad \\u escape');
        out += String.fromCharCode(parseInt(hex, 16));
        this.at += 6;
      } else {
        const replaced = ESCAPES[e];
        if (replaced === undefined) this.fail('bad escape');
        out += replaced;
        this.at += 2;
      }
    }
  }

  private array(depth: number): JsonValue[] {
    this.at++;
    const out: JsonValue[] = [];
    this.space();
    if (this.text[this.at] === ']') {
      this.at++;
      return out;
    }
    for (;;) {
      out.push(this.value(depth + 1));
      this.space();
      const c = this.text[this.at++];
      if (c === ']') return out;
      if (c !== ',') this.fail('expected , or ]');
    }
  }

  private object(depth: number): { [key: string]: JsonValue } {
    this.at++;
    const out: { [key: string]: JsonValue } = {};
    this.space();
    if (this.text[this.at] === '}') {
      this.at++;
      return out;
    }
    for (;;) {
      this.space();
      if (this.text[this.at] !== '"') this.fail('expected a member name');
      const key = this.string();
      this.space();
      if (this.text[this.at++] !== ':') this.fail('expected :');
      // defineProperty: a member named __proto__ is data, as with JSON.parse, never the object's prototype.
      Object.defineProperty(out, key, {
        value: this.value(depth + 1),
        writable: true,
        enumerable: true,
        configurable: true,
      });
      this.space();
      const c = this.text[this.at++];
      if (c === '}') return out;
      if (c !== ',') this.fail('expected , or }');
    }
  }
}

/** Parses JSON text; throws JsonSyntaxError. */
export function parseJson(text: string): JsonValue {
  return new Parser(text).parse();
}

/**
 * JSON text of a value: like `JSON.stringify` (members whose value is undefined are left out), except that a
 * bigint is written as its digits.
 */
export function stringify(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : stringify(v))).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const members: string[] = [];
    for (const [key, v] of Object.entries(value)) {
      if (v !== undefined) members.push(`${JSON.stringify(key)}:${stringify(v)}`);
    }
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function isJsonObject(value: unknown): value is { [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
