/**
 * putApiDefinition (specs/database.yaml, "API definitions" rules 1 to 8, "Item types" and "Where the reference is
 * silent"): the whole request is checked first and turned into a plan; only a plan that passes every rule changes the
 * account, so a refused put leaves databases, items, options and records as they were.
 */
import { randomUUID } from 'node:crypto';
import { DbBadRequest } from './answers.js';
import {
  Database,
  type DatabaseType,
  type Item,
  MASTER_DATABASE,
  type SelectOption,
  type StoredRecord,
} from './databases.js';
import { API_VERSION, type ApiDefinition, type DefinedProperty } from './definitions.js';
import { inferItemType, isItemType, ITEM_TYPE_INFO, type ItemType } from './item-types.js';
import { isJsonObject, type JsonValue } from './json.js';
import type { Account } from './state.js';

/** Property names (specs/database.yaml, Limits); definition names follow the same pattern. */
export const NAME_RULE = '[a-z][a-zA-Z0-9_]*';
const NAME_PATTERN = new RegExp(`^${NAME_RULE}$`);
/** Name of a history database the sandbox creates: not starting with an underscore (rule 2), path-safe. */
const NEW_DATABASE_RULE = '[A-Za-z0-9][A-Za-z0-9_-]{0,63}';
const NEW_DATABASE_PATTERN = new RegExp(`^${NEW_DATABASE_RULE}$`);
/** "API definitions" rule 8. */
export const MAX_DEFINITIONS = 20;
export const MAX_PROPERTIES = 100;
/**
 * Suffixes of the component schemas a definition gets in its OpenAPI document (`Sample_Filter`, ...). A
 * definition named `sample_Filter` would give its own schema the name of `sample`'s filter, so such names are
 * refused.
 */
export const SCHEMA_SUFFIXES = [
  '_Filter',
  '_Order',
  '_QueryRequest',
  '_QueryResponse',
  '_CountRequest',
  '_CountResponse',
  '_AuthenticateRequest',
  '_AuthenticateResponse',
] as const;

type JsonObject = { [key: string]: JsonValue };

interface NewItem {
  readonly name: string;
  readonly label: string;
  readonly type: ItemType;
}

export interface PutPlan {
  readonly name: string;
  /** The database bound: an existing one, or a new history database not yet in the account. */
  readonly database: Database;
  readonly createsDatabase: boolean;
  readonly newItems: readonly NewItem[];
  /** Items whose options the request replaces (rule 6), by item name. */
  readonly options: ReadonlyMap<string, readonly SelectOption[]>;
  readonly properties: readonly { readonly name: string; readonly type: ItemType; readonly itemName: string }[];
}

function bad(message: string): never {
  throw new DbBadRequest(message);
}

function objectAt(value: JsonValue | undefined, where: string): JsonObject {
  if (!isJsonObject(value)) bad(`${where} is required and must be an object`);
  return value;
}

function own(object: JsonObject, key: string): JsonValue | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Why a definition name cannot be used, or undefined. Checked on put; any other operation just finds no such name. */
export function definitionNameProblem(name: string): string | undefined {
  if (!NAME_PATTERN.test(name)) return `the API definition name ${JSON.stringify(name)} must match ${NAME_RULE}`;
  const suffix = SCHEMA_SUFFIXES.find((s) => name.endsWith(s));
  if (suffix) return `the API definition name ${name} must not end in ${suffix} (its OpenAPI schema names would clash)`;
  return undefined;
}

function checkMetadata(body: JsonObject, name: string): void {
  const metadata = objectAt(own(body, 'metadata'), 'metadata');
  const given = own(metadata, 'name');
  if (given !== name) bad(`metadata.name must equal the name in the path (${name})`);
  if (own(metadata, 'kind') !== 'ApiDefinition') bad('metadata.kind is required and must be ApiDefinition');
  if (own(metadata, 'apiVersion') !== API_VERSION) bad(`metadata.apiVersion is required and must be ${API_VERSION}`);
}

