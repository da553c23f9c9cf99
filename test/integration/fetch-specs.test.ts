/**
 * From the account to a typed records client, end to end, as real processes against one sandbox, writing into a
 * temporary copy of the project: the seed definitions (sandbox/seed/) put through the generated database client
 * are fetched by `npm run fetch-specs` into exactly the checked-in snapshot (but for the sandbox's address); the
 * generator turns it into exactly the checked-in records package, which then creates, reads, queries, counts,
 * patches, authenticates and deletes records of the sandbox, its ids above 2^53 kept exact, and `queryAll` walks
 * 250 records, each once. A second fetch changes nothing; a definition added, one removed and one changed are
 * reported, `npm run generate -- --check` names the stale files, and generating again adds and removes the
 * definitions' modules. Without credentials, with a wrong secret, or with an address that does not answer, the
 * snapshot keeps its bytes.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { DatabaseClient, PutApiDefinitionRequest } from '@platform-sdk/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.js';
import { packages, type PackageSpec } from '../../generator/packages.js';
import { writeOutput } from '../../generator/cli/write-output.js';
import { SEED_DIR } from '../../sandbox/seed.js';
import type * as RecordsPackage from '@platform-sdk/records';
import { ROOT } from '../generator/helpers.js';
import { type Env, startEnv } from './sandbox-env.js';

/** The generated package's module, imported from the project copy (its types are the checked-in package's). */
type RecordsModule = typeof RecordsPackage;
type RecordsClient = RecordsPackage.RecordsClient;

