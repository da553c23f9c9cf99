/**
 * Mail parts of the control surface (no auth): the tracking links of sent mail and two test helpers.
 *
 * - `GET /_sandbox/o/{token}`: open pixel; records an open, answers a 1x1 GIF.
 * - `GET /_sandbox/c/{token}`: click-feedback link; records a click, redirects (302) to the original URL.
 * - `POST /_sandbox/u/{token}` with body `List-Unsubscribe=One-Click` (RFC 8058): records an unsubscribe.
 * - `POST /_sandbox/deliveries/{id}/events`: injects events, one object, an array, or `{ events: [...] }`;
 *   each `{ type: open|click|unsubscribe|error, platformId, clickId?, reason?, at? }`. All or nothing.
 * - `GET /_sandbox/deliveries/{id}/messages?offset&limit`: the rendered mail sent so far.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCapped } from '../body.js';
import type { SandboxContext } from '../context.js';
import { sendBytes, sendEmpty, sendJson } from '../respond.js';
import { parseIsoDateTime } from './datetime.js';
import { engagementProblem, type EngagementInput, type EngagementType, recordEngagement } from './engagement.js';
import { renderMessage } from './messages.js';

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const MAX_CONTROL_BYTES = 1_000_000;
const TYPES: readonly EngagementType[] = ['open', 'click', 'unsubscribe', 'error'];

function problem(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { error: message });
}

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const body = await readCapped(req, MAX_CONTROL_BYTES);
  if (body.kind !== 'ok') throw new SyntaxError('body too large');
  const text = body.bytes.toString('utf8');
  return text.trim() === '' ? {} : (JSON.parse(text) as unknown);
}

/** Tracking links: `kind` is `o`, `c` or `u`. */
export async function handleTracking(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: SandboxContext,
  kind: 'o' | 'c' | 'u',
  token: string,
): Promise<void> {
  const wanted = kind === 'u' ? 'POST' : 'GET';
  if (req.method !== wanted) return sendJson(res, 405, { error: `use ${wanted}` }, { Allow: wanted });
  const target = ctx.mail.tracking.verify(token, kind);
  const delivery = target && ctx.mail.deliveries.get(target.deliveryId);
  const sent = target && delivery?.at(target.index);
  if (!target || !delivery || !sent) return problem(res, 404, 'unknown link');
  const now = ctx.clock.now();
  const event: EngagementInput = {
    type: kind === 'o' ? 'open' : kind === 'c' ? 'click' : 'unsubscribe',
    sent,
    at: now,
    ...(target.clickId === undefined ? {} : { clickId: target.clickId }),
  };
  if (kind === 'u') {
    const body = await readCapped(req, MAX_CONTROL_BYTES);
    const form = body.kind === 'ok' ? new URLSearchParams(body.bytes.toString('utf8')) : undefined;
    if (form?.get('List-Unsubscribe') !== 'One-Click') {
      return problem(res, 400, 'the body must be List-Unsubscribe=One-Click');
    }
    if (!sent.batch.options.oneClickUnsubscriptionReady) return problem(res, 404, 'unknown link');
  }
  let url = '';
  if (kind === 'c') {
    // The link of a mail that was not delivered leads nowhere (nobody received it).
    url = (sent.failure === undefined && delivery.clickedUrl(sent, target.clickId ?? 0)) || '';
    if (url === '') return problem(res, 404, 'unknown link');
    // Nor does one whose text, filled in for this recipient, is no URL; the click is not recorded.
    if (!URL.canParse(url))
      return problem(
        res,
        404,
        `the link leads nowhere: its URL for this recipient is ${JSON.stringify(url)}, which is not a URL`,
      );
  }
  const why = engagementProblem(delivery, event, now);
  if (why === undefined) recordEngagement(delivery, event);
  if (kind === 'o') return sendBytes(res, 200, 'image/gif', PIXEL);
  if (kind === 'u') return sendEmpty(res, 200);
  sendEmpty(res, 302, { Location: url });
}

function readEvents(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (typeof body === 'object' && body !== null && Array.isArray((body as { events?: unknown }).events)) {
    return (body as { events: unknown[] }).events;
  }
  return [body];
}

/** `POST /_sandbox/deliveries/{id}/events`. */
export async function injectEvents(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: SandboxContext,
  id: number,
): Promise<void> {
  const delivery = ctx.mail.deliveries.get(id);
  if (!delivery) return problem(res, 404, 'unknown delivery');
  let body: unknown;
  try {
    body = await jsonBody(req);
  } catch {
    return problem(res, 400, 'the body must be JSON');
  }
  const now = ctx.clock.now();
  const accepted: EngagementInput[] = [];
  for (const [i, raw] of readEvents(body).entries()) {
    const e = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const type = e['type'] as EngagementType;
    if (!TYPES.includes(type)) return problem(res, 400, `events[${i}].type must be one of ${TYPES.join(', ')}`);
    const sent = typeof e['platformId'] === 'string' ? await delivery.findByPlatformId(e['platformId']) : undefined;
    if (!sent) return problem(res, 400, `events[${i}].platformId is not a recipient of this delivery`);
    const at = e['at'] === undefined ? now : typeof e['at'] === 'string' ? parseIsoDateTime(e['at']) : undefined;
    if (at === undefined) return problem(res, 400, `events[${i}].at must be an ISO 8601 date-time`);
    const event: EngagementInput = {
      type,
      sent,
      at,
      ...(typeof e['clickId'] === 'number' ? { clickId: e['clickId'] } : {}),
      ...(typeof e['reason'] === 'string' ? { reason: e['reason'] } : {}),
    };
    const why = engagementProblem(delivery, event, now);
    if (why !== undefined) return problem(res, 400, `events[${i}]: ${why}`);
    accepted.push(event);
  }
  // Other requests ran while recipients were searched: the delivery may be gone (deleted, or a reset).
  if (ctx.mail.deliveries.get(id) !== delivery) return problem(res, 404, 'unknown delivery');
  for (const event of accepted) recordEngagement(delivery, event);
  sendJson(res, 200, { recorded: accepted.length });
}

/** `GET /_sandbox/deliveries/{id}/messages`. */
export function listMessages(res: ServerResponse, ctx: SandboxContext, id: number, query: URLSearchParams): void {
  const delivery = ctx.mail.deliveries.get(id);
  if (!delivery) return problem(res, 404, 'unknown delivery');
  const offset = Math.max(0, Number.parseInt(query.get('offset') ?? '0', 10) || 0);
  const limit = Math.min(1000, Math.max(1, Number.parseInt(query.get('limit') ?? '100', 10) || 100));
  const now = ctx.clock.now();
  const messages = [];
  // Only the page is read: a delivery from a send list may have millions of recipients.
  for (const s of delivery.sent(now, offset)) {
    if (messages.length === limit) break;
    messages.push(renderMessage(delivery, s, ctx.mail.tracking, ctx.origin));
  }
  sendJson(res, 200, { deliveryTaskId: delivery.id, sent: delivery.sentCount(now), offset, messages });
}
