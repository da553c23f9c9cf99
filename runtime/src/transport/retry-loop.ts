/**
 * The retry loop around attempts (docs/runtime-defaults.md): full-jitter backoff or the server's
 * `Retry-After`, at most `maxRetries` retries, one extra attempt after a 401 with a fresh token, and for
 * retry class `requestId` a 409 on a retried attempt taken as the earlier success.
 */
import { DuplicateRequestError, UnauthorizedError } from '../errors.js';
import type { RetryInfo, RetryOptions } from '../operation.js';
import { sleep, throwIfAborted } from '../util/abort.js';
import { isRetryableError, retryDelay, retryReason } from './retry.js';

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
  let refreshed = false;
  for (;;) {
    throwIfAborted(config.signal);
    try {
      return await attempt({ retries });
    } catch (error) {
      throwIfAborted(config.signal);
      // The token was refused (expired or revoked): the middleware dropped it, so try once with a new one.
      if (error instanceof UnauthorizedError && !refreshed && config.refreshOn401 && config.replayable()) {
        refreshed = true;
        continue;
      }
      // An earlier attempt of this call reached the service and was performed; its answer is ours.
      if (error instanceof DuplicateRequestError && retries > 0) return error.earlierResponse as T;
      if (
        config.retry === false ||
        !config.retryAllowed ||
        retries >= config.retry.maxRetries ||
        !isRetryableError(error, config.retry.retryStatuses) ||
        !config.replayable()
      ) {
        throw error;
      }
      const delayMs = retryDelay(error, retries, config.retry, config.random);
      if (delayMs === undefined) throw error;
      retries++;
      config.onRetry?.({ operationId: config.operationId, attempt: retries, delayMs, reason: retryReason(error) });
      await sleep(delayMs, config.signal);
    }
  }
}
