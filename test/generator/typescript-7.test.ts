/**
 * The generator owns its compiler: in a copy of the repository where `typescript` is TypeScript 7 (which has no
 * JavaScript API), as `npm install -D typescript@7` leaves it, `npm run generate`, `--check` and `--spec` give
 * the same files byte for byte. TypeScript 7 comes from the packaging tools' install (`typescript-7`); the
 * copy's other packages are those of this checkout.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOLS_DIR } from '../packaging/tools.js';
import { ROOT, runGenerate } from './helpers.js';

let copy = '';

/** The checkout's files as git sees them (tracked, and new ones not ignored), copied into `to`. */
async function copyCheckout(to: string): Promise<void> {
  const { stdout } = await promisify(execFile)(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  for (const file of stdout.split('\0').filter((f) => f !== '')) {
    await cp(path.join(ROOT, file), path.join(to, file), { recursive: true, force: true }).catch((error: unknown) => {
      // A file deleted in the work tree but still tracked is not part of the checkout.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    });
  }
}

/** node_modules of the copy: this checkout's packages, but `typescript` is TypeScript 7. */
async function installTypeScript7(to: string): Promise<void> {
  const modules = path.join(to, 'node_modules');
  await mkdir(modules, { recursive: true });
  for (const entry of await readdir(path.join(ROOT, 'node_modules'))) {
    if (entry === 'typescript' || entry === '.cache') continue;
    await symlink(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  await symlink(path.join(TOOLS_DIR, 'node_modules', 'typescript-7'), path.join(modules, 'typescript'));
}

async function filesOf(dir: string): Promise<Map<string, string>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  return new Map(
    await Promise.all(names.map(async (name) => [name, await readFile(path.join(dir, name), 'utf8')] as const)),
  );
}

beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'platform-sdk-ts7-'));
  await copyCheckout(copy);
  await installTypeScript7(copy);
}, 120_000);

afterAll(async () => {
  if (copy !== '') await rm(copy, { recursive: true, force: true });
});

describe('with TypeScript 7 installed as typescript', () => {
  it('the copy has TypeScript 7, without a JavaScript API', async () => {
    const pkg = JSON.parse(await readFile(path.join(copy, 'node_modules/typescript/package.json'), 'utf8')) as {
      version: string;
    };
    expect(pkg.version).toMatch(/^7\./);
  });

  it('npm run generate writes the same generated/ and --check finds it up to date', async () => {
    const run = await runGenerate(copy, copy);
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.code).toBe(0);
    expect(await filesOf(path.join(copy, 'generated'))).toEqual(await filesOf(path.join(ROOT, 'generated')));
    const check = await runGenerate(copy, copy, '--check');
    expect(check.code).toBe(0);
    expect(check.stdout).toMatch(/up to date/);
  }, 180_000);

  it('--spec writes the package of a spec as this checkout does', async () => {
    const out = path.join(copy, 'mini-out');
    const run = await runGenerate(copy, copy, '--spec', 'test/fixtures/mini/spec.yaml', '--name', 'mini', '--out', out);
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.code).toBe(0);
    expect(await filesOf(out)).toEqual(await filesOf(path.join(ROOT, 'test/fixtures/mini/out')));
  }, 180_000);
});
