/**
 * The change report's classification, on snapshots of invented definitions (no sandbox): every change kind with
 * its severity and the version bump it gives, the sentences a consumer reads (code names from the names file),
 * the classification of put bodies alone (what a plan of a definition change calls), the names recorded and
 * freed, the history's next version, and the printed report (colour only on a terminal).
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../fetch-specs/canonical.js';
import { nextHistory, nextVersion, sourceNote } from '../../fetch-specs/history.js';
import { colourFor, reportLines } from '../../fetch-specs/print.js';
import { bumpOf, type Change, classifyChanges } from '../../fetch-specs/report/classify.js';
import { codeNamesOf } from '../../fetch-specs/report/code-names.js';
import { definitionsFacts, snapshotFacts } from '../../fetch-specs/report/facts.js';
import { mergedNames, nameChanges } from '../../fetch-specs/report/names.js';

type Json = Record<string, unknown>;

interface Property {
  readonly type?: string;
  readonly format?: string;
  readonly itemType?: string;
  readonly mapping?: string;
  readonly options?: Record<number, string | { label: string; hasExtraText: boolean }>;
  readonly operators?: readonly string[];
}

interface Definition {
  readonly database?: string;
  readonly description?: string;
  readonly properties: Record<string, Property>;
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The snapshot files of `definitions`, in the service's layout (one query path, the record and filter schemas). */
function snapshot(definitions: Record<string, Definition>, server = 'https://db.example.com'): Map<string, string> {
  const paths: Json = {};
  const schemas: Json = {};
  const items: Json[] = [];
  for (const [name, d] of Object.entries(definitions)) {
    const record = pascal(name);
    paths[`/apis/record.database/v1/accounts/{accountCode}/${name}/query`] = {
      post: {
        tags: [name],
        requestBody: { content: { 'application/json': { schema: { $ref: `#/components/schemas/${record}_Filter` } } } },
        responses: {
          '200': { content: { 'application/json': { schema: { $ref: `#/components/schemas/${record}` } } } },
        },
      },
    };
    const wire = (p: Property) =>
      p.options === undefined
        ? { type: p.type ?? 'string', ...(p.format === undefined ? {} : { format: p.format }) }
        : { type: 'array', items: { type: 'object', properties: { value: { type: 'integer' } } } };
    schemas[record] = {
      type: 'object',
      properties: Object.fromEntries(Object.entries(d.properties).map(([p, facts]) => [p, wire(facts)])),
    };
    schemas[`${record}_Filter`] = {
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(d.properties).flatMap(([p, facts]) =>
          (facts.operators ?? ['eq']).map((op) => [`${p}_${op}`, { type: 'string' }]),
        ),
      ),
    };
    items.push({
      metadata: { kind: 'ApiDefinition', apiVersion: 'database/v1', name },
      spec: {
        resources: { main: { mapping: d.database ?? 'shop_db', type: 'customDb' } },
        schema: {
          properties: Object.fromEntries(
            Object.entries(d.properties).map(([p, facts]) => [
              p,
              {
                ...wire(facts),
                'x-platform-type': facts.itemType ?? (facts.options === undefined ? 'text' : 'singleSelect'),
                'x-platform-mapping': facts.mapping ?? `${name}_${p}`,
                ...(facts.options === undefined
                  ? {}
                  : {
                      'x-platform-select-value-definitions': Object.entries(facts.options).map(([value, o]) => ({
                        value: Number(value),
                        ...(typeof o === 'string' ? { label: o, hasExtraText: false } : o),
                      })),
                    }),
              },
            ]),
          ),
        },
      },
    });
  }
  const tags = Object.entries(definitions).map(([name, d]) => ({
    name,
    ...(d.description === undefined ? {} : { description: d.description }),
  }));
  const openapi = { openapi: '3.0.1', info: { title: 'shopApi', version: 'x' }, servers: [{ url: server }], tags };
  return new Map([
    ['openapi.json', canonicalJson({ ...openapi, paths, components: { schemas } }, 'openapi.json')],
    ['apidefinitions.json', canonicalJson({ items }, 'apidefinitions.json')],
  ]);
}

