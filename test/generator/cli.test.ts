/**
 * The public entry for any spec: `npm run generate -- --spec <file> --name <name> --out <dir>` writes one
 * package with the same checks as the repository's own packages, `--check` compares, and a folder the
 * generator did not write is never touched.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../generator/cli/check.js';
import { ROOT, runGenerate } from './helpers.js';

let tmp: string;

/** Runs the generator as `npm run generate -- ...` does (package.json), started from `from`. */
const cli = (from: string, ...args: string[]) => runGenerate(ROOT, from, ...args);

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sdk-cli-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('npm run generate -- --spec', () => {
  it('writes the package of any spec, the files the fixture tests compare; --check names a later edit', async () => {
    const out = path.join(tmp, 'mini');
    const written = await cli(
      path.join(ROOT, 'test'),
      '--spec',
      'fixtures/mini/spec.yaml',
      '--name',
      'mini',
      '--out',
      out,
    );
    expect(written.stderr).toBe('');
    expect(written.stdout).toMatch(
      /^generate: 6 written, 0 deleted, 0 unchanged in .*mini\/ \(mini\) in \d+\.\d\ds\.\n$/,
    );
    expect(await listFiles(out)).toEqual([
      'README.md',
      'client.gen.ts',
      'index.gen.ts',
      'operations.gen.ts',
      'package.json',
      'schema.gen.ts',
    ]);
    for (const file of await listFiles(out)) {
      expect(await readFile(path.join(out, file), 'utf8'), file).toBe(
        await readFile(path.join(ROOT, 'test/fixtures/mini/out', file), 'utf8'),
      );
    }
    // --check compares like the default mode does (check.test.ts covers the drift it names): after an edit it
    // names the file, from the folder the command was started in.
    await writeFile(path.join(out, 'client.gen.ts'), '// edited\n');
    const stale = await cli(
      tmp,
      '--spec',
      path.join(ROOT, 'test/fixtures/mini/spec.yaml'),
      '--name',
      'mini',
      '--out',
      'mini',
      '--check',
    );
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('stale:   mini/client.gen.ts (differs from what the generator produces)');
    // Generator processes of some seconds each: a loaded 2-core runner needs more than the default.
  }, 120_000);

  it('writes the records package of a snapshot given with --definitions, the files of generated/records', async () => {
    const out = path.join(tmp, 'records');
    const args = [
      '--spec',
      'specs/records/openapi.json',
      '--definitions',
      'specs/records/apidefinitions.json',
      '--name',
      'records',
      '--out',
      out,
    ];
    const written = await cli(ROOT, ...args);
    expect(written.stderr).toBe('');
    const files = await listFiles(out);
    expect(files).toEqual(await listFiles(path.join(ROOT, 'generated/records')));
    for (const file of files) {
      expect(await readFile(path.join(out, file), 'utf8'), file).toBe(
        await readFile(path.join(ROOT, 'generated/records', file), 'utf8'),
      );
    }
  }, 120_000);

  it('stops on a spec with lint errors, naming file, line and rule, and writes nothing', async () => {
    const out = path.join(tmp, 'lint');
    const result = await cli(ROOT, '--spec', 'test/fixtures/lint-error/spec.yaml', '--name', 'lint', '--out', out);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('test/fixtures/lint-error/spec.yaml:27:7 [operation-4xx-response]');
    expect(await listFiles(out)).toEqual([]);
  }, 60_000);

  it("stops on a records snapshot with lint errors, the linter's words first, writing nothing", async () => {
    const document = JSON.parse(await readFile(path.join(ROOT, 'specs/records/openapi.json'), 'utf8')) as {
      info: Record<string, unknown>;
      paths: Record<string, Record<string, { responses?: object }>>;
    };
    delete document.info['version'];
    // And an operation without responses, which the model refuses too: the linter's words come first.
    const operation = Object.values(Object.values(document.paths)[0] ?? {})[0];
    if (operation) operation.responses = {};
    const spec = path.join(tmp, 'records-lint.json');
    await writeFile(spec, JSON.stringify(document, null, 2));
    const out = path.join(tmp, 'records-lint');
    const result = await cli(
      ROOT,
      '--spec',
      spec,
      '--definitions',
      'specs/records/apidefinitions.json',
      '--name',
      'records',
      '--out',
      out,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /records-lint\.json:\d+:\d+ \[struct\] The field `version` must be present on this level\./,
    );
    expect(result.stderr).toMatch(/\[operation-2xx-response\]/);
    expect(await listFiles(out)).toEqual([]);
  }, 60_000);

  it.each([
    ['--name is missing', ['--spec', 'specs/mail.yaml', '--out', 'x'], '--spec needs --name <name>'],
    [
      '--name is no package name',
      ['--spec', 'specs/mail.yaml', '--name', 'My API', '--out', 'x'],
      '--name "My API" is not a package name',
    ],
    ['--out is missing', ['--spec', 'specs/mail.yaml', '--name', 'm'], '--spec needs --out <dir>'],
    ['--name without --spec', ['--name', 'm'], '--name, --factory and --definitions go with --spec'],
    [
      '--definitions without --spec',
      ['--definitions', 'specs/records/apidefinitions.json'],
      '--name, --factory and --definitions go with --spec',
    ],
  ])(
    'refuses a command line where %s (exit 2)',
    async (_name, args, message) => {
      const result = await cli(ROOT, ...args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(message);
    },
    60_000,
  );

  it.each([['--help'], ['-h']])('%s lists every option and exits 0', async (flag) => {
    const result = await cli(ROOT, flag);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Usage: npm run generate \[-- options\]\n/);
    for (const option of ['--check', '--out <dir>', '--spec <file>', '--name <name>', '--factory <name>'])
      expect(result.stdout).toContain(`  ${option} `);
    expect(result.stdout).toContain('--definitions <file>');
  });

  it.each([
    ['an unknown option', ['--frobnicate'], 'generate: unknown option --frobnicate; see `npm run generate -- --help`'],
    ['an unknown short option', ['-x'], 'generate: unknown option -x; see `npm run generate -- --help`'],
    [
      'a stray argument',
      ['specs/mail.yaml'],
      'generate: unexpected argument "specs/mail.yaml": every value follows its option; see `npm run generate -- ' +
        '--help`',
    ],
    ['an option without its value', ['--out'], 'generate: --out needs a value <dir>; see `npm run generate -- --help`'],
    ['a flag given a value', ['--check=yes'], 'generate: --check takes no value; see `npm run generate -- --help`'],
  ])('answers %s with one line naming it and the --help hint (exit 2), no stack trace', async (_name, args, line) => {
    const result = await cli(ROOT, ...args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`${line}\n`);
  });

  it('never writes into (or deletes from) a folder it did not write', async () => {
    const out = path.join(tmp, 'foreign');
    await mkdir(out, { recursive: true });
    await writeFile(path.join(out, 'notes.txt'), 'mine\n');
    const result = await cli(ROOT, '--spec', 'test/fixtures/mini/spec.yaml', '--name', 'mini', '--out', out);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('holds files the generator did not write');
    expect(await listFiles(out)).toEqual(['notes.txt']);
  }, 60_000);
});
