/**
 * A fresh clone of the repository as a user or CI gets it, with the working tree's changes on top, so a test can
 * run the repository's own commands on it without touching the checkout: the current commit fetched by git into
 * a new repository, the files the working tree changed or added (ignored ones never) copied over it, the files it
 * deleted deleted, then a real `npm ci` (from npm's cache when it holds every package: `--prefer-offline`). No
 * node_modules is linked from the checkout, so the workspace packages resolve to the clone's own.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Outcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * The environment of a command run in the clone: this process's, without what npm set for the command that
 * started it (its INIT_CWD would point the generator's relative paths at the checkout), plus `extra`.
 */
export function cloneEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'INIT_CWD' && !name.startsWith('npm_')),
  );
  return { ...env, ...extra };
}

/** `command args` in `cwd`; never throws for an exit code, so a test can show what the command said. */
export async function runIn(
  cwd: string,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = cloneEnv(),
): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(command, [...args], { cwd, env, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string; message: string };
    const code = typeof failed.code === 'number' ? failed.code : 1;
    return { code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? failed.message };
  }
}

async function git(cwd: string, args: readonly string[]): Promise<string> {
  const outcome = await runIn(cwd, 'git', args);
  if (outcome.code !== 0) throw new Error(`git ${args.join(' ')} in ${cwd} failed: ${outcome.stderr}`);
  return outcome.stdout;
}

/** Clones the repository at `root` (its current commit and working-tree changes) into `dest`, which must not exist. */
export async function cloneWorkingTree(root: string, dest: string): Promise<void> {
  const head = (await git(root, ['rev-parse', 'HEAD'])).trim();
  await mkdir(dest, { recursive: true });
  await git(dest, ['init', '--quiet']);
  await git(dest, ['fetch', '--quiet', '--depth', '1', pathToFileURL(root).href, head]);
  await git(dest, ['checkout', '--quiet', 'FETCH_HEAD']);
  // What differs from the commit, staged or not (a merge in progress stages everything), and untracked files.
  const changed = [
    ...(await git(root, ['diff', '--name-only', '-z', 'HEAD'])).split('\0'),
    ...(await git(root, ['ls-files', '-z', '--others', '--exclude-standard'])).split('\0'),
  ].filter((file) => file !== '');
  for (const file of new Set(changed)) {
    const target = path.join(dest, file);
    if (existsSync(path.join(root, file))) {
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(path.join(root, file), target);
    } else {
      await rm(target, { force: true });
    }
  }
}

/** `npm ci` in the clone, from npm's cache where it can. */
export async function installClone(dest: string): Promise<Outcome> {
  return runIn(dest, 'npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
}
