/**
 * A binary answer taken as a stream (`parseAs: 'stream'`): the call resolves once the headers are in, and the
 * body keeps coming over a real HTTP connection after the attempt's timeout has passed; a stream asked of an
 * answer that may come as JSON is read as JSON when it does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiRuntime, type ApiDescriptor, type CallOperation } from '@platform-sdk/runtime/internal';

const api: ApiDescriptor = { name: 'downloads', scopes: [], authentication: 'none' };
const base = { method: 'get', scopes: [], retry: 'safe', kind: 'no-body' } as const;
const download: CallOperation = { ...base, id: 'download', path: '/slow', response: 'binary' };
const either: CallOperation = {
  ...base,
  id: 'either',
  path: '/json',
  response: 'binary',
  answers: { 'application/octet-stream': 'binary', 'application/json': 'json' },
};

let server: Server;
let serverUrl: string;
/** Ends the slow body: set once its first bytes are sent. */
let finishBody: (() => void) | undefined;
/** The attempt's timeout: long enough for the headers on a busy machine, shorter than the body is kept open. */
const TIMEOUT_MS = 1000;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/json') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"queued":true}');
      return;
    }
    // The first bytes at once, the rest only when the test says: after the call resolved and its timeout passed.
    res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
    res.write(Buffer.from([1, 2, 3]));
    finishBody = () => res.end(Buffer.from([4, 5]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function runtime() {
  return createApiRuntime(api, {
    serverUrl,
    audience: serverUrl,
    rateLimit: false,
    retry: false,
    timeoutMs: TIMEOUT_MS,
  });
}

describe('binary answers as a stream', () => {
  it('resolves at the headers and streams every byte, past the attempt timeout', async () => {
    // The call resolves while the server still holds the body open: at the headers, not at the body's end.
    const stream = await runtime().call<ReadableStream<Uint8Array>>(download, {}, { parseAs: 'stream' } as object);
    expect(stream).toBeInstanceOf(ReadableStream);
    expect(finishBody).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS + 200));
    finishBody?.();
    expect([...new Uint8Array(await new Response(stream).arrayBuffer())]).toEqual([1, 2, 3, 4, 5]);
  });

  it("reads a JSON answer as JSON even when the call asked for the bytes' stream", async () => {
    expect(await runtime().call(either, {}, { parseAs: 'stream' } as object)).toEqual({ queued: true });
  });

  it.each([
    ['a value it does not know', { parseAs: 'text' }, "must be 'blob' or 'stream'"],
    ['a stream of an answer that is not binary', { parseAs: 'stream', accept: 'application/json' }, 'binary answers'],
  ])('refuses %s before sending, naming parseAs', async (_, options, rule) => {
    await expect(runtime().call(either, {}, options as object)).rejects.toMatchObject({
      name: 'RequestValidationError',
      field: 'parseAs',
      rule: expect.stringContaining(rule),
    });
  });
});
