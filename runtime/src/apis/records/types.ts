/**
 * Types the generated records client is written with and its users write against: select values, id inputs,
 * patch options, pages, and the options and outcomes of the bulk helpers.
 */
import type { CallOptions } from '../../contract/operation.js';

/**
 * One chosen option of a select property (singleSelect, multipleSelect, mlRefusalFlags), as records carry it and
 * bodies give it: its `value` (`V`, the union of the property's options when the snapshot has them) and
 * `extraText`, only on the options that take it (`E`, those with `hasExtraText`; every option when the snapshot
 * does not say). Another option's `extraText` does not compile (the service refuses it) and reads null.
 */
export type SelectValue<V extends number = number, E extends V = V> =
  | { readonly value: E; readonly extraText?: string | null | undefined }
  | { readonly value: Exclude<V, E>; readonly extraText?: null | undefined };

/**
 * A record id (platform ID or history ID, up to 2^63-1) or another int64 value given to the client: a decimal
 * string (as records carry them), a bigint, or a number up to 2^53 (a larger number has already lost digits and
 * is refused). Sent as a JSON number with every digit.
 */
export type Int64Input = string | bigint | number;

/** A body whose properties named in `fields` are present (not left out): what `patch` takes with `fields`. */
export type WithFields<Body, Field extends keyof Body> = Body & {
  readonly [K in Field]-?: Exclude<Body[K], undefined>;
};

/** Options of `patch`: `fields` (sent as `?fields=a,b`) limits the update to those properties, each held by the body. */
export interface PatchOptions<Field extends string = string> extends CallOptions {
  readonly fields?: readonly Field[] | undefined;
}

/** What deleteRecord answers: `{timestamp, status, error, message, path}`, `message` saying what was deleted. */
export interface DeleteResult {
  readonly timestamp: string;
  readonly status: number;
  readonly error: string;
  readonly message: string;
  readonly path: string;
}

/**
 * One page of records, the one shape of `query()` and of each page `pages()` yields: the service's answer,
 * `items` (at most the query's `limit`) and `metadata.hasMore`, whether more records match after them.
 */
export interface RecordsPage<R> {
  readonly metadata: { readonly hasMore: boolean };
  readonly items: readonly R[];
}

/** Options of `bulkCreate` and `bulkPatch`. */
/** The per-call options a bulk helper passes on to each of its calls. */
export const BULK_CALL_OPTIONS = ['signal', 'timeoutMs', 'totalTimeoutMs', 'retry', 'onRetry', 'retryUnsafe'] as const;

export interface BulkOptions extends Pick<CallOptions, (typeof BULK_CALL_OPTIONS)[number]> {
  /** Calls in flight at once (default `RECORDS_DEFAULTS.bulkConcurrency`, 32); the shared rate limit paces them. */
  readonly concurrency?: number | undefined;
  /** Called after each record's outcome is known. */
  readonly onProgress?: ((progress: BulkProgress) => void) | undefined;
}

export interface BulkProgress {
  /** Records with an outcome so far. */
  readonly done: number;
  /** How many records there are, when the input is an array. */
  readonly total: number | undefined;
  readonly succeeded: number;
  readonly failed: number;
  readonly unknown: number;
  readonly skipped: number;
}

/**
 * What happened to one record of a bulk call, at `index` of the input:
 *
 * - `succeeded`: done; `record` is the service's answer.
 * - `failed`: not done: refused before sending (`RequestValidationError`: it breaks a rule) or by the service (a
 *   4xx answer such as 400 with the service's reason or 404, or a 429 or 503 after the retries).
 * - `unknown`: it may or may not have been done: `OutcomeUnknownError` (the request may have reached the service
 *   and no answer said what happened: a connection lost after sending, a timeout, a 500), an abort of the
 *   caller's signal during the call, or an error the client does not know. Check before sending it again: a
 *   create sent twice registers two records.
 * - `skipped`: never sent, because the run stopped first (`BulkResult.stopped`).
 */
export type BulkOutcome<R> =
  | { readonly index: number; readonly status: 'succeeded'; readonly record: R }
  | { readonly index: number; readonly status: 'failed'; readonly error: unknown }
  | { readonly index: number; readonly status: 'unknown'; readonly error: unknown }
  | { readonly index: number; readonly status: 'skipped'; readonly reason: unknown };

export interface BulkResult<R> {
  /** One outcome per record read from the input, in input order. */
  readonly outcomes: readonly BulkOutcome<R>[];
  readonly succeeded: number;
  readonly failed: number;
  readonly unknown: number;
  readonly skipped: number;
  /**
   * Set when the run stopped before the end of its input: `reason` is the signal's abort reason, an error every
   * further record would meet too (401, 403, a failed token request), or what the input threw. An array input
   * has a `skipped` outcome for every record not sent; of any other iterable, the `read` records were read and
   * the rest were left unread.
   */
  readonly stopped?: { readonly reason: unknown; readonly read: number };
}

/** One update of `bulkPatch`: the record's id, the body, and optionally the `fields` to write. */
export interface BulkUpdate<Body, Field extends string = string> {
  readonly id: Int64Input;
  readonly body: Body;
  readonly fields?: readonly Field[] | undefined;
}
