/**
 * The repository works for whatever account specs/records/ holds: on a fresh clone of it (fresh-clone.ts: the
 * current commit and the working tree's changes, a real `npm ci`), an integrator's loop with an account of their
 * own, two definitions that share no name with the demo (`customer` on the master database, `order` on a new
 * history database, select options labelled in Japanese): put into a sandbox, fetched with `npm run fetch-specs`,
 * generated with `npm run generate`; then a breaking change (a select option removed) fetched again, so that the
 * records package moves its version twice, as a real account does. On that state what `npm test` checks of an
 * account must pass: the drift check, the type-check of the whole project, `npm run docs` (its records reference
 * and TypeScript reference show `customer` and `order`), a consumer of the new package, and the repository's own
 * tests that read its packages (snapshot-readers.ts: packaging, type-check), run in the clone.
 *
 * Then both definitions deleted, an account of none: fetch-specs names both removed, generate writes a records
 * package that says the account has none, the drift check passes, the type-check that reads that package passes,
 * a consumer of it type-checks, and `npm run docs` builds a site whose records reference says so. What no account
 * changes is not run again in either state: the spec lint reads only the hand-written specs, and the guides'
 * snippets map the records package to the demo account's; `npm test` of the checkout runs both. One clone and one
 * install serve every state.
 */
import { mkdtemp, readdir, readFile, rm, symlink, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabaseClient, type DatabaseClient, type PutApiDefinitionRequest } from '@platform-sdk/database';
import semver from 'semver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/index.js';
import { ROOT } from '../root.js';
import { READERS } from '../style/snapshot-readers.js';
import { TOOLS_DIR } from '../packaging/tools.js';
import { cloneEnv, cloneWorkingTree, installClone, type Outcome, runIn } from './fresh-clone.js';

const ACCOUNT = 'acme';
const credentials = { clientKey: 'sandbox-client', clientSecret: 'sandbox-secret' };

const CUSTOMER: PutApiDefinitionRequest = {
  metadata: { kind: 'ApiDefinition', apiVersion: 'database/v1', name: 'customer' },
  spec: {
    resources: { main: { mapping: '_customer', type: 'customerDb' } },
    schema: {
      properties: {
        id: { 'x-platform-type': 'platformId' },
        email: { 'x-platform-type': 'mailAddress', 'x-platform-mapping': '_mailAddress' },
        fullName: { 'x-platform-type': 'text' },
        plan: {
          'x-platform-type': 'singleSelect',
          'x-platform-select-value-definitions': [
            { value: 1, label: '無料', hasExtraText: false },
            { value: 2, label: '有料', hasExtraText: false },
            { value: 3, label: '法人', hasExtraText: false },
          ],
        },
      },
    },
  },
} as PutApiDefinitionRequest;

const ORDER: PutApiDefinitionRequest = {
  metadata: { kind: 'ApiDefinition', apiVersion: 'database/v1', name: 'order' },
  spec: {
    resources: { main: { mapping: 'order_history', type: 'historyDb' } },
    schema: {
      properties: {
        id: { 'x-platform-type': 'historyId' },
        customerId: { 'x-platform-type': 'platformId' },
        total: { 'x-platform-type': 'number' },
        channels: {
          'x-platform-type': 'multipleSelect',
          'x-platform-select-value-definitions': [
            { value: 1, label: '店舗', hasExtraText: false },
            { value: 2, label: '通販', hasExtraText: true },
          ],
        },
      },
    },
  },
} as PutApiDefinitionRequest;

/** `customer` with its plan's option 3 removed: a breaking change of the records package. */
function withoutOption3(definition: PutApiDefinitionRequest): PutApiDefinitionRequest {
  const changed = structuredClone(definition);
  const plan = changed.spec.schema.properties['plan'] as Record<string, unknown>;
  const options = plan['x-platform-select-value-definitions'] as { value: number }[];
  plan['x-platform-select-value-definitions'] = options.filter((option) => option.value !== 3);
  return changed;
}

