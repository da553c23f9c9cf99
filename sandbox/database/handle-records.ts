/**
 * Record operations (specs/database.yaml, the `openApi` tag's The document and Records): createRecord, queryRecords,
 * countRecords, getRecord, patchRecord, deleteRecord and authenticate, on the records of the definition's database
 * through the definition's properties. Checks come in this order: the definition (404), its readiness (409), the record
 * (404), then the body (400); a refused call changes nothing.
 */
import { DbBadRequest, DbFailure, resultBody, sendDbJson } from './answers.js';
import { type DbCall, readJson } from './call.js';
import { MASTER_DATABASE, type StoredRecord, type StoredValue } from './databases.js';
import {
  type ApiDefinition,
  type DefinedProperty,
  isReady,
  isReadOnly,
  passwordHashProperties,
} from './definitions.js';
import { matches } from './filter.js';
import { isJsonObject, type JsonValue } from './json.js';
import { hashPassword, passwordMatches } from './passwords.js';
import { readCount, readQuery, sortRecords } from './query.js';
import { sendEmpty } from '../respond.js';
import { PendingPassword, recordView, writtenValue, type WrittenValue } from './values.js';

const MAX_ID_DIGITS = 19;

function definitionOf(call: DbCall): ApiDefinition {
  const name = call.params['name'] ?? '';
  const definition = call.account.definitions.get(name);
  if (!definition) throw new DbFailure(404, `there is no API definition ${name}`);
  return definition;
}

/**
 * The definition, refused with 409 while it is not ready (status.ready false): with `Retry-After` while its
 * database settings are being applied, without one when it failed (waiting will not make it ready).
 */
function readyDefinitionOf(call: DbCall): ApiDefinition {
  const definition = definitionOf(call);
  if (definition.failure !== undefined) {
    throw new DbFailure(
      409,
      `API definition ${definition.name} is not ready (status.ready is false) and will not become ready by ` +
        `waiting: ${definition.failure.replace(/[.。]+$/u, '')}; put it again`,
    );
  }
  if (!isReady(definition, call.now)) {
    const seconds = Math.max(1, Math.ceil((definition.readyAt - call.now) / 1000));
    throw new DbFailure(
      409,
      `API definition ${definition.name} is not ready yet (status.ready is false); retry in ${seconds} s`,
      {
        'Retry-After': String(seconds),
      },
    );
  }
  return definition;
}

/** The record named by the path id; an id that is not a decimal integer from 1 to 2^63-1 names none (404). */
function recordOf(call: DbCall, definition: ApiDefinition): { id: bigint; record: StoredRecord } {
  const text = call.params['id'] ?? '';
  const id = new RegExp(`^[1-9][0-9]{0,${MAX_ID_DIGITS - 1}}$`).test(text) ? BigInt(text) : undefined;
  const record = id === undefined ? undefined : definition.database.records.get(id);
  if (id === undefined || !record) throw new DbFailure(404, `there is no record ${text} in ${definition.name}`);
  return { id, record };
}

function bodyObject(body: JsonValue): { [key: string]: JsonValue } {
  if (!isJsonObject(body)) throw new DbBadRequest('the body must be a JSON object of record properties');
  return body;
}

function writableProperty(definition: ApiDefinition, name: string, where: string): DefinedProperty {
  const property = definition.properties.get(name);
  if (!property) throw new DbBadRequest(`${where}: API definition ${definition.name} has no property ${name}`);
  if (isReadOnly(definition, property))
    throw new DbBadRequest(`${where}: property ${name} (${property.type}) is set by the service and cannot be written`);
  return property;
}

/** Every body field checked and converted; nothing stored yet. */
function checkedValues(
  call: DbCall,
  definition: ApiDefinition,
  body: { [key: string]: JsonValue },
): Map<DefinedProperty, WrittenValue> {
  const values = new Map<DefinedProperty, WrittenValue>();
  for (const [name, value] of Object.entries(body)) {
    const property = writableProperty(definition, name, 'body');
    values.set(property, writtenValue(property, value, call.ctx.config.recordsShape));
  }
  return values;
}

/**
 * A history record belongs to a customer: on create, and whenever its platformId is written, the platformId must
 * be set and name a record of `_customer` (else 400), so a history id or a made-up number sent as platformId is
 * caught at once. (Deleting the customer later leaves its history records as they are.)
 */
function checkCustomer(
  call: DbCall,
  definition: ApiDefinition,
  values: Map<DefinedProperty, WrittenValue>,
  creating: boolean,
): void {
  if (definition.database.type !== 'historyDb') return;
  const property = [...definition.properties.values()].find((p) => p.type === 'platformId');
  if (!property || (!creating && !values.has(property))) return;
  const platformId = values.get(property);
  if (typeof platformId !== 'bigint')
    throw new DbBadRequest(`property ${property.name}: a history record needs a platformId`);
  if (!call.account.databases.get(MASTER_DATABASE)?.records.has(platformId)) {
    throw new DbBadRequest(`property ${property.name}: ${platformId} names no record of ${MASTER_DATABASE}`);
  }
}

/** Writes checked values into a copy of the record (hashing passwords) and stamps its updatedDate. */
async function written(
  call: DbCall,
  definition: ApiDefinition,
  base: StoredRecord,
  values: Map<DefinedProperty, WrittenValue>,
): Promise<StoredRecord> {
  const record: StoredRecord = new Map(base);
  for (const [property, value] of values) {
    const stored: StoredValue | null = value instanceof PendingPassword ? await hashPassword(value.password) : value;
    if (stored === null) record.delete(property.item.name);
    else record.set(property.item.name, stored);
  }
  const updated = definition.database.items.find((i) => i.type === 'updatedDate');
  if (updated) record.set(updated.name, { epochMs: call.now });
  return record;
}

