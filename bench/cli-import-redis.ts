/**
 * Figure 10. `platform records member import` in three processes at once, each a third of the rows, over one
 * Redis (`--rate-limit-redis`), against one process importing all of them: the command line as a user runs it,
 * against the sandbox with its real database limit (150/s, burst 300 per account). The rate of the three together
 * is the rows over the time from the first process's start to the last one's end of import; 429 answers are
 * counted from the client's own log (`PLATFORM_SDK_LOG=warn`). Each round against a reset sandbox and an empty
 * Redis, the two variants one after the other.
 *
 *   npx tsx bench/cli-import-redis.ts [--quick | --tiny] [--runs N]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startRedis } from '../test/rate-limit-redis/redis-server.js';
import { isMain, runAlone } from './lib/cli.js';
import { byScale, type FigureScript, type Sample, type TargetResult } from './lib/figure.js';
import { count, withRange } from './lib/format.js';
import { importMembers, LIMIT_PER_SECOND, putMemberDefinition, writeMembers } from './lib/member-import.js';
import { startBenchSandbox } from './lib/sandbox.js';
import { median, spread } from './lib/stats.js';

const MIN_SHARE = 0.9;
/** Processes of the shared variant: every size of rows below is a multiple of it. */
const PROCESSES = 3;

interface Variant {
  /** Rows of every process over the import's time, from the first start to the last end, per second. */
  readonly perSecond: number;
  readonly created: number;
  readonly status429: number;
}

/** `processes` imports at once, each of its own file of `rows / processes` rows, with `redisUrl` if given. */
async function variant(sandboxUrl: string, dir: string, rows: number, processes: number, redisUrl?: string) {
  await putMemberDefinition(sandboxUrl);
  const files = await Promise.all(
    Array.from({ length: processes }, async (_v, p) => {
      const file = path.join(dir, `members-${processes}-${p}-${Date.now()}.csv`);
      await writeMembers(file, p * rows, rows / processes);
      return file;
    }),
  );
  const env = redisUrl === undefined ? {} : { PLATFORM_RATE_LIMIT_REDIS: redisUrl };
  const started = performance.now();
  const runs = await Promise.all(
    files.map((file) => importMembers(sandboxUrl, dir, file, env).then((run) => ({ run, endedAt: performance.now() }))),
  );
  let importMs = 0;
  for (const { run, endedAt } of runs) {
    // The import's own time (the summary's rate) ends where the process ended; starting Node and tsx is before it.
    const ownMs = run.created > 0 ? (run.created / run.perSecond) * 1000 : 0;
    importMs = Math.max(importMs, endedAt - started - (run.process.wallMs - ownMs));
  }
  const created = runs.reduce((sum, { run }) => sum + run.created, 0);
  return {
    perSecond: importMs > 0 ? created / (importMs / 1000) : 0,
    created,
    status429: runs.reduce((sum, { run }) => sum + run.status429, 0),
  } satisfies Variant;
}

export const cliImportRedis: FigureScript = {
  id: 10,
  title: 'Three command-line imports share one account limit through Redis',
  async run(ctx) {
    const rows = byScale(ctx, { full: 6000, quick: 1200, tiny: 60 });
    const rounds = Math.min(ctx.runs, 3);
    const [sandbox, redis] = await Promise.all([startBenchSandbox(), startRedis()]);
    const dir = await mkdtemp(path.join(tmpdir(), 'bench-cli-import-redis-'));
    const one: Variant[] = [];
    const three: Variant[] = [];
    try {
      for (let i = 0; i < rounds; i++) {
        await sandbox.reset();
        one.push(await variant(sandbox.url, dir, rows, 1));
        await sandbox.reset();
        await redis.stop();
        await redis.start();
        three.push(await variant(sandbox.url, dir, rows, PROCESSES, redis.url));
        const [a, b] = [one[i] as Variant, three[i] as Variant];
        ctx.log(
          `  round ${i + 1}/${rounds}: one process ${a.perSecond.toFixed(1)}/s, ${a.status429} × 429; ` +
            `${PROCESSES} over Redis ${b.perSecond.toFixed(1)}/s, ${b.status429} × 429`,
        );
      }
    } finally {
      await Promise.all([sandbox.stop(), redis.stop()]);
      await rm(dir, { recursive: true, force: true });
    }
    const perSecond = (v: number) => `${v.toFixed(1)}/s`;
    const judged = ctx.scale === 'full';
    const rateOf = (vs: Variant[]) => vs.map((v) => v.perSecond);
    const m = median(rateOf(three));
    const total429 = [...one, ...three].reduce((sum, v) => sum + v.status429, 0);
    // An import that exits other than 0 fails the figure (measureProcess).
    const complete = [...one, ...three].every((v) => v.created >= rows);
    const samples: Sample[] = [
      { label: 'one process: rows per second', unit: 'per-second', values: rateOf(one) },
      { label: `${PROCESSES} processes over Redis: rows per second`, unit: 'per-second', values: rateOf(three) },
      { label: '429 answers', unit: 'count', values: [...one, ...three].map((v) => v.status429) },
    ];
    const targets: TargetResult[] = [
      {
        target: `${PROCESSES} processes together at least ${MIN_SHARE * 100} % of ${LIMIT_PER_SECOND}/s`,
        measured: `${perSecond(m)} (${((m / LIMIT_PER_SECOND) * 100).toFixed(0)} %)`,
        ...(judged
          ? { verdict: m >= MIN_SHARE * LIMIT_PER_SECOND ? 'met' : 'missed' }
          : { verdict: 'not measured', note: `judged only on the full ${count(6000)} rows (here ${count(rows)})` }),
      },
      {
        target: 'zero 429 responses',
        measured: `${count(total429)} in ${rounds} round(s) of both`,
        verdict: total429 === 0 ? 'met' : 'missed',
      },
      {
        target: 'every import complete (exit 0, every row created)',
        measured: complete ? 'all' : 'some incomplete',
        verdict: complete ? 'met' : 'missed',
      },
    ];
    const row = (label: string, vs: Variant[]) => [
      label,
      withRange(spread(rateOf(vs)), perSecond),
      vs.map((v) => count(v.status429)).join(', '),
      vs.map((v) => `${count(v.created)} / ${count(rows)}`).join('; '),
    ];
    return {
      id: 10,
      title: this.title,
      method:
        `${count(rows)} rows imported with \`platform records member import <file> --key email\` (spawned from ` +
        `cli/bin/platform.mjs, the demo account's records package, \`member\` of sandbox/seed put first), against ` +
        `the sandbox with its real database limit (150/s, burst 300 per account): by one process, and by ` +
        `${PROCESSES} processes at once, a third of the rows each, all with \`PLATFORM_RATE_LIMIT_REDIS\` naming one ` +
        `redis-server on loopback. The rate is the rows created over the imports' own time (the commands' summaries; ` +
        `for the ${PROCESSES}, from their common start to the last one's end, less each one's start of Node and ` +
        `tsx); 429 answers counted from the clients' log (PLATFORM_SDK_LOG=warn); a reset sandbox and an empty ` +
        `Redis per variant, ${rounds} round(s).`,
      tables: [
        {
          head: ['imports', 'rate', '429 answers per round', 'rows created'],
          rows: [row('one process', one), row(`${PROCESSES} processes over one Redis`, three)],
        },
      ],
      targets,
      samples,
      notes: [],
    };
  },
};

if (isMain(import.meta.filename)) runAlone(cliImportRedis);
