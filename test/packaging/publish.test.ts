/**
 * `npm run publish-packages` as a team runs it: every package of the checkout (and one `generate -- --spec` wrote
 * into a folder of its own) built and published to a private
 * registry (Verdaccio), then installed from it with npm, pnpm and Bun into fresh projects, and from the tarballs of
 * `--pack` likewise, each project making a call against the sandbox. A second run publishes nothing again; a
 * version the registry holds with other contents, and a set whose versions do not fit together, are refused before
 * anything is published. The tarballs pass publint and arethetypeswrong. The command line's tarball, installed with
 * the others into an empty folder, runs under plain Node 20, 22 and 24. The sandbox's tarball, installed alone,
 * starts as a command and as a library.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { publint } from 'publint';
import semver from 'semver';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltPackage } from '../../packaging/build-packages.js';
import { consistencyProblems, publishBuilt, type Published } from '../../packaging/publish.js';
import { listFiles } from '../../generator/cli/check.js';
import { packages } from '../../generator/packages.js';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import { SNIPPETS_DIR } from '../../site-builder/guides.js';
import { ROOT } from '../root.js';
import { sandboxSettings } from './consumer.js';
import { startRegistry, type Registry } from './registry.js';
import { bin } from './tools.js';

const run = promisify(execFile);
let root = '';
let registry: Registry;
let sandbox: RunningSandbox;
let output = '';
let built: BuiltPackage[] = [];
let packed: Published[] = [];
let cliProject: Promise<string> | undefined;

/** The environment of a command a team member runs: no settings of the npm that runs this test. */
function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  return { ...env, npm_config_userconfig: registry.npmrc, ...extra };
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'publish-'));
  registry = await startRegistry(join(root, 'registry'));
  sandbox = await startSandbox({ port: 0, rateLimit: false });
  // With the folder of a package `generate -- --spec` wrote (the mini fixture), as its README has a team name it.
  const args = [
    ...['run', '-s', 'publish-packages', '--', '--registry', registry.url, '--out', join(root, 'dist')],
    join(ROOT, 'test/fixtures/mini/out'),
  ];
  ({ stdout: output } = await run('npm', args, { cwd: ROOT, env: userEnv() }));
  built = await Promise.all(
    (await readdir(join(root, 'dist'))).map(async (name) => {
      const dir = join(root, 'dist', name);
      return { name, dir, files: await listFiles(dir) };
    }),
  );
  packed = await publishBuilt(built, { packDir: join(root, 'tarballs') });
}, 300_000);
afterAll(async () => {
  await sandbox?.close();
  await registry?.close();
  await rm(root, { recursive: true, force: true });
});

