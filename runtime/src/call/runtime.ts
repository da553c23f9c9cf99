/**
 * `createApiRuntime`: what every generated client is built on. It makes the client's state (client-state.ts)
 * once and hands each call to call.ts and each report read to features/csv/read-report.ts. It does not import
 * openapi-fetch: the `raw` client comes from raw-client.ts, which only the full client object imports.
 */
import type { ApiDescriptor, ApiRuntime, RuntimeOptions } from '../contract/operation.js';
import { readReport } from '../features/csv/read-report.js';
import type { TokenProvider } from '../auth/token-provider.js';
import type { Log } from '../features/log.js';
import type { TokenBucket } from '../rate-limit/token-bucket.js';
import { callOperation } from './call.js';
import { createClientState, type ApiChecks } from './client-state.js';
import { NO_WRITERS, type RequestWriters } from './request-writers.js';

export { resolveRateLimit } from './client-state.js';

/**
 * The runtime of one client of `api`; `checks` are the upload and body checks its API adds (apis/), `writers` the
 * request writers its descriptors use (request-writers.ts).
 */
export function createApiRuntime<Paths extends {}>(
  api: ApiDescriptor,
  options: RuntimeOptions,
  checks: ApiChecks = {},
  writers: RequestWriters = NO_WRITERS,
): ApiRuntime<Paths> {
  const client = createClientState(api, options, checks, writers);
  const runtime: ApiRuntime<Paths> = {
    call: (op, params, callOptions = {}) => callOperation(client, op, params, callOptions),
    report: (op, params, callOptions = {}) => readReport(client, op, params, callOptions),
  };
  const { fetch, tokens, bucket, log } = client.transport;
  connections.set(runtime, { serverUrl: options.serverUrl, fetch, tokens, bucket, log });
  return runtime;
}

/** The runtime's token provider, rate-limit bucket and log, shared with the `raw` client (raw-client.ts). */
export interface RuntimeConnection {
  readonly serverUrl: string;
  readonly fetch: typeof fetch | undefined;
  readonly tokens: TokenProvider;
  readonly bucket: TokenBucket | undefined;
  readonly log: Log;
}

/** Each runtime's connection, kept beside it rather than in the contract every generated module types. */
const connections = new WeakMap<ApiRuntime<{}>, RuntimeConnection>();

/** The connection of a runtime made by `createApiRuntime`. */
export function runtimeConnection(runtime: ApiRuntime<{}>): RuntimeConnection {
  const connection = connections.get(runtime);
  if (connection === undefined) throw new TypeError('not a runtime made by createApiRuntime');
  return connection;
}
