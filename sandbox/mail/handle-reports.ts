/**
 * Report operations (tag `reports` of specs/mail.yaml): CSV with `Content-Type:
 * application/octet-stream;charset=UTF-8` and `Content-MD5` (Base64 of the body's MD5). `start` and `end` are
 * optional ISO 8601 date-times; a malformed one gives 10020 naming it (both are listed when both are bad).
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { startAnswer } from '../respond.js';
import { badRequest, type MailCall, notFound, pathId } from './call.js';
import { csvPieces } from './csv.js';
import { parseIsoDateTime } from './datetime.js';
import { mailError, type MailErrorItem } from './errors.js';
import { REPORT_COLUMNS, type ReportKind, type ReportRange, reportRows } from './reports.js';

export const REPORT_CONTENT_TYPE = 'application/octet-stream;charset=UTF-8';

function range(call: MailCall): { range: ReportRange; errors: MailErrorItem[] } {
  const errors: MailErrorItem[] = [];
  const found: { start?: number; end?: number } = {};
  for (const name of ['start', 'end'] as const) {
    const text = call.query.get(name);
    if (text === null) continue;
    const at = parseIsoDateTime(text);
    if (at === undefined)
      errors.push(mailError('10020', `${name} must be an ISO 8601 date-time with an offset.`, name));
    else found[name] = at;
  }
  return { range: found, errors };
}

/** Resolves once the response can take more, or is gone. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * Sends a report without holding it: `Content-MD5` and `Content-Length` go before the body, so a first pass over
 * the rows only digests and measures them, and a second pass writes them (the rows come out the same both times,
 * see reportRows). Both passes let other requests in between pieces; a client that leaves stops the work.
 */
async function sendReport(
  res: ServerResponse,
  columns: readonly string[],
  rows: Iterable<readonly string[]>,
): Promise<void> {
  let gone = false;
  res.once('close', () => {
    gone = true;
  });
  const md5 = createHash('md5');
  let length = 0;
  for (const piece of csvPieces(columns, rows)) {
    md5.update(piece, 'utf8');
    length += Buffer.byteLength(piece);
    await nextTurn();
    if (gone) return;
  }
  startAnswer(res, 200, REPORT_CONTENT_TYPE, { 'Content-MD5': md5.digest('base64'), 'Content-Length': String(length) });
  for (const piece of csvPieces(columns, rows)) {
    if (!res.write(piece)) await drained(res);
    // A reader as fast as the sandbox drains every piece at once ('drain' comes before any other I/O): let other
    // requests in all the same.
    await nextTurn();
    if (gone) return;
  }
  res.end();
}

export function report(kind: ReportKind) {
  return async (call: MailCall): Promise<void> => {
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
    const rows = reportRows(kind, deliveries, now, call.ctx.config.reportDelaySeconds * 1000, r);
    await sendReport(call.res, REPORT_COLUMNS[kind], rows);
  };
}
