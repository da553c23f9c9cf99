/**
 * The rows that failed, as a file of their own in the input's format (`import --failed <file>`): a CSV file
 * gets the input's header and each failed row's cells as the input had them (with its byte order mark when it had
 * one, as spreadsheets write and read UTF-8 CSV), an NDJSON file each failed line.
 * Fixed, it is imported as it is; the rows done are in the journal of the input, and `--key` keeps any row
 * from being created twice.
 */
import { open, writeFile } from 'node:fs/promises';
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
  const lines = [await csvHeader(input), ...rows.map((r) => r.source as readonly string[])].map(line);
  await writeFile(file, `${(await startsWithBom(input)) ? '\uFEFF' : ''}${lines.join('')}`);
}

/** Whether a file starts with the UTF-8 byte order mark. */
async function startsWithBom(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(3), 0, 3, 0);
    return bytesRead === 3 && buffer.toString('utf8') === '\uFEFF';
  } finally {
    await handle.close();
  }
}
