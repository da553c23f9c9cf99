/**
 * `createClientRuntime`: what a generated factory calls with its descriptor and the options its user gave. The
 * descriptor's data picks the work: the options are checked against its server variables (client-options.ts),
 * those variables are taken out of them and filled into its `serverUrl`, the base address is the token audience, and
 * the rest are the runtime's own options.
 */
import type { ApiDescriptor, ApiRuntime, RuntimeOptions } from '../contract/operation.js';
import { baseAddressVariable, expandServerUrl } from '../request/server-url.js';
import { checkClientOptions } from './client-options.js';
import type { ApiChecks } from './client-state.js';
import { NO_WRITERS, type RequestWriters } from './request-writers.js';
import { createApiRuntime } from './runtime.js';

export function createClientRuntime<Paths extends {}>(
  api: ApiDescriptor,
  options: object,
  checks: ApiChecks = {},
  writers: RequestWriters = NO_WRITERS,
): ApiRuntime<Paths> {
  checkClientOptions(api, options);
  if (api.serverUrl === undefined) throw new TypeError(`The ${api.name} descriptor has no serverUrl.`);
  const given = options as Record<string, unknown>;
  const variables = api.serverVariables ?? [];
  // Option names come from the spec: only own properties count, and each is defined, never assigned.
  const valueOf = (option: string): unknown => (Object.hasOwn(given, option) ? given[option] : undefined);
  const common: Record<string, unknown> = { ...given };
  for (const variable of variables) delete common[variable.option];
  const serverValues = Object.fromEntries(
    variables.map((v) => [v.name, (valueOf(v.option) as string | undefined) ?? v.default]),
  ) as Record<string, string | undefined>;
  // The token audience is the base address, when the URL has one (a host named in parts has none).
  const base = variables.find((v) => v.name === baseAddressVariable(api.serverUrl ?? ''));
  const runtimeOptions = {
    ...common,
    serverUrl: expandServerUrl(api.serverUrl, serverValues),
    ...(variables.length === 0 ? {} : { serverValues }),
    audience: base === undefined ? '' : serverValues[base.name],
  } as RuntimeOptions;
  return createApiRuntime<Paths>(api, runtimeOptions, checks, writers);
}
