/**
 * The test behind the generated `is<Api>ApiErrorOf(error, method, status)` guards: whether an error is the answer
 * of one operation with one status the document lists (a code like `404`, a range like `'4XX'`, or `'default'`:
 * any status the operation lists no other entry for), so the guard can narrow `body` to what the document gives.
 */
import { isApiErrorOf } from './error-factory.js';

/** What a generated guard knows of one operation: its id and the error statuses its document lists. */
export interface ErrorStatuses {
  readonly id: string;
  readonly statuses: readonly string[];
}

/** A status key as a caller writes it: `404` for the document's `'404'`, ranges and `default` as written. */
export type ErrorStatus<Key> = Key extends `${infer N extends number}` ? N : Key;

/** What the guard narrows an error to: the status (when it is one code) and the body the document gives it. */
export interface ErrorAnswer<Bodies, Status> {
  readonly status: Status extends number ? Status : number;
  readonly body: `${Status & (string | number)}` extends keyof Bodies
    ? Bodies[`${Status & (string | number)}`]
    : unknown;
}

function matches(key: string, status: number): boolean {
  if (/^[1-5]XX$/i.test(key)) return Math.floor(status / 100) === Number(key[0]);
  return key === String(status);
}

/** `op` is undefined for a method the guard's map lacks (one without error answers, named from JavaScript). */
export function isErrorAnswerOf(
  error: unknown,
  api: string,
  op: ErrorStatuses | undefined,
  status: string | number,
): boolean {
  if (op === undefined || !isApiErrorOf(error, api) || error.operationId !== op.id) return false;
  const key = String(status);
  if (key !== 'default') return matches(key, error.status);
  // `default` is every status no other entry of the operation covers; an exact code wins over its range.
  return !op.statuses.some((s) => s !== 'default' && matches(s, error.status));
}
