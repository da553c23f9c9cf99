/**
 * Spec text placed in the generated README (CommonMark with GitHub's tables). Every value the README template
 * prints comes from `mdText` (text) or `mdCode` (a code span), so no spec text can open HTML, a code fence, a
 * link, emphasis, a heading or a list, or leave its table cell:
 *
 * - text is one line (line breaks and whitespace runs collapse to one space), since a line start is where most
 *   Markdown blocks begin;
 * - outside code spans, every ASCII punctuation character with a Markdown meaning is backslash-escaped (`<`
 *   included, so there is no raw HTML and no autolink), and so is a list marker at the start;
 * - code spans of the text (OpenAPI descriptions are CommonMark) are kept: their content is literal, found by
 *   the CommonMark rule (a backtick run closes at the next run of the same length); unmatched backticks are
 *   escaped;
 * - `|` is escaped, so a value stays in its table cell (GitHub removes that backslash, also inside code spans;
 *   outside a table a code span would show it, so `mdCode(text, 'text')` leaves it);
 * - control characters and lone surrogates become U+FFFD.
 *
 * Code blocks of examples are fenced with `fenceFor`, longer than any backtick run in the code.
 */
import { rawText, wellFormed, type SpecText } from './spec-text.js';

// C0 controls except tab and line ends, DEL and C1 controls (U+0085 is whitespace below).
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;
const WHITESPACE = /[\s\u0085]+/g;
const PUNCTUATION = /[\\`*_[\]<>|~&$!#]/g;

function oneLine(text: SpecText | string | undefined): string {
  if (text === undefined) return '';
  return wellFormed(rawText(text)).replace(CONTROLS, '\uFFFD').replace(WHITESPACE, ' ').trim();
}

/** The text split into plain parts and CommonMark code spans (kept with their backtick fences). */
function splitCodeSpans(text: string): { readonly code: boolean; readonly text: string }[] {
  const parts: { code: boolean; text: string }[] = [];
  const runs = [...text.matchAll(/`+/g)].map((m) => ({ start: m.index, length: m[0].length }));
  let plainFrom = 0;
  for (let i = 0; i < runs.length; i++) {
    const open = runs[i] as { start: number; length: number };
    const closeAt = runs.findIndex((r, j) => j > i && r.length === open.length);
    if (closeAt < 0) continue;
    const close = runs[closeAt] as { start: number; length: number };
    parts.push({ code: false, text: text.slice(plainFrom, open.start) });
    parts.push({ code: true, text: text.slice(open.start, close.start + close.length) });
    plainFrom = close.start + close.length;
    i = closeAt;
  }
  parts.push({ code: false, text: text.slice(plainFrom) });
  return parts;
}

/** Inline Markdown (one line) showing the text's characters, with its code spans as code spans. */
export function mdText(text: SpecText | string | undefined): string {
  const escaped = splitCodeSpans(oneLine(text))
    .map((part) => (part.code ? part.text.replace(/\|/g, '\\|') : part.text.replace(PUNCTUATION, '\\$&')))
    .join('');
  // A list item starts with `-`, `+`, `1.` or `1)` followed by a space; a setext underline is `=` alone.
  return escaped
    .replace(/^([-+])(?= |$)/, '\\$1')
    .replace(/^(\d+)([.)])(?= |$)/, '$1\\$2')
    .replace(/^(=+)$/, '\\$1');
}

/** A CommonMark code span holding `text` as it is (backticks included). */
export function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  if (text === '') return '` `';
  // A span starting or ending with a backtick or space needs padding, which CommonMark strips again.
  const pad = /^[` ]|[` ]$/.test(text) ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** Spec text as a code span in the README; in a table cell (the default) its `|` is escaped. */
export function mdCode(text: SpecText | string, place: 'cell' | 'text' = 'cell'): string {
  const line = oneLine(text);
  return codeSpan(place === 'cell' ? line.replace(/\|/g, '\\|') : line);
}

/** A code fence longer than any backtick run inside the code, so spec examples cannot close it. */
export function fenceFor(...codes: readonly string[]): string {
  const longest = Math.max(0, ...codes.flatMap((c) => (c.match(/`+/g) ?? []).map((run) => run.length)));
  return '`'.repeat(Math.max(3, longest + 1));
}
