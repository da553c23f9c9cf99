import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ContentDigestError,
  CsvFormatError,
  NotFoundError,
  clearTokenCache,
  createApiRuntime,
  type RetryInfo,
} from '@platform-sdk/runtime/internal';
import { fakeServer, json, mailApi, ops, runtimeOptions, status, type Handler } from './fake-server.js';

interface ClickRow {
  platformId: string;
  clickedAt: string;
  clickId: string;
  url: string;
}

const CLICKS =
  '"platformId","clickedAt","clickId","url"\r\n' +
  '"9223372036854775807","2025-01-02 03:04:05","1","https://example.com/?a=1,b=""2"""\r\n' +
  '"42","2025-01-02 03:04:06","2","https://example.com/multi\r\nline"\r\n';

const ROWS: ClickRow[] = [
  {
    platformId: '9223372036854775807',
    clickedAt: '2025-01-02 03:04:05',
    clickId: '1',
    url: 'https://example.com/?a=1,b="2"',
  },
  { platformId: '42', clickedAt: '2025-01-02 03:04:06', clickId: '2', url: 'https://example.com/multi\r\nline' },
];

function md5(text: string | Uint8Array): string {
  return createHash('md5').update(text).digest('base64');
}

/** A report answer; `sent` may differ from `body` to simulate damage or truncation on the way. */
function csvAnswer(body: string, options: { sent?: string; digest?: string | null } = {}): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/octet-stream;charset=UTF-8' };
  const digest = options.digest === undefined ? md5(body) : options.digest;
  if (digest !== null) headers['Content-MD5'] = digest;
  return new Response(options.sent ?? body, { status: 200, headers });
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<{ rows: T[]; error?: unknown }> {
  const rows: T[] = [];
  try {
    for await (const row of iterable) rows.push(row);
    return { rows };
  } catch (error) {
    return { rows, error };
  }
}

beforeEach(() => clearTokenCache());
afterEach(() => vi.useRealTimers());

const params = { path: { delivery_id: 5 }, query: { start: '2025-01-01T00:00:00+09:00' } };

