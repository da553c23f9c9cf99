/** `PagingError` (public, re-exported by the runtime's entry), apart from the errors every call may throw. */
import { SdkError } from './sdk-error.js';

/** A paged list answered in a way that would never end (a continueToken handed back twice). */
export class PagingError extends SdkError {
  override readonly name: string = 'PagingError';
  readonly kind = 'paging' as const;
  constructor(operationId: string, problem: string) {
    super(operationId, `${operationId} stopped paging because ${problem}.`);
  }
}
