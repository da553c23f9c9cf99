/**
 * The publishable builds: the runtime and every generated package compile to JavaScript with declarations, ship
 * their sources, maps, README, LICENSE and changelog, and a project outside this repository type-checks them with
 * tsc. The records package is the customer's account, whatever it is: what is asserted of it holds for any
 * account. What runs the runtime and the mail package under plain Node, Bun and Deno, which no account changes,
 * is runtimes.test.ts.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPackages, type BuiltPackage, standalonePackages } from '../../packaging/build-packages.js';
import { packages, type PackageSpec } from '../../generator/packages.js';
import { ROOT } from '../root.js';
import { consumerOutput, makeConsumer, recordingFetch, type Consumer } from './consumer.js';
import { compilers } from './tools.js';

const run = promisify(execFile);
let consumer: Consumer;
let dir = '';
let built: readonly BuiltPackage[] = [];
let elsewhere = '';

beforeAll(async () => {
  // The libraries only: the command line's build is installed and run from its tarball (publish.test.ts).
  // With a package `generate -- --spec` wrote elsewhere, as `build-packages -- <folder>` builds it: the mini
  // fixture, copied out of the repository, so that no node_modules above it holds its dependencies.
  elsewhere = await mkdtemp(join(tmpdir(), 'generated-elsewhere-'));
  await cp(join(ROOT, 'test/fixtures/mini/out'), join(elsewhere, 'mini'), { recursive: true });
  const standalone = await standalonePackages([join(elsewhere, 'mini')]);
  consumer = await makeConsumer('build-packages-', (outDir) =>
    buildPackages(ROOT, outDir, undefined, { cli: false, standalone }),
  );
  ({ root: dir, built } = consumer);
  // Compiling every package can take minutes on a loaded 2-core machine: the limit is for a hung build.
}, 300_000);
afterAll(async () => {
  await consumer?.remove();
  if (elsewhere !== '') await rm(elsewhere, { recursive: true, force: true });
});

/** The files of a built generated package whose modules are `<module>.gen.ts`, sorted as listFiles sorts them. */
function builtFiles(modules: readonly string[]): string[] {
  const compiled = modules.flatMap((m) => [`${m}.gen.d.ts`, `${m}.gen.d.ts.map`, `${m}.gen.js`, `${m}.gen.js.map`]);
  const sources = modules.map((m) => `src/${m}.gen.ts`);
  return ['CHANGELOG.md', 'LICENSE', 'README.md', ...compiled, 'package.json', ...sources].sort();
}

async function manifestOf(dir: string): Promise<{ version: string }> {
  return JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { version: string };
}

/**
 * The version and the releases (newest first) of a records package's history file, as fetch-specs wrote it;
 * undefined when there is none or it records no release yet (the package then keeps the toolkit's version).
 */
async function releasesOf(records: PackageSpec): Promise<{ version: string; releases: string[] } | undefined> {
  const file = records.records?.history;
  if (file === undefined || !existsSync(join(ROOT, file))) return undefined;
  const history = JSON.parse(await readFile(join(ROOT, file), 'utf8')) as {
    version: string;
    releases: { version: string }[];
  };
  if (history.releases.length === 0) return undefined;
  return { version: history.version, releases: history.releases.map((r) => r.version) };
}

