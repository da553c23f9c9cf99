/**
 * Deliveries and their state machine (`DeliveryStatus` in specs/mail.yaml). A delivery holds its content and
 * zero or more batches of recipients. Recipient j of a batch is sent at `startAt + ceil((j + 1) * 1000 / rate)`
 * ms on the sandbox clock, so status, `sent` and the reports follow the clock without any timer:
 *
 *   RESERVED  (reservation, before its time) -> SENDING (some recipients left) -> COMPLETED (sent = total).
 *
 * A setting that was only created (#4) has no recipients and reads COMPLETED with total 0 and sent 0, as the
 * spec allows. ERROR ("force-ended by engineer action") never happens in the sandbox.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { decodeAttribute, type ClickFeedback } from './click-feedback.js';
import { render } from './embedded.js';
import { outcomeFor, type ErrorReason } from './outcomes.js';
import { PLATFORM_ID } from './recipient-rules.js';

/** Rows a search reads between two turns of the event loop. */
const SEARCH_SLICE = 10_000;

export type DeliveryStatus = 'SENDING' | 'COMPLETED' | 'RESERVED' | 'ERROR';
export type DeliveryKind = 'immediate' | 'setting' | 'reservation';
export type Recipient = Readonly<Record<string, string>>;

/**
 * The recipients of a batch by position: a deliveryData array as it came, or a send list whose rows are read
 * again when needed (list-rows.ts), so nothing per recipient is held beyond what was uploaded.
 */
export interface Recipients {
  readonly length: number;
  at(index: number): Recipient | undefined;
}

export interface DeliveryContent {
  readonly encode: string;
  readonly fromAddress: string;
  readonly fromName: string | undefined;
  readonly replyAddress: string | undefined;
  readonly preheader: string | undefined;
  readonly subject: string;
  readonly bodyText: string | undefined;
  readonly bodyHtml: string | undefined;
  /** deliveryMailAddressPropertyName. */
  readonly addressProperty: string;
}

export interface SendOptions {
  readonly trackingDomain: string | undefined;
  readonly trackingDomainSslReady: boolean;
  readonly oneClickUnsubscriptionReady: boolean;
}

export interface Batch {
  readonly startAt: number;
  readonly recipients: Recipients;
  /** Embedded-command properties: those of the first recipient (Recipient record rule 5). */
  readonly embedded: ReadonlySet<string>;
  readonly options: SendOptions;
  /** Index of the batch's first recipient among all recipients of the delivery. */
  readonly firstIndex: number;
}

/** One recipient of a delivery, as the reports and tracking see it. */
export interface Sent {
  readonly index: number;
  readonly batch: Batch;
  readonly recipient: Recipient;
  readonly platformId: string;
  readonly address: string;
  readonly sentAt: number;
  /** Failure reason decided by the address (outcomes.ts), undefined when delivered. */
  readonly failure: ErrorReason | undefined;
}

export interface DeliveryResponse {
  readonly deliveryTaskId: number;
  readonly textClickFeedbacks: readonly ClickFeedback[];
  readonly htmlClickFeedbacks: readonly ClickFeedback[];
}

export interface EngagementEvent {
  readonly index: number;
  readonly at: number;
  readonly clickId?: number;
  readonly reason?: ErrorReason;
}

export class Delivery {
  readonly batches: Batch[] = [];
  /** First open per recipient, first click per recipient and link, first unsubscribe per recipient. */
  readonly opens = new Map<number, EngagementEvent>();
  readonly clicks = new Map<string, EngagementEvent>();
  readonly unsubscribes = new Map<number, EngagementEvent>();
  /** Errors injected through the control endpoint (e.g. SYSTEM, OTHER, a late bounce). */
  readonly injectedErrors: EngagementEvent[] = [];

  constructor(
    readonly id: number,
    readonly userName: string,
    readonly kind: DeliveryKind,
    readonly content: DeliveryContent,
    readonly textClickFeedbacks: readonly ClickFeedback[],
    readonly htmlClickFeedbacks: readonly ClickFeedback[],
    /** Recipients per second of sandbox time. */
    private readonly rate: number,
    /** For reservations: the reserved time and the list used. */
    readonly reservedFor?: number,
    readonly sendListId?: number,
  ) {}

  response(): DeliveryResponse {
    return {
      deliveryTaskId: this.id,
      textClickFeedbacks: this.textClickFeedbacks,
      htmlClickFeedbacks: this.htmlClickFeedbacks,
    };
  }

