/** Retry policy: which failures are retried and how long to wait before the next attempt. */
import { DEFAULTS } from '../contract/defaults.js';
import { ApiError, NetworkError, RateLimitError, SdkError, ServerError, TimeoutError } from '../errors/call-errors.js';
import type { RetryOptions, RetryOverrides } from '../contract/operation.js';

export const DEFAULT_RETRY: RetryOptions = Object.freeze({
  maxRetries: DEFAULTS.maxRetries,
  baseDelayMs: DEFAULTS.baseDelayMs,
  maxDelayMs: DEFAULTS.maxDelayMs,
  maxRetryAfterMs: DEFAULTS.maxRetryAfterMs,
  retryStatuses: DEFAULTS.retryStatuses,
});

/** Client options, then call options, over the defaults; `false` at either level disables retries. */
export function resolveRetryOptions(
  client: RetryOverrides | false | undefined,
  call: RetryOverrides | false | undefined,
): RetryOptions | false {
  if (client === false || call === false) return false;
  return { ...DEFAULT_RETRY, ...stripUndefined(client), ...stripUndefined(call) };
}

function stripUndefined(options: RetryOverrides | undefined): Partial<RetryOptions> {
  if (!options) return {};
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
}

/** Full-jitter exponential backoff: random(0, min(cap, base * 2^retryIndex)), retryIndex from 0. */
export function backoffDelay(retryIndex: number, options: RetryOptions, random: () => number): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** retryIndex);
  return Math.floor(random() * ceiling);
}

/** `Retry-After` as delta-seconds or HTTP-date (RFC 9110 section 10.2.3), in ms from now; undefined if absent. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/**
 * Whether a failure may succeed when tried again (docs/runtime-defaults.md: 429, 5xx gateway family, network,
 * timeout, MD5).
 * A token-endpoint 429 is not one of these: the retry loop waits it out on a budget of its own.
 */
export function isRetryableError(error: unknown, statuses: readonly number[] = DEFAULTS.retryStatuses): boolean {
  // ContentDigestError by its kind: its class lives with the report errors (errors/report-errors.ts).
  if (error instanceof SdkError && error.kind === 'content-digest')
    return (error as SdkError & { reason: string }).reason === 'mismatch';
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  if (error instanceof RateLimitError && error.endpoint === 'token') return false;
  if (error instanceof ApiError) return statuses.includes(error.status);
  return false;
}

/** The reason reported to `onRetry`: the HTTP status, or the error name. */
export function retryReason(error: unknown): number | string {
  if (error instanceof ApiError) return error.status;
  return error instanceof Error ? error.name : 'Error';
}

/**
 * Jitter added on top of a `Retry-After` wait: random(0, min(cap, spread * max(Retry-After, base) * 2^n)).
 * Clients refused together (a burst over the service's rate) otherwise all come back at the same instant and
 * are refused together again; spread over a few times the server's wait, their retries fit its rate.
 */
export function retryAfterJitter(
  retryAfterMs: number,
  retryIndex: number,
  options: RetryOptions,
  random: () => number,
): number {
  const ceiling = Math.min(
    options.maxDelayMs,
    DEFAULTS.retryAfterSpread * Math.max(retryAfterMs, options.baseDelayMs) * 2 ** retryIndex,
  );
  return Math.floor(random() * ceiling);
}

/**
 * The wait before retry number `retryIndex + 1`: the backoff, or the server's `Retry-After` plus jitter (never
 * less than the server asked for); undefined when the server asked for a longer wait than `maxRetryAfterMs`
 * (the call then fails with the server's error instead of waiting).
 */
export function retryDelay(
  error: unknown,
  retryIndex: number,
  options: RetryOptions,
  random: () => number,
): number | undefined {
  const retryAfter = error instanceof RateLimitError || error instanceof ServerError ? error.retryAfterMs : undefined;
  if (retryAfter === undefined) return backoffDelay(retryIndex, options, random);
  if (retryAfter > options.maxRetryAfterMs) return undefined;
  return retryAfter + retryAfterJitter(retryAfter, retryIndex, options, random);
}
