/**
 * The token provider of an `accessToken` function: called for every attempt, whatever it throws an
 * `AccessTokenError` (not retried).
 */
import { raceSignal } from '../util/abort.js';
import { AccessTokenError } from '../errors/access-token-error.js';
import type { LoadedTokens } from './token-provider.js';

/** Calls the caller's `accessToken` function; whatever it throws becomes an AccessTokenError (not retried). */
async function callAccessToken(
  fn: () => string | Promise<string>,
  operationId: string,
  signal: AbortSignal | undefined,
): Promise<string> {
  let pending: Promise<string>;
  try {
    pending = Promise.resolve(fn());
  } catch (error) {
    throw new AccessTokenError(operationId, error);
  }
  const token = await raceSignal(
    pending.catch((error: unknown) => {
      throw new AccessTokenError(operationId, error);
    }),
    signal,
  );
  if (typeof token !== 'string' || token === '') {
    throw new AccessTokenError(operationId, new TypeError('it returned no token (a non-empty string is needed)'));
  }
  return token;
}

/** What the provider of a client made with an `accessToken` function does once this module is loaded. */
export function functionTokens(fn: () => string | Promise<string>): LoadedTokens {
  return {
    get: (operationId, signal) => callAccessToken(fn, operationId, signal),
    invalidate: () => undefined,
  };
}
