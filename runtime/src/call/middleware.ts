/**
 * openapi-fetch middleware of the `raw` client: every request through it waits for a rate-limit token and
 * carries the bearer token; a 401 answer drops the cached token so the next request fetches a fresh one (an
 * expired token is answered with 401). Generated methods do not go through it (transport/attempt.ts does the
 * same per attempt, with the attempt's timeout around the token wait).
 */
import type { Middleware } from 'openapi-fetch';
import type { TokenProvider } from '../auth/token-provider.js';
import { SILENT, type Log } from '../features/log.js';
import { waitForBucket, type Release, type TokenBucket } from '../rate-limit/token-bucket.js';
import { parseRetryAfter } from './retry.js';

function bearerOf(request: Request): string | undefined {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
}

export function createAuthMiddleware(
  tokens: TokenProvider,
  bucket: TokenBucket | undefined,
  log: Log = SILENT,
): Middleware {
  // Each request's place in the bucket's burst, by openapi-fetch's request id, until its answer is in.
  const inFlight = new Map<string, Release>();
  const settle = (id: string): void => {
    inFlight.get(id)?.();
    inFlight.delete(id);
  };
  return {
    async onRequest({ request, schemaPath, id }) {
      const operationId = `${request.method} ${schemaPath}`;
      const token = await tokens.get(operationId, request.signal);
      // The bucket is asked once the request can go, as for generated methods (transport/attempt.ts).
      if (bucket) inFlight.set(id, await waitForBucket(bucket, operationId, request.signal, log));
      if (token !== undefined) request.headers.set('Authorization', `Bearer ${token}`);
      return undefined;
    },
    onError({ id }) {
      settle(id);
      return undefined;
    },
    onResponse({ request, response, id }) {
      settle(id);
      if (response.status === 429) bucket?.refused(parseRetryAfter(response.headers.get('Retry-After')));
      if (response.status === 401) {
        const token = bearerOf(request);
        if (token !== undefined) tokens.invalidate(token);
      }
      return undefined;
    },
  };
}
