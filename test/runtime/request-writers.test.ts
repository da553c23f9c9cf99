/**
 * The request writers an API factory hands its client: the mail and database factories hand none (their
 * descriptors use no parameter styles, bodies or answers that are not JSON, raw requests or API-key security), the
 * generic entry every one.
 * A descriptor that needs a writer its client lacks is refused before anything is sent, naming the operation and
 * what it needs; the generic runtime sends the same descriptor.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApiRuntime as databaseRuntime } from '@platform-sdk/runtime/database';
import { clearTokenCache, createApiRuntime, type OperationDescriptor } from '@platform-sdk/runtime/internal';
import { createApiRuntime as mailRuntime } from '@platform-sdk/runtime/mail/client';
import { fakeServer, mailApi, runtimeOptions } from './fake-server.js';

afterEach(() => clearTokenCache());

const base = { method: 'post', path: '/things', scopes: [], response: 'json', retry: 'unsafe' } as const;

const styled = {
  ...base,
  id: 'listStyled',
  method: 'get',
  retry: 'safe',
  kind: 'no-body',
  paramStyles: { color: { in: 'query', style: 'pipeDelimited' } },
} as const;
const form = {
  ...base,
  id: 'sendForm',
  kind: 'media-body',
  requestMediaType: 'application/x-www-form-urlencoded',
  bodyEncoding: 'form',
} as const;
const formAlternative = {
  ...base,
  id: 'sendEither',
  kind: 'json-body',
  requestMediaType: 'application/json',
  requestMediaTypes: { 'text/plain': { bodyEncoding: 'text' } },
} as const;
const raw = { ...base, id: 'sendRaw', kind: 'no-body', raw: true } as const;
const keyed = { ...base, id: 'sendKeyed', kind: 'no-body', security: [['key']] } as const;
const bytes = { ...base, id: 'getBytes', method: 'get', retry: 'safe', kind: 'no-body', response: 'binary' } as const;
const either = { ...bytes, id: 'getEither', answers: { 'application/json': 'json', 'text/csv': 'text' } } as const;

const api = { ...mailApi, securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } } } as const;

const CASES: [string, OperationDescriptor, object, string][] = [
  ['a styled parameter', styled, { query: { color: ['a', 'b'] } }, 'listStyled: its descriptor needs paramStyles'],
  ['a form body', form, { body: { a: 1 } }, 'sendForm: its descriptor needs a body that is not JSON'],
  ['a text media type', formAlternative, { body: {} }, 'sendEither: its descriptor needs a body that is not JSON'],
  ['a raw request', raw, { raw: { body: 'x' } }, 'sendRaw: its descriptor needs a raw request'],
  ['API-key security', keyed, {}, 'sendKeyed: its descriptor needs security'],
  ['a binary answer', bytes, {}, 'getBytes: its descriptor needs an answer that is not JSON'],
  ['an answer of several media types', either, {}, 'getEither: its descriptor needs an answer that is not JSON'],
];

describe('a descriptor needing a writer its client lacks', () => {
  it.each(CASES)('%s: the mail and database clients refuse it before sending', async (_, op, params, message) => {
    for (const factory of [mailRuntime, databaseRuntime]) {
      const server = fakeServer();
      const runtime = factory(api, runtimeOptions(server, { security: { key: 'k-1' } }));
      const error = await runtime.call(op as never, params as never).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toContain(message);
      expect((error as Error).message).toContain("this client's runtime cannot write");
      expect(server.api).toHaveLength(0);
      expect(server.token).toHaveLength(0);
    }
  });

  it.each(CASES)('%s: the generic runtime sends it', async (_, op, params) => {
    const server = fakeServer();
    const runtime = createApiRuntime(api, runtimeOptions(server, { security: { key: 'k-1' } }));
    await runtime.call(op as never, params as never);
    expect(server.api).toHaveLength(1);
  });
});

describe('a JSON answer in a client without the answers reader', () => {
  it('refuses parseAs before sending, naming it, as the generic runtime does', async () => {
    for (const factory of [mailRuntime, databaseRuntime, createApiRuntime]) {
      const server = fakeServer();
      const runtime = factory(api, runtimeOptions(server));
      const json = { ...base, id: 'getJson', method: 'get', retry: 'safe', kind: 'no-body' } as const;
      const error = await runtime.call(json as never, {} as never, { parseAs: 'stream' } as never).catch((e) => e);
      expect(error).toMatchObject({ name: 'RequestValidationError', field: 'parseAs' });
      expect((error as Error).message).toContain('applies to binary answers only; this one is json');
      expect(server.api).toHaveLength(0);
    }
  });
});

describe('the generic runtime writes what the mail client leaves out', () => {
  it('a styled query parameter, API-key security', async () => {
    const server = fakeServer();
    const runtime = createApiRuntime(api, runtimeOptions(server, { security: { key: 'k-1' } }));
    await runtime.call({ ...styled, security: [['key']] } as never, { query: { color: ['a', 'b'] } } as never);
    expect(server.api[0]?.url.search).toBe('?color=a|b');
    expect(server.api[0]?.headers.get('X-Key')).toBe('k-1');
  });
});
