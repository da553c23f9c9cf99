// Generated from specs/database.yaml by the platform-sdk generator. Do not edit.

import { createPagedClientHelpers } from '@platform-sdk/runtime/client';
import type { ApiErrorOf, CallOptions, CommonClientOptions, ErrorAnswer, ErrorStatus, ErrorStatuses, JsonInput } from '@platform-sdk/runtime/internal';
import type { Client } from 'openapi-fetch';
import type { components, paths } from './schema.gen.js';
import * as generatedOperations from './operations.gen.js';

/** Identity of an API definition. `accountCode`, `creationTimestamp`, `uid` and `resourceVersion` are set by the service. */
export type ApiDefinitionMetadata = components['schemas']['ApiDefinitionMetadata'];

/**
 * Identity of the definition to register. The service-set fields of a fetched definition
 * (`accountCode`, `creationTimestamp`, `uid`, `resourceVersion`) may be sent back and are ignored.
 */
export type ApiDefinitionInputMetadata = components['schemas']['ApiDefinitionInputMetadata'];

/** `customerDb`: the master database. `historyDb`: a history database. */
export type DatabaseType = components['schemas']['DatabaseType'];

/**
 * Item type of a property (`x-platform-type`). `x-item-types` gives, for each type, its OpenAPI `type`
 * and `format` (null when none), whether a new item of it can be created, the filter operators of
 * its properties in the records document (none for password types) and the reference's note; a select
 * type adds `select` (`single` or `multiple` options chosen), a type whose values the service sets
 * (refused in create and patch bodies) `readOnly: true`, and one whose values are stored and never
 * returned `writeOnly: true`. `x-filter-operators` lists every filter operator with what its operand is
 * (Filters): `valueOrNull` (a value or null), `flag` (a boolean), `list` (a non-empty array of values),
 * `text` (a text) or `value` (one value).
 */
export type PlatformItemType = components['schemas']['PlatformItemType'];

/** One option of a select item. */
export type SelectValueDefinition = components['schemas']['SelectValueDefinition'];

/**
 * Schema of one select value in a record, filled in by the service for select types:
 * `{value: integer (required), extraText: string, nullable}`.
 */
export type SelectItemsSchema = components['schemas']['SelectItemsSchema'];

/**
 * One property of a registered definition, as the service answers it: the item type, the bound item,
 * the OpenAPI type and format, and for select types the options and the schema of a select value
 * (`SelectPropertyDefinition`); any other type is a `TypedPropertyDefinition`.
 */
export type PropertyDefinition = components['schemas']['PropertyDefinition'];

/** A registered property of any type but the select types. */
export type TypedPropertyDefinition = components['schemas']['TypedPropertyDefinition'];

/** A registered select property, with its options and the schema of one select value. */
export type SelectPropertyDefinition = components['schemas']['SelectPropertyDefinition'];

/** The registered `id` of a master database definition (type platformId). */
export type PlatformIdPropertyDefinition = components['schemas']['PlatformIdPropertyDefinition'];

/** The registered `id` of a history database definition (type historyId). */
export type HistoryIdPropertyDefinition = components['schemas']['HistoryIdPropertyDefinition'];

/** The registered `id`, a platformId in a master database definition, a historyId in a history one. */
export type IdPropertyDefinition = components['schemas']['IdPropertyDefinition'];

/** The database the definition binds. */
export type ApiDefinitionResources = components['schemas']['ApiDefinitionResources'];

/**
 * The bound database and the properties of its records, as registered. A master database definition has
 * `id` of type platformId; a history database definition has `id` of type historyId and a property of
 * type platformId.
 */
export type ApiDefinitionSpec = components['schemas']['ApiDefinitionSpec'];

/**
 * One property of a definition to register: a `TypedPropertyInput` or `SelectPropertyInput` naming its
 * `x-platform-type`, or, without it, a `type`/`format` pair that stands for a type: `string` = text,
 * `number` = number (`TextOrNumberPropertyInput`); `string`/`date` = date, `string`/`month-day` =
 * monthDay, `string`/`date-time` = dateTime (`DatePropertyInput`). `x-platform-mapping` binds an
 * existing item; without it the property is bound to (and, if its type can be created, creates) the
 * item `{definition}_{property}`. `nullable` and `items` of a fetched definition may be sent back and
 * are ignored.
 */
