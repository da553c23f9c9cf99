/**
 * `platform definitions plan|apply` spawned against the sandbox: a folder with the seed's member changed
 * (a property added, one removed, a select option removed, one relabelled), a new history definition, and the
 * seed's purchase left out. Plan names each change with the class and words of fetch-specs' change report;
 * apply refuses breaking changes without --allow-breaking, then puts them, waits until ready, and says to run
 * fetch-specs and generate.
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
  const interests = properties.interests as { 'x-platform-select-value-definitions': { label: string }[] };
  interests['x-platform-select-value-definitions'][0]!.label = 'Fashion';
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
  it('plan classifies each change as the change report of fetch-specs does, in its words', async () => {
    const { code, stdout } = await env.run(['definitions', 'plan', 'definitions', '--format', 'table']);
    expect(code).toBe(0);
    expect(stdout.split('\n')).toEqual([
      '~ member: change',
      '    breaking  member.rank: option 3 "ゴールド" removed',
      '              data loss: records of member that hold option 3 in rank lose it: the service answers them ' +
        'without it (null)',
      '    cosmetic  member.interests: option 1 relabelled from "ファッション" to "Fashion"',
      '    additive  member.nickname added (text)',
      '    breaking  member.anniversary removed (monthDay)',
      '              data loss: the service no longer reads or writes anniversary of member: values stored in it ' +
        'are lost to this API',
      '+ visit: add',
      '    additive  visit added (3 properties, database visit_history (historyDb))',
      '- purchase: remove (in the account, not in the folder: apply leaves it)',
      '2 definitions to apply (1 to add, 1 to change); 0 unchanged; 1 definition in the account but not in the ' +
        'folder (left in place)',
      '',
    ]);
  });

  it('plan --format json gives each change with its kind and severity', async () => {
    const { code, stdout } = await env.run(['definitions', 'plan', 'definitions', '--format', 'json']);
    expect(code).toBe(0);
    const plans = JSON.parse(stdout) as { name: string; changes: { kind: string; severity: string }[] }[];
    const kinds = plans.map((p) => [p.name, p.changes.map((c) => `${c.severity} ${c.kind}`)]);
    expect(kinds).toEqual([
      [
        'member',
        [
          'breaking option-removed',
          'cosmetic option-relabelled',
          'additive property-added',
          'breaking property-removed',
        ],
      ],
      ['visit', ['additive definition-added']],
      ['purchase', []],
    ]);
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
    // apply counts what plan counts, in the same words.
    expect(stderr).toContain(
      '2 definitions applied (1 added, 1 changed); 0 unchanged; 1 definition in the account but not in the folder',
    );
    const member = JSON.parse((await env.run(['database', 'get-api-definition', 'member', '--format', 'json'])).stdout);
    expect(Object.keys(member.spec.schema.properties)).toContain('nickname');
    expect(member.status.ready.status).toBe(true);
    const again = await env.run(['definitions', 'plan', 'definitions', '--format', 'table']);
    expect(again.stdout).toContain(
      '0 definitions to apply (0 to add, 0 to change); 2 unchanged; 1 definition in the account but not in the folder',
    );
  });
});
