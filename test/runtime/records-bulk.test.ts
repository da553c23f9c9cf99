/**
 * `bulkCreate` and `bulkPatch` (runtime/src/apis/records/bulk.ts): bounded concurrency, progress, and one outcome per
 * record read, none dropped: `succeeded`, `failed` (not performed), `unknown` (may have been performed), `skipped`
 * (never sent, after an abort or an error every record would meet).
 */
import {
  createRecordsClient,
  ForbiddenError,
  type BulkResult,
  type MemberCreate,
  type MemberRecord,
  type RecordsClient,
} from '../fixtures/demo-account/out/index.gen.js';
import { clearTokenCache } from '@platform-sdk/runtime';
import { outcomeOfFailure, stopsTheRun } from '@platform-sdk/runtime/records';
import { RateLimitStoreError } from '@platform-sdk/runtime/redis';
import {
  AbortError,
  ApiError,
  NetworkError,
  OutcomeUnknownError,
  RequestValidationError,
  TimeoutError,
  createApiError,
} from '@platform-sdk/runtime/internal';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, json, status, type FakeServer, type Handler } from './fake-server.js';

function client(server: FakeServer): RecordsClient {
  return createRecordsClient({
    dbUrl: 'https://db.example.test',
    accountCode: 'demo',
    accessToken: 'token',
    rateLimit: false,
    fetch: server.fetch,
    random: () => 0,
  });
}

/** Answers a create by the record's name: `ok…` 200, `bad` 400, `boom` 500, `lost` a network error. */
const byName: Handler = async (request) => {
  const { name } = (await request.json()) as { name: string };
  await new Promise((resolve) => setTimeout(resolve, 2));
  if (name === 'bad')
    return json(
      { status: 400, error: 'Bad Request', message: 'createMember: name: too long', path: '/x', timestamp: 't' },
      { status: 400 },
    );
  if (name === 'boom') return status(500);
  if (name === 'lost') throw new TypeError('socket hang up');
  return json({ id: 1000 + Number(name.slice(2)), name });
};

const statuses = (result: BulkResult<MemberRecord>) => result.outcomes.map((o) => o.status);

beforeEach(() => clearTokenCache());

