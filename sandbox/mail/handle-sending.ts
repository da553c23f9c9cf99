/**
 * Sending operations of specs/mail.yaml, numbered in spec order: sendDelivery (#1), getDelivery (#2),
 * deleteDelivery (#3), createDelivery (#4) and sendDeliveryById (#5). Every check runs before any state changes,
 * so a refused request leaves the sandbox as it was.
 */
import { sendEmpty, sendJson } from '../respond.js';
import { htmlFeedbackUrls, textFeedbackUrls } from './click-feedback.js';
import { badRequest, type MailCall, notFound, pathId, readJsonBody } from './call.js';
import { Delivery, type DeliveryContent, type DeliveryKind, type SendOptions } from './deliveries.js';
import { mailError, type MailErrorItem } from './errors.js';
import type { MailState } from './state.js';
import {
  contentErrors,
  type DeliveryFields,
  type MailOperation,
  readFields,
  recipientErrors,
  trackingDomainErrors,
} from './validate-delivery.js';

/** Reservations may not be deleted from 5 minutes before their time until they complete (States rule 3). */
export const DELETE_LOCK_MS = 5 * 60_000;

export function contentOf(f: DeliveryFields): DeliveryContent {
  return {
    encode: f.encode ?? 'UTF-8',
    fromAddress: f.fromAddress ?? '',
    fromName: f.fromName,
    replyAddress: f.replyAddress,
    preheader: f.preheader,
    subject: f.subject ?? '',
    bodyText: f.bodyText,
    bodyHtml: f.bodyHtml,
    addressProperty: f.deliveryMailAddressPropertyName ?? '',
  };
}

export function optionsOf(f: DeliveryFields): SendOptions {
  return {
    trackingDomain: f.trackingDomain === '' ? undefined : f.trackingDomain,
    trackingDomainSslReady: f.trackingDomainSslReady ?? false,
    oneClickUnsubscriptionReady: f.oneClickUnsubscriptionReady ?? false,
  };
}

/** A new delivery with click-feedback ids issued for the tagged URLs of its bodies (Click feedback). */
export function newDelivery(
  state: MailState,
  call: MailCall,
  kind: DeliveryKind,
  content: DeliveryContent,
  reservation?: { readonly at: number; readonly sendListId: number },
): Delivery {
  const feedbacks = (urls: string[]) => urls.map((url) => ({ id: state.newClickId(), url }));
  return new Delivery(
    state.newDeliveryId(),
    call.user.userName,
    kind,
    content,
    feedbacks(content.bodyText ? textFeedbackUrls(content.bodyText) : []),
    feedbacks(content.bodyHtml ? htmlFeedbackUrls(content.bodyHtml) : []),
    call.ctx.config.sendRatePerSecond,
    reservation?.at,
    reservation?.sendListId,
  );
}

/**
 * Reads and type-checks the body; answers 409 with the earlier response when the requestId was used within
 * the last month (field table, requestId), with an empty body when the earlier request was a test delivery.
 * Returns undefined once answered.
 */
export async function fieldsOrAnswer(call: MailCall, operation: MailOperation): Promise<DeliveryFields | undefined> {
  const body = await readJsonBody(call);
  if (body === undefined) return undefined;
  const read = readFields(body, operation);
  if (!read.ok) {
    badRequest(call, read.errors);
    return undefined;
  }
  const { requestId } = read.fields;
  if (requestId !== undefined && requestId !== '') {
    const earlier = call.ctx.mail.earlierResponse(call.user.userName, requestId, call.ctx.clock.now());
    if (earlier === 'empty') {
      sendEmpty(call.res, 409);
      return undefined;
    }
    if (earlier) {
      sendJson(call.res, 409, earlier);
      return undefined;
    }
  }
  return read.fields;
}

/** Keeps the answer under the requestId; a test delivery's is the empty answer (specs/mail.yaml, requestId). */
function remember(call: MailCall, f: DeliveryFields, delivery: Delivery | undefined): void {
  if (f.requestId !== undefined && f.requestId !== '') {
    call.ctx.mail.remember(call.user.userName, f.requestId, delivery?.response() ?? 'empty', call.ctx.clock.now());
  }
}

/** A test delivery sends nothing, records nothing for the reports and issues no id: 200 with an empty body. Its requestId is kept, so a repeat is refused like any other. */
function testDelivery(call: MailCall, f: DeliveryFields): void {
  remember(call, f, undefined);
  sendEmpty(call.res, 200);
}

