/**
 * `npm run fetch-specs` end to end, as real processes against the sandbox, writing into a temporary copy of
 * specs/records/: the seed definitions (sandbox/seed/) put through the generated client are fetched into exactly the
 * checked-in snapshot (but for the sandbox's address), the generator's pipeline turns the fetched document into a
 * client that type-checks, a second run changes nothing, and added, removed and changed definitions are reported.
 * Without credentials, with a wrong secret, or with an address that does not answer, the snapshot keeps its bytes.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { DatabaseClient, PutApiDefinitionRequest } from '@platform-sdk/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShared, generatePackage } from '../../generator/generate.js';
import { SEED_DIR } from '../../sandbox/seed.js';
import { compile } from '../generator/compile.js';
import { ROOT } from '../generator/helpers.js';
import { type Env, startEnv } from './sandbox-env.js';

const run = promisify(execFile);
const SNAPSHOT = path.join(ROOT, 'specs/records');
const FILES = ['openapi.json', 'apidefinitions.json'];

let env: Env;
let database: DatabaseClient;
let work: string;
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
  env = await startEnv({ config: { audiences: [silent] } });
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
    Object.entries(process.env).filter(([name]) => !['DB_URL', 'AUTH_URL', 'ACCOUNT_CODE', 'CLIENT_KEY', 'CLIENT_SECRET'].includes(name)),
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

  it("is turned by the generator's pipeline into a client that type-checks", async () => {
    // A project root of its own around the fetched snapshot: the repository's templates, lint rules, packages.
    const root = path.dirname(path.dirname(out));
    for (const shared of ['templates', 'runtime', 'node_modules', 'package.json', 'redocly.yaml']) {
      await symlink(path.join(ROOT, shared), path.join(root, shared));
    }
    const generated = await generatePackage(await createShared(root), {
      name: 'records',
      spec: 'specs/records/openapi.json',
      factory: 'createRecordsClient',
    });
    const dir = path.join(root, 'generated/records');
    await mkdir(dir, { recursive: true });
    for (const [file, text] of generated.files) await writeFile(path.join(dir, file), text);
    const usage = path.join(dir, 'usage.ts');
    await writeFile(
      usage,
      [
        "import { createRecordsClient } from './index.gen.js';",
        "const records = createRecordsClient({ dbUrl: 'http://127.0.0.1:4010', accountCode: 'demo', accessToken: 't' });",
        'export const calls = [records.createMember, records.queryPurchase, records.authenticateMember, records.patchMember];',
        '// @ts-expect-error purchase has no passwordHash property, so no authenticate operation',
        'export const none = records.authenticatePurchase;',
        '',
      ].join('\n'),
    );
    expect(compile([path.join(dir, 'index.gen.ts'), usage]).diagnostics).toEqual([]);
  }, 120_000);

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
    const items = (JSON.parse(await readFile(path.join(out, 'apidefinitions.json'), 'utf8')) as { items: { metadata: { name: string } }[] }).items;
    expect(items.map((d) => d.metadata.name)).toEqual(['coupon', 'member']);
  });
});

describe('fetch-specs leaves the snapshot as it was', () => {
  it.concurrent.each<readonly [string, () => Record<string, string>, number, readonly RegExp[]]>([
    ['without credentials (exit 0)', () => ({ ...account(), CLIENT_KEY: '', CLIENT_SECRET: '' }), 0,
      [/^fetch-specs: no credentials \(CLIENT_KEY and CLIENT_SECRET, in the environment or no\.env\): keeping the checked-in snapshot/m]],
    ['with a wrong secret (invalid_client, 401)', () => ({ ...account(), CLIENT_SECRET: 'not-the-secret' }), 1,
      [/^fetch-specs: the token endpoint refused client key "sandbox-client": HTTP 401, error invalid_client, error_description "Client authentication failed\."\.$/m]],
    ['when DB_URL does not answer', () => ({ ...account(), DB_URL: silent }), 1,
      [/^fetch-specs: getAllOpenApi failed because of a network error/m]],
    ['when AUTH_URL does not answer', () => ({ ...account(), AUTH_URL: silent }), 1,
      [/^fetch-specs: could not reach the token endpoint http:\/\/127\.0\.0\.1:\d+\/oauth2\/token: connect ECONNREFUSED/m]],
    ['when a variable is missing', () => ({ ...account(), ACCOUNT_CODE: '' }), 1, [/^fetch-specs: ACCOUNT_CODE is not set/m]],
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
