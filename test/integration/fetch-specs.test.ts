/**
 * From the account to a typed records client, end to end, as real processes against one sandbox, writing into a
 * temporary copy of the project: the definitions of the demo account (sandbox/seed/) put through the generated
 * database client are fetched by `npm run fetch-specs` into exactly the demo account's snapshot
 * (test/fixtures/demo-account/snapshot, but for the sandbox's address); the generator turns it into a records
 * package, which then creates, reads, queries, counts, patches, authenticates and deletes records of the sandbox,
 * its ids above 2^53 kept exact, and `queryAll` walks 250 records, each once. A second fetch changes nothing; a
 * definition added, one removed and one changed are reported, `npm run generate -- --check` names the stale files,
 * and generating again adds and removes the definitions' modules. Without credentials, with half of them, with an
 * env file that is not there, a wrong secret, an address that does not answer, or an account whose records package
 * would not generate, the snapshot keeps its bytes; credentials without db:apidefinition:design keep the API
 * definitions the snapshot has, and say what is not refreshed.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import semver from 'semver';
import type { DatabaseClient, PutApiDefinitionRequest } from '@platform-sdk/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.js';
import { packages, type PackageSpec } from '../../generator/packages.js';
import { writeOutput } from '../../generator/cli/write-output.js';
import { SEED_DIR } from '../../sandbox/seed.js';
import type * as RecordsPackage from '../fixtures/demo-account/out/index.gen.js';
import { DEMO_SNAPSHOT } from '../fixtures/demo-account/make.js';
import { ROOT } from '../root.js';
import { type Env, startEnv } from './sandbox-env.js';

/** The generated package's module, imported from the project copy (its types are the demo account's package's). */
type RecordsModule = typeof RecordsPackage;
type RecordsClient = RecordsPackage.RecordsClient;

const run = promisify(execFile);
const RECORDS = packages.find((p) => p.name === 'records') as PackageSpec;
const ID_START = '9223372036853775000';
const SNAPSHOT = path.join(ROOT, DEMO_SNAPSHOT);
const FILES = ['openapi.json', 'apidefinitions.json'];
/** The OpenAPI version of the documents the service answers, the sandbox's alike (specs/database.yaml). */
const SERVICE_OPENAPI = '3.0.1';

let env: Env;
let database: DatabaseClient;
let work: string;
/** The project copy the seeded snapshot is fetched into and generated in. */
let root: string;
/** An address nothing listens on (a port taken from the system and let go). */
let silent: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  silent = `http://127.0.0.1:${await freePort()}`;
  // The sandbox accepts the silent address as a token audience, so a DB_URL that does not answer fails at the API.
  // Record ids start far above 2^53, where a JS number would lose their last digits.
  env = await startEnv({ config: { audiences: [silent], recordIdStart: ID_START, databaseAccounts: ['other'] } });
  database = env.database();
  for (const name of ['member', 'purchase']) {
    const body = JSON.parse(await readFile(path.join(SEED_DIR, `${name}.json`), 'utf8')) as PutApiDefinitionRequest;
    await database.putApiDefinition(name, body);
  }
  work = await mkdtemp(path.join(tmpdir(), 'fetch-specs-'));
  await writeFile(path.join(work, 'empty.env'), '');
});
afterAll(async () => {
  await env.close();
  await rm(work, { recursive: true, force: true });
});

/**
 * The project around a fetched snapshot, as a user's checkout has it: the generator and the specs copied (the
 * generator finds the project at its own folder's parent), the rest linked, generated/ not yet there.
 */
