/**
 * Names from a spec are keys in the runtime (server variables and the factory options they become, path and
 * query parameters with their rules, field byte limits, error codes, CSV columns, send-list columns). Names
 * that every JavaScript object inherits (`constructor`, `toString`, `__proto__`...) must behave like any other
 * name: looked up as own properties only, and stored as properties, never as the prototype.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, clearTokenCache, PayloadTooLargeError, RequestValidationError } from '@platform-sdk/runtime';
import {
  checkClientOptions,
  createApiRuntime,
  CsvRowMapper,
  expandServerUrl,
  type ApiDescriptor,
  type CallOperation,
  type ParamRule,
} from '@platform-sdk/runtime/internal';
import { buildSendListCsv } from '@platform-sdk/runtime/mail';
import { fakeServer, json, mailApi, runtimeOptions, SERVER_URL } from './fake-server.js';

afterEach(() => clearTokenCache());

const INHERITED = [
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  '__proto__',
];

/** `{ [name]: value }` with `name` as an own property, even for `__proto__`. */
function own(name: string, value: unknown): Record<string, unknown> {
  return Object.fromEntries([[name, value]]);
}

describe('server variables', () => {
  it.each(INHERITED)('%s that is not given is missing, not inherited', (name) => {
    expect(() => expandServerUrl(`{base}/{${name}}`, { base: 'https://h.test' })).toThrow(
      `The server URL {base}/{${name}} needs a value for ${name}.`,
    );
  });

  it.each(INHERITED)('%s that is given fills its segment', (name) => {
    const vars = { base: 'https://h.test', ...own(name, 'v 1') } as Record<string, string>;
    expect(expandServerUrl(`{base}/{${name}}`, vars)).toBe('https://h.test/v%201');
  });

  it('refuses a lone surrogate with a TypeError naming the variable, not a bare URIError', () => {
    expect(() => expandServerUrl('{base}/{tenant}', { base: 'https://h.test', tenant: 'a\ud800' })).toThrow(
      new TypeError('The server URL variable tenant holds a lone surrogate, which no URL can carry.'),
    );
  });
});

describe('path and query parameters on the wire', () => {
  const op = (path: string): CallOperation => ({
    id: 'getThing',
    method: 'get',
    path,
    scopes: [],
    kind: 'no-body',
    response: 'json',
    retry: 'safe',
  });

  it.each(INHERITED)('a path parameter named %s is filled in', async (name) => {
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    await runtime.call(op(`/things/{${name}}`), { path: own(name, 'x/1') as Record<string, string> });
    expect(server.api[0]?.url.href).toBe(`${SERVER_URL}/things/x%2F1`);
  });

  it.each(INHERITED)('a query parameter named %s is sent', async (name) => {
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    await runtime.call(op('/things'), { query: own(name, 'v') as Record<string, string> });
    expect([...(server.api[0]?.url.searchParams ?? [])]).toEqual([[name, 'v']]);
  });

  it('refuses a path value with a lone surrogate before sending, naming the parameter', async () => {
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const call = runtime.call(op('/things/{id}'), { path: { id: '\udc00' } });
    await expect(call).rejects.toThrow(RequestValidationError);
    await expect(call).rejects.toThrow(
      'getThing was not sent because path parameter id holds a lone surrogate, which no URL can carry.',
    );
    expect(server.api).toHaveLength(0);
  });

  it.each(INHERITED)(
    'a path parameter %s without a rule of its own is not checked against an inherited one',
    async (name) => {
      const server = fakeServer({ api: () => json({}) });
      const runtime = createApiRuntime(mailApi, runtimeOptions(server));
      const checked = {
        ...op(`/things/{${name}}/{id}`),
        pathParams: { id: { type: 'integer', minimum: 1 } },
      } satisfies CallOperation;
      await runtime.call(checked, { path: { ...own(name, 'x'), id: 1 } as Record<string, string | number> });
      expect(server.api[0]?.url.href).toBe(`${SERVER_URL}/things/x/1`);
    },
  );

  it.each(INHERITED)('a path parameter %s with a rule of its own is checked against it', async (name) => {
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const checked = {
      ...op(`/things/{${name}}`),
      pathParams: own(name, { type: 'integer', minimum: 1 }) as Record<string, ParamRule>,
    };
    await expect(runtime.call(checked, { path: own(name, 0) as Record<string, number> })).rejects.toThrow(
      `getThing was not sent because path parameter ${name} must be at least 1 (got 0).`,
    );
    expect(server.api).toHaveLength(0);
  });
});

