/**
 * What `pages` and `queryAll` send, page by page, with an injected fetch: in id order a walk by key (`id_gt` the
 * last id, `id_lt` descending, every digit of ids above 2^53), in any other order a walk by `offset`; and the one
 * page shape of `query` and `pages`.
 */
import { clearRateLimiters, clearTokenCache, PagingError } from '@platform-sdk/runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { type TicketQuery, type TicketRecords, ticketClientOver } from '../integration/ticket-records.js';
import { fakeServer, type FakeServer, type Handler } from './fake-server.js';

beforeEach(() => {
  clearTokenCache();
  clearRateLimiters();
});

const FIRST = 9007199254740993n; // 2^53 + 1: a JS number would lose its last digit

/** 7 records with ids from 2^53 + 1, answered as the sandbox would: filter by id_gt/id_lt, order, limit, offset. */
const service: Handler = async (request) => {
  const text = await request.text();
  const body = JSON.parse(text) as { filter?: object; order?: string[]; limit: number; offset?: number };
  // The ids of the filter as written: JSON.parse would round them to the nearest number.
  const gt = /"id_gt":([0-9]+)/.exec(text)?.[1];
  const lt = /"id_lt":([0-9]+)/.exec(text)?.[1];
  let ids = Array.from({ length: 7 }, (_, i) => FIRST + BigInt(i));
  if (body.order?.[0] === 'id_desc' || body.order?.[0] === 'title_desc') ids.reverse();
  if (gt !== undefined) ids = ids.filter((id) => id > BigInt(gt));
  if (lt !== undefined) ids = ids.filter((id) => id < BigInt(lt));
  const offset = body.offset ?? 0;
  const page = ids.slice(offset, offset + body.limit);
  const items = page.map((id) => `{"id":${id},"title":null,"seats":null,"day":null}`).join(',');
  const hasMore = offset + body.limit < ids.length;
  return new Response(`{"metadata":{"hasMore":${hasMore}},"items":[${items}]}`, {
    headers: { 'Content-Type': 'application/json' },
  });
};

const tickets = (server: FakeServer): TicketRecords => ticketClientOver(server.fetch);

/** The query bodies a walk sent, as written (ids as JSON numbers with every digit). */
async function walk(query: TicketQuery, handler: Handler = service): Promise<{ ids: string[]; bodies: string[] }> {
  const server = fakeServer({ api: handler });
  const ids: string[] = [];
  for await (const ticket of tickets(server).queryAll(query)) ids.push(ticket.id);
  return { ids, bodies: server.api.map((s) => s.body) };
}

const id = (i: number): string => String(FIRST + BigInt(i));

describe('pages and queryAll', () => {
  it.each([
    [
      'no order: by key, in id order',
      { limit: 3 },
      [0, 1, 2, 3, 4, 5, 6],
      [
        '{"order":["id"],"limit":3}',
        `{"filter":{"id_gt":${id(2)}},"order":["id"],"limit":3}`,
        `{"filter":{"id_gt":${id(5)}},"order":["id"],"limit":3}`,
      ],
    ],
    [
      'id_desc: by key, id_lt the last id',
      { order: ['id_desc'], limit: 4 },
      [6, 5, 4, 3, 2, 1, 0],
      ['{"order":["id_desc"],"limit":4}', `{"filter":{"id_lt":${id(3)}},"order":["id_desc"],"limit":4}`],
    ],
    [
      'an offset: on the first page only',
      { order: ['id_asc', 'title'], limit: 3, offset: 2 },
      [2, 3, 4, 5, 6],
      [
        '{"order":["id_asc","title"],"limit":3,"offset":2}',
        `{"filter":{"id_gt":${id(4)}},"order":["id_asc","title"],"limit":3}`,
      ],
    ],
    [
      "the caller's id_gt and other conditions: kept, the id_gt moved on",
      { filter: { seats_isNull: true, id_gt: id(1) }, limit: 3 },
      [2, 3, 4, 5, 6],
      [
        `{"filter":{"seats_isNull":true,"id_gt":${id(1)}},"order":["id"],"limit":3}`,
        `{"filter":{"seats_isNull":true,"id_gt":${id(4)}},"order":["id"],"limit":3}`,
      ],
    ],
    [
      'another order: by offset',
      { order: ['title_desc'], limit: 4 },
      [6, 5, 4, 3, 2, 1, 0],
      ['{"order":["title_desc"],"limit":4,"offset":0}', '{"order":["title_desc"],"limit":4,"offset":4}'],
    ],
  ] as const)('walk %s', async (_name, query, expected, bodies) => {
    const got = await walk(query);
    expect(got.ids).toEqual(expected.map(id));
    expect(got.bodies).toEqual(bodies);
  });

  it('walks by offset when the filter has no room for the key: 20 conditions already', async () => {
    const full = { OR: Array.from({ length: 10 }, (_v, i) => ({ seats_gte: i, title_gte: String(i) })) };
    const { bodies } = await walk({ filter: full, limit: 5 });
    expect(bodies.map((b) => JSON.parse(b) as { offset?: number; filter: object })).toEqual([
      { filter: full, limit: 5, offset: 0 },
      { filter: full, limit: 5, offset: 5 },
    ]);
  });

  it('stops with PagingError when the service answers the same page again, instead of walking forever', async () => {
    const stuck: Handler = () =>
      new Response(`{"metadata":{"hasMore":true},"items":[{"id":${FIRST}}]}`, {
        headers: { 'Content-Type': 'application/json' },
      });
    const failure = await walk({}, stuck).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PagingError);
    expect((failure as Error).message).toBe(
      `queryTicket stopped paging because the page after id_gt ${FIRST} ended at ${FIRST}, not beyond it.`,
    );
  });

  it('yields each page in the shape query() answers: metadata.hasMore and items', async () => {
    const server = fakeServer({ api: service });
    const client = tickets(server);
    const pages = [];
    for await (const page of client.pages({ limit: 4 })) pages.push(page);
    const first = await client.query({ order: ['id'], limit: 4 });
    expect(pages[0]).toEqual(first);
    expect(pages.map((p) => [Object.keys(p), p.metadata.hasMore, p.items.length])).toEqual([
      [['metadata', 'items'], true, 4],
      [['metadata', 'items'], false, 3],
    ]);
  });
});
