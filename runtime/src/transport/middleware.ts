/**
 * openapi-fetch middleware that makes every request through the client, `raw` included, wait for a
 * rate-limit token and carry the bearer token; a 401 answer drops the cached token so the next request
 * fetches a fresh one (an expired token is answered with 401).
 */
import type { Middleware } from 'openapi-fetch';
import type { TokenProvider } from '../auth/token-provider.js';
import { SILENT, type Log } from '../log.js';
import type { TokenBucket } from '../rate-limit.js';
import { attemptContextOf } from './context.js';

function bearerOf(request: Request): string | undefined {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
}

export function createAuthMiddleware(tokens: TokenProvider, bucket: TokenBucket | undefined, log: Log = SILENT): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const context = attemptContextOf(request);
      const signal = context ? context.signal : request.signal;
      const operationId = context?.operationId ?? `${request.method} ${schemaPath}`;
      // The attempt's timeout runs while the token is fetched, so a stalled token endpoint cannot hold a call
      // past its timeoutMs; it is held during the rate-limit wait, which is not the attempt's, and then runs on.
      const tokenSignal = context ? context.startTimer() : signal;
      const token = await tokens.get(operationId, tokenSignal);
      // The bucket is asked once the request can go: a token fetch in between would otherwise hold back the
      // requests admitted before it and send them together with the ones admitted while it ran.
      if (bucket) {
        context?.pauseTimer();
        const started = Date.now();
        await bucket.acquire(signal);
        const waited = Date.now() - started;
        if (waited > 0) log.debug(`${operationId}: waited ${waited} ms for the client-side rate limit`);
        context?.resumeTimer();
      }
      if (token !== undefined) request.headers.set('Authorization', `Bearer ${token}`);
      if (context) {
        context.token = token;
        context.dispatched();
      }
      return undefined;
    },
    onResponse({ request, response }) {
      if (response.status === 401) {
        const token = bearerOf(request);
        if (token !== undefined) tokens.invalidate(token);
      }
      return undefined;
    },
  };
}
