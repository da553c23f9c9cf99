/**
 * Account changes against the sandbox, as a user makes them: the account starts as the seed definitions (with a
 * select option labelled "Gold ★"), is fetched once into a fresh snapshot folder, then changed through the
 * database client and fetched again. Each change kind gives its classification, the line a consumer acts on and
 * the version bump; the names recorded by the first fetch never shift (an option "GOLD" beside "Gold ★" leaves
 * `gold`), a names-file entry that renames a constant is a breaking change, the history file moves the records
 * package's version and writes its CHANGELOG.md, and the guide's CI gate (`fetch-specs --fail-on breaking`) exits 2.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { DatabaseClient, PutApiDefinitionRequest } from '@platform-sdk/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../fetch-specs/canonical.js';
import { generateSnapshot } from '../../fetch-specs/generates.js';
import { fetchSpecs } from '../../fetch-specs/run.js';
import { readSnapshot } from '../../fetch-specs/write.js';
import { readSeeds } from '../../sandbox/seed.js';
import { ROOT } from '../root.js';
import { type Env, startEnv } from './sandbox-env.js';

type Body = PutApiDefinitionRequest;
type Properties = Record<string, Record<string, unknown>>;

let env: Env;
let database: DatabaseClient;
let work: string;

/** The seed definitions, with option 3 of member.rank labelled "Gold ★" (an ASCII label gives a readable key). */
async function seedBodies(): Promise<Map<string, Body>> {
  const bodies = new Map<string, Body>();
  for (const seed of await readSeeds()) {
    const body = structuredClone(seed.body) as unknown as Body;
    bodies.set(body.metadata.name, body);
  }
  const rank = propertiesOf(bodies.get('member') as Body)['rank'] as { [k: string]: unknown };
  rank['x-platform-select-value-definitions'] = [
    { value: 1, label: 'Regular', hasExtraText: false },
    { value: 2, label: 'シルバー', hasExtraText: false },
    { value: 3, label: 'Gold ★', hasExtraText: false },
  ];
  return bodies;
}

function propertiesOf(body: Body): Properties {
  return (body.spec as unknown as { schema: { properties: Properties } }).schema.properties;
}

const settings = () => ({
  DB_URL: env.sandbox.url,
  AUTH_URL: env.sandbox.url,
  ACCOUNT_CODE: 'demo',
  CLIENT_KEY: 'sandbox-client',
  CLIENT_SECRET: 'sandbox-secret',
});

interface Fetched {
  readonly code: number;
  readonly out: string[];
  readonly err: string[];
  readonly report: { version?: { from: string; to: string; bump: string }; changes: Record<string, unknown>[] };
}

async function fetchInto(dir: string, failOn?: 'breaking'): Promise<Fetched> {
  const [out, err] = [[] as string[], [] as string[]];
  const reportFile = path.join(dir, '..', `report-${path.basename(dir)}.json`);
  const code = await fetchSpecs({
    root: ROOT,
    out: dir,
    envFile: path.join(work, 'none.env'),
    env: settings(),
    log: (line) => out.push(line),
    error: (line) => err.push(line),
    reportFile,
    ...(failOn === undefined ? {} : { failOn }),
  });
  return { code, out, err, report: JSON.parse(await readFile(reportFile, 'utf8')) };
}

/** The account as `bodies`: every definition put, those not named deleted. */
async function account(bodies: ReadonlyMap<string, Body>): Promise<void> {
  const listed = await database.listApiDefinition();
  for (const item of listed.items ?? []) {
    const name = item.metadata.name;
    if (!bodies.has(name)) await database.deleteApiDefinition(name);
  }
  for (const [name, body] of bodies) await database.putApiDefinition(name, body);
}

let count = 0;
/** The snapshot folder fetched once from the seed account: names recorded, history at 0.2.0 (two added). */
let seeded: string;

/** A copy of the seeded snapshot, with the account put back to the seed definitions. */
async function baseline(): Promise<string> {
  const dir = path.join(work, `snapshot-${++count}`);
  await cp(seeded, dir, { recursive: true });
  await account(await seedBodies());
  return dir;
}

beforeAll(async () => {
  env = await startEnv();
  database = env.database();
  work = await mkdtemp(path.join(tmpdir(), 'account-changes-'));
  seeded = path.join(work, 'seeded');
  await account(await seedBodies());
  const first = await fetchInto(seeded);
  expect(first.code).toBe(0);
  expect(first.report.version).toEqual({ from: '0.1.0', to: '0.2.0', bump: 'minor' });
});
afterAll(async () => {
  await env.close();
  await rm(work, { recursive: true, force: true });
});