  get total(): number {
    return this.batches.reduce((n, b) => n + b.recipients.length, 0);
  }

  sentAt(batch: Batch, j: number): number {
    return batch.startAt + Math.ceil(((j + 1) * 1000) / this.rate);
  }

  /** Recipients of a batch whose mail has left by `now`. */
  private sentIn(batch: Batch, now: number): number {
    if (now < batch.startAt) return 0;
    return Math.min(batch.recipients.length, Math.floor(((now - batch.startAt) * this.rate) / 1000));
  }

  sentCount(now: number): number {
    return this.batches.reduce((n, b) => n + this.sentIn(b, now), 0);
  }

  /** When the last queued recipient is sent (or now, when nothing is queued). */
  queueEnd(now: number): number {
    const last = this.batches.at(-1);
    if (!last || last.recipients.length === 0) return Math.max(now, last?.startAt ?? now);
    return Math.max(now, this.sentAt(last, last.recipients.length - 1));
  }

  status(now: number): DeliveryStatus {
    if (this.kind === 'reservation' && this.reservedFor !== undefined && now < this.reservedFor) return 'RESERVED';
    return this.sentCount(now) < this.total ? 'SENDING' : 'COMPLETED';
  }

  /** Adds recipients: immediately after whatever is still queued, or at `startAt` for a reservation. */
  addBatch(recipients: Recipients, options: SendOptions, startAt: number): void {
    const first = recipients.at(0);
    this.batches.push({
      startAt,
      recipients,
      embedded: new Set(first ? Object.keys(first) : []),
      options,
      firstIndex: this.total,
    });
  }

  /** Every recipient whose mail has left by `now`, in sending order, after the first `skip` of them. */
  *sent(now: number, skip = 0): Generator<Sent> {
    let left = skip;
    for (const batch of this.batches) {
      const n = this.sentIn(batch, now);
      const from = Math.min(left, n);
      left -= from;
      for (let j = from; j < n; j++) yield this.describe(batch, j);
    }
  }

  private describe(batch: Batch, j: number): Sent {
    const recipient = batch.recipients.at(j) ?? {};
    const address = recipient[this.content.addressProperty] ?? '';
    return {
      index: batch.firstIndex + j,
      batch,
      recipient,
      platformId: recipient[PLATFORM_ID] ?? '',
      address,
      sentAt: this.sentAt(batch, j),
      failure: outcomeFor(address),
    };
  }

  /** The recipient at a delivery-wide index, whether sent yet or not. */
  at(index: number): Sent | undefined {
    for (const batch of this.batches) {
      const j = index - batch.firstIndex;
      if (j >= 0 && j < batch.recipients.length) return this.describe(batch, j);
    }
    return undefined;
  }

  /**
   * The first recipient with this platform ID. A list may hold ten million rows, each read again to be compared,
   * so the search lets other requests in every `SEARCH_SLICE` rows instead of holding the server for seconds.
   */
  async findByPlatformId(platformId: string): Promise<Sent | undefined> {
    let read = 0;
    for (const batch of this.batches) {
      for (let j = 0; j < batch.recipients.length; j++) {
        if (++read % SEARCH_SLICE === 0) await nextTurn();
        if (batch.recipients.at(j)?.[PLATFORM_ID] === platformId) return this.describe(batch, j);
      }
    }
    return undefined;
  }

  feedback(clickId: number): ClickFeedback | undefined {
    return [...this.textClickFeedbacks, ...this.htmlClickFeedbacks].find((f) => f.id === clickId);
  }

  /**
   * The URL this recipient clicked behind a click feedback id: the tagged URL with its embedded commands filled
   * in for the recipient, where the click link redirects and what the clicks report shows. Filled-in values may
   * hold any text, so the URL is the one a browser makes of it (WHATWG URL: non-ASCII and quotes percent-encoded,
   * tabs and line breaks dropped), which is also a valid Location header. Text that is no URL stays as it is:
   * the click link refuses it, and only an injected click shows it.
   */
  clickedUrl(sent: Sent, clickId: number): string | undefined {
    const feedback = this.feedback(clickId);
    if (!feedback) return undefined;
    // An href is HTML: the browser decodes its character references before following it.
    const written = this.htmlClickFeedbacks.includes(feedback) ? decodeAttribute(feedback.url) : feedback.url;
    const text = render(written, sent.recipient, sent.batch.embedded);
    return URL.canParse(text) ? new URL(text).href : text;
  }
}
