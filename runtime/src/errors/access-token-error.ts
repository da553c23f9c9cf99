/**
 * `AccessTokenError` (public, re-exported by the runtime's entry), apart from errors.ts so that an app that
 * passes `accessToken` as a string does not load it with the errors every call may throw.
 */
import { SdkError } from './sdk-error.js';

/** The `accessToken` function given to the client threw or rejected; `cause` is what it threw. Not retried. */
export class AccessTokenError extends SdkError {
  override readonly name: string = 'AccessTokenError';
  readonly kind = 'access-token' as const;
  constructor(operationId: string, cause: unknown) {
    const what = cause instanceof Error ? `${cause.name}${cause.message ? `: ${cause.message}` : ''}` : String(cause);
    super(operationId, `${operationId} could not get an access token: the accessToken function failed (${what}).`, {
      cause,
    });
  }
}
