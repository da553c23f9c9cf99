/**
 * What changed between two snapshots, per API definition: added, removed, or changed (its part of openapi.json, its
 * paths, tag and component schemas, or its item of apidefinitions.json, when both snapshots have that file).
 */
import { DEFINITIONS_FILE, OPENAPI_FILE } from './snapshot.js';

export interface Changes {
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly changed: readonly string[];
}

type Json = Record<string, unknown>;

function parsed(text: string | undefined): Json | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    // A snapshot that is not JSON counts as none: everything in the new one is added.
    return undefined;
  }
}

/** The definitions of a records document: one tag each. */
function definitionNames(openapi: Json | undefined): string[] {
  const tags = Array.isArray(openapi?.['tags']) ? (openapi['tags'] as Json[]) : [];
  return tags.map((tag) => String(tag['name']));
}

/** Everything of the document that belongs to definition `name`, as comparable text. */
function partOf(openapi: Json | undefined, name: string): string {
  const stem = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  const paths = Object.entries((openapi?.['paths'] ?? {}) as Json).filter(([path]) => path.startsWith(`/${name}/`));
  const schemas = Object.entries(((openapi?.['components'] as Json | undefined)?.['schemas'] ?? {}) as Json).filter(
    ([schema]) => schema === stem || schema.startsWith(`${stem}_`),
  );
  const tag = ((openapi?.['tags'] ?? []) as Json[]).find((t) => t['name'] === name);
  return JSON.stringify([tag, paths, schemas]);
}

function definitionOf(definitions: Json | undefined, name: string): string | undefined {
  const items = Array.isArray(definitions?.['items']) ? (definitions['items'] as Json[]) : [];
  const item = items.find((d) => (d['metadata'] as Json | undefined)?.['name'] === name);
  return item === undefined ? undefined : JSON.stringify(item);
}

/** Changes from the `before` files to the `after` files (file name -> text). */
export function changesBetween(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): Changes {
  const [oldDoc, newDoc] = [parsed(before.get(OPENAPI_FILE)), parsed(after.get(OPENAPI_FILE))];
  const [oldDefs, newDefs] = [parsed(before.get(DEFINITIONS_FILE)), parsed(after.get(DEFINITIONS_FILE))];
  const oldNames = new Set(definitionNames(oldDoc));
  const newNames = definitionNames(newDoc);
  const compareDefinitions = oldDefs !== undefined && newDefs !== undefined;
  return {
    added: newNames.filter((name) => !oldNames.has(name)),
    removed: [...oldNames].filter((name) => !newNames.includes(name)),
    changed: newNames.filter(
      (name) =>
        oldNames.has(name) &&
        (partOf(oldDoc, name) !== partOf(newDoc, name) ||
          (compareDefinitions && definitionOf(oldDefs, name) !== definitionOf(newDefs, name))),
    ),
  };
}
