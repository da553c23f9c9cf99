/**
 * API definitions as stored, and as answered by putApiDefinition, getApiDefinition and listApiDefinition
 * (specs/database.yaml, schema `ApiDefinition`, and "Where the reference is silent" for what an answer carries):
 * metadata filled in by the service, the spec with every property's type, nullable, x-platform-type and
 * x-platform-mapping filled in, and the status.
 */
import type { Database, Item } from './databases.js';
import { ITEM_TYPE_INFO, type ItemType } from './item-types.js';

export interface DefinedProperty {
  readonly name: string;
  readonly type: ItemType;
  /** The bound item of the definition's database. */
  readonly item: Item;
}

export interface ApiDefinition {
  readonly name: string;
  readonly uid: string;
  /** Epoch ms of the first put. */
  readonly createdAt: number;
  readonly seq: number;
  readonly resourceVersion: string;
  readonly database: Database;
  /** Properties in the order of the put request. */
  readonly properties: ReadonlyMap<string, DefinedProperty>;
  /** Epoch ms of the last put. */
  readonly updatedAt: number;
  /** Epoch ms from which the definition is ready (updatedAt plus the configured apply time). */
  readonly readyAt: number;
  /**
   * Set by the control `POST /_sandbox/accounts/{code}/apidefinitions/{name}/fail`: the message of a definition
   * that failed to become ready (its settings in sync, yet not ready). The next put clears it.
   */
  readonly failure?: string;
}

export const API_VERSION = 'database/v1';

export function isReady(definition: ApiDefinition, now: number): boolean {
  return now >= definition.readyAt && definition.failure === undefined;
}

/** The record id property: `id`, bound to the database's platformId (master) or historyId (history) item. */
export function isIdProperty(definition: ApiDefinition, property: DefinedProperty): boolean {
  return property.item === definition.database.idItem;
}

/** Values the service sets: the record id and the registered and updated dates. */
export function isReadOnly(definition: ApiDefinition, property: DefinedProperty): boolean {
  return isIdProperty(definition, property) || ITEM_TYPE_INFO[property.type].readOnly === true;
}

/**
 * Every property may hold null except the record id and a history record's platformId, which every history
 * record must have.
 */
export function isNullable(definition: ApiDefinition, property: DefinedProperty): boolean {
  if (isIdProperty(definition, property)) return false;
  return !(definition.database.type === 'historyDb' && property.type === 'platformId');
}

/** The passwordHash properties of a definition: the ones authenticate may name. */
export function passwordHashProperties(definition: ApiDefinition): DefinedProperty[] {
  return [...definition.properties.values()].filter((p) => p.type === 'passwordHash');
}

/** The `items` schema the service shows for select properties: one chosen option. */
export const SELECT_ITEMS_SCHEMA = Object.freeze({
  type: 'object',
  properties: { value: { type: 'integer' }, extraText: { type: 'string', nullable: true } },
  required: ['value'],
});

function propertyView(definition: ApiDefinition, property: DefinedProperty): Record<string, unknown> {
  const info = ITEM_TYPE_INFO[property.type];
  const select = info.select !== undefined;
  return {
    type: info.type,
    format: info.format,
    nullable: isNullable(definition, property),
    'x-platform-type': property.type,
    'x-platform-mapping': property.item.name,
    'x-platform-select-value-definitions': select ? (property.item.options ?? []).map((o) => ({ ...o })) : undefined,
    items: select ? SELECT_ITEMS_SCHEMA : undefined,
  };
}

function statusEntry(at: number, status: boolean, message: string): Record<string, unknown> {
  return { lastUpdatedTimestamp: new Date(at).toISOString(), status, message };
}

export function definitionView(definition: ApiDefinition, accountCode: string, now: number): Record<string, unknown> {
  const ready = isReady(definition, now);
  const since = ready ? definition.readyAt : definition.updatedAt;
  return {
    metadata: {
      kind: 'ApiDefinition',
      apiVersion: API_VERSION,
      name: definition.name,
      accountCode,
      creationTimestamp: new Date(definition.createdAt).toISOString(),
      uid: definition.uid,
      resourceVersion: definition.resourceVersion,
    },
    spec: {
      resources: { main: { mapping: definition.database.name, type: definition.database.type } },
      schema: {
        properties: Object.fromEntries(
          [...definition.properties.values()].map((p) => [p.name, propertyView(definition, p)]),
        ),
      },
    },
    status:
      definition.failure === undefined
        ? {
            ready: statusEntry(since, ready, ready ? 'The API is ready.' : 'Database settings are being applied.'),
            databaseDefinitionSync: statusEntry(
              since,
              ready,
              ready ? 'In sync with the database definition.' : 'Synchronizing with the database definition.',
            ),
          }
        : {
            // Failed: the settings are in sync, yet the API did not become ready (docs/decisions.md).
            ready: statusEntry(definition.readyAt, false, definition.failure),
            databaseDefinitionSync: statusEntry(definition.readyAt, true, 'In sync with the database definition.'),
          },
  };
}
