/**
 * The rules of a putApiDefinition body that hold whatever the account holds (specs/database.yaml,
 * `putApiDefinition`, "API definitions", "Item types", "Where the reference is silent" and the schemas
 * `PutApiDefinitionRequest`, `ApiDefinitionSpecInput`, `PropertyDefinitionInput`, `SelectValueDefinition`).
 * Rules that need the account (the 21st definition, a database or item that does not exist, a reserved name for
 * a new database) stay with the service. Applied by `apiDefinitionCheck` (definition-check.ts).
 */
import type { ValidationIssue } from '../../errors/call-errors.js';
import { impliedItemType, ITEM_TYPES } from './item-types.js';

/** Definition and property names (specs/database.yaml `ApiDefinitionName`, "Limits"). */
export const NAME_PATTERN = '^[a-z][a-zA-Z0-9_]*$';
const NAME = new RegExp(NAME_PATTERN);
/** Properties per definition (rule 8). */
export const MAX_PROPERTIES = 100;
/** The issues one error lists at most: a body broken everywhere is not reported a hundred times over. */
export const MAX_ISSUES = 20;

type Json = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const own = (object: Json, key: string): unknown => (Object.hasOwn(object, key) ? object[key] : undefined);
const shown = (value: unknown): string => (value === undefined ? 'nothing' : (JSON.stringify(value) ?? String(value)));

/** `parent.key`, or `parent["key"]` for a key that would read ambiguously (a dot, a space, a quote). */
function fieldOf(parent: string, key: string): string {
  return /^[A-Za-z_$][\w$-]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}

const OPTIONS = 'x-platform-select-value-definitions';
const SELECT_FIELDS = ['x-platform-type', 'x-platform-mapping', 'type', 'nullable', OPTIONS, 'items'];
const TYPED_FIELDS = ['x-platform-type', 'x-platform-mapping', 'type', 'format', 'nullable'];
const ANY_FIELDS = [...TYPED_FIELDS, OPTIONS, 'items'];
const UNTYPED_FIELDS = ['type', 'format', 'x-platform-mapping', 'nullable'];
const OPTION_FIELDS = ['value', 'label', 'hasExtraText'];
const SELECT_TYPES = Object.keys(ITEM_TYPES).filter((t) => ITEM_TYPES[t]?.select);

/** Collects issues up to MAX_ISSUES; `full` once the bound is reached, so the walk can stop. */
class Issues {
  readonly list: ValidationIssue[] = [];
  get full(): boolean {
    return this.list.length >= MAX_ISSUES;
  }
  add(field: string, rule: string): void {
    if (!this.full) this.list.push({ field, rule });
  }
  /** The keys of `object` outside `allowed`, each an issue: the schemas admit no other field there. */
  onlyFields(object: Json, at: string, allowed: readonly string[], what: string): void {
    for (const key of Object.keys(object)) {
      if (!allowed.includes(key)) this.add(fieldOf(at, key), `is not a field of ${what} (${allowed.join(', ')})`);
    }
  }
  /** The object at `at`, or undefined after an issue saying it is required. */
  object(value: unknown, at: string, shape: string): Json | undefined {
    if (isObject(value)) return value;
    this.add(at, `${value === undefined ? 'is required' : `must be an object (got ${shown(value)})`}: ${shape}`);
    return undefined;
  }
}

/** The rules `body`, a putApiDefinition body for the path's `name`, breaks; none for a body that passes. */
export function definitionIssues(body: unknown, pathName: unknown): ValidationIssue[] {
  const issues = new Issues();
  const root = issues.object(body, 'the body', 'an API definition {metadata, spec}');
  if (root === undefined) return issues.list;
  checkMetadata(issues, own(root, 'metadata'), pathName);
  const spec = issues.object(own(root, 'spec'), 'spec', '{resources, schema}');
  if (spec === undefined) return issues.list;
  issues.onlyFields(spec, 'spec', ['resources', 'schema'], 'a definition spec');
  const databaseType = checkResources(issues, own(spec, 'resources'));
  const schema = issues.object(own(spec, 'schema'), 'spec.schema', '{properties}');
  if (schema === undefined) return issues.list;
  issues.onlyFields(schema, 'spec.schema', ['properties'], 'the record schema');
  const properties = issues.object(own(schema, 'properties'), 'spec.schema.properties', 'property name -> definition');
  if (properties !== undefined) checkProperties(issues, properties, databaseType);
  return issues.list;
}

