/**
 * The retry loop around attempts (docs/runtime-defaults.md): full-jitter backoff or the server's
 * `Retry-After` plus jitter, at most `maxRetries` retries, one extra attempt after a 401 with a fresh token.
 * Retries never repeat what the service may have performed unless that is harmless: an operation of retry
 * class `unsafe` is retried only after failures that did nothing (unless the caller opts in), a 409 of class
 * `requestId` after an attempt that may have been performed is that attempt's success, and a DELETE whose
 * retry meets 404 after such an attempt is done.
 */
import { NotFoundError, NotReadyError, RateLimitError, SdkError, UnauthorizedError } from '../errors/call-errors.js';
import type { DuplicateRequestError } from '../errors/call-errors.js';
import type { RetryInfo, RetryOptions } from '../contract/operation.js';
import { abortReason, sleep, throwIfAborted } from '../util/abort.js';
import { isRetryableError, retryDelay, retryReason } from './retry.js';

/** How one attempt ended, for the client's log: one record per attempt. */
export interface AttemptRecord {
  /** 1 for the first attempt. */
  readonly attempt: number;
  readonly durationMs: number;
  /** The failure, or undefined when the attempt succeeded. */
  readonly error: unknown;
  /**
   * What comes next: nothing (`done`, `fail`), a retry after `delayMs`, one attempt with a fresh token, or
   * nothing because a DELETE met 404 after an attempt that may have deleted it (`gone`, counted as done).
   */
  readonly next: 'done' | 'fail' | 'retry' | 'refresh' | 'gone';
  readonly delayMs?: number;
}

/** What a call's attempts amounted to, kept up to date by the loop (read when the call fails). */
export interface CallOutcome {
  /** Attempts made so far. */
  attempts: number;
  /** Whether any attempt may have been performed by the service. */
  mayHaveActed: boolean;
  /** Whether the attempt the call ended with may have been performed. */
  lastMayHaveActed: boolean;
}

export function newOutcome(): CallOutcome {
  return { attempts: 0, mayHaveActed: false, lastMayHaveActed: false };
}

export interface RetryLoopConfig {
  readonly operationId: string;
  /** `false`: retries switched off (the 401 refresh still happens). */
  readonly retry: RetryOptions | false;
  /**
   * Whether failures that may have been performed are retried: yes for operations repeated freely and for
   * those with a requestId, no for retry class `unsafe` unless the call sets `retryUnsafe`.
   */
  readonly retryWhenActed: boolean;
  /** Whether the service may have acted on the attempt that just failed (transport/outcome.ts). */
  readonly mayHaveActed?: ((error: unknown) => boolean) | undefined;
  /** A DELETE: a 404 after an attempt that may have been performed means the resource is gone, as asked. */
  readonly isDelete?: boolean;
  /** Whether another 401 attempt can carry a different token. */
  readonly refreshOn401: boolean;
  /** How many token-endpoint 429s the call waits out (`token.rateLimitRetries`), apart from `maxRetries`. */
  readonly tokenRateLimitRetries?: number;
  /** Whether the request body can be sent again (a one-shot stream cannot). */
  readonly replayable: () => boolean;
  /** The caller's signal with the call's total timeout: ends every wait and attempt. */
  readonly signal: AbortSignal | undefined;
  /** Time left before the call's total timeout runs out, ms (Infinity without one). */
  readonly deadline?: { remainingMs(): number } | undefined;
  readonly random: () => number;
  readonly onRetry: ((info: RetryInfo) => void) | undefined;
  readonly onAttempt?: ((record: AttemptRecord) => void) | undefined;
  /** Updated after each attempt; the caller reads it when the call fails. */
  readonly outcome?: CallOutcome;
}

/** What the loop keeps across the attempts of one call. */
interface LoopState {
  readonly outcome: CallOutcome;
  retries: number;
  tokenWaits: number;
  refreshed: boolean;
}

/** The wait before the next attempt (undefined: none), what it is told as, and which budget it counts against. */
interface NextWait {
  readonly delayMs: number | undefined;
  readonly reason: Pick<RetryInfo, 'reason' | 'endpoint'>;
  readonly counts: 'retries' | 'tokenWaits' | undefined;
}

/** Tells the client's log how an attempt ended; undefined for a client that does not log. */
type Recorder = ((error: unknown, next: AttemptRecord['next'], delayMs?: number) => void) | undefined;

