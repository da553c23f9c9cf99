// Generated from specs/database.yaml by the platform-sdk generator. Do not edit.

import { createClientRuntime } from '@platform-sdk/runtime/database';
import type { ApiDescriptor, ApiRuntime, CallOptions, ChangingEffect, JsonBodyOperation, JsonInput, NoBodyOperation, ReadingEffect } from '@platform-sdk/runtime/internal';
import type { ApiDefinition, ApiDefinitionList, DatabaseClient, DatabaseClientOptions, DatabaseDefinition, DatabaseDefinitionList, DeleteResult, ListApiDefinitionQuery, ListDatabaseDefinitionQuery, PutApiDefinitionRequest, RecordsOpenApiDocument } from './client.gen.js';
import type { paths } from './schema.gen.js';

/** What the runtime needs to know about the Database API (management) as a whole. */
const databaseApi: ApiDescriptor = /*#__PURE__*/ Object.freeze<ApiDescriptor>({
    name: 'database',
    scopes: /*#__PURE__*/ Object.freeze(['db:apidefinition:design', 'db:openapi:read']),
    rateLimit: /*#__PURE__*/ Object.freeze({ perSecond: 150, burst: 300, bucket: 'database' }),
    serverUrl: '{db_url}/apis/apidefinition.database/v1/accounts/{accountCode}',
    serverVariables: /*#__PURE__*/ Object.freeze([/*#__PURE__*/ Object.freeze({ name: 'db_url', option: 'dbUrl' }), /*#__PURE__*/ Object.freeze({ name: 'accountCode', option: 'accountCode' })])
});

/** The Database API (management) without its methods: what `createDatabaseCore` returns and every operation function of this module takes first (tokens, rate limit, retries and options are the client's). */
export type DatabaseCore = ApiRuntime<paths>;

/**
 * Creates the core of a Database API (management) client: the same options, checks, tokens, retries and rate limit as `createDatabaseClient`, without methods and without `raw`.
 *
 * Pass it to the operation functions of `@platform-sdk/database/operations`; a bundler keeps only the operations the app calls.
 *
 * @param options - Server variables, authentication and runtime options (`DatabaseClientOptions`).
 * @example
 * ```ts
 * const database = createDatabaseCore({ ... });
 * ```
 */
export function createDatabaseCore(options: DatabaseClientOptions): DatabaseCore {
    return createClientRuntime<paths>(databaseApi, options);
}

/** `GET /apidefinitions` (operationId `listApiDefinition`). */
const listApiDefinitionOperation: NoBodyOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ReadingEffect>({
    id: 'listApiDefinition',
    kind: 'no-body',
    method: 'get',
    path: '/apidefinitions',
    scopes: /*#__PURE__*/ Object.freeze(['db:apidefinition:design']),
    response: 'json',
    retry: 'safe',
    queryParams: /*#__PURE__*/ Object.freeze({ limit: /*#__PURE__*/ Object.freeze({ 'type': 'integer', minimum: 1, maximum: 100 }) })
});

/**
 * List API definitions
 *
 * {@link DatabaseClient.listApiDefinition} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createDatabaseCore`.
 * @param query - Query parameters ({@link ListApiDefinitionQuery}): `continueToken`, `limit`.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns One page of API definitions; `metadata.continueToken` is absent on the last page.
 * @example
 * ```ts
 * const result = await listApiDefinition(database, {
 *   limit: 20,
 * });
 * ```
 */
export function listApiDefinition(core: DatabaseCore, query?: ListApiDefinitionQuery, options?: CallOptions): Promise<ApiDefinitionList> {
    return core.call<ApiDefinitionList>(listApiDefinitionOperation, { query: query ?? {} }, options);
}

/** `PUT /apidefinitions/{name}` (operationId `putApiDefinition`). */
const putApiDefinitionOperation: JsonBodyOperation & ChangingEffect = /*#__PURE__*/ Object.freeze<JsonBodyOperation & ChangingEffect>({
    id: 'putApiDefinition',
    kind: 'json-body',
    method: 'put',
    path: '/apidefinitions/{name}',
    scopes: /*#__PURE__*/ Object.freeze(['db:apidefinition:design']),
    requestMediaType: 'application/json',
    response: 'json',
    retry: 'safe',
    bodyCheck: 'api-definition',
    pathParams: /*#__PURE__*/ Object.freeze({ name: /*#__PURE__*/ Object.freeze({ 'type': 'string', pattern: '^[a-z][a-zA-Z0-9_]*$' }) })
});