/** kind, apiVersion and name, which must equal the path's `{name}`. */
function checkMetadata(issues: Issues, value: unknown, pathName: unknown): void {
  const metadata = issues.object(value, 'metadata', '{kind: ApiDefinition, apiVersion: database/v1, name}');
  if (metadata === undefined) return;
  const kind = own(metadata, 'kind');
  if (kind !== 'ApiDefinition') issues.add('metadata.kind', `must be "ApiDefinition" (got ${shown(kind)})`);
  const version = own(metadata, 'apiVersion');
  if (version !== 'database/v1') issues.add('metadata.apiVersion', `must be "database/v1" (got ${shown(version)})`);
  const name = own(metadata, 'name');
  if (typeof name !== 'string') issues.add('metadata.name', `must be the definition's name (got ${shown(name)})`);
  else if (!NAME.test(name)) issues.add('metadata.name', `must match ${NAME_PATTERN} (got ${shown(name)})`);
  else if (typeof pathName === 'string' && name !== pathName) {
    issues.add('metadata.name', `must equal the path parameter name (got ${shown(name)}, path ${shown(pathName)})`);
  }
}

/** `spec.resources.main`: the database name and type; the type, when valid, for the id rules. */
function checkResources(issues: Issues, value: unknown): string | undefined {
  const resources = issues.object(value, 'spec.resources', '{main: {mapping, type}}');
  if (resources === undefined) return undefined;
  issues.onlyFields(resources, 'spec.resources', ['main'], 'the resources');
  const main = issues.object(own(resources, 'main'), 'spec.resources.main', '{mapping, type}');
  if (main === undefined) return undefined;
  issues.onlyFields(main, 'spec.resources.main', ['mapping', 'type'], 'the bound database');
  const mapping = own(main, 'mapping');
  if (typeof mapping !== 'string' || mapping === '') {
    issues.add('spec.resources.main.mapping', `must be a database name, a non-empty string (got ${shown(mapping)})`);
  }
  const type = own(main, 'type');
  if (type === 'customerDb' || type === 'historyDb') return type;
  issues.add('spec.resources.main.type', `must be customerDb or historyDb (got ${shown(type)})`);
  return undefined;
}

/** Names, count, each definition, and the id rules (rule 5) once the database type is known. */
function checkProperties(issues: Issues, properties: Json, databaseType: string | undefined): void {
  const at = 'spec.schema.properties';
  const names = Object.keys(properties);
  if (names.length > MAX_PROPERTIES) {
    issues.add(at, `must have at most ${MAX_PROPERTIES} properties (got ${names.length})`);
  }
  const types = new Map<string, string | undefined>();
  for (const name of names) {
    if (issues.full) return;
    const where = fieldOf(at, name);
    if (!NAME.test(name)) issues.add(where, `has a name that does not match ${NAME_PATTERN}`);
    types.set(name, checkProperty(issues, own(properties, name), where, name, databaseType));
  }
  if (databaseType === undefined) return;
  const idType = databaseType === 'customerDb' ? 'platformId' : 'historyId';
  if (!types.has('id')) {
    issues.add(`${at}.id`, `is required: a ${databaseType} definition needs id of x-platform-type ${idType}`);
  } else {
    const type = types.get('id');
    if (type !== undefined && type !== idType) {
      issues.add(`${at}.id`, `must be of x-platform-type ${idType} in a ${databaseType} definition (got ${type})`);
    }
  }
  if (databaseType === 'historyDb' && ![...types].some(([name, type]) => name !== 'id' && type === 'platformId')) {
    issues.add(at, 'must have a property of x-platform-type platformId in a historyDb definition (the customer)');
  }
}

