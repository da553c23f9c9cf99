/**
 * Programmatic entry, and the entry of the published `@platform-sdk/sandbox`: `startSandbox({ port: 0 })` starts
 * a sandbox on a free port and resolves once it listens; `readSeeds(dir)` reads definitions to start it with.
 */
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_RATE_LIMIT,
  type RateLimitConfig,
  resolveConfig,
  type SandboxConfig,
  type SandboxConfigInput,
} from './config.js';
import { SandboxContext } from './context.js';
import type { RecordsShape } from './database/records-shape.js';
import { plantSeeds, type SeedDefinition } from './seed.js';
import { createSandboxServer } from './server.js';

export type { SandboxConfig, SandboxConfigInput, RateLimitConfig } from './config.js';
export type { RecordsShape } from './database/records-shape.js';
export { readSeeds, type SeedDefinition } from './seed.js';

export interface SandboxOptions {
  /** Port to listen on (127.0.0.1); 0 picks a free one. Default 4010. */
  readonly port?: number;
  /** Rate limits: on by default; `false` switches them off, an object changes them. */
  readonly rateLimit?: boolean | Partial<RateLimitConfig>;
  /** Extra clients, users and settings over the built-ins (same shape as the `--config` file). */
  readonly config?: SandboxConfigInput | SandboxConfig;
  /** API definitions put into account `demo` before the sandbox listens (seed.ts; `--seed` reads sandbox/seed/). */
  readonly seeds?: readonly SeedDefinition[];
  /**
   * The shape of the records documents and record values (config.ts `recordsShape`; `--records-shape`): `reference`
   * (the default) or `2020`. Overrides the config's.
   */
  readonly recordsShape?: RecordsShape;
}

export interface RunningSandbox {
  /** `http://127.0.0.1:<port>`: the token endpoint, the APIs and the control surface all live here. */
  readonly url: string;
  readonly port: number;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

export const DEFAULT_PORT = 4010;

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const given = resolveConfig(options.config ?? {});
  const config =
    options.recordsShape === undefined ? given : resolveConfig({ ...given, recordsShape: options.recordsShape });
  const rateLimit =
    options.rateLimit === false
      ? undefined
      : { ...DEFAULT_RATE_LIMIT, ...(typeof options.rateLimit === 'object' ? options.rateLimit : {}) };
  const ctx = new SandboxContext(config, rateLimit);
  plantSeeds(ctx, options.seeds ?? []);
  const server = createSandboxServer(ctx);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  ctx.origin = `http://127.0.0.1:${port}`;
  return {
    url: ctx.origin,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
