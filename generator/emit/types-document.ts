/**
 * What a document may say that openapi-typescript reads otherwise, made plain on the copy of the document it
 * transforms (emit-types.ts makes that copy, so the model's document is never changed): a discriminator mapping
 * that names a schema, a `$ref` into a part that is no whole component, `type: 'null'` beside a `oneOf`, and an
 * operationId that an earlier operation has.
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

/** The `mapping` of a node's discriminator, when it has one. */
function mappingOf(node: Record<string, unknown>): Record<string, unknown> | undefined {
  const discriminator = node['discriminator'];
  const mapping = isObject(discriminator) ? discriminator['mapping'] : undefined;
  return isObject(mapping) ? mapping : undefined;
}

/**
 * A discriminator's `mapping` may name a schema of the components (`dog` for `#/components/schemas/dog`), where
 * openapi-typescript reads only references: each such name becomes the reference it stands for, so that the schemas
 * it names get their discriminator property as referenced ones do. A value that is a reference (Redocly's
 * `isMappingRef`) or names no schema stays as it is.
 */
function mappingNamesAsReferences(node: Record<string, unknown>, schemas: Record<string, unknown>): void {
  const mapping = mappingOf(node);
  if (mapping === undefined) return;
  for (const [key, target] of Object.entries(mapping))
    if (typeof target === 'string' && !isMappingRef(target) && Object.hasOwn(schemas, target))
      mapping[key] = `#/components/schemas/${escapePointerFragment(target)}`;
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
 * Follows the deep reference of `node`: to the whole component a chain of them ends at, which it then refers to;
 * or to the object it ends at, which takes its place once that object holds no deep reference itself. False when
 * it must wait for that; true when it is done, or cannot be (a cycle, a pointer to nothing) and stays.
 */
function resolveDeep(document: unknown, node: Record<string, unknown>): boolean {
  let ref = node['$ref'];
  const seen = new Set<string>();
  let target: unknown;
  while (isDeep(ref) && !seen.has(ref)) {
    seen.add(ref);
    const resolved = resolveLocalRef(document as OpenApiDocument, ref);
    if ('problem' in resolved) return true;
    target = resolved.value;
    ref = isObject(target) ? target['$ref'] : undefined;
  }
  if (typeof ref === 'string') {
    if (!isDeep(ref)) node['$ref'] = ref;
    return true;
  }
  if (!isObject(target)) return true;
  if (holdsDeep(target)) return false;
  const { $ref: _, ...siblings } = node;
  for (const key of Object.keys(node)) delete node[key];
  Object.assign(node, structuredClone(target), siblings);
  return true;
}

/** `type: 'null'` beside a `oneOf` or `anyOf` of other types: what a document means by a nullable choice. */
function isNullOfChoice(node: Record<string, unknown>): boolean {
  return node['type'] === 'null' && (Array.isArray(node['oneOf']) || Array.isArray(node['anyOf']));
}

/**
 * A nullable choice written as `type: 'null'` beside its `oneOf` (or `anyOf`) would read, as JSON Schema says,
 * null and one of the choices: openapi-typescript prints `null & (A | B)`, which is never, or a type that does not
 * compile when a choice refers to the schema itself. Every peer reads it as the document means, null or one of them:
 * so does the copy, with `{type: 'null'}` one of the choices.
 */
function nullAsChoice(node: Record<string, unknown>): void {
  const key = Array.isArray(node['oneOf']) ? 'oneOf' : 'anyOf';
  delete node['type'];
  node[key] = [...(node[key] as unknown[]), { type: 'null' }];
}

/**
 * Whether anything in `value` may need `plainReferences`: a deep reference, a mapping value that is no reference,
 * or a nullable choice.
 * A plain walk that stops at the first, so that a document without either (most) is walked once, cheaply, and not
 * with the roles `eachNode` keeps.
 */
function holdsPlainable(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsPlainable);
  if (!isObject(value)) return false;
  if (isDeep(value['$ref']) || isNullOfChoice(value)) return true;
  const named = Object.values(mappingOf(value) ?? {}).some((to) => typeof to === 'string' && !isMappingRef(to));
  return named || Object.values(value).some(holdsPlainable);
}

/**
 * Discriminator mappings by name made references (`mappingNamesAsReferences`, where the document has
 * discriminators), nullable choices made choices (`nullAsChoice`) and deep references followed, in one walk of the
 * copy. A `$ref` into a part of the document
 * that is not a whole component (a schema of another operation's body in `paths`, or one kept under a component's
 * `definitions`) is valid, but openapi-typescript writes it as an indexed access through its types, by members
 * they may not have (`requestBody` is optional, `schema` and `definitions` are not there): a type that does not
 * compile. Each is followed (`resolveDeep`), the innermost first; references that form a cycle stay.
 */
export function plainReferences(document: unknown, discriminated: boolean): void {
  if (!holdsPlainable(document)) return;
  const components = isObject(document) ? document['components'] : undefined;
  const schemas = discriminated && isObject(components) ? components['schemas'] : undefined;
  let deep: Record<string, unknown>[] = [];
  eachNode(document, (node) => {
    if (isDeep(node['$ref'])) deep.push(node);
    if (isNullOfChoice(node)) nullAsChoice(node);
    if (isObject(schemas)) mappingNamesAsReferences(node, schemas);
  });
  while (deep.length > 0) {
    const waiting = deep.filter((node) => !resolveDeep(document, node));
    if (waiting.length === deep.length) return;
    deep = waiting;
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
