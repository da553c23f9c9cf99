/**
 * The retry loop around attempts (docs/runtime-defaults.md): full-jitter backoff or the server's
 * `Retry-After` plus jitter, at most `maxRetries` retries, one extra attempt after a 401 with a fresh token, and
 * for retry class `requestId` a 409 on a retried attempt taken as the earlier success.
 */
import { DuplicateRequestError, UnauthorizedError } from '../errors.js';
import type { RetryInfo, RetryOptions } from '../operation.js';
import { sleep, throwIfAborted } from '../util/abort.js';
import { isRetryableError, retryDelay, retryReason } from './retry.js';

/** How one attempt ended, for the client's log: one record per attempt. */
export interface AttemptRecord {
  /** 1 for the first attempt. */
  readonly attempt: number;
  readonly durationMs: number;
  /** The failure, or undefined when the attempt succeeded. */
  readonly error: unknown;
  /** What comes next: nothing (`done`, `fail`), a retry after `delayMs`, or one attempt with a fresh token. */
  readonly next: 'done' | 'fail' | 'retry' | 'refresh';
  readonly delayMs?: number;
}

export interface RetryLoopConfig {
  readonly operationId: string;
  /** `false`: retries switched off (the 401 refresh still happens). */
  readonly retry: RetryOptions | false;
  /** Whether the operation's retry class allows retries for this call. */
  readonly retryAllowed: boolean;
  /** Whether another 401 attempt can carry a different token. */
  readonly refreshOn401: boolean;
  /** Whether the request body can be sent again (a one-shot stream cannot). */
  readonly replayable: () => boolean;
  readonly signal: AbortSignal | undefined;
  readonly random: () => number;
  readonly onRetry: ((info: RetryInfo) => void) | undefined;
  readonly onAttempt?: ((record: AttemptRecord) => void) | undefined;
}

export interface AttemptState {
  /** Retries done so far (0 on the first attempt). */
  readonly retries: number;
}

export async function runWithRetries<T>(
  config: RetryLoopConfig,
  attempt: (state: AttemptState) => Promise<T>,
): Promise<T> {
  let retries = 0;
  let attempts = 0;
  let refreshed = false;
  for (;;) {
    throwIfAborted(config.signal);
    attempts++;
    const started = Date.now();
    const record = (error: unknown, next: AttemptRecord['next'], delayMs?: number): void =>
      config.onAttempt?.({ attempt: attempts, durationMs: Date.now() - started, error, next, ...(delayMs === undefined ? {} : { delayMs }) });
    try {
      const value = await attempt({ retries });
      record(undefined, 'done');
      return value;
    } catch (error) {
      if (config.signal?.aborted) {
        record(error, 'fail');
        throwIfAborted(config.signal);
      }
      // The token was refused (expired or revoked): the middleware dropped it, so try once with a new one.
      if (error instanceof UnauthorizedError && !refreshed && config.refreshOn401 && config.replayable()) {
        refreshed = true;
        record(error, 'refresh', 0);
        config.onRetry?.({ operationId: config.operationId, attempt: attempts, delayMs: 0, reason: 401, tokenRefresh: true });
        continue;
      }
      // An earlier attempt of this call reached the service and was performed; its answer is ours.
      if (error instanceof DuplicateRequestError && retries > 0) {
        record(undefined, 'done');
        return error.earlierResponse as T;
      }
      const delayMs =
        config.retry === false ||
        !config.retryAllowed ||
        retries >= config.retry.maxRetries ||
        !isRetryableError(error, config.retry.retryStatuses) ||
        !config.replayable()
          ? undefined
          : retryDelay(error, retries, config.retry, config.random);
      if (delayMs === undefined) {
        record(error, 'fail');
        throw error;
      }
      retries++;
      record(error, 'retry', delayMs);
      config.onRetry?.({ operationId: config.operationId, attempt: attempts, delayMs, reason: retryReason(error) });
      await sleep(delayMs, config.signal);
    }
  }
}
