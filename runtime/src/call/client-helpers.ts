/**
 * What a generated client module takes from the runtime besides its runtime, made once per module from its API's
 * name: the guards of the API's error answers and the openapi-fetch client (`raw`) of a runtime. The paged form
 * adds the walk over continue tokens; a client without paged lists takes the plain one, so its bundle holds no
 * paging.
 */
import type { Client } from 'openapi-fetch';
import type { ApiRuntime } from '../contract/operation.js';
import { isErrorAnswerOf, type ErrorStatuses } from '../errors/error-answer.js';
import type { ApiError } from '../errors/call-errors.js';
import { isApiErrorOf } from '../errors/error-factory.js';
import { paginateByContinueToken } from '../features/paging.js';
import { rawClient } from './raw-client.js';

export interface ClientHelpers {
  /** Whether `error` is an HTTP error answer of this API (any status). */
  readonly isApiError: (error: unknown) => error is ApiError;
  /** Whether `error` is the answer of operation `op` with `status` (a code, a range like `'4XX'`, `'default'`). */
  readonly isErrorAnswer: (error: unknown, op: ErrorStatuses | undefined, status: string | number) => boolean;
  /** The openapi-fetch client of a runtime of this API, made once per runtime. */
  readonly raw: <Paths extends {}>(runtime: ApiRuntime<Paths>) => Client<Paths>;
}

export interface PagedClientHelpers extends ClientHelpers {
  /** Every item of a list walked by continue token (features/paging.ts). */
  readonly paginate: typeof paginateByContinueToken;
}

export function createClientHelpers(api: string): ClientHelpers {
  return Object.freeze({
    isApiError: (error: unknown): error is ApiError => isApiErrorOf(error, api),
    isErrorAnswer: (error: unknown, op: ErrorStatuses | undefined, status: string | number) =>
      isErrorAnswerOf(error, api, op, status),
    raw: rawClient,
  });
}

export function createPagedClientHelpers(api: string): PagedClientHelpers {
  return Object.freeze({ ...createClientHelpers(api), paginate: paginateByContinueToken });
}
