/**
 * Per-attempt context handed from `call` to the middleware. openapi-fetch copies unknown init keys onto the
 * Request it builds, which is how the middleware finds it; requests made through `raw` have none.
 */
export const CONTEXT_KEY = 'platformSdkAttempt';

export interface AttemptContext {
  readonly operationId: string;
  /** The caller's signal: rate-limit and token waits end when it aborts (the attempt timeout is not running yet). */
  readonly signal: AbortSignal | undefined;
  /** Set by the middleware: the bearer token this attempt carries. */
  token: string | undefined;
  /** Called by the middleware once the request is ready to go: starts the attempt's timeout. */
  startTimer(): void;
}

export function attemptContextOf(request: Request): AttemptContext | undefined {
  return (request as unknown as Record<string, AttemptContext | undefined>)[CONTEXT_KEY];
}
