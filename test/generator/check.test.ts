/**
 * The drift check against a temporary copy of generated/ (the real folder is never edited): a hand edit of any
 * generated file, a missing file and an orphan are each named; writing repairs exactly those files.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat, unlink, writeFile, mkdir, appendFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findDrift, listFiles } from '../../generator/check.js';
import { generate } from '../../generator/generate.js';
import { packages } from '../../generator/packages.js';
import { writeOutput } from '../../generator/write-output.js';
import { ROOT } from './helpers.js';

const run = promisify(execFile);
let tmp: string;
let out: string;
let files: ReadonlyMap<string, string>;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sdk-check-'));
  files = (await generate(ROOT, packages)).files;
  // Generating every package takes some seconds each on a loaded 2-core runner: more than the default 10 s.
}, 60_000);
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});
beforeEach(async () => {
  out = path.join(tmp, `out-${Math.random().toString(36).slice(2)}`);
  await cp(path.join(ROOT, 'generated'), out, { recursive: true, filter: (src) => !src.includes(`${path.sep}node_modules`) });
});

describe('findDrift', () => {
  it('finds nothing in a faithful copy of generated/', async () => {
    expect(await findDrift(out, files)).toEqual({ stale: [], missing: [], orphans: [] });
  });

  it.each([...packages.flatMap((p) => ['client.gen.ts', 'schema.gen.ts', 'index.gen.ts', 'package.json', 'README.md'].map((f) => `${p.name}/${f}`)), 'manifest.json'])(
    'names a hand edit of %s',
    async (file) => {
      await appendFile(path.join(out, file), ' ');
      expect(await findDrift(out, files)).toEqual({ stale: [file], missing: [], orphans: [] });
    },
  );

  it('names orphans and missing files, ignoring node_modules', async () => {
    await writeFile(path.join(out, 'mail', 'old.gen.ts'), '// left over\n');
    await mkdir(path.join(out, 'gone'), { recursive: true });
    await writeFile(path.join(out, 'gone', 'client.gen.ts'), '');
    await mkdir(path.join(out, 'mail', 'node_modules', 'x'), { recursive: true });
    await writeFile(path.join(out, 'mail', 'node_modules', 'x', 'index.js'), '');
    await unlink(path.join(out, 'mail', 'README.md'));
    expect(await findDrift(out, files)).toEqual({ stale: [], missing: ['mail/README.md'], orphans: ['gone/client.gen.ts', 'mail/old.gen.ts'] });
  });
});

describe('writeOutput', () => {
  it('rewrites only drifted files, deletes orphans and empty folders, and then has nothing to do', async () => {
    await appendFile(path.join(out, 'mail', 'client.gen.ts'), '// edit\n');
    await mkdir(path.join(out, 'gone'));
    await writeFile(path.join(out, 'gone', 'x.gen.ts'), '');
    const before = (await stat(path.join(out, 'mail', 'schema.gen.ts'))).mtimeMs;

    const summary = await writeOutput(out, files);
    expect(summary).toEqual({ written: ['mail/client.gen.ts'], deleted: ['gone/x.gen.ts'], unchanged: files.size - 1 });
    expect(await listFiles(out)).toEqual([...files.keys()].sort());
    expect((await stat(path.join(out, 'mail', 'schema.gen.ts'))).mtimeMs).toBe(before);
    expect(await readFile(path.join(out, 'mail', 'client.gen.ts'), 'utf8')).toBe(files.get('mail/client.gen.ts'));

    expect(await writeOutput(out, files)).toEqual({ written: [], deleted: [], unchanged: files.size });
  });

  it('creates the whole tree in an empty folder', async () => {
    const empty = path.join(tmp, 'empty');
    const summary = await writeOutput(empty, files);
    expect(summary.written).toEqual([...files.keys()].sort());
    expect(await findDrift(empty, files)).toEqual({ stale: [], missing: [], orphans: [] });
  });
});

describe('npm run generate -- --check', () => {
  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'generator', 'cli.ts'), ...args], { cwd: ROOT, env: { ...process.env, INIT_CWD: ROOT } }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('exits 0 on an up-to-date copy and 1 naming a hand edit and an orphan, writing nothing', async () => {
    const clean = await cli('--check', '--out', out);
    expect(clean.code).toBe(0);
    expect(clean.stdout).toMatch(/is up to date/);

    await appendFile(path.join(out, 'mail', 'client.gen.ts'), '// hand edit\n');
    await writeFile(path.join(out, 'mail', 'orphan.gen.ts'), '');
    const rel = path.relative(ROOT, out).split(path.sep).join('/');
    const dirty = await cli('--check', '--out', out);
    expect(dirty.code).toBe(1);
    expect(dirty.stderr).toContain(`stale:   ${rel}/mail/client.gen.ts`);
    expect(dirty.stderr).toContain(`orphan:  ${rel}/mail/orphan.gen.ts`);
    expect(await readFile(path.join(out, 'mail', 'orphan.gen.ts'), 'utf8')).toBe('');

    const fixed = await cli('--out', out);
    expect(fixed.code).toBe(0);
    const names = packages.map((p) => p.name).join(', ');
    expect(fixed.stdout).toMatch(new RegExp(`^generate: 1 written, 1 deleted, \\d+ unchanged in .* \\(${names}\\) in \\d+\\.\\d\\ds\\.\\n$`));
    expect((await cli('--check', '--out', out)).code).toBe(0);
    // Four generator processes of some seconds each: a loaded 2-core runner needs more than the default.
  }, 120_000);
});
