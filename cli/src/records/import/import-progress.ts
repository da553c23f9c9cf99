/**
 * How far an import is, on stderr: the rows of the file are counted first (one quick read), so each line says
 * the row at hand of how many, the share done, the rate and the time left at that rate. On a terminal one line
 * redrawn in place; in a log (`PLATFORM_SDK_PROGRESS=plain`) a line per tenth of the file; `off` shows nothing.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { CsvParser } from '@platform-sdk/runtime/internal';
import { progressMode } from '../../../../command-line/progress.mjs';
import type { Context } from '../../context.js';
import { inputKind } from './input-rows.js';
import type { ImportSummary } from './import-run.js';

/** Rows of an import file: CSV records after the header, or NDJSON lines that are not blank. */
async function countRows(file: string): Promise<number> {
  let rows = 0;
  if (inputKind(file) === 'ndjson') {
    for await (const line of createInterface({ input: createReadStream(file, { encoding: 'utf8' }) }))
      if (line.trim() !== '') rows++;
    return rows;
  }
  const parser = new CsvParser();
  const count = (records: Iterable<{ values: readonly string[] }>) => {
    for (const record of records) if (!(record.values.length === 1 && record.values[0] === '')) rows++;
  };
  for await (const chunk of createReadStream(file, { encoding: 'utf8' })) count(parser.push(chunk as string));
  count(parser.end());
  return Math.max(rows - 1, 0);
}

/** `1h 02m`, `3m 07s`, `12s`. */
export function duration(seconds: number): string {
  const s = Math.max(Math.round(seconds), 0);
  if (s >= 3600) return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
  if (s >= 60) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
  return `${s}s`;
}

/** Rows with an outcome: done in this run or an earlier one, failed or unknown. */
function finished(s: ImportSummary): number {
  return s.created + s.updated + s.present + s.alreadyDone + s.failed.length + s.unknown.length;
}

/** The progress line of an import after `seconds`, of `total` rows. */
export function progressLine(summary: ImportSummary, total: number, seconds: number): string {
  const done = finished(summary);
  const sent = done - summary.alreadyDone;
  const rate = seconds > 0 ? sent / seconds : 0;
  const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
  const left = rate > 0 ? ` · ${duration((total - done) / rate)} left` : '';
  return (
    `row ${done} of ${total} (${percent}%): ${summary.created} created, ${summary.updated} updated, ` +
    `${summary.failed.length} failed · ${rate.toFixed(0)}/s${left}`
  );
}

export async function importProgress(
  context: Context,
  file: string,
): Promise<{ show(summary: ImportSummary): void; end(): void } | undefined> {
  const mode = progressMode(context.io.stderr, context.io.env);
  if (mode === 'off') return undefined;
  const total = await countRows(file);
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  let shown = 0;
  let live = false;
  return {
    show(summary) {
      if (mode === 'live') {
        const done = finished(summary);
        if (done % 50 !== 0 && done !== total) return;
        context.io.stderr.write(`\r\u001b[2K${progressLine(summary, total, seconds())}`);
        live = true;
        return;
      }
      const tenth = total > 0 ? Math.floor((finished(summary) * 10) / total) : 10;
      if (tenth <= shown) return;
      shown = tenth;
      context.say(progressLine(summary, total, seconds()));
    },
    end() {
      if (live) context.io.stderr.write('\r\u001b[2K');
    },
  };
}
