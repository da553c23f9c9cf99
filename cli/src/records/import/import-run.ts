/**
 * One import run: every row of the file gets exactly one outcome, and none is created twice.
 *
 * - A row with an `id` is an update (`patch`): setting values again is harmless, so it is simply sent.
 * - Any other row is a create. Its `sent` mark is in the journal before the request leaves; a create whose
 *   answer never came (a kill, a lost connection, a 500: `OutcomeUnknownError`) is `unknown` until settled.
 * - Settling needs `--key <property>`, a property whose value is unique to a row (an email): one lookup
 *   (`{key}_eq`) finds the record the create made (then the row is `created`), or finds none (then it is sent
 *   again), or finds several (it stays `unknown`, with the count). Without `--key` an unknown row is never sent
 *   again: it is reported, and the user checks it.
 * - On a resumed run, rows already created or updated are skipped, failed rows are sent again (the service
 *   refused them, so nothing was made), and rows sent without an outcome are settled first.
 *
 * Calls go through the records client: the account's shared rate limit paces them (150/s), its retries apply.
 */
import { AbortError, SdkError } from '@platform-sdk/runtime';
import { outcomeOfFailure } from '@platform-sdk/runtime/records';
import type { RecordsEntry } from '../records-package.js';
import { type InputRow, readRows } from './input-rows.js';
import type { Journal } from './journal.js';

export interface ImportSummary {
  /** Rows of the file seen by this run. */
  rows: number;
  created: number;
  updated: number;
  /** Done in an earlier run of this journal. */
  alreadyDone: number;
  readonly failed: { readonly row: number; readonly reason: string }[];
  readonly unknown: { readonly row: number; readonly reason: string }[];
  /** Why the run stopped before the end of the file, if it did. */
  stopped: string | undefined;
}

export interface ImportOptions {
  /** A property unique to each row (`email`), to settle creates with an unknown outcome by a lookup. */
  readonly key: string | undefined;
  /** Calls in flight at once; the shared rate limit paces them. */
  readonly concurrency: number;
  /** Stops taking rows (Ctrl-C); calls in flight end normally, so their outcomes are known. */
  readonly signal: AbortSignal;
  readonly onProgress?: (summary: ImportSummary) => void;
}

/** Errors every further row would meet as well: the run stops rather than repeat them. */
const FOR_EVERY_ROW: ReadonlySet<string> = new Set(['unauthorized', 'forbidden', 'access-token', 'authentication']);

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function runImport(
  entry: RecordsEntry,
  file: string,
  journal: Journal,
  options: ImportOptions,
): Promise<ImportSummary> {
  const summary: ImportSummary = {
    rows: 0,
    created: 0,
    updated: 0,
    alreadyDone: 0,
    failed: [],
    unknown: [],
    stopped: undefined,
  };
  const records = entry.namespace();
  const { properties } = entry.definition;
  const idProperty = entry.definition.idParameter;
  const stop = new AbortController();
  const onAbort = () => stop.abort(options.signal.reason);
  options.signal.addEventListener('abort', onAbort, { once: true });
  /** Rows whose create is unknown in this run, kept to settle them once the file is done. */
  const unsettled = new Map<number, InputRow>();

  const bodyOf = (row: InputRow): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(row.values).filter(([name]) => name !== idProperty && properties[name]?.readOnly !== true),
    );

  const fail = (row: number, state: 'failed' | 'unknown', reason: string) => {
    journal.record(row, { state, reason });
    summary[state].push({ row, reason });
  };

  /** The record a create of `row` made, by its key: its id, `none`, or how many match. */
  const lookup = async (row: InputRow): Promise<string | 'none' | number> => {
    const value = row.values[options.key ?? ''];
    const page = await records.query({ filter: { [`${options.key}_eq`]: value }, limit: 2 });
    if (page.items.length === 0) return 'none';
    if (page.items.length > 1) return page.items.length;
    return String(page.items[0]?.[idProperty]);
  };

  const send = async (row: InputRow, settle: boolean): Promise<void> => {
    if (row.problem !== undefined) return fail(row.row, 'failed', row.problem);
    const id = row.values[idProperty];
    const isUpdate = id !== undefined && id !== null && id !== '';
    if (!isUpdate && options.key !== undefined && (row.values[options.key] ?? '') === '')
      return fail(row.row, 'failed', `no value for the key property ${options.key}`);
    try {
      if (settle && !isUpdate) {
        if (options.key === undefined)
          return fail(row.row, 'unknown', 'sent before without an answer; give --key to settle it by a lookup');
        const found = await lookup(row);
        if (typeof found === 'number')
          return fail(
            row.row,
            'unknown',
            `${found} records have ${options.key} = ${JSON.stringify(row.values[options.key])}`,
          );
        if (found !== 'none') {
          journal.record(row.row, { state: 'created', id: found });
          summary.created++;
          return;
        }
      }
      journal.record(row.row, { state: 'sent' });
      if (isUpdate) {
        const record = await records.patch(String(id), bodyOf(row));
        journal.record(row.row, { state: 'updated', id: String(record[idProperty] ?? id) });
        summary.updated++;
      } else {
        const record = await records.create(bodyOf(row));
        journal.record(row.row, { state: 'created', id: String(record[idProperty]) });
        summary.created++;
      }
    } catch (error) {
      if (error instanceof SdkError && FOR_EVERY_ROW.has(error.kind)) {
        summary.stopped ??= reasonOf(error);
        stop.abort(error);
      }
      const outcome = outcomeOfFailure(error);
      if (outcome === 'unknown' && !isUpdate && !(error instanceof AbortError)) unsettled.set(row.row, row);
      fail(row.row, outcome, reasonOf(error));
    }
  };

  const rows = readRows(file);
  const worker = async () => {
    while (!stop.signal.aborted) {
      const next = await rows.next();
      if (next.done === true) return;
      const row = next.value;
      summary.rows++;
      const before = journal.states.get(row.row);
      if (before?.state === 'created' || before?.state === 'updated') summary.alreadyDone++;
      else await send(row, before?.state === 'sent' || before?.state === 'unknown');
      options.onProgress?.(summary);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  if (stop.signal.aborted) summary.stopped ??= reasonOf(stop.signal.reason);

  // The creates of this run whose outcome is unknown, settled now that the service has had time to finish them.
  if (options.key !== undefined && !stop.signal.aborted)
    for (const row of unsettled.values()) {
      const at = summary.unknown.findIndex((u) => u.row === row.row);
      if (at >= 0) summary.unknown.splice(at, 1);
      await send(row, true);
    }
  options.signal.removeEventListener('abort', onAbort);
  return summary;
}
