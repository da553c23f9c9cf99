/** The mail service's state for one sandbox: users, deliveries, send lists, request ids and id counters. */
import type { MailUser, SandboxConfig } from '../config.js';
import { addOneMonth } from './datetime.js';
import type { Delivery, DeliveryResponse } from './deliveries.js';
import type { SendList } from './send-lists.js';
import { TrackingSigner } from './tracking.js';

interface RememberedRequest {
  readonly expiresAt: number;
  /** The earlier answer: a delivery's response, or `empty` for a test delivery (answered with no body). */
  readonly response: DeliveryResponse | 'empty';
}

export class MailState {
  readonly users: ReadonlyMap<string, MailUser>;
  readonly deliveries = new Map<number, Delivery>();
  readonly lists = new Map<number, SendList>();
  readonly tracking = new TrackingSigner();
  private readonly requests = new Map<string, RememberedRequest>();
  /** Ids of different kinds start far apart so that a mix-up shows at once in a test. */
  private nextDeliveryId = 10_001;
  private nextListId = 501;
  private nextClickId = 1;

  constructor(readonly config: SandboxConfig) {
    this.users = new Map(config.mailUsers.map((u) => [u.userName, u]));
  }

  newDeliveryId(): number {
    return this.nextDeliveryId++;
  }

  newListId(): number {
    return this.nextListId++;
  }

  newClickId(): number {
    return this.nextClickId++;
  }

  delivery(userName: string, id: number): Delivery | undefined {
    const d = this.deliveries.get(id);
    return d?.userName === userName ? d : undefined;
  }

  list(userName: string, id: number): SendList | undefined {
    const l = this.lists.get(id);
    return l?.userName === userName ? l : undefined;
  }

  /**
   * The earlier answer for a requestId still within its 1-month validity (field table, requestId): a delivery's
   * response, or `empty` when the earlier request was a test delivery.
   */
  earlierResponse(userName: string, requestId: string, now: number): DeliveryResponse | 'empty' | undefined {
    const key = `${userName}\n${requestId}`;
    const found = this.requests.get(key);
    if (found && found.expiresAt <= now) {
      this.requests.delete(key);
      return undefined;
    }
    return found?.response;
  }

  remember(userName: string, requestId: string, response: DeliveryResponse | 'empty', now: number): void {
    this.requests.set(`${userName}\n${requestId}`, { expiresAt: addOneMonth(now), response });
  }
}
