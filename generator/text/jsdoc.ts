/**
 * Spec text placed inside JSDoc comments. Descriptions and names are free text from the spec, so before they go
 * into a `/** ... *\/` block every sequence that could end the comment or change its meaning is neutralised by
 * one function, `escapeComment`, which every form below goes through:
 *
 * - `*\/` is broken up, so the comment cannot end early;
 * - every line terminator (including U+2028/U+2029/U+0085, which JavaScript treats as line ends) becomes `\n`;
 * - an `@` that is not part of a word (`a@b.test` is) is escaped as `\@`: TypeScript starts a tag at an `@` at the
 *   start of a line and, inside a tag's text, after any whitespace, and `{@link}` is an inline tag anywhere;
 * - other control characters and lone surrogates become U+FFFD, so the file stays printable UTF-8.
 */
import { codeSpan } from './markdown.js';
import { rawText, wellFormed, type SpecText } from './spec-text.js';

/** Every line terminator of JavaScript source, including those JSON and YAML strings may carry. */
export const LINE_ENDS = /\r\n?|[\n\u2028\u2029\u0085]/g;
// C0 controls except tab and line feed, DEL and C1 controls (U+0085 is a line end above).
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u0084\u0086-\u009f]/g;
// `\@` (escaped already) and `a@b` (inside a word) start no tag.
const TAG_START = /(?<![\p{L}\p{N}\\])@/gu;

/** The one escaping of text for a block comment; every other form in this file is built on it. */
export function escapeComment(text: string): string {
  return wellFormed(text)
    .replace(LINE_ENDS, '\n')
    .replace(CONTROLS, '\uFFFD')
    .replace(/\*\//g, '*\\/')
    .replace(TAG_START, '\\@');
}

/** Normalises one piece of text for a doc comment (lines kept, edges trimmed); '' for missing text. */
export function docText(text: SpecText | string | undefined): string {
  if (text === undefined) return '';
  const lines = escapeComment(rawText(text))
    .split('\n')
    .map((line) => line.replace(/[\t ]+$/, ''));
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

/** Single-line form for lists and tag text: whitespace runs collapse to one space. */
export function docLine(text: SpecText | string | undefined): string {
  return docText(text).replace(/\s+/g, ' ').trim();
}

/** A name or value in a doc comment as a Markdown code span (editors render doc comments as Markdown). */
export function docCode(text: SpecText | string): string {
  return codeSpan(docLine(text));
}

/**
 * Code inside an `@example` block: code we wrote around spec values, whose strings come from the spec. The
 * comment terminator and `@` are escaped like in text; both only occur inside string literals of the code,
 * where `*\/` and `\@` mean the same characters (tsString leaves no other line ends or controls).
 */
export function docExample(code: string): string {
  return escapeComment(code);
}

/** Joins paragraphs (already-escaped text) with blank lines, skipping empty ones. */
export function paragraphs(...parts: readonly string[]): string {
  return parts.filter((p) => p.length > 0).join('\n\n');
}
