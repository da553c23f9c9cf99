/**
 * The generator's startup snapshot (generator/snapshot-run.ts): a full run of `npm run generate` goes on in a
 * process started from it, built on first need beside the esbuild bundle and reused after; a change to the
 * bundle's inputs makes a new one; templates are read by each run, not baked in; and a blob that does not load,
 * or a snapshot that cannot be built, leaves the run to the first process, with the same output and nothing of
 * the failure printed.
 *
 * Each test runs in a copy of the project with a cache of its own (node_modules: links to the installed
 * packages), so editing an input or breaking a blob touches nothing of the repository's own runs.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../generator/check.js';
import { asciiOnly, withoutLibFiles } from '../../generator/snapshot-build.mjs';
import { LARGE_INPUT_BYTES, LARGE_SEMI_SPACE_MIB, runFlags } from '../../generator/snapshot-run.js';
import { ROOT } from './helpers.js';

const run = promisify(execFile);
let tmp: string;
let project: string;
const cacheDir = () => path.join(project, 'node_modules', '.cache', 'platform-sdk-generator', 'build');
const EXPECTED = path.join(ROOT, 'test', 'fixtures', 'mini', 'out');

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sdk-snapshot-'));
  project = path.join(tmp, 'project');
  const entries = [
    'generator',
    'runtime',
    'templates',
    'specs/mail.yaml',
    'specs/database.yaml',
    'test/fixtures/mini',
    'package.json',
    'package-lock.json',
    'redocly.yaml',
    'tsconfig.json',
  ];
  for (const entry of entries) {
    await cp(path.join(ROOT, entry), path.join(project, entry), {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}node_modules`),
    });
  }
  await mkdir(path.join(project, 'node_modules'));
  for (const entry of await readdir(path.join(ROOT, 'node_modules'))) {
    if (entry !== '.cache')
      await symlink(path.join(ROOT, 'node_modules', entry), path.join(project, 'node_modules', entry));
  }
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** `npm run generate -- --spec <mini> --name mini --out <out>` in the copy (with Node flags `flags`): exit code and output. */
function generateMini(
  out: string,
  spec = 'test/fixtures/mini/spec.yaml',
  flags: readonly string[] = [],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(
    process.execPath,
    [...flags, path.join(project, 'generator', 'run.mjs'), '--spec', spec, '--name', 'mini', '--out', out],
    {
      cwd: project,
      env: { ...process.env, INIT_CWD: project },
    },
  ).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

/** The snapshot folder of the copy's current build (snapshot/<node>-<arch>-<flags>/) and what it holds. */
async function currentSnapshot(): Promise<{ dir: string; files: string[] }> {
  const { key } = JSON.parse(await readFile(path.join(cacheDir(), 'latest.json'), 'utf8')) as { key: string };
  const snapshots = path.join(cacheDir(), key, 'snapshot');
  const names = await readdir(snapshots);
  expect(names).toEqual([expect.stringMatching(new RegExp(`^${process.version}-${process.arch}-[0-9a-f]{12}$`))]);
  const dir = path.join(snapshots, names[0]!);
  return { dir, files: await readdir(dir) };
}

async function expectMiniPackage(out: string, readme = (text: string) => text): Promise<void> {
  expect(await listFiles(out)).toEqual(await listFiles(EXPECTED));
  for (const file of await listFiles(EXPECTED)) {
    const expected = await readFile(path.join(EXPECTED, file), 'utf8');
    expect(await readFile(path.join(out, file), 'utf8'), file).toBe(file === 'README.md' ? readme(expected) : expected);
  }
}

const SUMMARY = /^generate: 6 written, 0 deleted, 0 unchanged in .*\(mini\) in \d+\.\d\ds\.\n$/;

/**
 * Node 20 and 24 build the generator's snapshot. Node 22's `--build-snapshot` aborts on it (`std::length_error`),
 * so runs there go on in their first process, as the last test of the suite below holds on every Node; the
 * tests of a built snapshot run on the Nodes that build one.
 */
const BUILDS_SNAPSHOTS = process.versions.node.split('.')[0] !== '22';

describe.runIf(BUILDS_SNAPSHOTS)('the startup snapshot of npm run generate, where Node builds one', () => {
  it('is built by the first full run, reused by the next, and made again when an input of the bundle changes', async () => {
    const first = await generateMini(path.join(tmp, 'first'));
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(SUMMARY);
    await expectMiniPackage(path.join(tmp, 'first'));
    const built = await currentSnapshot();
    expect(built.files).toEqual(['generator.blob']);
    const blob = await stat(path.join(built.dir, 'generator.blob'));

    const second = await generateMini(path.join(tmp, 'second'));
    expect(second).toMatchObject({ code: 0, stderr: '' });
    await expectMiniPackage(path.join(tmp, 'second'));
    const reused = await currentSnapshot();
    expect(reused.dir).toBe(built.dir);
    const again = await stat(path.join(reused.dir, 'generator.blob'));
    expect([again.ino, again.mtimeMs]).toEqual([blob.ino, blob.mtimeMs]);

    await appendFile(path.join(project, 'generator', 'emit-client.ts'), '\n// edited\n');
    const edited = await generateMini(path.join(tmp, 'edited'));
    expect(edited).toMatchObject({ code: 0, stderr: '' });
    await expectMiniPackage(path.join(tmp, 'edited'));
    const rebuilt = await currentSnapshot();
    expect(rebuilt.dir).not.toBe(built.dir);
    expect(rebuilt.files).toEqual(['generator.blob']);
    // Bundles of some seconds each, then snapshots: a loaded 2-core runner needs more than the default.
  }, 180_000);

  it('reads the templates in each run: an edited template shows without a new snapshot', async () => {
    await generateMini(path.join(tmp, 'before-template'));
    const before = await currentSnapshot();
    const blob = await stat(path.join(before.dir, 'generator.blob'));
    const template = path.join(project, 'templates', 'README.md.hbs');
    const original = await readFile(template, 'utf8');
    await writeFile(template, `${original}\nOne more line.\n`);
    try {
      const out = path.join(tmp, 'template');
      expect(await generateMini(out)).toMatchObject({ code: 0, stderr: '' });
      await expectMiniPackage(out, (text) => `${text}\nOne more line.\n`);
    } finally {
      await writeFile(template, original);
    }
    const after = await currentSnapshot();
    expect(after.dir).toBe(before.dir);
    expect((await stat(path.join(after.dir, 'generator.blob'))).mtimeMs).toBe(blob.mtimeMs);
  }, 180_000);

  it('gives the exit code and messages of a failed run as they are', async () => {
    await generateMini(path.join(tmp, 'before-failure'));
    expect((await currentSnapshot()).files).toEqual(['generator.blob']);
    const failed = await generateMini(path.join(tmp, 'failed'), 'test/fixtures/mini/missing.yaml');
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('missing.yaml');
    expect(failed.stdout).toBe('');
  }, 180_000);

  it('leaves the run to the first process when the blob does not load, with the same output and nothing printed of it', async () => {
    await generateMini(path.join(tmp, 'before-corrupt'));
    const { dir } = await currentSnapshot();
    const blob = path.join(dir, 'generator.blob');
    await writeFile(blob, (await readFile(blob)).subarray(0, 100_000));

    const out = path.join(tmp, 'corrupt');
    const result = await generateMini(out);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(SUMMARY);
    await expectMiniPackage(out);
    // Noted, so later runs of this bundle on this Node do not try it again; they run as before.
    expect((await currentSnapshot()).files).toEqual(['unavailable']);
    const later = await generateMini(path.join(tmp, 'after-corrupt'));
    expect(later).toMatchObject({ code: 0, stderr: '' });
    await expectMiniPackage(path.join(tmp, 'after-corrupt'));
  }, 180_000);
});

describe('the startup snapshot of npm run generate', () => {
  it('starts a run of large specs with 16 MiB semi-spaces, from a snapshot built with that flag', async () => {
    // The mini spec with a 1 MiB extension: as large as the runs that get the bigger young generation.
    const large = 'test/fixtures/mini/large.yaml';
    const text = await readFile(path.join(project, 'test/fixtures/mini/spec.yaml'), 'utf8');
    await writeFile(
      path.join(project, large),
      text.replace(/^info:\n/m, `info:\n  x-padding: ${'x'.repeat(LARGE_INPUT_BYTES)}\n`),
    );
    const flags = ['--max-semi-space-size=4'];
    const small = await generateMini(path.join(tmp, 'small-flags'), undefined, flags);
    expect(small).toMatchObject({ code: 0, stderr: '' });
    const big = await generateMini(path.join(tmp, 'large-flags'), large, flags);
    expect(big).toMatchObject({ code: 0, stderr: '' });
    expect(big.stdout).toMatch(SUMMARY);

    // One snapshot per set of Node flags (with NODE_OPTIONS), named by their hash.
    const named = (runFlags: readonly string[]) =>
      `${process.version}-${process.arch}-${createHash('sha256')
        .update(JSON.stringify([runFlags, process.env['NODE_OPTIONS'] ?? '']))
        .digest('hex')
        .slice(0, 12)}`;
    const { key } = JSON.parse(await readFile(path.join(cacheDir(), 'latest.json'), 'utf8')) as { key: string };
    const snapshots = await readdir(path.join(cacheDir(), key, 'snapshot'));
    expect(snapshots).toEqual(
      expect.arrayContaining([named(flags), named([`--max-semi-space-size=${LARGE_SEMI_SPACE_MIB}`])]),
    );
  }, 180_000);

  it('leaves the run to the first process when the snapshot cannot be built, and does not try again for the next bundle', async () => {
    // The snapshot's entry no longer compiles (the bundle of run.mjs does not contain it, so it still runs).
    await appendFile(path.join(project, 'generator', 'snapshot-main.ts'), '\nconst = ;\n');
    const out = path.join(tmp, 'unbuildable');
    const result = await generateMini(out);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(SUMMARY);
    await expectMiniPackage(out);
    const { dir, files } = await currentSnapshot();
    expect(files).toEqual(['unavailable']);
    // Among the Nodes and flags noted so far (on Node 22, those of the run before too).
    const noted = await readdir(path.join(cacheDir(), 'snapshot-unavailable'));
    expect(noted).toContain(path.basename(dir));

    await appendFile(path.join(project, 'generator', 'emit-client.ts'), '\n// edited again\n');
    const next = await generateMini(path.join(tmp, 'next-bundle'));
    expect(next).toMatchObject({ code: 0, stderr: '' });
    await expectMiniPackage(path.join(tmp, 'next-bundle'));
    const { key } = JSON.parse(await readFile(path.join(cacheDir(), 'latest.json'), 'utf8')) as { key: string };
    expect(path.join(cacheDir(), key, 'snapshot')).not.toBe(path.dirname(dir));
    await expect(stat(path.join(cacheDir(), key, 'snapshot'))).rejects.toThrow();
  }, 180_000);
});

describe('runFlags', () => {
  it.each([
    [
      'small inputs keep the flags as given',
      ['--max-semi-space-size=4', '--v8-pool-size=1'],
      LARGE_INPUT_BYTES - 1,
      ['--max-semi-space-size=4', '--v8-pool-size=1'],
    ],
    [
      'large inputs get 16 MiB semi-spaces in place',
      ['--max-semi-space-size=4', '--v8-pool-size=1'],
      LARGE_INPUT_BYTES,
      ['--max-semi-space-size=16', '--v8-pool-size=1'],
    ],
    ['a larger size given stays', ['--max-semi-space-size=64'], 10 * LARGE_INPUT_BYTES, ['--max-semi-space-size=64']],
    ['no size given: V8 sizes it', ['--v8-pool-size=1'], 10 * LARGE_INPUT_BYTES, ['--v8-pool-size=1']],
    [
      'a size given as two arguments stays',
      ['--max-semi-space-size', '4'],
      10 * LARGE_INPUT_BYTES,
      ['--max-semi-space-size', '4'],
    ],
  ])('%s', (_name, given, bytes, expected) => {
    expect(runFlags(given, bytes)).toEqual(expected);
  });
});

describe('asciiOnly', () => {
  // Regular expression literals as esbuild leaves them, evaluated before and after: the same matches.
  it.each([
    ['/pok[eé]mon$/i', ['pokémon', 'POKÉMON', 'pokemon', 'pokmon']],
    ['/[.。]+$/u', ['end。', 'end.', 'end', '。。']],
    ['/^😀+$/u', ['😀😀', '😀', '\uD83D', 'x']],
    ['/[😀]/', ['\uD83D', '\uDE00', 'x']],
    ["'naïve ' + `tëmplate`", ['']],
  ])('keeps the meaning of %s', (source, inputs) => {
    const escaped = asciiOnly(source);
    expect(escaped).toMatch(/^[\x00-\x7f]*$/);
    const before = new Function(`return ${source}`)() as RegExp | string;
    const after = new Function(`return ${escaped}`)() as RegExp | string;
    if (typeof before === 'string' || typeof after === 'string') expect(after).toBe(before);
    else for (const input of inputs) expect(after.test(input), input).toBe(before.test(input));
  });

  it('leaves ASCII as it is', () => {
    const source = 'const a = /[a-z]\\u00e9/g; // \\u3002';
    expect(asciiOnly(source)).toBe(source);
  });
});

describe('withoutLibFiles', () => {
  const file = path.join(ROOT, 'node_modules', '@ts-morph', 'common', 'dist', 'ts-morph-common.js');

  it("leaves TypeScript's lib files out of ts-morph-common.js and still gives them to whoever asks", async () => {
    const source = await readFile(file, 'utf8');
    const trimmed = withoutLibFiles(source, file);
    expect(source).toContain('interface ReadonlyArray<T>');
    expect(trimmed).not.toContain('interface ReadonlyArray<T>');
    expect(source.length - trimmed.length).toBeGreaterThan(2_500_000);
    // Evaluated as the bundle would: the module works, and its lib files are the installed module's.
    const requireHere = createRequire(file);
    const module = { exports: {} as { getLibFiles(): { fileName: string }[] } };
    new Function('exports', 'require', 'module', '__filename', '__dirname', trimmed)(
      module.exports,
      requireHere,
      module,
      file,
      path.dirname(file),
    );
    const installed = requireHere(file) as typeof module.exports;
    expect(module.exports.getLibFiles()).toBe(installed.getLibFiles());
    expect(module.exports.getLibFiles().map((lib) => lib.fileName)).toContain('lib.es5.d.ts');
  });

  it('keeps a file of another shape as it is', () => {
    const other = 'const libFiles = loadThem();\nfunction getLibFiles() { return libFiles; }\n';
    expect(withoutLibFiles(other, file)).toBe(other);
  });
});
