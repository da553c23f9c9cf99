/**
 * A full run in a process started from the generator's startup snapshot: the libraries (TypeScript and
 * ts-morph, openapi-typescript's transform, Redocly) are then loaded and compiled already, where this process
 * would load them first. cli.ts hands the run over once it knows the run needs them (the no-op check said no,
 * or `--spec`); the process gets the same arguments, environment, folder and output streams, and its exit code
 * is the run's.
 *
 * The snapshot is built on first need (snapshot-build.mjs, a few seconds) and kept beside the esbuild bundle
 * it was made from (run.mjs: `build/<key>/snapshot/`), one per Node version, architecture and set of Node
 * flags (with NODE_OPTIONS), which a snapshot must be started with; it goes with its bundle. Anything wrong with it (it cannot be
 * built, it does not load) leaves the run to this process, as without a snapshot, and is noted in its place, so
 * later runs of the same bundle on the same Node do not try again.
 *
 * The process gets this one's Node flags but for the young generation, which is sized to the run's inputs
 * (`runFlags`): the 4 MiB semi-spaces of the `generate` script keep the peak memory of small specs down, and a
 * large one (a records snapshot of many definitions) gets 16 MiB ones. Such a run keeps
 * much of what it allocates for a while (its model and syntax trees), which the small nursery copied again and
 * again: 16 MiB cut its scavenges from about 330 to 90, a twentieth of the run's wall time, at the same peak
 * memory, where mail and database gained no time and 8 MiB of peak memory. Each size has its snapshot.
 */
import { spawn } from 'node:child_process';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256 } from './hash.js';
import { STARTED_AT, STARTED_FD } from './snapshot-started.js';

/** The folder of the esbuild bundle this module runs from. */
const bundleDir = path.dirname(fileURLToPath(import.meta.url));

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Inputs of at least this many bytes in all make a large run. */
export const LARGE_INPUT_BYTES = 1024 * 1024;

/** The young generation's semi-space size of a large run, in MiB. */
export const LARGE_SEMI_SPACE_MIB = 16;

const SEMI_SPACE_FLAG = /^--max-semi-space-size=(\d+)$/;

/**
 * The Node flags of the process a run goes on in: this process's, and when the inputs are large a semi-space
 * size of at least LARGE_SEMI_SPACE_MIB in place of a smaller one given as `--max-semi-space-size=<MiB>`. A size
 * given otherwise (as two arguments) is left as it is.
 */
export function runFlags(execArgv: readonly string[], inputBytes: number): string[] {
  if (inputBytes < LARGE_INPUT_BYTES) return [...execArgv];
  return execArgv.map((flag) => {
    const size = SEMI_SPACE_FLAG.exec(flag)?.[1];
    return size !== undefined && Number(size) < LARGE_SEMI_SPACE_MIB
      ? `--max-semi-space-size=${LARGE_SEMI_SPACE_MIB}`
      : flag;
  });
}

/** The bytes of the files a run reads its specs from (a file that cannot be read counts nothing: the run says why). */
async function inputSize(files: readonly string[]): Promise<number> {
  const sizes = await Promise.all(
    files.map((file) =>
      stat(file).then(
        (s) => s.size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Written instead of the blob when this Node could not build or load it: later runs do not try again. */
const UNAVAILABLE = 'unavailable';

/**
 * Builds the snapshot into `dir` unless it is there or known not to work; false when there is none to use.
 * A Node that could not build one is noted for the bundles after this one too (`build/snapshot-unavailable/`,
 * removed with old builds after an hour, run.mjs), so it does not spend seconds failing on each.
 */
async function ensureBuilt(dir: string, blob: string, flags: readonly string[]): Promise<boolean> {
  if (await exists(blob)) return true;
  const noBuild = path.join(bundleDir, '..', 'snapshot-unavailable', path.basename(dir));
  if ((await exists(path.join(dir, UNAVAILABLE))) || (await exists(noBuild))) return false;
  const temporary = `${dir}.tmp-${process.pid}-${Date.now()}`;
  try {
    await mkdir(temporary, { recursive: true });
    try {
      const { buildSnapshot } = await import('./snapshot-build.mjs');
      await buildSnapshot(temporary, path.join(bundleDir, 'cli.js'), flags);
    } catch {
      // This Node cannot build it (Node 22 stops with an error of its own): runs go on in their own process.
      await markUnavailable(temporary);
      await mkdir(path.dirname(noBuild), { recursive: true });
      await writeFile(noBuild, '');
    }
    // Another run may have put its result there meanwhile: then this one is dropped.
    await rename(temporary, dir).catch(() => undefined);
  } catch {
    // The cache cannot be written: the run goes on in this process.
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
  return exists(blob);
}

async function markUnavailable(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, UNAVAILABLE), '');
}

/** Runs the command line in a process started from `blob`: its exit code, or undefined when the blob did not load. */
function runFrom(blob: string, flags: readonly string[]): Promise<number | undefined> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...flags, '--snapshot-blob', blob, '--', ...process.argv.slice(2)], {
      stdio: ['inherit', 'inherit', 'pipe', 'pipe'],
      env: { ...process.env, [STARTED_FD]: '3', [STARTED_AT]: String(performance.timeOrigin) },
    });
    // What the process writes to stderr before it says it started is Node failing to load the blob: held back,
    // and dropped with the blob.
    let started = false;
    const held: Buffer[] = [];
    child.stdio[3]?.once('data', () => {
      started = true;
      for (const chunk of held.splice(0)) process.stderr.write(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => (started ? process.stderr.write(chunk) : held.push(chunk)));
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward).on('SIGTERM', forward);
    const done = (code: number | undefined) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      resolve(code);
    };
    child.on('error', () => done(undefined));
    child.on('close', (code) => done(started ? (code ?? 1) : undefined));
  });
}

/**
 * The run's exit code from a process started from the snapshot; undefined when it is to run here instead.
 * `inputs`: the absolute paths of the files the run reads its specs from, which size its young generation.
 */
export async function runFromSnapshot(inputs: readonly string[]): Promise<number | undefined> {
  const flags = runFlags(process.execArgv, await inputSize(inputs));
  // NODE_OPTIONS reaches the process too, and may hold V8 flags of its own.
  const key = sha256(JSON.stringify([flags, process.env['NODE_OPTIONS'] ?? ''])).slice(0, 12);
  const dir = path.join(bundleDir, 'snapshot', `${process.version}-${process.arch}-${key}`);
  const blob = path.join(dir, 'generator.blob');
  if (!(await ensureBuilt(dir, blob, flags))) return undefined;
  const code = await runFrom(blob, flags);
  if (code === undefined) await markUnavailable(dir).catch(() => undefined);
  return code;
}
