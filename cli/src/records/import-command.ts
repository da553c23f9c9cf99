/**
 * `platform records <definition> import <file.csv|file.ndjson|-> [--key email]`: creates (and, for rows with an
 * id, updates) records at the account's rate limit, with a journal beside the file (`<file>.journal`) so that a
 * run stopped by Ctrl-C, a kill or a crash is resumed by running the same command again: rows done are skipped,
 * rows that may have been done are settled by `--key` (import/import-run.ts). `-` reads standard input, which
 * cannot be read again: it has a journal only when `--journal` names one, and without it the summary lists the
 * rows done. Ends with a summary; exit code 6 when rows failed or are unknown, 130 when interrupted.
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
import { rowsDone, summaryLines } from './import/import-summary.js';
import { copyStandardInput } from './import/standard-input.js';
import type { RecordsEntry } from './records-package.js';
import { counted } from '../output/counted.js';

/**
 * Calls in flight by default: 64. The shared rate limit (150/s) paces them; 64 keep it busy while an answer takes
 * up to about 400 ms (a busy machine or a distant service), where the records client's bulk default (32) would
 * leave the limit unused.
 */
const DEFAULT_CONCURRENCY = 64;

function positiveInteger(raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be an integer of at least 1');
  return n;
}

interface ImportValues {
  readonly key?: string;
  readonly journal?: string;
  readonly failed?: string;
  readonly concurrency?: number;
}

/** The input of one run: a file, or the copy of standard input. */
interface Input {
  /** The file read. */
  readonly file: string;
  /** How messages name it: the file as given, or `standard input`. */
  readonly shown: string;
  /** What the journal's header names: the file, or `-`. */
  readonly source: string;
  /** The journal, and whether it outlives the run (a journal of standard input without --journal does not). */
  readonly journal: string;
  readonly kept: boolean;
}

export function importCommand(context: Context, entry: RecordsEntry): Command {
  const name = entry.definition.name;
  return new Command('import')
    .description(
      `Creates ${name} records from a CSV or NDJSON file, or - for standard input (rows with an id update that ` +
        "record), at the account's rate limit; run it again to resume after an interruption (standard input: " +
        'with --journal)',
    )
    .argument(
      '<file>',
      'the rows: .csv (a header of property names) or .ndjson (one JSON object per line); - reads them from ' +
        'standard input (NDJSON when it begins with {, CSV otherwise). A select cell is option values (2, [1,3]) ' +
        'or labels as the definition has them (Adult, case as it is; several: Adult, 3); a label two options ' +
        "share, or a cell that is one option's value and another's label, is refused: write the value as [2]",
    )
    .option('--key <property>', 'a property unique to each row (email), to settle rows whose outcome is unknown')
    .option(
      '--journal <file>',
      'the journal that makes the import resumable (default <file>.journal); standard input has one only when ' +
        'given (without, the summary lists the rows done)',
    )
    .option('--failed <file>', "write the rows that failed to this file, in the input's format, to fix and import")
    .option(
      '--concurrency <n>',
      `calls in flight at once (default ${DEFAULT_CONCURRENCY}); the account's rate limit paces them`,
      positiveInteger,
    )
    .action(async (file: string, values: ImportValues) => {
      if (file !== '-') {
        const journal = path.resolve(context.io.cwd, values.journal ?? `${file}.journal`);
        const input = path.resolve(context.io.cwd, file);
        return importInput(context, entry, values, {
          file: input,
          shown: file,
          source: input,
          journal,
          kept: true,
        });
      }
      const copy = await copyStandardInput(context.io.stdin ?? process.stdin);
      try {
        const journal = values.journal === undefined ? path.join(copy.folder, 'journal') : values.journal;
        await importInput(context, entry, values, {
          file: copy.file,
          shown: 'standard input',
          source: '-',
          journal: path.resolve(context.io.cwd, journal),
          kept: values.journal !== undefined,
        });
      } finally {
        await copy.remove();
      }
    });
}

