import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AbortError,
  ApiError,
  OutcomeUnknownError,
  PayloadTooLargeError,
  UploadValidationError,
  clearTokenCache,
} from '@platform-sdk/runtime/internal';
import { createApiRuntime } from '@platform-sdk/runtime/mail/client';
import { SendListValidationError, validateSendList, type SendListIssue } from '@platform-sdk/runtime/mail';
import { fakeServer, json, mailApi, ops, runtimeOptions, status, tokenResponse, type Handler } from './fake-server.js';

const HEADER = '"Customer.platformid","Customer.email","Customer.name"\r\n';
const GOOD = `${HEADER}"9223372036854775807","a@example.com","Ann"\r\n"1","b@example.com","Bob"\r\n`;

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'send-list-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => clearTokenCache());

describe('validateSendList (specs/mail.yaml, uploadSendList rules 1 to 6)', () => {
  it('accepts a valid list, including the largest platform ID', () => {
    expect(validateSendList(GOOD, { addressColumn: 'Customer.email' })).toEqual([]);
  });

  it.each<[string, string, { addressColumn?: string }, Partial<SendListIssue>]>([
    [
      'rule 1: no platformid column',
      '"Customer.email"\r\n"a@example.com"\r\n',
      {},
      { rule: 1, row: 0, column: 'Customer.platformid' },
    ],
    ['rule 1: platform ID 0', `${HEADER}"0","a@x","A"\r\n`, {}, { rule: 1, row: 1, column: 'Customer.platformid' }],
    [
      'rule 1: platform ID 2^63',
      `${HEADER}"1","a@x","A"\r\n"9223372036854775808","b@x","B"\r\n`,
      {},
      { rule: 1, row: 2, column: 'Customer.platformid' },
    ],
    ['rule 1: empty platform ID', `${HEADER}"","a@x","A"\r\n`, {}, { rule: 1, row: 1, column: 'Customer.platformid' }],
    [
      'rule 1: platform ID with a sign',
      `${HEADER}"+5","a@x","A"\r\n`,
      {},
      { rule: 1, row: 1, column: 'Customer.platformid' },
    ],
    [
      'rule 2: address column missing',
      GOOD,
      { addressColumn: 'Customer.mail' },
      { rule: 2, row: 0, column: 'Customer.mail' },
    ],
    [
      'rule 3: no Customer. prefix',
      '"Customer.platformid","email"\r\n"1","a@x"\r\n',
      {},
      { rule: 3, row: 0, column: 'email' },
    ],
    [
      'rule 3: digit after the prefix',
      '"Customer.platformid","Customer.1st"\r\n"1","a"\r\n',
      {},
      { rule: 3, row: 0, column: 'Customer.1st' },
    ],
    [
      'rule 3: hyphen in the name',
      '"Customer.platformid","Customer.first-name"\r\n"1","a"\r\n',
      {},
      { rule: 3, row: 0, column: 'Customer.first-name' },
    ],
    [
      'rule 3: 64 characters',
      `"Customer.platformid","Customer.${'x'.repeat(55)}"\r\n"1","a"\r\n`,
      {},
      { rule: 3, row: 0, column: `Customer.${'x'.repeat(55)}` },
    ],
    [
      'rule 4: duplicate column',
      '"Customer.platformid","Customer.a","Customer.a"\r\n"1","x","y"\r\n',
      {},
      { rule: 4, row: 0, column: 'Customer.a' },
    ],
    ['rule 5: short row', `${HEADER}"1","a@x","A"\r\n"2","b@x"\r\n`, {}, { rule: 5, row: 2, column: undefined }],
    [
      'rule 6: 4001 characters',
      `${HEADER}"1","a@x","${'n'.repeat(4001)}"\r\n`,
      {},
      { rule: 6, row: 1, column: 'Customer.name' },
    ],
    [
      'rule 6: 4001 emoji (8002 UTF-16 units, cut by the parser)',
      `${HEADER}"1","a@x","${'😀'.repeat(4001)}"\r\n`,
      {},
      { rule: 6, row: 1, column: 'Customer.name' },
    ],
    [
      'rule 6: 3999 emoji and 2 letters',
      `${HEADER}"1","a@x","${'😀'.repeat(3999)}ab"\r\n`,
      {},
      { rule: 6, row: 1, column: 'Customer.name' },
    ],
  ])('reports %s with its row and column', (_name, csv, options, expected) => {
    const issues = validateSendList(csv, options);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject(expected);
    if (expected.row !== undefined && expected.row > 0) expect(issues[0]?.message).toContain(`row ${expected.row}`);
    if (expected.column !== undefined) expect(issues[0]?.message).toContain(expected.column);
  });

  it.each([
    ['4000 emoji', '😀'.repeat(4000)],
    ['3999 emoji and a letter', `${'😀'.repeat(3999)}a`],
    ['4000 CJK characters', '山'.repeat(4000)],
  ])('counts characters, not UTF-16 units: %s are within the limit', (_name, value) => {
    expect(validateSendList(`${HEADER}"1","a@x","${value}"\r\n`)).toEqual([]);
    expect(validateSendList({ records: [{ 'Customer.platformid': '1', 'Customer.name': value }] })).toEqual([]);
  });

  it('accepts exactly 63-character names and 4000-character values', () => {
    const name = `Customer.${'x'.repeat(54)}`;
    expect(name).toHaveLength(63);
    expect(validateSendList(`"Customer.platformid","${name}"\r\n"5","${'v'.repeat(4000)}"\r\n`)).toEqual([]);
  });

  it('checks records as well as CSV text', () => {
    const issues = validateSendList({ records: [{ 'Customer.platformid': 'x', 'Customer.email': 'a@x' }] });
    expect(issues).toEqual([expect.objectContaining({ rule: 1, row: 1, column: 'Customer.platformid' })]);
  });
});

