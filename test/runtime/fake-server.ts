/** Scripted fetch for runtime tests: records every request and answers from per-endpoint handlers. */
import type { ApiDescriptor, OperationDescriptor, RuntimeOptions } from '@platform-sdk/runtime/internal';
import { vi } from 'vitest';

export interface Seen {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: string;
  /** Fake-clock time the request arrived. */
  readonly at: number;
}

export type Handler = (request: Request, index: number) => Response | Promise<Response>;

export interface FakeServer {
  readonly fetch: typeof fetch;
  readonly token: Seen[];
  readonly api: Seen[];
}

export const AUTH_URL = 'https://auth.example.test';
export const BASE_URL = 'https://api.example.test';
export const SERVER_URL = `${BASE_URL}/e/tymail/v1/abc/mail`;

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

export function status(code: number, headers: Record<string, string> = {}, body = ''): Response {
  return new Response(body === '' ? null : body, { status: code, headers });
}

export function tokenResponse(accessToken = 'token-1', expiresIn = 3600): Response {
  return json({ access_token: accessToken, expires_in: expiresIn, token_type: 'bearer', scope: 'mail:send' });
}

/** A fake service: `token` answers `{auth}/oauth2/token`, `api` everything else (default: 200 `{}`). */
export function fakeServer(handlers: { token?: Handler; api?: Handler; readBody?: boolean } = {}): FakeServer {
  const token: Seen[] = [];
  const api: Seen[] = [];
  let tokenCount = 0;
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const isToken = url.pathname === '/oauth2/token';
    const body = isToken || handlers.readBody !== false ? (request.body ? await request.clone().text() : '') : '';
    const seen: Seen = { method: request.method, url, headers: request.headers, body, at: Date.now() };
    if (isToken) {
      token.push(seen);
      const n = tokenCount++;
      return handlers.token ? handlers.token(request, n) : tokenResponse(`token-${n + 1}`);
    }
    api.push(seen);
    return handlers.api ? handlers.api(request, api.length - 1) : json({});
  };
  return { fetch: fetchImpl as typeof fetch, token, api };
}

/** How `promise` settles once every fake timer has run: its value or its error. */
export async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

let clientCounter = 0;

/** Runtime options with a fresh client key (so the process-wide token cache never leaks between tests). */
export function runtimeOptions(server: FakeServer, extra: Partial<RuntimeOptions> = {}): RuntimeOptions {
  clientCounter++;
  return {
    serverUrl: SERVER_URL,
    audience: BASE_URL,
    authUrl: AUTH_URL,
    credentials: { clientKey: `client-${clientCounter}`, clientSecret: `secret-${clientCounter}-xyz` },
    fetch: server.fetch,
    rateLimit: false,
    random: () => 1,
    ...extra,
  };
}

export const mailApi: ApiDescriptor = {
  name: 'mail',
  scopes: ['mail:send', 'mail:result'],
  rateLimit: { perSecond: 5, burst: 5, bucket: 'mail' },
  errorCodes: {
    '10003': 'fromAddress is required',
    '10009': 'subject is required',
    '10013': 'deliveryData size differs from count',
  },
};

export const ops = {
  sendDelivery: {
    id: 'sendDelivery',
    method: 'post',
    path: '/deliveries',
    scopes: ['mail:send'],
    kind: 'json-body',
    response: 'json',
    retry: 'requestId',
  },
  getDelivery: {
    id: 'getDelivery',
    method: 'get',
    path: '/deliveries/{delivery_id}',
    scopes: ['mail:send'],
    // Tests send query parameters through it too.
    kind: 'no-body',
    response: 'json',
    retry: 'safe',
  },
  deleteDelivery: {
    id: 'deleteDelivery',
    method: 'delete',
    path: '/deliveries/{delivery_id}',
    scopes: ['mail:send'],
    kind: 'no-body',
    response: 'empty',
    retry: 'safe',
  },
  createDelivery: {
    id: 'createDelivery',
    method: 'post',
    path: '/deliveries/new',
    scopes: ['mail:send'],
    kind: 'json-body',
    response: 'json',
    retry: 'unsafe',
  },
  // As generated from specs/mail.yaml: the size limit (`x-max-bytes`) and the send-list check (`x-upload-check`).
  uploadSendList: {
    id: 'uploadSendList',
    method: 'post',
    path: '/deliveries/reserve/sendlists',
    scopes: ['mail:send'],
    kind: 'csv-upload',
    response: 'json',
    retry: 'unsafe',
    maxRequestBytes: 300_000_000,
    uploadCheck: 'send-list',
  },
  // A CSV upload whose spec names no check and no size limit.
  importRows: {
    id: 'importRows',
    method: 'post',
    path: '/imports',
    scopes: ['mail:send'],
    kind: 'csv-upload',
    response: 'json',
    retry: 'unsafe',
  },
  clicks: {
    id: 'clicks',
    method: 'get',
    path: '/deliveries/{delivery_id}/clicks',
    scopes: ['mail:result'],
    kind: 'csv-report',
    retry: 'safe',
    csvColumns: ['platformId', 'clickedAt', 'clickId', 'url'],
  },
  opens: {
    id: 'opens',
    method: 'get',
    path: '/deliveries/{delivery_id}/opens',
    scopes: ['mail:result'],
    kind: 'csv-report',
    retry: 'safe',
    csvColumns: ['platformId', 'openedAt'],
  },
} as const satisfies Record<string, OperationDescriptor>;
