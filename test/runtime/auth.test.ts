import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AccessTokenError,
  AuthenticationError,
  NetworkError,
  RateLimitError,
  SdkError,
  UnauthorizedError,
  clearTokenCache,
  createApiRuntime,
  rawClient,
} from '@platform-sdk/runtime/internal';
import {
  AUTH_URL,
  BASE_URL,
  fakeServer,
  json,
  mailApi,
  ops,
  runtimeOptions,
  status,
  tokenResponse,
  settle,
} from './fake-server.js';

beforeEach(() => {
  clearTokenCache();
  vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00.000Z') });
});
afterEach(() => vi.useRealTimers());

const getDelivery = { path: { delivery_id: 1 } };

describe('token request', () => {
  it('posts client credentials exactly as the specs\' "Access tokens" section specifies', async () => {
    const server = fakeServer();
    const options = runtimeOptions(server, { credentials: { clientKey: 'ck-ü', clientSecret: 's:cr3t' } });
    await createApiRuntime(mailApi, options).call(ops.getDelivery, getDelivery);
    expect(server.token).toHaveLength(1);
    const request = server.token[0];
    expect(request?.method).toBe('POST');
    expect(request?.url.href).toBe(`${AUTH_URL}/oauth2/token`);
    expect(request?.headers.get('Authorization')).toBe(
      `Basic ${Buffer.from('ck-ü:s:cr3t', 'utf8').toString('base64')}`,
    );
    expect(request?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request?.body);
    expect([...form.entries()]).toEqual([
      ['grant_type', 'client_credentials'],
      ['audience', BASE_URL],
      ['scope', 'mail:send mail:result'],
    ]);
  });

  it('asks for options.scopes when given', async () => {
    const server = fakeServer();
    await createApiRuntime(mailApi, runtimeOptions(server, { scopes: ['mail:result'] })).call(
      ops.getDelivery,
      getDelivery,
    );
    expect(new URLSearchParams(server.token[0]?.body).get('scope')).toBe('mail:result');
  });

  it('accepts an authUrl with a trailing slash', async () => {
    const server = fakeServer();
    await createApiRuntime(mailApi, runtimeOptions(server, { authUrl: `${AUTH_URL}/` })).call(
      ops.getDelivery,
      getDelivery,
    );
    expect(server.token[0]?.url.href).toBe(`${AUTH_URL}/oauth2/token`);
  });
});

