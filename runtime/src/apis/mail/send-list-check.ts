/**
 * `x-upload-check: send-list`: the send-list rules as an upload check, so the shared upload code can apply
 * them to `uploadSendList` without knowing them. The generator puts `sendListCheck` into the operation's
 * descriptor; the call's `uploadCheck` options are `SendListValidationOptions` (`addressColumn`).
 */
import type { UploadCheck, UploadChecker } from '../../features/upload/upload-check.js';
import type { SendListChecker, SendListStreamChecker, SendListValidationOptions } from './send-list.js';
import { SendListValidationError, type SendListIssue } from './send-list-error.js';

type Rules = typeof import('./send-list.js');

/** The rules, loaded by `ready` (the runtime awaits it before an upload): a client that uploads nothing never loads them. */
let rules: Rules | undefined;

function loaded(): Rules {
  if (rules === undefined) throw new Error('sendListCheck: ready() must be awaited before begin().');
  return rules;
}

class SendListUploadChecker implements UploadChecker {
  private text: SendListStreamChecker | undefined;
  private rows: SendListChecker | undefined;

  constructor(
    private readonly operationId: string,
    private readonly options: SendListValidationOptions,
  ) {}

  push(chunk: string | Uint8Array): SendListValidationError | undefined {
    this.text ??= new (loaded().SendListStreamChecker)(this.options);
    this.text.push(chunk);
    return this.error(this.text.issues);
  }

  row(values: readonly string[]): boolean {
    this.rows ??= new (loaded().SendListChecker)(this.options);
    this.rows.record(values);
    return !this.rows.full;
  }

  finish(): SendListValidationError | undefined {
    return this.error((this.rows ?? this.text ?? new (loaded().SendListStreamChecker)(this.options)).finish());
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
  ready: async () => {
    rules ??= await import('./send-list.js');
  },
  begin: (operationId: string, options: SendListValidationOptions): UploadChecker =>
    new SendListUploadChecker(operationId, options),
});
