/**
 * A data file a package is generated from besides its spec (loaded and checked by load-spec.ts), read as it is,
 * with a locator for issues and its sha256: a records snapshot's API definitions (`apidefinitions.json`,
 * optional: fetch-specs leaves it out without db:apidefinition:design), names file (records-names.ts) and
 * history, the spec whose root `x-rate-limit` the records client shares (the database API's: the service limits
 * management and record calls per account together, and the getAllOpenApi document carries no `x-` extensions),
 * and a package's changelog source (emit-changelog.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Source } from '@redocly/openapi-core';
import { CORE_SCHEMA, load } from 'js-yaml';
import { GeneratorError } from '../model/errors.js';
import { sha256, toPosix } from './hash.js';
import { makeLocator, type LoadedSpec } from './spec-data.js';

export interface InputFile {
  /** Path relative to the project root. */
  readonly path: string;
  /** The parsed file (JSON or YAML). */
  readonly value: unknown;
  readonly locate: LoadedSpec['locate'];
  readonly sha256: string;
}

/**
 * Reads one input file; undefined when `optional` and it does not exist. `texts` gives files by their path from
 * the root in place of the files there (a snapshot checked before it is written).
 */
export async function readInputFile(
  root: string,
  file: string,
  optional: boolean,
  texts: ReadonlyMap<string, string> = new Map(),
): Promise<InputFile | undefined> {
  const rel = toPosix(path.relative(root, path.resolve(root, file)));
  const given = texts.get(rel);
  let bytes: Buffer;
  try {
    bytes = given === undefined ? await readFile(path.resolve(root, file)) : Buffer.from(given, 'utf8');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    if (optional && code === 'ENOENT') return undefined;
    throw new GeneratorError([{ spec: rel, rule: 'sdk/spec-missing', message: `cannot read the file (${code})` }]);
  }
  const text = bytes.toString('utf8');
  let value: unknown;
  try {
    // A JSON file (what fetch-specs writes) through JSON.parse: a YAML parser reads JSON too, but takes 60 times
    // as long (650 ms for the API definitions of 20 definitions of 100 properties). YAML (the database spec)
    // through js-yaml, the parser Redocly reads specs with, with YAML 1.2's core schema as before: the `yaml`
    // package took 4 times as long on specs/database.yaml, a twentieth of a records run. A key given twice in
    // one mapping is refused, as Redocly refuses it.
    value = rel.endsWith('.json') ? JSON.parse(text) : load(text, { schema: CORE_SCHEMA });
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? 'parse error') : String(error);
    throw new GeneratorError([{ spec: rel, rule: 'sdk/spec-parse', message }]);
  }
  return { path: rel, value, locate: makeLocator(new Source(path.resolve(root, file), text)), sha256: sha256(bytes) };
}
