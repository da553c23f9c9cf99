/**
 * The errors of a request body refused before it was sent whole (public, re-exported by the runtime's entry): an
 * upload that breaks its check's rules, a body or field over its size limit. Apart from errors.ts so that an app
 * that sends no body (only reads) does not load them with the errors every call may throw.
 */
import { SdkError } from './sdk-error.js';

/** One broken rule of an upload body, found by the operation's upload check. */
export interface UploadIssue {
  /** The check's name for the rule (the send-list check numbers its rules 1 to 6). */
  readonly rule: number | string;
  /** 1-based data row (the header is row 0), or undefined when the problem is the body as a whole. */
  readonly row: number | undefined;
  /** Column name, or undefined when the problem is the row as a whole. */
  readonly column: string | undefined;
  readonly message: string;
}

/**
 * An upload body breaks the rules of the operation's upload check (the spec's `x-upload-check`), or a streamed
 * `{ records }` body has a record with a key outside its columns; found locally, so the service never received
 * a complete body. Checks may throw a subclass of their own (the mail send-list check throws
 * `SendListValidationError`).
 */
export class UploadValidationError extends SdkError {
  override readonly name: string = 'UploadValidationError';
  readonly kind = 'upload-validation' as const;
  readonly issues: readonly UploadIssue[];
  /** `subject` names what was checked in the message, e.g. `the send list`. */
  constructor(operationId: string, issues: readonly UploadIssue[], subject = 'the CSV body') {
    const first = issues[0]?.message ?? 'no details';
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
    super(operationId, `${operationId} was not sent because ${subject} is invalid: ${first}${more}.`);
    this.issues = issues;
  }
}

/**
 * A request body, or one field of a JSON body, is over its size limit (the spec's `x-max-bytes`, or the
 * client's `maxUploadBytes` for uploads); found locally, so it was never sent whole (and never retried).
 */
export class PayloadTooLargeError extends SdkError {
  override readonly name: string = 'PayloadTooLargeError';
  readonly kind = 'payload-too-large' as const;
  readonly limitBytes: number;
  readonly bytes: number;
  /** The JSON body field over its limit (e.g. `bodyHtml`), or undefined when the body as a whole is. */
  readonly field: string | undefined;
  constructor(operationId: string, bytes: number, limitBytes: number, known: boolean, field?: string) {
    const what = field === undefined ? `${bytes} bytes` : `${field} of ${bytes} bytes (UTF-8)`;
    super(
      operationId,
      known
        ? `${operationId} refused to send ${what} because the limit${field === undefined ? '' : ` of ${field}`} is ${limitBytes} bytes.`
        : `${operationId} stopped the upload after ${bytes} bytes because the limit is ${limitBytes} bytes.`,
    );
    this.limitBytes = limitBytes;
    this.bytes = bytes;
    this.field = field;
  }
}
