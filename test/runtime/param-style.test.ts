/**
 * Parameters on the wire in every style OpenAPI defines, against the "Style Examples" table of the specification
 * (`color` as "blue", ["blue", "black", "brown"] and {R: 100, G: 200, B: 150}). Space- and pipe-delimited lists
 * carry their name (`color=blue%20black%20brown`), as OpenAPI 3.2's corrected table and openapi-fetch write them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearTokenCache,
  createApiRuntime,
  type OperationDescriptor,
  type ParamStyle,
  RequestValidationError,
} from '@platform-sdk/runtime/internal';
import { fakeServer, json, mailApi, runtimeOptions, SERVER_URL } from './fake-server.js';

afterEach(() => clearTokenCache());

const STRING = 'blue';
const ARRAY = ['blue', 'black', 'brown'];
const OBJECT = { R: 100, G: 200, B: 150 };

function operation(path: string, paramStyles: Record<string, ParamStyle>): OperationDescriptor {
  return {
    id: 'paint',
    method: 'get',
    path,
    scopes: [],
    kind: 'no-body',
    response: 'json',
    retry: 'safe',
    paramStyles,
  };
}

async function sent(op: OperationDescriptor, params: { path?: object; query?: object }) {
  const server = fakeServer({ api: () => json({}) });
  const runtime = createApiRuntime(mailApi, runtimeOptions(server));
  await runtime.call(op as never, params as never);
  const seen = server.api[0];
  if (seen === undefined) throw new Error('nothing was sent');
  return seen;
}

describe('path parameters in styles simple, label and matrix', () => {
  it.each([
    ['simple', false, STRING, 'blue'],
    ['simple', false, ARRAY, 'blue,black,brown'],
    ['simple', false, OBJECT, 'R,100,G,200,B,150'],
    ['simple', true, ARRAY, 'blue,black,brown'],
    ['simple', true, OBJECT, 'R=100,G=200,B=150'],
    ['label', false, STRING, '.blue'],
    ['label', false, ARRAY, '.blue,black,brown'],
    ['label', false, OBJECT, '.R,100,G,200,B,150'],
    ['label', true, STRING, '.blue'],
    ['label', true, ARRAY, '.blue.black.brown'],
    ['label', true, OBJECT, '.R=100.G=200.B=150'],
    ['matrix', false, STRING, ';color=blue'],
    ['matrix', false, ARRAY, ';color=blue,black,brown'],
    ['matrix', false, OBJECT, ';color=R,100,G,200,B,150'],
    ['matrix', true, STRING, ';color=blue'],
    ['matrix', true, ARRAY, ';color=blue;color=black;color=brown'],
    ['matrix', true, OBJECT, ';R=100;G=200;B=150'],
  ])('style %s, explode %s: %j is written %s', async (style, explode, value, expected) => {
    const op = operation('/paint/{color}', { color: { in: 'path', style, explode } });
    const seen = await sent(op, { path: { color: value } });
    expect(seen.url.href).toBe(`${SERVER_URL}/paint/${expected}`);
  });

  it('percent-encodes each value, so a slash stays inside its segment', async () => {
    const op = operation('/paint/{color}', { color: { in: 'path', style: 'label' } });
    const seen = await sent(op, { path: { color: ['a/b', 'c d'] } });
    expect(seen.url.href).toBe(`${SERVER_URL}/paint/.a%2Fb,c%20d`);
  });
});

describe('query parameters in styles form, spaceDelimited, pipeDelimited and deepObject', () => {
  it.each([
    ['form', true, STRING, 'color=blue'],
    ['form', true, ARRAY, 'color=blue&color=black&color=brown'],
    ['form', true, OBJECT, 'R=100&G=200&B=150'],
    ['form', false, STRING, 'color=blue'],
    ['form', false, ARRAY, 'color=blue,black,brown'],
    ['form', false, OBJECT, 'color=R,100,G,200,B,150'],
    ['spaceDelimited', false, ARRAY, 'color=blue%20black%20brown'],
    ['spaceDelimited', true, ARRAY, 'color=blue&color=black&color=brown'],
    ['pipeDelimited', false, ARRAY, 'color=blue|black|brown'],
    ['pipeDelimited', true, ARRAY, 'color=blue&color=black&color=brown'],
    ['deepObject', true, OBJECT, 'color[R]=100&color[G]=200&color[B]=150'],
  ])('style %s, explode %s: %j is written %s', async (style, explode, value, expected) => {
    const op = operation('/paint', { color: { in: 'query', style, explode } });
    const seen = await sent(op, { query: { color: value } });
    expect(seen.url.search).toBe(`?${expected}`);
  });

  // OpenAPI defines deepObject for objects only; lists inside are written with indices, as qs and Stripe read them.
  it.each([
    [ARRAY, 'color[0]=blue&color[1]=black&color[2]=brown'],
    [{ tags: ['a b', 'c'] }, 'color[tags][0]=a%20b&color[tags][1]=c'],
    [[{ price: 'p_1', quantity: 2 }], 'color[0][price]=p_1&color[0][quantity]=2'],
    [{ address: { city: 'Paris', line: null } }, 'color[address][city]=Paris'],
    [[], ''],
  ])('style deepObject: %j is written %s', async (value, expected) => {
    const op = operation('/paint', { color: { in: 'query', style: 'deepObject', explode: true } });
    const seen = await sent(op, { query: { color: value } });
    expect(seen.url.search).toBe(expected === '' ? '' : `?${expected}`);
  });

  it('refuses a null item of a list in style deepObject, naming where it sits', async () => {
    const op = operation('/paint', { color: { in: 'query', style: 'deepObject', explode: true } });
    const error = await sent(op, { query: { color: { tags: ['a', null] } } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).field).toBe('query parameter color.tags[1]');
  });

  it.each([
    [false, 'a/b?c=d e', 'q=a%2Fb%3Fc%3Dd%20e'],
    [true, 'a/b?c=d e', 'q=a/b?c=d%20e'],
  ])('allowReserved %s: %j is written %s (other characters are still encoded)', async (allowReserved, value, want) => {
    const op = operation('/paint', { q: { in: 'query', allowReserved } });
    const seen = await sent(op, { query: { q: value } });
    expect(seen.url.search).toBe(`?${want}`);
  });

  it('writes Dates as ISO 8601 and bigints as their digits inside a list', async () => {
    const op = operation('/paint', { at: { in: 'query', explode: false } });
    const seen = await sent(op, { query: { at: [new Date('2026-01-02T03:04:05Z'), 9223372036854775807n] } });
    expect(seen.url.search).toBe('?at=2026-01-02T03%3A04%3A05.000Z,9223372036854775807');
  });

  it('refuses a list inside a list, naming the parameter', async () => {
    const op = operation('/paint', { color: { in: 'query', explode: false } });
    const error = await sent(op, { query: { color: [['blue']] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).field).toBe('query parameter color[0]');
  });
});

describe('header and cookie parameters', () => {
  it.each([
    [false, STRING, 'blue'],
    [false, ARRAY, 'blue,black,brown'],
    [false, OBJECT, 'R,100,G,200,B,150'],
    [true, ARRAY, 'blue,black,brown'],
    [true, OBJECT, 'R=100,G=200,B=150'],
  ])('a header in style simple, explode %s: %j is written %s', async (explode, value, expected) => {
    const op = operation('/paint', { 'X-Color': { in: 'header', explode } });
    const seen = await sent(op, { query: { 'X-Color': value, other: 'x' } });
    expect(seen.headers.get('X-Color')).toBe(expected);
    // A header's value never goes into the query string.
    expect(seen.url.search).toBe('?other=x');
  });

  it.each([
    [true, STRING, 'color=blue'],
    [true, ARRAY, 'color=blue; color=black; color=brown'],
    [false, ARRAY, 'color=blue,black,brown'],
    [true, OBJECT, 'R=100; G=200; B=150'],
    [false, OBJECT, 'color=R,100,G,200,B,150'],
    [true, 'a b;c', 'color=a%20b%3Bc'],
  ])('a cookie in style form, explode %s: %j is sent as Cookie: %s', async (explode, value, expected) => {
    const op = operation('/paint', { color: { in: 'cookie', explode } });
    const seen = await sent(op, { query: { color: value } });
    expect(seen.headers.get('Cookie')).toBe(expected);
    expect(seen.url.search).toBe('');
  });

  it('joins several cookie parameters into one Cookie header and leaves out those not given', async () => {
    const op = operation('/paint', { a: { in: 'cookie' }, b: { in: 'cookie' }, c: { in: 'cookie' } });
    const seen = await sent(op, { query: { a: 1, c: true } });
    expect(seen.headers.get('Cookie')).toBe('a=1; c=true');
  });

  it('refuses a header value with a line break, naming the parameter, before anything is sent', async () => {
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const op = operation('/paint', { 'X-Color': { in: 'header' } });
    const error = await runtime.call(op as never, { query: { 'X-Color': 'blue\r\nX-Evil: 1' } }).catch((e) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).field).toBe('header parameter X-Color');
    expect(server.api).toHaveLength(0);
  });
});

describe('form bodies with fields in style deepObject', () => {
  it('writes lists with indices and nested objects with their keys, as Stripe reads them', async () => {
    const op: OperationDescriptor = {
      id: 'createCustomer',
      method: 'post',
      path: '/customers',
      scopes: [],
      kind: 'media-body',
      requestMediaType: 'application/x-www-form-urlencoded',
      bodyEncoding: 'form',
      partEncodings: {
        expand: { style: 'deepObject', explode: true },
        items: { style: 'deepObject', explode: true },
        metadata: { style: 'deepObject', explode: true },
      },
      response: 'json',
      retry: 'unsafe',
    };
    const server = fakeServer({ api: () => json({}) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const body = { expand: ['tax', 'sources'], items: [{ price: 'p_1' }], metadata: { k: 'v' }, name: 'Ann' };
    await runtime.call(op as never, { body } as never);
    expect(server.api[0]?.body).toBe('expand[0]=tax&expand[1]=sources&items[0][price]=p_1&metadata[k]=v&name=Ann');
  });
});