async function projectCopy(at: string): Promise<string> {
  await cp(path.join(ROOT, 'generator'), path.join(at, 'generator'), { recursive: true });
  // Its package list holds the records package only: the mail and database packages are no part of this test.
  const list = path.join(at, 'generator/packages.ts');
  const source = await readFile(list, 'utf8');
  const cut = source.indexOf('export const packages');
  expect(cut).toBeGreaterThan(0);
  await writeFile(
    list,
    `${source.slice(0, cut)}export const packages: readonly PackageSpec[] = [${JSON.stringify(RECORDS)}];\n`,
  );
  await cp(path.join(ROOT, 'specs/database.yaml'), path.join(at, 'specs/database.yaml'));
  // command-line/: the command-line reader every command shares, generate's too, and the progress module.
  for (const shared of [
    'templates',
    'runtime',
    'scripts',
    'command-line',
    'node_modules',
    'package.json',
    'redocly.yaml',
    'tsconfig.json',
  ]) {
    await symlink(path.join(ROOT, shared), path.join(at, shared));
  }
  return at;
}

/** `npm run generate` (with `args`) in the project copy, as a process. */
async function generator(args: readonly string[]): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--enable-source-maps', 'generator/run.mjs', ...args], {
      cwd: root,
      env: { ...process.env, INIT_CWD: root },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A fresh copy of the demo account's snapshot. */
async function snapshotCopy(name: string): Promise<string> {
  const dir = path.join(work, name, 'specs/records');
  await cp(SNAPSHOT, dir, { recursive: true });
  return dir;
}

async function bytesOf(dir: string): Promise<string[]> {
  return Promise.all(FILES.map((file) => readFile(path.join(dir, file), 'utf8').catch(() => '(missing)')));
}

interface Outcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * `npm run fetch-specs -- --out dir --env file` as a process, with these variables only (the env file is an empty
 * one unless given).
 */
async function fetchSpecs(
  out: string,
  variables: Record<string, string>,
  envFile = path.join(work, 'empty.env'),
): Promise<Outcome> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['DB_URL', 'AUTH_URL', 'ACCOUNT_CODE', 'CLIENT_KEY', 'CLIENT_SECRET'].includes(name),
    ),
  );
  const args = ['--import', 'tsx', 'scripts/fetch-specs.ts', '--out', out, '--env', envFile];
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd: ROOT, env: { ...inherited, ...variables } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const account = (): Record<string, string> => ({
  DB_URL: env.sandbox.url,
  AUTH_URL: env.sandbox.url,
  ACCOUNT_CODE: 'demo',
  CLIENT_KEY: 'sandbox-client',
  CLIENT_SECRET: 'sandbox-secret',
});

