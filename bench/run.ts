/**
 * `npm run bench`: the figures in one run, each printed as it is done, then BENCHMARKS.md at the project
 * root (machine, Node version, date, medians with min–max, ratios, every target met or missed).
 *
 *   npm run bench                        # full: 5 interleaved runs, the real sizes; writes BENCHMARKS.md
 *   npm run bench -- --quick             # small inputs, in under two minutes; prints, writes nothing
 *   npm run bench -- --only 4,8          # some figures: their places in BENCHMARKS.md (--only 4 --only 8 too)
 *   npm run bench -- --ours-only         # without the peers (bench/node_modules), our side only
 *   npm run bench -- --out <file> --json <file>
 *
 * It installs nothing: without the peers it stops and names the command that installs them (`npm ci --prefix
 * bench`). A figure that fails is reported in place and the command exits 1 after the others ran.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundle } from './bundle.js';
import { cliImport } from './cli-import.js';
import { cliImportRedis } from './cli-import-redis.js';
import { generation } from './generation.js';
import { bulkImport } from './import.js';
import { exitWith, parseBenchArgs } from './lib/cli.js';
import { type Figure, type FigureScript, renderFigure } from './lib/figure.js';
import { type FigureOutcome, machine, renderReport, updateReport } from './lib/report.js';
import { ROOT } from './lib/work.js';
import { noop } from './noop.js';
import { reports } from './reports.js';
import { requests } from './requests.js';
import { typecheck } from './typecheck.js';
import { upload } from './upload.js';

export const FIGURES: readonly FigureScript[] = [
  generation,
  noop,
  typecheck,
  requests,
  reports,
  upload,
  bulkImport,
  bundle,
  cliImport,
  cliImportRedis,
];

async function main(): Promise<number> {
  const options = parseBenchArgs(process.argv.slice(2));
  const { ctx } = options;
  const started = new Date();
  const before = machine();
  const outcomes: FigureOutcome[] = [];
  for (const script of FIGURES.filter((f) => options.only === undefined || options.only.includes(f.id))) {
    const t0 = performance.now();
    try {
      const figure: Figure = await script.run(ctx);
      outcomes.push({ id: script.id, title: script.title, figure, seconds: (performance.now() - t0) / 1000 });
      process.stdout.write(`\n${renderFigure(figure)}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      outcomes.push({ id: script.id, title: script.title, error: message, seconds: (performance.now() - t0) / 1000 });
      process.stdout.write(`\n## ${script.id}. ${script.title}\n\nFailed: ${message}\n`);
    }
  }
  const after = machine();
  const report = renderReport({ ctx, started, finished: new Date(), before, after, outcomes });
  const benchmarks = path.join(ROOT, 'BENCHMARKS.md');
  if (options.out !== undefined || (ctx.scale === 'full' && options.only === undefined)) {
    const out = options.out ?? benchmarks;
    await writeFile(out, report);
    ctx.log(`bench: wrote ${path.relative(process.cwd(), out) || out}`);
  } else if (ctx.scale === 'full' && !outcomes.some((o) => o.error !== undefined)) {
    // Some figures at full scale: they take their places in BENCHMARKS.md, the others stay as they were.
    const ids = outcomes.map((o) => o.id);
    const figures = `${ids.length === 1 ? 'Figure' : 'Figures'} ${ids.join(', ')}`;
    const note =
      `${figures} ${ids.length === 1 ? 'was' : 'were'} run again on ${started.toISOString().slice(0, 10)} ` +
      `(\`npm run bench -- --only ${ids.join(',')}\`, Node ${process.version}, load average ${after.load
        .map((l) => l.toFixed(2))
        .join(' / ')} at the end); what follows describes the full run for the other figures.`;
    await writeFile(benchmarks, updateReport(await readFile(benchmarks, 'utf8'), report, { ids, note }));
    ctx.log(`bench: updated ${ids.join(', ')} in ${path.relative(process.cwd(), benchmarks)}`);
  }
  if (options.json !== undefined) await writeFile(options.json, `${JSON.stringify(outcomes, null, 2)}\n`);
  return outcomes.some((o) => o.error !== undefined) ? 1 : 0;
}

exitWith(main());
