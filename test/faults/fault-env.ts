/**
 * The sandbox behind the fault proxy, and mail clients that talk to the proxy as to the service. Every request a
 * client makes inside `tagged(tag, fn)` carries `x-fault-op: <tag>`, so the proxy's log tells how often the service
 * answered (and so performed) each logical operation, whatever the client saw.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createMailClient, type MailClient, type MailClientOptions } from '@platform-sdk/mail';
import { clearRateLimiters, clearTokenCache } from '@platform-sdk/runtime';
import { type RunningSandbox, startSandbox } from '../../sandbox/index.js';
import { PASS, startFaultProxy, type FaultPlan, type FaultProxy } from './proxy.js';

const operation = new AsyncLocalStorage<string>();

/** Runs `fn` with every request it makes tagged `tag`. */
export function tagged<T>(tag: string, fn: () => Promise<T>): Promise<T> {
  return operation.run(tag, fn);
}

/** Adds the current operation's tag to each request, passing it on to the real fetch. */
const taggingFetch: typeof fetch = (input, init) => {
  const tag = operation.getStore();
  if (tag === undefined) return fetch(input, init);
  const request = new Request(input, init);
  request.headers.set('x-fault-op', tag);
  return fetch(request, init?.signal ? { signal: init.signal } : {});
};

export interface FaultEnv {
  readonly sandbox: RunningSandbox;
  readonly proxy: FaultProxy;
  /** A client through the proxy (faults apply). */
  client(options?: Partial<MailClientOptions>): MailClient;
  /** A client straight to the sandbox (no faults): for checking what the service holds. */
  direct(options?: Partial<MailClientOptions>): MailClient;
  /** Statuses the service answered to the requests of `tag` (requests the proxy refused or dropped first are not there). */
  served(tag: string, method?: string): number[];
  reset(): Promise<void>;
  advance(seconds: number): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultEnv(plan: FaultPlan = PASS): Promise<FaultEnv> {
  const sandbox = await startSandbox({ port: 0, rateLimit: false });
  const proxy = await startFaultProxy({ target: sandbox.url, plan });
  const control = async (path: string, body: unknown): Promise<void> => {
    const response = await fetch(`${sandbox.url}/_sandbox${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
  };
  const make = (url: string, overrides: Partial<MailClientOptions>): MailClient =>
    createMailClient({
      baseUrl: url,
      userName: 'abc',
      credentials: { clientKey: 'sandbox-client', clientSecret: 'sandbox-secret' },
      authUrl: url,
      fetch: taggingFetch,
      rateLimit: false,
      // Short waits keep the suite quick; the rules under test are the same at any delay.
      retry: { baseDelayMs: 5, maxDelayMs: 50 },
      ...overrides,
    });
  return {
    sandbox,
    proxy,
    client: (overrides = {}) => make(proxy.url, overrides),
    direct: (overrides = {}) => make(sandbox.url, overrides),
    served: (tag, method) =>
      proxy.log
        .filter(
          (e) =>
            e.tag === tag &&
            !e.isToken &&
            (method === undefined || e.method === method) &&
            e.upstreamStatus !== undefined,
        )
        .map((e) => e.upstreamStatus as number),
    reset: async () => {
      proxy.plan(PASS);
      proxy.clearLog();
      await control('/reset', {});
      clearTokenCache();
    },
    advance: (seconds) => control('/clock', { advanceSeconds: seconds }),
    close: async () => {
      clearTokenCache();
      clearRateLimiters();
      await proxy.close();
      await sandbox.close();
    },
  };
}
