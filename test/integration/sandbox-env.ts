/**
 * A sandbox and a generated mail client pointed at it, for the integration suites. The client talks to the
 * sandbox exactly as to the service: tokens from `{authUrl}/oauth2/token`, the API under `{baseUrl}`.
 */
import { createMailClient, type MailClient, type MailClientOptions } from '@platform-sdk/mail';
import { clearRateLimiters, clearTokenCache } from '@platform-sdk/runtime';
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../../sandbox/index.js';

export interface Env {
  readonly sandbox: RunningSandbox;
  /** Token requests the clients made (counted by the injected fetch). */
  tokenRequests(): number;
  client(options?: Partial<MailClientOptions>): MailClient;
  reset(): Promise<void>;
  advance(seconds: number): Promise<void>;
  now(): Promise<number>;
  events(deliveryId: number, events: unknown): Promise<number>;
  messages(deliveryId: number): Promise<any>;
  close(): Promise<void>;
}

export async function startEnv(options: SandboxOptions = {}): Promise<Env> {
  const sandbox = await startSandbox({ port: 0, rateLimit: false, ...options });
  let tokenRequests = 0;
  // Injected, not a patched global: counts token requests and passes everything through.
  const countingFetch: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/oauth2/token')) tokenRequests++;
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
    tokenRequests: () => tokenRequests,
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

export const recipient = (id: number | string, email = `user${id}@mail.example.jp`, extra: Record<string, string> = {}) => ({
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
