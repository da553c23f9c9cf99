/**
 * Rules of record requests that say what they are: `offset` past 2^53-1 breaks "a safe integer", not "an integer
 * of at least 0"; an id above 2^63-1 is refused with one rule wherever it is given (a path, a filter, a body),
 * before anything is sent, where it used to be sent in paths and refused in filters.
 */
import { clearRateLimiters, clearTokenCache, RequestValidationError } from '@platform-sdk/runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { type TicketRecords, ticketClientOver } from '../integration/ticket-records.js';
import { fakeServer, type FakeServer } from './fake-server.js';

beforeEach(() => {
  clearTokenCache();
  clearRateLimiters();
});

const MAX = '9223372036854775807';
const PAST = '9223372036854775808';
const BEYOND = `is ${PAST}, beyond an id's range (at most 2^63-1)`;

const tickets = (server: FakeServer): TicketRecords => ticketClientOver(server.fetch);

async function refusal(call: (t: TicketRecords) => Promise<unknown>): Promise<RequestValidationError> {
  const server = fakeServer();
  const error = await call(tickets(server)).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RequestValidationError);
  expect(server.api).toHaveLength(0);
  return error as RequestValidationError;
}

describe('offset', () => {
  it.each([
    [2 ** 53, 'must be a safe integer (at most 2^53-1, Number.MAX_SAFE_INTEGER) (got 9007199254740992)'],
    [Number.MAX_VALUE, `must be a safe integer (at most 2^53-1, Number.MAX_SAFE_INTEGER) (got ${Number.MAX_VALUE})`],
    [-1, 'must be at least 0 (got -1)'],
    [1.5, 'must be an integer of at least 0 (got 1.5)'],
    [Number.NaN, 'must be an integer of at least 0 (got NaN)'],
  ])('%s is refused with the rule it breaks', async (offset, rule) => {
    const error = await refusal((t) => t.query({ offset }));
    expect(error).toMatchObject({ field: 'offset', rule });
  });

  it('2^53-1 is sent', async () => {
    const server = fakeServer({ api: () => Response.json({ metadata: { hasMore: false }, items: [] }) });
    await tickets(server).query({ offset: Number.MAX_SAFE_INTEGER });
    expect(JSON.parse(server.api[0]?.body ?? '')).toEqual({ offset: Number.MAX_SAFE_INTEGER });
  });
});

describe('an id above 2^63-1', () => {
  it.each([
    ['get', (t: TicketRecords) => t.get(PAST), 'path parameter id'],
    ['get, as a bigint', (t: TicketRecords) => t.get(BigInt(PAST)), 'path parameter id'],
    ['patch', (t: TicketRecords) => t.patch(PAST, { title: 'x' }), 'path parameter id'],
    ['delete', (t: TicketRecords) => t.delete(PAST), 'path parameter id'],
    ['a filter', (t: TicketRecords) => t.count({ filter: { id_eq: PAST } }), 'filter.id_eq'],
    [
      'an element of a filter list',
      (t: TicketRecords) => t.query({ filter: { id_in: [MAX, PAST] } }),
      'filter.id_in[1]',
    ],
  ] as const)('is refused with the same rule in %s', async (_name, call, field) => {
    const error = await refusal(call);
    expect(error).toMatchObject({ field, rule: BEYOND });
  });

  it.each([
    ['a path', (t: TicketRecords) => t.get(2 ** 53 + 2), 'path parameter id'],
    ['a filter', (t: TicketRecords) => t.count({ filter: { id_gt: 2 ** 53 + 2 } }), 'filter.id_gt'],
  ] as const)('given as a number above 2^53, is refused with the same rule in %s', async (_name, call, field) => {
    const error = await refusal(call);
    expect(error).toMatchObject({
      field,
      rule:
        'is 9007199254740994 as a number, which cannot hold an id exactly above 2^53; ' +
        'pass the id as a string or a bigint',
    });
  });

  it('2^63-1 itself is sent in a path with every digit', async () => {
    const server = fakeServer({ api: () => new Response(`{"id":${MAX}}`) });
    const ticket = await tickets(server).get(MAX);
    expect(ticket.id).toBe(MAX);
    expect(server.api[0]?.url.pathname).toBe(`/apis/record.database/v1/accounts/demo/ticket/records/${MAX}`);
  });

  it('0 is refused in a path by its minimum', async () => {
    const error = await refusal((t) => t.get('0'));
    expect(error).toMatchObject({ field: 'path parameter id', rule: 'must be at least 1 (got "0")' });
  });
});