/** Definition rules 1 and 2: an existing database, or a new history database. */
function boundDatabase(account: Account, main: JsonObject, now: number): { database: Database; created: boolean } {
  const mapping = own(main, 'mapping');
  const type = own(main, 'type');
  if (typeof mapping !== 'string' || mapping === '')
    bad('spec.resources.main.mapping is required and must be a database name');
  if (type !== 'customerDb' && type !== 'historyDb') bad('spec.resources.main.type must be customerDb or historyDb');
  const existing = account.databases.get(mapping);
  if (existing) {
    if (existing.type !== type)
      bad(`spec.resources.main.type: database ${mapping} is a ${existing.type}, not a ${type}`);
    return { database: existing, created: false };
  }
  if (type !== 'historyDb') {
    bad(
      `spec.resources.main.mapping: there is no customerDb database ${mapping} (the master database is ${MASTER_DATABASE}; only historyDb databases are created)`,
    );
  }
  if (mapping.startsWith('_'))
    bad(`spec.resources.main.mapping: database names beginning with an underscore are reserved (${mapping})`);
  if (!NEW_DATABASE_PATTERN.test(mapping)) {
    bad(`spec.resources.main.mapping: a new database name must match ${NEW_DATABASE_RULE} (${mapping})`);
  }
  return { database: new Database(mapping, type satisfies DatabaseType, mapping, now), created: true };
}

/** x-platform-select-value-definitions: `{value: integer >= 1, label: string, hasExtraText: boolean}`, values unique. */
function selectOptions(value: JsonValue, where: string): SelectOption[] {
  if (!Array.isArray(value)) bad(`${where} must be an array of {value, label, hasExtraText}`);
  const seen = new Set<number>();
  return value.map((entry, i) => {
    const at = `${where}[${i}]`;
    if (!isJsonObject(entry)) bad(`${at} must be an object {value, label, hasExtraText}`);
    const v = own(entry, 'value');
    const label = own(entry, 'label');
    const hasExtraText = own(entry, 'hasExtraText');
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1) bad(`${at}.value must be an integer >= 1`);
    if (seen.has(v)) bad(`${at}.value ${v} is given twice`);
    seen.add(v);
    if (typeof label !== 'string') bad(`${at}.label must be a string`);
    if (typeof hasExtraText !== 'boolean') bad(`${at}.hasExtraText must be a boolean`);
    return { value: v, label, hasExtraText };
  });
}

/** The property's item type from x-platform-type, or from type/format (specs/database.yaml, "Item types"). */
function propertyType(definition: JsonObject, where: string): ItemType {
  const xType = own(definition, 'x-platform-type');
  const type = own(definition, 'type');
  const format = own(definition, 'format');
  if (type !== undefined && typeof type !== 'string') bad(`${where}.type must be a string`);
  if (format !== undefined && typeof format !== 'string') bad(`${where}.format must be a string`);
  if (xType !== undefined) {
    if (!isItemType(xType)) bad(`${where}.x-platform-type ${JSON.stringify(xType)} is not an item type`);
    const info = ITEM_TYPE_INFO[xType];
    if (type !== undefined && type !== info.type)
      bad(`${where}.type must be ${info.type} for x-platform-type ${xType}`);
    if (format !== undefined && format !== info.format) {
      bad(`${where}.format must be ${info.format === undefined ? 'absent' : info.format} for x-platform-type ${xType}`);
    }
    return xType;
  }
  const inferred = inferItemType(type, format);
  if (!inferred) {
    bad(
      `${where}.x-platform-type is required: type ${String(type)}${format === undefined ? '' : ` with format ${format}`} names no item type (string, number, string/date, string/month-day and string/date-time do)`,
    );
  }
  return inferred;
}

/**
 * Whether the property needs no mapping because the service binds it to the database's own item: the id, and in a
 * history database the platformId of the customer (specs/database.yaml, "Where the reference is silent").
 */
function boundByService(database: Database, propertyName: string, type: ItemType): boolean {
  if (database.type === 'historyDb') return (propertyName === 'id' && type === 'historyId') || type === 'platformId';
  return propertyName === 'id' && type === 'platformId';
}