export type PropertyDefinitionInput = components['schemas']['PropertyDefinitionInput'];

/** A property that names its item type, any type but the select types. */
export type TypedPropertyInput = components['schemas']['TypedPropertyInput'];

/**
 * A select property. Given options replace the item's options (options left out are deleted with their
 * stored selections); without `x-platform-select-value-definitions` the options stay as they are.
 */
export type SelectPropertyInput = components['schemas']['SelectPropertyInput'];

/** A property without `x-platform-type`: `type: string` is text, `type: number` is number. */
export type TextOrNumberPropertyInput = components['schemas']['TextOrNumberPropertyInput'];

/** A property without `x-platform-type`: `string` with format `date` (date), `month-day` (monthDay) or `date-time` (dateTime). */
export type DatePropertyInput = components['schemas']['DatePropertyInput'];

/** The `id` of a master database definition (type platformId); bound to the database's platform id without a mapping. */
export type PlatformIdPropertyInput = components['schemas']['PlatformIdPropertyInput'];

/** The `id` of a history database definition (type historyId); bound to the database's history id without a mapping. */
export type HistoryIdPropertyInput = components['schemas']['HistoryIdPropertyInput'];

/** The `id` to register, a platformId in a master database definition, a historyId in a history one. */
export type IdPropertyInput = components['schemas']['IdPropertyInput'];

/**
 * The database to bind and the properties of its records. A master database (`customerDb`) definition
 * needs `id` of type platformId; a history database (`historyDb`) definition needs `id` of type
 * historyId and a property of type platformId. At most 100 properties; names match
 * `^[a-z][a-zA-Z0-9_]*$`.
 */
export type ApiDefinitionSpecInput = components['schemas']['ApiDefinitionSpecInput'];

/** One state of a definition. */
export type ApiDefinitionCondition = components['schemas']['ApiDefinitionCondition'];

/** State of a definition, set by the service (read-only, ignored in a put). */
export type ApiDefinitionStatus = components['schemas']['ApiDefinitionStatus'];

/** A registered API definition with its status. */
export type ApiDefinition = components['schemas']['ApiDefinition'];

/**
 * A definition to register: `metadata` (kind, apiVersion, name) and `spec`. A fetched `ApiDefinition`
 * may be sent back after changes: its `status` and service-set metadata are ignored.
 */
export type PutApiDefinitionRequest = components['schemas']['PutApiDefinitionRequest'];

/** Paging state of a list answer. */
export type ListMetadata = components['schemas']['ListMetadata'];

/** One page of API definitions. */
export type ApiDefinitionList = components['schemas']['ApiDefinitionList'];

/** One item (column) of a database. */
export type DatabaseColumn = components['schemas']['DatabaseColumn'];

/** Identity of a database; set by the service. */
export type DatabaseDefinitionMetadata = components['schemas']['DatabaseDefinitionMetadata'];

/** The settings of one database (read-only). */
export type DatabaseDefinition = components['schemas']['DatabaseDefinition'];

/** One page of database definitions. */
export type DatabaseDefinitionList = components['schemas']['DatabaseDefinitionList'];

/**
 * OpenAPI 3.0.1 document of record operations, without `x-` extensions, in the service's layout (described
 * under the tag `openApi`): `servers[0]` is the host of the database API, `paths` are the full record
 * paths with the path parameter `accountCode`, `security` names `db:record:execute`, and
 * `components.schemas` holds the record, filter, order, query, count and authenticate schemas of each
 * definition.
 */
export type RecordsOpenApiDocument = components['schemas']['RecordsOpenApiDocument'];

/** Answer of a delete: `{timestamp, status: 200, error: "OK", message, path}`. */
export type DeleteResult = components['schemas']['DeleteResult'];

