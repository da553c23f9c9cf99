/**
 * The public entry for any spec: `npm run generate -- --spec <file> --name <name> --out <dir>` writes one
 * package with the same checks as the repository's own packages, `--check` compares, and a folder the
 * generator did not write is never touched.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../generator/cli/check.js';
import { DEMO_PACKAGE, DEMO_SNAPSHOT } from '../fixtures/demo-account/make.js';
import { ROOT } from './helpers.js';

const run = promisify(execFile);
let tmp: string;

/** Runs the generator as `npm run generate -- ...` does (package.json), started from `from`. */
function cli(from: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(process.execPath, [path.join(ROOT, 'generator', 'run.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, INIT_CWD: from },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sdk-cli-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('npm run generate -- --spec', () => {
  it('writes the package of any spec, the files the fixtures compare; --check names a later edit', async () => {
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
      /^generate: 7 written, 0 deleted, 0 unchanged in .*mini\/ \(mini, 5 of 5 operations\) in \d+\.\d\ds\.\n$/,
    );
    expect(await listFiles(out)).toEqual([
      'README.md',
      'client.gen.ts',
      'commands.gen.ts',
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

  it("writes the records package of a snapshot given with --definitions, the demo account's package", async () => {
    const out = path.join(tmp, 'records');
    const args = [
      '--spec',
      `${DEMO_SNAPSHOT}/openapi.json`,
      '--definitions',
      `${DEMO_SNAPSHOT}/apidefinitions.json`,
      '--name',
      'records',
      '--out',
      out,
    ];
    const written = await cli(ROOT, ...args);
    expect(written.stderr).toBe('');
    const files = await listFiles(out);
    expect(files).toContain('definitions/member.gen.ts');
    expect(files).toEqual(await listFiles(path.join(ROOT, DEMO_PACKAGE)));
    for (const file of files) {
      expect(await readFile(path.join(out, file), 'utf8'), file).toBe(
        await readFile(path.join(ROOT, DEMO_PACKAGE, file), 'utf8'),
      );
    }
  }, 120_000);

  it('stops on a spec that is not valid OpenAPI, naming file, line, column and rule, and writes nothing', async () => {
    const out = path.join(tmp, 'lint');
    const result = await cli(ROOT, '--spec', 'test/fixtures/lint-error/spec.yaml', '--name', 'lint', '--out', out);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('test/fixtures/lint-error/spec.yaml:33:17 [no-unresolved-refs]');
    // House style is `npm run lint`'s, for our own specs: an operation without a description passes here.
    expect(result.stderr).not.toContain('operation-description');
    expect(await listFiles(out)).toEqual([]);
  }, 60_000);

  it("writes the package of another service's document: a host-only server, no descriptions, tags or 4XX", async () => {
    const spec = path.join(tmp, 'pets.yaml');
    await writeFile(
      spec,
      [
        'openapi: 3.0.3',
        'info: {title: Pets, version: "1"}',
        'servers: [{url: "https://pets.example.com"}]',
        'paths:',
        '  /pets/{petId}:',
        '    get:',
        '      operationId: getPet',
        '      parameters: [{name: petId, in: path, required: true, schema: {type: string}}]',
        '      responses:',
        '        "200": {description: A pet., content: {application/json: {schema: {type: object}}}}',
        '',
      ].join('\n'),
    );
    const out = path.join(tmp, 'pets');
    const result = await cli(ROOT, '--spec', spec, '--name', 'pets', '--out', out);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const client = await readFile(path.join(out, 'client.gen.ts'), 'utf8');
    const operations = await readFile(path.join(out, 'operations.gen.ts'), 'utf8');
    // The base address is an option (the document's URL its example), which replaces the server's URL.
    expect(operations).toContain("    serverUrl: '{base_url}',\n");
    expect(client).toContain('readonly baseUrl: string;');
    expect(client).toContain("baseUrl: 'https://pets.example.com',");
    // Its commands are for a tool of the user's own: `platform` loads those of the project's packages only.
    const commands = await readFile(path.join(out, 'commands.gen.ts'), 'utf8');
    expect(commands).toContain('(a command line or MCP server of your own can read them, as the `platform` command');
    expect(await readFile(path.join(ROOT, 'generated/mail/commands.gen.ts'), 'utf8')).toContain(
      'in spec order (read by the `platform` command line and its MCP server)',
    );
    // A document without OAuth2: no token is fetched, so nothing calls the base address a token audience.
    const readme = await readFile(path.join(out, 'README.md'), 'utf8');
    expect(readme).toContain("- `baseUrl` (required): The base address of the API: the document's server URL");
    expect(`${client}${readme}`).not.toContain('audience');
    // The last line counts the warnings printed above it: `nullable` in a 3.1 document is one.
    await writeFile(
      spec,
      (await readFile(spec, 'utf8'))
        .replace('openapi: 3.0.3', 'openapi: 3.1.0')
        .replace('{schema: {type: object}}', '{schema: {type: object, nullable: true}}'),
    );
    const warned = await cli(ROOT, '--spec', spec, '--name', 'pets', '--out', out);
    expect(warned.stderr).toContain('nullable');
    expect(warned.stdout).toMatch(/ \(pets, 1 of 1 operations, 1 warning on stderr\) in /);
    // Its README builds and publishes the folder the generator wrote, not the repository's packages alone.
    expect(readme).toContain(
      'npm run publish-packages -- --registry <url> <this folder>\nnpm install @platform-sdk/pets',
    );
  }, 60_000);

  it('stops on a records snapshot with lint errors, though its package is built while the linter runs, and writes ' +
    'nothing', async () => {
    const document = JSON.parse(await readFile(path.join(ROOT, DEMO_SNAPSHOT, 'openapi.json'), 'utf8')) as {
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
      `${DEMO_SNAPSHOT}/apidefinitions.json`,
      '--name',
      'records',
      '--out',
      out,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /records-lint\.json:\d+:\d+ \[struct\] The field `version` must be present on this level\./,
    );
    // The linter reports before the model does, and the linter's rules are OpenAPI's only.
    expect(result.stderr).not.toMatch(/operation-2xx-response|sdk\//);
    expect(await listFiles(out)).toEqual([]);
  }, 60_000);

  it('names the entry a collision needs, and takes it from --names', async () => {
    const fixture = (file: string) => readFile(path.join(ROOT, 'test/fixtures/records-2020-shape', file), 'utf8');
    // The fixture's definition visit renamed raw, which the client object has already.
    const spec = path.join(tmp, 'raw-openapi.json');
    const definitions = path.join(tmp, 'raw-apidefinitions.json');
    await writeFile(
      spec,
      (await fixture('openapi.json'))
        .replaceAll('/visit/', '/raw/')
        .replaceAll('Visit', 'Raw')
        .replaceAll('"visit"', '"raw"'),
    );
    await writeFile(definitions, (await fixture('apidefinitions.json')).replace('"name": "visit"', '"name": "raw"'));
    const args = ['--spec', spec, '--definitions', definitions, '--name', 'raw', '--out', path.join(tmp, 'raw')];
    const refused = await cli(ROOT, ...args);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'give it another name with a names file (--names) holding {"definitions":{"raw":{"name":"raw2"}}}',
    );
    const names = path.join(tmp, 'raw-names.json');
    await writeFile(names, JSON.stringify({ definitions: { raw: { name: 'rawVisits' } } }));
    const written = await cli(ROOT, ...args, '--names', names);
    expect(written.stderr).toBe('');
    expect(await readFile(path.join(tmp, 'raw/client.gen.ts'), 'utf8')).toContain(
      'readonly rawVisits: RawVisitsRecords;',
    );
  }, 120_000);

  it.each([
    [
      '--names without --definitions',
      ['--spec', 'specs/mail.yaml', '--name', 'm', '--out', 'x', '--names', 'n.json'],
      '--names goes with --spec and --definitions',
    ],
    ['--name is missing', ['--spec', 'specs/mail.yaml', '--out', 'x'], '--spec needs --name <name>'],
    [
      '--name is no package name',
      ['--spec', 'specs/mail.yaml', '--name', 'My API', '--out', 'x'],
      '--name "My API" is not a package name',
    ],
    [
      "--name is the toolkit's own runtime, which no document makes",
      ['--spec', 'specs/mail.yaml', '--name', 'runtime', '--out', 'x'],
      "--name runtime is the name of the toolkit's own @platform-sdk/runtime; choose another name",
    ],
    ['--out is missing', ['--spec', 'specs/mail.yaml', '--name', 'm'], '--spec needs --out <dir>'],
    ['--name without --spec', ['--name', 'm'], '--name, --factory and --definitions go with --spec'],
    [
      '--definitions without --spec',
      ['--definitions', 'apidefinitions.json'],
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

  it('never writes into (or deletes from) a folder it did not write', async () => {
    const out = path.join(tmp, 'foreign');
    await mkdir(out, { recursive: true });
    await writeFile(path.join(out, 'notes.txt'), 'mine\n');
    const result = await cli(ROOT, '--spec', 'test/fixtures/mini/spec.yaml', '--name', 'mini', '--out', out);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('holds files the generator did not write');
    expect(await listFiles(out)).toEqual(['notes.txt']);
  }, 60_000);

  it('writes again into its earlier output, keeping the files a user added, deleting its own orphans', async () => {
    const out = path.join(tmp, 'again');
    const args = ['--spec', 'test/fixtures/mini/spec.yaml', '--name', 'mini', '--out', out];
    expect((await cli(ROOT, ...args)).code).toBe(0);
    const mine = { 'NOTES.md': '# notes\n', '.npmrc': 'registry=x\n', 'test/my.test.ts': 'export {};\n' };
    for (const [file, text] of Object.entries(mine)) {
      await mkdir(path.dirname(path.join(out, file)), { recursive: true });
      await writeFile(path.join(out, file), text);
    }
    // A module of an earlier run that nothing generates now: its banner says the generator wrote it.
    const banner = '// Generated from test/fixtures/mini/spec.yaml by the platform-sdk generator. Do not edit.\n';
    await writeFile(path.join(out, 'old.gen.ts'), `${banner}export {};\n`);
    const again = await cli(ROOT, ...args);
    expect(again.stdout).toMatch(/^generate: 0 written, 1 deleted, 7 unchanged in /);
    for (const [file, text] of Object.entries(mine)) expect(await readFile(path.join(out, file), 'utf8')).toBe(text);
    expect(await listFiles(out)).not.toContain('old.gen.ts');
    // --check counts neither the user's files nor anything else as drift.
    expect((await cli(ROOT, ...args, '--check')).code).toBe(0);
  }, 60_000);
});