/**
 * Register or update an API definition
 *
 * {@link DatabaseClient.putApiDefinition} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createDatabaseCore`.
 * @param name - API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores (`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404 (except for `putApiDefinition`, which creates the definition).
 * @param body - Request body.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns The registered definition with its status. `status.ready.status` may still be false while the database settings are applied.
 * @example
 * ```ts
 * const result = await putApiDefinition(database, 'member', {
 *   metadata: {
 *     kind: 'ApiDefinition',
 *     apiVersion: 'database/v1',
 *     name: 'member',
 *   },
 *   spec: {
 *     resources: {
 *       main: {
 *         mapping: '_customer',
 *         'type': 'customerDb',
 *       },
 *     },
 *     schema: {
 *       properties: {
 *         id: {
 *           'x-platform-type': 'platformId',
 *         },
 *         email: {
 *           'x-platform-type': 'mailAddress',
 *           'x-platform-mapping': '_mailAddress',
 *         },
 *         name: {
 *           'x-platform-type': 'text',
 *         },
 *         memo: {
 *           'type': 'string',
 *         },
 *         points: {
 *           'x-platform-type': 'number',
 *         },
 *         birthday: {
 *           'x-platform-type': 'date',
 *         },
 *         anniversary: {
 *           'type': 'string',
 *           format: 'month-day',
 *         },
 *         lastLoginAt: {
 *           'x-platform-type': 'dateTime',
 *         },
 *         rank: {
 *           'x-platform-type': 'singleSelect',
 *           'x-platform-select-value-definitions': [
 *             {
 *               value: 1,
 *               label: 'レギュラー',
 *               hasExtraText: false,
 *             },
 *             {
 *               value: 2,
 *               label: 'シルバー',
 *               hasExtraText: false,
 *             },
 *             {
 *               value: 3,
 *               label: 'ゴールド',
 *               hasExtraText: false,
 *             },
 *           ],
 *         },
 *         interests: {
 *           'x-platform-type': 'multipleSelect',
 *           'x-platform-select-value-definitions': [
 *             {
 *               value: 1,
 *               label: 'ファッション',
 *               hasExtraText: false,
 *             },
 *             {
 *               value: 2,
 *               label: 'グルメ',
 *               hasExtraText: false,
 *             },
 *             {
 *               value: 3,
 *               label: '旅行',
 *               hasExtraText: false,
 *             },
 *             {
 *               value: 4,
 *               label: 'その他',
 *               hasExtraText: true,
 *             },
 *           ],
 *         },
 *         pin: {
 *           'x-platform-type': 'password',
 *         },
 *         loginPassword: {
 *           'x-platform-type': 'passwordHash',
 *         },
 *       },
 *     },
 *   },
 * });
 * ```
 */
export function putApiDefinition(core: DatabaseCore, name: string, body: JsonInput<PutApiDefinitionRequest>, options?: CallOptions): Promise<ApiDefinition> {
    return core.call<ApiDefinition>(putApiDefinitionOperation, { path: { name: name }, body: body }, options);
}

/** `GET /apidefinitions/{name}` (operationId `getApiDefinition`). */
const getApiDefinitionOperation: NoBodyOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ReadingEffect>({
    id: 'getApiDefinition',
    kind: 'no-body',
    method: 'get',
    path: '/apidefinitions/{name}',
    scopes: /*#__PURE__*/ Object.freeze(['db:apidefinition:design']),
    response: 'json',
    retry: 'safe',
    pathParams: /*#__PURE__*/ Object.freeze({ name: /*#__PURE__*/ Object.freeze({ 'type': 'string', pattern: '^[a-z][a-zA-Z0-9_]*$' }) })
});

/**
 * Get an API definition
 *
 * {@link DatabaseClient.getApiDefinition} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createDatabaseCore`.
 * @param name - API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores (`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404 (except for `putApiDefinition`, which creates the definition).
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns The API definition.
 * @example
 * ```ts
 * const result = await getApiDefinition(database, 'member');
 * ```
 */
export function getApiDefinition(core: DatabaseCore, name: string, options?: CallOptions): Promise<ApiDefinition> {
    return core.call<ApiDefinition>(getApiDefinitionOperation, { path: { name: name } }, options);
}

/** `DELETE /apidefinitions/{name}` (operationId `deleteApiDefinition`). */
const deleteApiDefinitionOperation: NoBodyOperation & ChangingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ChangingEffect>({
    id: 'deleteApiDefinition',
    kind: 'no-body',
    method: 'delete',
    path: '/apidefinitions/{name}',
    scopes: /*#__PURE__*/ Object.freeze(['db:apidefinition:design']),
    response: 'json',
    retry: 'safe',
    pathParams: /*#__PURE__*/ Object.freeze({ name: /*#__PURE__*/ Object.freeze({ 'type': 'string', pattern: '^[a-z][a-zA-Z0-9_]*$' }) })
});

/**
 * Delete an API definition
 *
 * {@link DatabaseClient.deleteApiDefinition} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createDatabaseCore`.
 * @param name - API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores (`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404 (except for `putApiDefinition`, which creates the definition).
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns Deleted. Undefined when a retry found it already gone: an earlier attempt may have deleted it, and its answer was lost.
 * @example
 * ```ts
 * const result = await deleteApiDefinition(database, 'member');
 * ```
 */