/**
 * Body of every error answer (4xx, 5xx), the same shape as `DeleteResult`. For a 400, `message` names the
 * field and the rule broken.
 */
export type ErrorBody = components['schemas']['ErrorBody'];

/** An HTTP error answer of this API. */
export type DatabaseApiError = ApiErrorOf<string, unknown>;

const clientHelpers = /*#__PURE__*/ createPagedClientHelpers('database');

/** Whether `error` is an HTTP error answer of this API (any status); narrows it to `DatabaseApiError`. Its 400s carry no codes (`errors` is empty): `serviceMessage` is what the service said, which names the field and the rule. */
export function isDatabaseApiError(error: unknown): error is DatabaseApiError {
    return clientHelpers.isApiError(error);
}

/** The body the spec gives each error answer of each method, by status (`default`: any status the method lists no other entry for). `isDatabaseApiErrorOf` narrows a caught error to one of them. */
export interface DatabaseErrorBodies {
    readonly listApiDefinition: {
            readonly '400': ErrorBody;
            readonly '401': ErrorBody;
            readonly '403': ErrorBody;
            readonly '404': ErrorBody;
            readonly '405': ErrorBody;
            readonly '429': ErrorBody;
            readonly '500': ErrorBody;
            readonly '503': ErrorBody;
        };
    readonly putApiDefinition: {
            readonly '400': ErrorBody;
            readonly '401': ErrorBody;
            readonly '403': ErrorBody;
            readonly '404': ErrorBody;
            readonly '405': ErrorBody;
            readonly '413': ErrorBody;
            readonly '429': ErrorBody;
            readonly '500': ErrorBody;
            readonly '503': ErrorBody;
        };
    readonly getApiDefinition: {
            readonly '401': ErrorBody;
            readonly '403': ErrorBody;
            readonly '404': ErrorBody;
            readonly '405': ErrorBody;
            readonly '429': ErrorBody;
            readonly '500': ErrorBody;
            readonly '503': ErrorBody;
        };
    readonly deleteApiDefinition: {
            readonly '401': ErrorBody;
            readonly '403': ErrorBody;
            readonly '404': ErrorBody;
            readonly '405': ErrorBody;
            readonly '429': ErrorBody;
            readonly '500': ErrorBody;
            readonly '503': ErrorBody;
        };
    readonly getOpenApi: {
            readonly '401': ErrorBody;
            readonly '403': ErrorBody;
            readonly '404': ErrorBody;
            readonly '405': ErrorBody;
            readonly '429': ErrorBody;
            readonly '500': ErrorBody;
            readonly '503': ErrorBody;
        };
    readonly getAllOpenApi: {
            readonly '401': ErrorBody;
            readonly '403': ErrorBody;
            readonly '404': ErrorBody;
            readonly '405': ErrorBody;
            readonly '429': ErrorBody;
            readonly '500': ErrorBody;
            readonly '503': ErrorBody;
        };
    readonly listDatabaseDefinition: {
            readonly '400': ErrorBody;
            readonly '401': ErrorBody;
            readonly '403': ErrorBody;
            readonly '404': ErrorBody;
            readonly '405': ErrorBody;
            readonly '429': ErrorBody;
            readonly '500': ErrorBody;
            readonly '503': ErrorBody;
        };
    readonly getDatabaseDefinition: {
            readonly '401': ErrorBody;
            readonly '403': ErrorBody;
            readonly '404': ErrorBody;
            readonly '405': ErrorBody;
            readonly '429': ErrorBody;
            readonly '500': ErrorBody;
            readonly '503': ErrorBody;
        };
}

