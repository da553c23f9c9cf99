/**
 * The item-type table of specs/database.yaml (`x-item-types`, `x-filter-operators`) is the one source of the item
 * types and filter operators: the generator emits it as generated/database/item-types.gen.ts, which the runtime and
 * the sandbox import. These tests hold the module to the spec, the runtime's and the sandbox's tables to the module,
 * and show that a changed table changes the module and a malformed one stops the generator naming the entry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { emitItemTypes } from '../../generator/emit/emit-item-types.js';
import { GeneratorError, IssueList } from '../../generator/model/errors.js';
import { modelItemTypes } from '../../generator/model/model-item-types.js';
import { FILTER_OPERATORS, ITEM_TYPES } from '../../generated/database/item-types.gen.js';
import { ITEM_TYPES as RUNTIME_ITEM_TYPES } from '../../runtime/src/apis/database/item-types.js';
import { operandKind } from '../../runtime/src/apis/records/limits.js';
import { ITEM_TYPE_INFO, OPERATORS } from '../../sandbox/database/item-types.js';
import { modelFrom, ROOT } from './helpers.js';

type Json = Record<string, unknown>;
const SPEC = parse(readFileSync(path.join(ROOT, 'specs/database.yaml'), 'utf8')) as Json;
const itemTypeSchema = (doc: Json) => ((doc['components'] as Json)['schemas'] as Json)['PlatformItemType'] as Json;
const table = itemTypeSchema(SPEC)['x-item-types'] as Record<string, Json>;

function emitted(doc: Json): string {
  const issues = new IssueList('specs/database.yaml', () => undefined);
  const model = modelItemTypes(doc as never, issues);
  issues.throwIfAny();
  if (model === undefined) throw new Error('no table');
  return emitItemTypes(model, 'specs/database.yaml');
}

describe('the item-types module', () => {
  it('is the spec table: every item type with its facts, every operator with its operand kind', () => {
    expect(FILTER_OPERATORS).toEqual(itemTypeSchema(SPEC)['x-filter-operators']);
    expect(Object.keys(ITEM_TYPES)).toEqual(Object.keys(table));
    for (const [name, facts] of Object.entries(table)) {
      const { note: _note, ...rest } = facts;
      expect(ITEM_TYPES[name as keyof typeof ITEM_TYPES], name).toEqual({
        select: null,
        readOnly: false,
        writeOnly: false,
        ...rest,
      });
    }
  });

  it('is what the generator makes of the spec now (npm run generate -- --check guards the file too)', () => {
    const file = readFileSync(path.join(ROOT, 'generated/database/item-types.gen.ts'), 'utf8');
    expect(emitted(SPEC)).toBe(file);
  });

  it('changes with the table: a new operator and a new item type appear in the module', () => {
    const doc = structuredClone(SPEC);
    const schema = itemTypeSchema(doc);
    (schema['x-filter-operators'] as Json)['matches'] = 'text';
    (schema['x-item-types'] as Json)['url'] = {
      type: 'string',
      format: 'uri',
      creatable: true,
      operators: ['matches'],
    };
    const text = emitted(doc);
    expect(text).toContain("matches: 'text'");
    expect(text).toMatch(
      /url: \{\n\s+'type': 'string',\n\s+format: 'uri',\n\s+creatable: true,\n\s+operators: \['matches'\]/,
    );
    expect(text).not.toBe(emitted(SPEC));
  });

  it('is read by the runtime and the sandbox, which keep no table of their own', () => {
    expect(Object.keys(RUNTIME_ITEM_TYPES)).toEqual(Object.keys(ITEM_TYPES));
    expect(OPERATORS).toEqual(Object.keys(FILTER_OPERATORS));
    for (const [name, row] of Object.entries(ITEM_TYPES)) {
      expect(RUNTIME_ITEM_TYPES[name], name).toEqual({
        type: row.type,
        format: row.format ?? undefined,
        creatable: row.creatable,
        select: row.select !== null,
      });
      expect(ITEM_TYPE_INFO[name as keyof typeof ITEM_TYPE_INFO].operators, name).toEqual(row.operators);
    }
    expect(operandKind('containsSome')).toBe('list');
    expect(operandKind('eq')).toBe('value-or-null');
    expect(operandKind('startsWith')).toBe('value');
  });
});

describe('a malformed table stops the generator, naming the entry and the rule', () => {
  const broken = (edit: (schema: Json) => void): Json => {
    const doc = structuredClone(SPEC);
    edit(itemTypeSchema(doc));
    return doc;
  };
  it.each([
    [
      'an unknown operator',
      broken((s) => (((s['x-item-types'] as Record<string, Json>)['text'] as Json)['operators'] = ['eq', 'like'])),
      'item type text: operators must name operators of x-filter-operators (got "like")',
    ],
    [
      'an unknown type',
      broken((s) => (((s['x-item-types'] as Record<string, Json>)['number'] as Json)['type'] = 'float')),
      'item type number: type must be one of integer, number, string, boolean, array',
    ],
    [
      'an operand kind',
      broken((s) => ((s['x-filter-operators'] as Json)['eq'] = 'anything')),
      'operator eq: the operand kind must be one of valueOrNull, flag, list, text, value',
    ],
    [
      'a select kind',
      broken((s) => (((s['x-item-types'] as Record<string, Json>)['singleSelect'] as Json)['select'] = 'one')),
      'item type singleSelect: select must be single or multiple',
    ],
  ])('%s', (_name, doc, message) => {
    let error: unknown;
    try {
      modelFrom(doc, { name: 'database', spec: 'specs/database.yaml', factory: 'createDatabaseClient' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GeneratorError);
    expect((error as GeneratorError).issues.map((i) => [i.rule, i.message])).toContainEqual([
      'sdk/item-types',
      message,
    ]);
  });
});
