/**
 * The token provider of an `accessToken` function: called for every attempt, whatever it throws an
 * `AccessTokenError` (not retried). Loaded on demand by token-provider.ts when a client is made with a function
 * (an app that passes a string never loads it); `loadOnDemandCode` (on-demand.ts) loads it ahead. What it needs of
 * the code every client loads comes as arguments (see client-credentials.ts).
 */
import type { FromEntry } from './client-credentials.js';
import { AccessTokenError } from '../errors/access-token-error.js';
import type { LoadedTokens } from './token-provider.js';

/** Calls the caller's `accessToken` function; whatever it throws becomes an AccessTokenError (not retried). */
async function callAccessToken(
  fn: () => string | Promise<string>,
  operationId: string,
  signal: AbortSignal | undefined,
  raceSignal: FromEntry['raceSignal'],
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
export function functionTokens(
  fn: () => string | Promise<string>,
  { raceSignal }: Pick<FromEntry, 'raceSignal'>,
): LoadedTokens {
  return {
    get: (operationId, signal) => callAccessToken(fn, operationId, signal, raceSignal),
    invalidate: () => undefined,
  };
}
