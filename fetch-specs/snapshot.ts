/**
 * What the snapshot keeps of the account (specs/README.md describes the files):
 *
 * - `openapi.json`: the getAllOpenApi document as the service answers it. It holds nothing that changes between
 *   two fetches of the same definitions, so all of it is kept.
 * - `apidefinitions.json`: `{ "items": [...] }`, every API definition as a putApiDefinition body (`metadata` with
 *   kind, apiVersion and name; `spec` whole), by name. Left out: `status` and the service's bookkeeping in
 *   `metadata` (accountCode, creationTimestamp, uid, resourceVersion), which change when a definition is put again
 *   unchanged or becomes ready, and which no generated code may depend on. Each item can be put back as it is.
 */
import { canonicalJson } from './canonical.js';

export const OPENAPI_FILE = 'openapi.json';
export const DEFINITIONS_FILE = 'apidefinitions.json';

type Json = Record<string, unknown>;

/** A fetched ApiDefinition as a put body. */
export function putBodyOf(definition: Json): Json {
  const metadata = (definition['metadata'] ?? {}) as Json;
  return {
    metadata: { kind: metadata['kind'], apiVersion: metadata['apiVersion'], name: metadata['name'] },
    spec: definition['spec'],
  };
}

const nameOf = (definition: Json): string => String((definition['metadata'] as Json | undefined)?.['name'] ?? '');

/** The files of the snapshot, as text: openapi.json always, apidefinitions.json when the definitions were read. */
export function snapshotFiles(openapi: unknown, definitions: readonly Json[] | undefined): Map<string, string> {
  const files = new Map<string, string>([[OPENAPI_FILE, canonicalJson(openapi, OPENAPI_FILE)]]);
  if (definitions !== undefined) {
    const byName = (a: Json, b: Json): number => (nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : 0);
    const items = definitions.map(putBodyOf).sort(byName);
    files.set(DEFINITIONS_FILE, canonicalJson({ items }, DEFINITIONS_FILE));
  }
  return files;
}