describe('field byte limits', () => {
  const send = (limits: Record<string, number>): CallOperation => ({
    id: 'send',
    method: 'post',
    path: '/send',
    scopes: [],
    kind: 'json-body',
    response: 'json',
    retry: 'unsafe',
    fieldMaxBytes: limits,
  });

  it.each(INHERITED)('a field %s over its own limit is refused, naming it', async (name) => {
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const call = runtime.call(send(own(name, 2) as Record<string, number>), { body: own(name, 'abc') });
    await expect(call).rejects.toThrow(PayloadTooLargeError);
    await expect(call).rejects.toMatchObject({ field: name, bytes: 3, limitBytes: 2 });
    expect(server.api).toHaveLength(0);
  });

  it.each(INHERITED)('a body without a field %s sends, whatever Object.prototype has under that name', async (name) => {
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    await runtime.call(send(own(name, 1) as Record<string, number>), { body: { other: 'abc' } });
    expect(server.api).toHaveLength(1);
  });
});

describe('factory options from server variables', () => {
  const api = (option: string): ApiDescriptor => ({
    name: 'demo',
    scopes: [],
    serverVariables: [
      { name: 'base_url', option: 'baseUrl' },
      { name: option, option, pattern: '^[a-z]+$' },
    ],
  });

  it.each(INHERITED)('an option %s that is not given is missing, not inherited', (name) => {
    expect(() => checkClientOptions(api(name), { baseUrl: 'https://h.test', accessToken: 't' })).toThrow(
      `The demo client needs ${name}, a non-empty string.`,
    );
  });

  it.each(INHERITED)('an option %s that is given is checked against its pattern', (name) => {
    const options = { baseUrl: 'https://h.test', accessToken: 't', ...own(name, 'abc') };
    expect(() => checkClientOptions(api(name), options)).not.toThrow();
    expect(() => checkClientOptions(api(name), { ...options, ...own(name, 'ABC') })).toThrow(
      `The demo client: ${name} "ABC" does not match its pattern ^[a-z]+$.`,
    );
  });
});

describe('error codes', () => {
  const detail = (code: string, errorCodes: Readonly<Record<string, string>>) =>
    new ApiError({
      operationId: 'send',
      status: 400,
      body: { errors: [{ code, property: null, message: 'm' }] },
      errorCodes,
    }).errors[0];

  it.each(INHERITED)('a code %s the map does not describe has no description', (code) => {
    expect(detail(code, { '10001': 'known' })).toEqual({ code, property: null, message: 'm' });
  });

  it.each(INHERITED)('a code %s the map describes gets its description', (code) => {
    expect(detail(code, Object.freeze(own(code, 'described')) as Record<string, string>)?.description).toBe(
      'described',
    );
  });
});

describe('CSV columns', () => {
  it('maps every column, __proto__ and constructor included, to an own property of a plain row', () => {
    const mapper = new CsvRowMapper<Record<string, string>>(['__proto__', 'constructor', 'toString']);
    const [row] = mapper.map([
      { line: 1, values: ['__proto__', 'constructor', 'toString'] },
      { line: 2, values: ['a', 'b', 'c'] },
    ]);
    expect(Object.entries(row ?? {})).toEqual([
      ['__proto__', 'a'],
      ['constructor', 'b'],
      ['toString', 'c'],
    ]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });

  it.each(INHERITED)('a send-list column %s that a record lacks is empty', (name) => {
    expect(buildSendListCsv([{ 'Customer.email': 'a@b.test' }], ['Customer.email', name])).toBe(
      `"Customer.email","${name}"\r\n"a@b.test",""\r\n`,
    );
  });

  it('a send-list column __proto__ that a record has is written', () => {
    expect(buildSendListCsv([own('__proto__', 'x') as Record<string, string>])).toBe('"__proto__"\r\n"x"\r\n');
  });
});