const member = (bodies: Map<string, Body>) => propertiesOf(bodies.get('member') as Body);

interface Case {
  /** A change of the snapshot before the fetch, where the sandbox cannot make the change. */
  readonly before?: (dir: string) => Promise<void>;
  readonly change: (bodies: Map<string, Body>) => void;
  readonly kinds: readonly string[];
  /** The severity of every change, or of each. */
  readonly severity: string | readonly string[];
  readonly version: string;
  readonly says: readonly RegExp[];
  /** Whether the case also generates the package, to see its version and changelog. */
  readonly generate?: boolean;
}

const CASES: [string, Case][] = [
  [
    'an option added beside a similar label',
    {
      change: (b) => {
        const rank = member(b)['rank'] as { 'x-platform-select-value-definitions': unknown[] };
        rank['x-platform-select-value-definitions'].push({ value: 4, label: 'GOLD', hasExtraText: false });
      },
      kinds: ['option-added'],
      severity: 'additive',
      version: '0.3.0',
      says: [/member\.rank: option 4 "GOLD" added/, /used as `MemberRankOption\.option4`/],
    },
  ],
  [
    'an option removed',
    {
      change: (b) => {
        const rank = member(b)['rank'] as { 'x-platform-select-value-definitions': unknown[] };
        rank['x-platform-select-value-definitions'].pop();
      },
      kinds: ['option-removed'],
      severity: 'breaking',
      version: '1.0.0',
      says: [/remove every use of `MemberRankOption\.gold`/, /data loss: records of member that hold option 3/],
      generate: true,
    },
  ],
  [
    'an option relabelled',
    {
      change: (b) => {
        const rank = member(b)['rank'] as { 'x-platform-select-value-definitions': { label: string }[] };
        (rank['x-platform-select-value-definitions'][2] as { label: string }).label = 'Platinum';
      },
      kinds: ['option-relabelled'],
      severity: 'cosmetic',
      version: '0.2.1',
      says: [/relabelled from "Gold ★" to "Platinum"/, /its constant stays `MemberRankOption\.gold`/],
    },
  ],
  [
    'a property added',
    {
      change: (b) => {
        member(b)['nickname'] = { type: 'string', nullable: true, 'x-platform-type': 'text' };
      },
      kinds: ['property-added'],
      severity: 'additive',
      version: '0.3.0',
      says: [/member\.nickname added \(text\)/],
    },
  ],
  [
    'a property removed',
    {
      change: (b) => {
        delete member(b)['points'];
      },
      kinds: ['property-removed'],
      severity: 'breaking',
      version: '1.0.0',
      says: [/member\.points removed/, /data loss: the service no longer reads or writes points of member/],
    },
  ],
  [
    'a property re-typed',
    {
      // The sandbox keeps an item's type once it exists, as the service does: the snapshot before says `date`.
      before: async (dir) => {
        const retype = (schema: Record<string, unknown>) => Object.assign(schema, { format: 'date' });
        const openapi = JSON.parse(await readFile(path.join(dir, 'openapi.json'), 'utf8'));
        retype(openapi.components.schemas.Member.properties.lastLoginAt);
        const definitions = JSON.parse(await readFile(path.join(dir, 'apidefinitions.json'), 'utf8'));
        const old = definitions.items.find((d: Body) => d.metadata.name === 'member');
        retype(old.spec.schema.properties.lastLoginAt);
        old.spec.schema.properties.lastLoginAt['x-platform-type'] = 'date';
        await writeFile(path.join(dir, 'openapi.json'), canonicalJson(openapi, 'openapi.json'));
        await writeFile(path.join(dir, 'apidefinitions.json'), canonicalJson(definitions, 'apidefinitions.json'));
      },
      change: () => undefined,
      kinds: ['property-retyped'],
      severity: 'breaking',
      version: '1.0.0',
      says: [/member\.lastLoginAt re-typed from string \(date\), nullable, item type date to string \(date-time\)/],
    },
  ],
  [
    'a definition added',
    {
      change: (b) => {
        const coupon = structuredClone(b.get('purchase') as Body);
        coupon.metadata.name = 'coupon';
        (coupon.spec as unknown as { resources: { main: { mapping: string } } }).resources.main.mapping = 'coupons';
        b.set('coupon', coupon);
      },
      kinds: ['definition-added'],
      severity: 'additive',
      version: '0.3.0',
      says: [/coupon added/],
      generate: true,
    },
  ],
  [
    'a definition removed',
    {
      change: (b) => {
        b.delete('purchase');
      },
      // With one definition left, the document's description names it.
      kinds: ['definition-removed', 'document-text-changed'],
      severity: ['breaking', 'cosmetic'],
      version: '1.0.0',
      says: [/purchase removed/, /remove every use of `db\.purchase`/],
    },
  ],
  [
    'a definition renamed',
    {
      change: (b) => {
        const order = structuredClone(b.get('purchase') as Body);
        order.metadata.name = 'order';
        b.delete('purchase');
        b.set('order', order);
      },
      kinds: ['definition-renamed'],
      severity: 'breaking',
      version: '1.0.0',
      says: [/purchase renamed to order/, /replace `db\.purchase` with `db\.order`/],
    },
  ],
];

