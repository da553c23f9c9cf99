// Generated from test/fixtures/spec-answers/answers.yaml by the platform-sdk generator. Do not edit.

import { checkClientOptions, createApiRuntime, expandServerUrl } from '@platform-sdk/runtime/client';
import type { ApiDescriptor, ApiRuntime, CallOptions, ChangingEffect, JsonBodyOperation, JsonInput, NoBodyOperation, RawRequest, ReadingEffect, RuntimeOptions } from '@platform-sdk/runtime/internal';
import type { AnswersClient, AnswersClientOptions, Pet } from './client.gen.js';
import type { operations, paths } from './schema.gen.js';

/** servers[0].url of the spec; `expandServerUrl` fills in the variables. */
const answersServerUrl = '{base_url}';

/** What the runtime needs to know about the Answers as a whole. */
const answersApi: ApiDescriptor = /*#__PURE__*/ Object.freeze<ApiDescriptor>({
    name: 'answers',
    scopes: /*#__PURE__*/ Object.freeze([]),
    serverVariables: /*#__PURE__*/ Object.freeze([/*#__PURE__*/ Object.freeze({ name: 'base_url', option: 'baseUrl' })]),
    authentication: 'none'
});

/** The Answers without its methods: what `createAnswersCore` returns and every operation function of this module takes first (tokens, rate limit, retries and options are the client's). */
export type AnswersCore = ApiRuntime<paths>;

/**
 * Creates the core of a Answers client: the same options, checks, tokens, retries and rate limit as `createAnswersClient`, without methods and without `raw`.
 *
 * Pass it to the operation functions of `@platform-sdk/answers/operations`; a bundler keeps only the operations the app calls.
 *
 * @param options - Server variables, authentication and runtime options (`AnswersClientOptions`).
 * @example
 * ```ts
 * const answers = createAnswersCore({ ... });
 * ```
 */
export function createAnswersCore(options: AnswersClientOptions): AnswersCore {
    checkClientOptions(answersApi, options);
    const { baseUrl, ...common } = options;
    const serverValues = { base_url: baseUrl };
    const runtimeOptions: RuntimeOptions = {
        ...common,
        serverUrl: expandServerUrl(answersServerUrl, serverValues),
        serverValues,
        audience: baseUrl
    };
    return createApiRuntime<paths>(answersApi, runtimeOptions);
}

/** `GET /pets/{petId}` (operationId `getPet`). */
const getPetOperation: NoBodyOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ReadingEffect>({
    id: 'getPet',
    kind: 'no-body',
    method: 'get',
    path: '/pets/{petId}',
    scopes: /*#__PURE__*/ Object.freeze([]),
    response: 'json',
    answers: /*#__PURE__*/ Object.freeze({ 'application/json': 'json', 'application/xml': 'text' }),
    retry: 'safe',
    pathParams: /*#__PURE__*/ Object.freeze({ petId: /*#__PURE__*/ Object.freeze({ 'type': 'integer' }) })
});

/**
 * {@link AnswersClient.getPet} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createAnswersCore`.
 * @param petId - `petId` path parameter.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns The pet, as JSON or XML
 * @example
 * ```ts
 * const result = await getPet(answers, 1);
 * ```
 */
export function getPet(core: AnswersCore, petId: number | bigint, options?: CallOptions & { accept?: 'application/json' | 'application/xml'; } & { accept?: 'application/json'; }): Promise<Pet>;
export function getPet(core: AnswersCore, petId: number | bigint, options: CallOptions & { accept?: 'application/json' | 'application/xml'; } & { accept: 'application/xml'; }): Promise<string>;
export function getPet(core: AnswersCore, petId: number | bigint, options?: CallOptions & { accept?: 'application/json' | 'application/xml'; }): Promise<Pet | string>;
export function getPet(core: AnswersCore, petId: number | bigint, options?: CallOptions & { accept?: 'application/json' | 'application/xml'; }): Promise<unknown> {
    return core.call<Pet | undefined>(getPetOperation, { path: { petId: petId } }, options);
}

/** `HEAD /pets/{petId}` (operationId `petExists`). */
const petExistsOperation: NoBodyOperation & ChangingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ChangingEffect>({
    id: 'petExists',
    kind: 'no-body',
    method: 'head',
    path: '/pets/{petId}',
    scopes: /*#__PURE__*/ Object.freeze([]),
    response: 'empty',
    retry: 'safe',
    pathParams: /*#__PURE__*/ Object.freeze({ petId: /*#__PURE__*/ Object.freeze({ 'type': 'integer' }) })
});

/**
 * {@link AnswersClient.petExists} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createAnswersCore`.
 * @param petId - `petId` path parameter.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns Resolves when the service answers 200.
 * @example
 * ```ts
 * await petExists(answers, 1);
 * ```
 */
export function petExists(core: AnswersCore, petId: number | bigint, options?: CallOptions): Promise<void> {
    return core.call<void>(petExistsOperation, { path: { petId: petId } }, options);
}

