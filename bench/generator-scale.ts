/**
 * How generation time grows with the number of operations: one package per size from the scale fixture
 * (test/fixtures/scale/spec.ts), each generated in a fresh Node process (lint, bundle, model, schema.gen.ts,
 * client.gen.ts, package files), so no size profits from another's warm caches.
 *
 *   npx tsx bench/generator-scale.ts [--sizes 100,200,400,800] [--runs 1] [--compare <checkout>]
 *
 * `--compare` times the generator of another checkout of this repository (e.g. a `git worktree` of an older
 * commit) with the same specs in the same run, alternating process by process, and prints both columns.
 * Times are seconds of the `generatePackage` call: wall clock, and in brackets the CPU time of the process
 * (user + system), which a busy shared machine disturbs less. With `--runs` above 1 the best of each is kept.
 * The last line is the 800/200 ratio of CPU times (linear growth gives 4).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import { OPERATIONS_PER_RESOURCE, scaleSpec } from '../test/fixtures/scale/spec.js';

const run = promisify(execFile);
const here = path.resolve(import.meta.dirname, '..');

/** In the child: generate one package from `spec` with the generator of `root`; print the seconds. */
async function child(root: string, spec: string): Promise<void> {
  const generator = (await import(
    pathToFileURL(path.join(root, 'generator', 'generate.ts')).href
  )) as typeof import('../generator/generate.js');
  const started = performance.now();
  const cpu = process.cpuUsage();
  const shared = await generator.createShared(root);
  const out = await generator.generatePackage(shared, { name: 'scale', spec, factory: 'createScaleClient' });
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const client = out.files.get('client.gen.ts') ?? '';
  process.stdout.write(
    `${JSON.stringify({ seconds, cpuSeconds: (used.user + used.system) / 1e6, clientBytes: client.length })}\n`,
  );
}

interface Timing {
  readonly seconds: number;
  readonly cpuSeconds: number;
}

async function time(root: string, spec: string): Promise<Timing> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'bench', 'generator-scale.ts'), '--child', root, spec],
    {
      cwd: here,
      maxBuffer: 1 << 20,
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Timing;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: {
      child: { type: 'boolean', default: false },
      sizes: { type: 'string', default: '100,200,400,800' },
      runs: { type: 'string', default: '1' },
      compare: { type: 'string' },
    },
    allowPositionals: true,
  });
  if (values.child) {
    const [root, spec] = positionals;
    if (root === undefined || spec === undefined) throw new Error('--child needs a checkout and a spec path');
    await child(root, spec);
    return;
  }
  const sizes = values.sizes.split(',').map((s) => Number(s));
  if (sizes.some((n) => !Number.isInteger(n) || n <= 0 || n % OPERATIONS_PER_RESOURCE !== 0)) {
    throw new Error(`--sizes must be positive multiples of ${OPERATIONS_PER_RESOURCE}`);
  }
  const runs = Number(values.runs);
  const roots = [here, ...(values.compare === undefined ? [] : [path.resolve(values.compare)])];
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'generator-scale-'));
  try {
    const results = new Map<string, Timing[]>();
    for (const n of sizes) {
      const spec = path.join(tmp, `scale-${n}.yaml`);
      await writeFile(spec, stringify(scaleSpec(n / OPERATIONS_PER_RESOURCE)));
      for (let r = 0; r < runs; r++) {
        for (const root of roots) {
          const timing = await time(root, spec);
          const key = `${root}\u0000${n}`;
          results.set(key, [...(results.get(key) ?? []), timing]);
          console.error(
            `${n} operations, ${path.relative(process.cwd(), root) || '.'}: ${timing.seconds.toFixed(2)} s (${timing.cpuSeconds.toFixed(2)} s CPU)`,
          );
        }
      }
    }
    const best = (root: string, n: number, of: keyof Timing) =>
      Math.min(...(results.get(`${root}\u0000${n}`) ?? []).map((t) => t[of]));
    const header = [
      'operations',
      ...roots.map((r) => `${path.relative(process.cwd(), r) || 'this checkout'}: wall (CPU)`),
    ];
    console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
    for (const n of [...new Set(sizes)]) {
      console.log(
        `| ${n} | ${roots.map((r) => `${best(r, n, 'seconds').toFixed(2)} s (${best(r, n, 'cpuSeconds').toFixed(2)} s)`).join(' | ')} |`,
      );
    }
    if (sizes.includes(200) && sizes.includes(800)) {
      console.log(
        `800/200 CPU: ${roots.map((r) => `${(best(r, 800, 'cpuSeconds') / best(r, 200, 'cpuSeconds')).toFixed(2)}x`).join(' | ')} (linear growth: 4x)`,
      );
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
