/**
 * The records client on the wire, with an injected fetch: ids up to 2^63-1 read and written digit for digit,
 * patch `fields`, paging, create's unknown outcome (retried only when asked), and the rate-limit bucket it
 * shares with the database management client.
 */
import { createDatabaseClient } from '@platform-sdk/database';
import {
  createRecordsClient,
  MemberRankOption,
  NetworkError,
  OutcomeUnknownError,
  type RecordsClient,
} from '../fixtures/demo-account/out/index.gen.js';
import { clearRateLimiters, clearTokenCache } from '@platform-sdk/runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, json, status, type FakeServer, type Handler } from './fake-server.js';

const MAX = '9223372036854775807';
const BIG = '9007199254740993'; // 2^53 + 1: the first integer a JS number cannot hold
const DB_URL = 'https://db.example.test';

function client(server: FakeServer, extra: Record<string, unknown> = {}): RecordsClient {
  return createRecordsClient({
    dbUrl: DB_URL,
    accountCode: 'demo',
    accessToken: 'token',
    rateLimit: false,
    fetch: server.fetch,
    random: () => 0,
    retry: { baseDelayMs: 1 },
    ...extra,
  });
}

/** A JSON answer given as text, so it can hold numbers `JSON.stringify` cannot write. */
const text = (body: string, init: ResponseInit = {}): Response =>
  new Response(body, { status: 200, ...init, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  clearTokenCache();
  clearRateLimiters();
});

describe('ids up to 2^63-1', () => {
  it('are read from answers as decimal strings, every digit kept; other numbers stay numbers', async () => {
    const server = fakeServer({
      api: () =>
        text(
          `{"id":${MAX},"name":"\\"id\\":${BIG} in a text","rank":[{"value":2,"extraText":null}],` +
            '"points":12.5,"__proto__":1,"email":null}',
        ),
    });
    const record = await client(server).member.get(MAX);
    expect(record).toEqual({
      id: MAX,
      name: `"id":${BIG} in a text`,
      rank: [{ value: 2, extraText: null }],
      points: 12.5,
      email: null,
      ['__proto__']: 1,
    });
    expect(Object.hasOwn(record, '__proto__')).toBe(true);
    expect(server.api[0]?.url.pathname).toBe(`/apis/record.database/v1/accounts/demo/member/records/${MAX}`);
  });

  it('are read in every record of a query page, and in a history record its platform id too', async () => {
    const server = fakeServer({
      api: () => text(`{"metadata":{"hasMore":false},"items":[{"id":${MAX},"memberId":${BIG}},{"id":1,"memberId":2}]}`),
    });
    const page = await client(server).purchase.query();
    expect(page).toEqual({
      metadata: { hasMore: false },
      items: [
        { id: MAX, memberId: BIG },
        { id: '1', memberId: '2' },
      ],
    });
  });

  it('are written as JSON numbers with every digit, given as strings, bigints or safe numbers', async () => {
    const server = fakeServer({ api: () => text(`{"id":${MAX},"memberId":${BIG}}`) });
    const db = client(server);
    await db.purchase.create({ memberId: BigInt(BIG), amount: 3 });
    await db.purchase.query({ filter: { memberId_in: [BIG, 5n, 7], OR: [{ id_eq: MAX }, { id_gt: 2n ** 62n }] } });
    await db.purchase.count({ filter: { memberId_eq: null } });
    expect(server.api.map((r) => r.body)).toEqual([
      `{"memberId":${BIG},"amount":3}`,
      `{"filter":{"memberId_in":[${BIG},5,7],"OR":[{"id_eq":${MAX}},{"id_gt":4611686018427387904}]}}`,
      '{"filter":{"memberId_eq":null}}',
    ]);
  });

  it('count is a number', async () => {
    const server = fakeServer({ api: () => text('{"count":250}') });
    await expect(client(server).member.count({ filter: { rank_eq: MemberRankOption.option1 } })).resolves.toBe(250);
  });
});

describe('patch fields', () => {
  it('are sent as ?fields=a,b beside the whole body', async () => {
    const server = fakeServer({ api: () => text(`{"id":${MAX}}`) });
    await client(server).member.patch(
      MAX,
      { name: 'Hanako', points: null, rank: [{ value: 3 }] },
      { fields: ['name', 'points'] },
    );
    const [sent] = server.api;
    expect(sent?.method).toBe('PATCH');
    expect(sent?.url.searchParams.get('fields')).toBe('name,points');
    expect(sent?.body).toBe('{"name":"Hanako","points":null,"rank":[{"value":3}]}');
  });
});

