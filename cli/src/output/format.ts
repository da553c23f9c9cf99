/**
 * How answers are printed: `--format table` (the default on a terminal) lines the rows up for reading; `json`
 * (the default when stdout is a file or a pipe), `ndjson` (one JSON value per line) and `csv` (a header row, then
 * one row per item, cells as cells.ts writes them) are for scripts. Rows stream: ndjson and csv write each row
 * as it comes; json writes one array; table waits for the rows so its columns line up.
 */
import type { Writable } from 'node:stream';
import { UsageError } from '../exit-codes.js';
import { toCell } from './cells.js';

export const FORMATS = ['table', 'json', 'ndjson', 'csv'] as const;
export type Format = (typeof FORMATS)[number];

export function formatOf(option: string | undefined, out: { readonly isTTY?: boolean }): Format {
  if (option === undefined) return out.isTTY === true ? 'table' : 'json';
  if ((FORMATS as readonly string[]).includes(option)) return option as Format;
  throw new UsageError(`--format must be one of ${FORMATS.join(', ')} (got ${JSON.stringify(option)})`);
}

/** JSON that keeps bigints as decimal strings (ids above 2^53). */
export function jsonText(value: unknown, indent?: number): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), indent);
}

export function csvQuote(cell: string): string {
  return /[",\r\n]/.test(cell) || cell !== cell.trim() ? `"${cell.replace(/"/g, '""')}"` : cell;
}

function tableText(rows: readonly Record<string, unknown>[], columns: readonly string[]): string {
  const cells = rows.map((row) => columns.map((c) => toCell(row[c]).replace(/\s+/g, ' ')));
  const widths = columns.map((c, i) => Math.min(60, Math.max(c.length, ...cells.map((r) => r[i]?.length ?? 0))));
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => {
        const width = widths[i] ?? 0;
        return v.length > width ? `${v.slice(0, width - 1)}…` : v.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

export interface RowWriter {
  write(row: Record<string, unknown>): Promise<void>;
  /** Ends the output (writes what table and json held back); the stream stays open. */
  end(): Promise<void>;
}

function writeTo(out: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    out.write(text, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * How a value becomes a CSV cell: `text` writes strings as they are (reports: every value is text), `lossless`
 * as cells.ts does, so that values read back with their types; a function writes each column's value its own way
 * (records, by their properties' item types).
 */
export type CellMode = 'text' | 'lossless' | ((column: string, value: unknown) => string);

function textCell(_column: string, value: unknown): string {
  return typeof value === 'string' ? value : toCell(value);
}

function losslessCell(_column: string, value: unknown): string {
  return toCell(value);
}

/** A writer of rows; `columns` fixes the columns (csv, table), else they are the first row's keys. */
export function rowWriter(
  out: Writable,
  format: Format,
  columns?: readonly string[],
  cells: CellMode = 'text',
): RowWriter {
  const cell = typeof cells === 'function' ? cells : cells === 'lossless' ? losslessCell : textCell;
  let header: readonly string[] | undefined = columns;
  const held: Record<string, unknown>[] = [];
  let first = true;
  return {
    async write(row) {
      if (format === 'ndjson') return writeTo(out, `${jsonText(row)}\n`);
      if (format === 'json') {
        const text = `${first ? '[\n' : ',\n'}${jsonText(row)}`;
        first = false;
        return writeTo(out, text);
      }
      if (format === 'table') {
        held.push(row);
        return;
      }
      let text = '';
      if (header === undefined || first) {
        header ??= Object.keys(row);
        text += `${header.map(csvQuote).join(',')}\r\n`;
        first = false;
      }
      return writeTo(out, `${text}${header.map((c) => csvQuote(cell(c, row[c]))).join(',')}\r\n`);
    },
    async end() {
      if (format === 'json') return writeTo(out, first ? '[]\n' : '\n]\n');
      if (format === 'csv' && first && header !== undefined)
        return writeTo(out, `${header.map(csvQuote).join(',')}\r\n`);
      if (format !== 'table') return;
      const cols = header ?? [...new Set(held.flatMap((row) => Object.keys(row)))];
      if (held.length === 0) return writeTo(out, '(no rows)\n');
      return writeTo(out, `${tableText(held, cols)}\n`);
    },
  };
}

/**
 * Prints one answer: a list of objects as rows, an object with an `items` list as its rows; in csv and ndjson any
 * other object is one row; json prints it whole, table one line per member.
 */
export async function printValue(
  out: Writable,
  format: Format,
  value: unknown,
  cells: CellMode = 'text',
): Promise<void> {
  if (value === undefined) return;
  const isObject = typeof value === 'object' && value !== null;
  const rows = Array.isArray(value)
    ? value
    : isObject && Array.isArray((value as { items?: unknown }).items)
      ? (value as { items: unknown[] }).items
      : isObject && (format === 'csv' || format === 'ndjson')
        ? [value]
        : undefined;
  if (format === 'json' || (rows === undefined && format !== 'table')) return writeTo(out, `${jsonText(value, 2)}\n`);
  if (rows === undefined) {
    const entries = typeof value === 'object' && value !== null ? Object.entries(value) : [['value', value]];
    const width = Math.max(...entries.map(([k]) => String(k).length));
    return writeTo(out, `${entries.map(([k, v]) => `${String(k).padEnd(width)}  ${toCell(v)}`).join('\n')}\n`);
  }
  const writer = rowWriter(out, format, undefined, cells);
  for (const row of rows) await writer.write(typeof row === 'object' && row !== null ? row : { value: row });
  await writer.end();
}
