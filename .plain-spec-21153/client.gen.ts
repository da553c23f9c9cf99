// Generated from ../../../tmp/sdk-plain-5FHpXV/petstore.yaml by the platform-sdk generator. Do not edit.

import { isApiErrorOf } from '@platform-sdk/runtime/client';
import type { ApiErrorOf, CallOptions, CommonClientOptions, JsonInput } from '@platform-sdk/runtime/internal';
import { rawClient } from '@platform-sdk/runtime/raw';
import type { Client } from 'openapi-fetch';
import type { components, paths } from './schema.gen.js';
import * as generatedOperations from './operations.gen.js';

/** The `NewPet` schema of the spec. */
export type NewPet = components['schemas']['NewPet'];

/** The `Pet` schema of the spec. */
export type Pet = components['schemas']['Pet'];

/** The `Pets` schema of the spec. */
export type Pets = components['schemas']['Pets'];

/** An HTTP error answer of this API. */
export type PetstoreApiError = ApiErrorOf<string, unknown>;

/** Whether `error` is an HTTP error answer of this API (any status); narrows it to `PetstoreApiError`. Its 400s carry no codes (`errors` is empty): `serviceMessage` is what the service said, which names the field and the rule. */
export function isPetstoreApiError(error: unknown): error is PetstoreApiError {
  return isApiErrorOf(error, 'petstore');
}

/** Query parameters of `listPets`. */
export type ListPetsQuery = {
  readonly limit?: number | undefined;
};

/**
 * Options of `createPetstoreClient`: the server variables of the spec plus the options every client shares.
 *
 * The first variable, `baseUrl`, is the base address: it starts the API root and is the token audience.
 */
export type PetstoreClientOptions = CommonClientOptions & {
  /** The base address of the API, which is also the token audience: the document's server URL, or the address of another deployment of it. */
  readonly baseUrl: string;
};

/**
 * Client of the Petstore: one method per operation of ../../../tmp/sdk-plain-5FHpXV/petstore.yaml.
 *
 * Methods return the parsed data and throw typed errors.
 *
 * An HTTP error answer is thrown as the runtime class of its status (re-exported by this package), and every one is a `PetstoreApiError` (`isPetstoreApiError` narrows a caught value). Each method lists the statuses it answers with their classes.
 */
export interface PetstoreClient {
  /** The openapi-fetch client, with authentication and rate limiting installed, for full control over a request. */
  readonly raw: Client<paths>;
  /**
   * Needs a bearer token.
   *
   * Retried automatically on 429, 5xx, network errors and timeouts.
   *
   * @param query - Query parameters ({@link ListPetsQuery}): `limit`.
   * @param options - Per-call options: abort signal, timeout, retry overrides.
   * @returns A page of pets
   * @example
   * ```ts
   * const result = await petstore.listPets();
   * ```
   */
  listPets(query?: ListPetsQuery, options?: CallOptions): Promise<Pets>;
  /**
   * Needs a bearer token.
   *
   * Retried automatically only after 429 and 503, which say nothing was done. After a failure that may have been performed (a connection lost or timed out after sending, a 500) it is not repeated, since repeating could apply it twice: the call throws `OutcomeUnknownError`. `retryUnsafe: true` repeats it anyway.
   *
   * @param body - Request body.
   * @param options - Per-call options: abort signal, timeout, retry overrides.
   * @returns Created
   * @example
   * ```ts
   * const result = await petstore.createPet({
   *   name: 'string',
   * });
   * ```
   */
  createPet(body: JsonInput<NewPet>, options?: CallOptions): Promise<Pet>;
  /**
   * Needs a bearer token.
   *
   * Retried automatically on 429, 5xx, network errors and timeouts.
   *
   * @param petId - `petId` path parameter.
   * @param options - Per-call options: abort signal, timeout, retry overrides.
   * @returns A pet
   * @example
   * ```ts
   * const result = await petstore.showPetById('id');
   * ```
   */
  showPetById(petId: string, options?: CallOptions): Promise<Pet>;
  /**
   * Needs a bearer token.
   *
   * Retried automatically on 429, 5xx, network errors and timeouts. A retry that finds it gone (404) after an attempt that may have deleted it counts as done. Given up after an attempt that may have been performed, the call throws `OutcomeUnknownError`.
   *
   * @param petId - `petId` path parameter.
   * @param options - Per-call options: abort signal, timeout, retry overrides.
   * @returns Resolves when the service answers 204. Deleted
   * @example
   * ```ts
   * await petstore.deletePet('id');
   * ```
   */
  deletePet(petId: string, options?: CallOptions): Promise<void>;
}

/**
 * Creates a client of the Petstore.
 *
 * With `credentials` and `authUrl` the client fetches, caches and refreshes OAuth2 tokens itself; pass `accessToken` to bring your own. Retries, rate limiting and timeouts follow the runtime defaults unless overridden here or per call.
 *
 * The client object holds every operation and `raw` (openapi-fetch), so a bundler keeps them all; an app that calls a few operations can import them as functions from `@platform-sdk/petstore/operations` instead (`createPetstoreCore`), and its bundle holds only those.
 *
 * @param options - Server variables, authentication and runtime options.
 * @example
 * ```ts
 * const petstore = createPetstoreClient({
 *   baseUrl: 'https://api.petstore.test',
 *   accessToken: process.env.ACCESS_TOKEN ?? '',
 * });
 * ```
 */
export function createPetstoreClient(options: PetstoreClientOptions): PetstoreClient {
  const core = generatedOperations.createPetstoreCore(options);
  return {
    raw: rawClient<paths>(core),
    listPets(query?: ListPetsQuery, options?: CallOptions): Promise<Pets> {
      return generatedOperations.listPets(core, query, options);
    },
    createPet(body: JsonInput<NewPet>, options?: CallOptions): Promise<Pet> {
      return generatedOperations.createPet(core, body, options);
    },
    showPetById(petId: string, options?: CallOptions): Promise<Pet> {
      return generatedOperations.showPetById(core, petId, options);
    },
    deletePet(petId: string, options?: CallOptions): Promise<void> {
      return generatedOperations.deletePet(core, petId, options);
    },
  };
}
