/**
 * Recipients from a CSV file for `platform mail send --to`: a header of `Customer.` property names (one of them
 * `Customer.platformid`, one the address property the message names), one recipient per row. Values stay the
 * strings of the file: the mail API takes recipient properties as strings, platform ids as decimal strings.
 */
import { parseCsv } from '@platform-sdk/runtime/internal';
import { UsageError } from '../exit-codes.js';

export function recipientsOf(csv: string, file: string): Record<string, string>[] {
  let rows: string[][];
  try {
    rows = parseCsv(csv).filter((row) => !(row.length === 1 && row[0] === ''));
  } catch (error) {
    throw new UsageError(`--to ${file}: not CSV: ${(error as Error).message}`);
  }
  const [header, ...records] = rows;
  if (header === undefined || records.length === 0)
    throw new UsageError(`--to ${file}: no recipients (a header row, then one row per recipient)`);
  const names = header.map((name) => name.replace(/^\uFEFF/, '').trim());
  return records.map((values, i) => {
    if (values.length !== names.length)
      throw new UsageError(`--to ${file}: row ${i + 1} has ${values.length} cells, the header ${names.length}`);
    return Object.fromEntries(names.map((name, j) => [name, values[j] ?? '']));
  });
}