/** A project of the customer's that uses the package: its own folder in the clone, checked by the clone's tsc. */
const CONSUMERS = {
  customerAndOrder: `import {
  createRecordsClient,
  CustomerPlanOption,
  type CustomerRecord,
  type OrderFilter,
} from '@platform-sdk/records';

const db = createRecordsClient({ dbUrl: 'https://db.example.net', accountCode: 'acme', accessToken: 'token' });

export async function use(): Promise<number> {
  const customer: CustomerRecord = await db.customer.create({
    fullName: '山田 花子',
    plan: [{ value: CustomerPlanOption.option2 }],
  });
  const filter: OrderFilter = { customerId_eq: customer.id, total_gte: 1000, channels_containsSome: [1, 2] };
  let total = 0;
  for await (const order of db.order.queryAll({ filter })) total += order.total ?? 0;
  // @ts-expect-error the demo account's definitions are not this account's
  void db.member;
  return total;
}
`,
  none: `import { createRecordsClient, type RecordsClient } from '@platform-sdk/records';

const options = { dbUrl: 'https://db.example.net', accountCode: 'acme', accessToken: 'token' };
const db: RecordsClient = createRecordsClient(options);
export const raw = db.raw;
// @ts-expect-error an account without API definitions has no namespaces
void db.customer;
`,
};

const CONSUMER_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM'],
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  },
  include: ['consumer.ts'],
};

let sandbox: RunningSandbox;
let database: DatabaseClient;
let work: string;
let clone: string;
/**
 * The limit of the lint, drift check and type-check together: the whole project's tsc alone can take minutes on a
 * 2-core machine that other test files share, and the limit is for a hung step, not a slow one.
 */
const CHECKS_TIMEOUT = 600_000;
/** How long each step took, in seconds, for the report at the end. */
const took: [string, number][] = [];

/** A step in the clone: `npm run <script> -- <args>` (or another command), which must succeed. */
async function step(label: string, command: string, args: readonly string[], env = cloneEnv()): Promise<Outcome> {
  const started = performance.now();
  const outcome = await runIn(clone, command, args, env);
  took.push([label, (performance.now() - started) / 1000]);
  expect(outcome.code, `${label} failed:\n${outcome.stdout}\n${outcome.stderr}`).toBe(0);
  return outcome;
}

const npmRun = (label: string, script: string, ...args: string[]) =>
  step(label, 'npm', ['run', '-s', script, ...(args.length === 0 ? [] : ['--', ...args])]);

async function fetchSpecs(): Promise<Outcome> {
  const env = cloneEnv({
    DB_URL: sandbox.url,
    AUTH_URL: sandbox.url,
    ACCOUNT_CODE: ACCOUNT,
    CLIENT_KEY: credentials.clientKey,
    CLIENT_SECRET: credentials.clientSecret,
  });
  return step('fetch-specs', 'npm', ['run', '-s', 'fetch-specs'], env);
}

/**
 * The commands of the clone's `npm run typecheck`, each tsc made incremental with a build-info file of its own
 * beside the clone: the second account's check then re-checks only the files its records package changes, with
 * the same diagnostics as a full check.
 */
