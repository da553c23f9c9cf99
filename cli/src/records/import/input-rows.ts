/**
 * The rows of an import file, numbered from 1 in file order: CSV (a header row of property names, cells read by
 * output/cells.ts, an empty cell leaves the property out) or NDJSON (one JSON object per line; blank lines are
 * skipped but keep the numbering of the lines after them stable). Streamed: the file is never read whole.
 * A malformed row is not dropped: it comes as a row with `problem`, which the import reports as failed.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { CsvParser } from '@platform-sdk/runtime/internal';
import { fromCell } from '../../output/cells.js';

export interface InputRow {
  /** 1 for the first record of the file. */
  readonly row: number;
  readonly values: Readonly<Record<string, unknown>>;
  /** Why the row cannot be read, if it cannot. */
  readonly problem?: string;
}

export function inputKind(file: string): 'csv' | 'ndjson' {
  return file.toLowerCase().endsWith('.csv') ? 'csv' : 'ndjson';
}

async function* csvRows(file: string): AsyncGenerator<InputRow> {
  const parser = new CsvParser();
  let header: string[] | undefined;
  let row = 0;
  const records = async function* () {
    for await (const chunk of createReadStream(file, { encoding: 'utf8' })) yield* parser.push(chunk as string);
    yield* parser.end();
  };
  for await (const record of records()) {
    if (header === undefined) {
      header = record.values.map((name) => name.replace(/^\uFEFF/, '').trim());
      continue;
    }
    row++;
    if (record.values.length === 1 && record.values[0] === '') {
      row--;
      continue;
    }
    if (record.values.length !== header.length) {
      yield {
        row,
        values: {},
        problem: `line ${record.line}: ${record.values.length} cells, the header has ${header.length}`,
      };
      continue;
    }
    const values: Record<string, unknown> = {};
    header.forEach((name, i) => {
      const value = fromCell(record.values[i] ?? '');
      if (value !== undefined) values[name] = value;
    });
    yield { row, values };
  }
}

async function* ndjsonRows(file: string): AsyncGenerator<InputRow> {
  let row = 0;
  for await (const line of createInterface({
    input: createReadStream(file, { encoding: 'utf8' }),
    crlfDelay: Infinity,
  })) {
    if (line.trim() === '') continue;
    row++;
    try {
      const value: unknown = JSON.parse(line);
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        yield { row, values: {}, problem: 'the line is not a JSON object' };
      else yield { row, values: value as Record<string, unknown> };
    } catch (error) {
      yield { row, values: {}, problem: `not JSON: ${(error as Error).message}` };
    }
  }
}

export function readRows(file: string): AsyncGenerator<InputRow> {
  return inputKind(file) === 'csv' ? csvRows(file) : ndjsonRows(file);
}
