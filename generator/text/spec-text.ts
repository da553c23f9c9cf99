/**
 * Text read from a spec: names, descriptions, paths, scopes, media types, enum values and defaults. The model
 * keeps it as `SpecText`, never as a string, so that it cannot reach generated output by accident: a template
 * literal, `+` or `String()` of it throws. Emitters hand it to the escaping function of its target instead:
 *
 * - TypeScript code: `tsString` and the key and literal helpers built on it (literals.ts);
 * - doc comments: `docText` and the forms built on it (jsdoc.ts);
 * - Markdown: `mdText` and `mdCode` (markdown.ts), the only way a value reaches the README template.
 *
 * Model code compares and looks up with `.text`; an emitter that derives new text from spec text (`GET /a`)
 * does it with `map`, so the result is still spec text and still has to be escaped.
 */

export class SpecTextLeak extends Error {
  constructor(text: string) {
    super(
      `spec text ${JSON.stringify(text)} was turned into a string without escaping; pass it to tsString, docText or ` +
        `mdText`,
    );
    this.name = 'SpecTextLeak';
  }
}

export class SpecText {
  readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  /** New spec text derived from this one (still to be escaped where it lands). */
  map(derive: (text: string) => string): SpecText {
    return new SpecText(derive(this.text));
  }

  /** JSON-quoted for messages to the integrator, so control characters and quotes show as escapes. */
  get quoted(): string {
    return JSON.stringify(this.text);
  }

  toString(): never {
    throw new SpecTextLeak(this.text);
  }

  [Symbol.toPrimitive](): never {
    throw new SpecTextLeak(this.text);
  }
}

export function specText(text: string): SpecText;
export function specText(text: string | undefined): SpecText | undefined;
export function specText(text: string | undefined): SpecText | undefined {
  return text === undefined ? undefined : new SpecText(text);
}

/** An unpaired UTF-16 surrogate: no file or request can carry it (UTF-8 has no encoding for it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Index of the first lone surrogate, or -1. */
export function loneSurrogateAt(text: string): number {
  return text.search(LONE_SURROGATE);
}

/** The text with every lone surrogate replaced by U+FFFD (String#toWellFormed, which ES2023 lacks). */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** The characters of spec text or of text the generator wrote itself, for the escaping modules. */
export function rawText(text: SpecText | string): string {
  return typeof text === 'string' ? text : text.text;
}
