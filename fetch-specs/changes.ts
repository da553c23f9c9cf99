/**
 * What changed between two snapshots, per API definition: added, removed, or changed (its part of openapi.json, or
 * its item of apidefinitions.json). A definition's part of the document is found through its tag, whatever the
 * layout of the paths: the path items with an operation of that tag, and every component they refer to, directly
 * or through other components. The tag is the definition's name in every document the service has been seen to
 * write (specs/database.yaml, getOpenApi).
 */
import { DEFINITIONS_FILE, OPENAPI_FILE } from './snapshot.js';

export interface Changes {
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly changed: readonly string[];
}

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parsedJson(text: string | undefined): Json | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    // A snapshot that is not JSON counts as none: everything in the new one is added.
    return undefined;
  }
}

/** The operations of a path item, by method (its other members are shared parameters, servers, text). */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function operationTags(item: unknown): string[] {
  if (!isObject(item)) return [];
  return METHODS.flatMap((method) => {
    const tags = (item[method] as Json | undefined)?.['tags'];
    return Array.isArray(tags) ? tags.map(String) : [];
  });
}

/** The definitions of a records document: its tags, and any tag its operations carry that the list leaves out. */
export function definitionNames(openapi: Json | undefined): string[] {
  const listed = Array.isArray(openapi?.['tags']) ? (openapi['tags'] as unknown[]).filter(isObject) : [];
  const names = listed.map((tag) => String(tag['name']));
  const used = Object.values(isObject(openapi?.['paths']) ? openapi['paths'] : {}).flatMap(operationTags);
  return [...names, ...[...new Set(used)].filter((name) => !names.includes(name)).sort()];
}

/** `#/components/<kind>/<name>` of every `$ref` in `value`. */
function refsIn(value: unknown, found: string[]): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (isObject(value)) {
    const ref = value['$ref'];
    if (typeof ref === 'string' && ref.startsWith('#/components/')) found.push(ref);
    for (const member of Object.values(value)) refsIn(member, found);
  }
  return found;
}

function componentAt(openapi: Json | undefined, ref: string): unknown {
  const [kind = '', name = ''] = ref.slice('#/components/'.length).split('/').map(decodeURIComponent);
  const components = openapi?.['components'];
  const ofKind = isObject(components) ? components[kind] : undefined;
  return isObject(ofKind) && Object.hasOwn(ofKind, name) ? ofKind[name] : undefined;
}

/** The path items of definition `name` (by path, sorted) and every component they refer to (by `$ref`). */
export function pathsAndComponentsOf(
  openapi: Json | undefined,
  name: string,
): { paths: [string, unknown][]; components: Map<string, unknown> } {
  const paths = Object.entries(isObject(openapi?.['paths']) ? openapi['paths'] : {})
    .filter(([, item]) => operationTags(item).includes(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const components = new Map<string, unknown>();
  const pending = refsIn(paths, []);
  for (let ref = pending.pop(); ref !== undefined; ref = pending.pop()) {
    if (components.has(ref)) continue;
    const component = componentAt(openapi, ref);
    components.set(ref, component);
    refsIn(component, pending);
  }
  return { paths, components };
}

/** Everything of the document that belongs to definition `name`, as comparable text. */
function partOf(openapi: Json | undefined, name: string): string {
  const { paths, components } = pathsAndComponentsOf(openapi, name);
  const tags = Array.isArray(openapi?.['tags']) ? (openapi['tags'] as unknown[]) : [];
  const tag = tags.find((t) => isObject(t) && t['name'] === name);
  return JSON.stringify([tag, paths, [...components].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
}

/** Definition `name` of an apidefinitions.json value, as comparable text. */
export function definitionOf(definitions: Json | undefined, name: string): string | undefined {
  const items = Array.isArray(definitions?.['items']) ? (definitions['items'] as unknown[]).filter(isObject) : [];
  const item = items.find((d) => (d['metadata'] as Json | undefined)?.['name'] === name);
  return item === undefined ? undefined : JSON.stringify(item);
}

/** Changes from the `before` files to the `after` files (file name -> text). */
export function changesBetween(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): Changes {
  const [oldDoc, newDoc] = [parsedJson(before.get(OPENAPI_FILE)), parsedJson(after.get(OPENAPI_FILE))];
  const [oldDefs, newDefs] = [parsedJson(before.get(DEFINITIONS_FILE)), parsedJson(after.get(DEFINITIONS_FILE))];
  const oldNames = new Set(definitionNames(oldDoc));
  const newNames = definitionNames(newDoc);
  return {
    added: newNames.filter((name) => !oldNames.has(name)),
    removed: [...oldNames].filter((name) => !newNames.includes(name)),
    changed: newNames.filter(
      (name) =>
        oldNames.has(name) &&
        (partOf(oldDoc, name) !== partOf(newDoc, name) || definitionOf(oldDefs, name) !== definitionOf(newDefs, name)),
    ),
  };
}