function nextWait(config: RetryLoopConfig, state: LoopState, error: unknown, acted: boolean): NextWait {
  const retry = config.retry;
  // The token endpoint refused the call a token: it waits exactly what the endpoint asked (the token cache sends
  // no request meanwhile, and every call waiting for that token comes back together to one request).
  if (error instanceof RateLimitError && error.endpoint === 'token') {
    const waitMs = error.waitMs ?? error.retryAfterMs;
    const waits = retry !== false && state.tokenWaits < (config.tokenRateLimitRetries ?? 0);
    const delayMs = waits && waitMs !== undefined && waitMs <= retry.maxRetryAfterMs ? waitMs : undefined;
    return { delayMs, reason: { reason: 429, endpoint: 'token' }, counts: 'tokenWaits' };
  }
  // Not ready yet (a 409 with Retry-After): nothing was done; wait what the service asked, for as long as the
  // call's total timeout allows, or without one as often as maxRetries allows. A Retry-After of 0 waits the
  // base delay, rather than asking again at once for as long as the total timeout lasts.
  if (error instanceof NotReadyError) {
    const bounded = Number.isFinite(config.deadline?.remainingMs() ?? Infinity);
    const wait = error.retryAfterMs;
    const waits =
      retry !== false && (bounded || state.retries < retry.maxRetries) && wait !== undefined && config.replayable();
    const delayMs = waits && wait <= retry.maxRetryAfterMs ? Math.max(wait, retry.baseDelayMs) : undefined;
    return { delayMs, reason: { reason: 409 }, counts: bounded ? undefined : 'retries' };
  }
  const delayMs =
    retry === false ||
    (acted && !config.retryWhenActed) ||
    state.retries >= retry.maxRetries ||
    !isRetryableError(error, retry.retryStatuses) ||
    !config.replayable()
      ? undefined
      : retryDelay(error, state.retries, retry, config.random);
  return { delayMs, reason: { reason: retryReason(error) }, counts: 'retries' };
}

/** The log's record of attempt `attempt`, started at `started`; made only for a client that logs. */
function recorder(config: RetryLoopConfig, attempt: number, started: number): Recorder {
  const onAttempt = config.onAttempt;
  if (onAttempt === undefined) return undefined;
  return (error, next, delayMs) =>
    onAttempt({
      attempt,
      durationMs: Date.now() - started,
      error,
      next,
      ...(delayMs === undefined ? {} : { delayMs }),
    });
}

/** After a failed attempt: the call's answer, its failure, or the next attempt (`again`) after its wait. */
async function afterFailure<T>(
  config: RetryLoopConfig,
  state: LoopState,
  error: unknown,
  record: Recorder,
  again: () => Promise<T>,
): Promise<T> {
  const { outcome } = state;
  const actedBefore = outcome.mayHaveActed;
  // Decided before anything else: an attempt cut short by an abort may still have reached the service.
  const acted = config.mayHaveActed?.(error) ?? false;
  outcome.lastMayHaveActed = acted;
  outcome.mayHaveActed ||= acted;
  if (config.signal?.aborted) {
    record?.(error, 'fail');
    throwIfAborted(config.signal);
  }
  // The token was refused (expired or revoked): the attempt dropped it, so try once with a new one.
  if (error instanceof UnauthorizedError && !state.refreshed && config.refreshOn401 && config.replayable()) {
    state.refreshed = true;
    record?.(error, 'refresh', 0);
    const attempt = outcome.attempts;
    config.onRetry?.({ operationId: config.operationId, attempt, delayMs: 0, reason: 401, tokenRefresh: true });
    return again();
  }
  // An earlier attempt of this call reached the service and was performed; its answer is ours. After attempts
  // that did nothing, the 409 is an earlier call's: the caller hears of it as on a first attempt.
  if (error instanceof SdkError && error.kind === 'duplicate-request' && actedBefore) {
    record?.(undefined, 'done');
    return (error as DuplicateRequestError).earlierResponse as T;
  }
  // The resource is gone, which is what the delete asked for; most likely the earlier attempt deleted it.
  if (error instanceof NotFoundError && config.isDelete === true && actedBefore) {
    record?.(error, 'gone');
    return undefined as T;
  }
  const next = nextWait(config, state, error, acted);
  // A wait that would outlast the call's total timeout is not started: the call fails now, with its reason.
  if (next.delayMs === undefined || next.delayMs >= (config.deadline?.remainingMs() ?? Infinity)) {
    record?.(error, 'fail');
    throw error;
  }
  const { delayMs } = next;
  if (next.counts === 'retries') state.retries++;
  if (next.counts === 'tokenWaits') state.tokenWaits++;
  record?.(error, 'retry', delayMs);
  config.onRetry?.({ operationId: config.operationId, attempt: outcome.attempts, delayMs, ...next.reason });
  await sleep(delayMs, config.signal);
  return again();
}

/** The attempts of one call: each one's failure decides what comes next (afterFailure). */
export function runWithRetries<T>(config: RetryLoopConfig, attempt: () => Promise<T>): Promise<T> {
  const state: LoopState = { outcome: config.outcome ?? newOutcome(), retries: 0, tokenWaits: 0, refreshed: false };
  const run = (): Promise<T> => {
    if (config.signal?.aborted) return Promise.reject(abortReason(config.signal));
    state.outcome.attempts++;
    const record = recorder(config, state.outcome.attempts, Date.now());
    let pending: Promise<T>;
    try {
      pending = attempt();
    } catch (error) {
      pending = Promise.reject(error);
    }
    return pending.then(
      (value) => {
        record?.(undefined, 'done');
        return value;
      },
      (error: unknown) => afterFailure(config, state, error, record, run),
    );
  };
  return run();
}
