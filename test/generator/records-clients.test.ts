/**
 * Records packages of the shapes the service has been seen to write, generated, type-checked with a consumer of
 * their types, and run against a sandbox answering in the same shape:
 *
 * - the 2020 sample's shape (test/fixtures/records-2020-shape/) against `recordsShape: '2020'`: a singleSelect of
 *   one object, deletes answered 204 without a body, a read-only key querying through a document that names only
 *   db:record:execute;
 * - the short-path layout of earlier snapshots (test/fixtures/records-2025-shape/) against the reference shape.
 *
 * Record ids start above 2^53, where a JS number would lose their last digits.
 */
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShared, generatePackage, generateRecordsFromTexts } from '../../generator/generate.js';
import type { PackageSpec } from '../../generator/packages.js';
import { writeOutput } from '../../generator/cli/write-output.js';
import { type RecordsShape, type RunningSandbox, startSandbox } from '../../sandbox/index.js';
import { compile } from './compile.js';
import { ROOT } from './helpers.js';
import { putDefinitions, RECORDS, read, snapshotTexts } from './records-fixtures.js';

type Json = any;

const ID_START = '9223372036853775000';
let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'records-clients-'));
  // The generated packages import @platform-sdk/runtime, found through the project's node_modules.
  await symlink(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** The records package of a fixture, written into the work folder beside a consumer module; its folder. */
async function generateFixture(fixture: string, consumer: string): Promise<string> {
  const pkg: PackageSpec = {
    name: 'records',
    spec: `test/fixtures/${fixture}/openapi.json`,
    factory: 'createRecordsClient',
    records: { definitions: `test/fixtures/${fixture}/apidefinitions.json`, rateLimitFrom: 'specs/database.yaml' },
  };
  const { files } = await generatePackage(await createShared(ROOT), pkg);
  const out = path.join(work, fixture);
  await writeOutput(out, files);
  await writeFile(path.join(out, 'consumer.ts'), consumer);
  return out;
}

async function sandboxWith(shape: RecordsShape, fixture: string): Promise<RunningSandbox> {
  const sandbox = await startSandbox({
    port: 0,
    rateLimit: false,
    recordsShape: shape,
    config: { recordIdStart: ID_START },
  });
  await putDefinitions(sandbox.url, read(`test/fixtures/${fixture}/apidefinitions.json`));
  return sandbox;
}

const credentials = (client: string) => ({ clientKey: client, clientSecret: 'sandbox-secret' });

/** What a user of the 2020 package writes, with the mistakes its types must refuse. */
const CONSUMER_2020 = `import {
  createRecordsClient,
  SamplePlanOption,
  type SampleCreate,
  type SampleFilter,
  type SampleRecord,
  type VisitCreate,
} from './index.gen.js';

export function use(db: ReturnType<typeof createRecordsClient>, record: SampleRecord): unknown[] {
  const plan: { readonly value: 1 | 2 | 3; readonly extraText?: string | null | undefined } | null = record.plan;
  const topics: readonly { readonly value: 1 | 2 | 3 }[] | null = record.topics;
  const id: string = record.id;
  // @ts-expect-error passwords are never answered
  const pin = record.pin;
  // @ts-expect-error the id is set by the service
  const withId: SampleCreate = { id: '1' };
  // @ts-expect-error the registered date is set by the service
  const registered: SampleCreate = { registered: '2024-05-01T10:00:00+09:00' };
  const cleared: SampleCreate = { name: null, plan: null, topics: null, score: null };
  const chosen: SampleCreate = { plan: { value: SamplePlanOption.option2 }, pin: '1234' };
  // @ts-expect-error a singleSelect is one object in this shape
  const asArray: SampleCreate = { plan: [{ value: 1 }] };
  // @ts-expect-error a history record names its customer
  const noCustomer: VisitCreate = { note: 'x' };
  // @ts-expect-error its customer cannot be cleared
  const nullCustomer: VisitCreate = { customer: null };
  const visit: VisitCreate = { customer: id, amount: null };
  const filter: SampleFilter = { topics_contains: 2, id_eq: id, plan_eq: SamplePlanOption.option1 };
  // @ts-expect-error the 2020 document offers no isNotNull
  const notNull: SampleFilter = { name_isNotNull: true };
  return [plan, topics, pin, withId, registered, cleared, chosen, asArray, noCustomer, nullCustomer, visit, filter,
    notNull, db.sample.delete(id)];
}
`;

/** What a user of a package of the earlier layout writes. */
const CONSUMER_2025 = `import { type MemberCreate, type MemberRecord, type PurchaseCreate } from './index.gen.js';

export function use(record: MemberRecord): unknown[] {
  const rank: readonly { readonly value: 1 | 2 | 3 }[] | null = record.rank;
  // @ts-expect-error a history record names its member
  const purchase: PurchaseCreate = { itemName: 'x' };
  // @ts-expect-error the id is set by the service
  const withId: MemberCreate = { id: record.id };
  return [rank, purchase, withId];
}
`;

describe.each<[string, RecordsShape, string]>([
  ['records-2020-shape', '2020', CONSUMER_2020],
  ['records-2025-shape', 'reference', CONSUMER_2025],
])('the records package of %s', (fixture, _shape, consumer) => {
  it('type-checks, and refuses what its types say a consumer may not write', async () => {
    const out = await generateFixture(fixture, consumer);
    const { diagnostics } = compile([path.join(out, 'consumer.ts')]);
    expect(diagnostics).toEqual([]);
  }, 120_000);
});

describe('the 2020 package against a sandbox answering in the 2020 shape', () => {
  let sandbox: RunningSandbox;
  let records: Json;
  let db: Json;
  beforeAll(async () => {
    const out = await generateFixture('records-2020-shape', CONSUMER_2020);
    records = await import(path.join(out, 'index.gen.ts'));
    sandbox = await sandboxWith('2020', 'records-2020-shape');
    db = records.createRecordsClient({
      dbUrl: sandbox.url,
      accountCode: 'demo',
      authUrl: sandbox.url,
      credentials: credentials('sandbox-client'),
    });
  }, 120_000);
  afterAll(() => sandbox.close());

  it('creates, gets, patches, queries, counts, authenticates, deletes (204); singleSelect one object', async () => {
    const created = await db.sample.create({
      name: 'Aiko',
      plan: { value: records.SamplePlanOption.option2 },
      topics: [{ value: 1 }, { value: 3, extraText: 'travel' }],
      secret: 'pw-1',
      score: null,
    });
    expect(BigInt(created.id)).toBeGreaterThanOrEqual(BigInt(ID_START));
    expect(created).toMatchObject({ name: 'Aiko', plan: { value: 2 }, score: null });
    expect(created).not.toHaveProperty('secret');
    expect(await db.sample.get(created.id)).toEqual(created);
    const patched = await db.sample.patch(created.id, { plan: null, name: 'ignored' }, { fields: ['plan'] });
    expect(patched).toMatchObject({ name: 'Aiko', plan: null });
    expect(await db.sample.count({ filter: { topics_contains: 3 } })).toBe(1);
    expect(await db.sample.count({ filter: { topics_notContains: 3 } })).toBe(0);
    const page = await db.sample.query({ filter: { name_eq: 'Aiko', id_eq: created.id }, order: ['id_desc'] });
    expect(page.items.map((r: Json) => r.id)).toEqual([created.id]);
    expect(await db.sample.authenticate(created.id, { propertyName: 'secret', value: 'pw-1' })).toEqual({
      result: 'authenticated',
    });
    const visit = await db.visit.create({ customer: created.id, amount: 12.5, visitedAt: new Date(0) });
    expect(visit.customer).toBe(created.id);
    expect(await db.visit.count({ filter: { customer_eq: created.id } })).toBe(1);
    expect(await db.visit.delete(visit.id)).toBeUndefined();
    expect(await db.sample.delete(created.id)).toBeUndefined();
    const gone = await db.sample.get(created.id).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(records.NotFoundError);
  });

  it('takes a delete answered 200 with the result body too', async () => {
    const created = await db.sample.create({ name: 'Ben' });
    const result = { timestamp: '2024-05-01T01:00:00Z', status: 200, error: 'OK', message: 'deleted', path: '/x' };
    const answering = records.createRecordsClient({
      dbUrl: sandbox.url,
      accountCode: 'demo',
      authUrl: sandbox.url,
      credentials: credentials('sandbox-client'),
      // An injected fetch is given a Request.
      fetch: (request: Request) =>
        request.method === 'DELETE'
          ? Promise.resolve(new Response(JSON.stringify(result), { status: 200 }))
          : fetch(request),
    });
    expect(await answering.sample.delete(created.id)).toEqual(result);
  });

  it('queries with a key of db:record:read alone, though the document names only db:record:execute', async () => {
    const created = await db.sample.create({ name: 'Chika' });
    const reader = records.createRecordsClient({
      dbUrl: sandbox.url,
      accountCode: 'demo',
      authUrl: sandbox.url,
      credentials: credentials('sandbox-reader'),
    });
    expect((await reader.sample.get(created.id)).name).toBe('Chika');
    expect(await reader.sample.count({ filter: { name_eq: 'Chika' } })).toBe(1);
    const refused = await reader.sample.create({ name: 'x' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(records.ForbiddenError);
  });
});

describe('the package of the earlier layout against a sandbox of the reference shape', () => {
  it('creates, gets and deletes (200 with the result)', async () => {
    const out = await generateFixture('records-2025-shape', CONSUMER_2025);
    const records: Json = await import(path.join(out, 'index.gen.ts'));
    const sandbox = await sandboxWith('reference', 'records-2025-shape');
    try {
      const db = records.createRecordsClient({
        dbUrl: sandbox.url,
        accountCode: 'demo',
        authUrl: sandbox.url,
        credentials: credentials('sandbox-client'),
      });
      const member = await db.member.create({ name: 'Dai', rank: [{ value: 3 }] });
      const purchase = await db.purchase.create({ memberId: member.id, itemName: 'tea' });
      expect(await db.purchase.get(purchase.id)).toMatchObject({ memberId: member.id, itemName: 'tea' });
      expect(await db.member.get(member.id)).toMatchObject({ rank: [{ value: 3, extraText: null }] });
      expect(await db.member.delete(member.id)).toMatchObject({ status: 200, error: 'OK' });
    } finally {
      await sandbox.close();
    }
  }, 120_000);
});

describe('a definition named constructor, which works without an entry of the names file', () => {
  it('generates a package that type-checks, whose client has the namespace', async () => {
    const doc = read('test/fixtures/records-2020-shape/openapi.json');
    const renamed = JSON.parse(
      JSON.stringify(doc).replaceAll('/visit/', '/constructor/').replaceAll('Visit', 'Constructor'),
    );
    renamed.tags = [{ name: 'sample' }, { name: 'constructor' }];
    for (const item of Object.values(renamed.paths) as Json[])
      for (const op of Object.values(item) as Json[]) if (op.tags?.[0] === 'visit') op.tags = ['constructor'];
    const definitions = read('test/fixtures/records-2020-shape/apidefinitions.json');
    for (const item of definitions.items) if (item.metadata.name === 'visit') item.metadata.name = 'constructor';
    const texts = snapshotTexts(JSON.stringify(renamed), JSON.stringify(definitions));
    const { files } = await generateRecordsFromTexts(ROOT, RECORDS, texts);
    const out = path.join(work, 'constructor');
    await writeOutput(out, files);
    await writeFile(
      path.join(out, 'consumer.ts'),
      "import { createRecordsClient } from './index.gen.js';\n" +
        'export const count = (db: ReturnType<typeof createRecordsClient>) => db.constructor.count();\n',
    );
    expect(compile([path.join(out, 'consumer.ts')]).diagnostics).toEqual([]);
    const records: Json = await import(path.join(out, 'index.gen.ts'));
    const db = records.createRecordsClient({ dbUrl: 'http://127.0.0.1:9', accountCode: 'a', accessToken: 't' });
    expect(typeof db.constructor.count).toBe('function');
  }, 120_000);
});
