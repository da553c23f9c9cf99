/**
 * A sandbox and the generated mail and database clients pointed at it, for the integration suites. The clients
 * talk to the sandbox exactly as to the service: tokens from `{authUrl}/oauth2/token`, the APIs under their base
 * addresses (the mail `baseUrl`, the database `dbUrl`, both the sandbox origin).
 */
import { createDatabaseClient, type DatabaseClient, type DatabaseClientOptions } from '@platform-sdk/database';
import { createMailClient, type MailClient, type MailClientOptions } from '@platform-sdk/mail';
import { clearRateLimiters, clearTokenCache } from '@platform-sdk/runtime';
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../../sandbox/index.js';

export interface Env {
  readonly sandbox: RunningSandbox;
  /** Token requests the clients made (counted by the injected fetch). */
  tokenRequests(): number;
  /** The form of each token request the clients made, in order (the injected fetch keeps them). */
  tokenForms(): readonly URLSearchParams[];
  client(options?: Partial<MailClientOptions>): MailClient;
  /**
   * A database management client of account `demo` with every scope (`sandbox-client`), without a client-side rate
   * limit unless `limit` is `spec` (the spec's x-rate-limit, as a user gets it).
   */
  database(options?: Partial<DatabaseClientOptions>, limit?: 'off' | 'spec'): DatabaseClient;
  reset(): Promise<void>;
  advance(seconds: number): Promise<void>;
  now(): Promise<number>;
  events(deliveryId: number, events: unknown): Promise<number>;
  messages(deliveryId: number): Promise<any>;
  close(): Promise<void>;
}

export async function startEnv(options: SandboxOptions = {}): Promise<Env> {
  const sandbox = await startSandbox({ port: 0, rateLimit: false, ...options });
  const tokenForms: URLSearchParams[] = [];
  // Injected, not a patched global: keeps the token requests' forms and passes everything through.
  const countingFetch: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/oauth2/token'))
      tokenForms.push(new URLSearchParams(typeof init?.body === 'string' ? init.body : ''));
    return fetch(input, init);
  };
  const control = async (path: string, body?: unknown): Promise<Response> => {
    const response = await fetch(`${sandbox.url}/_sandbox${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  return {
    sandbox,
    tokenRequests: () => tokenForms.length,
    tokenForms: () => tokenForms,
    client: (overrides = {}) =>
      createMailClient({
        baseUrl: sandbox.url,
        userName: 'abc',
        credentials: { clientKey: 'sandbox-client', clientSecret: 'sandbox-secret' },
        authUrl: sandbox.url,
        fetch: countingFetch,
        rateLimit: false,
        ...overrides,
      }),
    database: (overrides = {}, limit = 'off') =>
      createDatabaseClient({
        dbUrl: sandbox.url,
        accountCode: 'demo',
        credentials: { clientKey: 'sandbox-client', clientSecret: 'sandbox-secret' },
        authUrl: sandbox.url,
        fetch: countingFetch,
        ...(limit === 'off' ? { rateLimit: false } : {}),
        ...overrides,
      }),
    reset: async () => {
      await control('/reset', {});
      // The reset puts the sandbox clock back to real time, so a cached token issued after a clock jump would
      // stay valid far longer than an hour and hide the expiry a later test depends on.
      clearTokenCache();
    },
    advance: async (seconds) => {
      await control('/clock', { advanceSeconds: seconds });
    },
    now: async () => Date.parse(((await (await control('/clock')).json()) as { now: string }).now),
    events: async (deliveryId, events) => (await control(`/deliveries/${deliveryId}/events`, events)).status,
    messages: async (deliveryId) => (await control(`/deliveries/${deliveryId}/messages`)).json(),
    close: async () => {
      clearTokenCache();
      clearRateLimiters();
      await sandbox.close();
    },
  };
}

export const recipient = (
  id: number | string,
  email = `user${id}@mail.example.jp`,
  extra: Record<string, string> = {},
) => ({
  'Customer.platformid': String(id),
  'Customer.email': email,
  ...extra,
});

export const recipients = (n: number, from = 1) => Array.from({ length: n }, (_, i) => recipient(from + i));

export const content = {
  fromAddress: 'info@shop.example.jp',
  subject: 'Spring news',
  bodyText: 'Hello ($db.Customer.name$) <sym-tr symccid="0" symcc="true">https://shop.example.jp/spring</sym-tr>',
  deliveryMailAddressPropertyName: 'Customer.email',
} as const;

export const LIST_CSV =
  'Customer.platformid,Customer.email,Customer.name\r\n3001,a@mail.example.jp,A\r\n3002,unknown@mail.example.jp,B\r\n3003,c@mail.example.jp,C\r\n';
