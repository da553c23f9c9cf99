/**
 * docs/guides/multiple-accounts.md, run as written: its `sh` blocks, command by command, in a copy of the
 * project, against one sandbox holding two accounts with different definitions (staging ahead of production).
 * Each account's snapshot is fetched into its own folder and generated into its own package; the checks pass;
 * both packages type-check side by side with their own definitions and call their own accounts; and after the
 * production account changes, its fetch and check name the stale package while staging's stays up to date.
 */
import { exec } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/index.js';
import { listFiles } from '../../generator/cli/check.js';
import { compile } from './compile.js';
import { ROOT } from './helpers.js';
import { putDefinitions, read } from './records-fixtures.js';

type Json = any;

const GUIDE = readFileSync(path.join(ROOT, 'docs/guides/multiple-accounts.md'), 'utf8');
/** The commands of the guide's `sh` blocks, block by block. */
const BLOCKS = [...GUIDE.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) =>
  (m[1] ?? '').split('\n').filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#')),
);
const [FETCH_AND_GENERATE = [], CHECK = []] = BLOCKS;
const SETTINGS = ['DB_URL', 'AUTH_URL', 'ACCOUNT_CODE', 'CLIENT_KEY', 'CLIENT_SECRET'];

let sandbox: RunningSandbox;
let project: string;

/**
 * A copy of the project as a user's checkout has it: the generator and the database spec copied (the generator
 * finds the project at its own folder's parent), the rest linked; node_modules a folder of its own whose
 * packages are linked, so the generator's build cache is this copy's.
 */
async function projectCopy(at: string): Promise<void> {
  await cp(path.join(ROOT, 'generator'), path.join(at, 'generator'), { recursive: true });
  await mkdir(path.join(at, 'specs'), { recursive: true });
  await cp(path.join(ROOT, 'specs/database.yaml'), path.join(at, 'specs/database.yaml'));
  for (const shared of [
    'templates',
    'runtime',
    'scripts',
    'command-line',
    'fetch-specs',
    'package.json',
    'package-lock.json',
  ]) {
    await symlink(path.join(ROOT, shared), path.join(at, shared));
  }
  await mkdir(path.join(at, 'node_modules'));
  for (const entry of await readdir(path.join(ROOT, 'node_modules'))) {
    if (entry !== '.cache') await symlink(path.join(ROOT, 'node_modules', entry), path.join(at, 'node_modules', entry));
  }
}

/** One line of the guide in the copy, with the settings only from the env files (as `fetch-specs --env` reads). */
function shell(line: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTINGS.includes(name)));
  return new Promise((resolve) => {
    exec(line, { cwd: project, env }, (error, stdout, stderr) =>
      resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr }),
    );
  });
}

async function runAll(lines: readonly string[]): Promise<void> {
  for (const line of lines) {
    const outcome = await shell(line);
    expect(outcome.code, `${line}\n${outcome.stdout}${outcome.stderr}`).toBe(0);
  }
}

const accountSettings = (account: string): string =>
  [
    `DB_URL=${sandbox.url}`,
    `AUTH_URL=${sandbox.url}`,
    `ACCOUNT_CODE=${account}`,
    'CLIENT_KEY=sandbox-client',
    'CLIENT_SECRET=sandbox-secret',
    '',
  ].join('\n');

const DEFINITIONS: Json = read('test/fixtures/records-2020-shape/apidefinitions.json');
const only = (names: readonly string[]): Json => ({
  items: DEFINITIONS.items.filter((item: Json) => names.includes(item.metadata.name)),
});

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimit: false, config: { databaseAccounts: ['staging', 'production'] } });
  // Staging is one definition ahead of production.
  await putDefinitions(sandbox.url, only(['sample', 'visit']), 'staging');
  await putDefinitions(sandbox.url, only(['sample']), 'production');
  project = await mkdtemp(path.join(tmpdir(), 'multiple-accounts-'));
  await projectCopy(project);
  await mkdir(path.join(project, 'accounts'));
  await writeFile(path.join(project, 'accounts/staging.env'), accountSettings('staging'));
  await writeFile(path.join(project, 'accounts/production.env'), accountSettings('production'));
}, 120_000);
afterAll(async () => {
  await sandbox.close();
  await rm(project, { recursive: true, force: true });
});

