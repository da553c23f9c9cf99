/** The error of a send list that breaks the rules of the `uploadSendList` operation of specs/mail.yaml. */
import { UploadValidationError } from '../../errors/body-errors.js';

/** One broken send-list rule. */
export interface SendListIssue {
  /** Which of the six rules of `uploadSendList` (1..6). */
  readonly rule: 1 | 2 | 3 | 4 | 5 | 6;
  /** 1-based data row (the header is row 0), or undefined for an empty list. */
  readonly row: number | undefined;
  /** Column name, or undefined when the problem is the row as a whole. */
  readonly column: string | undefined;
  readonly message: string;
}

/** A send list breaks the rules of `uploadSendList`; found locally, so the service never received the whole list. */
export class SendListValidationError extends UploadValidationError {
  override readonly name: string = 'SendListValidationError';
  /** Not generic (see errors.ts): the send-list check's issues, rules numbered 1 to 6. */
  declare readonly issues: readonly SendListIssue[];
  constructor(operationId: string, issues: readonly SendListIssue[]) {
    super(operationId, issues, 'the send list');
  }
}
