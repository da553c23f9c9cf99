/**
 * Names from a spec are keys in the runtime (server variables, path and query parameters, error codes, CSV
 * columns, send-list columns). Names that every JavaScript object inherits (`constructor`, `toString`,
 * `__proto__`...) must behave like any other name: looked up as own properties only, and stored as properties,
 * never as the prototype.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildSendListCsv,
  clearTokenCache,
  createApiRuntime,
  CsvRowMapper,
  DEFAULTS,
  expandServerUrl,
  parseErrorDetails,
  type OperationDescriptor,
} from '@platform-sdk/runtime';
import { fakeServer, json, mailApi, runtimeOptions, SERVER_URL } from './fake-server.js';

afterEach(() => clearTokenCache());

const INHERITED = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__', '__proto__'];

/** `{ [name]: value }` with `name` as an own property, even for `__proto__`. */
function own(name: string, value: unknown): Record<string, unknown> {
  return Object.fromEntries([[name, value]]);
}

describe('server variables', () => {
  it.each(INHERITED)('%s that is not given is missing, not inherited', (name) => {
    expect(() => expandServerUrl(`{base}/{${name}}`, { base: 'https://h.test' })).toThrow(`The server URL {base}/{${name}} needs a value for ${name}.`);
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
  const op = (path: string): OperationDescriptor => ({ id: 'getThing', method: 'get', path, scopes: [], request: 'none', response: 'json', retry: 'safe' });

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
    await expect(runtime.call(op('/things/{id}'), { path: { id: '\udc00' } })).rejects.toThrow('Path parameter id holds a lone surrogate');
    expect(server.api).toHaveLength(0);
  });
});

describe('error codes', () => {
  it.each(INHERITED)('a code %s the map does not describe has no description', (code) => {
    const [detail] = parseErrorDetails({ errors: [{ code, property: null, message: 'm' }] }, { '10001': 'known' });
    expect(detail).toEqual({ code, property: null, message: 'm' });
  });

  it.each(INHERITED)('a code %s the map describes gets its description', (code) => {
    const map = Object.freeze(own(code, 'described')) as Record<string, string>;
    const [detail] = parseErrorDetails({ errors: [{ code, property: null, message: 'm' }] }, map);
    expect(detail?.description).toBe('described');
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
    expect(buildSendListCsv([{ 'Customer.email': 'a@b.test' }], ['Customer.email', name])).toBe(`"Customer.email","${name}"\r\n"a@b.test",""\r\n`);
  });

  it('a send-list column __proto__ that a record has is written', () => {
    expect(buildSendListCsv([own('__proto__', 'x') as Record<string, string>])).toBe('"__proto__"\r\n"x"\r\n');
  });
});

describe('defaults looked up by API name', () => {
  it.each(INHERITED)('no API named %s has a default rate limit', (name) => {
    expect(DEFAULTS.rateLimits[name]).toBeUndefined();
  });
});
