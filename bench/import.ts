/**
 * Figure 7. Bulk record import: 10,000 records created in the sandbox at its real rate limit (150/s, burst 300
 * per account) with the generated records client's `bulkCreate`, 16 calls in flight, paced by the runtime's
 * client-side limiter; achieved rate, 429 answers and whether every record is there exactly once. Each round in a
 * fresh process against a reset sandbox (bench/children/import-child.ts).
 *
 *   npx tsx bench/import.ts [--quick | --tiny] [--runs N]
 */
import { isMain, runAlone } from './lib/cli.js';
import { byScale, type FigureScript, type Sample, type TargetResult } from './lib/figure.js';
import { count, ms, withRange } from './lib/format.js';
import { runJsonChild } from './lib/process.js';
import { startBenchSandbox } from './lib/sandbox.js';
import { median, spread } from './lib/stats.js';
import { ROOT } from './lib/work.js';

const LIMIT_PER_SECOND = 150;
const BURST = 300;
const MIN_SHARE = 0.95;

interface ImportResult {
  readonly ms: number;
  readonly created: number;
  readonly perSecond: number;
  readonly status429: number;
  readonly failed: number;
  readonly firstError: string | undefined;
  readonly present: number;
  readonly duplicates: number;
  readonly extra: number;
  /** What `count` answered afterwards. */
  readonly counted: number;
}

export const bulkImport: FigureScript = {
  id: 7,
  title: 'Bulk record import at the real rate limit',
  async run(ctx) {
    const n = byScale(ctx, { full: 10_000, quick: 1000, tiny: 50 });
    // A full round takes over a minute and its rate is the limiter's, not the machine's: three rounds suffice.
    const rounds = Math.min(ctx.runs, 3);
    const sandbox = await startBenchSandbox();
    const results: ImportResult[] = [];
    try {
      for (let round = 0; round < rounds; round++) {
        await sandbox.reset();
        const r = await runJsonChild<ImportResult>('bench/children/import-child.ts', [sandbox.url, String(n)], ROOT);
        results.push(r);
        ctx.log(
          `  round ${round + 1}/${rounds}: ${count(r.created)} created in ${ms(r.ms)} ` +
            `(${r.perSecond.toFixed(1)}/s), ${r.status429} × 429, ${r.failed} failed, ${r.present} present`,
        );
      }
    } finally {
      await sandbox.stop();
    }
    const rate = results.map((r) => r.perSecond);
    // The fastest the limit allows: the burst at once, the rest at 150/s.
    const floorMs = (Math.max(0, n - BURST) / LIMIT_PER_SECOND) * 1000;
    const samples: Sample[] = [
      { label: 'records per second', unit: 'per-second', values: rate },
      { label: '429 answers', unit: 'count', values: results.map((r) => r.status429) },
      { label: 'failed calls', unit: 'count', values: results.map((r) => r.failed) },
      { label: 'records present once', unit: 'count', values: results.map((r) => r.present - r.duplicates) },
    ];
    const perSecond = (v: number) => `${v.toFixed(1)}/s`;
    const rows = [
      [
        withRange(spread(results.map((r) => r.ms)), ms),
        ms(floorMs),
        withRange(spread(rate), perSecond),
        results.map((r) => count(r.status429)).join(', '),
        results.map((r) => count(r.failed)).join(', '),
        results
          .map(
            (r) =>
              `${count(r.present)} / ${count(n)}, ${r.duplicates} duplicate(s), ${r.extra} unknown, count ` +
              `${count(r.counted)}`,
          )
          .join('; '),
      ],
    ];
    const m = median(rate);
    const total429 = results.reduce((sum, r) => sum + r.status429, 0);
    const allOnce = results.every((r) => r.present === n && r.duplicates === 0 && r.extra === 0 && r.counted === n);
    const firstError = results.find((r) => r.firstError !== undefined)?.firstError;
    const judged = ctx.scale === 'full';
    const notJudged = {
      verdict: 'not measured',
      note: `judged only on the full 10,000 records (with ${count(n)} the burst of 300 dominates)`,
    } as const;
    const targets: TargetResult[] = [
      {
        target: `achieved rate at least ${MIN_SHARE * 100} % of ${LIMIT_PER_SECOND}/s`,
        measured: `${perSecond(m)} (${((m / LIMIT_PER_SECOND) * 100).toFixed(0)} %) over the whole import`,
        ...(judged ? { verdict: m >= MIN_SHARE * LIMIT_PER_SECOND ? 'met' : 'missed' } : notJudged),
      },
      {
        target: 'zero 429 responses',
        measured: `${count(total429)} in ${results.length} round(s)`,
        verdict: total429 === 0 ? 'met' : 'missed',
      },
      {
        target: 'every record present once',
        measured: allOnce
          ? `all ${count(n)} in every round`
          : `missing or repeated records ` +
            `(${results.map((r) => `${count(r.present)} present, ${r.duplicates} duplicates`).join('; ')})`,
        verdict: allOnce ? 'met' : 'missed',
        ...(allOnce || firstError === undefined ? {} : { note: `first failure: ${firstError}` }),
      },
    ];
    return {
      id: 7,
      title: 'Bulk record import at the real rate limit',
      method:
        `${count(n)} records created with \`db.member.bulkCreate\` of a generated records client (the demo ` +
        `account's, test/fixtures/demo-account: the \`member\` definition of sandbox/seed, put through the ` +
        `generated database client first), 16 in flight, against the sandbox with its real database limit ` +
        `(150/s, burst 300 per account), in a fresh process per round (${rounds} round(s), sandbox reset before ` +
        `each). The client paces itself with the database API's \`x-rate-limit\` (bucket \`database\`, shared ` +
        `with the management client), whose client-side bucket is conservative by design: it holds 10 % of the ` +
        `burst in reserve and refills 1 % under the service's rate, so the variation between admitting a request ` +
        `and its arrival never puts it ahead of the service's bucket. Default retries (createMember is retry ` +
        `class \`unsafe\`: a 429 is retried, since it says nothing was done; a lost answer is reported ` +
        `\`unknown\`, never repeated). 429 answers counted on the wire; afterwards \`count\` and every record ` +
        `read back with \`queryAll\`.`,
      tables: [
        {
          head: [
            'time',
            'fastest the limit allows',
            'rate',
            '429 answers per round',
            'failed calls per round',
            'records present',
          ],
          rows,
        },
      ],
      targets,
      samples,
      notes: [],
    };
  },
};

if (isMain(import.meta.filename)) runAlone(bulkImport);
