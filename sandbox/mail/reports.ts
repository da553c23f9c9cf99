/**
 * Report contents (tag `reports` of specs/mail.yaml). Each row is an event with a time:
 * a delivery (results), a failure (errors), the first open of a recipient, the first click of a recipient on a
 * link, an unsubscribe request. An event shows once `reportDelaySeconds` of sandbox time have passed since it
 * happened ("about 1 minute after sending"); before that a report has its header row only. Times are shown and
 * compared to `start`/`end` (inclusive, absolute time) at whole seconds. Rows come in time order.
 *
 * A report of a send-list delivery may have ten million rows, so rows are produced one at a time and never
 * held together: sendings come out of the delivery already in time order (recipients leave in index order),
 * and the few recorded events are sorted and merged into them.
 */
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
  /** The event time at whole seconds. */
  readonly at: number;
  readonly index: number;
  readonly values: string[];
}

const second = (ms: number): number => Math.floor(ms / 1000) * 1000;

/** Rows of recipients whose mail has left (results: delivered ones; errors: failed ones), in time order. */
function* sentRows(
  kind: ReportKind,
  delivery: Delivery,
  visibleUntil: number,
  suffix: readonly string[],
): Generator<Row> {
  if (kind !== 'results' && kind !== 'errors' && kind !== 'allErrors') return;
  // A hundred recipients leave each second: format each second once.
  let shownAt = Number.NaN;
  let shown = '';
  for (const s of delivery.sent(visibleUntil)) {
    if ((s.failure === undefined) !== (kind === 'results')) continue;
    const at = second(s.sentAt);
    if (at !== shownAt) [shownAt, shown] = [at, formatReportDateTime(at)];
    const values =
      s.failure === undefined ? [s.platformId, shown, ...suffix] : [s.platformId, shown, s.failure, ...suffix];
    yield { at, index: s.index, values };
  }
}

/** Rows of recorded events (opens, clicks, unsubscribes, injected errors), sorted by time, then recipient. */
function eventRows(kind: ReportKind, delivery: Delivery, visibleUntil: number, suffix: readonly string[]): Row[] {
  const rows: Row[] = [];
  const platformIdOf = (index: number): string => delivery.at(index)?.platformId ?? '';
  const push = (at: number, index: number, values: string[]): void => {
    if (at <= visibleUntil) rows.push({ at: second(at), index, values: [...values, ...suffix] });
  };
  switch (kind) {
    case 'results':
      break;
    case 'errors':
    case 'allErrors':
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
  // Stable: events of one recipient at one second keep the order they were recorded in.
  return rows.sort((a, b) => a.at - b.at || a.index - b.index);
}

/** Merges two sorted sequences; an element of `b` goes first only when `before(b, a)`. */
function* merge<T>(a: Iterator<T>, b: Iterator<T>, before: (x: T, y: T) => boolean): Generator<T> {
  let x = a.next();
  let y = b.next();
  while (!x.done && !y.done) {
    if (before(y.value, x.value)) {
      yield y.value;
      y = b.next();
    } else {
      yield x.value;
      x = a.next();
    }
  }
  for (; !x.done; x = a.next()) yield x.value;
  for (; !y.done; y = b.next()) yield y.value;
}

/** Merges sorted sequences pairwise; on equal times the earlier sequence goes first. */
function mergeAll(sources: readonly (() => Iterator<Row>)[]): Iterator<Row> {
  const [only] = sources;
  if (sources.length <= 1) return only ? only() : [][Symbol.iterator]();
  const half = sources.length >> 1;
  return merge(mergeAll(sources.slice(0, half)), mergeAll(sources.slice(half)), (x, y) => x.at < y.at);
}

/** One delivery's rows in time order; the recorded events are taken now, sendings as they are read. */
function deliveryRows(kind: ReportKind, delivery: Delivery, visibleUntil: number): () => Iterator<Row> {
  // The two reports over every delivery name the delivery in their last column.
  const suffix = kind === 'allErrors' || kind === 'allUnsubscribes' ? [String(delivery.id)] : [];
  const events = eventRows(kind, delivery, visibleUntil, suffix);
  // A sending and an event of the same recipient at the same second: the sending first.
  const before = (e: Row, s: Row): boolean => e.at < s.at || (e.at === s.at && e.index < s.index);
  return () => merge(sentRows(kind, delivery, visibleUntil, suffix), events.values(), before);
}

/**
 * The rows of a report over `deliveries` (one delivery for #9 to #13, every delivery of the user for #14 and
 * #15, whose start is clamped to the 1st day of the month six months before now), header excluded. The result
 * can be read any number of times and gives the same rows each time: recorded events are taken when it is made,
 * and mail that leaves later is after `now` and not visible yet.
 */
export function reportRows(
  kind: ReportKind,
  deliveries: readonly Delivery[],
  now: number,
  delayMs: number,
  range: ReportRange,
): Iterable<readonly string[]> {
  let start = range.start ?? Number.NEGATIVE_INFINITY;
  if (kind === 'allErrors' || kind === 'allUnsubscribes') start = Math.max(start, sixMonthWindowStart(now));
  const end = range.end ?? Number.POSITIVE_INFINITY;
  const sources = deliveries.map((d) => deliveryRows(kind, d, now - delayMs));
  return {
    *[Symbol.iterator]() {
      const rows = mergeAll(sources);
      for (let row = rows.next(); !row.done; row = rows.next()) {
        if (row.value.at >= start && row.value.at <= end) yield row.value.values;
      }
    },
  };
}
