/**
 * `rawClient`: the openapi-fetch client of a runtime, with the runtime's token, rate-limit bucket and log
 * installed as middleware (transport/middleware.ts). The only runtime module that imports openapi-fetch: the full
 * client object (`createMailClient`) imports it for its `raw` member; operations called as functions do not, so a
 * bundler leaves openapi-fetch out of an app that uses only those.
 */
import createClient, { type Client } from 'openapi-fetch';
import { runtimeConnection } from './runtime.js';
import type { ApiRuntime } from '../contract/operation.js';
import { createAuthMiddleware } from './middleware.js';
import { serializePath } from '../request/path.js';

/** One raw client per runtime, made when first asked for. */
const made = new WeakMap<ApiRuntime<{}>, Client<{}>>();

export function rawClient<Paths extends {}>(runtime: ApiRuntime<Paths>): Client<Paths> {
  const known = made.get(runtime);
  if (known) return known as unknown as Client<Paths>;
  const { serverUrl, fetch, tokens, bucket, log } = runtimeConnection(runtime);
  const raw = createClient<Paths>({ baseUrl: serverUrl, pathSerializer: serializePath, ...(fetch ? { fetch } : {}) });
  raw.use(createAuthMiddleware(tokens, bucket, log));
  made.set(runtime, raw as unknown as Client<{}>);
  return raw;
}
