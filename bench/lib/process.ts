/**
 * One process, measured from outside: wall time from spawn to exit, and peak resident memory as the OS counts
 * it (GNU time's `%M`, the getrusage maximum over the process and the children it waited for). Without GNU time
 * (not Linux, or Debian's `time` package missing) peak memory is undefined and the figures say so.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Sample } from './figure.js';

const GNU_TIME = '/usr/bin/time';

let gnuTime: boolean | undefined;

/** Whether /usr/bin/time is GNU time (which takes `-f` and `-o`). */
export function hasGnuTime(): boolean {
  gnuTime ??= spawnSync(GNU_TIME, ['--version'], { encoding: 'utf8' }).stdout?.includes('GNU') === true;
  return gnuTime;
}

export interface ProcessResult {
  readonly wallMs: number;
  /** Peak resident set size in bytes; undefined without GNU time. */
  readonly peakRss: number | undefined;
  readonly stdout: string;
  readonly stderr: string;
}

export interface ProcessOptions {
  readonly cwd: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Exit codes that count as success (default: 0 only). */
  readonly okCodes?: readonly number[];
}

function tail(text: string, lines = 15): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** Runs `command args` to its end; a failure throws with the command and the end of its output. */
export async function measureProcess(
  command: string,
  args: readonly string[],
  options: ProcessOptions,
): Promise<ProcessResult> {
  const dir = hasGnuTime() ? await mkdtemp(path.join(os.tmpdir(), 'bench-time-')) : undefined;
  const rssFile = dir === undefined ? undefined : path.join(dir, 'rss');
  const [file, argv] =
    rssFile === undefined ? [command, args] : [GNU_TIME, ['-f', '%M', '-o', rssFile, command, ...args]];
  try {
    const started = performance.now();
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (resolve, reject) => {
        const child = spawn(file, argv, {
          cwd: options.cwd,
          env: options.env ?? process.env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        let err = '';
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
        child.on('error', reject);
        child.on('close', (exit) => resolve({ code: exit, stdout: out, stderr: err }));
      },
    );
    const wallMs = performance.now() - started;
    if (!(options.okCodes ?? [0]).includes(code ?? -1)) {
      throw new Error(
        `${[command, ...args].join(' ')} exited with ${code} in ${options.cwd}:\n${tail(stderr || stdout)}`,
      );
    }
    const rssText = rssFile === undefined ? undefined : await readFile(rssFile, 'utf8');
    // GNU time writes "Command exited with non-zero status N" before the value when the command fails.
    const kib = rssText === undefined ? undefined : Number(rssText.trim().split('\n').at(-1));
    return { wallMs, peakRss: kib === undefined || !Number.isFinite(kib) ? undefined : kib * 1024, stdout, stderr };
  } finally {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  }
}

/** The Node process that runs TypeScript as `npm run` scripts here do: `node --import tsx <script>`. */
export function tsxArgs(script: string, args: readonly string[] = []): string[] {
  return ['--import', 'tsx', script, ...args];
}

/** The wall times and peak RSS of one variant's runs, and their samples for the figure. */
export function processSamples(
  label: string,
  runs: readonly ProcessResult[],
): { wall: number[]; rss: number[] | undefined; samples: Sample[] } {
  const wall = runs.map((r) => r.wallMs);
  const rss = runs.every((r) => r.peakRss !== undefined) ? runs.map((r) => r.peakRss!) : undefined;
  const samples: Sample[] = [{ label: `${label} wall time`, unit: 'ms', values: wall }];
  if (rss !== undefined) samples.push({ label: `${label} peak RSS`, unit: 'bytes', values: rss });
  return { wall, rss, samples };
}

/**
 * Runs one of bench/children under `node --import tsx` (or a bundled file of it under plain `node`, as `compiled`
 * gives: lib/compiled.ts) and returns the JSON of the last line it printed.
 */
export async function runJsonChild<T>(
  script: string,
  args: readonly string[],
  cwd: string,
  compiled?: string,
): Promise<T> {
  const { stdout } = await measureProcess(
    process.execPath,
    compiled === undefined ? tsxArgs(script, args) : [compiled, ...args],
    { cwd },
  );
  const last = stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(last) as T;
  } catch {
    throw new Error(`${script} printed no JSON line at its end:\n${tail(stdout)}`);
  }
}
