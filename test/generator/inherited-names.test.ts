/**
 * Names every JavaScript object inherits (`__proto__`, `constructor`, `toString`, `valueOf`, `hasOwnProperty`,
 * `isPrototypeOf`, `propertyIsEnumerable`) as schema, property, error-code, CSV-column, server-variable,
 * path, query and operation names: the output compiles, keeps every one of them, and the client puts them on
 * the wire like any other name (test/fixtures/inherited-names/spec.yaml).
 */
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, clearTokenCache, RequestValidationError } from '@platform-sdk/runtime';
import {
  createInheritedNamesClient,
  inheritedErrorCodes,
  isInheritedNamesApiError,
} from '../fixtures/inherited-names/out/index.gen.js';
import { compile } from './compile.js';
import { fixtureFiles, ROOT } from './helpers.js';
import { csvAnswer, recordingFetch, type Answer } from './wire.js';

beforeEach(() => clearTokenCache());

function client(answer: Answer, options: { defineGetter?: 'main' | 'spare'; proto?: string } = {}) {
  const { fetch, requests } = recordingFetch(answer);
  const api = createInheritedNamesClient({
    baseUrl: 'https://inherited.test/',
    proto: 'p q',
    ...options,
    accessToken: 'token',
    rateLimit: false,
    fetch,
  });
  return { api, requests };
}

/** `{ [name]: value }` with `name` as an own property, even for `__proto__`. */
function own<T>(name: string, value: T): Record<string, T> {
  return Object.fromEntries([[name, value]]);
}

describe('generated from inherited names', async () => {
  const files = await fixtureFiles('inherited-names');

  it('matches the snapshots', async () => {
    for (const [name, content] of files)
      await expect(content).toMatchFileSnapshot(`../fixtures/inherited-names/out/${name}`);
  });

  it('type-checks with zero errors under the strict tsconfig', () => {
    expect(compile([path.join(ROOT, 'test/fixtures/inherited-names/out/index.gen.ts')]).diagnostics).toEqual([]);
  });

  it.each([
    [
      'the schema named __proto__ (it used to be dropped)',
      'schema.gen.ts',
      '        __proto__: {\n            /** @description A property named __proto__. */\n            __proto__: ' +
        'string[];',
    ],
    [
      'the schemas named valueOf and hasOwnProperty (openapi-typescript used to stop on them)',
      'schema.gen.ts',
      '    valueOf: string;',
    ],
    ['an alias of each', 'client.gen.ts', "export type __proto__ = components['schemas']['__proto__'];"],
    [
      'the error code __proto__ as a property of the map, not its prototype',
      'client.gen.ts',
      "    ['__proto__']: 'The code named __proto__.',\n    constructor: 'The code named constructor.',",
    ],
    [
      'the server variable __proto__ as a property, not the prototype',
      'operations.gen.ts',
      "Object.freeze({ name: '__proto__', option: 'proto', pattern: '^[a-z ]+$' })",
    ],
    [
      'the operation named new as a method, not a construct signature',
      'client.gen.ts',
      "  'new'(body: JsonInput<NewInput, '__lookupGetter__'>, options?: CallOptions): Promise<valueOf>;",
    ],
    [
      'the path rule of constructor as a property of pathParams',
      'client.gen.ts',
      "pathParams: Object.freeze({ constructor: Object.freeze({ 'type': 'string', pattern: '^[a-z/]+$' }) })\n",
    ],
    [
      'the byte limit of __lookupGetter__ as a property of fieldMaxBytes',
      'client.gen.ts',
      'fieldMaxBytes: Object.freeze({ __lookupGetter__: 4 })\n',
    ],
    [
      'the bucket named constructor',
      'client.gen.ts',
      "rateLimit: Object.freeze({ perSecond: 100, burst: 100, bucket: 'constructor' }),",
    ],
    [
      'the x-count-of property read as an own property',
      'client.gen.ts',
      "__defineGetter__: Object.getOwnPropertyDescriptor(body, '__defineGetter__')?.value ?? " +
        "Object.getOwnPropertyDescriptor(body, '__proto__')?.value?.length",
    ],
  ])('keeps %s', (_name, file, snippet) => {
    // The descriptors and the code map are in operations.gen.ts, marked pure for bundlers.
    const text =
      file === 'client.gen.ts'
        ? `${files.get(file)}\n${files.get('operations.gen.ts')}`.replaceAll('/*#__PURE__*/ ', '')
        : files.get(file);
    expect(text).toContain(snippet);
  });
});