/** `GET /pets/{petId}/photo` (operationId `getPhoto`). */
const getPhotoOperation: NoBodyOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ReadingEffect>({
    id: 'getPhoto',
    kind: 'no-body',
    method: 'get',
    path: '/pets/{petId}/photo',
    scopes: /*#__PURE__*/ Object.freeze([]),
    response: 'binary',
    retry: 'safe',
    pathParams: /*#__PURE__*/ Object.freeze({ petId: /*#__PURE__*/ Object.freeze({ 'type': 'integer' }) })
});

/**
 * {@link AnswersClient.getPhoto} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createAnswersCore`.
 * @param petId - `petId` path parameter.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns The photo
 * @example
 * ```ts
 * const result = await getPhoto(answers, 1);
 * ```
 */
export function getPhoto(core: AnswersCore, petId: number | bigint, options?: CallOptions): Promise<Blob> {
    return core.call<Blob>(getPhotoOperation, { path: { petId: petId } }, options);
}

/** `GET /pets/{petId}/notes` (operationId `getNotes`). */
const getNotesOperation: NoBodyOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ReadingEffect>({
    id: 'getNotes',
    kind: 'no-body',
    method: 'get',
    path: '/pets/{petId}/notes',
    scopes: /*#__PURE__*/ Object.freeze([]),
    response: 'text',
    retry: 'safe',
    pathParams: /*#__PURE__*/ Object.freeze({ petId: /*#__PURE__*/ Object.freeze({ 'type': 'integer' }) })
});

/**
 * {@link AnswersClient.getNotes} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createAnswersCore`.
 * @param petId - `petId` path parameter.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns Notes as text
 * @example
 * ```ts
 * const result = await getNotes(answers, 1);
 * ```
 */
export function getNotes(core: AnswersCore, petId: number | bigint, options?: CallOptions): Promise<string> {
    return core.call<string>(getNotesOperation, { path: { petId: petId } }, options);
}

/** `PUT /pets/{petId}/notes` (operationId `putNotes`). */
const putNotesOperation: NoBodyOperation & ChangingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ChangingEffect>({
    id: 'putNotes',
    kind: 'no-body',
    method: 'put',
    path: '/pets/{petId}/notes',
    scopes: /*#__PURE__*/ Object.freeze([]),
    response: 'json',
    retry: 'safe',
    raw: true
});

/**
 * {@link AnswersClient.putNotes} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createAnswersCore`.
 * @param petId - `petId` path parameter.
 * @param init - Query, body and headers as the service expects them (`RawRequest`): this operation is raw.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns The answer: parsed JSON, text, or a Blob, by the media type it comes in (`unknown`).
 * @example
 * ```ts
 * const result = await putNotes(answers, 1);
 * ```
 */
export function putNotes(core: AnswersCore, petId: string | number, init?: RawRequest, options?: CallOptions): Promise<unknown> {
    return core.call<unknown>(putNotesOperation, { path: { petId: petId }, raw: init }, options);
}

/** `POST /pets` (operationId `addPet`). */
const addPetOperation: JsonBodyOperation & ChangingEffect = /*#__PURE__*/ Object.freeze<JsonBodyOperation & ChangingEffect>({
    id: 'addPet',
    kind: 'json-body',
    method: 'post',
    path: '/pets',
    scopes: /*#__PURE__*/ Object.freeze([]),
    requestMediaType: 'application/json',
    response: 'json',
    retry: 'unsafe'
});

/**
 * {@link AnswersClient.addPet} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createAnswersCore`.
 * @param body - Request body.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns An existing pet of that name
 * @example
 * ```ts
 * const result = await addPet(answers, {
 *   id: 1,
 *   name: 'string',
 * });
 * ```
 */
export function addPet(core: AnswersCore, body: JsonInput<Pet>, options?: CallOptions): Promise<Pet | operations['addPet']['responses'][201]['content']['application/json'] | undefined> {
    return core.call<Pet | operations['addPet']['responses'][201]['content']['application/json'] | undefined>(addPetOperation, { body: body }, options);
}

/** `OPTIONS /pets` (operationId `petOptions`). */
const petOptionsOperation: NoBodyOperation & ChangingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ChangingEffect>({
    id: 'petOptions',
    kind: 'no-body',
    method: 'options',
    path: '/pets',
    scopes: /*#__PURE__*/ Object.freeze([]),
    response: 'empty',
    retry: 'safe'
});

/**
 * {@link AnswersClient.petOptions} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createAnswersCore`.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns Resolves when the service answers 204. What the resource allows
 * @example
 * ```ts
 * await petOptions(answers);
 * ```
 */
export function petOptions(core: AnswersCore, options?: CallOptions): Promise<void> {
    return core.call<void>(petOptionsOperation, {}, options);
}

/** `GET /export` (operationId `exportPets`). */
const exportPetsOperation: NoBodyOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ReadingEffect>({
    id: 'exportPets',
    kind: 'no-body',
    method: 'get',
    path: '/export',
    scopes: /*#__PURE__*/ Object.freeze([]),
    response: 'binary',
    retry: 'safe'
});

/**
 * {@link AnswersClient.exportPets} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createAnswersCore`.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns Every pet, as an archive
 * @example
 * ```ts
 * const result = await exportPets(answers);
 * ```
 */
export function exportPets(core: AnswersCore, options?: CallOptions): Promise<Blob> {
    return core.call<Blob>(exportPetsOperation, {}, options);
}
