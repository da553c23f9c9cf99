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

/**
 * Not itself async: each attempt's promise is chained on, and its failure goes to an async function only when there
 * is one, so a call that succeeds at once keeps no loop frame while it waits for its answer.
 */
export function runWithRetries<T>(config: RetryLoopConfig, attempt: () => Promise<T>): Promise<T> {
  const outcome = config.outcome ?? newOutcome();
  let retries = 0;
  let tokenWaits = 0;
  let refreshed = false;
  /** The wait before the next attempt (undefined: none), what it is told as, and which budget it counts against. */
  const nextWait = (
    error: unknown,
    acted: boolean,
  ): {
    delayMs: number | undefined;
    reason: Pick<RetryInfo, 'reason' | 'endpoint'>;
    counts: 'retries' | 'tokenWaits' | undefined;
  } => {
    const retry = config.retry;
    // The token endpoint refused the call a token: it waits exactly what the endpoint asked (the token cache sends
    // no request meanwhile, and every call waiting for that token comes back together to one request).
    if (error instanceof RateLimitError && error.endpoint === 'token') {
      const waitMs = error.waitMs ?? error.retryAfterMs;
      const waits = retry !== false && tokenWaits < (config.tokenRateLimitRetries ?? 0);
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
        retry !== false && (bounded || retries < retry.maxRetries) && wait !== undefined && config.replayable();
      const delayMs = waits && wait <= retry.maxRetryAfterMs ? Math.max(wait, retry.baseDelayMs) : undefined;
      return { delayMs, reason: { reason: 409 }, counts: bounded ? undefined : 'retries' };
    }
    const delayMs =
      retry === false ||
      (acted && !config.retryWhenActed) ||
      retries >= retry.maxRetries ||
      !isRetryableError(error, retry.retryStatuses) ||
      !config.replayable()
        ? undefined
        : retryDelay(error, retries, retry, config.random);
    return { delayMs, reason: { reason: retryReason(error) }, counts: 'retries' };
  };
  const run = (): Promise<T> => {
    if (config.signal?.aborted) return Promise.reject(abortReason(config.signal));
    outcome.attempts++;
    const started = Date.now();
    // The log's record of the attempt, made only for a client that logs.
    const record =
      config.onAttempt &&
      ((error: unknown, next: AttemptRecord['next'], delayMs?: number): void =>
        config.onAttempt?.({
          attempt: outcome.attempts,
          durationMs: Date.now() - started,
          error,
          next,
          ...(delayMs === undefined ? {} : { delayMs }),
        }));
    let pending: Promise<T>;
    try {
      pending = attempt();
    } catch (error) {
      pending = Promise.reject(error);
    }
    return pending.then(
      record &&
        ((value) => {
          record(undefined, 'done');
          return value;
        }),
      async (error: unknown): Promise<T> => {
        const actedBefore = outcome.mayHaveActed;
        // Decided before anything else: an attempt cut short by an abort may still have reached the service.
        const acted = config.mayHaveActed?.(error) ?? false;
        outcome.lastMayHaveActed = acted;
        outcome.mayHaveActed ||= acted;
        if (config.signal?.aborted) {
          record?.(error, 'fail');
          throwIfAborted(config.signal);
        }
        // The token was refused (expired or revoked): the middleware dropped it, so try once with a new one.
        if (error instanceof UnauthorizedError && !refreshed && config.refreshOn401 && config.replayable()) {
          refreshed = true;
          record?.(error, 'refresh', 0);
          config.onRetry?.({
            operationId: config.operationId,
            attempt: outcome.attempts,
            delayMs: 0,
            reason: 401,
            tokenRefresh: true,
          });
          return run();
        }
        // An earlier attempt of this call reached the service and was performed; its answer is ours. After
        // attempts that did nothing, the 409 is an earlier call's: the caller hears of it as on a first attempt.
        // DuplicateRequestError by its kind: the class comes with the descriptors of operations that carry a requestId.
        if (error instanceof SdkError && error.kind === 'duplicate-request' && actedBefore) {
          record?.(undefined, 'done');
          return (error as DuplicateRequestError).earlierResponse as T;
        }
        // The resource is gone, which is what the delete asked for; most likely the earlier attempt deleted it.
        if (error instanceof NotFoundError && config.isDelete === true && actedBefore) {
          record?.(error, 'gone');
          return undefined as T;
        }
        const next = nextWait(error, acted);
        // A wait that would outlast the call's total timeout is not started: the call fails now, with its reason.
        if (next.delayMs === undefined || next.delayMs >= (config.deadline?.remainingMs() ?? Infinity)) {
          record?.(error, 'fail');
          throw error;
        }
        const { delayMs } = next;
        if (next.counts === 'retries') retries++;
        if (next.counts === 'tokenWaits') tokenWaits++;
        record?.(error, 'retry', delayMs);
        config.onRetry?.({ operationId: config.operationId, attempt: outcome.attempts, delayMs, ...next.reason });
        await sleep(delayMs, config.signal);
        return run();
      },
    );
  };
  return run();
}
