// Generated from test/fixtures/spec-answers/answers.yaml by the platform-sdk generator. Do not edit.

import { isApiErrorOf, isErrorAnswerOf } from '@platform-sdk/runtime/client';
import type { ApiErrorOf, CallOptions, CommonClientOptions, ErrorAnswer, ErrorStatus, ErrorStatuses, JsonInput, RawRequest } from '@platform-sdk/runtime/internal';
import { rawClient } from '@platform-sdk/runtime/raw';
import type { Client } from 'openapi-fetch';
import type { components, operations, paths } from './schema.gen.js';
import * as generatedOperations from './operations.gen.js';

/** The `Pet` schema of the spec. */
export type Pet = components['schemas']['Pet'];

/** The `NotFound` schema of the spec. */
export type NotFound = components['schemas']['NotFound'];

/** An HTTP error answer of this API. */
export type AnswersApiError = ApiErrorOf<string, unknown>;

/** Whether `error` is an HTTP error answer of this API (any status); narrows it to `AnswersApiError`. Its 400s carry no codes (`errors` is empty): `serviceMessage` is what the service said, which names the field and the rule. */
export function isAnswersApiError(error: unknown): error is AnswersApiError {
    return isApiErrorOf(error, 'answers');
}

/** The body the spec gives each error answer of each method, by status (`default`: any status the method lists no other entry for). `isAnswersApiErrorOf` narrows a caught error to one of them. */
export interface AnswersErrorBodies {
    readonly getPet: {
            readonly '404': NotFound;
            readonly '4XX': string;
            readonly 'default': operations['getPet']['responses']['default']['content']['application/problem+json'];
        };
    readonly petExists: {
            readonly '404': unknown;
        };
}

const answersErrorStatuses: Readonly<Record<keyof AnswersErrorBodies, ErrorStatuses>> = /*#__PURE__*/ Object.freeze({
    getPet: /*#__PURE__*/ Object.freeze({ id: 'getPet', statuses: /*#__PURE__*/ Object.freeze(['404', '4XX', 'default']) }),
    petExists: /*#__PURE__*/ Object.freeze({ id: 'petExists', statuses: /*#__PURE__*/ Object.freeze(['404']) })
});

/**
 * Whether `error` is the answer of one method with one status the spec lists for it (`404`, `'4XX'`, `'default'`); narrows it to a `AnswersApiError` whose `body` has the type the spec gives that answer (`AnswersErrorBodies`).
 * @example
 * ```ts
 * if (isAnswersApiErrorOf(error, 'getPet', 404)) console.log(error.body);
 * ```
 */
export function isAnswersApiErrorOf<O extends keyof AnswersErrorBodies, S extends ErrorStatus<keyof AnswersErrorBodies[O] & string>>(error: unknown, operation: O, status: S): error is AnswersApiError & ErrorAnswer<AnswersErrorBodies[O], S> {
    return isErrorAnswerOf(error, 'answers', answersErrorStatuses[operation], status);
}

/**
 * Options of `createAnswersClient`: the server variables of the spec plus the options every client shares.
 *
 * The first variable, `baseUrl`, is the base address: it starts the API root and is the token audience.
 */
export type AnswersClientOptions = CommonClientOptions & {
    /** The base address of the API, which is also the token audience: the document's server URL, or the address of another deployment of it. */
    readonly baseUrl: string;
};

/**
 * Client of the Answers: one method per operation of test/fixtures/spec-answers/answers.yaml.
 *
 * Methods return the parsed data and throw typed errors.
 *
 * An HTTP error answer is thrown as the runtime class of its status (re-exported by this package), and every one is a `AnswersApiError` (`isAnswersApiError` narrows a caught value). Each method lists the statuses it answers with their classes; a status whose meaning the method does not give means the same for every method:
 *
 * - 404 `NotFoundError`: No such pet
 */