describe('report: both forms', () => {
  it.each(['rows()', 'for await'])('%s returns typed rows with platform IDs as exact strings', async (form) => {
    const server = fakeServer({ api: () => csvAnswer(CLICKS) });
    const report = createApiRuntime(mailApi, runtimeOptions(server)).report<ClickRow>(ops.clicks, params);
    const rows = form === 'rows()' ? await report.rows() : (await collect(report)).rows;
    expect(rows).toEqual(ROWS);
    expect(server.api[0]?.headers.get('Accept')).toBe('application/octet-stream');
    expect(server.api[0]?.url.search).toBe('?start=2025-01-01T00%3A00%3A00%2B09%3A00');
  });

  it('sends nothing until the report is awaited or iterated', () => {
    const server = fakeServer({ api: () => csvAnswer(CLICKS) });
    createApiRuntime(mailApi, runtimeOptions(server)).report<ClickRow>(ops.clicks, params);
    expect(server.api).toHaveLength(0);
  });

  it.each([
    ['a damaged body', { sent: CLICKS.replace('42', '43') }],
    ['a truncated body', { sent: CLICKS.slice(0, CLICKS.length - 20) }],
    ['a body cut at a line end', { sent: CLICKS.slice(0, CLICKS.indexOf('\r\n') + 2) }],
  ])('rows() rejects %s with ContentDigestError after retrying, returning no row', async (_name, damage) => {
    vi.useFakeTimers();
    const server = fakeServer({ api: () => csvAnswer(CLICKS, damage) });
    const report = createApiRuntime(mailApi, runtimeOptions(server)).report<ClickRow>(ops.clicks, params);
    const outcome = report.rows().catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const error = await outcome;
    expect(error).toBeInstanceOf(ContentDigestError);
    expect(error).toMatchObject({ reason: 'mismatch', expected: md5(CLICKS), actual: md5(damage.sent) });
    expect(server.api).toHaveLength(3);
  });

  it('rows() retries a digest mismatch like other retryable failures and returns the verified rows', async () => {
    vi.useFakeTimers();
    const retries: RetryInfo[] = [];
    const server = fakeServer({
      api: (_r, i) => (i === 0 ? csvAnswer(CLICKS, { sent: CLICKS.slice(0, 50) }) : csvAnswer(CLICKS)),
    });
    const report = createApiRuntime(
      mailApi,
      runtimeOptions(server, { onRetry: (r) => retries.push(r) }),
    ).report<ClickRow>(ops.clicks, params);
    const outcome = report.rows();
    await vi.runAllTimersAsync();
    expect(await outcome).toEqual(ROWS);
    expect(retries.map((r) => r.reason)).toEqual(['ContentDigestError']);
  });

  it.each([
    ['a damaged body', CLICKS.replace('42', '43'), 2],
    ['a truncated body', CLICKS.slice(0, CLICKS.length - 20), 1],
  ])('iteration throws ContentDigestError at the end of %s', async (_name, sent, rowsBeforeError) => {
    const server = fakeServer({ api: () => csvAnswer(CLICKS, { sent }) });
    const report = createApiRuntime(mailApi, runtimeOptions(server)).report<ClickRow>(ops.clicks, params);
    const { rows, error } = await collect(report);
    expect(error).toBeInstanceOf(ContentDigestError);
    expect(rows).toHaveLength(rowsBeforeError);
  });

  it.each(['rows()', 'for await'])('%s refuses a report without Content-MD5 before returning any row', async (form) => {
    const server = fakeServer({ api: () => csvAnswer(CLICKS, { digest: null }) });
    const report = createApiRuntime(mailApi, runtimeOptions(server)).report<ClickRow>(ops.clicks, params);
    const { rows, error } =
      form === 'rows()'
        ? await report.rows().then(
            (r) => ({ rows: r, error: undefined }),
            (e: unknown) => ({ rows: [], error: e }),
          )
        : await collect(report);
    expect(error).toBeInstanceOf(ContentDigestError);
    expect(error).toMatchObject({ reason: 'missing' });
    expect((error as Error).message).toBe(
      'clicks returned a report without a Content-MD5 header, so it cannot be verified.',
    );
    expect(rows).toEqual([]);
    expect(server.api).toHaveLength(1);
  });

  it.each(['rows()', 'for await'])('%s names the line of a row with the wrong number of values', async (form) => {
    const body = '"platformId","openedAt"\r\n"1","2025-01-01 00:00:00"\r\n"2","x","extra"\r\n';
    const server = fakeServer({ api: () => csvAnswer(body) });
    const report = createApiRuntime(mailApi, runtimeOptions(server)).report<ClickRow>(ops.opens, params);
    const error = form === 'rows()' ? await report.rows().catch((e: unknown) => e) : (await collect(report)).error;
    expect(error).toBeInstanceOf(CsvFormatError);
    expect((error as Error).message).toBe(
      'opens returned a report that cannot be read at line 3: expected 2 values (platformId, openedAt) but found 3.',
    );
  });

  it('reads an empty body (no header) as no rows, verified against the MD5 of nothing', async () => {
    const server = fakeServer({ api: () => csvAnswer('') });
    const report = createApiRuntime(mailApi, runtimeOptions(server)).report<ClickRow>(ops.clicks, params);
    expect(await report.rows()).toEqual([]);
  });

  it('throws the typed error of an HTTP failure', async () => {
    const server = fakeServer({ api: () => json({ message: 'no such delivery' }, { status: 404 }) });
    const report = createApiRuntime(mailApi, runtimeOptions(server)).report<ClickRow>(ops.clicks, params);
    await expect(report.rows()).rejects.toBeInstanceOf(NotFoundError);
    expect((await collect(report)).error).toBeInstanceOf(NotFoundError);
  });

  it('iteration retries HTTP failures before the first row', async () => {
    vi.useFakeTimers();
    const server = fakeServer({ api: (_r, i) => (i === 0 ? status(503) : csvAnswer(CLICKS)) });
    const report = createApiRuntime(mailApi, runtimeOptions(server)).report<ClickRow>(ops.clicks, params);
    const outcome = collect(report);
    await vi.runAllTimersAsync();
    expect((await outcome).rows).toEqual(ROWS);
  });
});

