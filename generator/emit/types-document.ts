/**
 * What a document may say that openapi-typescript reads otherwise, made plain on the copy of the document it
 * transforms (emit-types.ts makes that copy, so the model's document is never changed): a discriminator mapping
 * that names a schema, a `$ref` into `paths`, and an operationId that an earlier operation has.
 */
import { escapePointerFragment, isMappingRef } from '@redocly/openapi-core';
import { resolveLocalRef } from '../model/model-document.js';
import { deref, isObject, type OpenApiDocument } from '../model/openapi.js';
import { repeatedOperationIds } from '../model/repeated-ids.js';

/** Calls `visit` on every object and array of `value`, parents first. */
function eachObject(value: unknown, visit: (node: Record<string, unknown>) => void): void {
  if (typeof value !== 'object' || value === null) return;
  if (!Array.isArray(value)) visit(value as Record<string, unknown>);
  for (const child of Object.values(value)) eachObject(child, visit);
}

/**
 * A discriminator's `mapping` may name a schema of the components (`dog` for `#/components/schemas/dog`), where
 * openapi-typescript reads only references: each such name becomes the reference it stands for, so that the schemas
 * it names get their discriminator property as referenced ones do. A value that is a reference (Redocly's
 * `isMappingRef`) or names no schema stays as it is.
 */
export function mappingNamesAsReferences(document: unknown): void {
  const schemas = isObject(document) && isObject(document['components']) ? document['components']['schemas'] : {};
  if (!isObject(schemas)) return;
  eachObject(document, (node) => {
    const discriminator = node['discriminator'];
    const mapping = isObject(discriminator) ? discriminator['mapping'] : undefined;
    if (!isObject(mapping)) return;
    for (const [key, target] of Object.entries(mapping))
      if (typeof target === 'string' && !isMappingRef(target) && Object.hasOwn(schemas, target))
        mapping[key] = `#/components/schemas/${escapePointerFragment(target)}`;
  });
}

const INTO_PATHS = '#/paths/';

/** Whether `value` holds a `$ref` into `paths`. */
function refersIntoPaths(value: unknown): boolean {
  let found = false;
  eachObject(value, (node) => {
    if (typeof node['$ref'] === 'string' && node['$ref'].startsWith(INTO_PATHS)) found = true;
  });
  return found;
}

/**
 * A `$ref` into `paths` (to a schema of another operation's body) is valid, but openapi-typescript writes it as an
 * indexed access into its `paths` type, through optional members (`requestBody`) and keys its types do not have
 * (`schema`): a type that does not compile. Each such reference is followed: to the component a chain of them ends
 * at, which it then refers to; or to the schema it ends at, which takes its place (unless that schema refers into
 * `paths` itself: a cycle, left as it is).
 */
export function pathReferencesResolved(document: unknown): void {
  eachObject(document, (node) => {
    let ref = node['$ref'];
    if (typeof ref !== 'string' || !ref.startsWith(INTO_PATHS)) return;
    const seen = new Set<string>();
    let target: unknown;
    while (typeof ref === 'string' && ref.startsWith(INTO_PATHS) && !seen.has(ref)) {
      seen.add(ref);
      const resolved = resolveLocalRef(document as OpenApiDocument, ref);
      if ('problem' in resolved) return;
      target = resolved.value;
      ref = isObject(target) ? target['$ref'] : undefined;
    }
    if (typeof ref === 'string') {
      if (!ref.startsWith(INTO_PATHS)) node['$ref'] = ref;
      return;
    }
    if (!isObject(target) || refersIntoPaths(target)) return;
    const { $ref: _, ...siblings } = node;
    for (const key of Object.keys(node)) delete node[key];
    Object.assign(node, structuredClone(target), siblings);
  });
}

/**
 * The operations whose operationId an earlier one has lose it, so that openapi-typescript types them in place, as
 * the client looks them up (model/repeated-ids.ts). Path items that are `$ref`s are first made copies of the items
 * they refer to, so that taking an id off one path's operation leaves another path's alone.
 */
export function repeatedIdsInPlace(document: unknown): void {
  const doc = document as OpenApiDocument;
  const repeated = repeatedOperationIds(doc);
  if (repeated.size === 0) return;
  const paths = doc.paths as Record<string, unknown>;
  for (const [path, item] of Object.entries(paths))
    if (isObject(item) && typeof item['$ref'] === 'string') paths[path] = structuredClone(deref(doc, item));
  for (const [path, item] of Object.entries(paths))
    for (const [method, operation] of Object.entries(isObject(item) ? item : {}))
      if (repeated.has(`${path} ${method}`) && isObject(operation)) delete operation['operationId'];
}
