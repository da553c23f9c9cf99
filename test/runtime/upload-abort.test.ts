/**
 * An aborted or timed-out upload stops reading its body at once: the caller's async generator is returned (its
 * `finally` runs) with at most one more chunk pulled, a file is closed, `onUploadProgress` goes quiet. Over real
 * HTTP on loopback, since what matters is what fetch does with a request body it no longer sends.
 */
import { readdir, readlink, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AbortError, TimeoutError, type CallOperation } from '@platform-sdk/runtime/internal';
import { createApiRuntime } from '@platform-sdk/runtime/mail/client';
import { mailApi, ops } from './fake-server.js';

/** `drain`: reads every byte and never answers; `stall`: reads nothing and never answers; `refuse`: answers 503 at once. */
let mode: 'drain' | 'stall' | 'refuse' = 'drain';
let server: http.Server;
let url: string;
const sockets = new Set<Socket>();
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'upload-abort-'));
  server = http.createServer((req: IncomingMessage, res) => {
    if (mode === 'refuse') res.writeHead(503, { connection: 'close' }).end();
    else if (mode === 'drain') req.resume();
    else req.pause();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

function runtime() {
  return createApiRuntime(mailApi, { serverUrl: url, audience: url, accessToken: 'static-token', rateLimit: false });
}

/** An endless CSV source that counts the chunks pulled and notes when its `finally` ran. */
function countingSource(chunk: string, delayMs: number) {
  const state = { pulled: 0, finished: false };
  async function* rows(): AsyncGenerator<string> {
    try {
      yield 'Customer.platformid,Customer.email\r\n';
      for (let i = 1; ; i++) {
        state.pulled++;
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        yield chunk.replaceAll('#', String(i));
      }
    } finally {
      state.finished = true;
    }
  }
  return { state, body: rows() };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether this process still holds the file open (Linux: the links under /proc/self/fd). */
async function isOpen(path: string): Promise<boolean> {
  for (const fd of await readdir('/proc/self/fd')) {
    if ((await readlink(`/proc/self/fd/${fd}`).catch(() => '')) === path) return true;
  }
  return false;
}

const uploads: readonly [string, CallOperation][] = [
  ['an upload without a check', ops.importRows],
  ['the send-list upload, checked as it flows', ops.uploadSendList],
];

describe.each(uploads)('%s', (_name, op) => {
  it('aborted: the generator is returned with at most one more chunk pulled, and progress stops', async () => {
    mode = 'drain';
    const { state, body } = countingSource('#,user#@mail.example.jp\r\n', 2);
    const controller = new AbortController();
    let progressAfterAbort = 0;
    let pulledAtAbort = -1;
    const call = runtime().call(
      op,
      { body },
      {
        signal: controller.signal,
        onUploadProgress: () => {
          if (controller.signal.aborted) progressAfterAbort++;
        },
      },
    );
    while (state.pulled < 20) await settle(5);
    pulledAtAbort = state.pulled;
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(AbortError);
    await settle(100);
    expect(state.finished).toBe(true);
    expect(state.pulled - pulledAtAbort).toBeLessThanOrEqual(1);
    expect(progressAfterAbort).toBe(0);
  });

  it('timed out while the service stopped reading: the generator is returned, nothing more pulled', async () => {
    mode = 'stall';
    const { state, body } = countingSource(`#,${'x'.repeat(64 * 1024)}@mail.example.jp\r\n`, 0);
    const call = runtime().call(op, { body }, { timeoutMs: 300, uploadCheck: false });
    await expect(call).rejects.toBeInstanceOf(TimeoutError);
    const pulledAtTimeout = state.pulled;
    await settle(200);
    expect(state.finished).toBe(true);
    expect(state.pulled - pulledAtTimeout).toBeLessThanOrEqual(1);
  });

  it('answered before its body was read (a 503 at the door): the generator is returned, not read on', async () => {
    mode = 'refuse';
    const { state, body } = countingSource(`#,${'x'.repeat(3000)}@mail.example.jp\r\n`.repeat(20), 1);
    const error = await runtime()
      .call(op, { body }, { uploadCheck: false })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503 });
    const pulledAtAnswer = state.pulled;
    await settle(200);
    expect(state.finished).toBe(true);
    expect(state.pulled - pulledAtAnswer).toBeLessThanOrEqual(1);
  });
});

describe('a file upload', () => {
  it('aborted: the file is closed at once', async () => {
    mode = 'stall';
    const path = join(dir, 'list.csv');
    await writeFile(path, `Customer.platformid,Customer.email\r\n${'1,a@mail.example.jp\r\n'.repeat(1_000_000)}`);
    const controller = new AbortController();
    let progressAfterAbort = 0;
    const call = runtime().call(
      ops.importRows,
      { body: { file: path } },
      {
        signal: controller.signal,
        onUploadProgress: () => {
          if (controller.signal.aborted) progressAfterAbort++;
          else controller.abort();
        },
      },
    );
    await expect(call).rejects.toBeInstanceOf(AbortError);
    await settle(50);
    expect(await isOpen(path)).toBe(false);
    expect(progressAfterAbort).toBe(0);
  });
});