async function importInput(context: Context, entry: RecordsEntry, values: ImportValues, input: Input): Promise<void> {
  const name = entry.definition.name;
  const key = values.key;
  if (key !== undefined && !entry.definition.properties[key]?.filter.split(' ').includes('eq'))
    throw new UsageError(`--key ${key}: ${name} has no property ${key} that can be looked up with eq`);
  let header: Awaited<ReturnType<typeof inputHeader>>;
  try {
    header = { ...(await inputHeader(name, input.file)), input: input.source };
  } catch (error) {
    throw new UsageError(`import: cannot read ${input.shown}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  if (inputKind(input.file) === 'csv') checkColumns(entry, input.shown, await csvHeader(input.file));
  const journal = Journal.open(input.journal, header);
  const journalName = path.relative(context.io.cwd, input.journal);
  if (journal.resumed) context.say(`resuming from ${journalName}`);
  if (!input.kept)
    context.say(
      'standard input has no journal: running this again imports every row again (--journal <file> makes it ' +
        'resumable, --key <property> skips rows whose key a record has)',
    );
  const interrupt = new AbortController();
  const onSignal = () => interrupt.abort(new Error('interrupted'));
  process.once('SIGINT', onSignal);
  const progress = await importProgress(context, input.file);
  const started = performance.now();
  let summary: ImportSummary;
  try {
    summary = await runImport(entry, input.file, journal, {
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
  const seconds = (performance.now() - started) / 1000;
  const places = input.kept ? { failed: journalName, unknown: journalName } : { failed: values.failed };
  for (const line of summaryLines(name, summary, places, seconds)) context.say(line);
  if (values.failed !== undefined && summary.failed.length > 0) {
    await writeFailedRows(path.resolve(context.io.cwd, values.failed), input.file, summary.failed);
    context.say(`${counted(summary.failed.length, 'failed row')} written to ${values.failed}`);
  }
  const incomplete = summary.stopped !== undefined || summary.failed.length > 0 || summary.unknown.length > 0;
  if (!input.kept && incomplete) {
    context.say(`rows done (created, updated or present): ${rowsDone(summary)}`);
    if (summary.stopped !== undefined) context.say(`rows after row ${summary.rows} were not sent`);
  }
  if (summary.stopped !== undefined) {
    const again = input.kept
      ? 'run the same command to resume'
      : `import the rows after row ${summary.rows} (and the failed ones) only: standard input has no journal`;
    context.say(`stopped before the end of the ${input.kept ? 'file' : 'input'}: ${summary.stopped}; ${again}`);
    if (interrupt.signal.aborted)
      throw new InterruptedError(
        input.kept
          ? `import of ${input.shown} interrupted; run it again to resume`
          : `import of ${input.shown} interrupted`,
      );
    throw new IncompleteError(
      input.kept
        ? `import of ${input.shown} stopped; the journal ${journalName} resumes it`
        : `import of ${input.shown} stopped`,
    );
  }
  if (summary.failed.length > 0 || summary.unknown.length > 0)
    throw new IncompleteError(
      `${counted(summary.failed.length, 'row')} failed and ${summary.unknown.length} unknown; ` +
        (input.kept
          ? `fix them in the ${input.source === '-' ? 'input' : 'file'} (or in the file of --failed) and run the ` +
            'same command again: rows done are skipped, also when other lines of the file changed'
          : 'standard input has no journal, so importing all of it again would create the rows done again: ' +
            // Named when this run wrote them: the user already gave --failed.
            (values.failed !== undefined && summary.failed.length > 0
              ? `import only the failed rows of ${values.failed} once fixed`
              : 'import only the failed rows once fixed (--failed <file> writes them)') +
            (summary.unknown.length > 0 ? ', and check the unknown ones, which may have been created' : '')),
    );
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
