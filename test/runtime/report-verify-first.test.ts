/**
 * `for await` over a report with `verify: 'first'`: the body goes to a temporary file, is verified against its
 * Content-MD5 (a mismatch retried), and only then are rows handed out, from the file; the file is gone when the
 * loop ends, breaks or fails. The temporary directory is this file's own (TMPDIR), so the check cannot meet
 * another process's files.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AbortError,
  ContentDigestError,
  RequestValidationError,
  clearTokenCache,
  createApiRuntime,
  spoolVerified,
  type CallOptions,
  type OpenedReport,
} from '@platform-sdk/runtime/internal';
import { fakeServer, mailApi, ops, runtimeOptions, type Handler } from './fake-server.js';

interface OpenRow {
  platformId: string;
  openedAt: string;
}

const ROWS = 2_000;
const BODY = `"platformId","openedAt"\r\n${Array.from({ length: ROWS }, (_, i) => `"${i + 1}","2025-01-02 03:04:05"\r\n`).join('')}`;
const DIGEST = createHash('md5').update(BODY).digest('base64');
const params = { path: { delivery_id: 5 } };

let dir: string;
const savedTmp = process.env['TMPDIR'];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'verify-first-'));
  process.env['TMPDIR'] = dir;
});
afterAll(async () => {
  if (savedTmp === undefined) delete process.env['TMPDIR'];
  else process.env['TMPDIR'] = savedTmp;
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => clearTokenCache());

/** Answers with the body in 4 KiB chunks, noting how far the service got; `damage` changes one byte of a given attempt. */
function service(damaged: readonly number[] = []) {
  const state = { chunksSent: 0, finished: false };
  const api: Handler = (_request, index) => {
    const bytes = new TextEncoder().encode(BODY);
    if (damaged.includes(index)) bytes[bytes.length - 5] = 0x39;
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) {
          state.finished = true;
          controller.close();
          return;
        }
        controller.enqueue(bytes.subarray(offset, offset + 4096));
        offset += 4096;
        state.chunksSent++;
      },
    });
    return new Response(body, { headers: { 'Content-MD5': DIGEST } });
  };
  return { state, server: fakeServer({ api, readBody: false }) };
}

function report(server: ReturnType<typeof fakeServer>, options: CallOptions = { verify: 'first' }) {
  return createApiRuntime(
    mailApi,
    runtimeOptions(server, { random: () => 0, retry: { baseDelayMs: 1 } }),
  ).report<OpenRow>(ops.opens, params, options);
}

const spoolFiles = async () => (await readdir(dir)).filter((name) => name.startsWith('platform-sdk-report-'));

describe("verify: 'first'", () => {
  it('hands out the first row only once the whole body has arrived and matched its digest', async () => {
    const { state, server } = service();
    let finishedAtFirstRow = false;
    let spooledAtFirstRow: string[] = [];
    let count = 0;
    for await (const row of report(server)) {
      if (count === 0) {
        finishedAtFirstRow = state.finished;
        spooledAtFirstRow = await spoolFiles();
        expect(row).toEqual({ platformId: '1', openedAt: '2025-01-02 03:04:05' });
      }
      count++;
    }
    expect(finishedAtFirstRow).toBe(true);
    expect(spooledAtFirstRow).toHaveLength(1);
    expect(count).toBe(ROWS);
    expect(await spoolFiles()).toEqual([]);
  });

  it('retries a damaged body before any row, then hands out the verified rows', async () => {
    const { server } = service([0]);
    const rows: OpenRow[] = [];
    for await (const row of report(server)) rows.push(row);
    expect(rows).toHaveLength(ROWS);
    expect(rows.at(-1)).toEqual({ platformId: String(ROWS), openedAt: '2025-01-02 03:04:05' });
    expect(server.api).toHaveLength(2);
    expect(await spoolFiles()).toEqual([]);
  });

  it('hands out no row at all when every attempt is damaged, and leaves no file behind', async () => {
    const { server } = service([0, 1, 2]);
    let seen = 0;
    const error = await (async () => {
      for await (const _row of report(server)) seen++;
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentDigestError);
    expect(seen).toBe(0);
    expect(server.api).toHaveLength(3);
    expect(await spoolFiles()).toEqual([]);
  });

  it('removes the file when the loop breaks early or the call is aborted inside it', async () => {
    for await (const _row of report(service().server)) break;
    expect(await spoolFiles()).toEqual([]);
    const controller = new AbortController();
    const error = await (async () => {
      for await (const _row of report(service().server, { verify: 'first', signal: controller.signal }))
        controller.abort();
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(await spoolFiles()).toEqual([]);
  });

  it("where streaming ('stream', the default) hands out rows before the damage shows", async () => {
    const { server } = service([0]);
    let seen = 0;
    const error = await (async () => {
      for await (const _row of report(server, {})) seen++;
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentDigestError);
    expect(seen).toBeGreaterThan(0);
  });

  it('refuses a verify value it does not know, naming it', async () => {
    const error = await (async () => {
      for await (const _row of report(service().server, { verify: 'last' as 'first' })) break;
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as Error).message).toBe(
      `opens was not sent because the verify option must be 'stream' or 'first' (got "last").`,
    );
  });
});

describe('without a file system (a browser)', () => {
  const opened = (text: string): OpenedReport => ({
    operationId: 'opens',
    columns: ['platformId', 'openedAt'],
    body: new Response(text).body,
    expectedMd5: DIGEST,
    clock: { start: () => undefined, clear: () => undefined } as unknown as OpenedReport['clock'],
    signal: new AbortController().signal,
    race: (promise) => promise,
    readFailure: (error) => error,
  });

  it('keeps the body in memory instead, verified the same way before any row', async () => {
    const spooled = await spoolVerified(opened(BODY), 'memory');
    expect(spooled.kind).toBe('memory');
    expect(spooled.bytes).toBe(BODY.length);
    expect(await spoolFiles()).toEqual([]);
    const chunks: Uint8Array[] = [];
    for await (const chunk of spooled.chunks()) chunks.push(chunk);
    expect(new TextDecoder().decode(Buffer.concat(chunks))).toBe(BODY);
    await spooled.dispose();
    await expect(spoolVerified(opened(BODY.replace('"7"', '"8"')), 'memory')).rejects.toBeInstanceOf(
      ContentDigestError,
    );
  });
});