const run = promisify(execFile);
const RECORDS = packages.find((p) => p.name === 'records') as PackageSpec;
const ID_START = '9223372036853775000';
const SNAPSHOT = path.join(ROOT, 'specs/records');
const FILES = ['openapi.json', 'apidefinitions.json'];

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
  env = await startEnv({ config: { audiences: [silent], recordIdStart: ID_START } });
  database = env.database();
  for (const name of ['member', 'purchase']) {
    const body = JSON.parse(await readFile(path.join(SEED_DIR, `${name}.json`), 'utf8')) as PutApiDefinitionRequest;
    await database.putApiDefinition(name, body);
  }
  work = await mkdtemp(path.join(tmpdir(), 'fetch-specs-'));
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
  for (const shared of ['templates', 'runtime', 'node_modules', 'package.json', 'redocly.yaml', 'tsconfig.json']) {
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

/** A fresh copy of the checked-in snapshot. */
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

/** `npm run fetch-specs -- --out dir` as a process, with these variables only (no .env is read). */
async function fetchSpecs(out: string, variables: Record<string, string>): Promise<Outcome> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['DB_URL', 'AUTH_URL', 'ACCOUNT_CODE', 'CLIENT_KEY', 'CLIENT_SECRET'].includes(name),
    ),
  );
  const args = ['--import', 'tsx', 'scripts/fetch-specs.ts', '--out', out, '--env', path.join(work, 'no.env')];
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

  it('fetches the checked-in snapshot again from the seed definitions', async () => {
    out = await snapshotCopy('seeded');
    const outcome = await fetchSpecs(out, account());
    expect(outcome.stderr).toBe('');
    expect(outcome.code).toBe(0);
    // The checked-in snapshot was fetched from `npm run sandbox -- --seed` on port 4010.
    const fetched = (await bytesOf(out)).map((text) => text.replaceAll(env.sandbox.url, 'http://127.0.0.1:4010'));
    expect(fetched).toEqual(await bytesOf(SNAPSHOT));
    expect(outcome.stdout).toMatch(/^fetch-specs: no API definition was added, removed or changed; the rest/m);
  });

  it('is generated into the checked-in records package', async () => {
    root = await projectCopy(path.dirname(path.dirname(out)));
    const { files } = await generate(root, [RECORDS]);
    await writeOutput(path.join(root, 'generated'), files);
    // The package type-checks and is held to its types where it is checked in (npm run typecheck, test/types/).
    for (const [file, text] of files) {
      if (!file.startsWith('records/')) continue;
      expect(text.replaceAll(env.sandbox.url, 'http://127.0.0.1:4010'), file).toBe(
        await readFile(path.join(ROOT, 'generated', file), 'utf8'),
      );
    }
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

    it('creates, gets, patches with fields, counts, queries, authenticates and deletes, ids above 2^53 exact', async () => {
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
    expect(outcome.stdout).toContain('fetch-specs: added: coupon\n');
    expect(outcome.stdout).toContain('fetch-specs: removed: purchase\n');
    expect(outcome.stdout).toContain('fetch-specs: changed: member\n');
    const items = (
      JSON.parse(await readFile(path.join(out, 'apidefinitions.json'), 'utf8')) as {
        items: { metadata: { name: string } }[];
      }
    ).items;
    expect(items.map((d) => d.metadata.name)).toEqual(['coupon', 'member']);
  });

  it('leaves the generated package stale (`npm run generate -- --check` fails) until it is generated again', async () => {
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
  it.concurrent.each<readonly [string, () => Record<string, string>, number, readonly RegExp[]]>([
    [
      'without credentials (exit 0)',
      () => ({ ...account(), CLIENT_KEY: '', CLIENT_SECRET: '' }),
      0,
      [
        /^fetch-specs: no credentials \(CLIENT_KEY and CLIENT_SECRET, in the environment or no\.env\): keeping the checked-in snapshot/m,
      ],
    ],
    [
      'with a wrong secret (invalid_client, 401)',
      () => ({ ...account(), CLIENT_SECRET: 'not-the-secret' }),
      1,
      [
        /^fetch-specs: the token endpoint refused client key "sandbox-client": HTTP 401, error invalid_client, error_description "Client authentication failed\."\.$/m,
      ],
    ],
    [
      'when DB_URL does not answer',
      () => ({ ...account(), DB_URL: silent }),
      1,
      [/^fetch-specs: getAllOpenApi got no answer from the API at 127\.0\.0\.1:\d+: ECONNREFUSED \(/m],
    ],
    [
      'when AUTH_URL does not answer',
      () => ({ ...account(), AUTH_URL: silent }),
      1,
      [
        /^fetch-specs: could not reach the token endpoint http:\/\/127\.0\.0\.1:\d+\/oauth2\/token: connect ECONNREFUSED/m,
      ],
    ],
    [
      'when a variable is missing',
      () => ({ ...account(), ACCOUNT_CODE: '' }),
      1,
      [/^fetch-specs: ACCOUNT_CODE is not set/m],
    ],
  ])('%s', async (name, variables, code, lines) => {
    const out = await snapshotCopy(name.replace(/\W+/g, '-'));
    const before = await bytesOf(out);
    const outcome = await fetchSpecs(out, variables());
    expect(outcome.code).toBe(code);
    for (const line of lines) expect(`${outcome.stdout}${outcome.stderr}`).toMatch(line);
    expect(`${outcome.stdout}${outcome.stderr}`).not.toContain('not-the-secret');
    if (code === 1) expect(outcome.stderr).toContain('the snapshot in');
    expect(await bytesOf(out)).toEqual(before);
  });
});

describe('fetch-specs with credentials that hold only db:openapi:read', () => {
  it('writes openapi.json, and leaves apidefinitions.json out, saying so', async () => {
    const out = await snapshotCopy('reader');
    const outcome = await fetchSpecs(out, { ...account(), CLIENT_KEY: 'sandbox-reader' });
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain('with db:openapi:read;');
    expect(outcome.stdout).toMatch(/without db:apidefinition:design the API definitions cannot be listed/);
    const [openapi, definitions] = await bytesOf(out);
    expect(JSON.parse(openapi ?? '').openapi).toBe('3.0.1');
    expect(definitions).toBe('(missing)');
  });
});
