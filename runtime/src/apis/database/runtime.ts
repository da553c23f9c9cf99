/**
 * The runtime factory of an API whose spec names `x-body-check: api-definition`: the shared `createApiRuntime`
 * with the definition check added under that name, so that descriptors name the check and never hold it.
 */
import type { ApiChecks } from '../../call/client-state.js';
import { createClientRuntime as createClient } from '../../call/client-runtime.js';
import { createApiRuntime as createRuntime } from '../../call/runtime.js';
import type { ApiDescriptor, ApiRuntime, RuntimeOptions } from '../../contract/operation.js';
import { apiDefinitionCheck } from './definition-check.js';

const CHECKS: ApiChecks = Object.freeze({ body: Object.freeze({ [apiDefinitionCheck.name]: apiDefinitionCheck }) });

export function createApiRuntime<Paths extends {}>(api: ApiDescriptor, options: RuntimeOptions): ApiRuntime<Paths> {
  return createRuntime<Paths>(api, options, CHECKS);
}

/** A generated factory's runtime from its descriptor and its user's options (call/client-runtime.ts). */
export function createClientRuntime<Paths extends {}>(api: ApiDescriptor, options: object): ApiRuntime<Paths> {
  return createClient<Paths>(api, options, CHECKS);
}