/** Definition rules 3 and 4: the item a property binds, and whether it is new. */
function bindItem(
  database: Database,
  newItems: NewItem[],
  definitionName: string,
  propertyName: string,
  type: ItemType,
  mapping: string | undefined,
  where: string,
): string {
  const known = (name: string): { readonly type: ItemType } | undefined =>
    database.item(name) ?? newItems.find((i) => i.name === name);
  if (mapping !== undefined) {
    const item = known(mapping);
    if (!item) bad(`${where}.x-platform-mapping: database ${database.name} has no item ${mapping}`);
    if (item.type !== type) bad(`${where}.x-platform-mapping: item ${mapping} is of type ${item.type}, not ${type}`);
    return mapping;
  }
  if (!ITEM_TYPE_INFO[type].creatable) {
    const candidates = database.items.filter((i) => i.type === type).map((i) => i.name);
    if (candidates.length === 0)
      bad(
        `${where}: database ${database.name} has no item of type ${type}, and items of type ${type} cannot be created`,
      );
    if (boundByService(database, propertyName, type)) return candidates[0] as string;
    bad(
      `${where}.x-platform-mapping is required: items of type ${type} cannot be created, so name an existing one (database ${database.name} has ${candidates.join(', ')})`,
    );
  }
  const name = `${definitionName}_${propertyName}`;
  const existing = known(name);
  if (existing) {
    if (existing.type !== type)
      bad(`${where}: the item ${name} already exists with type ${existing.type}, not ${type}`);
    return name;
  }
  newItems.push({ name, label: propertyName, type });
  return name;
}

/** The id rules ("API definitions" rule 5). */
function checkIds(database: Database, properties: PutPlan['properties']): void {
  const id = properties.find((p) => p.name === 'id');
  const idType: ItemType = database.type === 'customerDb' ? 'platformId' : 'historyId';
  const where = `spec.schema.properties.id`;
  if (!id) bad(`${where} is required: a ${database.type} definition needs property id of x-platform-type ${idType}`);
  if (id.type !== idType)
    bad(`${where} must have x-platform-type ${idType} in a ${database.type} definition, not ${id.type}`);
  for (const p of properties) {
    if (p.name !== 'id' && p.type === idType)
      bad(`spec.schema.properties.${p.name}: only the property id may have x-platform-type ${idType}`);
  }
  if (database.type === 'historyDb' && !properties.some((p) => p.type === 'platformId')) {
    bad(
      'spec.schema.properties: a historyDb definition needs a property of x-platform-type platformId (the customer of each record)',
    );
  }
}

/** Checks a put request against the account; throws DbBadRequest naming the field and the rule. */
export function planPut(account: Account, name: string, body: JsonValue, now: number): PutPlan {
  const nameProblem = definitionNameProblem(name);
  if (nameProblem) bad(nameProblem);
  if (!isJsonObject(body)) bad('the body must be an ApiDefinition object');
  checkMetadata(body, name);
  const spec = objectAt(own(body, 'spec'), 'spec');
  const main = objectAt(own(objectAt(own(spec, 'resources'), 'spec.resources'), 'main'), 'spec.resources.main');
  const schema = objectAt(own(spec, 'schema'), 'spec.schema');
  const input = objectAt(own(schema, 'properties'), 'spec.schema.properties');
  const names = Object.keys(input);
  if (names.length > MAX_PROPERTIES)
    bad(`spec.schema.properties has ${names.length} properties; at most ${MAX_PROPERTIES} are allowed`);
  if (!account.definitions.has(name) && account.definitions.size >= MAX_DEFINITIONS) {
    bad(`an account holds at most ${MAX_DEFINITIONS} API definitions; delete one first`);
  }
  const { database, created } = boundDatabase(account, main, now);
  const newItems: NewItem[] = [];
  const options = new Map<string, readonly SelectOption[]>();
  const properties: { name: string; type: ItemType; itemName: string }[] = [];
  const boundBy = new Map<string, string>();
  for (const propertyName of names) {
    const where = `spec.schema.properties.${propertyName}`;
    if (!NAME_PATTERN.test(propertyName)) bad(`${where}: property names must match ${NAME_RULE}`);
    const definition = objectAt(input[propertyName], where);
    const mapping = own(definition, 'x-platform-mapping');
    if (mapping !== undefined && (typeof mapping !== 'string' || mapping === ''))
      bad(`${where}.x-platform-mapping must be an item name`);
    const nullable = own(definition, 'nullable');
    if (nullable !== undefined && typeof nullable !== 'boolean') bad(`${where}.nullable must be a boolean`);
    const type = propertyType(definition, where);
    const itemName = bindItem(database, newItems, name, propertyName, type, mapping, where);
    const other = boundBy.get(itemName);
    if (other !== undefined)
      bad(`${where}: item ${itemName} is already bound to property ${other}; an item binds one property`);
    boundBy.set(itemName, propertyName);
    const definitions = own(definition, 'x-platform-select-value-definitions');
    if (definitions !== undefined) {
      if (ITEM_TYPE_INFO[type].select === undefined) {
        bad(
          `${where}.x-platform-select-value-definitions applies only to singleSelect, multipleSelect and mlRefusalFlags`,
        );
      }
      options.set(itemName, selectOptions(definitions, `${where}.x-platform-select-value-definitions`));
    }
    properties.push({ name: propertyName, type, itemName });
  }
  checkIds(database, properties);
  return { name, database, createsDatabase: created, newItems, options, properties };
}