describe('fetch-specs against the seeded sandbox', () => {
  let out: string;

  it("fetches the demo account's snapshot again from its definitions, saying what changed", async () => {
    out = await snapshotCopy('seeded');
    const outcome = await fetchSpecs(out, account());
    expect(outcome.stderr).toBe('');
    expect(outcome.code).toBe(0);
    // The demo account's snapshot was fetched from a sandbox on port 4010: only the servers' default differs.
    const fetched = (await bytesOf(out)).map((text) => text.replaceAll(env.sandbox.url, 'http://127.0.0.1:4010'));
    expect(fetched).toEqual(await bytesOf(SNAPSHOT));
    // The server is stated first; it is the package's one (cosmetic) change.
    expect(outcome.stdout).toMatch(
      /^fetch-specs: note: the snapshot was read from http:\/\/127\.0\.0\.1:4010, this one from account demo at /m,
    );
    // The demo snapshot has no history yet: the package moves from the toolkit's version by a patch.
    const { version } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(outcome.stdout).toContain(
      `fetch-specs: 0 breaking, 0 additive, 1 cosmetic change: @platform-sdk/records ${version} -> ` +
        `${semver.inc(version, 'patch')} (patch).\n`,
    );
    expect(outcome.stdout).toMatch(/^fetch-specs: wrote \S+openapi\.json, \S+history\.json, \S+names\.json;/m);
  });

  it("is generated into the demo account's records package", async () => {
    root = await projectCopy(path.dirname(path.dirname(out)));
    const { files } = await generate(root, [RECORDS]);
    await writeOutput(path.join(root, 'generated'), files);
    // The same modules as the demo account's package, whose types the tests below are checked with.
    const modules = [...files.keys()].filter((file) => file.startsWith('records/')).map((file) => file.slice(8));
    const demo = await readdir(path.join(ROOT, 'test/fixtures/demo-account/out'), { recursive: true });
    // And the changelog of the release the fetch recorded.
    expect(modules.sort()).toEqual([...demo.filter((file) => file.includes('.')), 'CHANGELOG.md'].sort());
  });

  describe('the generated records client against the sandbox', () => {
    let db: RecordsClient;
    let records: RecordsModule;
    beforeAll(async () => {
      records = (await import(path.join(root, 'generated/records/index.gen.ts'))) as RecordsModule;
      db = records.createRecordsClient({
        dbUrl: env.sandbox.url,
        accountCode: 'demo',
        authUrl: env.sandbox.url,
        credentials: { clientKey: 'sandbox-client', clientSecret: 'sandbox-secret' },
      });
    });

    it('creates, gets, patches (fields), counts, queries, authenticates, deletes; ids above 2^53 exact', async () => {
      const created = await db.member.create({
        name: 'Aiko',
        email: 'aiko@mail.example.jp',
        points: 7,
        rank: [{ value: 2 }],
        loginPassword: 'secret-1',
      });
      expect(BigInt(created.id)).toBeGreaterThanOrEqual(BigInt(ID_START));
      expect(created).not.toHaveProperty('loginPassword');
      expect(await db.member.get(created.id)).toMatchObject({ id: created.id, name: 'Aiko', rank: [{ value: 2 }] });
      // With fields, only `points` is written: the name in the body is left as it was.
      const patched = await db.member.patch(created.id, { points: 8, name: 'ignored' }, { fields: ['points'] });
      expect(patched).toMatchObject({ id: created.id, points: 8, name: 'Aiko' });
      expect(await db.member.count({ filter: { id_eq: created.id } })).toBe(1);
      expect(await db.member.count({ filter: { id_eq: (BigInt(created.id) + 1n).toString() } })).toBe(0);
      const page = await db.member.query({ filter: { name_eq: 'Aiko', points_gte: 8 }, order: ['id_desc'], limit: 1 });
      expect(page.items.map((r) => r.id)).toEqual([created.id]);
      expect(await db.member.authenticate(created.id, { propertyName: 'loginPassword', value: 'secret-1' })).toEqual({
        result: 'authenticated',
      });
      expect(
        (await db.member.authenticate(created.id, { propertyName: 'loginPassword', value: 'wrong' })).result,
      ).not.toBe('authenticated');
      expect(await db.member.delete(created.id)).toMatchObject({ status: 200, error: 'OK' });
      const gone = await db.member.get(created.id).catch((e: unknown) => e);
      expect(gone).toBeInstanceOf(records.NotFoundError);
      expect((gone as Error).message).toContain('getMember');
    });

    it('refuses a service 400 with what the service said, and a filter beyond the limits before sending', async () => {
      const refused = await db.member.create({ email: 'not a mail address' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(records.ApiError);
      expect((refused as Error).message).toMatch(/^createMember failed with HTTP 400 .*email/);
      const deep = { AND: [{ AND: [{ AND: [{ name_eq: 'a' }] }] }] };
      await expect(db.member.count({ filter: deep as never })).rejects.toBeInstanceOf(records.RequestValidationError);
    });

    it('queryAll walks 250 records, each exactly once, page by page', async () => {
      // A purchase names its member (the service checks it is there): an id above 2^53, written exactly.
      const memberId = (await db.member.create({ name: 'Buyer' })).id;
      const bulk = await db.purchase.bulkCreate(
        Array.from({ length: 250 }, (_, i) => ({ memberId, itemName: `item-${i}`, quantity: 1, amount: i })),
      );
      expect({ succeeded: bulk.succeeded, failed: bulk.failed, unknown: bulk.unknown }).toEqual({
        succeeded: 250,
        failed: 0,
        unknown: 0,
      });
      const created = bulk.outcomes.map((o) => (o.status === 'succeeded' ? o.record.id : ''));
      const walked: string[] = [];
      for await (const record of db.purchase.queryAll({ filter: { memberId_eq: memberId } })) {
        expect(record.memberId).toBe(memberId);
        walked.push(record.id);
      }
      expect(walked).toHaveLength(250);
      expect(new Set(walked)).toEqual(new Set(created));
      // The 50 highest ids, compared by the service as the exact integers they are (each is above 2^53).
      const sorted = [...created].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
      expect(await db.purchase.count({ filter: { memberId_eq: memberId, id_gt: sorted[199] as string } })).toBe(50);
    });
  });

  it('run again on the same state writes the same bytes and reports no change', async () => {
    const before = await bytesOf(out);
    const outcome = await fetchSpecs(out, account());
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toMatch(/^fetch-specs: no change: .* is up to date\.$/m);
    expect(await bytesOf(out)).toEqual(before);
  });

  it('reports a definition added, one removed and one changed', async () => {
    const coupon = JSON.parse(await readFile(path.join(SEED_DIR, 'member.json'), 'utf8')) as PutApiDefinitionRequest;
    const member = structuredClone(coupon);
    coupon.metadata.name = 'coupon';
    coupon.spec.schema.properties = { id: { 'x-platform-type': 'platformId' }, code: { type: 'string' } };
    member.spec.schema.properties['nickname'] = { type: 'string' };
    await database.putApiDefinition('coupon', coupon);
    await database.putApiDefinition('member', member);
    await database.deleteApiDefinition('purchase');
    const outcome = await fetchSpecs(out, account());
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toMatch(/^ {2}\+ coupon added/m);
    expect(outcome.stdout).toMatch(/^ {2}✖ purchase removed$/m);
    expect(outcome.stdout).toMatch(/^ {2}\+ member\.nickname added/m);
    const items = (
      JSON.parse(await readFile(path.join(out, 'apidefinitions.json'), 'utf8')) as {
        items: { metadata: { name: string } }[];
      }
    ).items;
    expect(items.map((d) => d.metadata.name)).toEqual(['coupon', 'member']);
  });

  it('leaves the generated package stale (`npm run generate -- --check` fails) until generated again', async () => {
    const check = await generator(['--check']);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('generated/records/definitions/coupon.gen.ts');
    expect(check.stderr).toContain('generated/records/definitions/purchase.gen.ts');
    expect(check.stderr).toContain('generated/records/definitions/member.gen.ts');
    expect(check.stderr).toMatch(/generate --check: generated\/ is out of date; run `npm run generate`/);
    // What `npm run generate` does (cli.ts): the pipeline, then only the changed files written, orphans deleted.
    const { files } = await generate(root, [RECORDS]);
    const summary = await writeOutput(path.join(root, 'generated'), files);
    expect(summary.deleted).toContain('records/definitions/purchase.gen.ts');
    const dir = path.join(root, 'generated/records');
    await expect(readFile(path.join(dir, 'definitions/purchase.gen.ts'))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readFile(path.join(dir, 'definitions/coupon.gen.ts'), 'utf8')).toContain(
      'export interface CouponRecord {',
    );
    expect(await readFile(path.join(dir, 'definitions/member.gen.ts'), 'utf8')).toContain(
      'readonly nickname: string | null;',
    );
    const client = await readFile(path.join(dir, 'client.gen.ts'), 'utf8');
    expect(client).toContain('readonly coupon: CouponRecords;');
    expect(client).not.toContain('purchase');
  }, 120_000);
});

describe('fetch-specs leaves the snapshot as it was', () => {
  it.concurrent.each<readonly [string, string, () => Record<string, string>, number, readonly RegExp[]]>([
    [
      'without credentials (exit 0)',
      'empty.env',
      () => ({ ...account(), CLIENT_KEY: '', CLIENT_SECRET: '' }),
      0,
      [
        new RegExp(
          String.raw`^fetch-specs: no credentials \(CLIENT_KEY and CLIENT_SECRET, in the environment or ` +
            String.raw`empty\.env\): keeping the checked-in snapshot`,
          'm',
        ),
      ],
    ],
    [
      'with a key but no secret',
      'empty.env',
      () => ({ ...account(), CLIENT_SECRET: '' }),
      1,
      [/^fetch-specs: CLIENT_KEY is set but CLIENT_SECRET is not: credentials are the two together/m],
    ],
    [
      'with a secret but no key',
      'empty.env',
      () => ({ ...account(), CLIENT_KEY: '' }),
      1,
      [/^fetch-specs: CLIENT_SECRET is set but CLIENT_KEY is not: credentials are the two together/m],
    ],
    [
      'with --env naming a file that is not there',
      'missing.env',
      () => ({ ...account(), CLIENT_KEY: '', CLIENT_SECRET: '' }),
      1,
      [/^fetch-specs: the env file \S+missing\.env does not exist/m],
    ],
    [
      'with a wrong secret (invalid_client, 401)',
      'empty.env',
      () => ({ ...account(), CLIENT_SECRET: 'not-the-secret' }),
      1,
      [
        new RegExp(
          String.raw`^fetch-specs: the token endpoint refused client key "sandbox-client": HTTP 401, error ` +
            String.raw`invalid_client, error_description "Client authentication failed\."\.$`,
          'm',
        ),
      ],
    ],
    [
      'when DB_URL does not answer',
      'empty.env',
      () => ({ ...account(), DB_URL: silent }),
      1,
      [/^fetch-specs: getAllOpenApi got no answer from the API at 127\.0\.0\.1:\d+: ECONNREFUSED \(/m],
    ],
    [
      'when AUTH_URL does not answer',
      'empty.env',
      () => ({ ...account(), AUTH_URL: silent }),
      1,
      [
        new RegExp(
          String.raw`^fetch-specs: could not reach the token endpoint http:\/\/127\.0\.0\.1:\d+\/oauth2\/token: ` +
            String.raw`connect ECONNREFUSED`,
          'm',
        ),
      ],
    ],
    [
      'when a variable is missing',
      'empty.env',
      () => ({ ...account(), ACCOUNT_CODE: '' }),
      1,
      [/^fetch-specs: ACCOUNT_CODE is not set/m],
    ],
  ])('%s (env file %s)', async (name, envFile, variables, code, lines) => {
    const out = await snapshotCopy(name.replace(/\W+/g, '-'));
    const before = await bytesOf(out);
    const outcome = await fetchSpecs(out, variables(), path.join(work, envFile));
    expect(outcome.code).toBe(code);
    for (const line of lines) expect(`${outcome.stdout}${outcome.stderr}`).toMatch(line);
    expect(`${outcome.stdout}${outcome.stderr}`).not.toContain('not-the-secret');
    if (code === 1) expect(outcome.stderr).toContain('the snapshot in');
    expect(await bytesOf(out)).toEqual(before);
  });
});

/** `name`'s put body: the demo account's `member` definition under another name. */
async function memberNamed(name: string): Promise<PutApiDefinitionRequest> {
  const body = JSON.parse(await readFile(path.join(SEED_DIR, 'member.json'), 'utf8')) as PutApiDefinitionRequest;
  body.metadata.name = name;
  return body;
}

describe('fetch-specs writes a snapshot only when its records package generates', () => {
  it('keeps the snapshot, exits 1 with what the generator says, naming the definition, on a collision', async () => {
    // Account `other`: one definition, fetched once; then a definition named `raw` (the client's raw member).
    const other = env.database({ accountCode: 'other' });
    await other.putApiDefinition('shop', await memberNamed('shop'));
    const out = path.join(work, 'collision', 'specs/records');
    const variables = { ...account(), ACCOUNT_CODE: 'other' };
    expect((await fetchSpecs(out, variables)).code).toBe(0);
    const before = await bytesOf(out);
    await other.putApiDefinition('raw', await memberNamed('raw'));
    const outcome = await fetchSpecs(out, variables);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toMatch(
      new RegExp(
        String.raw`^fetch-specs: the records package cannot be generated from the account as it is now \(added: ` +
          String.raw`raw; removed: \(none\); changed: \(none\)\), so nothing was written\. The generator says:$`,
        'm',
      ),
    );
    expect(outcome.stderr).toMatch(
      /^fetch-specs: {3}\S+openapi\.json:\d+:\d+ \[sdk\/name-collision\] API definition "raw"/m,
    );
    expect(outcome.stderr).toMatch(/^fetch-specs: the snapshot in \S+ is unchanged\./m);
    expect(outcome.stdout).not.toContain('wrote');
    expect(await bytesOf(out)).toEqual(before);
    await other.deleteApiDefinition('raw');
    await other.deleteApiDefinition('shop');
    // Two fetches as processes, each generating the records package: on a busy machine past the default 30 s.
  }, 90_000);
});

describe('fetch-specs with credentials that hold only db:openapi:read', () => {
  const reader = (): Record<string, string> => ({ ...account(), CLIENT_KEY: 'sandbox-reader' });

  it('keeps apidefinitions.json as it was and says which definitions it says nothing about', async () => {
    const out = await snapshotCopy('reader');
    const [, definitionsBefore] = await bytesOf(out);
    // A definition the kept file does not know, in account `other` beside a copy of the demo's two.
    const other = env.database({ accountCode: 'other' });
    for (const name of ['member', 'purchase'])
      await other.putApiDefinition(
        name,
        JSON.parse(await readFile(path.join(SEED_DIR, `${name}.json`), 'utf8')) as PutApiDefinitionRequest,
      );
    await other.putApiDefinition('coupon', await memberNamed('coupon'));
    const outcome = await fetchSpecs(out, { ...reader(), ACCOUNT_CODE: 'other' });
    expect(outcome.stderr).toBe('');
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain('with db:openapi:read;');
    expect(outcome.stdout).toMatch(/^ {2}\+ coupon added/m);
    expect(outcome.stdout).toMatch(/^fetch-specs: wrote \S+openapi\.json, /m);
    expect(outcome.stdout).toMatch(
      new RegExp(
        String.raw`^fetch-specs: without db:apidefinition:design the API definitions cannot be listed: ` +
          String.raw`\S+apidefinitions\.json is kept as it was, so the item types and the select options with ` +
          String.raw`their labels are not refreshed \(coupon has no entry there\)\.$`,
        'm',
      ),
    );
    const [openapi, definitions] = await bytesOf(out);
    expect(JSON.parse(openapi ?? '').openapi).toBe(SERVICE_OPENAPI);
    expect(definitions).toBe(definitionsBefore);
    for (const name of ['member', 'purchase', 'coupon']) await other.deleteApiDefinition(name);
  });

  it('exits 1 and writes nothing when there is no apidefinitions.json to keep', async () => {
    const out = await snapshotCopy('reader-without-definitions');
    await rm(path.join(out, 'apidefinitions.json'));
    const before = await bytesOf(out);
    const outcome = await fetchSpecs(out, reader());
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toMatch(
      new RegExp(
        String.raw`^fetch-specs: without db:apidefinition:design the API definitions cannot be listed, and \S+ ` +
          String.raw`has no apidefinitions\.json to keep: the records package would lose the item types and the ` +
          String.raw`select options with their labels\. Fetch with credentials that hold db:apidefinition:design\.$`,
        'm',
      ),
    );
    expect(await bytesOf(out)).toEqual(before);
  });
});
