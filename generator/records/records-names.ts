/**
 * The names file of a records snapshot (`specs/records/names.json`, optional, kept beside the snapshot): the name
 * the generated code uses for an API definition, a property or a select option. fetch-specs records there every
 * name the generator gives (`recordedNames`), so that none shifts when the account changes; a user writes entries
 * where the one the generator would make does not do (a definition `raw`, `orderItem` beside `order_item`, an
 * option labelled `シルバー` that should read `silver`), and those are read first:
 *
 * ```json
 * {
 *   "definitions": {
 *     "order_item": { "name": "orderLine" },
 *     "member": { "properties": { "rank": { "name": "tier", "options": { "2": "silver" } } } }
 *   }
 * }
 * ```
 *
 * - a definition's `name` is its client namespace (`db.orderLine`), the stem of its types (`OrderLineRecord`) and
 *   of its module; the API definition keeps its own name on the wire;
 * - a property's `name` is its word in generated names (`MemberTierOption`); its key in records stays the
 *   service's;
 * - `options` maps an option's value to its key in the options constant (`MemberTierOption.silver`).
 *
 * Every entry holds the name of one thing, keyed by what the service calls it, so the same form holds the names
 * given by hand and those recorded. Entries for things the snapshot does not have are kept and ignored. Problems
 * are located in the file.
 */
import { IssueList } from '../model/errors.js';
import { isReserved, pascalCase } from '../model/names.js';
import { isObject } from '../model/openapi.js';
import type { InputFile } from '../load/read-input.js';

export interface PropertyNames {
  readonly name: string | undefined;
  /** Option value -> key of the options constant. */
  readonly options: ReadonlyMap<number, string>;
}

export interface DefinitionNames {
  readonly name: string | undefined;
  readonly properties: ReadonlyMap<string, PropertyNames>;
}

export interface RecordsNamesFile {
  readonly path: string;
  readonly definitions: ReadonlyMap<string, DefinitionNames>;
  /** Where a place of the file is, for warnings about entries that name nothing. */
  readonly locate: InputFile['locate'];
}

/** A name of the generated code: a camelCase identifier that is no reserved word. */
const NAME = /^[a-z][A-Za-z0-9]*$/;

const RULE = 'sdk/records-names';

function nameAt(value: unknown, issues: IssueList, at: readonly (string | number)[]): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !NAME.test(value) || isReserved(value)) {
    issues.add(
      RULE,
      `${JSON.stringify(value)} is no name the code can use: a lower camelCase identifier (${NAME.source}) that is ` +
        `no reserved word`,
      at,
    );
    return undefined;
  }
  return value;
}

function unknownMembers(
  value: Record<string, unknown>,
  known: readonly string[],
  issues: IssueList,
  at: readonly (string | number)[],
): void {
  for (const key of Object.keys(value)) {
    if (!known.includes(key))
      issues.add(RULE, `${JSON.stringify(key)} is not a member of this entry, which takes ${known.join(', ')}`, [
        ...at,
        key,
      ]);
  }
}

function propertyNames(value: unknown, issues: IssueList, at: readonly (string | number)[]): PropertyNames {
  const options = new Map<number, string>();
  if (!isObject(value)) {
    issues.add(RULE, 'a property entry must be an object {"name": ..., "options": {...}}', at);
    return { name: undefined, options };
  }
  unknownMembers(value, ['name', 'options'], issues, at);
  const given = value['options'];
  if (given !== undefined && !isObject(given))
    issues.add(RULE, 'options must map option values to names', [...at, 'options']);
  const used = new Map<string, string>();
  for (const [key, name] of Object.entries(isObject(given) ? given : {})) {
    const where = [...at, 'options', key];
    const option = /^[1-9][0-9]{0,9}$/.test(key) ? Number(key) : undefined;
    if (option === undefined) {
      issues.add(RULE, `${JSON.stringify(key)} is not an option value (an integer >= 1)`, where);
      continue;
    }
    const checked = nameAt(name, issues, where);
    if (checked === undefined) continue;
    if (checked in Object.prototype) {
      issues.add(RULE, `"${checked}" is a member of every object, so no option key can take it`, where);
      continue;
    }
    // option<N> is the key of the option of value N when nothing better is known (records-select.ts).
    if (/^option[0-9]+$/.test(checked) && checked !== `option${key}`) {
      issues.add(RULE, `"${checked}" is the key of option ${checked.slice(6)}; name option ${key} otherwise`, where);
      continue;
    }
    const previous = used.get(checked);
    if (previous !== undefined) {
      issues.add(RULE, `options ${previous} and ${key} are both named "${checked}"`, where);
      continue;
    }
    used.set(checked, key);
    options.set(option, checked);
  }
  return { name: nameAt(value['name'], issues, [...at, 'name']), options };
}