/**
 * Rule 6: the item's options become the given ones; selections of options that are gone are removed from every
 * record (a selection left empty becomes null), and an option that no longer takes extra text loses it.
 */
function replaceOptions(database: Database, item: Item, options: readonly SelectOption[]): boolean {
  const before = JSON.stringify(item.options ?? []);
  if (before === JSON.stringify(options)) return false;
  item.options = options;
  const byValue = new Map(options.map((o) => [o.value, o]));
  for (const record of database.records.values()) cleanSelections(record, item.name, byValue);
  return true;
}

function cleanSelections(record: StoredRecord, itemName: string, byValue: ReadonlyMap<number, SelectOption>): void {
  const stored = record.get(itemName);
  if (!Array.isArray(stored)) return;
  const kept = (stored as readonly { value: number; extraText: string | null }[])
    .filter((s) => byValue.has(s.value))
    .map((s) => (byValue.get(s.value)?.hasExtraText ? s : { value: s.value, extraText: null }));
  if (kept.length === 0) record.delete(itemName);
  else record.set(itemName, kept);
}

/** Applies a checked plan: the new database and items, the options, then the definition itself. */
export function applyPut(account: Account, plan: PutPlan, now: number, readySeconds: number): ApiDefinition {
  const { database } = plan;
  if (plan.createsDatabase) account.addDatabase(database);
  let itemsChanged = plan.newItems.length > 0;
  for (const item of plan.newItems) {
    database.items.push({ ...item, options: ITEM_TYPE_INFO[item.type].select === undefined ? undefined : [] });
  }
  for (const [itemName, options] of plan.options) {
    const item = database.item(itemName);
    if (item && replaceOptions(database, item, options)) itemsChanged = true;
  }
  if (itemsChanged && !plan.createsDatabase) database.resourceVersion = account.newVersion();
  const properties = new Map<string, DefinedProperty>();
  for (const p of plan.properties) {
    const item = database.item(p.itemName);
    if (!item) throw new Error(`planned item ${p.itemName} is missing`);
    properties.set(p.name, { name: p.name, type: p.type, item });
  }
  const earlier = account.definitions.get(plan.name);
  const definition: ApiDefinition = {
    name: plan.name,
    uid: earlier?.uid ?? randomUUID(),
    createdAt: earlier?.createdAt ?? now,
    seq: earlier?.seq ?? account.newSeq(),
    resourceVersion: account.newVersion(),
    database,
    properties,
    updatedAt: now,
    readyAt: now + readySeconds * 1000,
  };
  account.definitions.set(plan.name, definition);
  return definition;
}
