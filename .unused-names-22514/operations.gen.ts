// Generated from ../../../tmp/sdk-unused-1Ow0kX/parts.yaml by the platform-sdk generator. Do not edit.

import { checkClientOptions, createApiRuntime, expandServerUrl, jsonBody, writeQuery, OutcomeUnknownError } from '@platform-sdk/runtime/client';
import type { ApiDescriptor, ApiRuntime, CallOptions, ChangingEffect, JsonBodyOperation, JsonInput, NoBodyOperation, ReadingEffect, RuntimeOptions } from '@platform-sdk/runtime/internal';
import type { PartsClient, PartsClientOptions, QueryQuery } from './client.gen.js';
import type { operations, paths } from './schema.gen.js';

/** servers[0].url of the spec; `expandServerUrl` fills in the variables. */
const partsServerUrl = '{base_url}';

/** What the runtime needs to know about the Parts as a whole. */
const partsApi: ApiDescriptor = /*#__PURE__*/ Object.freeze<ApiDescriptor>({
        name: 'parts',
        scopes: /*#__PURE__*/ Object.freeze([]),
        serverVariables: /*#__PURE__*/ Object.freeze([/*#__PURE__*/ Object.freeze({ name: 'base_url', option: 'baseUrl' })])
    });

/** The Parts without its methods: what `createPartsCore` returns and every operation function of this module takes first (tokens, rate limit, retries and options are the client's). */
export type PartsCore = ApiRuntime<paths>;

/**
 * Creates the core of a Parts client: the same options, checks, tokens, retries and rate limit as `createPartsClient`, without methods and without `raw`.
 *
 * Pass it to the operation functions of `@platform-sdk/parts/operations`; a bundler keeps only the operations the app calls.
 *
 * @param options - Server variables, authentication and runtime options (`PartsClientOptions`).
 * @example
 * ```ts
 * const parts = createPartsCore({ ... });
 * ```
 */
export function createPartsCore(options: PartsClientOptions): PartsCore {
    checkClientOptions(partsApi, options);
    const { baseUrl, ...common } = options;
    const serverValues = { base_url: baseUrl };
    const runtimeOptions: RuntimeOptions = {
            ...common,
            serverUrl: expandServerUrl(partsServerUrl, serverValues),
            serverValues,
            audience: baseUrl
        };
    return createApiRuntime<paths>(partsApi, runtimeOptions);
}

/** `POST /search` (operationId `query`). */
const queryOperation: JsonBodyOperation & ChangingEffect = /*#__PURE__*/ Object.freeze<JsonBodyOperation & ChangingEffect>({
        id: 'query',
        kind: 'json-body',
        method: 'post',
        path: '/search',
        scopes: /*#__PURE__*/ Object.freeze([]),
        requestMediaType: 'application/json',
        response: 'json',
        retry: 'unsafe',
        jsonBody: jsonBody,
        query: writeQuery,
        outcomeUnknown: OutcomeUnknownError,
        queryParams: /*#__PURE__*/ Object.freeze({ page: /*#__PURE__*/ Object.freeze({ 'type': 'integer' }) })
    });

/**
 * {@link PartsClient.query} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createPartsCore`.
 * @param body - Request body.
 * @param query - Query parameters ({@link QueryQuery}): `page`.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns Found.
 * @example
 * ```ts
 * const result = await query(parts, {});
 * ```
 */
export function query(core: PartsCore, body: JsonInput<operations['query']['requestBody']['content']['application/json']>, query?: QueryQuery, options?: CallOptions): Promise<operations['query']['responses'][200]['content']['application/json']> {
    return core.call<operations['query']['responses'][200]['content']['application/json']>(queryOperation, { query: query ?? {}, body: body }, options);
}

/** `GET /paths/{pathId}` (operationId `path`). */
const pathOperation: NoBodyOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ReadingEffect>({
        id: 'path',
        kind: 'no-body',
        method: 'get',
        path: '/paths/{pathId}',
        scopes: /*#__PURE__*/ Object.freeze([]),
        response: 'json',
        retry: 'safe',
        pathParams: /*#__PURE__*/ Object.freeze({ pathId: /*#__PURE__*/ Object.freeze({ 'type': 'string' }) })
    });

/**
 * {@link PartsClient.path} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createPartsCore`.
 * @param pathId - `pathId` path parameter.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns A path.
 * @example
 * ```ts
 * const result = await path(parts, 'id');
 * ```
 */
export function path(core: PartsCore, pathId: string, options?: CallOptions): Promise<operations['path']['responses'][200]['content']['application/json']> {
    return core.call<operations['path']['responses'][200]['content']['application/json']>(pathOperation, { path: { pathId: pathId } }, options);
}

/** `GET /body` (operationId `body`). */
const bodyOperation: NoBodyOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ReadingEffect>({
        id: 'body',
        kind: 'no-body',
        method: 'get',
        path: '/body',
        scopes: /*#__PURE__*/ Object.freeze([]),
        response: 'json',
        retry: 'safe'
    });

/**
 * {@link PartsClient.body} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createPartsCore`.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns The body.
 * @example
 * ```ts
 * const result = await body(parts);
 * ```
 */
export function body(core: PartsCore, options?: CallOptions): Promise<operations['body']['responses'][200]['content']['application/json']> {
    return core.call<operations['body']['responses'][200]['content']['application/json']>(bodyOperation, {}, options);
}