async function typecheckCommands(): Promise<string[][]> {
  const manifest = JSON.parse(await readFile(path.join(clone, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const script = manifest.scripts['typecheck'] ?? '';
  return script.split('&&').map((command, i) => {
    const [tool, ...args] = command.trim().split(/\s+/);
    if (tool !== 'tsc') throw new Error(`npm run typecheck runs ${command.trim()}, not tsc: the test cannot run it`);
    return [...args, '--incremental', '--tsBuildInfoFile', path.join(work, `typecheck-${i}.tsbuildinfo`)];
  });
}

/**
 * Whether a tsc command of `npm run typecheck` reads the account's records package: its project does not map
 * `@platform-sdk/records` elsewhere (the guides' snippets map it to the demo account's package).
 */
async function readsAccount(args: readonly string[]): Promise<boolean> {
  const project = path.join(clone, args[args.indexOf('-p') + 1] ?? '.');
  const file = project.endsWith('.json') ? project : path.join(project, 'tsconfig.json');
  const config = JSON.parse(await readFile(file, 'utf8')) as {
    compilerOptions?: { paths?: Record<string, unknown> };
  };
  return config.compilerOptions?.paths?.['@platform-sdk/records'] === undefined;
}

/**
 * What CI checks of the clone that an account can change: the drift check and the type-checks that read its
 * package.
 */
async function checksOfCi(): Promise<void> {
  await npmRun('generate --check', 'generate', '--check');
  const tsc = path.join(clone, 'node_modules/@typescript/native/bin/tsc');
  for (const args of await typecheckCommands())
    if (await readsAccount(args)) await step(`typecheck (tsc ${args[1]})`, process.execPath, [tsc, ...args]);
}

/** `npm run docs` into site/ of the clone; returns the records reference page and the TypeDoc pages. */
async function docs(): Promise<{ reference: string; api: string[] }> {
  await npmRun('docs', 'docs');
  const site = path.join(clone, 'site');
  return {
    reference: await readFile(path.join(site, 'reference/records.html'), 'utf8'),
    api: (await readdir(path.join(site, 'api'), { recursive: true })).map((file) => file.split(path.sep).join('/')),
  };
}

async function consumerTypeChecks(source: string): Promise<void> {
  const dir = path.join(clone, 'consumer');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG, null, 2));
  await writeFile(path.join(dir, 'consumer.ts'), source);
  await step('consumer tsc', process.execPath, [
    path.join(clone, 'node_modules/@typescript/native/bin/tsc'),
    '-p',
    dir,
  ]);
}

/** The records package's version as the clone's generated package.json carries it. */
async function recordsVersion(): Promise<string> {
  const text = await readFile(path.join(clone, 'generated/records/package.json'), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

/** The sections of the clone's records changelog, newest first. */
async function changelogSections(): Promise<string[]> {
  const text = await readFile(path.join(clone, 'generated/records/CHANGELOG.md'), 'utf8');
  return [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? '');
}

/** The line of fetch-specs' report that names the records package's move, e.g. `1 breaking, … 1.0.0 -> 2.0.0`. */
function versionLine(fetched: Outcome): string {
  return fetched.stdout.split('\n').find((line) => line.includes('@platform-sdk/records ')) ?? '(no version line)';
}

/**
 * The repository's own tests that read its packages (snapshot-readers.ts), run by the clone's vitest on the state
 * the clone is in. The packaging tools (compilers, registry) are installed apart from the project and serve the
 * clone as they are: linked, not installed again.
 */
async function repositoryTests(): Promise<void> {
  const tools = path.join(clone, path.relative(ROOT, TOOLS_DIR), 'node_modules');
  if (!existsSync(tools)) await symlink(path.join(TOOLS_DIR, 'node_modules'), tools);
  const files = READERS.filter((reader) => reader.onOwnAccount).map((reader) => reader.file);
  const vitest = path.join(clone, 'node_modules/vitest/vitest.mjs');
  await step('repository tests', process.execPath, [vitest, 'run', ...files]);
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimit: false, config: { databaseAccounts: [ACCOUNT] } });
  database = createDatabaseClient({
    dbUrl: sandbox.url,
    accountCode: ACCOUNT,
    authUrl: sandbox.url,
    credentials,
    rateLimit: false,
  });
  work = await mkdtemp(path.join(tmpdir(), 'own-account-'));
  clone = path.join(work, 'repository');
  let started = performance.now();
  await cloneWorkingTree(ROOT, clone);
  took.push(['clone', (performance.now() - started) / 1000]);
  started = performance.now();
  const install = await installClone(clone);
  took.push(['npm ci', (performance.now() - started) / 1000]);
  expect(install.code, `npm ci failed:\n${install.stderr}`).toBe(0);
}, 300_000);

afterAll(async () => {
  await sandbox?.close();
  if (work !== undefined) await rm(work, { recursive: true, force: true });
  const total = took.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(
    `own-account: ${took.map(([label, s]) => `${label} ${s.toFixed(1)} s`).join(', ')}; ${total.toFixed(0)} s`,
  );
});

