/**
 * Figure 2. No-op runs: `npm run generate` and `npm run generate -- --check` in this repository when nothing
 * changed, as a user types them (npm included), interleaved. The target is at most half a second each.
 *
 *   npx tsx bench/noop.ts [--quick | --tiny] [--runs N]
 *
 * Nothing is measured when generated/ is out of date: a first `--check` must pass, so that no run here writes.
 */
import { isMain, runAlone } from './lib/cli.js';
import type { FigureScript, Sample, TargetResult } from './lib/figure.js';
import { mib, ms, withRange } from './lib/format.js';
import { generateArgs } from './lib/generate-command.js';
import { interleaved } from './lib/interleave.js';
import { measureProcess, processSamples } from './lib/process.js';
import { profileLine, profileNode } from './lib/profile.js';
import { median, spread } from './lib/stats.js';
import { ROOT } from './lib/work.js';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// --check first in every round: the first one also proves generated/ up to date before anything could write.
const COMMANDS = [
  { label: 'npm run generate -- --check', args: ['run', '-s', 'generate', '--', '--check'], check: true },
  { label: 'npm run generate', args: ['run', '-s', 'generate'], check: false },
] as const;
const LIMIT_MS = 500;

export const noop: FigureScript = {
  id: 2,
  title: 'No-op runs of the generator',
  async run(ctx) {
    ctx.log('figure 2: no-op generate and --check');
    // Untimed: a run before this figure (figure 1's cold runs empty node_modules/.cache) may have left no record of
    // the last full run, and the first run here would then be a full one.
    await measureProcess(NPM, ['run', '-s', 'generate', '--', '--check'], { cwd: ROOT, okCodes: [0, 1] });
    const results = await interleaved(
      COMMANDS.map((c) => ({
        label: c.label,
        run: async () => {
          const result = await measureProcess(NPM, c.args, { cwd: ROOT, okCodes: [0, 1] });
          if (c.check && result.stderr.includes('out of date')) {
            throw new Error(
              `figure 2 needs generated/ up to date, so that no run writes: run \`npm run generate\` ` +
                `first.\n${result.stderr.trim()}`,
            );
          }
          // A no-op writes nothing; a run that wrote would not be one (an input changed meanwhile).
          if (!c.check && !/ 0 written, 0 deleted/.test(result.stdout))
            throw new Error(`npm run generate wrote files, so it was no no-op: ${result.stdout.trim()}`);
          return result;
        },
      })),
      ctx.runs,
      ctx.log,
      (r) => `${ms(r.wallMs)}, ${r.peakRss === undefined ? 'peak RSS n/a' : mib(r.peakRss)}`,
    );
    const samples: Sample[] = [];
    const rows: string[][] = [];
    const targets: TargetResult[] = [];
    for (const c of COMMANDS) {
      const { wall, rss, samples: own } = processSamples(c.label, results.get(c.label)!);
      samples.push(...own);
      rows.push([c.label, withRange(spread(wall), ms), rss === undefined ? 'n/a' : withRange(spread(rss), mib)]);
      const m = median(wall);
      targets.push({
        target: `\`${c.label}\` with nothing changed at most 0.5 s`,
        measured: `median ${ms(m)}`,
        verdict: m <= LIMIT_MS ? 'met' : 'missed',
        ...(m <= LIMIT_MS ? {} : { note: `${(m / LIMIT_MS).toFixed(1)}× the limit` }),
      });
    }
    return {
      id: 2,
      title: 'No-op runs of the generator',
      method:
        '`npm run generate` and `npm run generate -- --check` in the repository with generated/ up to date, as ' +
        "typed (npm's own start included), interleaved, after one untimed `--check`; wall time and peak RSS of the " +
        'whole process tree (npm, Node, the generator).',
      tables: [{ head: ['command', 'wall time', 'peak RSS'], rows }],
      targets,
      samples,
      notes: ctx.profile
        ? [
            profileLine(
              '`--check` with nothing changed',
              await profileNode('noop-check', generateArgs('--check'), ROOT),
            ),
          ]
        : [],
    };
  },
};

if (isMain(import.meta.filename)) runAlone(noop);
