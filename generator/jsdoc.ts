/**
 * Spec text placed inside JSDoc comments. Descriptions are free text from the spec, so before they go into a
 * `/** ... *\/` block every sequence that could end the comment or change its meaning is neutralised:
 * `*\/` is broken up, every line terminator (including U+2028/U+2029, which JavaScript treats as line ends)
 * becomes `\n`, and a line that starts with `@` is escaped so spec text cannot add JSDoc tags.
 */

/** Normalises one piece of spec text for a doc comment; returns '' for missing text. */
export function docText(text: string | undefined): string {
  if (text === undefined) return '';
  const lines = text
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(/\*\//g, '*\\/')
    .split('\n')
    .map((line) => line.replace(/[\t ]+$/, '').replace(/^(\s*)@/, '$1\\@'));
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

/** Single-line form for table cells and `@param` text: whitespace runs collapse to one space. */
export function docLine(text: string | undefined): string {
  return docText(text).replace(/\s+/g, ' ').trim();
}

/**
 * Code inside an `@example`: the text is code we wrote around spec values, but the values (examples) come from
 * the spec, so the comment terminator is still broken up.
 */
export function docCode(code: string): string {
  return code.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(/\*\//g, '*\\/');
}

/** Joins paragraphs (already-sanitised text) with blank lines, skipping empty ones. */
export function paragraphs(...parts: readonly string[]): string {
  return parts.filter((p) => p.length > 0).join('\n\n');
}