export function deleteApiDefinition(core: DatabaseCore, name: string, options?: CallOptions): Promise<DeleteResult | undefined> {
    return core.call<DeleteResult>(deleteApiDefinitionOperation, { path: { name: name } }, options);
}

/** `GET /apidefinitions/{name}/openapi` (operationId `getOpenApi`). */
const getOpenApiOperation: NoBodyOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ReadingEffect>({
    id: 'getOpenApi',
    kind: 'no-body',
    method: 'get',
    path: '/apidefinitions/{name}/openapi',
    scopes: /*#__PURE__*/ Object.freeze(['db:apidefinition:design', 'db:openapi:read']),
    response: 'json',
    retry: 'safe',
    pathParams: /*#__PURE__*/ Object.freeze({ name: /*#__PURE__*/ Object.freeze({ 'type': 'string', pattern: '^[a-z][a-zA-Z0-9_]*$' }) })
});

/**
 * Get the OpenAPI document of an API definition
 *
 * {@link DatabaseClient.getOpenApi} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createDatabaseCore`.
 * @param name - API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores (`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404 (except for `putApiDefinition`, which creates the definition).
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns The OpenAPI document of the definition.
 * @example
 * ```ts
 * const result = await getOpenApi(database, 'member');
 * ```
 */
export function getOpenApi(core: DatabaseCore, name: string, options?: CallOptions): Promise<RecordsOpenApiDocument> {
    return core.call<RecordsOpenApiDocument>(getOpenApiOperation, { path: { name: name } }, options);
}

/** `GET /openapi` (operationId `getAllOpenApi`). */
const getAllOpenApiOperation: NoBodyOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ReadingEffect>({
    id: 'getAllOpenApi',
    kind: 'no-body',
    method: 'get',
    path: '/openapi',
    scopes: /*#__PURE__*/ Object.freeze(['db:apidefinition:design', 'db:openapi:read']),
    response: 'json',
    retry: 'safe'
});

/**
 * Get one OpenAPI document of every API definition
 *
 * {@link DatabaseClient.getAllOpenApi} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createDatabaseCore`.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns The OpenAPI document of all definitions.
 * @example
 * ```ts
 * const result = await getAllOpenApi(database);
 * ```
 */
export function getAllOpenApi(core: DatabaseCore, options?: CallOptions): Promise<RecordsOpenApiDocument> {
    return core.call<RecordsOpenApiDocument>(getAllOpenApiOperation, {}, options);
}

/** `GET /databasedefinitions` (operationId `listDatabaseDefinition`). */
const listDatabaseDefinitionOperation: NoBodyOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ReadingEffect>({
    id: 'listDatabaseDefinition',
    kind: 'no-body',
    method: 'get',
    path: '/databasedefinitions',
    scopes: /*#__PURE__*/ Object.freeze(['db:apidefinition:design']),
    response: 'json',
    retry: 'safe',
    queryParams: /*#__PURE__*/ Object.freeze({ limit: /*#__PURE__*/ Object.freeze({ 'type': 'integer', minimum: 1, maximum: 100 }) })
});

/**
 * List database definitions
 *
 * {@link DatabaseClient.listDatabaseDefinition} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createDatabaseCore`.
 * @param query - Query parameters ({@link ListDatabaseDefinitionQuery}): `continueToken`, `limit`.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns One page of database definitions; `metadata.continueToken` is absent on the last page.
 * @example
 * ```ts
 * const result = await listDatabaseDefinition(database, {
 *   limit: 20,
 * });
 * ```
 */
export function listDatabaseDefinition(core: DatabaseCore, query?: ListDatabaseDefinitionQuery, options?: CallOptions): Promise<DatabaseDefinitionList> {
    return core.call<DatabaseDefinitionList>(listDatabaseDefinitionOperation, { query: query ?? {} }, options);
}

/** `GET /databasedefinitions/{name}` (operationId `getDatabaseDefinition`). */
const getDatabaseDefinitionOperation: NoBodyOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ReadingEffect>({
    id: 'getDatabaseDefinition',
    kind: 'no-body',
    method: 'get',
    path: '/databasedefinitions/{name}',
    scopes: /*#__PURE__*/ Object.freeze(['db:apidefinition:design']),
    response: 'json',
    retry: 'safe',
    pathParams: /*#__PURE__*/ Object.freeze({ name: /*#__PURE__*/ Object.freeze({ 'type': 'string' }) })
});

/**
 * Get a database definition
 *
 * {@link DatabaseClient.getDatabaseDefinition} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createDatabaseCore`.
 * @param name - Database name (`metadata.name` of a database definition). An unknown name gives 404.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns The database definition.
 * @example
 * ```ts
 * const result = await getDatabaseDefinition(database, '_customer');
 * ```
 */
export function getDatabaseDefinition(core: DatabaseCore, name: string, options?: CallOptions): Promise<DatabaseDefinition> {
    return core.call<DatabaseDefinition>(getDatabaseDefinitionOperation, { path: { name: name } }, options);
}