describe('report streaming', () => {
  it('yields rows before the body ends and checks the digest over the whole stream', async () => {
    const total = 20_000;
    const encoder = new TextEncoder();
    const lines = function* (): Generator<string> {
      yield '"platformId","openedAt"\r\n';
      for (let i = 1; i <= total; i++) yield `"${9223372036854775807n - BigInt(i)}","2025-01-01 00:00:00"\r\n`;
    };
    const digest = createHash('md5');
    for (const line of lines()) digest.update(line);
    const expectedMd5 = digest.digest('base64');

    let chunksSent = 0;
    let finished = false;
    const api: Handler = () => {
      const source = lines();
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            // 100 lines per chunk, produced only when the reader asks.
            let text = '';
            for (let n = 0; n < 100; n++) {
              const next = source.next();
              if (next.done) {
                finished = true;
                break;
              }
              text += next.value;
            }
            if (text) {
              chunksSent++;
              controller.enqueue(encoder.encode(text));
            }
            if (finished) controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      return new Response(body, { headers: { 'Content-MD5': expectedMd5 } });
    };
    const server = fakeServer({ api, readBody: false });
    const report = createApiRuntime(mailApi, runtimeOptions(server)).report<{ platformId: string }>(ops.opens, params);
    let count = 0;
    let chunksAtFirstRow = -1;
    let finishedAtFirstRow = true;
    for await (const row of report) {
      if (count === 0) {
        chunksAtFirstRow = chunksSent;
        finishedAtFirstRow = finished;
        expect(row.platformId).toBe('9223372036854775806');
      }
      count++;
    }
    expect(count).toBe(total);
    expect(finishedAtFirstRow).toBe(false);
    expect(chunksAtFirstRow).toBeLessThan(5);
    expect(chunksSent).toBeGreaterThan(150);
  });

  it('stops downloading when the loop breaks early', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(CLICKS));
      },
      cancel() {
        cancelled = true;
      },
    });
    const server = fakeServer({
      api: () => new Response(body, { headers: { 'Content-MD5': md5(CLICKS) } }),
      readBody: false,
    });
    const report = createApiRuntime(mailApi, runtimeOptions(server)).report<ClickRow>(ops.clicks, params);
    for await (const row of report) {
      expect(row.platformId).toBe('9223372036854775807');
      break;
    }
    expect(cancelled).toBe(true);
  });

  it('does not time out while the consumer takes its time between rows', async () => {
    vi.useFakeTimers();
    const server = fakeServer({ api: () => csvAnswer(CLICKS) });
    const report = createApiRuntime(mailApi, runtimeOptions(server, { timeoutMs: 5_000 })).report<ClickRow>(
      ops.clicks,
      params,
    );
    const outcome = (async () => {
      const rows: ClickRow[] = [];
      for await (const row of report) {
        rows.push(row);
        await new Promise((resolve) => setTimeout(resolve, 60_000));
      }
      return rows;
    })();
    await vi.runAllTimersAsync();
    expect(await outcome).toEqual(ROWS);
  });

  it('times out a body that stops flowing', async () => {
    vi.useFakeTimers();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(CLICKS.slice(0, CLICKS.indexOf('"42"'))));
      },
    });
    const server = fakeServer({
      api: () => new Response(body, { headers: { 'Content-MD5': md5(CLICKS) } }),
      readBody: false,
    });
    const report = createApiRuntime(mailApi, runtimeOptions(server, { timeoutMs: 5_000 })).report<ClickRow>(
      ops.clicks,
      params,
    );
    const outcome = collect(report);
    await vi.advanceTimersByTimeAsync(5_000);
    const { rows, error } = await outcome;
    expect(rows).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'timeout', operationId: 'clicks' });
  });
});