async function versionOf(dir: string): Promise<string> {
  return (JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

describe('npm run publish-packages', () => {
  it('publishes every package of the checkout and of the folders named, the runtime first', async () => {
    const names = ['runtime', ...packages.map((p) => p.name), 'mini', 'cli', 'sandbox'];
    const lines = await Promise.all(
      names.map(async (name) => {
        const version = await versionOf(join(root, 'dist', name));
        return `publish-packages: @platform-sdk/${name} ${version} published (${registry.url})`;
      }),
    );
    expect(output.trim().split('\n')).toEqual(lines);
  });

  it.concurrent.each([
    ['npm', 'the registry'],
    ['pnpm', 'the registry'],
    ['bun', 'the registry'],
    ['npm', 'the tarballs'],
    ['pnpm', 'the tarballs'],
    ['bun', 'the tarballs'],
  ])(
    '%s installs the mail client from %s into a fresh project, which calls the sandbox',
    async (manager, from) => {
      const project = join(root, 'projects', `${manager}-${from.replace('the ', '')}`);
      await mkdir(project, { recursive: true });
      await writeFile(join(project, 'package.json'), '{ "name": "app", "private": true, "type": "module" }\n');
      // The scope's registry, as the publishing guide has a team set it; a team with tarballs has none.
      if (from === 'the registry') await writeFile(join(project, '.npmrc'), `@platform-sdk:registry=${registry.url}\n`);
      await cp(join(ROOT, SNIPPETS_DIR, 'node-esm.mjs'), join(project, 'app.mjs'));
      const tarball = (name: string) => packed.find((p) => p.name === `@platform-sdk/${name}`)!.tarball!;
      const specs =
        from === 'the registry'
          ? ['@platform-sdk/mail', '@platform-sdk/runtime']
          : [tarball('mail'), tarball('runtime')];
      const env = userEnv({ BUN_INSTALL_CACHE_DIR: join(root, 'bun-cache') });
      const install =
        manager === 'npm'
          ? run('npm', ['install', '--no-audit', '--no-fund', ...specs], { cwd: project, env })
          : manager === 'pnpm'
            ? run(bin.pnpm(), ['add', ...specs, '--store-dir', join(root, 'pnpm-store')], { cwd: project, env })
            : run(bin.bun(), ['add', ...specs], { cwd: project, env });
      await install;
      const installed = JSON.parse(await readFile(join(project, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      expect(Object.keys(installed.dependencies).sort()).toEqual(['@platform-sdk/mail', '@platform-sdk/runtime']);
      const runtime = manager === 'bun' ? bin.bun() : process.execPath;
      const { stdout } = await run(runtime, ['app.mjs'], {
        cwd: project,
        env: { ...userEnv(), ...(await sandboxSettings(sandbox.url)) },
      });
      expect(stdout).toBe('ES module: 0 unsubscribe requests\n');
    },
    180_000,
  );

  it('run again, publishes nothing: every version is in the registry with the same contents', async () => {
    const again = await publishBuilt(built, { registry: registry.url });
    expect(again.map((p) => p.outcome)).toEqual(built.map(() => 'unchanged'));
  }, 120_000);

  it('refuses a version the registry holds with other contents, and publishes nothing', async () => {
    const changed = join(root, 'changed', 'mail');
    await cp(join(root, 'dist', 'mail'), changed, { recursive: true });
    await writeFile(join(changed, 'README.md'), '# changed\n');
    const runtime = built.find((p) => p.name === 'runtime')!;
    const mail = { name: 'mail', dir: changed, files: await listFiles(changed) };
    const version = await versionOf(changed);
    await expect(publishBuilt([runtime, mail], { registry: registry.url })).rejects.toThrow(
      `Nothing was published: ${registry.url} already holds @platform-sdk/mail ${version} with other contents.`,
    );
    const view = ['view', `@platform-sdk/mail@${version}`, 'readme', '--registry', registry.url];
    expect((await run('npm', view, { env: userEnv() })).stdout).not.toContain('# changed');
  }, 120_000);

  it('refuses a set whose versions do not fit together, naming each misfit', async () => {
    const runtime = join(root, 'misfit', 'runtime');
    await cp(join(root, 'dist', 'runtime'), runtime, { recursive: true });
    const manifest = JSON.parse(await readFile(join(runtime, 'package.json'), 'utf8')) as { version: string };
    const misfit = semver.inc(manifest.version, 'major')!;
    await writeFile(join(runtime, 'package.json'), JSON.stringify({ ...manifest, version: misfit }));
    const mail = built.find((p) => p.name === 'mail')!;
    const mailVersion = await versionOf(mail.dir);
    const set = [{ name: 'runtime', dir: runtime, files: [] }, mail];
    expect(await consistencyProblems(set)).toEqual([
      `@platform-sdk/runtime ${misfit}: its CHANGELOG.md has no section "## ${misfit}" saying what changed`,
      `@platform-sdk/mail ${mailVersion} needs @platform-sdk/runtime ^${manifest.version}, but the build holds ${misfit}`,
    ]);
    await expect(publishBuilt(set, { registry: registry.url })).rejects.toThrow(/^Nothing was published:\n- /);
  });

  /** An empty folder with every tarball installed by npm, as a team without a registry installs the command. */
  async function installCli(): Promise<string> {
    const project = join(root, 'projects', 'cli');
    await mkdir(project, { recursive: true });
    await writeFile(join(project, 'package.json'), '{ "name": "ops", "private": true }\n');
    const tarballs = packed.map((p) => p.tarball!);
    await run('npm', ['install', '--no-audit', '--no-fund', ...tarballs], { cwd: project, env: userEnv() });
    return project;
  }

  /**
   * The Node binary of a major version: this process's own, or the one npm's `node` package of that major puts in
   * npx's cache, asked once, so that each command of the test starts that Node and not npx first.
   */
  async function nodeBinary(major: string): Promise<string> {
    if (process.versions.node.split('.')[0] === major) return process.execPath;
    const { stdout } = await run('npx', ['-y', `node@${major}`, '-p', 'process.execPath'], { env: userEnv() });
    return stdout.trim();
  }

  it.each(['20', '22', '24'])(
    'the command line installed from the tarballs runs under Node %s: help, records help, a call to the sandbox',
    async (major) => {
      cliProject ??= installCli();
      const project = await cliProject;
      const command = await nodeBinary(major);
      expect((await run(command, ['-p', 'process.versions.node'])).stdout).toMatch(new RegExp(`^${major}\\.`));
      const env = { ...userEnv(), ...(await sandboxSettings(sandbox.url)) };
      const bin = join(project, 'node_modules', '.bin', 'platform');
      const platform = (args: string[]) => run(command, [bin, ...args], { cwd: project, env });
      expect((await platform(['--help'])).stdout).toMatch(/^Usage: platform \[options\] \[command\]\n/);
      // The records package installed beside it (this checkout's account) is the one it loads by name.
      expect((await platform(['help', 'records'])).stdout).toMatch(/^Usage: platform records /);
      const definition = join(project, `till${major}.json`);
      const spec = {
        resources: { main: { mapping: '_customer', type: 'customerDb' } },
        schema: { properties: { id: { 'x-platform-type': 'platformId' }, till: { 'x-platform-type': 'text' } } },
      };
      await writeFile(
        definition,
        JSON.stringify({
          metadata: { kind: 'ApiDefinition', apiVersion: 'database/v1', name: `till${major}` },
          spec,
        }),
      );
      await platform(['database', 'put-api-definition', `till${major}`, '--json', definition]);
      const listed = JSON.parse((await platform(['database', 'list-api-definition', '--format', 'json'])).stdout) as {
        items: { metadata: { name: string } }[];
      };
      expect(listed.items.map((d) => d.metadata.name)).toContain(`till${major}`);
      // platform mcp, whose server is a chunk of its own, answers an MCP client's first request.
      const mcp = spawn(command, [bin, 'mcp'], { cwd: project, env, stdio: ['pipe', 'pipe', 'pipe'] });
      const initialize = { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'ops', version: '1' } };
      mcp.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: initialize })}\n`);
      const [answer] = (await once(mcp.stdout, 'data')) as [Buffer];
      mcp.kill();
      const cliVersion = await versionOf(join(project, 'node_modules', '@platform-sdk', 'cli'));
      expect(JSON.parse(answer.toString()).result.serverInfo.version).toBe(cliVersion);
    },
    240_000,
  );

  it('the sandbox installed from its tarball starts as platform-sandbox and as startSandbox(), seeded', async () => {
    const project = join(root, 'projects', 'sandbox');
    await mkdir(project, { recursive: true });
    await writeFile(join(project, 'package.json'), '{ "name": "app", "private": true, "type": "module" }\n');
    const tarball = packed.find((p) => p.name === '@platform-sdk/sandbox')!.tarball!;
    await run('npm', ['install', '--no-audit', '--no-fund', '--save-dev', tarball], { cwd: project, env: userEnv() });
    const bin = join(project, 'node_modules', '.bin', 'platform-sandbox');
    const server = spawn(bin, ['--port', '0', '--seed'], {
      cwd: project,
      env: userEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const [line] = (await once(server.stdout, 'data')) as [Buffer];
      const url = /^sandbox listening on (http:\/\/127\.0\.0\.1:\d+)\n$/.exec(line.toString())?.[1];
      expect(url).toBeDefined();
      const token = await fetch(`${url}/oauth2/token`, {
        method: 'POST',
        headers: { Authorization: `Basic ${Buffer.from('sandbox-client:sandbox-secret').toString('base64')}` },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          audience: url!,
          scope: 'db:apidefinition:design',
        }),
      });
      expect(token.status).toBe(200);
      const { access_token } = (await token.json()) as { access_token: string };
      const listed = await fetch(`${url}/apis/apidefinition.database/v1/accounts/demo/apidefinitions`, {
        headers: { Authorization: `Bearer ${access_token}` },
      });
      const names = ((await listed.json()) as { items: { metadata: { name: string } }[] }).items.map(
        (d) => d.metadata.name,
      );
      expect(names.sort()).toEqual(['member', 'purchase']);
    } finally {
      server.kill('SIGTERM');
    }
    expect(await once(server, 'exit')).toEqual([0, null]);
    // The library entry, from a script of the project: its own seeds, and a clock a test moves.
    const script = [
      "import { readSeeds, startSandbox } from '@platform-sdk/sandbox';",
      'const sandbox = await startSandbox({ port: 0, rateLimit: false, seeds: await readSeeds() });',
      'const at = `${sandbox.url}/_sandbox/clock`;',
      'const clock = () => fetch(at).then((r) => r.json()).then((c) => Date.parse(c.now));',
      'const before = await clock();',
      "await fetch(at, { method: 'POST', body: JSON.stringify({ advanceSeconds: 86400 }) });",
      'console.log(Math.round((await clock() - before) / 3600e3), sandbox.port > 0);',
      'await sandbox.close();',
      '',
    ].join('\n');
    await writeFile(join(project, 'start.mjs'), script);
    expect((await run(process.execPath, ['start.mjs'], { cwd: project, env: userEnv() })).stdout).toBe('24 true\n');
  }, 180_000);

  it.each(['runtime', ...packages.map((p) => p.name), 'mini', 'cli', 'sandbox'])(
    'the tarball of %s passes publint and arethetypeswrong',
    async (name) => {
      const tarball = new Uint8Array(await readFile(packed.find((p) => p.name === `@platform-sdk/${name}`)!.tarball!));
      const linted = await publint({ pack: { tarball: tarball.slice().buffer }, level: 'suggestion', strict: true });
      expect(linted.messages.map((m) => formatMessage(m, linted.pkg))).toEqual([]);
      const checked = await checkPackage(createPackageFromTarballData(tarball));
      // CommonJS TypeScript gets the packages' types under module nodenext (TypeScript 5.8 and later know require
      // of an ES module; build-packages.test.ts type-checks such a project), not under node16, whose answer this is.
      if (name === 'cli') {
        // A command: no entry to import, so no types to check (arethetypeswrong finds no entry point).
        expect(checked.types).toBe(false);
        return;
      }
      const problems = checked.types ? checked.problems.filter((p) => p.kind !== 'CJSResolvesToESM') : ['no types'];
      expect(problems).toEqual([]);
    },
  );
});
