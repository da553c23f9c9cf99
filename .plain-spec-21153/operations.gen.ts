// Generated from ../../../tmp/sdk-plain-5FHpXV/petstore.yaml by the platform-sdk generator. Do not edit.

import {
  checkClientOptions,
  createApiRuntime,
  expandServerUrl,
  jsonBody,
  writeQuery,
  OutcomeUnknownError,
} from '@platform-sdk/runtime/client';
import type {
  ApiDescriptor,
  ApiRuntime,
  CallOptions,
  ChangingEffect,
  JsonBodyOperation,
  JsonInput,
  NoBodyOperation,
  ReadingEffect,
  RuntimeOptions,
} from '@platform-sdk/runtime/internal';
import type { ListPetsQuery, NewPet, Pet, Pets, PetstoreClient, PetstoreClientOptions } from './client.gen.js';
import type { paths } from './schema.gen.js';

/** servers[0].url of the spec; `expandServerUrl` fills in the variables. */
const petstoreServerUrl = '{base_url}';

/** What the runtime needs to know about the Petstore as a whole. */
const petstoreApi: ApiDescriptor = /*#__PURE__*/ Object.freeze<ApiDescriptor>({
  name: 'petstore',
  scopes: /*#__PURE__*/ Object.freeze([]),
  serverVariables: /*#__PURE__*/ Object.freeze([/*#__PURE__*/ Object.freeze({ name: 'base_url', option: 'baseUrl' })]),
});

/** The Petstore without its methods: what `createPetstoreCore` returns and every operation function of this module takes first (tokens, rate limit, retries and options are the client's). */
export type PetstoreCore = ApiRuntime<paths>;

/**
 * Creates the core of a Petstore client: the same options, checks, tokens, retries and rate limit as `createPetstoreClient`, without methods and without `raw`.
 *
 * Pass it to the operation functions of `@platform-sdk/petstore/operations`; a bundler keeps only the operations the app calls.
 *
 * @param options - Server variables, authentication and runtime options (`PetstoreClientOptions`).
 * @example
 * ```ts
 * const petstore = createPetstoreCore({ ... });
 * ```
 */
export function createPetstoreCore(options: PetstoreClientOptions): PetstoreCore {
  checkClientOptions(petstoreApi, options);
  const { baseUrl, ...common } = options;
  const serverValues = { base_url: baseUrl };
  const runtimeOptions: RuntimeOptions = {
    ...common,
    serverUrl: expandServerUrl(petstoreServerUrl, serverValues),
    serverValues,
    audience: baseUrl,
  };
  return createApiRuntime<paths>(petstoreApi, runtimeOptions);
}

/** `GET /pets` (operationId `listPets`). */
const listPetsOperation: NoBodyOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ReadingEffect>(
  {
    id: 'listPets',
    kind: 'no-body',
    method: 'get',
    path: '/pets',
    scopes: /*#__PURE__*/ Object.freeze([]),
    response: 'json',
    retry: 'safe',
    query: writeQuery,
    queryParams: /*#__PURE__*/ Object.freeze({ limit: /*#__PURE__*/ Object.freeze({ type: 'integer' }) }),
  },
);

/**
 * {@link PetstoreClient.listPets} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createPetstoreCore`.
 * @param query - Query parameters ({@link ListPetsQuery}): `limit`.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns A page of pets
 * @example
 * ```ts
 * const result = await listPets(petstore);
 * ```
 */
export function listPets(core: PetstoreCore, query?: ListPetsQuery, options?: CallOptions): Promise<Pets> {
  return core.call<Pets>(listPetsOperation, { query: query ?? {} }, options);
}

/** `POST /pets` (operationId `createPet`). */
const createPetOperation: JsonBodyOperation & ChangingEffect = /*#__PURE__*/ Object.freeze<
  JsonBodyOperation & ChangingEffect
>({
  id: 'createPet',
  kind: 'json-body',
  method: 'post',
  path: '/pets',
  scopes: /*#__PURE__*/ Object.freeze([]),
  requestMediaType: 'application/json',
  response: 'json',
  retry: 'unsafe',
  jsonBody: jsonBody,
  outcomeUnknown: OutcomeUnknownError,
});

/**
 * {@link PetstoreClient.createPet} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createPetstoreCore`.
 * @param body - Request body.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns Created
 * @example
 * ```ts
 * const result = await createPet(petstore, {
 *   name: 'string',
 * });
 * ```
 */
export function createPet(core: PetstoreCore, body: JsonInput<NewPet>, options?: CallOptions): Promise<Pet> {
  return core.call<Pet>(createPetOperation, { body: body }, options);
}

/** `GET /pets/{petId}` (operationId `showPetById`). */
const showPetByIdOperation: NoBodyOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<
  NoBodyOperation & ReadingEffect
>({
  id: 'showPetById',
  kind: 'no-body',
  method: 'get',
  path: '/pets/{petId}',
  scopes: /*#__PURE__*/ Object.freeze([]),
  response: 'json',
  retry: 'safe',
  pathParams: /*#__PURE__*/ Object.freeze({ petId: /*#__PURE__*/ Object.freeze({ type: 'string' }) }),
});

/**
 * {@link PetstoreClient.showPetById} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createPetstoreCore`.
 * @param petId - `petId` path parameter.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns A pet
 * @example
 * ```ts
 * const result = await showPetById(petstore, 'id');
 * ```
 */
export function showPetById(core: PetstoreCore, petId: string, options?: CallOptions): Promise<Pet> {
  return core.call<Pet>(showPetByIdOperation, { path: { petId: petId } }, options);
}

/** `DELETE /pets/{petId}` (operationId `deletePet`). */
const deletePetOperation: NoBodyOperation & ChangingEffect = /*#__PURE__*/ Object.freeze<
  NoBodyOperation & ChangingEffect
>({
  id: 'deletePet',
  kind: 'no-body',
  method: 'delete',
  path: '/pets/{petId}',
  scopes: /*#__PURE__*/ Object.freeze([]),
  response: 'empty',
  retry: 'safe',
  outcomeUnknown: OutcomeUnknownError,
  pathParams: /*#__PURE__*/ Object.freeze({ petId: /*#__PURE__*/ Object.freeze({ type: 'string' }) }),
});

/**
 * {@link PetstoreClient.deletePet} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createPetstoreCore`.
 * @param petId - `petId` path parameter.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns Resolves when the service answers 204. Deleted
 * @example
 * ```ts
 * await deletePet(petstore, 'id');
 * ```
 */
export function deletePet(core: PetstoreCore, petId: string, options?: CallOptions): Promise<void> {
  return core.call<void>(deletePetOperation, { path: { petId: petId } }, options);
}
