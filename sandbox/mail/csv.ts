/**
 * Report CSV writing (mail reference, Report CSV files; DESIGN.md Decisions): UTF-8, a header row of the fixed
 * column names, every value double-quoted (quotes inside doubled), CRLF after every row.
 */
import { createHash } from 'node:crypto';

function quote(value: string): string {
  return `"${value.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly string[]): string {
  return `${values.map(quote).join(',')}\r\n`;
}

export function csvDocument(columns: readonly string[], rows: Iterable<readonly string[]>): string {
  let text = csvRow(columns);
  for (const row of rows) text += csvRow(row);
  return text;
}

/** `Content-MD5`: the Base64 encoding of the MD5 of the body bytes (mail reference, 9 to 15). */
export function contentMd5(body: Buffer): string {
  return createHash('md5').update(body).digest('base64');
}
