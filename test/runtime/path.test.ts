import { afterEach, describe, expect, it } from 'vitest';
import {
  clearTokenCache,
  createApiRuntime,
  rawClient,
  RequestValidationError,
  SdkError,
} from '@platform-sdk/runtime/internal';
import { fakeServer, json, mailApi, ops, runtimeOptions, SERVER_URL } from './fake-server.js';

afterEach(() => clearTokenCache());

describe('a # in the path template', () => {
  it('is sent as %23, so the query string after it still goes out', async () => {
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const op = { ...ops.getDelivery, path: '/notes#draft/{delivery_id}' };
    await runtime.call(op, { path: { delivery_id: 1 }, query: { start: 'x' } });
    expect(server.api[0]?.url.href).toBe(`${SERVER_URL}/notes%23draft/1?start=x`);
  });
});

describe('path parameters on the wire', () => {
  it.each([
    ['a plain number', 42, '/deliveries/42'],
    ['the largest platform ID as bigint', 9223372036854775807n, '/deliveries/9223372036854775807'],
    ['dots inside a value', 'a..b', '/deliveries/a..b'],
    ['a slash', 'a/b', '/deliveries/a%2Fb'],
    ['a query and fragment', 'x?y#z', '/deliveries/x%3Fy%23z'],
    ['spaces and non-ASCII', 'ユーザー 1', `/deliveries/${encodeURIComponent('ユーザー 1')}`],
  ])('keeps %s inside its own segment', async (_name, value, path) => {
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    await runtime.call(ops.getDelivery, { path: { delivery_id: value } });
    expect(server.api[0]?.url.href).toBe(`${SERVER_URL}${path}`);
  });

  it.each(['.', '..', ''])('refuses %j before sending anything, naming the parameter', async (value) => {
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const error = await runtime.call(ops.getDelivery, { path: { delivery_id: value } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as Error).message).toContain(`path parameter delivery_id cannot be ${JSON.stringify(value)}`);
    expect(server.api).toHaveLength(0);
  });
});

describe('path parameters read from the call', () => {
  it.each([
    ['an empty path object', { path: {} }],
    ['no path object', {}],
  ])('refuses a parameter without a value (%s) instead of sending its placeholder', async (_name, params) => {
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const error = await runtime.call(ops.getDelivery, params).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect(error).toMatchObject({ operationId: 'getDelivery', field: 'path parameter delivery_id' });
    expect((error as Error).message).toBe(
      'getDelivery was not sent because path parameter delivery_id must be a string or a number, not undefined.',
    );
    expect(server.api).toHaveLength(0);
  });

  it('reads each value once: what was checked is what is sent', async () => {
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const checked = { ...ops.getDelivery, pathParams: { delivery_id: { type: 'integer', minimum: 1 } } } as const;
    let reads = 0;
    // A getter that would hand a second reader a value its rule refuses.
    const path = {
      get delivery_id() {
        reads++;
        return reads === 1 ? 7 : 0;
      },
    };
    await runtime.call(checked, { path });
    expect(reads).toBe(1);
    expect(server.api[0]?.url.href).toBe(`${SERVER_URL}/deliveries/7`);
  });
});

describe('path parameters checked against their schema (OperationDescriptor.pathParams)', () => {
  // As generated from specs/mail.yaml: `delivery_id` is an integer of at least 1.
  const getDelivery = { ...ops.getDelivery, pathParams: { delivery_id: { type: 'integer', minimum: 1 } } } as const;
  const named = { ...ops.getDelivery, pathParams: { delivery_id: { type: 'string', pattern: '^[a-z]+$' } } } as const;

  it.each([
    ['NaN', getDelivery, Number.NaN, 'must be an integer (got NaN)'],
    ['1.5', getDelivery, 1.5, 'must be an integer (got 1.5)'],
    ['-1', getDelivery, -1, 'must be at least 1 (got -1)'],
    ['0', getDelivery, 0, 'must be at least 1 (got 0)'],
    ['Infinity', getDelivery, Number.POSITIVE_INFINITY, 'must be an integer (got Infinity)'],
    ['a number above 2^53', getDelivery, 2 ** 60, 'is above 2^53 as a number and may have lost digits; pass a bigint'],
    ['a negative bigint', getDelivery, -5n, 'must be at least 1 (got -5)'],
    ['a word for an integer', getDelivery, 'one', 'must be an integer (got "one")'],
    ['a string off its pattern', named, 'Abc', 'must match ^[a-z]+$ (got "Abc")'],
  ] as const)(
    'refuses %s locally, naming the operation, the parameter and the rule',
    async (_name, op, value, rule) => {
      const server = fakeServer({ api: () => json({}) });
      const runtime = createApiRuntime(mailApi, runtimeOptions(server));
      const error = await runtime.call(op, { path: { delivery_id: value } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RequestValidationError);
      expect(error).toBeInstanceOf(SdkError);
      expect(error).toMatchObject({ operationId: 'getDelivery', field: 'path parameter delivery_id' });
      expect((error as Error).message).toContain(`getDelivery was not sent because path parameter delivery_id ${rule}`);
      expect(server.api).toHaveLength(0);
      expect(server.token).toHaveLength(0);
    },
  );

  it.each([
    ['1', 1, '/deliveries/1'],
    ['the largest platform ID as bigint', 9223372036854775807n, '/deliveries/9223372036854775807'],
    ['a decimal string', '42', '/deliveries/42'],
  ])('sends %s', async (_name, value, path) => {
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    await runtime.call(getDelivery, { path: { delivery_id: value } });
    expect(server.api[0]?.url.pathname).toBe(`/e/tymail/v1/abc/mail${path}`);
  });

  it('encodes the raw client the same way', async () => {
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime<Record<string, never>>(mailApi, runtimeOptions(server));
    const raw = rawClient(runtime) as unknown as { GET(path: string, init: object): Promise<unknown> };
    await raw.GET('/deliveries/{delivery_id}', { params: { path: { delivery_id: 'a/b' } } });
    expect(server.api[0]?.url.href).toBe(`${SERVER_URL}/deliveries/a%2Fb`);
    await expect(raw.GET('/deliveries/{delivery_id}', { params: { path: { delivery_id: '..' } } })).rejects.toThrow(
      'Path parameter delivery_id cannot be ".."',
    );
  });
});