/** #1 POST /deliveries. */
export async function sendDelivery(call: MailCall): Promise<void> {
  const f = await fieldsOrAnswer(call, 'send');
  if (!f) return;
  const errors = [
    ...contentErrors(f),
    ...trackingDomainErrors(f, call.user),
    ...recipientErrors(f, f.deliveryMailAddressPropertyName),
  ];
  if (errors.length > 0) return badRequest(call, errors);
  if (f.test === true) return testDelivery(call, f);
  const state = call.ctx.mail;
  const now = call.ctx.clock.now();
  const delivery = newDelivery(state, call, 'immediate', contentOf(f));
  delivery.addBatch(f.deliveryData ?? [], optionsOf(f), now);
  state.deliveries.set(delivery.id, delivery);
  remember(call, f, delivery);
  sendJson(call.res, 200, delivery.response());
}

/** #4 POST /deliveries/new: a setting with content and no recipients (status COMPLETED, 0 of 0). */
export async function createDelivery(call: MailCall): Promise<void> {
  const f = await fieldsOrAnswer(call, 'create');
  if (!f) return;
  const errors = contentErrors(f);
  if (errors.length > 0) return badRequest(call, errors);
  const delivery = newDelivery(call.ctx.mail, call, 'setting', contentOf(f));
  call.ctx.mail.deliveries.set(delivery.id, delivery);
  sendJson(call.res, 200, delivery.response());
}

/**
 * #5 POST /deliveries/{delivery_id}/send. The recipients are queued after whatever the setting is still
 * sending, so a setting can be sent more than once; a reserved setting is refused (10033).
 */
export async function sendDeliveryById(call: MailCall): Promise<void> {
  const id = pathId(call, 'delivery_id');
  const delivery = id === undefined ? undefined : call.ctx.mail.delivery(call.user.userName, id);
  if (!delivery) return notFound(call, 'Delivery');
  const f = await fieldsOrAnswer(call, 'sendById');
  if (!f) return;
  const errors: MailErrorItem[] = [
    ...trackingDomainErrors(f, call.user),
    ...recipientErrors(f, delivery.content.addressProperty),
  ];
  if (delivery.kind === 'reservation') errors.push(mailError('10033'));
  if (errors.length > 0) return badRequest(call, errors);
  if (f.test === true) return testDelivery(call, f);
  const now = call.ctx.clock.now();
  delivery.addBatch(f.deliveryData ?? [], optionsOf(f), delivery.queueEnd(now));
  remember(call, f, delivery);
  sendJson(call.res, 200, delivery.response());
}

/** #2 GET /deliveries/{delivery_id}. */
export function getDelivery(call: MailCall): void {
  const id = pathId(call, 'delivery_id');
  const delivery = id === undefined ? undefined : call.ctx.mail.delivery(call.user.userName, id);
  if (!delivery) return notFound(call, 'Delivery');
  const now = call.ctx.clock.now();
  sendJson(call.res, 200, {
    deliveryTaskId: delivery.id,
    status: delivery.status(now),
    total: delivery.total,
    sent: delivery.sentCount(now),
  });
}

/**
 * #3 DELETE /deliveries/{delivery_id} (States rules 2, 3, 4, 6): 10031 for a reservation from 5 minutes before
 * its time until it completes, 10021 for any other delivery still sending. Deletion releases the send list and
 * removes the reports; the answer is 200 with an empty body (docs/decisions.md).
 */
export function deleteDelivery(call: MailCall): void {
  const id = pathId(call, 'delivery_id');
  const state = call.ctx.mail;
  const delivery = id === undefined ? undefined : state.delivery(call.user.userName, id);
  if (!delivery) return notFound(call, 'Delivery');
  const now = call.ctx.clock.now();
  const status = delivery.status(now);
  if (delivery.kind === 'reservation' && delivery.reservedFor !== undefined) {
    if (status !== 'COMPLETED' && now >= delivery.reservedFor - DELETE_LOCK_MS) {
      return badRequest(call, [mailError('10031')]);
    }
  } else if (status === 'SENDING') {
    return badRequest(call, [mailError('10021')]);
  }
  state.deliveries.delete(delivery.id);
  if (delivery.sendListId !== undefined) {
    const list = state.lists.get(delivery.sendListId);
    if (list?.deliveryTaskId === delivery.id) list.deliveryTaskId = null;
  }
  sendEmpty(call.res, 200);
}
