/**
 * A consumer project outside the repository: built packages copied into its node_modules as an install would put
 * them, their dependencies linked from the repository's, and the settings of the guide snippets that call the
 * sandbox.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BuiltPackage } from '../../packaging/build-packages.js';
import { SNIPPETS_DIR } from '../../site-builder/guides.js';
import { ROOT } from '../root.js';

export interface Consumer {
  /** The temporary folder holding the build (`dist/`) and the project (`consumer/`). */
  readonly root: string;
  /** The project. */
  readonly dir: string;
  readonly built: readonly BuiltPackage[];
  remove(): Promise<void>;
}

/** Builds with `build` into a temporary `dist/` and installs what it built into a new consumer project. */
export async function makeConsumer(
  prefix: string,
  build: (outDir: string) => Promise<BuiltPackage[]>,
): Promise<Consumer> {
  const root = await mkdtemp(join(tmpdir(), prefix));
  const built = await build(join(root, 'dist'));
  const dir = join(root, 'consumer');
  const modules = join(dir, 'node_modules');
  await mkdir(join(modules, '@platform-sdk'), { recursive: true });
  for (const p of built) await cp(p.dir, join(modules, '@platform-sdk', p.name), { recursive: true });
  for (const dep of ['openapi-fetch', 'js-md5']) await symlink(join(ROOT, 'node_modules', dep), join(modules, dep));
  await mkdir(join(modules, '@types'));
  await symlink(join(ROOT, 'node_modules', '@types', 'node'), join(modules, '@types', 'node'));
  await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
  return { root, dir, built, remove: () => rm(root, { recursive: true, force: true }) };
}

/** The settings of `sandbox.env` (the guide snippets' sandbox), pointed at a sandbox listening on `url`. */
export async function sandboxSettings(url: string): Promise<Record<string, string>> {
  const text = await readFile(join(ROOT, SNIPPETS_DIR, 'sandbox.env'), 'utf8');
  const settings = Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).trim()]),
  );
  for (const [name, value] of Object.entries(settings)) if (value === 'http://127.0.0.1:4010') settings[name] = url;
  return settings;
}

/** Copies the guide snippet `file` into the project. */
export async function copySnippet(consumer: Consumer, file: string): Promise<void> {
  await cp(join(ROOT, SNIPPETS_DIR, file), join(consumer.dir, file));
}

/** Writes `source` as `file` of the project, runs it with plain Node and parses the JSON it prints. */
export async function consumerOutput(consumer: Consumer, file: string, source: string): Promise<unknown> {
  await writeFile(join(consumer.dir, file), source);
  const { stdout } = await promisify(execFile)(process.execPath, [file], { cwd: consumer.dir });
  return JSON.parse(stdout) as unknown;
}

/**
 * The source of a `fetch` for consumer scripts: it records each request as `METHOD URL` in `seen` and answers
 * with `answer`, an expression that may read `seen.length`.
 */
export function recordingFetch(answer: string): string {
  return `const seen = [];
const fetch = async (request) => {
  seen.push(request.method + ' ' + request.url);
  return ${answer};
};`;
}
