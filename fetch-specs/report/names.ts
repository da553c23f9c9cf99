/**
 * Names that never shift: after each fetch, the names file beside the snapshot (names.json, the form of
 * generator/records/records-names.ts) holds every name the generated code gives (each definition's namespace and
 * type stem, each select property's word, each option's key), so the next generation finds them given and keeps
 * them, whatever is added beside them. The entries a user wrote win, as the generator reads them first. A thing
 * the report says was removed frees its name, in that same (breaking) release; entries for things the snapshot
 * never had are kept as they are.
 *
 * The names as last written are also kept in the history file, so an entry a user changes since (a constant
 * renamed to `silver`) is reported as the breaking change it is.
 */
import type { NamesFileValue } from '../../generator/records/records-names.js';
import { isObject, type Json } from '../changes.js';
import { type Change, changeOf } from './classify.js';
import { codeNamesOf } from './code-names.js';

type Entry = NamesFileValue['definitions'][string];
type PropertyEntry = NonNullable<Entry['properties']>[string];

/** The names file's value as read (any JSON: a user's file may be partial or hold more), as entries. */
export function namesValue(value: unknown): NamesFileValue {
  return {
    definitions: isObject(value) && isObject(value['definitions']) ? (value['definitions'] as Json as never) : {},
  };
}

function withoutKey<T>(record: Record<string, T> | undefined, key: string): Record<string, T> | undefined {
  if (record === undefined) return undefined;
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

/** The names file after a fetch: `file` (as it was) with every name `given` recorded and removed things freed. */
export function mergedNames(file: NamesFileValue, given: NamesFileValue, changes: readonly Change[]): NamesFileValue {
  const definitions: Record<string, Entry> = { ...file.definitions };
  for (const [name, entry] of Object.entries(given.definitions)) {
    const old = definitions[name];
    const properties: Record<string, PropertyEntry> = { ...old?.properties };
    for (const [property, names] of Object.entries(entry.properties ?? {}))
      properties[property] = { ...names, options: { ...properties[property]?.options, ...names.options } };
    definitions[name] = { ...old, ...entry, ...(Object.keys(properties).length > 0 ? { properties } : {}) };
  }
  for (const c of changes) {
    const d = c.definition;
    if (d === undefined) continue;
    if (c.kind === 'definition-renamed' && c.previous !== undefined) delete definitions[c.previous];
    if (c.kind === 'definition-removed') delete definitions[d];
    const entry = definitions[d];
    if (entry === undefined || c.property === undefined) continue;
    if (c.kind === 'property-removed')
      definitions[d] = { ...entry, properties: withoutKey(entry.properties, c.property) ?? {} };
    if (c.kind === 'option-removed' && c.option !== undefined) {
      const property = entry.properties?.[c.property];
      if (property === undefined) continue;
      const options = withoutKey(property.options, String(c.option)) ?? {};
      definitions[d] = { ...entry, properties: { ...entry.properties, [c.property]: { ...property, options } } };
    }
  }
  return { definitions };
}

/**
 * Names of things that exist on both sides which differ between the names as last written (`released`) and the
 * names now given: each one changes what code must call it, whoever changed it (an entry edited by hand).
 */
export function nameChanges(released: NamesFileValue, now: NamesFileValue): Change[] {
  const out: Change[] = [];
  const [before, after] = [codeNamesOf(released), codeNamesOf(now)];
  for (const [d, entry] of Object.entries(now.definitions)) {
    const was = released.definitions[d];
    if (was === undefined) continue;
    if (was.name !== undefined && entry.name !== undefined && was.name !== entry.name) {
      out.push(
        changeOf(
          'name-changed',
          { definition: d },
          `names.json renames the namespace of ${d} from \`db.${was.name}\` to \`db.${entry.name}\``,
          `replace \`db.${was.name}\` with \`db.${entry.name}\` and its types' stem the same way`,
        ),
      );
    }
    for (const [p, names] of Object.entries(entry.properties ?? {})) {
      const old = was.properties?.[p];
      if (old === undefined) continue;
      for (const value of Object.keys(names.options ?? {})) {
        if (old.options?.[value] === undefined) continue;
        const [from, to] = [before.option(d, p, Number(value)), after.option(d, p, Number(value))];
        if (from === to) continue;
        out.push(
          changeOf(
            'name-changed',
            { definition: d, property: p, option: Number(value) },
            `names.json renames option ${value} of ${d}.${p} from \`${from}\` to \`${to}\``,
            `replace \`${from}\` with \`${to}\``,
          ),
        );
      }
    }
  }
  return out;
}
