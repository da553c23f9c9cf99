/**
 * Polling a resource until it reaches a state: what the waits of each API (the mail module's `waitForSendList`
 * and `waitForDelivery`, the database module's `waitForDefinition`) share. Every poll goes through the client,
 * so it keeps to the client's rate limit, retries and token handling; the wait ends when the signal aborts.
 */
import { AbortError, SdkError } from '../errors/call-errors.js';
import type { CallOptions } from '../contract/operation.js';
import { sleep } from '../util/abort.js';

/** Time between two polls unless the caller gives `intervalMs`: 2 s, a small share of the 5 calls per second. */
export const DEFAULT_WAIT_INTERVAL_MS = 2_000;

export interface WaitOptions {
  /** Ends the wait with `AbortError` (`AbortSignal.timeout(ms)` bounds it in time). */
  readonly signal?: AbortSignal;
  /** Time between polls, ms; default `DEFAULT_WAIT_INTERVAL_MS`. */
  readonly intervalMs?: number;
}

/** Polls `read` until `decide` says done (a value) or throws; waits `intervalMs` between polls. */
export async function poll<T, R>(
  operationId: string,
  read: (options: CallOptions) => Promise<T>,
  decide: (value: T) => R | undefined,
  options: WaitOptions,
): Promise<R> {
  const intervalMs = options.intervalMs ?? DEFAULT_WAIT_INTERVAL_MS;
  if (!(intervalMs >= 0) || !Number.isFinite(intervalMs)) {
    throw new TypeError(
      `${operationId}: intervalMs must be a finite number of milliseconds >= 0, not ${String(intervalMs)}.`,
    );
  }
  const { signal } = options;
  try {
    for (;;) {
      const done = decide(await read(signal === undefined ? {} : { signal }));
      if (done !== undefined) return done;
      await sleep(intervalMs, signal);
    }
  } catch (error) {
    if (signal?.aborted && !(error instanceof SdkError && error.kind === 'abort'))
      throw new AbortError(operationId, signal.reason);
    throw error;
  }
}
