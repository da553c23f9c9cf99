/**
 * The rows of an import file, numbered from 1 in file order: CSV (a header row of property names, each cell read
 * by its property's item type (../record-values.ts), an empty cell leaves the property out) or NDJSON (one JSON object per line; blank lines are
 * skipped but keep the numbering of the lines after them stable). Streamed: the file is never read whole.
 * A malformed row is not dropped: it comes as a row with `problem`, which the import reports as failed.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { CsvParser } from '@platform-sdk/runtime/internal';
import type { RecordsDefinition } from '@platform-sdk/runtime/records';
import { ValueRuleError, valueOf } from '../record-values.js';

export interface InputRow {
  /** 1 for the first record of the file. */
  readonly row: number;
  readonly values: Readonly<Record<string, unknown>>;
  /** Why the row cannot be read, if it cannot. */
  readonly problem?: string;
  /**
   * What the row holds, as a digest of its text, with how many rows before it held the same: the journal knows a
   * row by it, so a row done is known when other lines of the file change or move.
   */
  readonly fingerprint: string;
  /** The row as the file has it: its CSV cells, or its NDJSON line (for the file of failed rows). */
  readonly source: readonly string[] | string;
}

/** Fingerprints of rows in file order: a digest of the row's text and its occurrence among equal rows. */
function fingerprints(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const digest = createHash('sha256').update(text).digest('base64url').slice(0, 22);
    const n = (seen.get(digest) ?? 0) + 1;
    seen.set(digest, n);
    return `${digest}.${n}`;
  };
}

export function inputKind(file: string): 'csv' | 'ndjson' {
  return file.toLowerCase().endsWith('.csv') ? 'csv' : 'ndjson';
}

function csvRecords(file: string) {
  const parser = new CsvParser();
  return (async function* () {
    for await (const chunk of createReadStream(file, { encoding: 'utf8' })) yield* parser.push(chunk as string);
    yield* parser.end();
  })();
}

function headerOf(values: readonly string[]): string[] {
  return values.map((name) => name.replace(/^\uFEFF/, '').trim());
}

/** The column names of a CSV file's header row (none for an empty file). */
export async function csvHeader(file: string): Promise<string[]> {
  const records = csvRecords(file);
  try {
    const first = await records.next();
    return first.done === true ? [] : headerOf(first.value.values);
  } finally {
    await records.return(undefined);
  }
}

async function* csvRows(file: string, definition: RecordsDefinition): AsyncGenerator<InputRow> {
  let header: string[] | undefined;
  let row = 0;
  const fingerprintOf = fingerprints();
  for await (const record of csvRecords(file)) {
    if (header === undefined) {
      header = headerOf(record.values);
      continue;
    }
    row++;
    if (record.values.length === 1 && record.values[0] === '') {
      row--;
      continue;
    }
    const source = record.values;
    // The cells by column name: a column moved to another place leaves a row the same row.
    const fingerprint = fingerprintOf(JSON.stringify(header.map((name, i) => [name, source[i] ?? ''])));
    if (record.values.length !== header.length) {
      yield {
        row,
        values: {},
        problem: `line ${record.line}: ${record.values.length} cells, the header has ${header.length}`,
        fingerprint,
        source,
      };
      continue;
    }
    const values: Record<string, unknown> = {};
    let problem: string | undefined;
    header.forEach((name, i) => {
      const cell = record.values[i] ?? '';
      if (cell === '' || problem !== undefined) return;
      try {
        values[name] = valueOf(definition.properties[name], cell, true);
      } catch (error) {
        if (!(error instanceof ValueRuleError)) throw error;
        problem = `column ${name}: ${error.message}`;
      }
    });
    yield problem === undefined
      ? { row, values, fingerprint, source }
      : { row, values: {}, problem, fingerprint, source };
  }
}

async function* ndjsonRows(file: string): AsyncGenerator<InputRow> {
  let row = 0;
  const fingerprintOf = fingerprints();
  for await (const line of createInterface({
    input: createReadStream(file, { encoding: 'utf8' }),
    crlfDelay: Infinity,
  })) {
    if (line.trim() === '') continue;
    row++;
    const at = { fingerprint: fingerprintOf(line.trim()), source: line };
    try {
      const value: unknown = JSON.parse(line);
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        yield { row, values: {}, problem: 'the line is not a JSON object', ...at };
      else yield { row, values: value as Record<string, unknown>, ...at };
    } catch (error) {
      yield { row, values: {}, problem: `not JSON: ${(error as Error).message}`, ...at };
    }
  }
}

export function readRows(file: string, definition: RecordsDefinition): AsyncGenerator<InputRow> {
  return inputKind(file) === 'csv' ? csvRows(file, definition) : ndjsonRows(file);
}
