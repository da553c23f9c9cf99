/**
 * Figure 5. Reports: parse and MD5-verify a clicks report of 1,000,000 rows, buffered and streamed, ours (the
 * generated mail client's `clicks`) against csv-parse and papaparse on the same bytes. Each parser runs in a
 * process of its own, interleaved; time from the call to the last row, peak RSS of the process.
 *
 *   npx tsx bench/reports.ts [--quick | --tiny] [--runs N] [--ours-only]
 */
import { isMain, runAlone } from './lib/cli.js';
import { clicksReport } from './lib/clicks-report.js';
import { byScale, type FigureScript, type Sample, type TargetResult } from './lib/figure.js';
import { count, mib, ms, ratio, withRange } from './lib/format.js';
import { interleaved } from './lib/interleave.js';
import { compiledChild } from './lib/compiled.js';
import { runJsonChild } from './lib/process.js';
import { profileLine, profileNode } from './lib/profile.js';
import { median, pairedRatios, spread } from './lib/stats.js';
import { ROOT } from './lib/work.js';

const CHILD = 'bench/children/report-child.ts';
const LABELS: Readonly<Record<string, string>> = {
  'ours-streamed': 'ours, streamed (`for await`)',
  'ours-buffered': 'ours, buffered (`rows()`)',
  'papaparse-streamed': 'papaparse, streamed',
  'papaparse-buffered': 'papaparse, buffered',
  'csv-parse-streamed': 'csv-parse, streamed',
  'csv-parse-buffered': 'csv-parse, buffered',
};
const RSS_LIMIT = 100_000_000;
const SPEED_LIMIT = 1.1;

interface ChildResult {
  readonly ms: number;
  readonly rows: number;
  readonly rssBefore: number;
  readonly peakRss: number;
}

export const reports: FigureScript = {
  id: 5,
  title: 'Reports: parse and verify a clicks report',
  async run(ctx) {
    const rows = byScale(ctx, { full: 1_000_000, quick: 200_000, tiny: 2_000 });
    ctx.log(`figure 5: ${count(rows)}-row clicks report`);
    const report = await clicksReport(rows);
    const variants = [
      'ours-streamed',
      'ours-buffered',
      ...(ctx.oursOnly ? [] : ['papaparse-streamed', 'papaparse-buffered', 'csv-parse-streamed', 'csv-parse-buffered']),
    ];
    const args = (variant: string) => [variant, report.file, report.md5, String(rows)];
    const compiled = await compiledChild(CHILD);
    const results = await interleaved<ChildResult>(
      variants.map((variant) => ({
        label: variant,
        run: () => runJsonChild<ChildResult>(CHILD, args(variant), ROOT, compiled),
      })),
      ctx.runs,
      ctx.log,
      (r) => `${ms(r.ms)}, peak ${mib(r.peakRss)}`,
    );
    const samples: Sample[] = [];
    const tableRows: string[][] = [];
    const time = (v: string) => results.get(v)?.map((r) => r.ms);
    for (const variant of variants) {
      const rs = results.get(variant)!;
      const t = rs.map((r) => r.ms);
      const oursSame = time(`ours-${variant.endsWith('streamed') ? 'streamed' : 'buffered'}`)!;
      samples.push(
        { label: `${variant} time`, unit: 'ms', values: t },
        { label: `${variant} peak RSS`, unit: 'bytes', values: rs.map((r) => r.peakRss) },
      );
      tableRows.push([
        LABELS[variant] ?? variant,
        withRange(spread(t), ms),
        `${count(rows / (median(t) / 1000))}`,
        variant.startsWith('ours') ? '' : withRange(spread(pairedRatios(oursSame, t)), ratio),
        withRange(spread(rs.map((r) => r.peakRss)), mib),
        mib(median(rs.map((r) => r.rssBefore))),
      ]);
    }
    const streamedRss = median(results.get('ours-streamed')!.map((r) => r.peakRss));
    const targets: TargetResult[] = [];
    const papa = time('papaparse-streamed');
    const csvParse = time('csv-parse-streamed');
    if (papa === undefined || csvParse === undefined) {
      targets.push({
        target: "streamed: about papaparse's speed (at most 1.1× its time)",
        measured: 'ours only',
        verdict: 'not measured',
        note: 'peers not installed (--ours-only)',
      });
    } else {
      const toPapa = median(pairedRatios(time('ours-streamed')!, papa));
      const toCsvParse = median(pairedRatios(csvParse, time('ours-streamed')!));
      targets.push({
        target: `streamed: about papaparse's speed (at most ${SPEED_LIMIT}× its time), as today, and well ahead of csv-parse (2.8× its speed today)`,
        measured: `ours ÷ papaparse ${ratio(toPapa)} the time; csv-parse takes ${ratio(toCsvParse)} ours`,
        verdict: toPapa <= SPEED_LIMIT ? 'met' : 'missed',
      });
    }
    targets.push({
      target: 'streamed peak RSS under 100 MB (100,000,000 bytes) for 1,000,000 rows',
      measured: `${mib(streamedRss)} (${count(streamedRss / 1e6)} MB) for ${count(rows)} rows`,
      verdict: ctx.scale !== 'full' ? 'not measured' : streamedRss < RSS_LIMIT ? 'met' : 'missed',
      ...(ctx.scale !== 'full' ? { note: 'judged only on the full 1,000,000 rows' } : {}),
    });
    const notes: string[] = [];
    if (ctx.profile)
      notes.push(
        profileLine(
          'Ours streamed',
          await profileNode('reports-ours-streamed', [compiled, ...args('ours-streamed')], ROOT),
          10,
        ),
      );
    return {
      id: 5,
      title: 'Reports: parse and verify a clicks report',
      method: `A ${count(rows)}-row clicks report (${mib(report.bytes)}, every value quoted, CRLF) handed to each parser as a fetch Response streamed from disk in 64 KiB chunks with its Content-MD5. Ours: the generated mail client's \`clicks\` with that fetch injected, \`await report.rows()\` (buffered) or \`for await\` (streamed), MD5 checked by the runtime. csv-parse (\`columns: true\`, sync API on the whole body, or its stream) and papaparse (\`header: true\`, on the decoded text, or its Node stream) with node:crypto's MD5 over the same bytes. One process per run, interleaved; time from the call to the last row; peak RSS from getrusage of the process, beside its RSS before reading (Node and the parser loaded). Each child runs as one JavaScript file bundled by esbuild under plain \`node\`, as a deployed app runs (bench/lib/compiled.ts: tsx alone would add about 36 MiB to every variant).`,
      tables: [
        { head: ['parser', 'time', 'rows/s', 'ours ÷ it (time)', 'peak RSS', 'RSS before reading'], rows: tableRows },
      ],
      targets,
      samples,
      notes,
    };
  },
};

if (isMain(import.meta.filename)) runAlone(reports);
