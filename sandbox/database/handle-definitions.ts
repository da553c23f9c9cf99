/**
 * The management operations of specs/database.yaml: listApiDefinition, putApiDefinition, getApiDefinition,
 * deleteApiDefinition, getOpenApi, getAllOpenApi, listDatabaseDefinition and getDatabaseDefinition.
 */
import { DbFailure, resultBody, sendDbJson } from './answers.js';
import { type DbCall, readJson } from './call.js';
import { databaseView } from './database-view.js';
import { type ApiDefinition, definitionView } from './definitions.js';
import { openApiDocument } from './openapi.js';
import { page } from './paging.js';
import { applyPut, planPut } from './put-definition.js';

function definitionOf(call: DbCall): ApiDefinition {
  const name = call.params['name'] ?? '';
  const definition = call.account.definitions.get(name);
  if (!definition) throw new DbFailure(404, `there is no API definition ${name}`);
  return definition;
}

export function listApiDefinition(call: DbCall): void {
  const { items, continueToken } = page(call.account.definitions.values(), call.query, 'apidefinitions');
  sendDbJson(call.res, 200, {
    metadata: { continueToken },
    items: items.map((d) => definitionView(d, call.account.code, call.now)),
  });
}

export async function putApiDefinition(call: DbCall): Promise<void> {
  const body = await readJson(call);
  const plan = planPut(call.account, call.params['name'] ?? '', body, call.now);
  const definition = applyPut(call.account, plan, call.now, call.ctx.config.definitionReadySeconds);
  sendDbJson(call.res, 200, definitionView(definition, call.account.code, call.now));
}

export function getApiDefinition(call: DbCall): void {
  sendDbJson(call.res, 200, definitionView(definitionOf(call), call.account.code, call.now));
}

/** "API definitions" rule 7: the database, its items and its records stay. */
export function deleteApiDefinition(call: DbCall): void {
  const definition = definitionOf(call);
  call.account.definitions.delete(definition.name);
  sendDbJson(call.res, 200, resultBody(200, `API definition ${definition.name} deleted`, call.path, call.now));
}

export function getOpenApi(call: DbCall): void {
  const definition = definitionOf(call);
  const { origin, config } = call.ctx;
  sendDbJson(call.res, 200, openApiDocument(origin, `${definition.name}Api`, [definition], config.recordsShape));
}

export function getAllOpenApi(call: DbCall): void {
  const { origin, config } = call.ctx;
  const definitions = [...call.account.definitions.values()];
  sendDbJson(call.res, 200, openApiDocument(origin, `${call.account.code}Api`, definitions, config.recordsShape));
}

export function listDatabaseDefinition(call: DbCall): void {
  const { items, continueToken } = page(call.account.databases.values(), call.query, 'databasedefinitions');
  sendDbJson(call.res, 200, {
    metadata: { continueToken },
    items: items.map((d) => databaseView(d, call.account.code)),
  });
}

export function getDatabaseDefinition(call: DbCall): void {
  const name = call.params['name'] ?? '';
  const database = call.account.databases.get(name);
  if (!database) throw new DbFailure(404, `there is no database ${name}`);
  sendDbJson(call.res, 200, databaseView(database, call.account.code));
}