/** An invented shop: orders with a status select of ASCII and Japanese labels, and customers. */
const SHOP: Record<string, Definition> = {
  order: {
    description: 'Orders of the shop',
    properties: {
      code: { operators: ['eq', 'startsWith'] },
      total: { type: 'number', itemType: 'number', operators: ['eq', 'gt'] },
      status: { options: { 1: 'Open', 2: '発送済み', 3: { label: 'Other', hasExtraText: true } } },
    },
  },
  customer: { database: 'customers', properties: { email: {}, since: { type: 'string', format: 'date' } } },
};

type Edit = (shop: Record<string, Definition>) => void;
const changed = (edit: Edit): Record<string, Definition> => {
  const shop = structuredClone(SHOP) as Record<string, Definition>;
  edit(shop);
  return shop;
};
const order = (shop: Record<string, Definition>) => shop['order'] as { properties: Record<string, Property> };
const status = (shop: Record<string, Definition>) =>
  order(shop).properties['status'] as { options: Record<number, unknown> };

const NAMES = {
  definitions: {
    order: {
      name: 'purchaseOrder',
      properties: { status: { name: 'state', options: { '1': 'open', '2': 'shipped' } } },
    },
  },
};

const CASES: [string, { edit: Edit; want: [string, string][]; bump: string; says?: RegExp }][] = [
  ['nothing', { edit: () => undefined, want: [], bump: 'none' }],
  [
    'an option added',
    {
      edit: (s) => Object.assign(status(s).options, { 4: 'Returned' }),
      want: [['option-added', 'additive']],
      bump: 'minor',
      says: /order\.status: option 4 "Returned" added/,
    },
  ],
  [
    'an option removed',
    {
      edit: (s) => delete status(s).options[1],
      want: [['option-removed', 'breaking']],
      bump: 'major',
      says: /remove every use of `PurchaseOrderStateOption\.open`/,
    },
  ],
  [
    'an option relabelled',
    {
      edit: (s) => Object.assign(status(s).options, { 2: 'Shipped' }),
      want: [['option-relabelled', 'cosmetic']],
      bump: 'patch',
      says: /its constant stays `PurchaseOrderStateOption\.shipped`/,
    },
  ],
  [
    'an option that no longer takes an extra text',
    {
      edit: (s) => Object.assign(status(s).options, { 3: 'Other' }),
      want: [['option-extra-text-removed', 'breaking']],
      bump: 'major',
    },
  ],
  [
    'an option that now takes an extra text',
    {
      edit: (s) => Object.assign(status(s).options, { 2: { label: '発送済み', hasExtraText: true } }),
      want: [['option-extra-text-added', 'additive']],
      bump: 'minor',
    },
  ],
  [
    'a filter operator gained',
    {
      edit: (s) => Object.assign(order(s).properties['code'] as Property, { operators: ['eq', 'startsWith', 'in'] }),
      want: [['operator-added', 'additive']],
      bump: 'minor',
      says: /`code_in` added/,
    },
  ],
  [
    'a filter operator lost',
    {
      edit: (s) => Object.assign(order(s).properties['total'] as Property, { operators: ['eq'] }),
      want: [['operator-removed', 'breaking']],
      bump: 'major',
      says: /remove `total_gt` from the filters of `db\.order`: the service refuses them \(400\)/,
    },
  ],
  [
    'a property re-typed (format)',
    {
      edit: (s) =>
        Object.assign((s['customer'] as Definition).properties['since'] as Property, { format: 'date-time' }),
      want: [['property-retyped', 'breaking']],
      bump: 'major',
      says: /customer\.since re-typed from string \(date\), item type text to string \(date-time\), item type text/,
    },
  ],
  [
    'a property re-mapped',
    {
      edit: (s) => Object.assign(order(s).properties['code'] as Property, { mapping: 'order_ref' }),
      want: [['property-remapped', 'breaking']],
      bump: 'major',
    },
  ],
  [
    'a definition bound to another database',
    {
      edit: (s) => Object.assign(s['customer'] as Definition, { database: 'members' }),
      want: [['database-changed', 'breaking']],
      bump: 'major',
      says: /customer is now bound to database members \(customDb\) instead of customers \(customDb\)/,
    },
  ],
  [
    'a description',
    {
      edit: (s) => Object.assign(s['order'] as Definition, { description: 'Orders' }),
      want: [['description-changed', 'cosmetic']],
      bump: 'patch',
    },
  ],
  [
    'a property added and one removed',
    {
      edit: (s) => {
        const { properties } = s['customer'] as { properties: Record<string, Property> };
        delete properties['since'];
        properties['phone'] = {};
      },
      want: [
        ['property-added', 'additive'],
        ['property-removed', 'breaking'],
      ],
      bump: 'major',
      says: /the service no longer reads or writes since of customer: values stored in it are lost/,
    },
  ],
  [
    'a definition renamed',
    {
      edit: (s) => {
        s['client'] = s['customer'] as Definition;
        delete s['customer'];
      },
      want: [['definition-renamed', 'breaking']],
      bump: 'major',
      says: /names\.json \{"definitions": \{"client": \{"name": "customer"\}\}\}/,
    },
  ],
  [
    'a definition added and another removed',
    {
      edit: (s) => {
        s['coupon'] = { properties: { code: {} } };
        delete s['customer'];
      },
      want: [
        ['definition-added', 'additive'],
        ['definition-removed', 'breaking'],
      ],
      bump: 'major',
    },
  ],
];

