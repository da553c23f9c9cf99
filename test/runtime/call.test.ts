import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  BadRequestError,
  ConflictError,
  DuplicateRequestError,
  ForbiddenError,
  MethodNotAllowedError,
  NotFoundError,
  RateLimitError,
  RequestValidationError,
  ServerError,
  UnauthorizedError,
  clearTokenCache,
  createApiRuntime,
  isApiErrorOf,
  type OperationDescriptor,
} from '@platform-sdk/runtime/internal';
import { fakeServer, json, mailApi, ops, runtimeOptions, SERVER_URL, status } from './fake-server.js';

beforeEach(() => clearTokenCache());
afterEach(() => vi.useRealTimers());

describe('call', () => {
  it('sends path, query and JSON body through openapi-fetch and returns the parsed body', async () => {
    const server = fakeServer({ api: () => json({ deliveryTaskId: 7, status: 'SENDING', total: 2, sent: 1 }) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const result = await runtime.call(ops.getDelivery, { path: { delivery_id: 9223372036854775807n } });
    expect(result).toEqual({ deliveryTaskId: 7, status: 'SENDING', total: 2, sent: 1 });
    expect(server.api[0]?.url.href).toBe(`${SERVER_URL}/deliveries/9223372036854775807`);
    expect(server.api[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    // Every operation answers JSON whatever the request accepts: no header beyond the token's.
    expect(server.api[0]?.headers.has('Accept')).toBe(false);
    expect(server.api[0]?.headers.has('Content-Type')).toBe(false);
  });

  it.each([
    ['the class default', {}, 'application/json'],
    ['the spec media type', { requestMediaType: 'application/json;charset=UTF-8' }, 'application/json;charset=UTF-8'],
  ])('sends a JSON body with %s as Content-Type', async (_name, extra, contentType) => {
    const server = fakeServer({ api: () => json({ deliveryTaskId: 1 }) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    await runtime.call({ ...ops.createDelivery, ...extra }, { body: { subject: 'Hi' } });
    expect(server.api[0]?.headers.get('Content-Type')).toBe(contentType);
    expect(server.api[0]?.body).toBe('{"subject":"Hi"}');
  });

  it.each([
    ['Date', new Date('2024-05-01T00:00:00.000Z'), 'start=2024-05-01T00%3A00%3A00.000Z'],
    ['string with + offset', '2024-05-01T09:00:00+09:00', 'start=2024-05-01T09%3A00%3A00%2B09%3A00'],
  ])(
    'serialises a %s query value as ISO 8601 with its plus sign percent-encoded on the wire',
    async (_name, start, wire) => {
      const server = fakeServer({ api: () => json({}) });
      const runtime = createApiRuntime(mailApi, runtimeOptions(server));
      await runtime.call(ops.getDelivery, { path: { delivery_id: 1 }, query: { start } });
      expect(server.api[0]?.url.search).toBe(`?${wire}`);
      expect(server.api[0]?.url.searchParams.get('start')).toBe(start instanceof Date ? start.toISOString() : start);
    },
  );

  it.each([
    [
      '200 with JSON content type and empty body',
      () => new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ],
    [
      '200 with Content-Length 0',
      () => new Response(null, { status: 200, headers: { 'Content-Length': '0', 'Content-Type': 'application/json' } }),
    ],
    ['204', () => new Response(null, { status: 204 })],
  ])('returns undefined for %s', async (_name, answer) => {
    const server = fakeServer({ api: answer });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    await expect(runtime.call(ops.sendDelivery, { body: { test: true } })).resolves.toBeUndefined();
  });

  it('serialises JSON bodies with bigints as decimal strings and Dates as ISO 8601', async () => {
    const server = fakeServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    await runtime.call(ops.createDelivery, {
      body: { id: 9223372036854775807n, at: new Date('2024-01-02T03:04:05.000Z') },
    });
    expect(JSON.parse(server.api[0]?.body ?? '')).toEqual({
      id: '9223372036854775807',
      at: '2024-01-02T03:04:05.000Z',
    });
    expect(server.api[0]?.headers.get('Content-Type')).toBe('application/json');
  });
});

describe('errors', () => {
  it('tells the errors of one API from those of another and from token-endpoint answers', async () => {
    const server = fakeServer({ api: () => status(404), token: (_r, i) => (i === 0 ? status(503) : status(404)) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { retry: false }));
    const fromToken = await runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }).catch((e: unknown) => e);
    expect(fromToken).toMatchObject({ endpoint: 'token', status: 503 });
    expect(isApiErrorOf(fromToken, 'mail')).toBe(false);
    const apiServer = fakeServer({ api: () => status(404) });
    const fromApi = await createApiRuntime(mailApi, runtimeOptions(apiServer))
      .call(ops.getDelivery, { path: { delivery_id: 1 } })
      .catch((e: unknown) => e);
    expect(fromApi).toMatchObject({ endpoint: 'api', api: 'mail', status: 404 });
    expect(isApiErrorOf(fromApi, 'mail')).toBe(true);
    expect(isApiErrorOf(fromApi, 'records')).toBe(false);
    expect(isApiErrorOf(new Error('x'), 'mail')).toBe(false);
  });

  it.each([
    [400, BadRequestError, 'bad-request'],
    [401, UnauthorizedError, 'unauthorized'],
    [403, ForbiddenError, 'forbidden'],
    [404, NotFoundError, 'not-found'],
    [405, MethodNotAllowedError, 'method-not-allowed'],
    [409, ConflictError, 'conflict'],
    [429, RateLimitError, 'rate-limit'],
    [500, ServerError, 'server'],
    [503, ServerError, 'server'],
    [418, ApiError, 'http'],
  ] as const)('HTTP %i becomes %o with kind %s', async (code, ErrorClass, kind) => {
    const server = fakeServer({ api: () => status(code) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { retry: false, accessToken: 'static' }));
    const error = await runtime.call(ops.getDelivery, { path: { delivery_id: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: code, kind, operationId: 'getDelivery' });
    expect((error as Error).message).toMatch(/^getDelivery .*\.$/);
  });

  it('lists code, property, message and description of a mail 400 body in the error and its message', async () => {
    const body = {
      errors: [
        { code: '10003', property: 'fromAddress', message: 'fromAddress is required.' },
        { code: '10034', property: null, message: 'Malformed JSON.' },
      ],
    };
    const server = fakeServer({ api: () => json(body, { status: 400 }) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const error = await runtime.call(ops.sendDelivery, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    const bad = error as BadRequestError;
    expect(bad.errors).toEqual([
      {
        code: '10003',
        property: 'fromAddress',
        message: 'fromAddress is required.',
        description: 'fromAddress is required',
      },
      { code: '10034', property: null, message: 'Malformed JSON.' },
    ]);
    expect(bad.body).toEqual(body);
    expect(bad.message).toBe(
      'sendDelivery failed with HTTP 400 Bad Request: 10003 on fromAddress: fromAddress is required; 10034: Malformed JSON.',
    );
  });

  it.each([
    [
      'quotes the message of a {message} body',
      { status: 404, message: 'getApiDefinition: there is no API definition coupon.' },
      404,
      'createDelivery failed with HTTP 404 Not Found: getApiDefinition: there is no API definition coupon.',
    ],
    [
      'cuts a message over 300 characters',
      { message: `${'x'.repeat(600)}` },
      400,
      `createDelivery failed with HTTP 400 Bad Request: ${'x'.repeat(300)}….`,
    ],
    [
      'says nothing more of a message that is not text',
      { message: 42 },
      400,
      'createDelivery failed with HTTP 400 Bad Request.',
    ],
    [
      'quotes it in a 429 too',
      { message: 'Too many requests for account demo.' },
      429,
      'createDelivery was rate limited with HTTP 429 Too Many Requests (Too many requests for account demo).',
    ],
  ])('%s', async (_name, body, code, message) => {
    const server = fakeServer({ api: () => json(body, { status: code }) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { retry: false, accessToken: 'static' }));
    const error = await runtime.call(ops.createDelivery, { body: {} }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(message);
    expect((error as ApiError).body).toEqual(body);
  });

  it('raises DuplicateRequestError carrying the earlier response when the first attempt gets 409', async () => {
    const earlier = { deliveryTaskId: 41, textClickFeedbacks: [], htmlClickFeedbacks: [] };
    const server = fakeServer({ api: () => json(earlier, { status: 409 }) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const error = await runtime.call(ops.sendDelivery, { body: { requestId: 'r-1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DuplicateRequestError);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ kind: 'duplicate-request', requestId: 'r-1', earlierResponse: earlier, status: 409 });
    expect(server.api).toHaveLength(1);
  });
});

describe('requestId without crypto.randomUUID', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds a version 4 UUID from crypto.getRandomValues, as on a page served over plain HTTP', async () => {
    const real = globalThis.crypto;
    const getRandomValues = vi.fn(
      (array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> => real.getRandomValues(array),
    );
    vi.stubGlobal('crypto', { getRandomValues });
    const server = fakeServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    await runtime.call(ops.sendDelivery, { body: { subject: 's' } });
    await runtime.call(ops.sendDelivery, { body: { subject: 's' } });
    const ids = server.api.map((s) => (JSON.parse(s.body) as { requestId: string }).requestId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(getRandomValues).toHaveBeenCalledTimes(2);
  });

  it('asks for a requestId when there is no source of randomness at all', async () => {
    vi.stubGlobal('crypto', {});
    const server = fakeServer();
    const error = await createApiRuntime(mailApi, runtimeOptions(server))
      .call(ops.sendDelivery, { body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as Error).message).toBe(
      'sendDelivery was not sent because requestId cannot be generated without crypto.getRandomValues; pass one in the body.',
    );
    expect(server.api).toHaveLength(0);
  });
});

describe('descriptors are plain data', () => {
  it('work as well after a JSON round trip: kinds, names, limits and codes, no runtime values', async () => {
    const server = fakeServer({ api: (_request, index) => json({ deliveryTaskId: index === 0 ? 7 : 1 }) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { accessToken: 'given' }));
    const copy = <T>(op: T): T => JSON.parse(JSON.stringify(op)) as T;
    await expect(runtime.call(copy(ops.sendDelivery), { body: { subject: 's' } })).resolves.toEqual({
      deliveryTaskId: 7,
    });
    await expect(
      runtime.call(copy(ops.getDelivery), { path: { delivery_id: 1 }, query: { start: '2024-01-01' } }),
    ).resolves.toEqual({ deliveryTaskId: 1 });
    expect(JSON.parse(server.api[0]?.body ?? '{}')).toHaveProperty('requestId');
    expect(server.api[1]?.url.search).toBe('?start=2024-01-01');
  });

  it('refuse a call whose descriptor names a check the client lacks, naming the operation, before anything is sent', async () => {
    const server = fakeServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { accessToken: 'given' }));
    const failure = await runtime.call(ops.uploadSendList, { body: 'a\r\n' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as Error).message).toBe(
      "uploadSendList: its descriptor names the check 'send-list', which this client's runtime lacks.",
    );
    expect(server.api).toHaveLength(0);
  });

  it('are checked by type, per kind and effect: a descriptor without what its operation needs does not compile', () => {
    const { csvColumns: _columns, ...noCsvColumns } = ops.clicks;
    const refused = [
      // @ts-expect-error a CSV report needs its columns
      noCsvColumns satisfies OperationDescriptor,
      // @ts-expect-error a GET reads: it is never of retry class unsafe
      { ...ops.getDelivery, retry: 'unsafe' } satisfies OperationDescriptor,
    ];
    expect(refused.map((op) => op.id)).toEqual(['clicks', 'getDelivery']);
    // A report is read, not called: `call` takes every kind but a report.
    const runtime = createApiRuntime(mailApi, runtimeOptions(fakeServer(), { accessToken: 'given' }));
    // @ts-expect-error a report operation is no CallOperation
    expect(() => void runtime.call(ops.clicks, {}).catch(() => undefined)).not.toThrow();
  });
});