export interface AnswersClient {
    /** The openapi-fetch client, with authentication and rate limiting installed, for full control over a request. */
    readonly raw: Client<paths>;
    /**
     * Asks for `application/json` unless `options.accept` names another of the answer's media types. With `application/xml` as `options.accept` it resolves to the body in that media type.
     *
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * @param petId - `petId` path parameter.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns The pet, as JSON or XML
     * @throws {ApiError} 4XX: Another refusal
     * @throws {ApiError} default: Anything else
     * @throws {AnswersApiError} 404 `NotFoundError`: what each means is in {@link AnswersClient}.
     * @example
     * ```ts
     * const result = await answers.getPet(1);
     * ```
     */
    getPet(petId: number | bigint, options?: CallOptions & { accept?: 'application/json' | 'application/xml'; } & { accept?: 'application/json'; }): Promise<Pet>;
    getPet(petId: number | bigint, options: CallOptions & { accept?: 'application/json' | 'application/xml'; } & { accept: 'application/xml'; }): Promise<string>;
    getPet(petId: number | bigint, options?: CallOptions & { accept?: 'application/json' | 'application/xml'; }): Promise<Pet | string>;
    /**
     * Retried automatically on 429, 5xx, network errors and timeouts. Given up after an attempt that may have been performed, the call throws `OutcomeUnknownError`.
     *
     * @param petId - `petId` path parameter.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns Resolves when the service answers 200.
     * @throws {AnswersApiError} 404 `NotFoundError`: what each means is in {@link AnswersClient}.
     * @example
     * ```ts
     * await answers.petExists(1);
     * ```
     */
    petExists(petId: number | bigint, options?: CallOptions): Promise<void>;
    /**
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * @param petId - `petId` path parameter.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns The photo
     * @example
     * ```ts
     * const result = await answers.getPhoto(1);
     * ```
     */
    getPhoto(petId: number | bigint, options?: CallOptions): Promise<Blob>;
    /**
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * @param petId - `petId` path parameter.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns Notes as text
     * @example
     * ```ts
     * const result = await answers.getNotes(1);
     * ```
     */
    getNotes(petId: number | bigint, options?: CallOptions): Promise<string>;
    /**
     * Retried automatically on 429, 5xx, network errors and timeouts. Given up after an attempt that may have been performed, the call throws `OutcomeUnknownError`.
     *
     * Raw form: the client cannot call this operation type-safely (request media type "application/xml" is not supported: the client sends JSON or text/csv bodies (no multipart, form or XML bodies)). Give the query, body and headers in `init` as the service expects them; the answer is parsed by its media type and typed `unknown`.
     *
     * @param petId - `petId` path parameter.
     * @param init - Query, body and headers as the service expects them (`RawRequest`): this operation is raw.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns The answer: parsed JSON, text, or a Blob, by the media type it comes in (`unknown`).
     * @example
     * ```ts
     * const result = await answers.putNotes(1);
     * ```
     */
    putNotes(petId: string | number, init?: RawRequest, options?: CallOptions): Promise<unknown>;
    /**
     * Retried automatically only after 429 and 503, which say nothing was done. After a failure that may have been performed (a connection lost or timed out after sending, a 500) it is not repeated, since repeating could apply it twice: the call throws `OutcomeUnknownError`. `retryUnsafe: true` repeats it anyway.
     *
     * @param body - Request body.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns An existing pet of that name
     * @example
     * ```ts
     * const result = await answers.addPet({
     *   id: 1,
     *   name: 'string',
     * });
     * ```
     */
    addPet(body: JsonInput<Pet>, options?: CallOptions): Promise<Pet | operations['addPet']['responses'][201]['content']['application/json'] | undefined>;
    /**
     * Retried automatically on 429, 5xx, network errors and timeouts. Given up after an attempt that may have been performed, the call throws `OutcomeUnknownError`.
     *
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns Resolves when the service answers 204. What the resource allows
     * @example
     * ```ts
     * await answers.petOptions();
     * ```
     */
    petOptions(options?: CallOptions): Promise<void>;
    /**
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns Every pet, as an archive
     * @example
     * ```ts
     * const result = await answers.exportPets();
     * ```
     */
    exportPets(options?: CallOptions): Promise<Blob>;
}

/**
 * Creates a client of the Answers.
 *
 * With `credentials` and `authUrl` the client fetches, caches and refreshes OAuth2 tokens itself; pass `accessToken` to bring your own. Retries, rate limiting and timeouts follow the runtime defaults unless overridden here or per call.
 *
 * The client object holds every operation and `raw` (openapi-fetch), so a bundler keeps them all; an app that calls a few operations can import them as functions from `@platform-sdk/answers/operations` instead (`createAnswersCore`), and its bundle holds only those.
 *
 * @param options - Server variables, authentication and runtime options.
 * @example
 * ```ts
 * const answers = createAnswersClient({
 *   baseUrl: 'https://answers.example.test',
 *   accessToken: process.env.ACCESS_TOKEN ?? '',
 * });
 * ```
 */
export function createAnswersClient(options: AnswersClientOptions): AnswersClient {
    const core = generatedOperations.createAnswersCore(options);

    function getPetImpl(petId: number | bigint, options?: CallOptions & { accept?: 'application/json' | 'application/xml'; } & { accept?: 'application/json'; }): Promise<Pet>;
    function getPetImpl(petId: number | bigint, options: CallOptions & { accept?: 'application/json' | 'application/xml'; } & { accept: 'application/xml'; }): Promise<string>;
    function getPetImpl(petId: number | bigint, options?: CallOptions & { accept?: 'application/json' | 'application/xml'; }): Promise<Pet | string>;
    function getPetImpl(petId: number | bigint, options?: CallOptions & { accept?: 'application/json' | 'application/xml'; }): Promise<unknown> {
        return generatedOperations.getPet(core, petId, options);
    }

    return {
        raw: rawClient<paths>(core),
        getPet: getPetImpl,
        petExists(petId: number | bigint, options?: CallOptions): Promise<void> {
            return generatedOperations.petExists(core, petId, options);
        },
        getPhoto(petId: number | bigint, options?: CallOptions): Promise<Blob> {
            return generatedOperations.getPhoto(core, petId, options);
        },
        getNotes(petId: number | bigint, options?: CallOptions): Promise<string> {
            return generatedOperations.getNotes(core, petId, options);
        },
        putNotes(petId: string | number, init?: RawRequest, options?: CallOptions): Promise<unknown> {
            return generatedOperations.putNotes(core, petId, init, options);
        },
        addPet(body: JsonInput<Pet>, options?: CallOptions): Promise<Pet | operations['addPet']['responses'][201]['content']['application/json'] | undefined> {
            return generatedOperations.addPet(core, body, options);
        },
        petOptions(options?: CallOptions): Promise<void> {
            return generatedOperations.petOptions(core, options);
        },
        exportPets(options?: CallOptions): Promise<Blob> {
            return generatedOperations.exportPets(core, options);
        }
    };
}