describe('token cache', () => {
  it('makes exactly one token request for 1,000 concurrent calls on a cold cache', async () => {
    const server = fakeServer({
      token: async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return tokenResponse('shared');
      },
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const calls = Array.from({ length: 1000 }, () => runtime.call(ops.getDelivery, getDelivery));
    await vi.runAllTimersAsync();
    await Promise.all(calls);
    expect(server.token).toHaveLength(1);
    expect(server.api).toHaveLength(1000);
    expect(new Set(server.api.map((s) => s.headers.get('Authorization')))).toEqual(new Set(['Bearer shared']));
  });

  it('shares one token between clients of the same credentials and never between client keys', async () => {
    const server = fakeServer();
    const options = runtimeOptions(server);
    await createApiRuntime(mailApi, options).call(ops.getDelivery, getDelivery);
    await createApiRuntime(mailApi, { ...options }).call(ops.getDelivery, getDelivery);
    expect(server.token).toHaveLength(1);
    await createApiRuntime(mailApi, runtimeOptions(server)).call(ops.getDelivery, getDelivery);
    expect(server.token).toHaveLength(2);
    expect(server.api.map((s) => s.headers.get('Authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('never hands a cached token to a client with the same key and another secret', async () => {
    const server = fakeServer({
      token: (request, i) =>
        request.headers.get('Authorization')?.endsWith(btoa('k:right')) ? tokenResponse(`token-${i + 1}`) : status(401),
    });
    const right = runtimeOptions(server, { credentials: { clientKey: 'k', clientSecret: 'right' } });
    await createApiRuntime(mailApi, right).call(ops.getDelivery, getDelivery);
    const wrong = { ...right, credentials: { clientKey: 'k', clientSecret: 'wrong' } };
    const { error } = await settle(createApiRuntime(mailApi, wrong).call(ops.getDelivery, getDelivery));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(server.api).toHaveLength(1);
  });

  it('keeps separate tokens per scope set', async () => {
    const server = fakeServer();
    const options = runtimeOptions(server);
    await createApiRuntime(mailApi, { ...options, scopes: ['mail:send'] }).call(ops.getDelivery, getDelivery);
    await createApiRuntime(mailApi, { ...options, scopes: ['mail:result'] }).call(ops.getDelivery, getDelivery);
    await createApiRuntime(mailApi, { ...options, scopes: ['mail:result', 'mail:send'] }).call(
      ops.getDelivery,
      getDelivery,
    );
    await createApiRuntime(mailApi, { ...options, scopes: ['mail:send', 'mail:result'] }).call(
      ops.getDelivery,
      getDelivery,
    );
    expect(server.token).toHaveLength(3);
  });

  it.each([
    ['59 s left: refreshed', 3600 - 59, 2],
    ['61 s left: reused', 3600 - 61, 1],
  ])('refreshes 60 s ahead of expiry (%s)', async (_name, elapsedSeconds, tokenRequests) => {
    const server = fakeServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    await settle(runtime.call(ops.getDelivery, getDelivery));
    vi.setSystemTime(Date.now() + elapsedSeconds * 1000);
    await settle(runtime.call(ops.getDelivery, getDelivery));
    expect(server.token).toHaveLength(tokenRequests);
    expect(server.api[1]?.headers.get('Authorization')).toBe(`Bearer token-${tokenRequests}`);
  });

  it.each([
    ['301 s left: reused', 3600 - 301, 1],
    ['299 s left: refreshed', 3600 - 299, 2],
  ])('refreshes token.refreshAheadMs ahead of expiry when given (%s)', async (_name, elapsedSeconds, tokenRequests) => {
    const server = fakeServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { token: { refreshAheadMs: 300_000 } }));
    await settle(runtime.call(ops.getDelivery, getDelivery));
    vi.setSystemTime(Date.now() + elapsedSeconds * 1000);
    await settle(runtime.call(ops.getDelivery, getDelivery));
    expect(server.token).toHaveLength(tokenRequests);
  });

  it('asks the token endpoint at token.path and assumes token.defaultLifetimeMs without expires_in', async () => {
    const server = fakeServer({ token: () => json({ access_token: 'short', token_type: 'bearer' }) });
    const runtime = createApiRuntime(
      mailApi,
      runtimeOptions(server, { token: { path: 'oauth2/token', defaultLifetimeMs: 120_000 } }),
    );
    await settle(runtime.call(ops.getDelivery, getDelivery));
    expect(server.token[0]?.url.href).toBe(`${AUTH_URL}/oauth2/token`);
    vi.setSystemTime(Date.now() + 61_000); // past half of the 2-minute lifetime
    await settle(runtime.call(ops.getDelivery, getDelivery));
    expect(server.token).toHaveLength(2);
  });
});

describe('401 from the API', () => {
  it('drops the token, fetches a new one and retries the call once', async () => {
    const server = fakeServer({ api: (_r, i) => (i === 0 ? status(401) : json({ ok: true })) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { retry: false }));
    expect((await settle(runtime.call(ops.createDelivery, { body: {} }))).value).toEqual({ ok: true });
    expect(server.api.map((s) => s.headers.get('Authorization'))).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(server.token).toHaveLength(2);
  });

  it('retries only once when the new token is refused too', async () => {
    const server = fakeServer({ api: () => status(401) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const { error } = await settle(runtime.call(ops.getDelivery, getDelivery));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(server.api).toHaveLength(2);
    expect(server.token).toHaveLength(2);
  });

  it('does not let a late 401 for an old token discard a newer one', async () => {
    const server = fakeServer({
      api: (request) => (request.headers.get('Authorization') === 'Bearer token-1' ? status(401) : json({})),
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    await settle(Promise.all(Array.from({ length: 20 }, () => runtime.call(ops.getDelivery, getDelivery))));
    expect(server.token).toHaveLength(2);
  });

  it('calls an accessToken function again; a fixed accessToken string is not retried', async () => {
    const server = fakeServer({
      api: (request) => (request.headers.get('Authorization') === 'Bearer old' ? status(401) : json({})),
    });
    let calls = 0;
    const fn = (): string => (++calls === 1 ? 'old' : 'new');
    await settle(
      createApiRuntime(mailApi, runtimeOptions(server, { accessToken: fn })).call(ops.getDelivery, getDelivery),
    );
    expect(server.api.map((s) => s.headers.get('Authorization'))).toEqual(['Bearer old', 'Bearer new']);
    const { error } = await settle(
      createApiRuntime(mailApi, runtimeOptions(server, { accessToken: 'old' })).call(ops.getDelivery, getDelivery),
    );
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(server.api).toHaveLength(3);
    expect(server.token).toHaveLength(0);
  });
});

describe('token endpoint failures', () => {
  it.each([
    ['Retry-After: 5', { 'Retry-After': '5' }, 5_000],
    ['no Retry-After', {} as Record<string, string>, 60_000],
  ])('waits out a token-endpoint 429 (%s)', async (_name, headers, wait) => {
    const server = fakeServer({ token: (_r, i) => (i === 0 ? status(429, headers) : tokenResponse()) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const { value } = await settle(runtime.call(ops.getDelivery, getDelivery));
    expect(value).toEqual({});
    expect(server.token.map((s) => s.at - (server.token[0]?.at ?? 0))).toEqual([0, wait]);
  });

  it('gives up with RateLimitError when the token endpoint keeps answering 429, without retrying the call on top', async () => {
    const server = fakeServer({ token: () => status(429, { 'Retry-After': '1' }) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const { error } = await settle(runtime.call(ops.getDelivery, getDelivery));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ endpoint: 'token', status: 429 });
    expect((error as Error).message).toBe(
      'getDelivery could not get an access token: the token endpoint rate limited it with HTTP 429 Too Many Requests and asked to wait 1 s.',
    );
    expect(server.token).toHaveLength(3); // the first request and DEFAULTS.tokenRateLimitRetries (2) waits
    expect(server.api).toHaveLength(0);
  });

  it('waits token.rateLimitWaitMs, token.rateLimitRetries times, after a token-endpoint 429', async () => {
    const server = fakeServer({ token: () => status(429) });
    const runtime = createApiRuntime(
      mailApi,
      runtimeOptions(server, { token: { rateLimitWaitMs: 2_000, rateLimitRetries: 4 } }),
    );
    const { error } = await settle(runtime.call(ops.getDelivery, getDelivery));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(server.token.map((s) => s.at - (server.token[0]?.at ?? 0))).toEqual([0, 2_000, 4_000, 6_000, 8_000]);
  });

  it('honours the client retry.maxRetryAfterMs at the token endpoint too', async () => {
    const server = fakeServer({ token: (_r, i) => (i === 0 ? status(429, { 'Retry-After': '90' }) : tokenResponse()) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { retry: { maxRetryAfterMs: 120_000 } }));
    const { value } = await settle(runtime.call(ops.getDelivery, getDelivery));
    expect(value).toEqual({});
    expect(server.token.map((s) => s.at - (server.token[0]?.at ?? 0))).toEqual([0, 90_000]);
  });

  it('fails at once with RateLimitError when the token endpoint asks for more than 60 s', async () => {
    const server = fakeServer({ token: () => status(429, { 'Retry-After': '3600' }) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { retry: false }));
    const { error } = await settle(runtime.call(ops.getDelivery, getDelivery));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ retryAfterMs: 3_600_000, operationId: 'getDelivery' });
    expect(server.token).toHaveLength(1);
  });

  it.each([400, 401])(
    'turns a token-endpoint %i into AuthenticationError naming the client key, never the secret',
    async (code) => {
      const secret = 'TOP-SECRET-VALUE';
      const server = fakeServer({
        token: () => json({ error: 'invalid_client', error_description: `bad secret ${secret}` }, { status: code }),
      });
      const runtime = createApiRuntime(
        mailApi,
        runtimeOptions(server, { credentials: { clientKey: 'my-key', clientSecret: secret } }),
      );
      const { error } = await settle(runtime.call(ops.getDelivery, getDelivery));
      expect(error).toBeInstanceOf(AuthenticationError);
      expect(error).toMatchObject({
        kind: 'authentication',
        clientKey: 'my-key',
        status: code,
        operationId: 'getDelivery',
        oauthError: 'invalid_client',
      });
      // A description that quotes the secret is left out; the code and the likely cause are kept.
      expect((error as Error).message).toBe(
        `getDelivery could not get an access token: the token endpoint at ${AUTH_URL}/oauth2/token answered HTTP ${code} ` +
          '(invalid_client); the client credentials are probably wrong: check clientKey and clientSecret.',
      );
      const everything = `${(error as Error).message}\n${(error as Error).stack ?? ''}\n${JSON.stringify(error)}`;
      expect(everything).not.toContain(secret);
      expect(everything).not.toContain(Buffer.from(`my-key:${secret}`).toString('base64'));
      expect(server.api).toHaveLength(0);
    },
  );

  // What the token endpoint said, and the likely cause, for the mistakes a new user makes.
  it.each([
    [
      'a wrong authUrl (404)',
      () => new Response('<html>Not Found</html>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
      'answered HTTP 404; authUrl is probably wrong: it must be the base address of the authorization server, to which the token path is added.',
    ],
    [
      "an audience that is not the API's base address",
      () =>
        json(
          { error: 'invalid_request', error_description: 'audience is not the base address of an API served here.' },
          { status: 400 },
        ),
      `answered HTTP 400 (invalid_request: "audience is not the base address of an API served here"); check that the audience (it was ${BASE_URL}) is the API's base address, the first server option of the client.`,
    ],
    [
      'wrong credentials',
      () => json({ error: 'invalid_client', error_description: 'Client authentication failed.' }, { status: 401 }),
      'answered HTTP 401 (invalid_client: "Client authentication failed"); the client credentials are probably wrong: check clientKey and clientSecret.',
    ],
    [
      'scopes the client lacks',
      () =>
        json(
          { error: 'invalid_scope', error_description: 'None of the requested scopes can be granted to this client.' },
          { status: 400 },
        ),
      'answered HTTP 400 (invalid_scope: "None of the requested scopes can be granted to this client"); the client may not have the scopes asked for: pass `scopes` with those it has.',
    ],
  ])('says what the token endpoint said and the likely cause: %s', async (_name, answer, said) => {
    const server = fakeServer({ token: answer });
    const { error } = await settle(
      createApiRuntime(mailApi, runtimeOptions(server)).call(ops.getDelivery, getDelivery),
    );
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as Error).message).toBe(
      `getDelivery could not get an access token: the token endpoint at ${AUTH_URL}/oauth2/token ${said}`,
    );
    expect(server.api).toHaveLength(0);
  });

  it('retries the call when the token endpoint fails with 503', async () => {
    const server = fakeServer({ token: (_r, i) => (i === 0 ? status(503) : tokenResponse()) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    expect((await settle(runtime.call(ops.getDelivery, getDelivery))).value).toEqual({});
    expect(server.token).toHaveLength(2);
  });

  it('says that the token endpoint failed when it keeps answering 503', async () => {
    const server = fakeServer({ token: () => status(503) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { retry: false }));
    const { error } = await settle(runtime.call(ops.getDelivery, getDelivery));
    expect(error).toMatchObject({ kind: 'server', endpoint: 'token', status: 503 });
    expect((error as Error).message).toBe(
      'getDelivery could not get an access token: the token endpoint answered HTTP 503 Service Unavailable.',
    );
  });
});

describe('without credentials', () => {
  it('sends a fixed accessToken and never calls the token endpoint', async () => {
    const server = fakeServer();
    await createApiRuntime(mailApi, runtimeOptions(server, { accessToken: 'given' })).call(
      ops.getDelivery,
      getDelivery,
    );
    expect(server.api[0]?.headers.get('Authorization')).toBe('Bearer given');
    expect(server.token).toHaveLength(0);
  });

  it('refuses credentials without authUrl', () => {
    const server = fakeServer();
    const { authUrl: _unused, ...options } = runtimeOptions(server);
    expect(() => createApiRuntime(mailApi, options)).toThrow(
      new TypeError(
        'The mail client: credentials need authUrl, the base address of the authorization server (tokens come from {authUrl}/oauth2/token).',
      ),
    );
  });

  it.each([
    [
      'a throwing function',
      () => {
        throw new Error('vault locked');
      },
      'Error: vault locked',
    ],
    ['a rejecting function', () => Promise.reject(new Error('vault down')), 'Error: vault down'],
    ['a function returning no token', () => '', 'TypeError: it returned no token (a non-empty string is needed)'],
  ])('turns %s given as accessToken into AccessTokenError, not retried', async (_name, accessToken, what) => {
    const server = fakeServer();
    const { credentials: _c, authUrl: _a, ...rest } = runtimeOptions(server);
    const runtime = createApiRuntime(mailApi, { ...rest, accessToken: accessToken as () => string });
    const { error } = await settle(runtime.call(ops.getDelivery, getDelivery));
    expect(error).toBeInstanceOf(AccessTokenError);
    expect(error).toBeInstanceOf(SdkError);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(
      `getDelivery could not get an access token: the accessToken function failed (${what}).`,
    );
    expect(server.api).toHaveLength(0);
  });
});

describe('raw client', () => {
  interface Paths {
    '/deliveries/{delivery_id}': {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      get: {
        parameters: { query?: never; header?: never; path: { delivery_id: number }; cookie?: never };
        requestBody?: never;
        responses: {
          200: { headers: { [name: string]: unknown }; content: { 'application/json': { status: string } } };
        };
      };
    };
  }

  it('is authenticated by the same middleware', async () => {
    const server = fakeServer({ api: () => json({ status: 'SENDING' }) });
    const runtime = createApiRuntime<Paths>(mailApi, runtimeOptions(server));
    const { data } = await rawClient(runtime).GET('/deliveries/{delivery_id}', {
      params: { path: { delivery_id: 3 } },
    });
    expect(data).toEqual({ status: 'SENDING' });
    expect(server.api[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(server.api[0]?.url.pathname).toBe('/e/tymail/v1/abc/mail/deliveries/3');
  });
});
