/**
 * RFC 4180 writer for CSV bodies given as records (the `{ records }` upload form): every value quoted, CRLF
 * record ends, so any text, quotes and line breaks included, survives as one value.
 */

export type CsvUploadRecord = Readonly<Record<string, string | number | bigint | null | undefined>>;

/** Quotes one value, doubling the quotes inside it. */
export function quoteCsvValue(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
}

/** One CSV line (with its CRLF) from values. */
export function csvLine(values: readonly string[]): string {
  return `${values.map(quoteCsvValue).join(',')}\r\n`;
}

/** The column list: `columns` when given, else every key in order of first appearance. */
export function csvColumns(records: Iterable<CsvUploadRecord>, columns?: readonly string[]): string[] {
  if (columns) return [...columns];
  const seen = new Set<string>();
  for (const record of records) for (const key of Object.keys(record)) seen.add(key);
  return [...seen];
}

function cell(value: string | number | bigint | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A record's values in column order: missing values are empty strings, numbers and bigints decimal. Only own
 * properties count, so a column named `constructor` that a record lacks is empty, not Object's constructor.
 */
export function recordValues(record: CsvUploadRecord, columns: readonly string[]): string[] {
  return columns.map((name) => cell(Object.hasOwn(record, name) ? record[name] : undefined));
}

/**
 * Builds CSV text: header row, then one line per record, values in column order. Missing values are empty
 * strings; numbers and bigints are written in decimal (so an id above 2^53 stays exact as a string or bigint).
 */
export function buildCsv(records: readonly CsvUploadRecord[], columns?: readonly string[]): string {
  const names = csvColumns(records, columns);
  let out = csvLine(names);
  for (const record of records) out += csvLine(recordValues(record, names));
  return out;
}

/**
 * The same lines as `buildCsv`, produced one at a time for large or streamed lists. Without `columns` the first
 * record's keys are the columns, and a later record with another key is refused (`CsvColumnError`): a row
 * holds the header's columns only, so no value is ever dropped silently.
 */
export async function* csvLines(
  records: Iterable<CsvUploadRecord> | AsyncIterable<CsvUploadRecord>,
  columns?: readonly string[],
): AsyncGenerator<string> {
  let names = columns;
  let row = 0;
  for await (const record of records) {
    row++;
    if (names === undefined) {
      names = Object.keys(record);
      yield csvLine(names);
    } else if (columns === undefined) {
      const extra = Object.keys(record).find((key) => !(names as readonly string[]).includes(key));
      if (extra !== undefined) throw new CsvColumnError(row, extra);
    }
    yield csvLine(recordValues(record, names));
  }
  if (names === undefined) yield csvLine(columns ?? []);
}

/** A streamed record has a key the first record did not have. */
export class CsvColumnError extends Error {
  override readonly name: string = 'CsvColumnError';
  constructor(
    readonly row: number,
    readonly column: string,
  ) {
    super(
      `row ${row} has a value for ${column}, which is not a column of the list (the columns are the first record's keys; pass columns to choose them)`,
    );
  }
}
