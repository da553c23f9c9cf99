/**
 * The records model (generator/model-records.ts): what it reads from a getAllOpenApi document and the snapshot's
 * definitions, and every document it refuses, each with the rule and a location in the file that has the fault.
 */
import { describe, expect, it } from 'vitest';
import { GeneratorError } from '../../generator/model/errors.js';
import { modelRecords } from '../../generator/records/generate-records.js';
import { optionKeys } from '../../generator/records/records-select.js';
import { specText } from '../../generator/text/spec-text.js';
import { specFrom } from './helpers.js';
import { DATABASE_OPERATORS, definitionsFile, recordsDoc, SNAPSHOT, SNAPSHOT_DEFINITIONS } from './records-doc.js';

/** A pattern matching the parts joined, as written (no character of them special). */
function literally(...parts: string[]): RegExp {
  return new RegExp(parts.join('').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
}

type Json = Record<string, unknown>;
const schemas = (doc: Json) => (doc['components'] as Json)['schemas'] as Record<string, Json>;
const properties = (doc: Json, schema: string) => schemas(doc)[schema]?.['properties'] as Record<string, unknown>;

function model(doc: object, definitions?: unknown) {
  return modelRecords(specFrom(doc, 'specs/records/openapi.json'), {
    definitions: definitions === undefined ? undefined : definitionsFile(definitions),
    names: undefined,
    namesPath: 'specs/records/names.json',
    rateLimit: undefined,
    operators: DATABASE_OPERATORS,
  });
}

/** The snapshot's definitions with `rank`'s options also on a property `rank_`. */
function twoRanks(): unknown {
  const definitions = structuredClone(SNAPSHOT_DEFINITIONS) as {
    items: { spec: { schema: { properties: Record<string, unknown> } } }[];
  };
  const member = definitions.items[0]?.spec.schema.properties;
  if (member !== undefined) member['rank_'] = member['rank'];
  return definitions;
}

function refusal(doc: object, definitions?: unknown): GeneratorError {
  try {
    model(doc, definitions);
  } catch (error) {
    if (error instanceof GeneratorError) return error;
    throw error;
  }
  throw new Error('the document was accepted');
}

describe('the records model of the snapshot', () => {
  const m = model(SNAPSHOT, SNAPSHOT_DEFINITIONS);
  const member = m.definitions.find((d) => d.name.text === 'member');

  it('has one definition per first path segment, with its operations known by path and method', () => {
    expect(m.definitions.map((d) => d.name.text)).toEqual(['member', 'purchase']);
    expect(Object.entries(member?.operations ?? {}).map(([kind, op]) => `${kind} ${op?.id.text}`)).toEqual([
      'create createMember',
      'query queryMember',
      'count countMember',
      'get getMember',
      'patch patchMember',
      'delete deleteMember',
      'authenticate authenticateMember',
    ]);
    expect(m.definitions[1]?.operations.authenticate).toBeUndefined();
  });

  it("reads each property's operators from the filter, its facts from the schema and the definitions", () => {
    const byName = new Map(member?.properties.map((p) => [p.name.text, p]));
    expect(byName.get('interests')?.filter.map((f) => f.operator)).toEqual([
      'isNull',
      'isNotNull',
      'in',
      'notIn',
      'containsEvery',
      'containsSome',
    ]);
    expect(byName.get('pin')?.filter).toEqual([]);
    expect(byName.get('id')).toMatchObject({ readOnly: true, int64: true, select: undefined, nullable: false });
    expect(byName.get('loginPassword')).toMatchObject({ writeOnly: true, passwordHash: true });
    expect(byName.get('rank')?.itemType?.text).toBe('singleSelect');
    expect(byName.get('rank')?.mapping?.text).toBe('member_rank');
    expect(byName.get('rank')?.options?.map((o) => [o.value, o.label.text, o.key])).toEqual([
      [1, 'レギュラー', 'option1'],
      [2, 'シルバー', 'option2'],
      [3, 'ゴールド', 'option3'],
    ]);
    expect(byName.get('refusedLists')?.options?.map((o) => o.key)).toEqual(['newsletter', 'campaigns', 'other']);
    expect(member?.order.slice(0, 3).map((k) => k.text)).toEqual(['id', 'id_asc', 'id_desc']);
  });

  it('reads a filter key as the longest property it starts with, whose rest is an operator', () => {
    const doc = recordsDoc(['member'], (d) => {
      // A property whose name ends like another property's filter key: `name_in`.
      properties(d, 'Member')['name_in'] = { type: 'string' };
      Object.assign(properties(d, 'Member_Filter'), {
        name_in: { type: 'array', items: { type: 'string' } },
        name_in_eq: { type: 'string' },
      });
    });
    const byName = new Map(model(doc).definitions[0]?.properties.map((p) => [p.name.text, p]));
    expect(
      byName
        .get('name')
        ?.filter.filter((f) => f.key.text.startsWith('name_in'))
        .map((f) => [f.key.text, f.operator]),
    ).toEqual([['name_in', 'in']]);
    expect(byName.get('name_in')?.filter.map((f) => [f.key.text, f.operator])).toEqual([['name_in_eq', 'eq']]);
  });

  it('without the definitions file, keeps select values plain numbers', () => {
    const rank = model(SNAPSHOT).definitions[0]?.properties.find((p) => p.name.text === 'rank');
    expect(rank).toMatchObject({ select: 'array', options: undefined, optionsName: undefined, itemType: undefined });
  });

  it('puts the base address first, whatever the order of the server variables', () => {
    expect(m.variables.map((v) => v.optionName)).toEqual(['dbUrl', 'accountCode']);
  });
});

describe('documents the records client cannot be made of', () => {
  it.each<[string, () => GeneratorError, { rule: string; message: RegExp; line?: boolean }]>([
    [
      'a definition named like the client member raw',
      () => refusal(recordsDoc(['raw'])),
      {
        rule: 'sdk/name-collision',
        message: literally(
          'API definition "raw" (its client namespace) becomes the name "raw", which is already ',
          'taken by a member of the client object',
        ),
      },
    ],
    [
      'a definition named then (await would call it)',
      () => refusal(recordsDoc(['then'])),
      { rule: 'sdk/name-collision', message: /"then"/ },
    ],
    [
      'a definition named toString (a template literal would call it)',
      () => refusal(recordsDoc(['toString'])),
      { rule: 'sdk/name-collision', message: /"toString"/ },
    ],
    [
      'two definitions whose types collide, with the entry of the names file that resolves it',
      () => refusal(recordsDoc(['my_def', 'myDef'])),
      {
        rule: 'sdk/name-collision',
        message: literally(
          'API definition "myDef" becomes the name "MyDefRecord", which is already taken by API ',
          'definition "my_def"; give it another name in specs/records/names.json: ',
          '{"definitions":{"myDef":{"name":"myDef2"}}}',
        ),
      },
    ],
    [
      'two definitions differing in case only (one file on macOS)',
      () => refusal(recordsDoc(['abc', 'aBc'])),
      {
        rule: 'sdk/name-collision',
        message: literally(
          'the module of API definition "aBc" becomes the name "abc", which is already taken by the ',
          'module of API definition "abc"',
        ),
      },
    ],
    [
      'a definition named against the service rule',
      () => refusal(recordsDoc(['Member'])),
      { rule: 'sdk/records-name', message: /API definition name "Member" does not match \^\[a-z\]\[a-zA-Z0-9_\]\*\$/ },
    ],
    [
      'two select properties whose option constants collide',
      () =>
        refusal(
          recordsDoc(
            ['member'],
            (doc) => void (properties(doc, 'Member')['rank_'] = properties(doc, 'Member')['rank']),
          ),
          twoRanks(),
        ),
      {
        rule: 'sdk/name-collision',
        message: literally(
          'the options of member.rank_ becomes the name "MemberRankOption", which is already taken ',
          'by the options of member.rank; give it another name in specs/records/names.json: ',
          '{"definitions":{"member":{"properties":{"rank_":{"name":"rank2"}}}}}',
        ),
      },
    ],
    [
      'a filter member of no property and operator',
      () =>
        refusal(
          recordsDoc(['member'], (doc) => void (properties(doc, 'Member_Filter')['name_like'] = { type: 'string' })),
        ),
      { rule: 'sdk/records-filter', message: /filter member "name_like" is not \{property\}_\{operator\}/ },
    ],
    [
      'a path that is no record operation',
      () =>
        refusal(
          recordsDoc(
            ['member'],
            (doc) =>
              void ((doc['paths'] as Json)['/member/export'] = {
                get: { operationId: 'exportMember', responses: { 200: { description: 'x' } } },
              }),
          ),
        ),
      { rule: 'sdk/records-operation', message: /GET \/member\/export is not a record operation/ },
    ],
    [
      'a definition without count',
      () => refusal(recordsDoc(['member'], (doc) => void delete (doc['paths'] as Json)['/member/count'])),
      { rule: 'sdk/records-operation', message: /API definition "member" lacks the record operations count/ },
    ],
    [
      'a record body that is no $ref',
      () =>
        refusal(
          recordsDoc(
            ['member'],
            (doc) =>
              void ((
                (((doc['paths'] as Record<string, Json>)['/member/records']?.['post'] as Json)['requestBody'] as Json)[
                  'content'
                ] as Record<string, Json>
              )['application/json']!['schema'] = { type: 'object' }),
          ),
        ),
      {
        rule: 'sdk/records-schema',
        message: /the request body of create_member must be a \$ref to a component schema/,
      },
    ],
    [
      'a writable property named like a member of every object',
      () =>
        refusal(recordsDoc(['member'], (doc) => void (properties(doc, 'Member')['constructor'] = { type: 'string' }))),
      { rule: 'sdk/object-member', message: /optional request property "constructor"/ },
    ],
    [
      'a select option value twice in the definitions',
      () =>
        refusal(SNAPSHOT, {
          items: [
            {
              metadata: { name: 'member' },
              spec: {
                schema: {
                  properties: {
                    rank: {
                      'x-platform-select-value-definitions': [
                        { value: 1, label: 'a' },
                        { value: 1, label: 'b' },
                      ],
                    },
                  },
                },
              },
            },
          ],
        }),
      { rule: 'sdk/records-definitions', message: /select option value 1 appears twice/ },
    ],
    [
      'a definitions file of another shape',
      () => refusal(SNAPSHOT, [{ metadata: { name: 'member' } }]),
      { rule: 'sdk/records-definitions', message: /the file must be \{"items": \[\.\.\.\]\}/, line: false },
    ],
  ])('%s', (_name, refuse, want) => {
    const error = refuse();
    const issue = error.issues.find((i) => i.rule === want.rule);
    expect(issue, error.message).toBeDefined();
    expect(issue?.message).toMatch(want.message);
    if (want.line !== false) expect(issue?.line, error.message).toBeGreaterThan(0);
  });
});

describe('keys of the option constants', () => {
  const keys = (...labels: [number, string][]) =>
    optionKeys(labels.map(([value, label]) => ({ value, label: specText(label) })));
  it.each<[string, [number, string][], string[]]>([
    [
      'readable ASCII labels in camelCase',
      [
        [1, 'Gold member'],
        [2, 'VIP-2'],
        [3, 'silver'],
      ],
      ['goldMember', 'vip2', 'silver'],
    ],
    [
      'labels without ASCII letters become option<value>',
      [
        [1, 'レギュラー'],
        [2, 'ゴールド'],
      ],
      ['option1', 'option2'],
    ],
    [
      'two labels giving one key both fall back',
      [
        [1, 'Gold'],
        [2, 'gold!'],
        [3, 'Silver'],
      ],
      ['option1', 'option2', 'silver'],
    ],
    [
      'a label that looks like another option fallback',
      [
        [1, 'Option 2'],
        [2, 'レギュラー'],
        [3, 'option3'],
      ],
      ['option1', 'option2', 'option3'],
    ],
    [
      'a reserved word or a name every object has',
      [
        [1, 'delete'],
        [2, 'constructor'],
        [3, 'to string'],
      ],
      ['option1', 'option2', 'option3'],
    ],
    [
      'a label starting with a digit',
      [
        [1, '3rd place'],
        [7, ''],
      ],
      ['option1', 'option7'],
    ],
  ])('%s', (_name, labels, want) => {
    expect(keys(...labels)).toEqual(want);
  });
});
