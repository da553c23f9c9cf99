// Generated from ../../../tmp/sdk-unused-1Ow0kX/parts.yaml by the platform-sdk generator. Do not edit.

import { isApiErrorOf } from '@platform-sdk/runtime/client';
import type { ApiErrorOf, CallOptions, CommonClientOptions, JsonInput } from '@platform-sdk/runtime/internal';
import { rawClient } from '@platform-sdk/runtime/raw';
import type { Client } from 'openapi-fetch';
import type { operations, paths } from './schema.gen.js';
import * as generatedOperations from './operations.gen.js';

/** An HTTP error answer of this API. */
export type PartsApiError = ApiErrorOf<string, unknown>;

/** Whether `error` is an HTTP error answer of this API (any status); narrows it to `PartsApiError`. Its 400s carry no codes (`errors` is empty): `serviceMessage` is what the service said, which names the field and the rule. */
export function isPartsApiError(error: unknown): error is PartsApiError {
    return isApiErrorOf(error, 'parts');
}

/** Query parameters of `query`. */
export type QueryQuery = {
        readonly page?: number | undefined;
    };

/**
 * Options of `createPartsClient`: the server variables of the spec plus the options every client shares.
 *
 * The first variable, `baseUrl`, is the base address: it starts the API root and is the token audience.
 */
export type PartsClientOptions = CommonClientOptions & {
        /** The base address of the API, which is also the token audience: the document's server URL, or the address of another deployment of it. */
        readonly baseUrl: string;
    };

/**
 * Client of the Parts: one method per operation of ../../../tmp/sdk-unused-1Ow0kX/parts.yaml.
 *
 * Methods return the parsed data and throw typed errors.
 *
 * An HTTP error answer is thrown as the runtime class of its status (re-exported by this package), and every one is a `PartsApiError` (`isPartsApiError` narrows a caught value). Each method lists the statuses it answers with their classes.
 */
export interface PartsClient {
    /** The openapi-fetch client, with authentication and rate limiting installed, for full control over a request. */
    readonly raw: Client<paths>;
    /**
     * Retried automatically only after 429 and 503, which say nothing was done. After a failure that may have been performed (a connection lost or timed out after sending, a 500) it is not repeated, since repeating could apply it twice: the call throws `OutcomeUnknownError`. `retryUnsafe: true` repeats it anyway.
     *
     * @param body - Request body.
     * @param query - Query parameters ({@link QueryQuery}): `page`.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns Found.
     * @example
     * ```ts
     * const result = await parts.query({});
     * ```
     */
    query(body: JsonInput<operations['query']['requestBody']['content']['application/json']>, query?: QueryQuery, options?: CallOptions): Promise<operations['query']['responses'][200]['content']['application/json']>;
    /**
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * @param pathId - `pathId` path parameter.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns A path.
     * @example
     * ```ts
     * const result = await parts.path('id');
     * ```
     */
    path(pathId: string, options?: CallOptions): Promise<operations['path']['responses'][200]['content']['application/json']>;
    /**
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns The body.
     * @example
     * ```ts
     * const result = await parts.body();
     * ```
     */
    body(options?: CallOptions): Promise<operations['body']['responses'][200]['content']['application/json']>;
}

/**
 * Creates a client of the Parts.
 *
 * With `credentials` and `authUrl` the client fetches, caches and refreshes OAuth2 tokens itself; pass `accessToken` to bring your own. Retries, rate limiting and timeouts follow the runtime defaults unless overridden here or per call.
 *
 * The client object holds every operation and `raw` (openapi-fetch), so a bundler keeps them all; an app that calls a few operations can import them as functions from `@platform-sdk/parts/operations` instead (`createPartsCore`), and its bundle holds only those.
 *
 * @param options - Server variables, authentication and runtime options.
 * @example
 * ```ts
 * const parts = createPartsClient({
 *   baseUrl: 'https://parts.example.com',
 *   accessToken: process.env.ACCESS_TOKEN ?? '',
 * });
 * ```
 */
export function createPartsClient(options: PartsClientOptions): PartsClient {
    const core = generatedOperations.createPartsCore(options);
    return {
        raw: rawClient<paths>(core),
        query(body: JsonInput<operations['query']['requestBody']['content']['application/json']>, query?: QueryQuery, options?: CallOptions): Promise<operations['query']['responses'][200]['content']['application/json']> {
            return generatedOperations.query(core, body, query, options);
        },
        path(pathId: string, options?: CallOptions): Promise<operations['path']['responses'][200]['content']['application/json']> {
            return generatedOperations.path(core, pathId, options);
        },
        body(options?: CallOptions): Promise<operations['body']['responses'][200]['content']['application/json']> {
            return generatedOperations.body(core, options);
        }
    };
}
