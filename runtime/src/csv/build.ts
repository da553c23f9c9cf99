/** RFC 4180 writer for send lists (mail reference, section 6): every value quoted, CRLF record ends. */

export type SendListRecord = Readonly<Record<string, string | number | bigint | null | undefined>>;

/** Quotes one value, doubling the quotes inside it. */
export function quoteCsvValue(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
}

/** One CSV line (with its CRLF) from values. */
export function csvLine(values: readonly string[]): string {
  return `${values.map(quoteCsvValue).join(',')}\r\n`;
}

/** The column list: `columns` when given, else every key in order of first appearance. */
export function sendListColumns(records: Iterable<SendListRecord>, columns?: readonly string[]): string[] {
  if (columns) return [...columns];
  const seen = new Set<string>();
  for (const record of records) for (const key of Object.keys(record)) seen.add(key);
  return [...seen];
}

function cell(value: string | number | bigint | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * Builds a send list: header row, then one line per record, values in column order. Missing values are
 * empty strings; numbers and bigints are written in decimal (platform IDs stay exact as strings or bigints).
 */
export function buildSendListCsv(records: readonly SendListRecord[], columns?: readonly string[]): string {
  const names = sendListColumns(records, columns);
  let out = csvLine(names);
  for (const record of records) out += csvLine(names.map((name) => cell(record[name])));
  return out;
}

/** The same lines as `buildSendListCsv`, produced one at a time for large lists. */
export function* sendListCsvLines(records: Iterable<SendListRecord>, columns: readonly string[]): Generator<string> {
  yield csvLine(columns);
  for (const record of records) yield csvLine(columns.map((name) => cell(record[name])));
}