const databaseErrorStatuses: Readonly<Record<keyof DatabaseErrorBodies, ErrorStatuses>> = /*#__PURE__*/ Object.freeze({
    listApiDefinition: /*#__PURE__*/ Object.freeze({ id: 'listApiDefinition', statuses: /*#__PURE__*/ Object.freeze(['400', '401', '403', '404', '405', '429', '500', '503']) }),
    putApiDefinition: /*#__PURE__*/ Object.freeze({ id: 'putApiDefinition', statuses: /*#__PURE__*/ Object.freeze(['400', '401', '403', '404', '405', '413', '429', '500', '503']) }),
    getApiDefinition: /*#__PURE__*/ Object.freeze({ id: 'getApiDefinition', statuses: /*#__PURE__*/ Object.freeze(['401', '403', '404', '405', '429', '500', '503']) }),
    deleteApiDefinition: /*#__PURE__*/ Object.freeze({ id: 'deleteApiDefinition', statuses: /*#__PURE__*/ Object.freeze(['401', '403', '404', '405', '429', '500', '503']) }),
    getOpenApi: /*#__PURE__*/ Object.freeze({ id: 'getOpenApi', statuses: /*#__PURE__*/ Object.freeze(['401', '403', '404', '405', '429', '500', '503']) }),
    getAllOpenApi: /*#__PURE__*/ Object.freeze({ id: 'getAllOpenApi', statuses: /*#__PURE__*/ Object.freeze(['401', '403', '404', '405', '429', '500', '503']) }),
    listDatabaseDefinition: /*#__PURE__*/ Object.freeze({ id: 'listDatabaseDefinition', statuses: /*#__PURE__*/ Object.freeze(['400', '401', '403', '404', '405', '429', '500', '503']) }),
    getDatabaseDefinition: /*#__PURE__*/ Object.freeze({ id: 'getDatabaseDefinition', statuses: /*#__PURE__*/ Object.freeze(['401', '403', '404', '405', '429', '500', '503']) })
});

/**
 * Whether `error` is the answer of one method with one status the spec lists for it (`404`, `'4XX'`, `'default'`); narrows it to a `DatabaseApiError` whose `body` has the type the spec gives that answer (`DatabaseErrorBodies`).
 * @example
 * ```ts
 * if (isDatabaseApiErrorOf(error, 'listApiDefinition', 400)) console.log(error.body);
 * ```
 */
export function isDatabaseApiErrorOf<O extends keyof DatabaseErrorBodies, S extends ErrorStatus<keyof DatabaseErrorBodies[O] & string>>(error: unknown, operation: O, status: S): error is DatabaseApiError & ErrorAnswer<DatabaseErrorBodies[O], S> {
    return clientHelpers.isErrorAnswer(error, databaseErrorStatuses[operation], status);
}

/** Query parameters of `listApiDefinition`. */
export type ListApiDefinitionQuery = {
    /**
     * `metadata.continueToken` of the previous page; gets the items that follow it. Omit it for the first
     * page. A token the service did not issue gives 400.
     */
    readonly continueToken?: string | undefined;
    /** Items per page, an integer from 1 to 100 (default 100); another value gives 400. */
    readonly limit?: number | undefined;
};

/** Query parameters of `listDatabaseDefinition`: the same as {@link ListApiDefinitionQuery}. */
export type ListDatabaseDefinitionQuery = ListApiDefinitionQuery;

/**
 * Options of `createDatabaseClient`: the server variables of the spec plus the options every client shares.
 *
 * The first variable, `dbUrl`, is the base address: it starts the API root and is the token audience.
 */
export type DatabaseClientOptions = CommonClientOptions & {
    /** Base address of the database API (scheme and host, no trailing slash). Also the token `audience`. */
    readonly dbUrl: string;
    /** The account code shown on the API management screen. */
    readonly accountCode: string;
};

