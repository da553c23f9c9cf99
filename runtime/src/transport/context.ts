/**
 * Per-attempt context handed from `call` to the middleware. openapi-fetch copies unknown init keys onto the
 * Request it builds, which is how the middleware finds it; requests made through `raw` have none.
 */
export const CONTEXT_KEY = 'platformSdkAttempt';

export interface AttemptContext {
  readonly operationId: string;
  /** The caller's signal (and the call's total timeout): rate-limit waits end when it aborts. */
  readonly signal: AbortSignal | undefined;
  /** Set by the middleware: the bearer token this attempt carries. */
  token: string | undefined;
  /**
   * Called by the middleware before it asks for the access token: starts the attempt's timeout, which bounds the
   * wait for the token and then the request. Returns the signal the token wait ends on.
   */
  startTimer(): AbortSignal | undefined;
  /** Holds the attempt's timeout while the request waits for the client-side rate limit, which is not the attempt's. */
  pauseTimer(): void;
  /** Lets the attempt's timeout run on from where `pauseTimer` held it. */
  resumeTimer(): void;
  /** Called by the middleware when the request is ready to go to fetch: from here on it may reach the service. */
  dispatched(): void;
}

export function attemptContextOf(request: Request): AttemptContext | undefined {
  return (request as unknown as Record<string, AttemptContext | undefined>)[CONTEXT_KEY];
}
