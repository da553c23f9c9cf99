/**
 * The drift check against a temporary copy of generated/ (the real folder is never edited): a hand edit of any
 * generated file, a missing file and an orphan are each named; writing repairs exactly those files. The no-op
 * path (last-run.ts) answers "up to date" only when inputs and outputs are what the last full run recorded:
 * every change it must notice sends the run down the full path, which names the drift.
 */
import { cp, mkdtemp, readFile, rm, stat, unlink, writeFile, mkdir, appendFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildGenerator } from '../../generator/build.mjs';
import { findDrift, listFiles } from '../../generator/cli/check.js';
import { generate } from '../../generator/generate.js';
import {
  checkAgainstRecord,
  hashInputs,
  INPUT_DIRS,
  INPUT_FILES,
  recordPath,
  saveRecord,
} from '../../generator/cli/last-run.js';
import { packages } from '../../generator/packages.js';
import { writeOutput } from '../../generator/cli/write-output.js';
import { ROOT, runGenerate } from './helpers.js';

let tmp: string;
let out: string;
let files: ReadonlyMap<string, string>;
let result: Awaited<ReturnType<typeof generate>>;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sdk-check-'));
  result = await generate(ROOT, packages);
  files = result.files;
  // Generating every package takes some seconds each on a loaded 2-core runner: more than the default 10 s.
}, 60_000);
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});
beforeEach(async () => {
  out = path.join(tmp, `out-${Math.random().toString(36).slice(2)}`);
  await cp(path.join(ROOT, 'generated'), out, {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}node_modules`),
  });
});

describe('findDrift', () => {
  it('finds nothing in a faithful copy of generated/', async () => {
    expect(await findDrift(out, files)).toEqual({ stale: [], missing: [], orphans: [] });
  });

  it.each([
    ...packages.flatMap((p) =>
      ['client.gen.ts', 'schema.gen.ts', 'index.gen.ts', 'package.json', 'README.md'].map((f) => `${p.name}/${f}`),
    ),
  ])('names a hand edit of %s', async (file) => {
    await appendFile(path.join(out, file), ' ');
    expect(await findDrift(out, files)).toEqual({ stale: [file], missing: [], orphans: [] });
  });

  it('names orphans and missing files, ignoring node_modules', async () => {
    await writeFile(path.join(out, 'mail', 'old.gen.ts'), '// left over\n');
    await mkdir(path.join(out, 'gone'), { recursive: true });
    await writeFile(path.join(out, 'gone', 'client.gen.ts'), '');
    await mkdir(path.join(out, 'mail', 'node_modules', 'x'), { recursive: true });
    await writeFile(path.join(out, 'mail', 'node_modules', 'x', 'index.js'), '');
    await unlink(path.join(out, 'mail', 'README.md'));
    expect(await findDrift(out, files)).toEqual({
      stale: [],
      missing: ['mail/README.md'],
      orphans: ['gone/client.gen.ts', 'mail/old.gen.ts'],
    });
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
  // The command npm runs (package.json).
  const cli = (...args: string[]) => runGenerate(ROOT, ROOT, ...args);
  const FROM_RECORD = /as the last full run left them/;

  it('exits 0 on an up-to-date copy and 1 naming a hand edit and an orphan, writing nothing', async () => {
    await rm(recordPath(ROOT, out), { force: true });
    const clean = await cli('--check', '--out', out);
    expect(clean.code).toBe(0);
    expect(clean.stdout).toMatch(/is up to date/);
    expect(clean.stdout).not.toMatch(FROM_RECORD);
    // Nothing changed since: answered from the record of the run before.
    const again = await cli('--check', '--out', out);
    expect(again.stdout).toMatch(/is up to date, \d+ files .*as the last full run left them/);

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
    expect(fixed.stdout).toMatch(
      new RegExp(`^generate: 1 written, 1 deleted, \\d+ unchanged in .* \\(${names}\\) in \\d+\\.\\d\\ds\\.\\n$`),
    );
    const checked = await cli('--check', '--out', out);
    expect(checked.code).toBe(0);
    expect(checked.stdout).toMatch(FROM_RECORD);
    // Three full generator processes of some seconds each: a loaded 2-core runner needs more than the default.
  }, 120_000);
});

describe('the no-op path', () => {
  /** A copy of every input of the project (dependencies as their package.json only), recorded as generating `out`. */
  let project: string;
  const copy = (from: string, to = from) => cp(path.join(ROOT, from), path.join(project, to), { recursive: true });

  beforeEach(async () => {
    project = path.join(tmp, `project-${Math.random().toString(36).slice(2)}`);
    await Promise.all([...INPUT_DIRS, ...INPUT_FILES, 'specs'].map((f) => copy(f)));
    const inputs = await hashInputs(ROOT);
    await Promise.all(
      [...inputs.keys()].filter((f) => f.startsWith('node_modules/') && inputs.get(f) !== '').map((f) => copy(f)),
    );
    await saveRecord(project, out, await hashInputs(project), { ...result, warnings: ['a lint warning'] });
  });

  it('answers up to date when nothing changed, with the warnings of the run it trusts', async () => {
    expect(await checkAgainstRecord(project, out, await hashInputs(project))).toMatchObject({
      upToDate: true,
      record: { warnings: ['a lint warning'] },
    });
  });

  const edit = (file: string, text = '\n// edited\n') => appendFile(path.join(project, file), text);
  const bump = async (file: string) => {
    const pkg = JSON.parse(await readFile(path.join(project, file), 'utf8')) as { version: string };
    await writeFile(path.join(project, file), JSON.stringify({ ...pkg, version: `${pkg.version}-next` }));
  };
  // Inputs: the full path regenerates from them (what it then reports depends on the change).
  it.each<[string, () => Promise<unknown>, RegExp]>([
    [
      'a generator source file changed',
      () => edit('generator/emit/emit-client.ts'),
      /^input generator\/emit\/emit-client\.ts changed$/,
    ],
    [
      'a generator source file added',
      () => writeFile(path.join(project, 'generator', 'extra.ts'), ''),
      /^input generator\/extra\.ts is new$/,
    ],
    [
      'a runtime file the generator imports changed',
      () => edit('runtime/src/index.ts'),
      /^input runtime\/src\/index\.ts changed$/,
    ],
    [
      'a command-line file the generator imports changed',
      () => edit('command-line/option-table.ts'),
      /^input command-line\/option-table\.ts changed$/,
    ],
    ['a template changed', () => edit('templates/README.md.hbs'), /^input templates\/README\.md\.hbs changed$/],
    ['a spec changed', () => edit('specs/mail.yaml', '\n'), /^input specs\/mail\.yaml changed$/],
    ['a spec deleted', () => rm(path.join(project, 'specs', 'database.yaml')), /^input specs\/database\.yaml is gone$/],
    [
      'an installed dependency has another version',
      () => bump('node_modules/openapi-typescript/package.json'),
      /^input node_modules\/openapi-typescript\/package\.json changed$/,
    ],
    ['the lockfile changed', () => edit('package-lock.json', ' '), /^input package-lock\.json changed$/],
    ['the generator version changed', () => bump('package.json'), /^input package\.json changed$/],
    ['the lint rules changed', () => edit('redocly.yaml'), /^input redocly\.yaml changed$/],
    ['there is no record', () => rm(recordPath(project, out)), /^no record of an earlier run$/],
    [
      'the record is damaged',
      () => writeFile(recordPath(project, out), '{"format":1,'),
      /^no record of an earlier run$/,
    ],
  ])('takes the full path when %s', async (_case, change, reason) => {
    await change();
    expect(await checkAgainstRecord(project, out, await hashInputs(project))).toEqual({
      upToDate: false,
      reason: expect.stringMatching(reason),
    });
  });

  // Outputs: the full path compares the files on disk with what it generates and names each drift.
  it.each<[string, () => Promise<unknown>, RegExp, Partial<{ stale: string[]; missing: string[]; orphans: string[] }>]>(
    [
      [
        'a generated file was edited by hand',
        () => appendFile(path.join(out, 'database', 'schema.gen.ts'), ' '),
        /^output database\/schema\.gen\.ts changed$/,
        { stale: ['database/schema.gen.ts'] },
      ],
      [
        'a generated file is missing',
        () => unlink(path.join(out, 'mail', 'index.gen.ts')),
        /^output mail\/index\.gen\.ts is gone$/,
        { missing: ['mail/index.gen.ts'] },
      ],
      [
        'an orphan file is there',
        () => writeFile(path.join(out, 'mail', 'old.gen.ts'), ''),
        /^output mail\/old\.gen\.ts is new$/,
        { orphans: ['mail/old.gen.ts'] },
      ],
    ],
  )('takes the full path, which names the drift, when %s', async (_case, change, reason, drift) => {
    await change();
    expect(await checkAgainstRecord(project, out, await hashInputs(project))).toEqual({
      upToDate: false,
      reason: expect.stringMatching(reason),
    });
    expect(await findDrift(out, files)).toEqual({ stale: [], missing: [], orphans: [], ...drift });
  });

  it('after a template change, regenerates and names every file the template makes', async () => {
    await edit('templates/README.md.hbs', '\nOne more line.\n');
    expect((await checkAgainstRecord(project, out, await hashInputs(project))).upToDate).toBe(false);
    const drift = await findDrift(out, (await generate(project, packages)).files);
    expect(drift).toEqual({
      stale: ['database/README.md', 'mail/README.md'],
      missing: [],
      orphans: [],
    });
  }, 60_000);

  it('loads none of the spec libraries before it has answered', async () => {
    const { metafile } = await buildGenerator(path.join(tmp, `bundle-${Math.random().toString(36).slice(2)}`));
    const outputs = metafile.outputs;
    const entry = Object.keys(outputs).find((file) => file.endsWith('/cli.js'))!;
    // Everything the entry imports statically, through its chunks; generate.ts is behind a dynamic import.
    const seen = new Set<string>([entry]);
    const external: string[] = [];
    const visit = (file: string) => {
      for (const imported of outputs[file]?.imports ?? []) {
        if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
        seen.add(imported.path);
        if (imported.external) external.push(imported.path);
        else visit(imported.path);
      }
    };
    visit(entry);
    expect(external.length).toBeGreaterThan(0);
    expect(external.filter((p) => !p.startsWith('node:'))).toEqual([]);
    // The modules that load the libraries (import or require) are bundled, but only behind generate.ts's import().
    const loaders = [
      'generator/generate.ts',
      'generator/emit/libraries.ts',
      'generator/load/load-spec.ts',
      'generator/emit/templates.ts',
    ];
    const sourcesOf = (files: Iterable<string>) =>
      [...files].flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}));
    expect(sourcesOf(Object.keys(outputs))).toEqual(expect.arrayContaining(loaders));
    expect(sourcesOf(seen).filter((source) => loaders.includes(source))).toEqual([]);
    // openapi-typescript's transform takes two functions of its own Redocly; they come from ours, not from that copy.
    const imported = Object.values(outputs).flatMap((output) => output.imports.map((i) => i.path));
    expect(imported.filter((p) => p.includes('@redocly/openapi-core/') || p.includes('node_modules/@redocly'))).toEqual(
      [],
    );
    expect(sourcesOf(Object.keys(outputs))).toContain('generator/emit/redocly-ref-utils.ts');
  });
});