function uploadServer(api: Handler = () => json({ sendListId: 12 })) {
  return fakeServer({ api });
}

describe('send-list upload', () => {
  it('streams a string as text/csv, reports progress and returns the parsed answer', async () => {
    const server = uploadServer();
    const progress: number[] = [];
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const result = await runtime.call(
      ops.uploadSendList,
      { body: GOOD },
      { onUploadProgress: (n) => progress.push(n) },
    );
    expect(result).toEqual({ sendListId: 12 });
    expect(server.api[0]?.headers.get('Content-Type')).toBe('text/csv');
    expect(server.api[0]?.body).toBe(GOOD);
    expect(progress.at(-1)).toBe(new TextEncoder().encode(GOOD).byteLength);
  });

  it('builds the CSV from records, every value quoted with CRLF', async () => {
    const server = uploadServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    await runtime.call(ops.uploadSendList, {
      body: {
        records: [
          { 'Customer.platformid': 9223372036854775807n, 'Customer.email': 'a@x', 'Customer.note': 'say "hi"' },
        ],
      },
    });
    expect(server.api[0]?.body).toBe(
      '"Customer.platformid","Customer.email","Customer.note"\r\n"9223372036854775807","a@x","say ""hi"""\r\n',
    );
  });

  it('refuses invalid records locally, naming row and column, without sending', async () => {
    const server = uploadServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const error = await runtime
      .call(ops.uploadSendList, { body: { records: [{ 'Customer.platformid': '1' }, { 'Customer.platformid': '0' }] } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendListValidationError);
    expect((error as Error).message).toBe(
      'uploadSendList was not sent because the send list is invalid: row 2, column Customer.platformid: "0" is not an integer from 1 to 9223372036854775807.',
    );
    expect(server.api).toHaveLength(0);
  });

  const BAD_LAST_ROW = `${GOOD}"0","c@example.com","Cid"\r\n`;
  const badRow: Partial<SendListIssue> = { rule: 1, row: 3, column: 'Customer.platformid' };

  it.each<[string, () => Promise<unknown>]>([
    ['a string', async () => BAD_LAST_ROW],
    ['bytes', async () => new TextEncoder().encode(BAD_LAST_ROW)],
    [
      'a file',
      async () => {
        const path = join(dir, 'bad.csv');
        await writeFile(path, BAD_LAST_ROW);
        return { file: path };
      },
    ],
    ['an array of chunks', async () => [GOOD, '"0","c@example.com","Cid"\r\n']],
    [
      'an array of records',
      async () => ({
        records: [{ 'Customer.platformid': '1' }, { 'Customer.platformid': '2' }, { 'Customer.platformid': '0' }],
      }),
    ],
  ])('checks %s before sending anything, naming row and column', async (_name, body) => {
    const server = uploadServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const error = await runtime.call(ops.uploadSendList, { body: await body() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendListValidationError);
    expect((error as SendListValidationError).issues).toEqual([expect.objectContaining(badRow)]);
    expect((error as Error).message).toContain('row 3, column Customer.platformid: "0" is not an integer');
    expect(server.api).toHaveLength(0);
  });

  it.each<[string, Handler, string, number]>([
    ['answers', () => tokenResponse('token-1'), 'Bearer token-1', 1],
    [
      'fails the first time (the attempt asks again)',
      (_request, n) => (n === 0 ? status(500) : tokenResponse(`token-${n + 1}`)),
      'Bearer token-2',
      2,
    ],
  ])(
    'asks for the token before checking a file, and sends once when the token endpoint %s',
    async (_name, token, authorization, tokenRequests) => {
      const path = join(dir, 'good.csv');
      await writeFile(path, GOOD);
      const server = fakeServer({ token, api: () => json({ sendListId: 12 }) });
      const runtime = createApiRuntime(mailApi, runtimeOptions(server));
      expect(await runtime.call(ops.uploadSendList, { body: { file: path } })).toEqual({ sendListId: 12 });
      expect(server.token).toHaveLength(tokenRequests);
      expect(server.api).toHaveLength(1);
      expect(server.api[0]?.headers.get('Authorization')).toBe(authorization);
      expect(server.api[0]?.body).toBe(GOOD);
    },
  );

  it('refuses an invalid file with its own error even when the credentials are refused, sending no byte of it', async () => {
    const path = join(dir, 'bad-and-refused.csv');
    await writeFile(path, BAD_LAST_ROW);
    const server = fakeServer({ token: () => json({ error: 'invalid_client' }, { status: 401 }) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const error = await runtime.call(ops.uploadSendList, { body: { file: path } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendListValidationError);
    expect(server.token).toHaveLength(1);
    expect(server.api).toHaveLength(0);
  });

  it('stops waiting for the token when the caller aborts before the check, sending nothing', async () => {
    const path = join(dir, 'good-aborted.csv');
    await writeFile(path, GOOD);
    const controller = new AbortController();
    const server = fakeServer({
      token: () => {
        controller.abort();
        return new Promise<Response>(() => undefined);
      },
    });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const error = await runtime
      .call(ops.uploadSendList, { body: { file: path } }, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(server.api).toHaveLength(0);
  });

  /** A server that reads the upload to its end and says whether it ever got the whole body. */
  function readingServer() {
    const received: { complete: boolean; text: string }[] = [];
    const server = fakeServer({
      readBody: false,
      api: async (request) => {
        const entry = { complete: false, text: '' };
        received.push(entry);
        const decoder = new TextDecoder();
        const reader = (request.body as ReadableStream<Uint8Array>).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          entry.text += decoder.decode(value, { stream: true });
        }
        entry.complete = true;
        return json({ sendListId: 12 });
      },
    });
    return { server, received };
  }

  it.each<
    [string, () => AsyncIterable<string> | { records: AsyncIterable<Record<string, string>> }, Partial<SendListIssue>]
  >([
    [
      'a stream of chunks, broken in its last row',
      async function* () {
        yield GOOD;
        yield '"0","c@example.com","Cid"\r\n';
      },
      badRow,
    ],
    [
      'a stream of chunks whose last row has no line break',
      async function* () {
        yield GOOD;
        yield '"3","c@example.com"';
      },
      { rule: 5, row: 3 },
    ],
    [
      'a stream of records, broken in its last record',
      () => ({
        records: (async function* () {
          yield { 'Customer.platformid': '1', 'Customer.email': 'a@x' };
          yield { 'Customer.platformid': 'x', 'Customer.email': 'b@x' };
        })(),
      }),
      { rule: 1, row: 2, column: 'Customer.platformid' },
    ],
    [
      'a stream of records with a key the first record lacks',
      () => ({
        records: (async function* () {
          yield { 'Customer.platformid': '1', 'Customer.email': 'a@x' };
          yield { 'Customer.platformid': '2', 'Customer.email': 'b@x', 'Customer.name': 'Bob' };
        })(),
      }),
      { rule: 5, row: 2, column: 'Customer.name' },
    ],
  ])('aborts %s, so the service never gets a complete list', async (_name, body, issue) => {
    const { server, received } = readingServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const error = await runtime.call(ops.uploadSendList, { body: body() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendListValidationError);
    expect((error as SendListValidationError).issues[0]).toMatchObject(issue);
    expect(received.every((r) => !r.complete)).toBe(true);
  });

  it('streams records from an async iterable, one CSV line each', async () => {
    const { server, received } = readingServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    async function* members(): AsyncGenerator<Record<string, string | bigint>> {
      yield {
        'Customer.platformid': 9223372036854775807n,
        'Customer.email': 'a@x',
        'Customer.note': 'a "b", c\r\nd 😀',
      };
      yield { 'Customer.platformid': '2', 'Customer.email': 'b@x' };
    }
    expect(await runtime.call(ops.uploadSendList, { body: { records: members() } })).toEqual({ sendListId: 12 });
    expect(received[0]).toEqual({
      complete: true,
      text:
        '"Customer.platformid","Customer.email","Customer.note"\r\n' +
        '"9223372036854775807","a@x","a ""b"", c\r\nd 😀"\r\n"2","b@x",""\r\n',
    });
  });

  it('stops checking a file before sending as soon as the call is aborted', async () => {
    const path = join(dir, 'long-bad.csv');
    const rows = Array.from({ length: 50_000 }, (_v, i) => `"${i + 1}","user${i}@example.com","Name ${i}"\r\n`).join(
      '',
    );
    await writeFile(path, `${HEADER}${rows}"0","bad@example.com","Bad"\r\n`);
    const server = uploadServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const controller = new AbortController();
    const pending = runtime
      .call(ops.uploadSendList, { body: { file: path } }, { signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    // Without the signal check the whole file would be read and its last row refused.
    const error = await pending;
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).cause).toBe(controller.signal.reason);
    expect(server.api).toHaveLength(0);
  });

  it('checks the address column given in uploadCheck', async () => {
    const server = uploadServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const error = await runtime
      .call(ops.uploadSendList, { body: GOOD }, { uploadCheck: { addressColumn: 'Customer.mail' } })
      .catch((e: unknown) => e);
    expect((error as SendListValidationError).issues).toEqual([
      expect.objectContaining({ rule: 2, row: 0, column: 'Customer.mail' }),
    ]);
    expect(server.api).toHaveLength(0);
    await runtime.call(ops.uploadSendList, { body: GOOD }, { uploadCheck: { addressColumn: 'Customer.email' } });
    expect(server.api[0]?.body).toBe(GOOD);
  });

  it('sends a list as given with uploadCheck false, leaving its rules to the service', async () => {
    const server = uploadServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const text = '"email"\n"a@x"\n';
    await runtime.call(ops.uploadSendList, { body: text }, { uploadCheck: false });
    expect(server.api[0]?.body).toBe(text);
  });

  it("passes on the error of the caller's own stream unchanged", async () => {
    const { server } = readingServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const failure = new Error('the export broke');
    async function* broken(): AsyncGenerator<string> {
      yield HEADER;
      throw failure;
    }
    await expect(runtime.call(ops.uploadSendList, { body: broken() })).rejects.toBe(failure);
  });

  it('streams a file from disk with progress', async () => {
    const path = join(dir, 'list.csv');
    const rows = Array.from({ length: 5000 }, (_v, i) => `"${i + 1}","user${i}@example.com","Name ${i}"\r\n`).join('');
    await writeFile(path, HEADER + rows);
    const server = uploadServer();
    const progress: number[] = [];
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    await runtime.call(ops.uploadSendList, { body: { file: path } }, { onUploadProgress: (n) => progress.push(n) });
    expect(server.api[0]?.body).toBe(HEADER + rows);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(Buffer.byteLength(HEADER + rows));
  });

  it('streams an async iterable of chunks', async () => {
    const server = uploadServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    async function* chunks(): AsyncGenerator<string | Uint8Array> {
      yield HEADER;
      yield new TextEncoder().encode('"7","c@x","C"\r\n');
    }
    await runtime.call(ops.uploadSendList, { body: chunks() });
    expect(server.api[0]?.body).toBe(`${HEADER}"7","c@x","C"\r\n`);
  });

  it('times out an upload only when it stops moving, not when it takes long', async () => {
    vi.useFakeTimers();
    try {
      async function* slow(stallAfter: number): AsyncGenerator<string> {
        yield HEADER;
        for (let i = 1; i <= 5; i++) {
          await new Promise((resolve) => setTimeout(resolve, i === stallAfter ? 10_000 : 4_000));
          yield `"${i}","u${i}@x","N"\r\n`;
        }
      }
      const server = uploadServer();
      const runtime = createApiRuntime(mailApi, runtimeOptions(server, { timeoutMs: 5_000 }));
      const flowing = runtime.call(ops.uploadSendList, { body: slow(0) }).catch((e: unknown) => e);
      await vi.runAllTimersAsync();
      expect(await flowing).toEqual({ sendListId: 12 });
      const stalled = runtime.call(ops.uploadSendList, { body: slow(3) }).catch((e: unknown) => e);
      await vi.runAllTimersAsync();
      expect(await stalled).toMatchObject({ kind: 'timeout', operationId: 'uploadSendList' });
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['the operation limit from the spec', { maxRequestBytes: 10 }, {}, 10],
    ['the client option over the operation limit', { maxRequestBytes: 10 }, { maxUploadBytes: 5 }, 5],
  ])('refuses an upload over %s', async (_name, opLimit, clientLimit, limit) => {
    const server = uploadServer();
    const runtime = createApiRuntime(mailApi, { ...runtimeOptions(server), ...clientLimit });
    const op = { ...ops.uploadSendList, ...opLimit };
    const error = await runtime.call(op, { body: 'x'.repeat(limit + 1) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect((error as Error).message).toBe(
      `uploadSendList refused to send ${limit + 1} bytes because the limit is ${limit} bytes.`,
    );
    expect(server.api).toHaveLength(0);
  });

  it('refuses a file over 300 MB before sending anything', async () => {
    const path = join(dir, 'huge.csv');
    await writeFile(path, '');
    await truncate(path, 300_000_001); // sparse: no real 300 MB written
    const server = uploadServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const error = await runtime.call(ops.uploadSendList, { body: { file: path } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect((error as Error).message).toBe(
      'uploadSendList refused to send 300000001 bytes because the limit is 300000000 bytes.',
    );
    expect(server.api).toHaveLength(0);
    expect(server.token).toHaveLength(0);
  });

  it('aborts a stream of unknown size once it passes 300 MB', async () => {
    const chunk = new Uint8Array(4 * 1024 * 1024).fill(0x61); // one buffer, yielded again and again
    let yielded = 0;
    function* endless(): Generator<Uint8Array> {
      for (;;) {
        yielded++;
        yield chunk;
      }
    }
    let drained = 0;
    const server = fakeServer({
      readBody: false,
      api: async (request) => {
        const reader = (request.body as ReadableStream<Uint8Array>).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return status(200);
          drained += value.byteLength;
        }
      },
    });
    const progress: number[] = [];
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const error = await runtime
      .call(ops.uploadSendList, { body: endless() }, { onUploadProgress: (n) => progress.push(n) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect((error as Error).message).toMatch(
      /^uploadSendList stopped the upload after \d+ bytes because the limit is 300000000 bytes\.$/,
    );
    expect(drained).toBeLessThanOrEqual(300_000_000);
    expect(progress.at(-1)).toBeLessThanOrEqual(300_000_000);
    expect(yielded).toBe(Math.ceil(300_000_001 / chunk.byteLength));
  });

  it('is not repeated after a 500 (it may have been registered): OutcomeUnknownError; retryUnsafe repeats a body that can be read again', async () => {
    const server = uploadServer(() => status(500));
    const runtime = createApiRuntime(mailApi, runtimeOptions(server, { random: () => 0 }));
    await expect(runtime.call(ops.uploadSendList, { body: GOOD })).rejects.toBeInstanceOf(OutcomeUnknownError);
    expect(server.api).toHaveLength(1);
    async function* once(): AsyncGenerator<string> {
      yield GOOD;
    }
    await expect(runtime.call(ops.uploadSendList, { body: once() }, { retryUnsafe: true })).rejects.toMatchObject({
      kind: 'outcome-unknown',
      attempts: 1,
    });
    expect(server.api).toHaveLength(2);
    await expect(runtime.call(ops.uploadSendList, { body: GOOD }, { retryUnsafe: true })).rejects.toMatchObject({
      kind: 'outcome-unknown',
      attempts: 3,
    });
    expect(server.api).toHaveLength(5);
    expect(server.api.slice(2).every((s) => s.body === GOOD)).toBe(true);
  });

  it.each([429, 503])(
    'is retried after a %i (nothing was registered), unless the body is a one-shot stream',
    async (code) => {
      const server = uploadServer((_request, index) =>
        index === 0 || index === 2 ? status(code, { 'Retry-After': '0' }) : json({ sendListId: 9 }),
      );
      const runtime = createApiRuntime(mailApi, runtimeOptions(server, { random: () => 0 }));
      await expect(runtime.call(ops.uploadSendList, { body: GOOD })).resolves.toEqual({ sendListId: 9 });
      expect(server.api.map((s) => s.body)).toEqual([GOOD, GOOD]);
      async function* once(): AsyncGenerator<string> {
        yield GOOD;
      }
      const error = await runtime.call(ops.uploadSendList, { body: once() }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: code });
      expect(server.api).toHaveLength(3);
    },
  );
});

describe('uploads without x-upload-check', () => {
  // Each body breaks send-list rules (no Customer.platformid column, names without the Customer. prefix).
  const BROKEN = '"email"\n"a@x"\n';
  const broken: [string, () => unknown, string][] = [
    ['text', () => BROKEN, BROKEN],
    ['records', () => ({ records: [{ email: 'a@x' }] }), '"email"\r\n"a@x"\r\n'],
    [
      'a stream of chunks',
      () =>
        (async function* () {
          yield BROKEN;
        })(),
      BROKEN,
    ],
  ];

  it.each(broken)(
    'are sent unchecked: %s that break the send-list rules go out as given',
    async (_name, body, sent) => {
      const server = uploadServer();
      const runtime = createApiRuntime(mailApi, runtimeOptions(server));
      await expect(runtime.call(ops.importRows, { body: body() })).resolves.toEqual({ sendListId: 12 });
      expect(server.api[0]?.body).toBe(sent);
      expect(server.api[0]?.headers.get('Content-Type')).toBe('text/csv');
    },
  );

  it.each(broken)('while the send-list upload refuses the same %s', async (_name, body) => {
    const server = uploadServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const error = await runtime.call(ops.uploadSendList, { body: body() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendListValidationError);
    expect((error as SendListValidationError).issues[0]).toMatchObject({ rule: 1, column: 'Customer.platformid' });
    expect(server.api).toHaveLength(0);
  });

  it('still refuse a streamed record with a key outside the columns, as an UploadValidationError', async () => {
    const server = uploadServer();
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    async function* rows(): AsyncGenerator<Record<string, string>> {
      yield { email: 'a@x' };
      yield { email: 'b@x', name: 'Bob' };
    }
    const error = await runtime.call(ops.importRows, { body: { records: rows() } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadValidationError);
    expect(error).not.toBeInstanceOf(SendListValidationError);
    expect((error as UploadValidationError).issues).toEqual([
      expect.objectContaining({ rule: 'columns', row: 2, column: 'name' }),
    ]);
    expect((error as Error).message).toBe(
      'importRows was not sent because the CSV body is invalid: row 2 has a value for name, which is not a column of the list ' +
        "(the columns are the first record's keys; pass columns to choose them).",
    );
  });
});
