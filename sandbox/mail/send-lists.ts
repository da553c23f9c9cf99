/**
 * Registered send lists (uploadSendList, getSendList and `SendList` in specs/mail.yaml). Registration is
 * asynchronous: a list is PROCESSING for `listProcessingSeconds` of sandbox time, then SUCCESS or FAIL (decided
 * when the upload was read), and EXPIRED from 7 x 24 h after registration. A list links to at most one delivery.
 */
import { formatIsoTokyo } from './datetime.js';
import type { ListRecipients } from './list-rows.js';

/** A list is valid 7 days from its registration (reserveDelivery; docs/decisions.md: 7 x 24 h). */
export const LIST_VALIDITY_MS = 7 * 24 * 3_600_000;

export type SendListStatus = 'PROCESSING' | 'SUCCESS' | 'FAIL' | 'EXPIRED';

export interface SendListInit {
  readonly id: number;
  readonly userName: string;
  readonly registeredAt: number;
  readonly processingMs: number;
  readonly columns: readonly string[];
  readonly rowCount: number;
  readonly failure: string | undefined;
  /** The rows, kept only for lists that register successfully. */
  readonly recipients: ListRecipients | undefined;
}

export class SendList {
  readonly id: number;
  readonly userName: string;
  readonly registeredAt: number;
  readonly readyAt: number;
  readonly expiresAt: number;
  readonly columns: readonly string[];
  readonly rowCount: number;
  readonly failure: string | undefined;
  readonly recipients: ListRecipients | undefined;
  /** The delivery setting using this list (rule 1); cleared when that delivery is deleted (rule 2). */
  deliveryTaskId: number | null = null;

  constructor(init: SendListInit) {
    this.id = init.id;
    this.userName = init.userName;
    this.registeredAt = init.registeredAt;
    this.readyAt = init.registeredAt + init.processingMs;
    this.expiresAt = init.registeredAt + LIST_VALIDITY_MS;
    this.columns = init.columns;
    this.rowCount = init.rowCount;
    this.failure = init.failure;
    this.recipients = init.failure === undefined ? init.recipients : undefined;
  }

  status(now: number): SendListStatus {
    if (now >= this.expiresAt) return 'EXPIRED';
    if (now < this.readyAt) return 'PROCESSING';
    return this.failure === undefined ? 'SUCCESS' : 'FAIL';
  }

  /** The getSendList answer (section 7). Row count and error message appear once processing is over. */
  toJson(now: number): Record<string, unknown> {
    const processing = now < this.readyAt;
    return {
      sendListId: this.id,
      status: this.status(now),
      expirationDateTime: formatIsoTokyo(this.expiresAt),
      rowCount: processing ? 0 : this.rowCount,
      errorMessage: processing ? null : (this.failure ?? null),
      deliveryTaskId: this.deliveryTaskId,
    };
  }
}
