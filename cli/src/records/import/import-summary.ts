/**
 * The summary an import ends with, on stderr: the counts and rate, then the rows that failed or are unknown with
 * their reasons (the first of each kind; the journal, or the file of `--failed`, has every one). An import of
 * standard input without a journal also lists the rows done, since nothing else records them.
 */
import { counted } from '../../output/counted.js';
import type { ImportSummary } from './import-run.js';

/** Rows listed per kind in the summary. */
const LISTED = 20;

/** Where the rows the summary leaves out are: `in <journal>`, or nothing when no file has them. */
export interface SummaryPlaces {
  readonly failed?: string | undefined;
  readonly unknown?: string | undefined;
}

export function summaryLines(name: string, summary: ImportSummary, places: SummaryPlaces, seconds: number): string[] {
  const rate = (summary.created + summary.updated) / seconds;
  const lines = [
    `${name} import: ${summary.created} created, ${summary.updated} updated, ${summary.failed.length} failed, ` +
      `${summary.unknown.length} unknown` +
      (summary.present > 0 ? `, ${summary.present} present already (by --key)` : '') +
      (summary.alreadyDone > 0 ? ` (${counted(summary.alreadyDone, 'row')} done by an earlier run)` : '') +
      ` in ${seconds.toFixed(1)} s (${rate.toFixed(1)} rows/s)`,
  ];
  for (const [kind, rows] of [
    ['failed', summary.failed],
    ['unknown', summary.unknown],
  ] as const) {
    const sorted = [...rows].sort((a, b) => a.row - b.row);
    for (const { row, reason } of sorted.slice(0, LISTED)) lines.push(`  row ${row} ${kind}: ${reason}`);
    const place = places[kind] === undefined ? '' : ` in ${places[kind]}`;
    if (sorted.length > LISTED) lines.push(`  ... ${sorted.length - LISTED} more ${kind} rows${place}`);
  }
  return lines;
}

/** Whole numbers as ranges: `1-3, 5, 7-9`. */
export function ranges(numbers: readonly number[]): string {
  const sorted = [...numbers].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    parts.push(i === j ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * The rows done in a run, as ranges: the run takes rows in file order, so the rows it took are 1 to `rows`, and
 * each has an outcome when it returns; done are those that neither failed nor are unknown.
 */
export function rowsDone(summary: ImportSummary): string {
  const notDone = new Set([...summary.failed, ...summary.unknown].map((r) => r.row));
  const done = Array.from({ length: summary.rows }, (_, i) => i + 1).filter((row) => !notDone.has(row));
  return done.length === 0 ? 'none' : ranges(done);
}
