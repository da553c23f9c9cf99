/**
 * What the change report compares: per API definition, the facts a consumer of the records package depends on.
 * The wire type of each property comes from the document's record schema (the generated types are made from it),
 * its item type, database item and select options from the definition (apidefinitions.json, a putApiDefinition
 * body), its filter operators from the `{Name}_Filter` schema, whose members are the allowed
 * `{property}_{operator}` keys (specs/database.yaml, tag `openApi`). Facts a snapshot lacks (no apidefinitions.json,
 * no filter schema) are `undefined`, and the report compares only what both sides know.
 */
import { definitionNames, definitionOf, isObject, type Json, parsedJson, pathsAndComponentsOf } from '../changes.js';
import { DEFINITIONS_FILE, OPENAPI_FILE } from '../snapshot.js';

export interface OptionFacts {
  readonly label: string;
  readonly hasExtraText: boolean;
}

export interface PropertyFacts {
  /** The wire type in words: `string (date-time)`, `integer`, `single select`, `multiple select`, `nullable`. */
  readonly type: string | undefined;
  /** `x-platform-type`: the item type. */
  readonly itemType: string | undefined;
  /** `x-platform-mapping`: the database item the property reads and writes. */
  readonly mapping: string | undefined;
  /** Select options by value, when the definition gives them. */
  readonly options: ReadonlyMap<number, OptionFacts> | undefined;
  /** Filter operators allowed on the property, when the document has a filter schema. */
  readonly operators: ReadonlySet<string> | undefined;
}

export interface DefinitionFacts {
  readonly name: string;
  /** `spec.resources.main`: the database the definition is bound to. */
  readonly database: string | undefined;
  readonly description: string | undefined;
  readonly properties: ReadonlyMap<string, PropertyFacts>;
  /** The definition's part of both files, as text: a difference the facts above miss still shows. */
  readonly text: string;
}