describe('build-packages', () => {
  it('builds the runtime and every generated package', () => {
    expect(built.map((p) => p.name)).toEqual(['runtime', ...packages.map((p) => p.name), 'mini']);
    const mail = built.find((p) => p.name === 'mail');
    expect(mail?.files).toEqual(builtFiles(['client', 'commands', 'index', 'operations', 'schema']));
    expect(built.find((p) => p.name === 'runtime')?.files).toEqual(
      expect.arrayContaining([
        'index.js',
        'index.d.ts',
        'internal.js',
        'internal.d.ts',
        'apis/mail/index.js',
        'apis/mail/index.d.ts',
        'client.js',
        'client.d.ts',
      ]),
    );
  });

  it('builds a package generated elsewhere against the built runtime, and runs it installed beside it', async () => {
    const mini = built.find((p) => p.name === 'mini')!;
    expect(mini.dir).toBe(join(dir, 'dist', 'mini'));
    expect(mini.files).toEqual(builtFiles(['client', 'commands', 'index', 'operations', 'schema']));
    // The runtime stays an import by name, so the installed runtime serves it.
    expect(await readFile(join(mini.dir, 'client.gen.d.ts'), 'utf8')).toContain(
      "from '@platform-sdk/runtime/internal'",
    );
    const output = await consumerOutput(
      consumer,
      'mini.mjs',
      `import { createMiniClient, NotFoundError } from '@platform-sdk/mini';
${recordingFetch("new Response('', { status: 404 })")}
const mini = createMiniClient({
  baseUrl: 'https://mini.test', userName: 'abc', accessToken: 't', rateLimit: false, fetch,
});
const error = await mini.getDelivery(7).catch((e) => e);
console.log(JSON.stringify({ seen, notFound: error instanceof NotFoundError }));
`,
    );
    expect(output).toEqual({ seen: ['GET https://mini.test/v1/abc/mail/deliveries/7'], notFound: true });
  });

  it.each(['runtime', ...packages.map((p) => p.name)])(
    '%s ships its sources, the maps point at them, and a LICENSE and CHANGELOG.md come with it',
    async (name) => {
      const p = built.find((b) => b.name === name)!;
      const maps = p.files.filter((f) => f.endsWith('.map'));
      expect(maps.length).toBe(p.files.filter((f) => /\.(js|d\.ts)$/.test(f)).length);
      for (const map of maps) {
        const { sources } = JSON.parse(await readFile(join(p.dir, map), 'utf8')) as { sources: string[] };
        const shipped = sources.map((source) => relative(p.dir, join(p.dir, dirname(map), source)));
        expect(
          shipped.every((file) => file.startsWith('src/') && p.files.includes(file)),
          map,
        ).toBe(true);
      }
      expect(await readFile(join(p.dir, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
      // Whatever the version is (a records package's moves with each refresh of the account), it is said.
      const { version } = await manifestOf(p.dir);
      expect(await readFile(join(p.dir, 'CHANGELOG.md'), 'utf8')).toContain(`\n## ${version}\n`);
    },
  );

  it("ships the records package's releases as the snapshot's history records them, else the toolkit's", async () => {
    const records = packages.find((p) => p.records !== undefined)!;
    const p = built.find((b) => b.name === records.name)!;
    const changelog = await readFile(join(p.dir, 'CHANGELOG.md'), 'utf8');
    const { version } = await manifestOf(p.dir);
    const history = await releasesOf(records);
    if (history === undefined) {
      expect(changelog).toBe(await readFile(join(ROOT, 'CHANGELOG.md'), 'utf8'));
      expect(version).toBe((await manifestOf(ROOT)).version);
    } else {
      expect([...changelog.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(history.releases);
      expect(version).toBe(history.version);
    }
  });

  it.each(['runtime', ...packages.map((p) => p.name)])(
    'the README %s ships names only code files the package holds',
    async (name) => {
      const p = built.find((b) => b.name === name)!;
      const readme = await readFile(join(p.dir, 'README.md'), 'utf8');
      const named = [...readme.matchAll(/`([\w./-]+\.(?:ts|js|mjs|cjs))`/g)].map((m) => m[1]!);
      expect(named.filter((file) => !p.files.includes(file))).toEqual([]);
    },
  );

  it('gives every entry a default export condition beside import', async () => {
    for (const p of built) {
      const manifest = JSON.parse(await readFile(join(p.dir, 'package.json'), 'utf8')) as {
        exports: Record<string, Record<string, string>>;
      };
      for (const [entry, conditions] of Object.entries(manifest.exports)) {
        expect(Object.keys(conditions), `${p.name} ${entry}`).toEqual(['types', 'import', 'default']);
        expect(conditions['default']).toBe(conditions['import']);
      }
    }
  });
});

// A Node project has Node's types and no DOM lib, and holds ES module files (.ts) and CommonJS files (.cts, whose
// imports become require(), which loads the ES modules, as TypeScript 5.8 and later know under module nodenext);
// a browser project has the DOM lib and no Node types. None skips the declarations' own check (skipLibCheck false;
// TypeScript's own lib files are not ours to check), and every entry of every package is loaded.
const PROJECTS = {
  node: {
    options: { lib: ['es2022'], types: ['node'], module: 'nodenext', moduleResolution: 'nodenext' },
    files: ['use.ts', 'every-entry.ts', 'use.cts', 'every-entry.cts'],
  },
  browser: {
    options: { lib: ['es2022', 'dom', 'dom.iterable'], types: [], module: 'esnext', moduleResolution: 'bundler' },
    files: ['use.ts', 'every-entry.ts'],
  },
};

describe('the folders build-packages and publish-packages take after their options', () => {
  const mini = join(ROOT, 'test/fixtures/mini/out');

  it('are packages that generate -- --spec wrote, named by their package.json', async () => {
    expect(await standalonePackages([mini])).toEqual([{ name: 'mini', dir: mini }]);
  });

  it('refuses, naming each, a missing folder, one the generator did not write, a name taken, a folder twice', async () => {
    const missing = join(ROOT, 'test/fixtures/no-such-folder');
    const problems = await standalonePackages([
      missing,
      join(ROOT, 'runtime'),
      join(ROOT, 'generated/mail'),
      mini,
      `${mini}/`,
    ])
      .then(() => '')
      .catch((error: Error) => error.message);
    expect(problems).toBe(
      [
        'Nothing was built:',
        `- ${missing} does not exist`,
        `- ${join(ROOT, 'runtime')} holds no package.json that \`npm run generate -- --spec\` wrote`,
        `- ${join(ROOT, 'generated/mail')}: @platform-sdk/mail names another package of the build; generate it ` +
          'again with another --name',
        `- ${mini} is given twice`,
      ].join('\n'),
    );
  });
});

describe('declarations', () => {
  beforeAll(async () => {
    const consumer = join(dir, 'consumer');
    const entries = (
      await Promise.all(
        built.map(async (p) => {
          const manifest = JSON.parse(await readFile(join(p.dir, 'package.json'), 'utf8')) as { exports: object };
          return Object.keys(manifest.exports).map((entry) => `@platform-sdk/${p.name}${entry.slice(1)}`);
        }),
      )
    ).flat();
    const everyEntry = entries.map((entry, i) => `export type * as entry${i} from '${entry}';\n`).join('');
    const use = `import { createMailClient, type DeliveryStatus } from '@platform-sdk/mail';
import { validateSendList, type SendListIssue } from '@platform-sdk/runtime/mail';
// @ts-expect-error the runtime factory is on ./internal only
import { createApiRuntime } from '@platform-sdk/runtime';
const mail = createMailClient({ baseUrl: 'https://mail.example.net', userName: 'abc', accessToken: 't' });
export const status: Promise<DeliveryStatus> = mail.getDelivery(1);
export const issues: SendListIssue[] = validateSendList('');
export const upload = mail.uploadSendList('', { uploadCheck: { addressColumn: 'Customer.email' } });
export { createApiRuntime };
export const bad = mail.sendDelivery({
  fromAddress: 'a@b.jp', subject: 's', bodyText: 'x',
  deliveryMailAddressPropertyName: 'Customer.email', deliveryData: [],
  // @ts-expect-error count must be a number
  count: '1',
});
`;
    for (const extension of ['ts', 'cts']) {
      await writeFile(join(consumer, `every-entry.${extension}`), everyEntry);
      await writeFile(join(consumer, `use.${extension}`), use);
    }
    for (const [project, { options, files }] of Object.entries(PROJECTS)) {
      const compilerOptions = {
        ...options,
        target: 'es2022',
        strict: true,
        skipLibCheck: false,
        skipDefaultLibCheck: true,
        noEmit: true,
      };
      await writeFile(join(consumer, `tsconfig.${project}.json`), JSON.stringify({ compilerOptions, files }, null, 2));
    }
  });

  it.each(
    compilers().flatMap((compiler) =>
      (['node', 'browser'] as const).map((project) => [compiler.version, project, compiler] as const),
    ),
  )(
    'type-check a consumer, misuse included, with TypeScript %s in a %s project',
    async (_, project, tsc) => {
      const [command, ...args] = tsc.command;
      const result = await run(command!, [...args, '-p', `tsconfig.${project}.json`], {
        cwd: join(dir, 'consumer'),
      }).then(
        (done) => done.stdout,
        (failed: { stdout: string; stderr: string }) => `${failed.stdout}${failed.stderr}`,
      );
      expect(result.trim()).toBe('');
    },
    120_000,
  );
});
