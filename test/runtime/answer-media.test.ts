/**
 * How a call reads its success answer by media type (call/answer.ts): JSON parsed, text as a string, bytes as a
 * Blob; an answer of several media types asked for with `Accept` and read as the media type it says it is; a raw
 * operation's request written as given (request/raw-body.ts) and its answer read by its media type.
 */
import { describe, expect, it } from 'vitest';
import { createApiRuntime, type ApiDescriptor, type CallOperation } from '@platform-sdk/runtime/internal';
import { BASE_URL, fakeServer, SERVER_URL, type Handler } from './fake-server.js';

const api: ApiDescriptor = { name: 'media', scopes: [], authentication: 'none' };

function runtimeWith(handler: Handler) {
  const server = fakeServer({ api: handler });
  const runtime = createApiRuntime(api, {
    serverUrl: SERVER_URL,
    audience: BASE_URL,
    fetch: server.fetch,
    rateLimit: false,
    retry: false,
  });
  return { server, runtime };
}

const answer = (body: BodyInit | null, type?: string, status = 200): Response =>
  new Response(body, { status, headers: type === undefined ? {} : { 'Content-Type': type } });

const base = { method: 'get', path: '/thing', scopes: [], retry: 'safe' } as const;
const single = (response: 'json' | 'text' | 'binary'): CallOperation => ({
  ...base,
  id: `read-${response}`,
  kind: 'no-body',
  response,
});
const several: CallOperation = {
  ...base,
  id: 'several',
  kind: 'no-body',
  response: 'json',
  answers: { 'application/json': 'json', 'application/xml': 'text', 'image/png': 'binary' },
};
const raw: CallOperation = {
  ...base,
  id: 'raw',
  method: 'put',
  retry: 'safe',
  kind: 'no-body',
  response: 'json',
  raw: true,
};

const BYTES = new Uint8Array([0, 255, 128, 10, 13]);

/** A read value as the test compares it: a Blob as its bytes. */
async function plain(value: unknown): Promise<unknown> {
  return value instanceof Blob ? [...new Uint8Array(await value.arrayBuffer())] : value;
}

describe('answers by media type', () => {
  it.each<[string, CallOperation, object, () => Response, unknown, string | null]>([
    ['JSON parsed', single('json'), {}, () => answer('{"a":1}', 'application/json'), { a: 1 }, null],
    [
      'text as a string',
      single('text'),
      {},
      () => answer('line one\nline two', 'text/plain'),
      'line one\nline two',
      null,
    ],
    ['bytes as a Blob, byte for byte', single('binary'), {}, () => answer(BYTES, 'image/png'), [...BYTES], null],
    [
      'the default of several, asked for',
      several,
      {},
      () => answer('{"a":2}', 'application/json'),
      { a: 2 },
      'application/json',
    ],
    [
      'the one the caller accepts',
      several,
      { accept: 'application/xml' },
      () => answer('<a>2</a>', 'application/xml; charset=utf-8'),
      '<a>2</a>',
      'application/xml',
    ],
    [
      'a declared media type other than the one asked for, as it says it is',
      several,
      {},
      () => answer(BYTES, 'image/png'),
      [...BYTES],
      'application/json',
    ],
    ['an empty 204 as undefined', several, {}, () => answer(null, undefined, 204), undefined, 'application/json'],
  ])('reads %s', async (_, op, options, reply, want, accept) => {
    const { server, runtime } = runtimeWith(reply);
    expect(await plain(await runtime.call(op, {}, options))).toEqual(want);
    expect(server.api[0]?.headers.get('Accept')).toBe(accept);
  });

  it('refuses an accept the answer lacks, naming the field and the media types, before sending', async () => {
    const { server, runtime } = runtimeWith(() => answer('{}', 'application/json'));
    const error = await runtime.call(several, {}, { accept: 'text/csv' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'RequestValidationError', field: 'accept' });
    expect(String((error as Error).message)).toContain('application/json, application/xml, image/png');
    expect(server.api).toEqual([]);
  });
});

describe('a raw operation', () => {
  it.each<[string, unknown, string | undefined, string, string | null]>([
    ['a plain object as JSON', { a: [1, 2] }, undefined, '{"a":[1,2]}', 'application/json'],
    ['a string as it is, with its media type', '<a/>', 'application/xml', '<a/>', 'application/xml'],
    [
      'form fields as fetch encodes them',
      new URLSearchParams({ a: '1 2' }),
      undefined,
      'a=1+2',
      'application/x-www-form-urlencoded;charset=UTF-8',
    ],
    ['no body', undefined, undefined, '', null],
  ])('sends %s', async (_, body, contentType, wantBody, wantType) => {
    const { server, runtime } = runtimeWith(() => answer(null, undefined, 204));
    await runtime.call(raw, { raw: { body, contentType, headers: { 'X-Key': 'k', Authorization: 'Basic no' } } });
    const seen = server.api[0];
    expect([seen?.method, seen?.body, seen?.headers.get('Content-Type')]).toEqual(['PUT', wantBody, wantType]);
    // The caller's headers go out, but Authorization stays the client's (none here).
    expect([seen?.headers.get('X-Key'), seen?.headers.get('Authorization')]).toEqual(['k', null]);
  });

  it('writes its query as the typed operations do', async () => {
    const { server, runtime } = runtimeWith(() => answer(null, undefined, 204));
    await runtime.call(raw, { raw: { query: { tag: ['a b', 'c'], limit: 2 } } });
    expect(server.api[0]?.url.search).toBe('?tag=a%20b&tag=c&limit=2');
  });

  it.each<[string, () => Response, unknown]>([
    ['JSON parsed', () => answer('{"ok":true}', 'application/problem+json'), { ok: true }],
    ['text as a string', () => answer('done', 'text/plain'), 'done'],
    ['anything else as a Blob', () => answer(BYTES, 'application/pdf'), [...BYTES]],
  ])('reads an answer of %s', async (_, reply, want) => {
    const { runtime } = runtimeWith(reply);
    expect(await plain(await runtime.call(raw, {}))).toEqual(want);
  });
});