describe('the guide to more than one account', () => {
  it('has the commands of both accounts: fetch, generate, check', () => {
    expect(FETCH_AND_GENERATE).toHaveLength(4);
    expect(CHECK).toHaveLength(2);
    expect(CHECK.every((line) => line.endsWith(' --check'))).toBe(true);
  });

  it('fetches and generates each account into its own package, and the checks pass', async () => {
    await runAll(FETCH_AND_GENERATE);
    // The snapshot, with the names the code gives and the history fetch-specs keeps beside it.
    expect(await listFiles(path.join(project, 'accounts/staging/specs'))).toEqual([
      'apidefinitions.json',
      'history.json',
      'names.json',
      'openapi.json',
    ]);
    const modules = async (account: string) =>
      (await listFiles(path.join(project, `accounts/${account}/records`))).filter((f) => f.startsWith('definitions/'));
    expect(await modules('staging')).toEqual(['definitions/sample.gen.ts', 'definitions/visit.gen.ts']);
    expect(await modules('production')).toEqual(['definitions/sample.gen.ts']);
    await runAll(CHECK);
  }, 300_000);

  it('gives two packages that type-check side by side, each with the definitions of its account', async () => {
    const consumer = path.join(project, 'accounts/consumer.ts');
    await writeFile(
      consumer,
      [
        "import { createRecordsStagingClient } from './staging/records/index.gen.js';",
        "import { createRecordsProductionClient } from './production/records/index.gen.js';",
        'export function use(',
        '  staging: ReturnType<typeof createRecordsStagingClient>,',
        '  production: ReturnType<typeof createRecordsProductionClient>,',
        '): unknown[] {',
        '  // @ts-expect-error production has no definition visit yet',
        '  const missing = production.visit;',
        '  return [staging.visit.count(), production.sample.count(), missing];',
        '}',
        '',
      ].join('\n'),
    );
    expect(compile([consumer]).diagnostics).toEqual([]);
  }, 120_000);

  it('calls each account through its own package', async () => {
    const staging: Json = await import(path.join(project, 'accounts/staging/records/index.gen.ts'));
    const production: Json = await import(path.join(project, 'accounts/production/records/index.gen.ts'));
    const options = (accountCode: string) => ({
      dbUrl: sandbox.url,
      accountCode,
      authUrl: sandbox.url,
      credentials: { clientKey: 'sandbox-client', clientSecret: 'sandbox-secret' },
    });
    const onStaging = staging.createRecordsStagingClient(options('staging'));
    const onProduction = production.createRecordsProductionClient(options('production'));
    const created = await onStaging.sample.create({ name: 'staging only' });
    await onStaging.visit.create({ customer: created.id, note: 'first visit' });
    expect(await onStaging.sample.count({ filter: { name_eq: 'staging only' } })).toBe(1);
    expect(await onProduction.sample.count({ filter: { name_eq: 'staging only' } })).toBe(0);
  });

  it("names the stale package of an account that changed, and only that one's", async () => {
    await putDefinitions(sandbox.url, only(['visit']), 'production');
    const [, , fetchProduction = ''] = FETCH_AND_GENERATE;
    expect((await shell(fetchProduction)).code).toBe(0);
    const [checkStaging = '', checkProduction = ''] = CHECK;
    expect((await shell(checkStaging)).code).toBe(0);
    const stale = await shell(checkProduction);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('definitions/visit.gen.ts');
    expect(stale.stderr).toMatch(/accounts\/production\/records\/ is out of date/);
  }, 300_000);
});
