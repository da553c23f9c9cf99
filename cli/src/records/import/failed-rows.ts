/**
 * The rows that failed, as a file of their own in the input's format (`import --failed <file>`): a CSV file
 * gets the input's header and each failed row's cells as the input had them, an NDJSON file each failed line.
 * Fixed, it is imported as it is; the rows done are in the journal of the input, and `--key` keeps any row
 * from being created twice.
 */
import { writeFile } from 'node:fs/promises';
import { csvQuote } from '../../output/format.js';
import { csvHeader, inputKind } from './input-rows.js';

export async function writeFailedRows(
  file: string,
  input: string,
  failed: readonly { readonly row: number; readonly source: readonly string[] | string }[],
): Promise<void> {
  const rows = [...failed].sort((a, b) => a.row - b.row);
  if (inputKind(input) === 'ndjson') {
    await writeFile(file, rows.map((r) => `${r.source as string}\n`).join(''));
    return;
  }
  const line = (cells: readonly string[]) => `${cells.map(csvQuote).join(',')}\r\n`;
  await writeFile(file, [await csvHeader(input), ...rows.map((r) => r.source as readonly string[])].map(line).join(''));
}
