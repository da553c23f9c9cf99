/**
 * Records documents for the generator's tests, made from a fixture snapshot (test/fixtures/records-2025-shape/,
 * the layout the sandbox wrote until it took the real service's: short paths under a server with variables), not
 * from the customer's specs/records/: the `member` definition's record operations copied under other definition
 * names, with its schemas shared, and the snapshot's definitions file as an in-memory input.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Source } from '@redocly/openapi-core';
import { makeLocator } from '../../generator/load/spec-data.js';
import {
  readRecordsDefinitions,
  type RecordsDefinitionsFile,
} from '../../generator/records/model-records-definitions.js';
import type { OpenApiDocument } from '../../generator/model/openapi.js';
import { IssueList } from '../../generator/model/errors.js';
import { modelItemTypes, type ItemTypesModel } from '../../generator/model/model-item-types.js';
import { parse } from 'yaml';
import { ROOT } from './helpers.js';

export const SNAPSHOT = JSON.parse(
  readFileSync(path.join(ROOT, 'test/fixtures/records-2025-shape/openapi.json'), 'utf8'),
) as OpenApiDocument;
export const SNAPSHOT_DEFINITIONS = JSON.parse(
  readFileSync(path.join(ROOT, 'test/fixtures/records-2025-shape/apidefinitions.json'), 'utf8'),
) as { items: unknown[] };

type Json = Record<string, unknown>;

/** The filter operators of specs/database.yaml, which a records package reads beside its snapshot. */
export const DATABASE_OPERATORS = (
  modelItemTypes(
    parse(readFileSync(path.join(ROOT, 'specs/database.yaml'), 'utf8')) as OpenApiDocument,
    new IssueList('specs/database.yaml', () => undefined),
  ) as ItemTypesModel
).operators;

/**
 * The snapshot with its definitions replaced by copies of `member` named `names` (paths, operationIds and tags
 * renamed; the schemas stay `Member`'s). `edit` changes the result before it is returned.
 */
export function recordsDoc(names: readonly string[], edit: (doc: Json) => void = () => undefined): OpenApiDocument {
  const doc = structuredClone(SNAPSHOT) as unknown as Json;
  const source = doc['paths'] as Record<string, Json>;
  const paths: Record<string, Json> = {};
  for (const name of names) {
    for (const [p, item] of Object.entries(source)) {
      if (!p.startsWith('/member/')) continue;
      const copy = JSON.parse(
        JSON.stringify(item).replace(
          /"operationId":"([a-z]+)Member"/g,
          (_m, verb: string) => `"operationId":${JSON.stringify(`${verb}_${name}`)}`,
        ),
      ) as Json;
      for (const op of Object.values(copy))
        if (typeof op === 'object' && op !== null && 'tags' in op) (op as Json)['tags'] = [name];
      paths[`/${name}${p.slice('/member'.length)}`] = copy;
    }
  }
  doc['paths'] = paths;
  doc['tags'] = names.map((name) => ({ name, description: `Records of ${name}.` }));
  edit(doc);
  return doc as unknown as OpenApiDocument;
}

/** A definitions file of the given content, as the generator reads apidefinitions.json. */
export function definitionsFile(value: unknown): RecordsDefinitionsFile {
  const text = JSON.stringify(value, null, 2);
  return readRecordsDefinitions({
    path: 'specs/records/apidefinitions.json',
    value,
    locate: makeLocator(new Source('specs/records/apidefinitions.json', text)),
    sha256: '',
  });
}
