/**
 * The contract of a local upload check. A spec names one with `x-upload-check` on a CSV request body; the
 * operation's descriptor gives its name (`uploadCheck`) and the API's runtime factory the check of that name. The shared
 * upload code knows no rules of its own: it feeds the body through the check before sending (bodies that can be
 * read twice) or while sending (one-shot streams, aborted at the first broken rule) and throws the check's error.
 * The checks live beside the API they belong to (`apis/mail/send-list-check.ts`).
 */
import type { UploadValidationError } from '../../errors/body-errors.js';

export interface UploadCheck<Options extends object = object> {
  /** The name the spec gives the check (`x-upload-check`). */
  readonly name: string;
  /** Starts checking one body of `operationId`; `options` are the call's `uploadCheck` options (`{}` when none). */
  begin(operationId: string, options: Options): UploadChecker;
}

/** The check of one body, fed either as CSV text or as rows of values; never both. */
export interface UploadChecker {
  /** A piece of the CSV text or its UTF-8 bytes, split anywhere. Returns the error once a rule is broken. */
  push(chunk: string | Uint8Array): UploadValidationError | undefined;
  /** One record as values, the header first (bodies given as records need no parsing); false once it looks at no more rows. */
  row(values: readonly string[]): boolean;
  /** The body ended: the error naming every rule broken (up to the check's own limit), or undefined. */
  finish(): UploadValidationError | undefined;
  /**
   * The error for a streamed `{ records }` body whose record `row` has a key that is not a column (the CSV
   * writer refuses it rather than drop the value); without it the upload throws a plain UploadValidationError.
   */
  unknownColumn?(row: number, column: string, message: string): UploadValidationError;
}
