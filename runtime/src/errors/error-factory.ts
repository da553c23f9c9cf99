/**
 * Making and recognising `ApiError`s: the subclass for a status, and the test behind the generated
 * `is<Api>ApiError` guards. Used by the runtime and generated code, not part of the public entry.
 */
import {
  ApiError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  MethodNotAllowedError,
  NotFoundError,
  NotReadyError,
  RateLimitError,
  ServerError,
  UnauthorizedError,
  type ApiErrorInit,
} from './call-errors.js';

/**
 * Whether `error` is an API answer (not a token-endpoint one) of the client of `api`. Generated packages wrap it
 * as `is<Api>ApiError`, which narrows 400 codes to the package's code union.
 */
export function isApiErrorOf<E extends ApiError>(error: unknown, api: string): error is E {
  return error instanceof ApiError && error.endpoint === 'api' && error.api === api;
}

/** Picks the ApiError subclass for a status. */
export function createApiError(init: ApiErrorInit): ApiError {
  switch (init.status) {
    case 400:
      return new BadRequestError(init);
    case 401:
      return new UnauthorizedError(init);
    case 403:
      return new ForbiddenError(init);
    case 404:
      return new NotFoundError(init);
    case 405:
      return new MethodNotAllowedError(init);
    case 409:
      // A conflict that says when to ask again is a state that will pass, not a clash of data.
      return init.retryAfterMs === undefined ? new ConflictError(init) : new NotReadyError(init);
    case 429:
      return new RateLimitError(init);
    default:
      return init.status >= 500 ? new ServerError(init) : new ApiError(init);
  }
}
