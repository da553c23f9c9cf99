/**
 * `npm run generate` as users run it, in checkouts of their own under a temporary folder (node_modules linked to
 * the installed packages).
 *
 * A checkout copied with its node_modules (`cp -a A B`, a restored CI cache, a Docker layer) carries the cache
 * of the runs made in A: the generator's build and the record of A's last run. B must answer for B only: after
 * a spec of B changes, `--check` in B exits 1 and `npm run generate` in B writes B's generated/, never A's.
 *
 * An error inside the generator names the generator's own TypeScript file and line.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runGenerate } from './helpers.js';

const run = promisify(execFile);
let tmp: string;

/**
 * What a checkout holds for the generator (command-line/: the command-line reader generate shares with every
 * command, and the progress module);
 * node_modules links to the installed packages.
 */
const CHECKOUT_FILES = [
  'generator',
  'command-line',
  'runtime',
  'templates',
  'specs',
  'generated',
  'package.json',
  'package-lock.json',
  'redocly.yaml',
  'tsconfig.json',
];

/** A checkout of the files above; node_modules lacks the packages named in `without` (a pull without `npm ci`). */
async function makeCheckout(dir: string, without: readonly string[] = []): Promise<void> {
  for (const file of CHECKOUT_FILES) {
    await cp(path.join(ROOT, file), path.join(dir, file), {
      recursive: true,
      filter: (source) => !source.split(path.sep).includes('node_modules'),
    });
  }
  const modules = path.join(dir, 'node_modules');
  await mkdir(path.join(modules, '@platform-sdk'), { recursive: true });
  for (const entry of await readdir(path.join(ROOT, 'node_modules'))) {
    if (entry === '.cache' || entry === '@platform-sdk' || without.includes(entry)) continue;
    const source = path.join(ROOT, 'node_modules', entry);
    if (entry.startsWith('.')) await cp(source, path.join(modules, entry), { recursive: true });
    else await symlink(source, path.join(modules, entry));
  }
  // The workspace package the generator bundles, inside the checkout as npm links it.
  await symlink(path.join('..', '..', 'runtime'), path.join(modules, '@platform-sdk', 'runtime'));
}

/** `npm run generate -- <args>` in the checkout at `dir`, as a user starts it there. */
const generateIn = (dir: string, ...args: string[]) => runGenerate(dir, dir, ...args);

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sdk-copied-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('a checkout copied with its node_modules', () => {
  it('answers for its own files: --check exits 1 after a spec edit and generate writes its own output', async () => {
    const a = path.join(tmp, 'a');
    const b = path.join(tmp, 'b');
    await makeCheckout(a);
    // A full run in A, then a no-op: A's cache now holds the generator's build and the record of A's run.
    expect((await generateIn(a)).code).toBe(0);
    expect((await generateIn(a, '--check')).stdout).toMatch(/as the last full run left them/);

    await run('cp', ['-a', a, b]);
    const spec = path.join(b, 'specs', 'mail.yaml');
    await writeFile(
      spec,
      (await readFile(spec, 'utf8')).replace('title: Bulk Mail Delivery API', 'title: Copied Mail API'),
    );

    const check = await generateIn(b, '--check');
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('stale:   generated/mail/client.gen.ts');

    const written = await generateIn(b);
    expect(written.code).toBe(0);
    expect(written.stdout).toMatch(/^generate: [1-9]\d* written, 0 deleted, \d+ unchanged in generated\//);
    expect(await readFile(path.join(b, 'generated', 'mail', 'client.gen.ts'), 'utf8')).toContain('Copied Mail API');
    expect(await readFile(path.join(a, 'generated', 'mail', 'client.gen.ts'), 'utf8')).not.toContain('Copied');
    expect((await generateIn(b, '--check')).code).toBe(0);
    expect((await generateIn(a, '--check')).code).toBe(0);
    // Several generator processes of some seconds each: a loaded 2-core runner needs more than the default.
  }, 180_000);

  it("runs its own generator: a copy whose generator source differs never uses the other's build", async () => {
    const a = path.join(tmp, 'build-a');
    const c = path.join(tmp, 'build-c');
    await makeCheckout(a);
    expect((await generateIn(a)).code).toBe(0);

    await run('cp', ['-a', a, c]);
    const banner = path.join(c, 'generator', 'emit', 'banner.ts');
    await writeFile(
      banner,
      (await readFile(banner, 'utf8')).replace("'platform-sdk generator'", "'copied platform-sdk generator'"),
    );

    expect((await generateIn(c)).code).toBe(0);
    expect(await readFile(path.join(c, 'generated', 'mail', 'client.gen.ts'), 'utf8')).toContain(
      'by the copied platform-sdk generator',
    );
    expect((await generateIn(a, '--check')).code).toBe(0);
  }, 180_000);
});

describe('an error inside the generator', () => {
  it.each([
    ['the emit stage', 'generator/emit/emit-client.ts', 'export function emitClient(model: ApiModel): string {'],
    ['the model stage', 'generator/model/model-api.ts', 'export function buildApiModel('],
  ])(
    'in %s names its TypeScript file and line',
    async (_stage, file, declaration) => {
      const dir = path.join(tmp, `failing-${path.basename(file, '.ts')}`);
      await makeCheckout(dir);
      const source = path.join(dir, file);
      const lines = (await readFile(source, 'utf8')).split('\n');
      const at = lines.findIndex((line) => line.startsWith(declaration));
      expect(at).toBeGreaterThan(0);
      // The first statement of the function's body, wherever its parameter list ends.
      const body = lines.findIndex((line, i) => i >= at && line.endsWith('{'));
      lines.splice(body + 1, 0, "  throw new Error('planted failure');");
      await writeFile(source, lines.join('\n'));

      const result = await generateIn(dir, '--check');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Error: planted failure');
      const frame = /\n\s+at .*?\((.*?):(\d+):(\d+)\)/.exec(result.stderr);
      expect(frame?.[1]).toMatch(new RegExp(`${file.replace('.', '\\.')}$`));
      expect(Number(frame?.[2])).toBe(body + 2);
      expect(result.stderr).not.toContain('.cache');
    },
    60_000,
  );
});

describe('a checkout whose dependencies changed without npm ci', () => {
  it.each([
    ['a library of the full run', 'ts-morph', ['--check']],
    ['the bundler of the generator', 'esbuild', []],
  ])(
    'says to run npm ci when %s is missing, naming %s',
    async (_case, missing, args) => {
      const dir = path.join(tmp, `without-${missing}-${args.length}`);
      await makeCheckout(dir, [missing]);
      const result = await generateIn(dir, ...args);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`generate: dependencies changed: run npm ci (not installed: ${missing})`);
      expect(result.stderr).not.toMatch(/MODULE_NOT_FOUND|\n\s+at /);
    },
    60_000,
  );
});
