/**
 * `x-upload-check: send-list`: the send-list rules as an upload check, so the shared upload code can apply
 * them to `uploadSendList` without knowing them. The mail runtime factory (client.ts) adds it under its name,
 * which the operation's descriptor gives; the call's `uploadCheck` options are `SendListValidationOptions` (`addressColumn`).
 */
import type { UploadCheck, UploadChecker } from '../../features/upload/upload-check.js';
import { SendListChecker, SendListStreamChecker, type SendListValidationOptions } from './send-list.js';
import { SendListValidationError, type SendListIssue } from './send-list-error.js';

class SendListUploadChecker implements UploadChecker {
  private text: SendListStreamChecker | undefined;
  private rows: SendListChecker | undefined;

  constructor(
    private readonly operationId: string,
    private readonly options: SendListValidationOptions,
  ) {}

  push(chunk: string | Uint8Array): SendListValidationError | undefined {
    this.text ??= new SendListStreamChecker(this.options);
    this.text.push(chunk);
    return this.error(this.text.issues);
  }

  row(values: readonly string[]): boolean {
    this.rows ??= new SendListChecker(this.options);
    this.rows.record(values);
    return !this.rows.full;
  }

  finish(): SendListValidationError | undefined {
    return this.error((this.rows ?? this.text ?? new SendListStreamChecker(this.options)).finish());
  }

  /** A streamed record with a key the list has no column for breaks rule 5 (a row has the header's columns). */
  unknownColumn(row: number, column: string, message: string): SendListValidationError {
    return new SendListValidationError(this.operationId, [{ rule: 5, row, column, message }]);
  }

  private error(issues: readonly SendListIssue[]): SendListValidationError | undefined {
    return issues.length === 0 ? undefined : new SendListValidationError(this.operationId, [...issues]);
  }
}

export const sendListCheck: UploadCheck<SendListValidationOptions> = Object.freeze({
  name: 'send-list',
  begin: (operationId: string, options: SendListValidationOptions): UploadChecker =>
    new SendListUploadChecker(operationId, options),
});
