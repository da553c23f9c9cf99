/**
 * `bulkCreate` and `bulkPatch`: many record calls with a bounded number in flight, so the account's shared rate
 * limit (the client-side bucket `database`) is kept busy without a queue of thousands of pending calls. The input
 * is read as calls free up (an array, any iterable, or an async iterable such as a file being parsed). Every
 * record read gets an outcome (types.ts `BulkOutcome`); none is dropped, and one that may or may not have been
 * performed is reported as `unknown`, never as done or failed.
 */
import { AbortError, ApiError, OutcomeUnknownError, SdkError } from '../../errors/call-errors.js';
import { RateLimitStoreError } from '../../rate-limit/redis-error.js';
import { RECORDS_DEFAULTS } from './limits.js';
import { BULK_CALL_OPTIONS, type BulkOptions, type BulkOutcome, type BulkProgress, type BulkResult } from './types.js';

/** Errors every further record would meet too: the run stops instead of repeating them. */
const FOR_EVERY_RECORD: ReadonlySet<string> = new Set(['unauthorized', 'forbidden', 'access-token', 'authentication']);

/**
 * What a failed call means for its record. The runtime ends a create or patch that the service may have
 * performed in `OutcomeUnknownError`, so every other SDK error says it was not (`failed`: refused before sending,
 * a 4xx, a 429 or 503 after the retries, a connection never made), and so does a `RateLimitStoreError`: the shared
 * rate limit's store failed before the request could leave. An abort of the caller's signal says nothing about
 * what had been sent, and an error this code does not know says nothing either: both are `unknown`.
 */
export function outcomeOfFailure(error: unknown): 'failed' | 'unknown' {
  if (error instanceof OutcomeUnknownError || error instanceof AbortError) return 'unknown';
  // The runtime wraps these; one that reaches here unwrapped still does not say whether it was done.
  if (error instanceof ApiError && error.status >= 500 && error.status !== 503) return 'unknown';
  return error instanceof SdkError || error instanceof RateLimitStoreError ? 'failed' : 'unknown';
}

/**
 * Whether every further call of a run would meet this failure too (credentials refused, the shared rate limit's
 * store unreachable): a run of many calls stops rather than repeat it.
 */
export function stopsTheRun(error: unknown): boolean {
  return (error instanceof SdkError && FOR_EVERY_RECORD.has(error.kind)) || error instanceof RateLimitStoreError;
}

type Source<I> = Iterable<I> | AsyncIterable<I>;

function iteratorOf<I>(items: Source<I>): Iterator<I> | AsyncIterator<I> {
  if (typeof items === 'object' && items !== null && Symbol.asyncIterator in items)
    return items[Symbol.asyncIterator]();
  if (typeof items === 'object' && items !== null && Symbol.iterator in items)
    return (items as Iterable<I>)[Symbol.iterator]();
  throw new TypeError('a bulk call takes an array, an iterable or an async iterable of records');
}

/** The options checked (a TypeError naming the option and the rule); the concurrency they ask for. */
function checkedConcurrency(name: string, options: BulkOptions): number {
  const known: readonly string[] = ['concurrency', 'onProgress', ...BULK_CALL_OPTIONS];
  for (const key of Object.keys(options)) {
    if (!known.includes(key))
      throw new TypeError(`${name} has no option "${key}"; its options are ${known.join(', ')}.`);
  }
  const concurrency = options.concurrency ?? RECORDS_DEFAULTS.bulkConcurrency;
  if (!Number.isSafeInteger(concurrency) || concurrency < 1) {
    throw new TypeError(`${name}: concurrency must be an integer of at least 1, not ${String(concurrency)}.`);
  }
  if (options.onProgress !== undefined && typeof options.onProgress !== 'function')
    throw new TypeError(`${name}: onProgress must be a function.`);
  return concurrency;
}

/**
 * Runs `send` for every item, at most `concurrency` at a time; `name` names the helper in option errors.
 * Resolves once every call it started has ended; rejects only for invalid options.
 */
export async function runBulk<I, R>(
  name: string,
  items: Source<I>,
  send: (item: I) => Promise<R>,
  options: BulkOptions = {},
): Promise<BulkResult<R>> {
  const concurrency = checkedConcurrency(name, options);
  const iterator = iteratorOf(items);
  const total = Array.isArray(items) ? items.length : undefined;
  const outcomes: BulkOutcome<R>[] = [];
  const counts = { succeeded: 0, failed: 0, unknown: 0, skipped: 0 };
  let read = 0;
  let stopped: { reason: unknown } | undefined;
  const stop = (reason: unknown): void => {
    stopped ??= { reason };
  };
  const signal = options.signal;
  const onAbort = (): void => stop(signal?.reason);
  if (signal?.aborted === true) onAbort();
  signal?.addEventListener('abort', onAbort, { once: true });

  const record = (outcome: BulkOutcome<R>): void => {
    outcomes[outcome.index] = outcome;
    counts[outcome.status]++;
    if (options.onProgress !== undefined) {
      const progress: BulkProgress = {
        done: counts.succeeded + counts.failed + counts.unknown + counts.skipped,
        total,
        ...counts,
      };
      options.onProgress(progress);
    }
  };

  // Reads are chained: an async generator, or a source that is not reentrant, is asked for one item at a time.
  let reading: Promise<unknown> = Promise.resolve();
  const next = (): Promise<IteratorResult<I> | undefined> => {
    const result = reading.then(async () => {
      if (stopped !== undefined) return undefined;
      try {
        return await iterator.next();
      } catch (error) {
        stop(error);
        return undefined;
      }
    });
    reading = result;
    return result;
  };

  const worker = async (): Promise<void> => {
    for (;;) {
      const item = await next();
      if (item === undefined || item.done === true) return;
      const index = read++;
      try {
        record({ index, status: 'succeeded', record: await send(item.value) });
      } catch (error) {
        const status = outcomeOfFailure(error);
        record(status === 'failed' ? { index, status, error } : { index, status, error });
        if (stopsTheRun(error)) stop(error);
      }
    }
  };

  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  if (stopped !== undefined) {
    if (total !== undefined) {
      for (let index = read; index < total; index++) record({ index, status: 'skipped', reason: stopped.reason });
    }
    await Promise.resolve(iterator.return?.()).catch(() => undefined);
  }
  return { outcomes, ...counts, ...(stopped === undefined ? {} : { stopped: { reason: stopped.reason, read } }) };
}
