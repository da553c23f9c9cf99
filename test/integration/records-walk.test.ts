/**
 * `queryAll` against the sandbox while records are deleted and created: in id order it walks by key (`id_gt`
 * the last id, `id_lt` descending), so every record that exists from the first page to the last comes exactly
 * once, and none that was deleted before its page. 230 records, 50 a page; at the end of each page 10 records
 * already seen and 10 not yet seen are deleted and 5 are created.
 */
import { createDatabaseClient } from '@platform-sdk/database';
import { clearRateLimiters, clearTokenCache } from '@platform-sdk/runtime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/index.js';
import { TICKET_PUT, type TicketQuery, type TicketRecords, ticketClient } from './ticket-records.js';

const CREDENTIALS = { clientKey: 'sandbox-client', clientSecret: 'sandbox-secret' };

let sandbox: RunningSandbox;
let tickets: TicketRecords;
let common: Parameters<typeof ticketClient>[0];

beforeAll(async () => {
  // Ids above 2^53, so that the key a page goes on from must keep every digit.
  sandbox = await startSandbox({ port: 0, rateLimit: false, config: { recordIdStart: '9007199254740000' } });
  common = { dbUrl: sandbox.url, accountCode: 'demo', authUrl: sandbox.url, credentials: CREDENTIALS };
  // The sandbox runs without its rate limit here, and so does the client: the walk is what is tried.
  tickets = ticketClient({ ...common, rateLimit: false });
});
afterAll(async () => {
  clearTokenCache();
  clearRateLimiters();
  await sandbox.close();
});

let ids: string[];
beforeEach(async () => {
  // An empty account (record ids from the start again), the definition, 230 records.
  await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
  await createDatabaseClient(common).putApiDefinition('ticket', TICKET_PUT);
  const made = await tickets.bulkCreate(
    Array.from({ length: 230 }, (_v, i) => ({ title: `ticket ${i}`, seats: i % 7 })),
  );
  ids = made.outcomes.map((o) => (o.status === 'succeeded' ? o.record.id : ''));
  expect(made.succeeded).toBe(230);
});

const byId = (a: string, b: string): number => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);

describe('queryAll while records are deleted and created', () => {
  it.each([
    ['no order (id order)', {}, 'asc'],
    ['order id', { order: ['id'] }, 'asc'],
    ['order id_asc, then title', { order: ['id_asc', 'title'] }, 'asc'],
    ['order id_desc', { order: ['id_desc'] }, 'desc'],
    ['a filter and id_gt of its own', { filter: { seats_gte: 0, id_gt: '1' } }, 'asc'],
  ] as const)('returns every record that existed throughout exactly once: %s', async (_name, query, direction) => {
    const q: TicketQuery = { ...query, limit: 50 };
    const order = [...ids].sort(byId);
    if (direction === 'desc') order.reverse();
    const seen: string[] = [];
    const deleted = new Set<string>();
    const deletedUnseen = new Set<string>();
    for await (const ticket of tickets.queryAll(q)) {
      seen.push(ticket.id);
      if (seen.length % 50 !== 0) continue;
      // The end of a page: 10 seen and 10 not yet seen records go, 5 new ones come.
      const done = order.filter((id) => seen.includes(id) && !deleted.has(id)).slice(0, 10);
      const ahead = order.filter((id) => !seen.includes(id) && !deleted.has(id)).slice(0, 10);
      await Promise.all([...done, ...ahead].map((id) => tickets.delete(id)));
      for (const id of [...done, ...ahead]) deleted.add(id);
      for (const id of ahead) deletedUnseen.add(id);
      await Promise.all(Array.from({ length: 5 }, (_v, i) => tickets.create({ title: `new ${seen.length}.${i}` })));
    }
    const throughout = ids.filter((id) => !deleted.has(id));
    const counted = new Map<string, number>();
    for (const id of seen) counted.set(id, (counted.get(id) ?? 0) + 1);
    expect(throughout.filter((id) => counted.get(id) !== 1)).toEqual([]);
    expect([...counted].filter(([, n]) => n > 1)).toEqual([]);
    // A record deleted before its page never comes.
    expect(seen.filter((id) => deletedUnseen.has(id))).toEqual([]);
  });
});
