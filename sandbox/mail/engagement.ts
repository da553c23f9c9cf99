/**
 * Recording what recipients do with delivered mail: opens, clicks, one-click unsubscribes, and errors injected
 * by tests. Only the first open of a recipient, the first click of a recipient on each link and the first
 * unsubscribe of a recipient are kept, so each report lists a recipient once per thing.
 */
import type { Delivery, Sent } from './deliveries.js';
import { ERROR_REASONS, type ErrorReason } from './outcomes.js';

export type EngagementType = 'open' | 'click' | 'unsubscribe' | 'error';

export interface EngagementInput {
  readonly type: EngagementType;
  readonly sent: Sent;
  readonly at: number;
  readonly clickId?: number;
  readonly reason?: string;
}

/** Why this event cannot have happened, or undefined when it can be recorded. */
export function engagementProblem(delivery: Delivery, e: EngagementInput, now: number): string | undefined {
  if (e.at > now) return 'the event time is in the future';
  if (e.sent.sentAt > e.at) return 'the mail had not been sent at that time';
  if (e.type === 'error') {
    return ERROR_REASONS.includes(e.reason as ErrorReason)
      ? undefined
      : `reason must be one of ${ERROR_REASONS.join(', ')}`;
  }
  if (e.sent.failure !== undefined) return `the mail was not delivered (${e.sent.failure})`;
  if (e.type === 'click' && (e.clickId === undefined || !delivery.feedback(e.clickId))) {
    return 'clickId is not a click feedback id of this delivery';
  }
  return undefined;
}

/** Records an event that `engagementProblem` accepted. */
export function recordEngagement(delivery: Delivery, e: EngagementInput): void {
  const index = e.sent.index;
  switch (e.type) {
    case 'open':
      if (!delivery.opens.has(index)) delivery.opens.set(index, { index, at: e.at });
      break;
    case 'click': {
      const key = `${index}:${e.clickId ?? 0}`;
      if (!delivery.clicks.has(key)) delivery.clicks.set(key, { index, at: e.at, clickId: e.clickId ?? 0 });
      break;
    }
    case 'unsubscribe':
      if (!delivery.unsubscribes.has(index)) delivery.unsubscribes.set(index, { index, at: e.at });
      break;
    case 'error':
      delivery.injectedErrors.push({ index, at: e.at, reason: e.reason as ErrorReason });
      break;
  }
}
