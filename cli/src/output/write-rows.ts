/**
 * Where a stream of rows goes (a report, an export). To stdout they are written as they arrive. To a file
 * (`--out`) they go to a temporary file beside it, renamed into place only once the stream has ended without
 * error, so the file named is either complete or not there: a report whose Content-MD5 does not match, or an
 * export cut short, never leaves a file that looks whole.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { Context } from '../context.js';
import { type CellMode, type Format, rowWriter } from './format.js';

/** The value of `--out <file>`: `-` is standard output, as `-` is standard input to `import`, `--json` and `--csv`. */
export function outFile(value: string | undefined): string | undefined {
  return value === '-' ? undefined : value;
}

/** A file's format when none was asked for: by its extension, CSV unless it ends in .json or .ndjson. */
export function fileFormat(file: string, asked: Format | undefined): Format {
  if (asked !== undefined && asked !== 'table') return asked;
  if (file.endsWith('.ndjson') || file.endsWith('.jsonl')) return 'ndjson';
  return file.endsWith('.json') ? 'json' : 'csv';
}

export async function writeRows(
  context: Context,
  rows: AsyncIterable<Record<string, unknown>>,
  format: Format,
  out: string | undefined,
  options: {
    readonly columns?: readonly string[];
    /** How values become CSV cells (format.ts `CellMode`); default `text`. */
    readonly cells?: CellMode;
    readonly onRow?: (count: number) => void;
  } = {},
): Promise<number> {
  let count = 0;
  const pump = async (writer: ReturnType<typeof rowWriter>) => {
    for await (const row of rows) {
      await writer.write(row);
      count++;
      options.onRow?.(count);
    }
    await writer.end();
  };
  if (out === undefined) {
    await pump(rowWriter(context.io.stdout, format, options.columns, options.cells));
    return count;
  }
  const target = path.resolve(context.io.cwd, out);
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.partial`);
  const file = createWriteStream(temporary);
  try {
    await pump(rowWriter(file, format, options.columns, options.cells));
    file.end();
    await finished(file);
    await rename(temporary, target);
  } catch (error) {
    file.destroy();
    await rm(temporary, { force: true });
    throw error;
  }
  return count;
}
