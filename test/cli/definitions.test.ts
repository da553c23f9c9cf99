/**
 * `platform definitions plan|apply` spawned against the sandbox: a folder with the seed's member changed
 * (a property added, one removed, a select option removed), a new history definition, and the seed's purchase
 * left out. Plan names each change with its class; apply refuses breaking changes without --allow-breaking,
 * then puts them, waits until ready, and says to run fetch-specs and generate.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSeeds } from '../../sandbox/seed.js';
import { type CliEnv, startCliEnv } from './cli-env.js';

type Body = { metadata: { name: string }; spec: { schema: { properties: Record<string, Record<string, unknown>> } } };

let env: CliEnv;
let folder: string;
beforeAll(async () => {
  env = await startCliEnv();
  folder = path.join(env.dir, 'definitions');
  await mkdir(folder);
  const member = structuredClone(
    (await readSeeds()).find((s) => (s.body as Body).metadata.name === 'member')?.body,
  ) as Body;
  const properties = member.spec.schema.properties;
  properties.nickname = { 'x-platform-type': 'text' };
  delete properties.anniversary;
  const rank = properties.rank as { 'x-platform-select-value-definitions': { value: number }[] };
  rank['x-platform-select-value-definitions'] = rank['x-platform-select-value-definitions'].filter(
    (o) => o.value !== 3,
  );
  await writeFile(path.join(folder, 'member.json'), JSON.stringify(member, null, 2));
  await writeFile(
    path.join(folder, 'visit.yaml'),
    [
      'metadata: { name: visit }',
      'spec:',
      '  resources: { main: { mapping: visit_history, type: historyDb } }',
      '  schema:',
      '    properties:',
      '      id: { x-platform-type: historyId }',
      '      memberId: { x-platform-type: platformId }',
      '      shop: { x-platform-type: text }',
      '',
    ].join('\n'),
  );
});
afterAll(async () => {
  await env?.close();
});

/** A folder of one good definition (kiosk) and one that breaks two rules. */
async function brokenFolder(): Promise<string> {
  const dir = path.join(env.dir, 'broken');
  await mkdir(dir, { recursive: true });
  const kiosk = [
    'metadata: { name: kiosk }',
    'spec:',
    '  resources: { main: { mapping: kiosk_log, type: historyDb } }',
    '  schema:',
    '    properties:',
    '      id: { x-platform-type: historyId }',
    '      memberId: { x-platform-type: platformId }',
    '',
  ];
  await writeFile(path.join(dir, 'kiosk.yaml'), kiosk.join('\n'));
  const shop = {
    metadata: { name: 'Shop' },
    spec: {
      resources: { main: { mapping: '_customer', type: 'customerDb' } },
      schema: { properties: { id: { 'x-platform-type': 'platformId' }, Label: { type: 'string' } } },
    },
  };
  await writeFile(path.join(dir, 'shop.json'), JSON.stringify(shop));
  return dir;
}

describe('platform definitions', () => {
  it('plan shows added, changed with classes, and removed', async () => {
    const { code, stdout } = await env.run(['definitions', 'plan', 'definitions', '--format', 'table']);
    expect(code).toBe(0);
    expect(stdout).toContain('~ member: change');
    expect(stdout).toMatch(/additive\s+member\.nickname: property added \(text\)/);
    expect(stdout).toMatch(/breaking\s+member\.anniversary: property removed/);
    expect(stdout).toMatch(/breaking\s+member\.rank: option 3 removed/);
    expect(stdout).toContain('+ visit: add');
    expect(stdout).toContain('- purchase: remove (in the account, not in the folder: apply leaves it)');
    expect(stdout).toContain('1 to add, 1 to change, 1 not in the folder, 0 unchanged');
  });

  it('apply refuses breaking changes without --allow-breaking, and changes nothing', async () => {
    const { code, stderr } = await env.run(['definitions', 'apply', 'definitions']);
    expect(code).toBe(2);
    expect(stderr).toContain('member would change in breaking ways; give --allow-breaking');
    const visit = await env.run(['database', 'get-api-definition', 'visit']);
    expect(visit.code).toBe(4);
  });

  it('apply refuses a folder with a file that breaks the rules of a definition, naming each, and puts nothing', async () => {
    const dir = await brokenFolder();
    const { code, stderr } = await env.run(['definitions', 'apply', 'broken', '--allow-breaking']);
    expect(code).toBe(2);
    expect(stderr).toContain(
      `${path.join(dir, 'shop.json')}: metadata.name must match ^[a-z][a-zA-Z0-9_]*$ (got "Shop"); ` +
        'spec.schema.properties.Label has a name that does not match ^[a-z][a-zA-Z0-9_]*$',
    );
    expect(stderr).not.toContain('kiosk.yaml');
    expect((await env.run(['database', 'get-api-definition', 'kiosk'])).code).toBe(4);
  });

  it('apply --allow-breaking puts them, waits until ready, and says what to run next', async () => {
    const { code, stderr } = await env.run(['definitions', 'apply', 'definitions', '--allow-breaking']);
    expect(code).toBe(0);
    expect(stderr).toContain('visit is ready');
    expect(stderr).toContain('member is ready');
    expect(stderr).toContain('Run npm run fetch-specs, then npm run generate');
    const member = JSON.parse((await env.run(['database', 'get-api-definition', 'member', '--format', 'json'])).stdout);
    expect(Object.keys(member.spec.schema.properties)).toContain('nickname');
    expect(member.status.ready.status).toBe(true);
    const again = await env.run(['definitions', 'plan', 'definitions', '--format', 'table']);
    expect(again.stdout).toContain('0 to add, 0 to change, 1 not in the folder, 2 unchanged');
  });
});
