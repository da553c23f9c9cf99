/**
 * The names file of a records snapshot (generator/records-names.ts): the name the code uses for a definition, a
 * property or a select option. Collisions it resolves, names that work without it, and every problem of the
 * file located in it with the rule.
 */
import { describe, expect, it } from 'vitest';
import { GeneratorError } from '../../generator/model/errors.js';
import { modelRecords } from '../../generator/records/generate-records.js';
import type { RecordsModel } from '../../generator/records/model-records.js';
import { readRecordsNames } from '../../generator/records/records-names.js';
import { Source } from '@redocly/openapi-core';
import { makeLocator } from '../../generator/load/spec-data.js';
import { specFrom } from './helpers.js';
import { DATABASE_OPERATORS, definitionsFile, recordsDoc, SNAPSHOT, SNAPSHOT_DEFINITIONS } from './records-doc.js';

const NAMES_PATH = 'specs/records/names.json';

function namesFile(value: unknown) {
  const text = JSON.stringify(value, null, 2);
  return readRecordsNames({ path: NAMES_PATH, value, locate: makeLocator(new Source(NAMES_PATH, text)), sha256: '' });
}

function model(doc: object, names?: unknown, definitions?: unknown): RecordsModel {
  return modelRecords(specFrom(doc, 'specs/records/openapi.json'), {
    definitions: definitions === undefined ? undefined : definitionsFile(definitions),
    names: names === undefined ? undefined : namesFile(names),
    namesPath: NAMES_PATH,
    rateLimit: undefined,
    operators: DATABASE_OPERATORS,
  });
}

function refusal(run: () => unknown): GeneratorError {
  try {
    run();
  } catch (error) {
    if (error instanceof GeneratorError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('names the code would make that work as they are', () => {
  it.each(['constructor', 'hasOwnProperty', 'valueOf_'])('a definition named %s', (name) => {
    const d = model(recordsDoc([name])).definitions[0];
    expect(d?.namespace.text).toBe(name);
    expect(d?.names.module).toBe(`definitions/${name}.gen`);
  });
});

describe('entries of the names file', () => {
  it('name a definition whose namespace the client has already (raw): namespace, types and module', () => {
    const d = model(recordsDoc(['raw']), { definitions: { raw: { name: 'rawItems' } } }).definitions[0];
    expect(d?.name.text).toBe('raw');
    expect(d?.namespace.text).toBe('rawItems');
    expect([d?.names.record, d?.names.namespace, d?.names.module]).toEqual([
      'RawItemsRecord',
      'RawItemsRecords',
      'definitions/rawItems.gen',
    ]);
    // The operations keep the API definition's own name on the wire.
    expect(d?.operations.create.path.text).toBe('/raw/records');
  });

  it('resolve two definitions whose types collide (orderItem beside order_item)', () => {
    const names = { definitions: { orderItem: { name: 'orderLine' } } };
    const m = model(recordsDoc(['order_item', 'orderItem']), names);
    expect(m.definitions.map((d) => [d.namespace.text, d.names.record])).toEqual([
      ['order_item', 'OrderItemRecord'],
      ['orderLine', 'OrderLineRecord'],
    ]);
  });

  it("name a property's word in generated names and an option's key", () => {
    const names = { definitions: { member: { properties: { rank: { name: 'tier', options: { 2: 'silver' } } } } } };
    const rank = model(SNAPSHOT, names, SNAPSHOT_DEFINITIONS).definitions[0]?.properties.find(
      (p) => p.name.text === 'rank',
    );
    expect(rank?.optionsName).toBe('MemberTierOption');
    expect(rank?.options?.map((o) => [o.value, o.key])).toEqual([
      [1, 'option1'],
      [2, 'silver'],
      [3, 'option3'],
    ]);
  });

  it('that name nothing of the snapshot are kept, and said as warnings', () => {
    const names = { definitions: { gone: { name: 'gone' }, member: { properties: { nothing: { name: 'x' } } } } };
    expect(model(SNAPSHOT, names).warnings).toEqual([
      'specs/records/names.json:3:5 [sdk/records-names] warning: names API definition "gone", which the snapshot ' +
        'does not have',
      'specs/records/names.json:8:9 [sdk/records-names] warning: names property "member.nothing", which the ' +
        'snapshot does not have',
    ]);
  });
});

describe('a collision without an entry', () => {
  it('says which entry to add (raw)', () => {
    const issue = refusal(() => model(recordsDoc(['raw']))).issues[0];
    expect(issue?.rule).toBe('sdk/name-collision');
    expect(issue?.message).toContain(
      '; give it another name in specs/records/names.json: {"definitions":{"raw":{"name":"raw2"}}}, a name of your ' +
        'choice in place of "raw2"',
    );
  });

  it('still stops where an entry gives a name that collides too', () => {
    const issue = refusal(() => model(recordsDoc(['my_def', 'myDef']), { definitions: { myDef: { name: 'myDef' } } }))
      .issues[0];
    expect(issue?.message).toMatch(/becomes the name "MyDefRecord", which is already taken by API definition "my_def"/);
  });
});

describe('a names file the generator cannot use', () => {
  it.each<[string, unknown, RegExp]>([
    ['a name that is no identifier', { definitions: { raw: { name: 'raw items' } } }, /"raw items" is no name/],
    ['a reserved word', { definitions: { raw: { name: 'delete' } } }, /"delete" is no name/],
    [
      'an option value that is no integer',
      { definitions: { member: { properties: { rank: { options: { gold: 'gold' } } } } } },
      /"gold" is not an option value/,
    ],
    [
      "another option's fallback key",
      { definitions: { member: { properties: { rank: { options: { 2: 'option3' } } } } } },
      /"option3" is the key of option 3/,
    ],
    [
      'two options named alike',
      { definitions: { member: { properties: { rank: { options: { 1: 'gold', 2: 'gold' } } } } } },
      /options 1 and 2 are both named "gold"/,
    ],
    ['an unknown member', { definitions: { member: { label: 'x' } } }, /"label" is not a member of this entry/],
    ['another form', [{ member: 'x' }], /the names file must be \{"definitions"/],
  ])('%s', (_name, value, message) => {
    const error = refusal(() => namesFile(value));
    expect(error.issues[0]?.rule).toBe('sdk/records-names');
    expect(error.issues[0]?.spec).toBe(NAMES_PATH);
    expect(error.issues[0]?.message).toMatch(message);
    if (!Array.isArray(value)) expect(error.issues[0]?.line).toBeGreaterThan(1);
  });
});
