/**
 * One import run: every row of the file gets exactly one outcome, and none is created twice.
 *
 * - A row with an `id` is an update (`patch`): setting values again is harmless, so it is simply sent.
 * - Any other row is a create. Its `sent` mark is in the journal before the request leaves; a create whose
 *   answer never came (a kill, a lost connection, a 500: `OutcomeUnknownError`) is `unknown` until settled.
 * - With `--key <property>`, a property whose value is unique to a row (an email), no row whose key a record
 *   already has is created: before rows are sent, one lookup per hundred rows (`{key}_in`) finds the records of
 *   their keys, and such a row is `present` (done, with that record's id); a key several records have leaves
 *   the row `unknown`, with the count. A create with an unknown outcome is settled the same way, by a lookup once
 *   the file is done. Without `--key` an unknown row is never sent again: it is reported, and the user checks it.
 * - On a resumed run (the journal knows rows by what they hold, so the file may have been edited), rows already
 *   done are skipped, failed rows are sent again (the service refused them, so nothing was made), and rows sent
 *   without an outcome are settled first.
 *
 * Calls go through the records client: the account's shared rate limit paces them (150/s), its retries apply.
 */
import { AbortError } from '@platform-sdk/runtime';
import { outcomeOfFailure, stopsTheRun } from '@platform-sdk/runtime/records';
import type { RecordsEntry } from '../records-package.js';
import { type InputRow, readRows } from './input-rows.js';
import type { Journal, RowState } from './journal.js';

const isDone = (state: RowState | undefined) => state?.state === 'created' || state?.state === 'updated';

export interface ImportSummary {
  /** Rows of the file seen by this run. */
  rows: number;
  created: number;
  updated: number;
  /** Done in an earlier run of this journal. */
  alreadyDone: number;
  /** Not created: a record with the row's `--key` value was there already. */
  present: number;
  readonly failed: { readonly row: number; readonly reason: string; readonly source: readonly string[] | string }[];
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

/** Keys looked up at once: one query of `{key}_in` per this many rows (a page of 100 records answers it). */
const LOOKUP_BATCH = 100;

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
    present: 0,
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
  const stopRun = (error: unknown) => {
    summary.stopped ??= reasonOf(error);
    stop.abort(error);
  };
  /** Rows whose create is unknown in this run, kept to settle them once the file is done. */
  const unsettled = new Map<number, InputRow>();

