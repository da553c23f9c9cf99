/**
 * The seed definitions (sandbox/seed/, `npm run sandbox -- --seed`): put into account demo before the sandbox
 * listens, through the checks of putApiDefinition, so a seed the service would refuse stops the start.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/index.js';
import { readSeeds } from '../../sandbox/seed.js';
import { DbSandbox } from './database-harness.js';

let db: DbSandbox;
beforeAll(async () => {
  db = await DbSandbox.start({ seeds: await readSeeds() });
});
afterAll(() => db.close());

describe('seeds', () => {
  it('are the member and purchase definitions, registered and ready from the start', async () => {
    const list = await db.manage('listApiDefinition');
    expect(list.json.items.map((d: { metadata: { name: string } }) => d.metadata.name)).toEqual(['member', 'purchase']);
    expect(list.json.items.every((d: { status: { ready: { status: boolean } } }) => d.status.ready.status)).toBe(true);
  });

  it('give member one property of every item type a master database can have', async () => {
    const member = await db.manage('getApiDefinition', { name: 'member' });
    const types = Object.values(member.json.spec.schema.properties).map(
      (p) => (p as Record<string, string>)['x-platform-type'],
    );
    const table = db.spec.schema('PlatformItemType')['enum'] as string[];
    expect([...types].sort()).toEqual(table.filter((type) => type !== 'historyId').sort());
  });

  it('link purchase to a member by a platformId property', async () => {
    const purchase = await db.manage('getApiDefinition', { name: 'purchase' });
    expect(purchase.json.spec.resources.main).toEqual({ mapping: 'purchase_history', type: 'historyDb' });
    expect(purchase.json.spec.schema.properties.memberId).toMatchObject({
      'x-platform-type': 'platformId',
      nullable: false,
    });
  });

  it('that the service would refuse stop the start, naming the file and the rule', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'seeds-'));
    try {
      const bad = {
        metadata: { kind: 'ApiDefinition', apiVersion: 'database/v1', name: 'bad' },
        spec: { resources: { main: { mapping: '_customer', type: 'customerDb' } }, schema: { properties: {} } },
      };
      await writeFile(path.join(dir, 'bad.json'), JSON.stringify(bad));
      await expect(startSandbox({ port: 0, seeds: await readSeeds(dir) })).rejects.toThrow(
        `${path.join(dir, 'bad.json')}: putApiDefinition would refuse it: spec.schema.properties.id is required`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