export function readRecordsNames(input: InputFile): RecordsNamesFile {
  const issues = new IssueList(input.path, input.locate);
  const definitions = new Map<string, DefinitionNames>();
  const given = isObject(input.value) ? input.value['definitions'] : undefined;
  if (!isObject(input.value) || (given !== undefined && !isObject(given))) {
    issues.add(RULE, 'the names file must be {"definitions": {"<API definition>": {...}}}', []);
    issues.throwIfAny();
  }
  if (isObject(input.value)) unknownMembers(input.value, ['definitions'], issues, []);
  for (const [definition, entry] of Object.entries(isObject(given) ? given : {})) {
    const at = ['definitions', definition];
    if (!isObject(entry)) {
      issues.add(RULE, 'a definition entry must be an object {"name": ..., "properties": {...}}', at);
      continue;
    }
    unknownMembers(entry, ['name', 'properties'], issues, at);
    const properties = new Map<string, PropertyNames>();
    const listed = entry['properties'];
    if (listed !== undefined && !isObject(listed))
      issues.add(RULE, 'properties must map property names to entries', [...at, 'properties']);
    for (const [property, names] of Object.entries(isObject(listed) ? listed : {}))
      properties.set(property, propertyNames(names, issues, [...at, 'properties', property]));
    definitions.set(definition, { name: nameAt(entry['name'], issues, [...at, 'name']), properties });
  }
  issues.throwIfAny();
  return { path: input.path, definitions, locate: input.locate };
}

/** The names file as JSON: what fetch-specs writes and reads (the form documented above). */
export interface NamesFileValue {
  readonly definitions: Record<
    string,
    {
      readonly name?: string;
      readonly properties?: Record<string, { readonly name?: string; readonly options?: Record<string, string> }>;
    }
  >;
}

/** The exported constant of a select property's options (`MemberTierOption`), from the names the code uses. */
export function optionConstant(namespace: string, word: string): string {
  return `${pascalCase(namespace)}${pascalCase(word)}Option`;
}

/**
 * Every name the package made from `model` gives, in the names file's form: each definition's namespace, and for
 * each select property its word and its options' keys. Written beside the snapshot, it keeps each name as it is
 * while the thing it names exists, whatever is added beside it (an option "GOLD" beside "Gold" leaves `gold`).
 */
export function recordedNames(
  definitions: readonly {
    readonly name: { readonly text: string };
    readonly namespace: { readonly text: string };
    readonly properties: readonly {
      readonly name: { readonly text: string };
      readonly options: readonly { readonly value: number; readonly key: string }[] | undefined;
    }[];
  }[],
  file: RecordsNamesFile | undefined,
): NamesFileValue {
  const out: NamesFileValue['definitions'] = {};
  for (const d of definitions) {
    const given = file?.definitions.get(d.name.text);
    const properties: Record<string, { name: string; options: Record<string, string> }> = {};
    for (const p of d.properties) {
      if (p.options === undefined) continue;
      const options = Object.fromEntries(p.options.map((o) => [String(o.value), o.key]));
      properties[p.name.text] = { name: given?.properties.get(p.name.text)?.name ?? p.name.text, options };
    }
    out[d.name.text] = {
      name: d.namespace.text,
      ...(Object.keys(properties).length === 0 ? {} : { properties }),
    };
  }
  return { definitions: out };
}
