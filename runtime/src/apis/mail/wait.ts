/**
 * Waiting for the mail API's asynchronous states (specs/mail.yaml): a send list's registration (`getSendList`:
 * PROCESSING, then SUCCESS, FAIL or EXPIRED) and a delivery's progress (`getDelivery`: RESERVED, SENDING,
 * COMPLETED, or ERROR when force-ended). The helpers poll through the client (wait-poll.ts), so every poll keeps
 * to the client's rate limit, retries and token handling, and they stop when the caller's signal aborts.
 */
import type { CallOptions } from '../../contract/operation.js';
import { WaitError } from '../../errors/wait-error.js';
import { poll, type WaitOptions } from '../../features/wait-poll.js';

export { DEFAULT_WAIT_INTERVAL_MS, type WaitOptions } from '../../features/wait-poll.js';

/** A send list ended FAIL (the service's `errorMessage` says why) or EXPIRED, so it will never be SUCCESS. */
export class SendListFailedError extends WaitError {
  override readonly name: string = 'SendListFailedError';
  declare readonly status: 'FAIL' | 'EXPIRED';
  readonly sendListId: string;
  /** The service's reason for a FAIL (`rule N (row M): ...`), or null. */
  readonly errorMessage: string | null;
  constructor(sendListId: number | bigint, status: 'FAIL' | 'EXPIRED', errorMessage: string | null) {
    const why =
      status === 'FAIL'
        ? `failed registration${errorMessage ? `: ${errorMessage.replace(/[.]+$/, '')}` : ''}`
        : 'expired';
    super('waitForSendList', status, `waitForSendList stopped because send list ${String(sendListId)} ${why}.`);
    this.sendListId = String(sendListId);
    this.errorMessage = errorMessage;
  }
}

/** A delivery ended ERROR (force-ended), so it will never reach the status waited for. */
export class DeliveryFailedError extends WaitError {
  override readonly name: string = 'DeliveryFailedError';
  declare readonly status: 'ERROR';
  readonly deliveryId: string;
  constructor(deliveryId: number | bigint, until: string) {
    super(
      'waitForDelivery',
      'ERROR',
      `waitForDelivery stopped because delivery ${String(deliveryId)} ended ERROR (force-ended) before ${until}.`,
    );
    this.deliveryId = String(deliveryId);
  }
}

/** The parts of a send list the wait reads (the generated `SendList`). */
interface SendListState {
  readonly status: string;
  readonly errorMessage?: string | null;
}

/**
 * Resolves with the send list once its registration is SUCCESS; throws `SendListFailedError` when it is FAIL
 * (with the service's `errorMessage`) or EXPIRED, `AbortError` when the signal aborts, and whatever
 * `getSendList` throws (a 404 for an unknown list).
 */
export function waitForSendList<List extends SendListState>(
  client: { getSendList(sendListId: number | bigint, options?: CallOptions): Promise<List> },
  sendListId: number | bigint,
  options: WaitOptions = {},
): Promise<List> {
  return poll(
    'waitForSendList',
    (call) => client.getSendList(sendListId, call),
    (list) => {
      if (list.status === 'SUCCESS') return list;
      if (list.status === 'FAIL' || list.status === 'EXPIRED')
        throw new SendListFailedError(sendListId, list.status, list.errorMessage ?? null);
      return undefined;
    },
    options,
  );
}

/** A delivery's statuses in the order it passes them (an immediate delivery starts at SENDING). */
const DELIVERY_ORDER = ['RESERVED', 'SENDING', 'COMPLETED'] as const;

export type DeliveryMilestone = (typeof DELIVERY_ORDER)[number];

export interface DeliveryWaitOptions extends WaitOptions {
  /** The status to reach (or pass): default `COMPLETED`. */
  readonly until?: DeliveryMilestone;
}

/**
 * Resolves with the delivery status once the delivery has reached `until` (default COMPLETED) or passed it;
 * throws `DeliveryFailedError` when it ends ERROR, `AbortError` when the signal aborts, and whatever
 * `getDelivery` throws (a 404 for an unknown or deleted delivery).
 */
export function waitForDelivery<Status extends { readonly status: string }>(
  client: { getDelivery(deliveryId: number | bigint, options?: CallOptions): Promise<Status> },
  deliveryId: number | bigint,
  options: DeliveryWaitOptions = {},
): Promise<Status> {
  const until = options.until ?? 'COMPLETED';
  const wanted = DELIVERY_ORDER.indexOf(until);
  if (wanted < 0)
    throw new TypeError(
      `waitForDelivery: until must be one of ${DELIVERY_ORDER.join(', ')}, not ${JSON.stringify(until)}.`,
    );
  return poll(
    'waitForDelivery',
    (call) => client.getDelivery(deliveryId, call),
    (delivery) => {
      if (delivery.status === 'ERROR') throw new DeliveryFailedError(deliveryId, until);
      return DELIVERY_ORDER.indexOf(delivery.status as DeliveryMilestone) >= wanted ? delivery : undefined;
    },
    options,
  );
}
