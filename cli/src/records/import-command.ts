/**
 * `platform records <definition> import <file.csv|file.ndjson> [--key email]`: creates (and, for rows with an
 * id, updates) records at the account's rate limit, with a journal beside the file (`<file>.journal`) so that a
 * run stopped by Ctrl-C, a kill or a crash is resumed by running the same command again: rows done are skipped,
 * rows that may have been done are settled by `--key` (import/import-run.ts). Ends with a summary; exit code 6
 * when rows failed or are unknown, 130 when interrupted.
 */
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import type { Context } from '../context.js';
import { IncompleteError, InterruptedError, UsageError } from '../exit-codes.js';
import { type ImportSummary, runImport } from './import/import-run.js';
import { csvHeader, inputKind } from './import/input-rows.js';
import { inputHeader, Journal } from './import/journal.js';
import { writeFailedRows } from './import/failed-rows.js';
import { importProgress } from './import/import-progress.js';
import type { RecordsEntry } from './records-package.js';
import { counted } from '../output/counted.js';

/**
 * Calls in flight by default: 64. The shared rate limit (150/s) paces them; 64 keep it busy while an answer takes
 * up to about 400 ms (a busy machine or a distant service), where the records client's bulk default (32) would
 * leave the limit unused.
 */
const DEFAULT_CONCURRENCY = 64;

/** Rows listed per kind in the summary; the journal has every one. */
const LISTED = 20;

function summaryLines(name: string, summary: ImportSummary, journal: string, seconds: number): string[] {
  const rate = (summary.created + summary.updated) / seconds;
  const lines = [
    `${name} import: ${summary.created} created, ${summary.updated} updated, ${summary.failed.length} failed, ` +
      `${summary.unknown.length} unknown` +
      (summary.present > 0 ? `, ${summary.present} present already (by --key)` : '') +
      (summary.alreadyDone > 0 ? ` (${counted(summary.alreadyDone, 'row')} done by an earlier run)` : '') +
      ` in ${seconds.toFixed(1)} s (${rate.toFixed(1)} rows/s)`,
  ];
  for (const [kind, rows] of [
    ['failed', summary.failed],
    ['unknown', summary.unknown],
  ] as const) {
    const sorted = [...rows].sort((a, b) => a.row - b.row);
    for (const { row, reason } of sorted.slice(0, LISTED)) lines.push(`  row ${row} ${kind}: ${reason}`);
    if (sorted.length > LISTED) lines.push(`  ... ${sorted.length - LISTED} more ${kind} rows in ${journal}`);
  }
  return lines;
}

function positiveInteger(raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be an integer of at least 1');
  return n;
}

export function importCommand(context: Context, entry: RecordsEntry): Command {
  const name = entry.definition.name;
  return new Command('import')
    .description(
      `Creates ${name} records from a CSV or NDJSON file (rows with an id update that record), at the account's ` +
        'rate limit; run it again to resume after an interruption',
    )
    .argument(
      '<file>',
      'the rows: .csv (a header of property names) or .ndjson (one JSON object per line). A select cell is option ' +
        'values (2, [1,3]) or labels as the definition has them (Adult, case as it is; several: Adult, 3); a label ' +
        "two options share, or a cell that is one option's value and another's label, is refused: write the value " +
        'as [2]',
    )
    .option('--key <property>', 'a property unique to each row (email), to settle rows whose outcome is unknown')
    .option('--journal <file>', 'the journal that makes the import resumable (default <file>.journal)')
    .option('--failed <file>', "write the rows that failed to this file, in the input's format, to fix and import")
    .option(
      '--concurrency <n>',
      `calls in flight at once (default ${DEFAULT_CONCURRENCY}); the account's rate limit paces them`,
      positiveInteger,
    )
    .action(async (file: string, values: { key?: string; journal?: string; failed?: string; concurrency?: number }) => {
      const input = path.resolve(context.io.cwd, file);
      const key = values.key;
      if (key !== undefined && !entry.definition.properties[key]?.filter.split(' ').includes('eq'))
        throw new UsageError(`--key ${key}: ${name} has no property ${key} that can be looked up with eq`);
      const journalFile = path.resolve(context.io.cwd, values.journal ?? `${file}.journal`);
      let header: Awaited<ReturnType<typeof inputHeader>>;
      try {
        header = await inputHeader(name, input);
      } catch (error) {
        throw new UsageError(`import: cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
      }
      if (inputKind(input) === 'csv') checkColumns(entry, file, await csvHeader(input));
      const journal = Journal.open(journalFile, header);
      if (journal.resumed) context.say(`resuming from ${path.relative(context.io.cwd, journalFile)}`);
      const interrupt = new AbortController();
      const onSignal = () => interrupt.abort(new Error('interrupted'));
      process.once('SIGINT', onSignal);
      const progress = await importProgress(context, input);
      const started = performance.now();
      let summary: ImportSummary;
      try {
        summary = await runImport(entry, input, journal, {
          key,
          concurrency: values.concurrency ?? DEFAULT_CONCURRENCY,
          signal: interrupt.signal,
          ...(progress === undefined ? {} : { onProgress: progress.show }),
        });
      } finally {
        process.removeListener('SIGINT', onSignal);
        journal.close();
      }
      progress?.end();
      const journalName = path.relative(context.io.cwd, journalFile);
      const seconds = (performance.now() - started) / 1000;
      for (const line of summaryLines(name, summary, journalName, seconds)) context.say(line);
      if (values.failed !== undefined && summary.failed.length > 0) {
        await writeFailedRows(path.resolve(context.io.cwd, values.failed), input, summary.failed);
        context.say(`${counted(summary.failed.length, 'failed row')} written to ${values.failed}`);
      }
      if (summary.stopped !== undefined) {
        context.say(`stopped before the end of the file: ${summary.stopped}; run the same command to resume`);
        if (interrupt.signal.aborted)
          throw new InterruptedError(`import of ${file} interrupted; run it again to resume`);
        throw new IncompleteError(`import of ${file} stopped; the journal ${journalName} resumes it`);
      }
      if (summary.failed.length > 0 || summary.unknown.length > 0)
        throw new IncompleteError(
          `${counted(summary.failed.length, 'row')} failed and ${summary.unknown.length} unknown; fix them in the file ` +
            '(or in the file of --failed) and run the same command again: rows done are skipped, also when other ' +
            'lines of the file changed',
        );
    });
}

/**
 * The columns of a CSV file against the definition, before any row is sent: a column that is not a property
 * (a misspelt name) would fail every row, so it is refused once, naming the column and the properties.
 */
function checkColumns(entry: RecordsEntry, file: string, columns: readonly string[]): void {
  const { name, properties } = entry.definition;
  const seen = new Set<string>();
  for (const column of columns) {
    if (!Object.hasOwn(properties, column))
      throw new UsageError(
        `import: column ${JSON.stringify(column)} of ${file} is not a property of ${name} ` +
          `(properties: ${Object.keys(properties).join(', ')}); nothing was sent`,
      );
    if (seen.has(column))
      throw new UsageError(`import: column ${JSON.stringify(column)} of ${file} is given twice; nothing was sent`);
    seen.add(column);
  }
}