describe("a fresh clone with the customer's own account, changed once", () => {
  /** The records package's version after the first fetch. */
  let first = '';

  it('fetches customer and order in place of the snapshot, a release of the records package', async () => {
    // What the clone's snapshot held before (the demo, or the account of whoever runs this) is no matter.
    const before = await recordsVersion();
    await database.putApiDefinition('customer', CUSTOMER);
    await database.putApiDefinition('order', ORDER);
    const fetched = await fetchSpecs();
    const snapshot = JSON.parse(await readFile(path.join(clone, 'specs/records/apidefinitions.json'), 'utf8')) as {
      items: { metadata: { name: string } }[];
    };
    expect(snapshot.items.map((item) => item.metadata.name)).toEqual(['customer', 'order']);
    // Another server and other definitions: a release, whatever the version was.
    const history = JSON.parse(await readFile(path.join(clone, 'specs/records/history.json'), 'utf8')) as {
      version: string;
    };
    first = history.version;
    expect(semver.gt(first, before), `${before} -> ${first}`).toBe(true);
    expect(versionLine(fetched)).toContain(`@platform-sdk/records ${before} -> ${first} (`);
    await npmRun('generate', 'generate');
    const modules = await readdir(path.join(clone, 'generated/records/definitions'));
    expect(modules.sort()).toEqual(['customer.gen.ts', 'order.gen.ts']);
    const labels = await readFile(path.join(clone, 'generated/records/definitions/customer.gen.ts'), 'utf8');
    expect(labels).toContain('有料');
    expect(await recordsVersion()).toBe(first);
    expect((await changelogSections())[0]).toBe(first);
  }, 300_000);

  it('fetches a breaking change again: the next major version, with a changelog section of its own', async () => {
    await database.putApiDefinition('customer', withoutOption3(CUSTOMER));
    const fetched = await fetchSpecs();
    const second = semver.inc(first, 'major') ?? '';
    expect(versionLine(fetched)).toBe(
      `fetch-specs: 1 breaking, 0 additive, 0 cosmetic change: @platform-sdk/records ${first} -> ${second} (major).`,
    );
    await npmRun('generate', 'generate');
    expect(await recordsVersion()).toBe(second);
    expect((await changelogSections()).slice(0, 2)).toEqual([second, first]);
    expect(await readFile(path.join(clone, 'generated/records/definitions/customer.gen.ts'), 'utf8')).not.toContain(
      '法人',
    );
  }, 300_000);

  it('passes the drift check and the type-check of the whole project', checksOfCi, CHECKS_TIMEOUT);

  it('builds a site whose records references show customer and order', async () => {
    const { reference, api } = await docs();
    for (const operation of ['createCustomer', 'queryCustomer', 'createOrder', 'queryOrder'])
      expect(reference).toContain(operation);
    expect(reference).not.toContain('createMember');
    for (const type of ['CustomerRecord', 'CustomerFilter', 'OrderRecord', 'OrderFilter', 'CustomerPlanOption'])
      expect(
        api.some((file) => file.endsWith(`_platform-sdk_records.${type}.html`)),
        type,
      ).toBe(true);
    expect(api.some((file) => file.includes('Member'))).toBe(false);
  }, 300_000);

  it('lets a consumer of the package type-check', () => consumerTypeChecks(CONSUMERS.customerAndOrder), 120_000);

  it("passes the repository's tests that read its packages: packaging, drift, type-check", repositoryTests, 600_000);
});

describe('the same clone with an account of no API definitions', () => {
  it('fetches none and generates a package that says so', async () => {
    await database.deleteApiDefinition('customer');
    await database.deleteApiDefinition('order');
    const fetched = await fetchSpecs();
    expect(fetched.stdout).toMatch(/^ {2}✖ customer removed$/m);
    expect(fetched.stdout).toMatch(/^ {2}✖ order removed$/m);
    await npmRun('generate', 'generate');
    const files = await readdir(path.join(clone, 'generated/records'));
    // CHANGELOG.md: the releases fetch-specs recorded, this breaking one included.
    expect(files.sort()).toEqual([
      'CHANGELOG.md',
      'README.md',
      'client.gen.ts',
      'index.gen.ts',
      'package.json',
      'schema.gen.ts',
    ]);
    expect(await readFile(path.join(clone, 'generated/records/README.md'), 'utf8')).toContain(
      '**This account has no API definitions**',
    );
  }, 300_000);

  it('passes the drift check and the type-checks that read the records package', checksOfCi, CHECKS_TIMEOUT);

  it('builds a site whose records reference says that the account has none', async () => {
    const { reference, api } = await docs();
    expect(reference).toContain('This account has no API definitions');
    expect(api.some((file) => file.endsWith('_platform-sdk_records.RecordsClient.html'))).toBe(true);
  }, 300_000);

  it('lets a consumer of the package type-check', () => consumerTypeChecks(CONSUMERS.none), 120_000);
});
