/**
 * The errors of a CSV report read (public, re-exported by the runtime's entry): a body that does not match its
 * Content-MD5, and one that cannot be read as CSV. Apart from errors.ts so that an app that reads no report
 * does not load them with the errors every call may throw.
 */
import { SdkError } from './sdk-error.js';

/** A CSV report body does not match its Content-MD5 (mismatch, truncation) or the header is missing. */
export class ContentDigestError extends SdkError {
  override readonly name: string = 'ContentDigestError';
  readonly kind = 'content-digest' as const;
  readonly reason: 'mismatch' | 'missing';
  readonly expected: string | undefined;
  readonly actual: string;
  readonly bytes: number;

  constructor(operationId: string, init: { expected?: string; actual: string; bytes: number }) {
    const reason = init.expected === undefined ? 'missing' : 'mismatch';
    super(
      operationId,
      reason === 'missing'
        ? `${operationId} returned a report without a Content-MD5 header, so it cannot be verified.`
        : `${operationId} returned a report whose ${init.bytes} bytes do not match its Content-MD5 ` +
            `(expected ${init.expected}, got ${init.actual}), so it was truncated or damaged in transit.`,
    );
    this.reason = reason;
    this.expected = init.expected;
    this.actual = init.actual;
    this.bytes = init.bytes;
  }
}

/** A CSV report is not well-formed (RFC 4180) or a row has the wrong number of values. */
export class CsvFormatError extends SdkError {
  override readonly name: string = 'CsvFormatError';
  readonly kind = 'csv-format' as const;
  /** 1-based line of the file where the faulty record starts. */
  readonly line: number;
  constructor(operationId: string, line: number, problem: string) {
    super(operationId, `${operationId} returned a report that cannot be read at line ${line}: ${problem}.`);
    this.line = line;
  }
}
