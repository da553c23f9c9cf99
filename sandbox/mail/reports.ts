/**
 * Report contents (mail reference, Report CSV files and sections 9 to 15). Each row is an event with a time:
 * a delivery (results), a failure (errors), the first open of a recipient, the first click of a recipient on a
 * link, an unsubscribe request. An event shows once `reportDelaySeconds` of sandbox time have passed since it
 * happened ("about 1 minute after sending"); before that a report has its header row only. Times are shown and
 * compared to `start`/`end` (inclusive, absolute time) at whole seconds. Rows come in time order.
 */
import { csvDocument } from './csv.js';
import { formatReportDateTime, sixMonthWindowStart } from './datetime.js';
import type { Delivery } from './deliveries.js';

export type ReportKind = 'opens' | 'clicks' | 'errors' | 'results' | 'unsubscribes' | 'allErrors' | 'allUnsubscribes';

/** Header names, in column order (fixed for the whole toolkit; platform ID first). */
export const REPORT_COLUMNS: Readonly<Record<ReportKind, readonly string[]>> = {
  opens: ['platformId', 'openedAt'],
  clicks: ['platformId', 'clickedAt', 'clickId', 'url'],
  errors: ['platformId', 'failedAt', 'reason'],
  results: ['platformId', 'deliveredAt'],
  unsubscribes: ['platformId', 'requestedAt'],
  allErrors: ['platformId', 'failedAt', 'reason', 'deliveryTaskId'],
  allUnsubscribes: ['platformId', 'requestedAt', 'deliveryTaskId'],
};

export interface ReportRange {
  readonly start?: number;
  readonly end?: number;
}

interface Row {
  readonly at: number;
  readonly index: number;
  readonly values: string[];
}

const second = (ms: number): number => Math.floor(ms / 1000) * 1000;

function rowsOf(kind: ReportKind, delivery: Delivery, visibleUntil: number): Row[] {
  const rows: Row[] = [];
  const platformIdOf = (index: number): string => delivery.at(index)?.platformId ?? '';
  const push = (at: number, index: number, values: string[]): void => {
    if (at <= visibleUntil) rows.push({ at: second(at), index, values });
  };
  switch (kind) {
    case 'results':
      for (const s of delivery.sent(visibleUntil)) {
        if (s.failure === undefined) push(s.sentAt, s.index, [s.platformId, formatReportDateTime(s.sentAt)]);
      }
      break;
    case 'errors':
    case 'allErrors':
      for (const s of delivery.sent(visibleUntil)) {
        if (s.failure !== undefined) push(s.sentAt, s.index, [s.platformId, formatReportDateTime(s.sentAt), s.failure]);
      }
      for (const e of delivery.injectedErrors) {
        push(e.at, e.index, [platformIdOf(e.index), formatReportDateTime(e.at), e.reason ?? 'OTHER']);
      }
      break;
    case 'opens':
      for (const e of delivery.opens.values()) push(e.at, e.index, [platformIdOf(e.index), formatReportDateTime(e.at)]);
      break;
    case 'clicks':
      for (const e of delivery.clicks.values()) {
        const id = e.clickId ?? 0;
        const sent = delivery.at(e.index);
        const url = (sent && delivery.clickedUrl(sent, id)) ?? '';
        push(e.at, e.index, [sent?.platformId ?? '', formatReportDateTime(e.at), String(id), url]);
      }
      break;
    case 'unsubscribes':
    case 'allUnsubscribes':
      for (const e of delivery.unsubscribes.values()) {
        push(e.at, e.index, [platformIdOf(e.index), formatReportDateTime(e.at)]);
      }
      break;
  }
  if (kind === 'allErrors' || kind === 'allUnsubscribes') for (const row of rows) row.values.push(String(delivery.id));
  return rows;
}

/**
 * The CSV text of a report over `deliveries` (one delivery for #9 to #13, every delivery of the user for #14
 * and #15, whose start is clamped to the 1st day of the month six months before now).
 */
export function buildReport(
  kind: ReportKind,
  deliveries: readonly Delivery[],
  now: number,
  delayMs: number,
  range: ReportRange,
): string {
  let start = range.start ?? Number.NEGATIVE_INFINITY;
  if (kind === 'allErrors' || kind === 'allUnsubscribes') start = Math.max(start, sixMonthWindowStart(now));
  const end = range.end ?? Number.POSITIVE_INFINITY;
  const rows = deliveries
    .flatMap((d, order) => rowsOf(kind, d, now - delayMs).map((row) => ({ ...row, order })))
    .filter((row) => row.at >= start && row.at <= end)
    .sort((a, b) => a.at - b.at || a.order - b.order || a.index - b.index);
  return csvDocument(
    REPORT_COLUMNS[kind],
    rows.map((r) => r.values),
  );
}