  const bodyOf = (row: InputRow): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(row.values).filter(([name]) => name !== idProperty && properties[name]?.readOnly !== true),
    );

  const fail = (row: InputRow, state: 'failed' | 'unknown', reason: string) => {
    journal.record(row.row, row.fingerprint, { state, reason });
    if (state === 'failed') summary.failed.push({ row: row.row, reason, source: row.source });
    else summary.unknown.push({ row: row.row, reason });
  };

  const isUpdate = (row: InputRow) => {
    const id = row.values[idProperty];
    return id !== undefined && id !== null && id !== '';
  };
  const keyOf = (row: InputRow) => (options.key === undefined ? undefined : row.values[options.key]);

  /** The records that hold each of these key values: their ids by value (as JSON text). */
  const lookup = async (values: readonly unknown[]): Promise<Map<string, string[]>> => {
    const found = new Map<string, string[]>();
    const key = options.key ?? '';
    const filter = values.length === 1 ? { [`${key}_eq`]: values[0] } : { [`${key}_in`]: [...values] };
    for await (const record of records.queryAll({ filter }, { signal: stop.signal })) {
      const value = JSON.stringify(record[key]);
      found.set(value, [...(found.get(value) ?? []), String(record[idProperty])]);
    }
    return found;
  };

  /** What a lookup by key says of a row: created before (the id), not there, or held by several records. */
  type Existing = { readonly id: string } | { readonly count: number } | 'none';
  const existingOf = (found: Map<string, string[]>, row: InputRow): Existing => {
    const ids = found.get(JSON.stringify(keyOf(row))) ?? [];
    if (ids.length === 0) return 'none';
    return ids.length === 1 ? { id: ids[0] ?? '' } : { count: ids.length };
  };

  const send = async (row: InputRow, settle: boolean, existing?: Existing): Promise<void> => {
    if (row.problem !== undefined) return fail(row, 'failed', row.problem);
    const update = isUpdate(row);
    if (!update && options.key !== undefined && (keyOf(row) ?? '') === '')
      return fail(row, 'failed', `no value for the key property ${options.key}`);
    try {
      if (!update && options.key === undefined && settle)
        return fail(row, 'unknown', 'sent before without an answer; give --key to settle it by a lookup');
      if (!update && options.key !== undefined) {
        const found = existing ?? existingOf(await lookup([keyOf(row)]), row);
        if (typeof found === 'object' && 'count' in found)
          return fail(row, 'unknown', `${found.count} records have ${options.key} = ${JSON.stringify(keyOf(row))}`);
        if (found !== 'none') {
          journal.record(row.row, row.fingerprint, { state: 'created', id: found.id });
          if (settle) summary.created++;
          else summary.present++;
          return;
        }
      }
      journal.record(row.row, row.fingerprint, { state: 'sent' });
      if (update) {
        const id = row.values[idProperty];
        const record = await records.patch(String(id), bodyOf(row));
        journal.record(row.row, row.fingerprint, { state: 'updated', id: String(record[idProperty] ?? id) });
        summary.updated++;
      } else {
        const record = await records.create(bodyOf(row));
        journal.record(row.row, row.fingerprint, { state: 'created', id: String(record[idProperty]) });
        summary.created++;
      }
    } catch (error) {
      // Every further row would meet it too (credentials refused, the shared rate limit's store unreachable).
      if (stopsTheRun(error)) stopRun(error);
      const outcome = outcomeOfFailure(error);
      if (outcome === 'unknown' && !update && !(error instanceof AbortError)) unsettled.set(row.row, row);
      fail(row, outcome, reasonOf(error));
    }
  };

  /**
   * The rows to send, each with what the journal knows of it and, with `--key`, what a lookup of its key found:
   * read a batch at a time, so a hundred creates cost one lookup.
   */
  type Pending = { readonly row: InputRow; readonly before: RowState | undefined; existing?: Existing };
  const batches = async function* (): AsyncGenerator<Pending[]> {
    let batch: Pending[] = [];
    for await (const row of readRows(file, entry.definition)) {
      batch.push({ row, before: journal.stateOf(row.row, row.fingerprint) });
      if (batch.length >= LOOKUP_BATCH) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  };
  /** A batch with what a lookup of its keys found (none without `--key`). */
  const looked = async (batch: Pending[]): Promise<Pending[]> => {
    const keys = batch
      .filter((p) => p.row.problem === undefined && !isDone(p.before) && !isUpdate(p.row))
      .map((p) => keyOf(p.row))
      .filter((value) => value !== undefined && value !== null && value !== '');
    if (options.key === undefined || keys.length === 0) return batch;
    const found = await lookup([...new Map(keys.map((k) => [JSON.stringify(k), k])).values()]);
    for (const p of batch) p.existing = existingOf(found, p.row);
    return batch;
  };
  // The next batch is read and looked up while this one is sent, so the workers never wait for a lookup.
  const pending = async function* (): AsyncGenerator<Pending> {
    const source = batches();
    const prepare = () => {
      const prepared = source.next().then(async (r) => (r.done === true ? undefined : await looked(r.value)));
      // A lookup ahead that fails after the workers stopped (Ctrl-C aborts it) is no unhandled rejection.
      prepared.catch(() => {});
      return prepared;
    };
    let next = prepare();
    for (;;) {
      const current = await next;
      if (current === undefined) return;
      next = prepare();
      yield* current;
    }
  };

  const rows = pending();
  const worker = async () => {
    while (!stop.signal.aborted) {
      let next: IteratorResult<Pending>;
      try {
        next = await rows.next();
      } catch (error) {
        // A read or a lookup ahead failed: the run stops, and the other workers' calls in flight still end and
        // write their outcomes before the journal is closed.
        stopRun(error);
        return;
      }
      if (next.done === true) return;
      const { row, before, existing } = next.value;
      summary.rows++;
      if (isDone(before)) summary.alreadyDone++;
      else await send(row, before?.state === 'sent' || before?.state === 'unknown', existing);
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