const lines = (changes: readonly Change[]) => changes.map((c) => `${c.change}: ${c.action} ${c.dataLoss ?? ''}`);

describe('classifyChanges', () => {
  it.each(CASES)('%s', (_name, { edit, want, bump, says }) => {
    const changes = classifyChanges(
      snapshotFacts(snapshot(SHOP)),
      snapshotFacts(snapshot(changed(edit))),
      codeNamesOf(NAMES),
    );
    expect(changes.map((c) => [c.kind, c.severity])).toEqual(want);
    expect(bumpOf(changes) ?? 'none').toBe(bump);
    if (says !== undefined) expect(lines(changes).join('\n')).toMatch(says);
  });

  it('states a change of server as a cosmetic change', () => {
    const changes = classifyChanges(snapshotFacts(snapshot(SHOP)), snapshotFacts(snapshot(SHOP, 'https://db2.test')));
    expect(changes.map((c) => [c.kind, c.severity])).toEqual([['server-changed', 'cosmetic']]);
  });

  it('classifies put bodies alone (no document: no filter operators)', () => {
    const bodies = (shop: Record<string, Definition>) =>
      (JSON.parse(snapshot(shop).get('apidefinitions.json') as string) as { items: Json[] }).items;
    const changes = classifyChanges(
      definitionsFacts(bodies(SHOP)),
      definitionsFacts(bodies(changed((s) => delete status(s).options[2]))),
    );
    expect(changes.map((c) => [c.kind, c.severity])).toEqual([['option-removed', 'breaking']]);
    expect(changes[0]?.action).toContain('`OrderStatusOption.option2`');
  });
});

describe('names recorded beside the snapshot', () => {
  const given = {
    definitions: { order: { name: 'purchaseOrder', properties: { status: { name: 'state', options: { '4': 'x' } } } } },
  };

  it('records every name given over the file, and frees the names of things removed', () => {
    const removed = classifyChanges(
      snapshotFacts(snapshot(SHOP)),
      snapshotFacts(snapshot(changed((s) => delete status(s).options[1]))),
    );
    const merged = mergedNames(NAMES, given, removed);
    expect(merged.definitions['order']?.properties?.['status']?.options).toEqual({ '2': 'shipped', '4': 'x' });
    const gone = classifyChanges(
      snapshotFacts(snapshot(SHOP)),
      snapshotFacts(snapshot(changed((s) => delete s['order']))),
    );
    expect(mergedNames(NAMES, { definitions: {} }, gone).definitions).toEqual({});
  });

  it.each([
    [
      'a constant renamed',
      { open: 'opened' },
      1,
      /from `PurchaseOrderStateOption\.open` to `PurchaseOrderStateOption\.opened`/,
    ],
    // The namespace is the stem of the option constants too: each of them is renamed with it.
    ['a namespace renamed', undefined, 3, /from `db\.purchaseOrder` to `db\.orders`/],
  ])('reports %s in the names file as breaking', (_name, options, count, says) => {
    const now = structuredClone(NAMES) as typeof NAMES & { definitions: { order: { name: string } } };
    if (options === undefined) now.definitions.order.name = 'orders';
    else Object.assign(now.definitions.order.properties.status.options, { '1': options.open });
    const changes = nameChanges(NAMES, now);
    expect(changes.map((c) => [c.kind, c.severity])).toEqual(Array(count).fill(['name-changed', 'breaking']));
    expect(changes[0]?.change).toMatch(says);
  });
});

