/**
 * A call's whole-call timeout (`totalTimeoutMs`): one clock over every attempt, every wait between them and
 * every rate-limit and token wait. It aborts the call's signal with a `TimeoutError` (`scope: 'total'`) as the
 * reason, so whatever the call was waiting for ends with that error; the retry loop asks `remainingMs` before
 * it starts a wait. A value of 0, a negative or a non-finite one means no total timeout.
 */
import { TimeoutError } from '../errors/call-errors.js';
import { anySignal } from '../util/abort.js';

/** setTimeout's largest delay; a longer total timeout is treated as none. */
const MAX_TIMER_MS = 2_147_483_647;

export class CallDeadline {
  /** The caller's signal joined with the total timeout; undefined when there is neither. */
  readonly signal: AbortSignal | undefined;
  readonly error: TimeoutError | undefined;
  private readonly controller: AbortController | undefined;
  private readonly handle: ReturnType<typeof setTimeout> | undefined;
  private readonly end: number;

  constructor(operationId: string, totalTimeoutMs: number | undefined, callerSignal: AbortSignal | undefined) {
    const timed = totalTimeoutMs !== undefined && totalTimeoutMs > 0 && totalTimeoutMs <= MAX_TIMER_MS;
    this.end = timed ? Date.now() + totalTimeoutMs : Infinity;
    if (!timed) {
      this.signal = callerSignal;
      return;
    }
    const controller = new AbortController();
    const error = new TimeoutError(operationId, totalTimeoutMs, 'total');
    this.controller = controller;
    this.error = error;
    this.handle = setTimeout(() => controller.abort(error), totalTimeoutMs);
    this.signal = anySignal([callerSignal, controller.signal]);
  }

  /** Whether the total timeout has run out. */
  get expired(): boolean {
    return this.controller?.signal.aborted === true;
  }

  remainingMs(): number {
    return this.end === Infinity ? Infinity : Math.max(0, this.end - Date.now());
  }

  /** Stops the clock (the call settled, or a streamed report handed out its first row). */
  clear(): void {
    clearTimeout(this.handle);
  }
}

/** The deadline of a call with neither a total timeout nor a signal of the caller's: nothing to keep per call. */
export const NO_DEADLINE = /*#__PURE__*/ new CallDeadline('', undefined, undefined);
