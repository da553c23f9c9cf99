/**
 * Errors that explain themselves: what the service said (any API's body shape, the WWW-Authenticate challenge),
 * what was sent (method, path template, resolved path, requestId), and values refused before anything is sent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  ForbiddenError,
  NetworkError,
  PayloadTooLargeError,
  RequestValidationError,
  SdkError,
  clearTokenCache,
  createApiRuntime,
  type RetryInfo,
} from '@platform-sdk/runtime/internal';
import { fakeServer, json, mailApi, ops, runtimeOptions, status } from './fake-server.js';

beforeEach(() => clearTokenCache());
afterEach(() => vi.useRealTimers());

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => expect.fail(`resolved instead of failing: ${JSON.stringify(value)}`),
    (error: unknown) => error,
  );
}

describe('what the service said', () => {
  it.each([
    [
      'a mail 400 with the service words the description would hide',
      400,
      json({ errors: [{ code: '10034', property: null, message: 'count must be an integer.' }] }, { status: 400 }),
      { ...mailApi, errorCodes: { '10034': 'JSON has type mismatch or format problem' } },
      'createDelivery failed with HTTP 400 Bad Request: 10034: count must be an integer (JSON has type mismatch or format problem).',
    ],
    [
      'only the first three entries of a long errors[]',
      400,
      json(
        {
          errors: ['10003', '10009', '10013', '10015', '10016'].map((code) => ({
            code,
            property: 'p',
            message: `m${code}`,
          })),
        },
        { status: 400 },
      ),
      { ...mailApi, errorCodes: {} },
      'createDelivery failed with HTTP 400 Bad Request: 10003 on p: m10003; 10009 on p: m10009; 10013 on p: m10013; and 2 more.',
    ],
    [
      'an Asana 404, whose errors[] entries have a message and no code',
      404,
      json({ errors: [{ message: 'task: Unknown object: 404', help: 'See https://asana.example' }] }, { status: 404 }),
      mailApi,
      'createDelivery failed with HTTP 404 Not Found: task: Unknown object: 404.',
    ],
    [
      'errors[] entries with a code alone, a property and words alone, and both',
      400,
      json(
        {
          errors: [
            { code: 'E1' },
            { property: 'name', message: 'must not be empty' },
            { code: 'E2', message: 'too long' },
            { help: 'nothing said' },
          ],
        },
        { status: 400 },
      ),
      mailApi,
      'createDelivery failed with HTTP 400 Bad Request: E1; name: must not be empty; E2: too long.',
    ],
    [
      'a database error body {timestamp, status, error, message, path}',
      400,
      json(
        {
          timestamp: '2025-01-01T00:00:00Z',
          status: 400,
          error: 'Bad Request',
          message: 'filter: at most 20 conditions (21 given).',
          path: '/apis/record.database/v1/accounts/demo/member/query',
        },
        { status: 400 },
      ),
      mailApi,
      'createDelivery failed with HTTP 400 Bad Request: filter: at most 20 conditions (21 given).',
    ],
    [
      'a database 404',
      404,
      json(
        {
          timestamp: '2025-01-01T00:00:00Z',
          status: 404,
          error: 'Not Found',
          message: 'Definition member not found.',
          path: '/x',
        },
        { status: 404 },
      ),
      mailApi,
      'createDelivery failed with HTTP 404 Not Found: Definition member not found.',
    ],
    [
      'a 401 with a body and a challenge',
      401,
      json(
        { status: 401, error: 'Unauthorized', message: 'The access token has expired; request a new one.' },
        {
          status: 401,
          headers: { 'WWW-Authenticate': 'Bearer realm="x", error="invalid_token", error_description="token expired"' },
        },
      ),
      mailApi,
      'createDelivery failed with HTTP 401 Unauthorized: The access token has expired; request a new one.',
    ],
    [
      'a 401 with the challenge alone',
      401,
      status(401, { 'WWW-Authenticate': 'Bearer realm="x", error="invalid_token", error_description="token expired"' }),
      mailApi,
      'createDelivery failed with HTTP 401 Unauthorized: token expired.',
    ],
    [
      'a 403 naming the missing scope',
      403,
      json(
        { status: 403, error: 'Forbidden', message: 'The token lacks a scope this operation needs.' },
        {
          status: 403,
          headers: { 'WWW-Authenticate': 'Bearer realm="x", error="insufficient_scope", scope="mail:send"' },
        },
      ),
      mailApi,
      'createDelivery failed with HTTP 403 Forbidden: The token lacks a scope this operation needs; the token lacks scope mail:send.',
    ],
    [
      'an HTML error page, which is not quoted',
      503,
      new Response('<html><body>Down for maintenance</body></html>', {
        status: 503,
        headers: { 'Content-Type': 'text/html' },
      }),
      mailApi,
      'createDelivery failed with HTTP 503 Service Unavailable.',
    ],
  ] as const)('%s', async (_name, code, answer, api, message) => {
    const server = fakeServer({ api: () => answer.clone() });
    const runtime = createApiRuntime(api, runtimeOptions(server, { retry: false, accessToken: 'static' }));
    const error = await failure(runtime.call(ops.createDelivery, { body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(code);
    expect((error as Error).message).toBe(message);
  });

  it('gives the words of a code-less errors[] entry as serviceMessage, with nothing before them', async () => {
    const server = fakeServer({
      api: () => json({ errors: [{ message: 'task: Unknown object: 404' }] }, { status: 404 }),
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { retry: false, accessToken: 'static' }));
    const error = await failure(runtime.call(ops.createDelivery, { body: {} }));
    expect(error).toMatchObject({ serviceMessage: 'task: Unknown object: 404' });
  });

  it.each([
    ['Spotify', { error: { status: 401, message: 'The access token expired' } }, 'The access token expired'],
    [
      'OpenAI',
      { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } },
      'Incorrect API key provided',
    ],
    [
      'Google',
      { error: { code: 401, message: 'Request had invalid credentials', status: 'UNAUTHENTICATED' } },
      'Request had invalid credentials',
    ],
  ])("gives %s's message, nested in an error object, as serviceMessage", async (_service, body, said) => {
    const server = fakeServer({ api: () => json(body, { status: 401 }) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { retry: false, accessToken: 'static' }));
    const error = await failure(runtime.call(ops.createDelivery, { body: {} }));
    expect(error).toMatchObject({ serviceMessage: said });
    expect((error as Error).message).toContain(said);
  });

  it('keeps the scope of a 403 challenge on ForbiddenError', async () => {
    const server = fakeServer({
      api: () => status(403, { 'WWW-Authenticate': 'Bearer error="insufficient_scope", scope="mail:result"' }),
    });
    const error = await failure(
      createApiRuntime(mailApi, runtimeOptions(server, { accessToken: 'static' }))
        .report(ops.clicks, { path: { delivery_id: 1 } })
        .rows(),
    );
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error).toMatchObject({ requiredScope: 'mail:result', serviceMessage: 'the token lacks scope mail:result' });
  });
});

describe('what was sent', () => {
  it('every error of a call names method, path template and resolved path, never the query', async () => {
    const server = fakeServer({ api: () => status(404) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const error = await failure(
      runtime.report(ops.clicks, { path: { delivery_id: 77 }, query: { start: 'secret-ish?value' } }).rows(),
    );
    expect(error).toMatchObject({
      operationId: 'clicks',
      method: 'GET',
      pathTemplate: '/deliveries/{delivery_id}/clicks',
      path: '/deliveries/77/clicks',
      status: 404,
    });
    expect((error as ApiError).headers).toBeInstanceOf(Headers);
    expect(JSON.stringify(error)).not.toContain('secret-ish');
  });

  it.each([
    ["the SDK's own", {}],
    ["the caller's", { requestId: 'order-4711' }],
  ])(
    'a NetworkError of a send carries the requestId it sent (%s), to send the same logical request again later',
    async (_name, extra) => {
      const server = fakeServer({ api: () => Promise.reject(new TypeError('fetch failed')) });
      const runtime = createApiRuntime(mailApi, runtimeOptions(server, { retry: false }));
      const error = await failure(runtime.call(ops.sendDelivery, { body: { subject: 's', ...extra } }));
      expect(error).toBeInstanceOf(NetworkError);
      const sent = (JSON.parse(server.api[0]?.body ?? '{}') as { requestId: string }).requestId;
      expect((error as SdkError).requestId).toBe(sent);
      if ('requestId' in extra) expect(sent).toBe('order-4711');
      expect(error).toMatchObject({ method: 'POST', pathTemplate: '/deliveries', path: '/deliveries' });
    },
  );
});

describe('values refused before sending', () => {
  it.each([
    ['an invalid Date in the body', { sendDateTime: new Date('not a date') }, 'sendDateTime', 'is an invalid Date'],
    [
      'an invalid Date deep in the body',
      { deliveryData: [{}, { at: new Date(Number.NaN) }] },
      'deliveryData[1].at',
      'is an invalid Date',
    ],
    ['NaN in the body', { count: Number.NaN }, 'count', 'is NaN, which JSON cannot carry'],
    [
      'Infinity under an odd key',
      { 'Customer.x': Number.POSITIVE_INFINITY },
      '["Customer.x"]',
      'is Infinity, which JSON cannot carry',
    ],
  ])(
    '%s is a RequestValidationError naming the field, not a null sent to the service',
    async (_name, body, field, rule) => {
      const server = fakeServer();
      const runtime = createApiRuntime(mailApi, runtimeOptions(server));
      const error = await failure(runtime.call(ops.createDelivery, { body }));
      expect(error).toBeInstanceOf(RequestValidationError);
      expect(error).toBeInstanceOf(SdkError);
      expect(error).toMatchObject({ field, rule, operationId: 'createDelivery' });
      expect((error as Error).message).toBe(`createDelivery was not sent because ${field} ${rule}.`);
      expect(server.api).toHaveLength(0);
    },
  );

  it('an invalid Date in the query is a RequestValidationError, not a RangeError', async () => {
    const server = fakeServer();
    const error = await failure(
      createApiRuntime(mailApi, runtimeOptions(server))
        .report(ops.clicks, { path: { delivery_id: 1 }, query: { start: new Date('x') } })
        .rows(),
    );
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as Error).message).toBe('clicks was not sent because query parameter start is an invalid Date.');
    expect(server.api).toHaveLength(0);
  });

  // As generated from specs/mail.yaml: bodyText and bodyHtml at most 512,000 bytes, the body at most 200,000,000.
  const send = {
    ...ops.sendDelivery,
    fieldMaxBytes: { bodyText: 512_000, bodyHtml: 512_000 },
    maxRequestBytes: 600_000,
  };

  it.each([
    [
      'bodyHtml one byte over, in three-byte characters',
      { bodyHtml: `${'あ'.repeat(170_666)}xxx` },
      'bodyHtml',
      512_001,
      512_000,
    ],
    ['bodyText with a surrogate pair over', { bodyText: `${'x'.repeat(511_997)}😀` }, 'bodyText', 512_001, 512_000],
  ])(
    'a field over its x-max-bytes (%s) is a PayloadTooLargeError naming field and limit',
    async (_name, body, field, bytes, limit) => {
      const server = fakeServer();
      const error = await failure(createApiRuntime(mailApi, runtimeOptions(server)).call(send, { body }));
      expect(error).toBeInstanceOf(PayloadTooLargeError);
      expect(error).toMatchObject({ field, bytes, limitBytes: limit });
      expect((error as Error).message).toBe(
        `sendDelivery refused to send ${field} of ${bytes} bytes (UTF-8) because the limit of ${field} is ${limit} bytes.`,
      );
      expect(server.api).toHaveLength(0);
      expect(server.token).toHaveLength(0);
    },
  );

  it('a field at its limit goes out', async () => {
    const server = fakeServer();
    await createApiRuntime(mailApi, runtimeOptions(server)).call(send, {
      body: { bodyHtml: 'あ'.repeat(170_666) + 'xx' },
    });
    expect(server.api).toHaveLength(1);
  });

  it("a JSON body over the body's x-max-bytes is refused before sending, naming the limit", async () => {
    const server = fakeServer();
    const body = {
      deliveryData: Array.from({ length: 10_000 }, (_v, i) => ({
        'Customer.platformid': String(i + 1),
        'Customer.email': `user${i}@mail.example.jp`,
      })),
    };
    const error = await failure(createApiRuntime(mailApi, runtimeOptions(server)).call(send, { body }));
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect(error).toMatchObject({ field: undefined, limitBytes: 600_000 });
    expect((error as Error).message).toMatch(
      /^sendDelivery refused to send \d+ bytes because the limit is 600000 bytes\.$/,
    );
    expect(server.api).toHaveLength(0);
  });

  it.each([
    ['a small body (bytes)', 's'],
    ['a body over 1 MiB (one Blob)', 'ü'.repeat(600_000)],
  ])(
    'serialises %s once per call: every retry sends the same bytes without building them again',
    async (_name, subject) => {
      let serialised = 0;
      const body = { subject, toJSON: () => (serialised++, { subject }) };
      const server = fakeServer({ api: (_r, i) => (i < 2 ? status(503) : json({ deliveryTaskId: 1 })) });
      const runtime = createApiRuntime(mailApi, runtimeOptions(server, { random: () => 0, retry: { baseDelayMs: 1 } }));
      await runtime.call(ops.createDelivery, { body }, { retryUnsafe: true });
      const sent = JSON.stringify({ subject });
      expect(server.api.map((s) => s.body === sent)).toEqual([true, true, true]);
      expect(serialised).toBe(1);
    },
  );
});

describe('onRetry', () => {
  it('reports the one attempt with a fresh token after a 401, apart from retries', async () => {
    const server = fakeServer({ api: (_r, i) => (i === 0 ? status(401) : i === 1 ? status(503) : json({ ok: true })) });
    const seen: RetryInfo[] = [];
    const runtime = createApiRuntime(
      mailApi,
      runtimeOptions(server, { random: () => 0, retry: { baseDelayMs: 1 }, onRetry: (info) => seen.push(info) }),
    );
    expect(await runtime.call(ops.getDelivery, { path: { delivery_id: 1 } })).toEqual({ ok: true });
    expect(seen).toEqual([
      { operationId: 'getDelivery', attempt: 1, delayMs: 0, reason: 401, tokenRefresh: true },
      { operationId: 'getDelivery', attempt: 2, delayMs: 0, reason: 503 },
    ]);
    expect(server.token).toHaveLength(2);
  });
});