describe('the history: versions that move', () => {
  const change = (severity: Change['severity']): Change => ({
    kind: 'option-added',
    severity,
    change: 'c',
    action: 'a',
  });

  it.each([
    ['0.1.0', 'breaking', '1.0.0'],
    ['1.4.2', 'breaking', '2.0.0'],
    ['1.4.2', 'additive', '1.5.0'],
    ['1.4.2', 'cosmetic', '1.4.3'],
  ] as const)('%s with a %s change gives %s', (from, severity, to) => {
    expect(nextVersion(from, [change('cosmetic'), change(severity)])).toBe(to);
  });

  it('adds a release only when something changed, newest first', () => {
    const source = { server: 'https://db.example.com', account: 'shop' };
    const first = nextHistory(undefined, '0.1.0', {
      source,
      names: NAMES,
      changes: [change('additive')],
      note: undefined,
    });
    expect(first.version).toBe('0.2.0');
    const same = nextHistory(first, '0.1.0', { source, names: NAMES, changes: [], note: undefined });
    expect(same.releases).toEqual(first.releases);
    const next = nextHistory(first, '0.1.0', { source, names: NAMES, changes: [change('breaking')], note: 'n' });
    expect(next.releases.map((r) => [r.version, r.sourceNote])).toEqual([
      ['1.0.0', 'n'],
      ['0.2.0', undefined],
    ]);
  });

  it.each([
    [{ server: 'https://a', account: 'shop' }, { server: 'https://a', account: 'shop' }, undefined],
    [{ server: 'https://a', account: 'shop' }, { server: 'https://b', account: 'shop' }, /between two servers/],
    [{ server: 'https://a', account: 'shop' }, { server: 'https://a', account: 'demo' }, /between two accounts/],
    [{ server: 'https://a' }, { server: 'https://b', account: 'shop' }, /read from https:\/\/a, this one from/],
  ])('says where the snapshot came from when that changes (%o -> %o)', (before, after, says) => {
    const note = sourceNote(before, after);
    if (says === undefined) expect(note).toBeUndefined();
    else expect(note).toMatch(says);
  });
});

describe('the printed report', () => {
  const report = {
    source: { after: { server: 'https://db.example.com', account: 'shop' } },
    version: { from: '0.2.0', to: '1.0.0', bump: 'major' as const },
    changes: classifyChanges(
      snapshotFacts(snapshot(SHOP)),
      snapshotFacts(snapshot(changed((s) => delete status(s).options[1]))),
    ),
  };

  it.each([
    ['a terminal', { isTTY: true }, {}, true],
    ['CI', { isTTY: true }, { CI: 'true' }, false],
    ['NO_COLOR', { isTTY: true }, { NO_COLOR: '1' }, false],
    ['a pipe', { isTTY: false }, {}, false],
  ])('is coloured on %s only', (_name, stream, env, colour) => {
    expect(colourFor(stream, env)).toBe(colour);
    expect(reportLines(report, '@platform-sdk/records', colour).join('\n').includes('\u001b[')).toBe(colour);
  });

  it('groups the changes under their class, with what to do and what is lost', () => {
    expect(reportLines(report, '@platform-sdk/records', false)).toEqual([
      '1 breaking, 0 additive, 0 cosmetic change: @platform-sdk/records 0.2.0 -> 1.0.0 (major).',
      'Breaking:',
      '  ✖ order.status: option 1 "Open" removed',
      '      do: remove every use of `OrderStatusOption.option1`; a record that sends it is refused',
      '      data loss: records of order that hold option 1 in status lose it: the service answers them without it ' +
        '(null)',
    ]);
  });
});