/**
 * Client of the Database API (management): one method per operation of specs/database.yaml.
 *
 * Methods return the parsed data and throw typed errors.
 *
 * An HTTP error answer is thrown as the runtime class of its status (re-exported by this package), and every one is a `DatabaseApiError` (`isDatabaseApiError` narrows a caught value). Each method lists the statuses it answers with their classes; a status whose meaning the method does not give means the same for every method:
 *
 * - 401 `UnauthorizedError`: The access token is missing, invalid or expired. Get a new token.
 * - 403 `ForbiddenError`: The token lacks the scope the operation needs (`WWW-Authenticate` names it), or access to the resource is not permitted.
 * - 404 `NotFoundError`: Unknown account code, path, API definition or database definition.
 * - 405 `MethodNotAllowedError`: The method is not allowed for the path; `Allow` lists the methods that are.
 * - 429 `RateLimitError`: The account's rate limit (token bucket: 150 requests per second, burst 300) is exhausted. Wait `Retry-After` seconds. Checked before the body: nothing was done, and the request may be repeated.
 * - 500 `ServerError`: Internal server error. Retry with backoff. The service may have acted on the request before it failed: a create or patch of a record may have been performed.
 * - 503 `ServerError`: Maintenance or a fault. Retry with backoff, after `Retry-After` when given. Answered before the service acts on the request: nothing was done, so any request may be repeated.
 */