describe('bulkCreate', () => {
  it('gives every record an outcome in input order, each call made once', async () => {
    const server = fakeServer({ api: byName });
    const records: MemberCreate[] = [
      { name: 'ok0' },
      { name: 'bad' },
      { name: 'boom' },
      { name: 'lost' },
      { name: 'ok4' },
      { id: '5' } as never,
    ];
    const result = await client(server).member.bulkCreate(records, { concurrency: 2 });
    expect(statuses(result)).toEqual(['succeeded', 'failed', 'unknown', 'unknown', 'succeeded', 'failed']);
    expect(result.outcomes.map((o) => o.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect({
      succeeded: result.succeeded,
      failed: result.failed,
      unknown: result.unknown,
      skipped: result.skipped,
    }).toEqual({ succeeded: 2, failed: 2, unknown: 2, skipped: 0 });
    expect(result.stopped).toBeUndefined();
    const [first, second, third, , , sixth] = result.outcomes;
    expect(first?.status === 'succeeded' && first.record).toEqual({ id: '1000', name: 'ok0' });
    expect(second?.status === 'failed' && (second.error as Error).message).toBe(
      'createMember failed with HTTP 400 Bad Request: createMember: name: too long.',
    );
    expect(third?.status === 'unknown' && third.error).toBeInstanceOf(OutcomeUnknownError);
    // Refused before sending: the sixth record gives the id, which the service sets; it never reached the service.
    expect(sixth?.status === 'failed' && sixth.error).toBeInstanceOf(RequestValidationError);
    // create is not retried: the 500 and the lost answer were each sent once.
    expect(server.api).toHaveLength(5);
  });

  it('keeps at most `concurrency` calls in flight and reports progress after each record', async () => {
    let inFlight = 0;
    let most = 0;
    const server = fakeServer({
      api: async (request) => {
        inFlight++;
        most = Math.max(most, inFlight);
        const answer = await byName(request, 0);
        inFlight--;
        return answer;
      },
    });
    const progress: number[] = [];
    const result = await client(server).member.bulkCreate(
      Array.from({ length: 20 }, (_, i) => ({ name: `ok${i}` })),
      { concurrency: 3, onProgress: (p) => progress.push(p.done) },
    );
    expect(result.succeeded).toBe(20);
    expect(most).toBe(3);
    expect(progress).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('reads an async iterable as calls free up, and reports where a failing source stopped', async () => {
    const server = fakeServer({ api: byName });
    async function* source(): AsyncGenerator<MemberCreate> {
      for (let i = 0; i < 3; i++) yield { name: `ok${i}` };
      throw new Error('the file is cut off');
    }
    const result = await client(server).member.bulkCreate(source(), { concurrency: 2 });
    expect(statuses(result)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(result.stopped).toEqual({ reason: new Error('the file is cut off'), read: 3 });
  });

  it('stops at an error every record would meet (403) and reports the rest of an array as skipped', async () => {
    const server = fakeServer({
      api: () =>
        json({ status: 403, error: 'Forbidden', message: 'scope', path: '/x', timestamp: 't' }, { status: 403 }),
    });
    const result = await client(server).member.bulkCreate(
      Array.from({ length: 5 }, (_, i) => ({ name: `ok${i}` })),
      { concurrency: 1 },
    );
    expect(statuses(result)).toEqual(['failed', 'skipped', 'skipped', 'skipped', 'skipped']);
    expect(result.stopped?.reason).toBeInstanceOf(ForbiddenError);
    expect(result.stopped?.read).toBe(1);
    expect(server.api).toHaveLength(1);
  });

  it('stops at an abort of its signal: nothing more is sent, every record still has an outcome', async () => {
    const server = fakeServer({ api: byName });
    const controller = new AbortController();
    const result = await client(server).member.bulkCreate(
      Array.from({ length: 10 }, (_, i) => ({ name: `ok${i}` })),
      {
        concurrency: 1,
        signal: controller.signal,
        onProgress: (p) => {
          if (p.done === 4) controller.abort(new Error('user cancelled'));
        },
      },
    );
    expect(statuses(result)).toEqual([...Array(4).fill('succeeded'), ...Array(6).fill('skipped')]);
    expect(result.outcomes).toHaveLength(10);
    expect(result.stopped?.reason).toEqual(new Error('user cancelled'));
    expect(server.api).toHaveLength(4);
  });

  it('refuses options it cannot use', async () => {
    const db = client(fakeServer());
    await expect(db.member.bulkCreate([], { concurrency: 0 })).rejects.toThrow(
      'member.bulkCreate: concurrency must be an integer of at least 1, not 0.',
    );
    await expect(db.member.bulkCreate(5 as never)).rejects.toThrow(
      'a bulk call takes an array, an iterable or an async iterable of records',
    );
    await expect(db.member.bulkPatch([], { concurency: 4 } as never)).rejects.toThrow(
      new TypeError(
        'member.bulkPatch has no option "concurency"; its options are concurrency, onProgress, signal, ' +
          'timeoutMs, totalTimeoutMs, retry, onRetry, retryUnsafe.',
      ),
    );
  });
});

describe('bulkPatch', () => {
  it('patches each record by its id, with its own fields', async () => {
    const server = fakeServer({ api: () => json({ id: 1 }) });
    const result = await client(server).member.bulkPatch([
      { id: '9223372036854775807', body: { name: 'a', points: 1 }, fields: ['name'] },
      { id: 7n, body: { rank: [{ value: 2 }] } },
    ]);
    expect(result.succeeded).toBe(2);
    expect(server.api.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`).sort()).toEqual([
      'PATCH /apis/record.database/v1/accounts/demo/member/records/7',
      'PATCH /apis/record.database/v1/accounts/demo/member/records/9223372036854775807?fields=name',
    ]);
  });
});

describe('what a failure means for a record', () => {
  const api = (code: number): ApiError =>
    createApiError({ operationId: 'createMember', status: code, body: undefined });
  it.each<[string, unknown, 'failed' | 'unknown']>([
    ['refused before sending', new RequestValidationError('createMember', 'limit', 'is wrong'), 'failed'],
    ['400', api(400), 'failed'],
    ['404', api(404), 'failed'],
    ['409 (not ready)', api(409), 'failed'],
    ['429 after the retries', api(429), 'failed'],
    ['500 (the runtime ends such a call in OutcomeUnknownError; unwrapped it still says nothing)', api(500), 'unknown'],
    ['503 after the retries (refused before acting)', api(503), 'failed'],
    [
      'a connection never made, after the retries',
      new NetworkError('createMember', Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })),
      'failed',
    ],
    ['a timeout waiting for the rate limit (never sent)', new TimeoutError('createMember', 30_000), 'failed'],
    [
      "the shared rate limit's store unreachable (never sent)",
      new RateLimitStoreError("the rate-limit store's Redis at redis://127.0.0.1:6379 did not answer", undefined, null),
      'failed',
    ],
    [
      'OutcomeUnknownError (sent, no answer)',
      new OutcomeUnknownError('createMember', {
        cause: new NetworkError('createMember', new Error('reset')),
        attempts: 1,
        lastMayHaveActed: true,
        requestId: undefined,
      }),
      'unknown',
    ],
    ['an abort during the call', new AbortError('createMember', new Error('stop')), 'unknown'],
    ['anything else', new Error('?'), 'unknown'],
  ])('%s: %s', (_name, error, want) => {
    expect(outcomeOfFailure(error)).toBe(want);
  });

  it("stops a run for what every further call would meet: credentials refused, the rate limit's store down", () => {
    const store = new RateLimitStoreError(
      "the rate-limit store's Redis has not answered for 10000 ms",
      undefined,
      null,
    );
    expect(stopsTheRun(store)).toBe(true);
    expect(stopsTheRun(api(404))).toBe(false);
    expect(stopsTheRun(new Error('?'))).toBe(false);
  });
});