describe('the change report of fetch-specs against the sandbox', () => {
  it.each(CASES)('%s', async (_name, { before: edit, change, kinds, severity, version, says, generate }) => {
    const dir = await baseline();
    await edit?.(dir);
    const names = await readFile(path.join(dir, 'names.json'), 'utf8');
    const bodies = await seedBodies();
    change(bodies);
    await account(bodies);
    const fetched = await fetchInto(dir);
    expect(fetched.code).toBe(0);
    expect(fetched.report.changes.map((c) => c['kind'])).toEqual(kinds);
    expect(fetched.report.changes.map((c) => c['severity'])).toEqual(
      typeof severity === 'string' ? kinds.map(() => severity) : severity,
    );
    expect(fetched.report.version?.to).toBe(version);
    for (const line of says) expect(fetched.out.join('\n')).toMatch(line);
    // A name recorded before stays as it was, whatever the change (but for the thing removed).
    const before = JSON.parse(names).definitions.member.properties.rank.options;
    const after = JSON.parse(await readFile(path.join(dir, 'names.json'), 'utf8')).definitions.member?.properties?.rank
      ?.options;
    if (kinds[0] !== 'option-removed') expect(after).toMatchObject(before);
    else expect(after).toEqual({ '1': 'regular', '2': 'option2' });
    if (generate !== true) return;
    // The history moves the package's version, which the generator writes with a changelog entry.
    const generated = await generateSnapshot(ROOT, dir, await readSnapshot(dir), dir);
    if (generated.kind !== 'generated') throw new Error(generated.problems.join('\n'));
    expect(JSON.parse(generated.files.get('package.json') as string).version).toBe(version);
    const changelog = generated.files.get('CHANGELOG.md') as string;
    expect(changelog).toMatch(new RegExp(`^## ${version.replace(/\./g, '\\.')}$`, 'm'));
    expect(changelog).toMatch(/^## 0\.2\.0$/m);
    expect(changelog.indexOf(`## ${version}`)).toBeLessThan(changelog.indexOf('## 0.2.0'));
  });

  it('keeps `gold` when "GOLD" is added beside "Gold ★" to a snapshot that has no names recorded yet', async () => {
    // A snapshot from before names were recorded: the first fetch takes the old snapshot's names first.
    const dir = await baseline();
    await rm(path.join(dir, 'names.json'));
    await rm(path.join(dir, 'history.json'));
    const bodies = await seedBodies();
    const rank = member(bodies)['rank'] as { 'x-platform-select-value-definitions': unknown[] };
    rank['x-platform-select-value-definitions'].push({ value: 4, label: 'GOLD', hasExtraText: false });
    await account(bodies);
    const fetched = await fetchInto(dir);
    expect(fetched.report.changes.map((c) => [c['kind'], c['severity']])).toEqual([['option-added', 'additive']]);
    const names = JSON.parse(await readFile(path.join(dir, 'names.json'), 'utf8'));
    expect(names.definitions.member.properties.rank.options).toEqual({
      '1': 'regular',
      '2': 'option2',
      '3': 'gold',
      '4': 'option4',
    });
    const generated = await generateSnapshot(ROOT, dir, await readSnapshot(dir), dir);
    if (generated.kind !== 'generated') throw new Error(generated.problems.join('\n'));
    expect(generated.files.get('definitions/member.gen.ts')).toMatch(/\bgold: 3,[^]*\boption4: 4\b/);
  });

  it('states a change of server first', async () => {
    const dir = await baseline();
    const history = JSON.parse(await readFile(path.join(dir, 'history.json'), 'utf8'));
    history.source.server = 'http://db.example.com';
    await writeFile(path.join(dir, 'history.json'), JSON.stringify(history));
    const openapi = await readFile(path.join(dir, 'openapi.json'), 'utf8');
    await writeFile(path.join(dir, 'openapi.json'), openapi.split(env.sandbox.url).join('http://db.example.com'));
    const fetched = await fetchInto(dir);
    expect(fetched.out[1]).toMatch(
      new RegExp(
        '^fetch-specs: note: the snapshot was read from account demo at http://db\\.example\\.com, this one from ' +
          'account demo at http://127\\.0\\.0\\.1:\\d+: the changes below are between two servers',
      ),
    );
    expect(fetched.report.changes.map((c) => [c['kind'], c['severity']])).toEqual([['server-changed', 'cosmetic']]);
    expect(fetched.report.version?.to).toBe('0.2.1');
  });

  it('reports a names-file entry that renames a constant as breaking', async () => {
    const dir = await baseline();
    const names = JSON.parse(await readFile(path.join(dir, 'names.json'), 'utf8'));
    expect(names.definitions.member.properties.rank.options['2']).toBe('option2');
    names.definitions.member.properties.rank.options['2'] = 'silver';
    await writeFile(path.join(dir, 'names.json'), JSON.stringify(names));
    const fetched = await fetchInto(dir);
    expect(fetched.report.changes.map((c) => [c['kind'], c['severity']])).toEqual([['name-changed', 'breaking']]);
    expect(fetched.out.join('\n')).toContain(
      'names.json renames option 2 of member.rank from `MemberRankOption.option2` to `MemberRankOption.silver`',
    );
    expect(fetched.report.version?.to).toBe('1.0.0');
    const generated = await generateSnapshot(ROOT, dir, await readSnapshot(dir), dir);
    if (generated.kind !== 'generated') throw new Error(generated.problems.join('\n'));
    expect(generated.files.get('definitions/member.gen.ts')).toMatch(/\bsilver: 2\b/);
  });

  it("runs the regenerating guide's loop and CI gate (--fail-on breaking exits 2) as printed there", async () => {
    const guide = await readFile(path.join(ROOT, 'docs/guides/regenerating.md'), 'utf8');
    const loop = guide.slice(guide.indexOf('### The whole loop'));
    const block = (kind: string) => {
      const from = loop.indexOf(`\`\`\`${kind}\n`) + kind.length + 4;
      return loop.slice(from, loop.indexOf('\n```\n', from));
    };
    // The seed account as it is, fetched once; then ゴールド removed from member.rank and nickname added.
    const dir = path.join(work, 'demo-records');
    const bodies = (await readSeeds()).map((seed) => seed.body as unknown as Body);
    const seeds = new Map(bodies.map((body) => [body.metadata.name, body]));
    await account(seeds);
    expect((await fetchInto(dir)).code).toBe(0);
    const rank = member(seeds)['rank'] as { 'x-platform-select-value-definitions': unknown[] };
    rank['x-platform-select-value-definitions'].pop();
    member(seeds)['nickname'] = { type: 'string', 'x-platform-type': 'text' };
    await account(seeds);
    const gate = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/fetch-specs.ts', '--out', dir, '--fail-on', 'breaking'],
      { cwd: ROOT, env: { ...process.env, ...settings(), CI: 'true' } },
    ).then(
      () => ({ code: 0, stdout: '', stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(gate.code).toBe(2);
    expect(gate.stderr).toBe('fetch-specs: 1 change is breaking or graver (--fail-on breaking): exit code 2.\n');
    const printed = gate.stdout.split(env.sandbox.url).join('http://127.0.0.1:4010').split(dir).join('demo-records');
    expect(printed).toBe(`${block('text')}\n`);
    const generated = await generateSnapshot(ROOT, dir, await readSnapshot(dir), dir);
    if (generated.kind !== 'generated') throw new Error(generated.problems.join('\n'));
    expect(JSON.parse(generated.files.get('package.json') as string).version).toBe('1.0.0');
    expect(generated.files.get('CHANGELOG.md')).toContain(`${block('markdown')}\n`);
    // The same account again: nothing changed, the gate passes.
    const again = await fetchInto(dir, 'breaking');
    expect(again.code).toBe(0);
    expect(again.out.slice(1)).toEqual([expect.stringMatching(/^fetch-specs: no change: .* is up to date\.$/)]);
  });
});
