/** `WaitError` (public, re-exported by the runtime's entry), apart from the errors every call may throw. */
import { SdkError } from './sdk-error.js';

/**
 * A wait for a resource to reach a status ended in a status it will never leave for the wanted one (a send
 * list that failed or expired, a delivery force-ended). Subclasses live beside their API (`runtime/src/mail`).
 */
export abstract class WaitError extends SdkError {
  override readonly name: string = 'WaitError';
  readonly kind = 'wait' as const;
  /** The status the resource ended in. */
  readonly status: string;
  protected constructor(operationId: string, status: string, message: string) {
    super(operationId, message);
    this.status = status;
  }
}