export interface DatabaseClient {
    /** The openapi-fetch client, with authentication and rate limiting installed, for full control over a request. */
    readonly raw: Client<paths>;
    /**
     * List API definitions
     *
     * Returns the API definitions of the account, at most `limit` per page. When more remain, the page
     * carries `metadata.continueToken`; pass it as `continueToken` (with the same `limit`) to get the next
     * page. The last page has no token.
     *
     * Needs scope `db:apidefinition:design` (or a bearer token that carries it).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * @param query - Query parameters ({@link ListApiDefinitionQuery}): `continueToken`, `limit`.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns One page of API definitions; `metadata.continueToken` is absent on the last page.
     * @throws {BadRequestError} 400: `limit` is not an integer from 1 to 100, or `continueToken` is not one the service issued.
     * @throws {DatabaseApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link DatabaseClient}.
     * @example
     * ```ts
     * const result = await database.listApiDefinition({
     *   limit: 20,
     * });
     * ```
     */
    listApiDefinition(query?: ListApiDefinitionQuery, options?: CallOptions): Promise<ApiDefinitionList>;
    /**
     * Register or update an API definition
     *
     * Creates the definition `{name}`, or replaces it when it exists, and answers the registered definition
     * with its status. The body carries `metadata` (`kind: ApiDefinition`, `apiVersion: database/v1` and
     * `name`, which must equal `{name}`) and `spec`; `status` and the metadata the service sets may be sent
     * back from a fetched definition and are ignored.
     *
     * - `spec.resources.main` binds an existing database by the name from the database definitions, or
     *   creates a history database (`historyDb`) of a new name that does not begin with `_`.
     * - Each property is bound to the item named by `x-platform-mapping`, or to the item
     *   `{name}_{property}`, which is created when missing if its type can be created (creating items in
     *   the master database can change the monthly fee).
     * - A master database definition needs `id` of type platformId; a history database definition needs
     *   `id` of type historyId and a platformId property.
     * - Given `x-platform-select-value-definitions` replace the options of the item: options left out are
     *   deleted with their stored selections. Omit the attribute to leave the options alone.
     * - Properties left out of an update stay as database items; only the API no longer has them.
     * - At most 20 definitions per account and 100 properties per definition.
     *
     * Any broken rule is a 400 naming the field and the rule; nothing is changed then. The record API can be
     * used once `status.ready.status` is true: until then (while database settings are applied) poll
     * `getApiDefinition`.
     *
     * Clients check the body before sending it (`x-body-check: api-definition` on the body), against every
     * rule that holds whatever the account holds, and refuse a body that breaks one, naming each field and
     * rule broken (up to 20), so that it never reaches the service: `metadata` (`kind`, `apiVersion`, a `name`
     * that matches `^[a-z][a-zA-Z0-9_]*$` and equals `{name}`); `spec` with `resources` and `schema` only;
     * `spec.resources.main` with a non-empty `mapping` and a `type` of `customerDb` or `historyDb`;
     * `spec.schema` with `properties` only; at most 100 properties, each named by the property-name rule and
     * each with the fields of its shape only (`PropertyDefinitionInput`); an `x-platform-type` from the
     * item-type table, with a `type` and `format` that agree with it, or else one of the five `type`/`format`
     * pairs that stand for a type; a non-empty `x-platform-mapping` and a boolean `nullable` where given;
     * `x-platform-mapping` on every property of a type that cannot be created (but `id` and a history
     * definition's platformId property); options on select types only, each `{value, label, hasExtraText}`
     * with an integer `value` of at least 1, unique within the property, and a non-empty `label`; and the id
     * rule (rule 5). What depends on the account stays with the service: the 21st definition, a database or
     * item that does not exist or whose type differs, an item bound twice, and the reserved names of a new
     * history database.
     *
     * Needs scope `db:apidefinition:design` (or a bearer token that carries it).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts. Given up after an attempt that may have been performed, the call throws `OutcomeUnknownError`.
     *
     * @param name - API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores (`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404 (except for `putApiDefinition`, which creates the definition).
     * @param body - Request body.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns The registered definition with its status. `status.ready.status` may still be false while the database settings are applied.
     * @throws {BadRequestError} 400: The definition breaks a rule; nothing is changed. `message` names the field and the rule.
     * @throws {ApiError} 413: The request body is over 10,000,000 bytes and is not read (a definition of 100 properties is a few kilobytes). Nothing is changed.
     * @throws {DatabaseApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link DatabaseClient}.
     * @example
     * ```ts
     * const result = await database.putApiDefinition('member', {
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
    putApiDefinition(name: string, body: JsonInput<PutApiDefinitionRequest>, options?: CallOptions): Promise<ApiDefinition>;
    /**
     * Get an API definition
     *
     * Returns the definition `{name}` with its status. Use it to check `status.ready.status` before calling
     * the record API, and to fetch the current select options before replacing them.
     *
     * Needs scope `db:apidefinition:design` (or a bearer token that carries it).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * @param name - API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores (`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404 (except for `putApiDefinition`, which creates the definition).
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns The API definition.
     * @throws {DatabaseApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link DatabaseClient}.
     * @example
     * ```ts
     * const result = await database.getApiDefinition('member');
     * ```
     */
    getApiDefinition(name: string, options?: CallOptions): Promise<ApiDefinition>;
    /**
     * Delete an API definition
     *
     * Deletes the definition `{name}` and with it its record API. The database items it was bound to, and
     * their data, stay. Answers 200 with a `DeleteResult` saying what was deleted. A deleted definition is
     * unknown: deleting it again answers 404 (a client that repeats a delete whose first answer was lost
     * counts that 404 as done).
     *
     * Needs scope `db:apidefinition:design` (or a bearer token that carries it).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts. A retry that finds it gone (404) after an attempt that may have deleted it counts as done. Given up after an attempt that may have been performed, the call throws `OutcomeUnknownError`.
     *
     * @param name - API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores (`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404 (except for `putApiDefinition`, which creates the definition).
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns Deleted. Undefined when a retry found it already gone: an earlier attempt may have deleted it, and its answer was lost.
     * @throws {DatabaseApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link DatabaseClient}.
     * @example
     * ```ts
     * const result = await database.deleteApiDefinition('member');
     * ```
     */
    deleteApiDefinition(name: string, options?: CallOptions): Promise<DeleteResult | undefined>;
    /**
     * Get the OpenAPI document of an API definition
     *
     * Returns the OpenAPI 3.0.1 document of the record operations of the definition `{name}`, in the
     * service's layout (full record paths under a server of the host only; see the tag `openApi` for its
     * shape, the filters and the operators per item type).
     *
     * Needs scope `db:apidefinition:design` or `db:openapi:read` (or a bearer token that carries it).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * @param name - API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores (`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404 (except for `putApiDefinition`, which creates the definition).
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns The OpenAPI document of the definition.
     * @throws {DatabaseApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link DatabaseClient}.
     * @example
     * ```ts
     * const result = await database.getOpenApi('member');
     * ```
     */
    getOpenApi(name: string, options?: CallOptions): Promise<RecordsOpenApiDocument>;
    /**
     * Get one OpenAPI document of every API definition
     *
     * Returns one OpenAPI 3.0.1 document holding the record operations of every definition of the account:
     * the same paths, tags and component schemas per definition as `getOpenApi`, side by side. This is the
     * document the records client is generated from.
     *
     * Needs scope `db:apidefinition:design` or `db:openapi:read` (or a bearer token that carries it).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns The OpenAPI document of all definitions.
     * @throws {DatabaseApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link DatabaseClient}.
     * @example
     * ```ts
     * const result = await database.getAllOpenApi();
     * ```
     */
    getAllOpenApi(options?: CallOptions): Promise<RecordsOpenApiDocument>;
    /**
     * List database definitions
     *
     * Returns the database settings of the account (master and history databases), at most `limit` per
     * page, with `metadata.continueToken` while more remain. A database's `metadata.name` is the `mapping`
     * of a definition; a column's `name` is what `x-platform-mapping` binds.
     *
     * Needs scope `db:apidefinition:design` (or a bearer token that carries it).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * @param query - Query parameters ({@link ListDatabaseDefinitionQuery}): `continueToken`, `limit`.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns One page of database definitions; `metadata.continueToken` is absent on the last page.
     * @throws {BadRequestError} 400: `limit` is not an integer from 1 to 100, or `continueToken` is not one the service issued.
     * @throws {DatabaseApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link DatabaseClient}.
     * @example
     * ```ts
     * const result = await database.listDatabaseDefinition({
     *   limit: 20,
     * });
     * ```
     */
    listDatabaseDefinition(query?: ListDatabaseDefinitionQuery, options?: CallOptions): Promise<DatabaseDefinitionList>;
    /**
     * Get a database definition
     *
     * Returns the settings of the database `{name}`: display name, type and columns in display order, with
     * the options of select columns. Use it to find the `x-platform-mapping` of an existing item.
     *
     * Needs scope `db:apidefinition:design` (or a bearer token that carries it).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * @param name - Database name (`metadata.name` of a database definition). An unknown name gives 404.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns The database definition.
     * @throws {DatabaseApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link DatabaseClient}.
     * @example
     * ```ts
     * const result = await database.getDatabaseDefinition('_customer');
     * ```
     */
    getDatabaseDefinition(name: string, options?: CallOptions): Promise<DatabaseDefinition>;
    /**
     * Every item of `listApiDefinition`, page after page.
     *
     * List API definitions
     *
     * Asks for each page with the previous page's `metadata.continueToken` and stops after the page without one, so every item the list holds from the first page to the last comes once. Each page is a `listApiDefinition` call: the same scopes, retries and rate limit, the same errors. The signal of `options` ends the walk: the page in flight is aborted and no other is asked for.
     *
     * @param query - Query parameters of every page ({@link ListApiDefinitionQuery}): `limit`.
     * @param options - Per-call options of every page: abort signal, timeout, retry overrides.
     * @returns An async iterator of the items; break out of the loop to stop early.
     * @throws {PagingError} when the service hands out the same `continueToken` twice (the walk would never end).
     * @throws {DatabaseApiError} what `listApiDefinition` throws, for the page that failed.
     * @example
     * ```ts
     * for await (const item of database.apiDefinitions()) {
     *   console.log(item);
     * }
     * ```
     */
    apiDefinitions(query?: Omit<ListApiDefinitionQuery, 'continueToken'>, options?: CallOptions): AsyncGenerator<ApiDefinitionList['items'][number], void, undefined>;
    /**
     * Every item of `listDatabaseDefinition`, page after page.
     *
     * List database definitions
     *
     * Asks for each page with the previous page's `metadata.continueToken` and stops after the page without one, so every item the list holds from the first page to the last comes once. Each page is a `listDatabaseDefinition` call: the same scopes, retries and rate limit, the same errors. The signal of `options` ends the walk: the page in flight is aborted and no other is asked for.
     *
     * @param query - Query parameters of every page ({@link ListDatabaseDefinitionQuery}): `limit`.
     * @param options - Per-call options of every page: abort signal, timeout, retry overrides.
     * @returns An async iterator of the items; break out of the loop to stop early.
     * @throws {PagingError} when the service hands out the same `continueToken` twice (the walk would never end).
     * @throws {DatabaseApiError} what `listDatabaseDefinition` throws, for the page that failed.
     * @example
     * ```ts
     * for await (const item of database.databaseDefinitions()) {
     *   console.log(item);
     * }
     * ```
     */
    databaseDefinitions(query?: Omit<ListDatabaseDefinitionQuery, 'continueToken'>, options?: CallOptions): AsyncGenerator<DatabaseDefinitionList['items'][number], void, undefined>;
}

