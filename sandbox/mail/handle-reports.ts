/**
 * Report operations #9 to #15 of the mail reference: CSV with `Content-Type:
 * application/octet-stream;charset=UTF-8` and `Content-MD5` (Base64 of the body's MD5). `start` and `end` are
 * optional ISO 8601 date-times; a malformed one gives 10020 naming it (both are listed when both are bad).
 */
import { sendBytes } from '../respond.js';
import { badRequest, type MailCall, notFound, pathId } from './call.js';
import { contentMd5 } from './csv.js';
import { parseIsoDateTime } from './datetime.js';
import { mailError, type MailErrorItem } from './errors.js';
import { buildReport, type ReportKind, type ReportRange } from './reports.js';

export const REPORT_CONTENT_TYPE = 'application/octet-stream;charset=UTF-8';

function range(call: MailCall): { range: ReportRange; errors: MailErrorItem[] } {
  const errors: MailErrorItem[] = [];
  const found: { start?: number; end?: number } = {};
  for (const name of ['start', 'end'] as const) {
    const text = call.query.get(name);
    if (text === null) continue;
    const at = parseIsoDateTime(text);
    if (at === undefined) errors.push(mailError('10020', `${name} must be an ISO 8601 date-time with an offset.`, name));
    else found[name] = at;
  }
  return { range: found, errors };
}

export function report(kind: ReportKind) {
  return (call: MailCall): void => {
    const state = call.ctx.mail;
    const all = kind === 'allErrors' || kind === 'allUnsubscribes';
    let deliveries;
    if (all) {
      deliveries = [...state.deliveries.values()].filter((d) => d.userName === call.user.userName);
    } else {
      const id = pathId(call, 'delivery_id');
      const delivery = id === undefined ? undefined : state.delivery(call.user.userName, id);
      if (!delivery) return notFound(call, 'Delivery');
      deliveries = [delivery];
    }
    const { range: r, errors } = range(call);
    if (errors.length > 0) return badRequest(call, errors);
    const now = call.ctx.clock.now();
    const body = Buffer.from(buildReport(kind, deliveries, now, call.ctx.config.reportDelaySeconds * 1000, r), 'utf8');
    sendBytes(call.res, 200, REPORT_CONTENT_TYPE, body, { 'Content-MD5': contentMd5(body) });
  };
}