export async function createRecord(call: DbCall): Promise<void> {
  const definition = readyDefinitionOf(call);
  const values = checkedValues(call, definition, bodyObject(await readJson(call)));
  checkCustomer(call, definition, values, true);
  const { database } = definition;
  const base: StoredRecord = new Map();
  const registered = database.items.find((i) => i.type === 'registeredDate');
  if (registered) base.set(registered.name, { epochMs: call.now });
  const record = await written(call, definition, base, values);
  const id = call.account.newRecordId();
  record.set(database.idItem.name, id);
  database.records.set(id, record);
  sendDbJson(call.res, 200, recordView(definition, record, call.ctx.config.recordsShape));
}

export function getRecord(call: DbCall): void {
  const definition = readyDefinitionOf(call);
  sendDbJson(call.res, 200, recordView(definition, recordOf(call, definition).record, call.ctx.config.recordsShape));
}

/** `?fields=a,b`: only the named properties change, and each must be in the body (null clears one). */
function namedFields(
  call: DbCall,
  definition: ApiDefinition,
  body: { [key: string]: JsonValue },
): Set<string> | undefined {
  const text = call.query.get('fields');
  if (text === null) return undefined;
  const names = text.split(',').map((name) => name.trim());
  if (names.some((name) => name === ''))
    throw new DbBadRequest('fields must be a comma-separated list of property names');
  for (const name of names) {
    writableProperty(definition, name, 'fields');
    if (!Object.hasOwn(body, name))
      throw new DbBadRequest(`fields: ${name} is named but the body has no value for it (send null to clear it)`);
  }
  return new Set(names);
}

export async function patchRecord(call: DbCall): Promise<void> {
  const definition = readyDefinitionOf(call);
  const { id, record } = recordOf(call, definition);
  const body = bodyObject(await readJson(call));
  const values = checkedValues(call, definition, body);
  const fields = namedFields(call, definition, body);
  if (fields) for (const property of values.keys()) if (!fields.has(property.name)) values.delete(property);
  checkCustomer(call, definition, values, false);
  const updated = await written(call, definition, record, values);
  // The record may have been deleted while its passwords were hashed.
  if (!definition.database.records.has(id)) throw new DbFailure(404, `there is no record ${id} in ${definition.name}`);
  definition.database.records.set(id, updated);
  sendDbJson(call.res, 200, recordView(definition, updated, call.ctx.config.recordsShape));
}

/** 200 with `{timestamp, status, error, message, path}` as the reference says; 204 without a body in the 2020 shape. */
export function deleteRecord(call: DbCall): void {
  const definition = readyDefinitionOf(call);
  const { id } = recordOf(call, definition);
  definition.database.records.delete(id);
  if (call.ctx.config.recordsShape === '2020') sendEmpty(call.res, 204);
  else sendDbJson(call.res, 200, resultBody(200, `record ${id} deleted from ${definition.name}`, call.path, call.now));
}

export async function queryRecords(call: DbCall): Promise<void> {
  const definition = readyDefinitionOf(call);
  const query = readQuery(definition, await readJson(call, {}), call.ctx.config.recordsShape);
  const found = [...definition.database.records.values()].filter((record) => matches(query.filter, record));
  const items = sortRecords(found, query.order).slice(query.offset, query.offset + query.limit);
  sendDbJson(call.res, 200, {
    metadata: { hasMore: found.length > query.offset + query.limit },
    items: items.map((record) => recordView(definition, record, call.ctx.config.recordsShape)),
  });
}

export async function countRecords(call: DbCall): Promise<void> {
  const definition = readyDefinitionOf(call);
  const filter = readCount(definition, await readJson(call, {}), call.ctx.config.recordsShape);
  let count = 0;
  for (const record of definition.database.records.values()) if (matches(filter, record)) count++;
  sendDbJson(call.res, 200, { count });
}

export async function authenticate(call: DbCall): Promise<void> {
  const found = definitionOf(call);
  const candidates = passwordHashProperties(found);
  if (candidates.length === 0)
    throw new DbFailure(404, `API definition ${found.name} has no passwordHash property, so no authenticate`);
  const definition = readyDefinitionOf(call);
  const { record } = recordOf(call, definition);
  const body = await readJson(call);
  if (!isJsonObject(body)) throw new DbBadRequest('the body must be {propertyName, value}');
  const extra = Object.keys(body).find((key) => key !== 'propertyName' && key !== 'value');
  if (extra !== undefined) throw new DbBadRequest(`the body has no field ${extra} (fields: propertyName, value)`);
  const propertyName = Object.hasOwn(body, 'propertyName') ? body['propertyName'] : undefined;
  const value = Object.hasOwn(body, 'value') ? body['value'] : undefined;
  if (typeof propertyName !== 'string') throw new DbBadRequest('propertyName is required and must be a string');
  if (typeof value !== 'string') throw new DbBadRequest('value is required and must be a string');
  const property = candidates.find((p) => p.name === propertyName);
  if (!property) {
    throw new DbBadRequest(
      `propertyName ${propertyName} is not a passwordHash property of ${definition.name} (${candidates.map((p) => p.name).join(', ')})`,
    );
  }
  const stored = record.get(property.item.name);
  const ok = typeof stored === 'object' && 'hash' in stored && (await passwordMatches(value, stored));
  sendDbJson(call.res, 200, { result: ok ? 'authenticated' : 'failed' });
}
