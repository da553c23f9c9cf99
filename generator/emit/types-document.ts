/**
 * What a document may say that openapi-typescript reads otherwise, made plain on the copy of the document it
 * transforms (emit-types.ts makes that copy, so the model's document is never changed): a discriminator mapping
 * that names a schema, a `$ref` into a part that is no whole component, and an operationId that an earlier
 * operation has.
 */
import { escapePointerFragment, isMappingRef } from '@redocly/openapi-core';
import { isObjectRole, resolveLocalRef, walk } from '../model/model-document.js';
import { deref, isObject, type OpenApiDocument } from '../model/openapi.js';
import { repeatedOperationIds } from '../model/repeated-ids.js';

/** Calls `visit` on every OpenAPI object of the document, not on data (examples, defaults, enums, extensions). */
function eachNode(document: unknown, visit: (node: Record<string, unknown>) => void): void {
  walk(
    document as OpenApiDocument,
    (value, _pointer, role) => {
      if (role === 'data') return false;
      if (isObjectRole(role) && isObject(value)) visit(value);
      return true;
    },
    () => false,
  );
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
  eachNode(document, (node) => {
    const discriminator = node['discriminator'];
    const mapping = isObject(discriminator) ? discriminator['mapping'] : undefined;
    if (!isObject(mapping)) return;
    for (const [key, target] of Object.entries(mapping))
      if (typeof target === 'string' && !isMappingRef(target) && Object.hasOwn(schemas, target))
        mapping[key] = `#/components/schemas/${escapePointerFragment(target)}`;
  });
}

/** A reference to a whole component (`#/components/schemas/Pet`), which openapi-typescript types by its name. */
const WHOLE_COMPONENT = /^#\/components\/[^/]+\/[^/]+$/;

/** Whether `ref` is a local reference into a part of the document that is not a whole component. */
const isDeep = (ref: unknown): ref is string =>
  typeof ref === 'string' && ref.startsWith('#/') && !WHOLE_COMPONENT.test(ref);

/** Whether `value` holds a deep reference. */
function holdsDeep(value: unknown): boolean {
  let found = false;
  eachNode({ value }, (node) => {
    if (isDeep(node['$ref'])) found = true;
  });
  return found;
}

/**
 * A `$ref` into a part of the document that is not a whole component (a schema of another operation's body in
 * `paths`, or a schema kept under a component's `definitions`) is valid, but openapi-typescript writes it as an
 * indexed access through its types, by members they may not have (`requestBody` is optional, `schema` and
 * `definitions` are not there): a type that does not compile. Each such reference is followed: to the whole
 * component a chain of them ends at, which it then refers to; or to the object it ends at, which takes its place
 * once that object holds no such reference itself (so the innermost go first); references that form a cycle stay.
 */
export function deepReferencesResolved(document: unknown): void {
  for (let changed = true; changed; ) {
    changed = false;
    eachNode(document, (node) => {
      let ref = node['$ref'];
      if (!isDeep(ref)) return;
      const seen = new Set<string>();
      let target: unknown;
      while (isDeep(ref) && !seen.has(ref)) {
        seen.add(ref);
        const resolved = resolveLocalRef(document as OpenApiDocument, ref);
        if ('problem' in resolved) return;
        target = resolved.value;
        ref = isObject(target) ? target['$ref'] : undefined;
      }
      if (typeof ref === 'string') {
        if (!isDeep(ref)) {
          node['$ref'] = ref;
          changed = true;
        }
        return;
      }
      if (!isObject(target) || holdsDeep(target)) return;
      const { $ref: _, ...siblings } = node;
      for (const key of Object.keys(node)) delete node[key];
      Object.assign(node, structuredClone(target), siblings);
      changed = true;
    });
  }
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
