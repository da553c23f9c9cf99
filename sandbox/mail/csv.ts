/**
 * Report CSV writing (tag `reports` of specs/mail.yaml; docs/decisions.md): UTF-8, a header row of the fixed
 * column names, every value double-quoted (quotes inside doubled), CRLF after every row.
 */

/** Size of the pieces a report is written in: large enough to be cheap, small enough to stream. */
const PIECE_CHARS = 64 * 1024;

function quote(value: string): string {
  return `"${value.includes('"') ? value.replace(/"/g, '""') : value}"`;
}

export function csvRow(values: readonly string[]): string {
  return `${values.map(quote).join(',')}\r\n`;
}

/** The CSV text in pieces of about 64 K characters, header row first, so no report is held whole. */
export function* csvPieces(columns: readonly string[], rows: Iterable<readonly string[]>): Generator<string> {
  let text = csvRow(columns);
  for (const row of rows) {
    text += csvRow(row);
    if (text.length >= PIECE_CHARS) {
      yield text;
      text = '';
    }
  }
  if (text !== '') yield text;
}