describe('pages and queryAll', () => {
  /** 7 records served `limit` at a time from `offset`. */
  const paged: Handler = async (request) => {
    const { limit, offset = 0 } = (await request.json()) as { limit: number; offset?: number };
    const ids = Array.from({ length: 7 }, (_, i) => i + 1).slice(offset, offset + limit);
    return text(
      `{"metadata":{"hasMore":${offset + limit < 7}},"items":[${ids.map((id) => `{"id":${id}}`).join(',')}]}`,
    );
  };

  it('walks offset by offset in an order other than id, with the query as given, until hasMore is false', async () => {
    const server = fakeServer({ api: paged });
    const db = client(server);
    const pages = [];
    for await (const page of db.member.pages({
      filter: { name_isNull: false },
      order: ['name_desc'],
      limit: 3,
      offset: 1,
    }))
      pages.push(page);
    expect(pages.map((p) => [p.items.map((r) => r.id), p.metadata.hasMore])).toEqual([
      [['2', '3', '4'], true],
      [['5', '6', '7'], false],
    ]);
    expect(server.api.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { filter: { name_isNull: false }, order: ['name_desc'], limit: 3, offset: 1 },
      { filter: { name_isNull: false }, order: ['name_desc'], limit: 3, offset: 4 },
    ]);
  });

  it('queryAll yields every record once, 100 per page by default', async () => {
    const server = fakeServer({ api: paged });
    const ids: string[] = [];
    for await (const record of client(server).member.queryAll()) ids.push(record.id);
    expect(ids).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(JSON.parse(server.api[0]?.body ?? '')).toEqual({ order: ['id'], limit: 100 });
  });

  it('checks the query once, before the first page', async () => {
    const server = fakeServer({ api: paged });
    const walk = async () => {
      for await (const _ of client(server).member.queryAll({ limit: 500 })) void _;
    };
    await expect(walk()).rejects.toMatchObject({ field: 'limit' });
    expect(server.api).toEqual([]);
  });
});

describe('retries (the rule per operation: docs/runtime-defaults.md, held by retry-table.test.ts)', () => {
  it('create after a lost answer ends in OutcomeUnknownError, sent once; retryUnsafe: true sends again', async () => {
    const lost: Handler = () =>
      Promise.reject(
        new TypeError('fetch failed', {
          cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
        }),
      );
    const server = fakeServer({
      api: (request, index) => (index === 0 || index === 1 ? lost(request, index) : text('{"id":5}')),
    });
    const db = client(server);
    const error = await db.member.create({ name: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect((error as Error).message).toMatch(
      /^createMember may or may not have been performed: .* Check whether it took effect before calling again/,
    );
    expect(server.api).toHaveLength(1);
    await expect(db.member.create({ name: 'x' }, { retryUnsafe: true })).resolves.toEqual({ id: '5' });
    expect(server.api).toHaveLength(3);
  });

  it('a query that loses its answer after the retries fails with the network error: it only reads', async () => {
    const server = fakeServer({
      api: () =>
        Promise.reject(
          new TypeError('fetch failed', {
            cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
          }),
        ),
    });
    const error = await client(server)
      .member.query()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(OutcomeUnknownError);
    expect(server.api).toHaveLength(3);
  });
});

describe('the rate limit', () => {
  it("is the database API's bucket: the records client shares it with the management client of an account", () => {
    const server = fakeServer();
    const credentials = { clientKey: 'shared-key', clientSecret: 'shared-secret' };
    const common = {
      dbUrl: DB_URL,
      accountCode: 'demo',
      authUrl: 'https://auth.example.test',
      credentials,
      fetch: server.fetch,
    };
    createDatabaseClient(common);
    createRecordsClient(common);
    // One bucket holds one limit: a records client asking for another one finds the database clients' bucket.
    expect(() => createRecordsClient({ ...common, rateLimit: { perSecond: 10 } })).toThrow(
      'rateLimit 10/s with burst 10 differs from the 150/s with burst 300 already shared by the ' +
        'database clients of the same account',
    );
  });
});

describe('namespaces', () => {
  it('have authenticate only where the definition has a passwordHash property', () => {
    const db = client(fakeServer());
    expect(typeof db.member.authenticate).toBe('function');
    expect('authenticate' in db.purchase).toBe(false);
    expect(Object.keys(db).sort()).toEqual(['member', 'purchase', 'raw']);
  });

  it('answer an error with what the service said', async () => {
    const server = fakeServer({
      api: () =>
        json(
          {
            timestamp: '2024-01-01T00:00:00Z',
            status: 400,
            error: 'Bad Request',
            message: 'createMember: email: must be a mail address',
            path: '/x',
          },
          { status: 400 },
        ),
    });
    await expect(client(server).member.create({ email: 'nope' })).rejects.toThrow(
      'createMember failed with HTTP 400 Bad Request: createMember: email: must be a mail address.',
    );
  });
});