export interface SnapshotFacts {
  /** The document's first server: the address the snapshot was read from. */
  readonly server: string | undefined;
  readonly definitions: ReadonlyMap<string, DefinitionFacts>;
  /** The document outside its definitions and servers (title, description), as text. */
  readonly rest: string;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function isSelectValue(schema: Json): boolean {
  return schema['type'] === 'object' && isObject(schema['properties']) && isObject(schema['properties']['value']);
}

/** A schema's type in words; select values are named for what they are, whatever their shape on the wire. */
export function typeInWords(schema: Json): string {
  const nullable = schema['nullable'] === true ? ', nullable' : '';
  const items = isObject(schema['items']) ? schema['items'] : undefined;
  if (isSelectValue(schema)) return `single select${nullable}`;
  if (schema['type'] === 'array' && items !== undefined && isSelectValue(items))
    return `${schema['maxItems'] === 1 ? 'single' : 'multiple'} select${nullable}`;
  const type = Array.isArray(schema['type']) ? schema['type'].join(' | ') : (str(schema['type']) ?? 'any');
  const format = str(schema['format']);
  const of = items === undefined ? '' : ` of ${typeInWords(items)}`;
  return `${type}${format === undefined ? '' : ` (${format})`}${of}${nullable}`;
}

function optionsOf(property: Json): Map<number, OptionFacts> | undefined {
  const listed = property['x-platform-select-value-definitions'];
  if (!Array.isArray(listed)) return undefined;
  const options = new Map<number, OptionFacts>();
  for (const option of listed.filter(isObject)) {
    if (typeof option['value'] !== 'number') continue;
    options.set(option['value'], {
      label: String(option['label'] ?? ''),
      hasExtraText: option['hasExtraText'] === true,
    });
  }
  return options;
}

/** The record schema and the filter schema of a definition's part of the document. */
function schemasOf(openapi: Json | undefined, name: string): { record?: Json | undefined; filter?: Json } {
  const { components } = pathsAndComponentsOf(openapi, name);
  const schemas = [...components].filter(([ref]) => ref.startsWith('#/components/schemas/'));
  const filterAt = schemas.find(([ref]) => ref.endsWith('_Filter'));
  if (filterAt === undefined || !isObject(filterAt[1])) return {};
  const recordRef = filterAt[0].slice(0, -'_Filter'.length);
  const record = schemas.find(([ref]) => ref === recordRef)?.[1];
  return { record: isObject(record) ? record : undefined, filter: filterAt[1] };
}

/** `{property}_{operator}` keys by property; an operator is one camelCase word, so it follows the last `_`. */
function operatorsOf(filter: Json | undefined): Map<string, Set<string>> | undefined {
  if (filter === undefined || !isObject(filter['properties'])) return undefined;
  const byProperty = new Map<string, Set<string>>();
  for (const key of Object.keys(filter['properties'])) {
    const cut = key.lastIndexOf('_');
    if (cut <= 0) continue;
    const property = key.slice(0, cut);
    byProperty.set(property, (byProperty.get(property) ?? new Set()).add(key.slice(cut + 1)));
  }
  return byProperty;
}

function itemOf(definitions: Json | undefined, name: string): Json | undefined {
  const items = Array.isArray(definitions?.['items']) ? (definitions['items'] as unknown[]).filter(isObject) : [];
  return items.find((d) => (d['metadata'] as Json | undefined)?.['name'] === name);
}

/** The facts of definition `name` from its part of the document and its item of apidefinitions.json. */
function definitionFacts(openapi: Json | undefined, definitions: Json | undefined, name: string): DefinitionFacts {
  const { record, filter } = schemasOf(openapi, name);
  const item = itemOf(definitions, name);
  const spec = isObject(item?.['spec']) ? item['spec'] : undefined;
  const main = isObject(spec?.['resources']) ? spec['resources']['main'] : undefined;
  const defined = isObject(spec?.['schema']) ? spec['schema']['properties'] : undefined;
  const wire = isObject(record?.['properties']) ? record['properties'] : undefined;
  const operators = operatorsOf(filter);
  const names = [...Object.keys(wire ?? {}), ...Object.keys(isObject(defined) ? defined : {})];
  const properties = new Map<string, PropertyFacts>();
  for (const property of new Set(names)) {
    const fromWire = isObject(wire?.[property]) ? (wire[property] as Json) : undefined;
    const fromDefinition = isObject(defined) && isObject(defined[property]) ? defined[property] : undefined;
    const schema = fromWire ?? fromDefinition;
    properties.set(property, {
      type: schema === undefined ? undefined : typeInWords(schema),
      itemType: str(fromDefinition?.['x-platform-type']),
      mapping: str(fromDefinition?.['x-platform-mapping']),
      options: fromDefinition === undefined ? undefined : optionsOf(fromDefinition),
      operators: operators === undefined ? undefined : (operators.get(property) ?? new Set()),
    });
  }
  const tags = Array.isArray(openapi?.['tags']) ? (openapi['tags'] as unknown[]).filter(isObject) : [];
  const { paths, components } = pathsAndComponentsOf(openapi, name);
  return {
    name,
    database: isObject(main)
      ? `${str(main['mapping']) ?? '?'}${main['type'] === undefined ? '' : ` (${str(main['type'])})`}`
      : undefined,
    description: str(tags.find((tag) => tag['name'] === name)?.['description']),
    properties,
    text: JSON.stringify([paths, [...components].sort(), definitionOf(definitions, name)]),
  };
}

/** The facts of a snapshot given as its files (name -> text). */
export function snapshotFacts(files: ReadonlyMap<string, string>): SnapshotFacts {
  const openapi = parsedJson(files.get(OPENAPI_FILE));
  const definitions = parsedJson(files.get(DEFINITIONS_FILE));
  const servers = Array.isArray(openapi?.['servers']) ? (openapi['servers'] as unknown[]).filter(isObject) : [];
  const { paths: _paths, components: _components, tags: _tags, info, ...rest } = openapi ?? {};
  // info.version is opaque and moves with every change of a definition: no change of its own.
  const { version: _version, ...described } = isObject(info) ? info : {};
  return {
    server: str(servers[0]?.['url']),
    definitions: new Map(definitionNames(openapi).map((name) => [name, definitionFacts(openapi, definitions, name)])),
    rest: JSON.stringify({ ...rest, info: described, servers: undefined }),
  };
}

/** The facts of API definitions given as putApiDefinition bodies alone (no document: no filter operators). */
export function definitionsFacts(bodies: readonly Json[]): SnapshotFacts {
  const definitions = { items: bodies };
  const names = bodies.map((body) => String((body['metadata'] as Json | undefined)?.['name'] ?? ''));
  return {
    server: undefined,
    definitions: new Map(names.map((name) => [name, definitionFacts(undefined, definitions, name)])),
    rest: '',
  };
}
