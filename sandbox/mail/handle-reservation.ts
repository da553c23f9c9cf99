/**
 * Reservation operations of specs/mail.yaml: uploadSendList (#6), getSendList (#7) and reserveDelivery (#8).
 */
import { mediaType } from '../body.js';
import { sendJson } from '../respond.js';
import { answerAfterBody, badRequest, type MailCall, notFound, pathId, payloadTooLarge } from './call.js';
import { parseIsoDateTime } from './datetime.js';
import { mailError, type MailErrorItem } from './errors.js';
import { contentOf, fieldsOrAnswer, newDelivery, optionsOf } from './handle-sending.js';
import { ListBytes } from './list-rows.js';
import { SendListCheck } from './send-list-check.js';
import { SendList } from './send-lists.js';
import { contentErrors, trackingDomainErrors } from './validate-delivery.js';

/** Largest list: 300 MB (section 6), read as 300,000,000 bytes like the spec's `x-max-bytes` and the SDK. */
export const MAX_LIST_BYTES = 300_000_000;
/** The reserved time must be at least 5 minutes ahead (section 8; Limits). */
const MIN_LEAD_MS = 5 * 60_000;

/**
 * #6 POST /deliveries/reserve/sendlists. The CSV streams through the rule checks chunk by chunk; over 300 MB the
 * rest is read and dropped, the upload is refused with 413 and nothing is registered. Rule violations do not
 * refuse the upload: the list registers and turns FAIL after processing, with an errorMessage naming the rule
 * and the row.
 */
export async function uploadSendList(call: MailCall): Promise<void> {
  if (mediaType(call.req) !== 'text/csv') {
    return answerAfterBody(call, MAX_LIST_BYTES, () =>
      badRequest(call, [mailError('10034', 'The Content-Type must be text/csv.', null)]),
    );
  }
  const declared = Number(call.req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_LIST_BYTES) return payloadTooLarge(call, MAX_LIST_BYTES);
  const check = new SendListCheck();
  const bytes = new ListBytes();
  let size = 0;
  // The request must outlive an early exit from the loop: its rest is read before the 413 (see discardRest).
  for await (const chunk of call.req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_LIST_BYTES) {
      bytes.clear();
      return payloadTooLarge(call, MAX_LIST_BYTES);
    }
    check.push(chunk);
    // Once the list is known to fail, its rows are only counted, not kept.
    if (check.failed) bytes.clear();
    else bytes.push(chunk);
  }
  const result = check.finish();
  const state = call.ctx.mail;
  const list = new SendList({
    id: state.newListId(),
    userName: call.user.userName,
    registeredAt: call.ctx.clock.now(),
    processingMs: call.ctx.config.listProcessingSeconds * 1000,
    columns: result.columns,
    rowCount: result.rowCount,
    failure: result.failure,
    recipients: result.failure === undefined ? bytes.finish(result.columns) : undefined,
  });
  state.lists.set(list.id, list);
  sendJson(call.res, 200, { sendListId: list.id });
}

/** #7 GET /deliveries/reserve/sendlists/{send_list_id}. */
export function getSendList(call: MailCall): void {
  const id = pathId(call, 'send_list_id');
  const list = id === undefined ? undefined : call.ctx.mail.list(call.user.userName, id);
  if (!list) return notFound(call, 'Send list');
  sendJson(call.res, 200, list.toJson(call.ctx.clock.now()));
}

/**
 * #8 POST /deliveries/reserve: content rules as for #1, then the list (10022 to 10027) and the time (10028 to
 * 10030: from 5 minutes after now up to the list's expiry). The list is linked to the new delivery (rule 1).
 */
export async function reserveDelivery(call: MailCall): Promise<void> {
  const f = await fieldsOrAnswer(call, 'reserve');
  if (!f) return;
  const state = call.ctx.mail;
  const now = call.ctx.clock.now();
  const errors: MailErrorItem[] = [...contentErrors(f), ...trackingDomainErrors(f, call.user)];
  const list = f.sendListId === undefined ? undefined : state.list(call.user.userName, f.sendListId);
  if (f.sendListId === undefined) errors.push(mailError('10022'));
  else if (!list) errors.push(mailError('10023'));
  else {
    const status = list.status(now);
    if (status === 'EXPIRED') errors.push(mailError('10024'));
    else if (status !== 'SUCCESS') errors.push(mailError('10025', `The list is ${status}.`));
    if (list.deliveryTaskId !== null) errors.push(mailError('10026'));
    const property = f.deliveryMailAddressPropertyName;
    if (status === 'SUCCESS' && property !== undefined && property !== '' && !list.columns.includes(property)) {
      errors.push(mailError('10027'));
    }
  }
  let at: number | undefined;
  if (f.sendDateTime === undefined || f.sendDateTime === '') errors.push(mailError('10028'));
  else {
    at = parseIsoDateTime(f.sendDateTime);
    if (at === undefined) errors.push(mailError('10029'));
    else if (at < now + MIN_LEAD_MS || (list !== undefined && at > list.expiresAt)) errors.push(mailError('10030'));
  }
  if (errors.length > 0 || !list || at === undefined) return badRequest(call, errors);
  const delivery = newDelivery(state, call, 'reservation', contentOf(f), { at, sendListId: list.id });
  delivery.addBatch(list.recipients ?? [], optionsOf(f), at);
  state.deliveries.set(delivery.id, delivery);
  list.deliveryTaskId = delivery.id;
  if (f.requestId !== undefined && f.requestId !== '')
    state.remember(call.user.userName, f.requestId, delivery.response(), now);
  sendJson(call.res, 200, delivery.response());
}
