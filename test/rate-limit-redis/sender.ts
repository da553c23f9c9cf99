/**
 * One process of the account, as a worker of an application runs: a records client of the tests' `ticket`
 * definition over the Redis store, and CALLS count() calls at once. Prints one JSON line when every call has settled: how many succeeded and
 * the messages of those that failed. Started by processes.test.ts with `node --import tsx`.
 */
import { redisRateLimitStore } from '@platform-sdk/runtime/redis';
import { ticketClient } from '../integration/ticket-records.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`sender: ${name} is not set`);
  return value;
};

const store = redisRateLimitStore({
  url: env('REDIS_URL'),
  ...(process.env.IN_FLIGHT_MS === undefined ? {} : { inFlightMs: Number(process.env.IN_FLIGHT_MS) }),
});
const tickets = ticketClient({
  dbUrl: env('DB_URL'),
  authUrl: env('DB_URL'),
  accountCode: 'demo',
  credentials: { clientKey: env('CLIENT_KEY'), clientSecret: 'sandbox-secret' },
  rateLimitStore: store,
});
const results = await Promise.allSettled(Array.from({ length: Number(env('CALLS')) }, () => tickets.count()));
const failed = results.flatMap((r) => (r.status === 'rejected' ? [String((r.reason as Error)?.message)] : []));
process.stdout.write(`${JSON.stringify({ ok: results.length - failed.length, failed: failed.slice(0, 5) })}\n`);
await store.close();