describe('the client of inherited names on the wire', () => {
  it.each([
    ['with the enum variable left out', {}, 'https://inherited.test/v1/main/p%20q/things/a%2Fb?hasOwnProperty=h'],
    [
      'with the enum variable given',
      { defineGetter: 'spare' as const },
      'https://inherited.test/v1/spare/p%20q/things/a%2Fb?hasOwnProperty=h',
    ],
  ])('fills the server variables __defineGetter__ and __proto__ %s', async (_name, options, url) => {
    const { api, requests } = client(() => Response.json({ toString: 'x' }), options);
    await expect(api.constructor('a/b', { hasOwnProperty: 'h' })).resolves.toEqual({ toString: 'x' });
    expect(requests[0]?.url.href).toBe(url);
  });

  it('sends the query parameters __proto__ and hasOwnProperty', async () => {
    const { api, requests } = client(() => Response.json({}));
    await api.constructor('a', { ...own('__proto__', 'q'), hasOwnProperty: 'h' });
    expect([...(requests[0]?.url.searchParams ?? [])]).toEqual([
      ['__proto__', 'q'],
      ['hasOwnProperty', 'h'],
    ]);
  });

  it.each([
    [
      'fills __defineGetter__ with the length of __proto__',
      own('__proto__', ['x', 'y']),
      '{"__proto__":["x","y"],"propertyIsEnumerable":"2024-01-01T00:00:00.000Z","__defineGetter__":2}',
    ],
    [
      'sends an explicit __defineGetter__ as given',
      { ...own('__proto__', ['x']), __defineGetter__: 5 },
      '{"__proto__":["x"],"__defineGetter__":5,"propertyIsEnumerable":"2024-01-01T00:00:00.000Z"}',
    ],
  ])('%s', async (_name, body, sent) => {
    const { api, requests } = client(() => Response.json('ok'));
    await api.new({ ...(body as { __proto__: string[] }), propertyIsEnumerable: new Date('2024-01-01T00:00:00Z') });
    expect(requests[0]?.body).toBe(sent);
  });

  it('checks the path parameter constructor against its own pattern, before sending', async () => {
    const { api, requests } = client(() => Response.json({}));
    const call = api.constructor('A!', { hasOwnProperty: 'h' });
    await expect(call).rejects.toThrow(RequestValidationError);
    await expect(call).rejects.toThrow(
      'constructor was not sent because path parameter constructor must match ^[a-z/]+$ (got "A!").',
    );
    expect(requests).toHaveLength(0);
  });

  it('checks the server variable __proto__ against its own x-pattern when the client is made', () => {
    expect(() => client(() => Response.json({}), { proto: 'P!' })).toThrow(
      new TypeError('The inherited-names client: proto "P!" does not match its pattern ^[a-z ]+$.'),
    );
  });

  it('refuses __lookupGetter__ over its own byte limit, and sends it as digits when given as a bigint', async () => {
    const { api, requests } = client(() => Response.json('ok'));
    const body = { ...own('__proto__', ['x']), propertyIsEnumerable: '2024-01-01T00:00:00Z' } as {
      __proto__: string[];
      propertyIsEnumerable: string;
    };
    await expect(api.new({ ...body, __lookupGetter__: '12345' })).rejects.toMatchObject({
      name: 'PayloadTooLargeError',
      field: '__lookupGetter__',
      bytes: 5,
      limitBytes: 4,
    });
    expect(requests).toHaveLength(0);
    await api.new({ ...body, __lookupGetter__: 1234n });
    expect(requests[0]?.body).toBe(
      '{"__proto__":["x"],"propertyIsEnumerable":"2024-01-01T00:00:00Z",' +
        '"__lookupGetter__":"1234","__defineGetter__":1}',
    );
  });

  it('limits calls in the bucket named constructor like in any other', async () => {
    const { fetch, requests } = recordingFetch(() => Response.json({}));
    const api = createInheritedNamesClient({
      baseUrl: 'https://inherited.test/',
      proto: 'p',
      accessToken: 'token',
      fetch,
    });
    await api.constructor('a', { hasOwnProperty: 'h' });
    expect(requests).toHaveLength(1);
  });

  it('reads the CSV columns __proto__, constructor and toString as own properties of each row', async () => {
    const { api } = client(() => csvAnswer('"__proto__","constructor","toString"\r\n"a","b","c"\r\n'));
    const [row] = await api.isPrototypeOf().rows();
    expect(Object.entries(row ?? {})).toEqual([
      ['__proto__', 'a'],
      ['constructor', 'b'],
      ['toString', 'c'],
    ]);
  });

  it('describes the error codes __proto__, constructor and toString from its own map', async () => {
    expect(Object.keys(inheritedErrorCodes)).toEqual(['__proto__', 'constructor', 'toString']);
    const { api } = client(() =>
      Response.json(
        {
          errors: [
            { code: '__proto__', property: '__proto__', message: 'bad' },
            { code: 'toString', property: null, message: 'm' },
          ],
        },
        { status: 400 },
      ),
    );
    const error = await api.constructor('a', { hasOwnProperty: 'h' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isInheritedNamesApiError(error) && error.errors.map((e) => [e.code, e.description])).toEqual([
      ['__proto__', 'The code named __proto__.'],
      ['toString', 'The code named toString.'],
    ]);
  });
});