/** One property definition; its item type when it names or implies a valid one. */
function checkProperty(
  issues: Issues,
  value: unknown,
  where: string,
  name: string,
  databaseType: string | undefined,
): string | undefined {
  const definition = issues.object(value, where, 'a property definition');
  if (definition === undefined) return undefined;
  const type = itemTypeOf(issues, definition, where);
  const facts = type === undefined ? undefined : ITEM_TYPES[type];
  const named = own(definition, 'x-platform-type') !== undefined;
  // A type that is no item type is one issue: its fields are not questioned as well.
  const allowed = !named
    ? UNTYPED_FIELDS
    : facts === undefined
      ? ANY_FIELDS
      : facts.select
        ? SELECT_FIELDS
        : TYPED_FIELDS;
  for (const key of Object.keys(definition)) {
    if (allowed.includes(key)) continue;
    const field = fieldOf(where, key);
    if (key === OPTIONS) issues.add(field, `applies to ${SELECT_TYPES.join(', ')} properties only`);
    else issues.add(field, `is not a field of a ${type ?? 'property'} definition (${allowed.join(', ')})`);
  }
  const mapping = own(definition, 'x-platform-mapping');
  if (mapping !== undefined && (typeof mapping !== 'string' || mapping === '')) {
    issues.add(
      `${where}.x-platform-mapping`,
      `must be a database item name, a non-empty string (got ${shown(mapping)})`,
    );
  }
  const nullable = own(definition, 'nullable');
  if (nullable !== undefined && typeof nullable !== 'boolean') {
    issues.add(`${where}.nullable`, `must be a boolean (got ${shown(nullable)})`);
  }
  if (facts === undefined) return undefined;
  if (facts.select) checkOptions(issues, own(definition, OPTIONS), where);
  // The id, and a history definition's platformId, are bound to the database's own items without a mapping.
  const boundByService =
    (name === 'id' && (type === 'platformId' || type === 'historyId')) ||
    (databaseType === 'historyDb' && type === 'platformId');
  if (!facts.creatable && mapping === undefined && !boundByService) {
    issues.add(
      `${where}.x-platform-mapping`,
      `is required: items of type ${type} cannot be created, so name the existing item to bind`,
    );
  }
  return type;
}

/** The item type `x-platform-type` names (type and format agreeing with it), or the one type/format implies. */
function itemTypeOf(issues: Issues, definition: Json, where: string): string | undefined {
  const named = own(definition, 'x-platform-type');
  const type = own(definition, 'type');
  const format = own(definition, 'format');
  if (named === undefined) {
    const implied = impliedItemType(type, format);
    if (implied === undefined) {
      issues.add(
        `${where}.x-platform-type`,
        `is required: type ${shown(type)}${format === undefined ? '' : ` with format ${shown(format)}`} names no ` +
          'item type (string, number, string/date, string/month-day and string/date-time do)',
      );
    }
    return implied;
  }
  const facts = typeof named === 'string' && Object.hasOwn(ITEM_TYPES, named) ? ITEM_TYPES[named] : undefined;
  if (facts === undefined) {
    issues.add(
      `${where}.x-platform-type`,
      `must be an item type: ${Object.keys(ITEM_TYPES).join(', ')} (got ${shown(named)})`,
    );
    return undefined;
  }
  if (type !== undefined && type !== facts.type) {
    issues.add(`${where}.type`, `must be ${facts.type} for x-platform-type ${named} (got ${shown(type)})`);
  }
  // A select type has no format field at all: its fields' rule names a format given there.
  if (format !== undefined && format !== facts.format && !facts.select) {
    const want = facts.format === undefined ? 'left out' : facts.format;
    issues.add(`${where}.format`, `must be ${want} for x-platform-type ${named} (got ${shown(format)})`);
  }
  return named as string;
}

/** `x-platform-select-value-definitions`: `{value: integer >= 1, unique; label: non-empty; hasExtraText}`. */
function checkOptions(issues: Issues, value: unknown, where: string): void {
  if (value === undefined) return;
  const at = `${where}.${OPTIONS}`;
  if (!Array.isArray(value)) {
    issues.add(at, `must be an array of {value, label, hasExtraText} (got ${shown(value)})`);
    return;
  }
  const seen = new Map<unknown, number>();
  value.forEach((entry: unknown, i) => {
    const option = issues.object(entry, `${at}[${i}]`, '{value, label, hasExtraText}');
    if (option === undefined) return;
    issues.onlyFields(option, `${at}[${i}]`, OPTION_FIELDS, 'a select option');
    const v = own(option, 'value');
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1) {
      issues.add(`${at}[${i}].value`, `must be an integer of at least 1 (got ${shown(v)})`);
    } else if (seen.has(v)) {
      issues.add(`${at}[${i}].value`, `must be unique within the property (${v} is also option ${seen.get(v)})`);
    } else seen.set(v, i);
    const label = own(option, 'label');
    if (typeof label !== 'string' || label === '') {
      issues.add(`${at}[${i}].label`, `must be a non-empty string (got ${shown(label)})`);
    }
    const extra = own(option, 'hasExtraText');
    if (typeof extra !== 'boolean') issues.add(`${at}[${i}].hasExtraText`, `must be a boolean (got ${shown(extra)})`);
  });
}