/**
 * Creates a client of the Database API (management).
 *
 * With `credentials` and `authUrl` the client fetches, caches and refreshes OAuth2 tokens itself; pass `accessToken` to bring your own. Retries, rate limiting and timeouts follow the runtime defaults unless overridden here or per call.
 *
 * The client object holds every operation and `raw` (openapi-fetch), so a bundler keeps them all; an app that calls a few operations can import them as functions from `@platform-sdk/database/operations` instead (`createDatabaseCore`), and its bundle holds only those.
 *
 * @param options - Server variables, authentication and runtime options.
 * @example
 * ```ts
 * const database = createDatabaseClient({
 *   dbUrl: 'https://db.example.net',
 *   accountCode: 'demo',
 *   credentials: { clientKey: process.env.CLIENT_KEY ?? '', clientSecret: process.env.CLIENT_SECRET ?? '' },
 *   authUrl: 'https://auth.example.com',
 * });
 * ```
 */
export function createDatabaseClient(options: DatabaseClientOptions): DatabaseClient {
    const core = generatedOperations.createDatabaseCore(options);
    return {
        raw: clientHelpers.raw<paths>(core),
        listApiDefinition(query?: ListApiDefinitionQuery, options?: CallOptions): Promise<ApiDefinitionList> {
            return generatedOperations.listApiDefinition(core, query, options);
        },
        putApiDefinition(name: string, body: JsonInput<PutApiDefinitionRequest>, options?: CallOptions): Promise<ApiDefinition> {
            return generatedOperations.putApiDefinition(core, name, body, options);
        },
        getApiDefinition(name: string, options?: CallOptions): Promise<ApiDefinition> {
            return generatedOperations.getApiDefinition(core, name, options);
        },
        deleteApiDefinition(name: string, options?: CallOptions): Promise<DeleteResult | undefined> {
            return generatedOperations.deleteApiDefinition(core, name, options);
        },
        getOpenApi(name: string, options?: CallOptions): Promise<RecordsOpenApiDocument> {
            return generatedOperations.getOpenApi(core, name, options);
        },
        getAllOpenApi(options?: CallOptions): Promise<RecordsOpenApiDocument> {
            return generatedOperations.getAllOpenApi(core, options);
        },
        listDatabaseDefinition(query?: ListDatabaseDefinitionQuery, options?: CallOptions): Promise<DatabaseDefinitionList> {
            return generatedOperations.listDatabaseDefinition(core, query, options);
        },
        getDatabaseDefinition(name: string, options?: CallOptions): Promise<DatabaseDefinition> {
            return generatedOperations.getDatabaseDefinition(core, name, options);
        },
        apiDefinitions(query?: Omit<ListApiDefinitionQuery, 'continueToken'>, options?: CallOptions): AsyncGenerator<ApiDefinitionList['items'][number], void, undefined> {
            return clientHelpers.paginate(continueToken => generatedOperations.listApiDefinition(core, continueToken === undefined ? { ...query } : { ...query, continueToken: continueToken }, options), { operationId: 'listApiDefinition' });
        },
        databaseDefinitions(query?: Omit<ListDatabaseDefinitionQuery, 'continueToken'>, options?: CallOptions): AsyncGenerator<DatabaseDefinitionList['items'][number], void, undefined> {
            return clientHelpers.paginate(continueToken => generatedOperations.listDatabaseDefinition(core, continueToken === undefined ? { ...query } : { ...query, continueToken: continueToken }, options), { operationId: 'listDatabaseDefinition' });
        }
    };
}
