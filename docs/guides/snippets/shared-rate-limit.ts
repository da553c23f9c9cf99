// One worker of several that send for the same account: the records client keeps the account's rate limit in
// Redis together with every other process that names the same Redis (REDIS_URL, e.g. redis://127.0.0.1:6379).
// Start as many as you like: together they stay under 150 calls per second.
import { createRecordsClient } from '@platform-sdk/records';
import { redisRateLimitStore } from '@platform-sdk/runtime/redis';
import { env } from './env.js';

const rateLimitStore = redisRateLimitStore({ url: env('REDIS_URL') });
const db = createRecordsClient({
  dbUrl: env('DB_URL'),
  accountCode: env('ACCOUNT_CODE'),
  credentials: { clientKey: env('CLIENT_KEY'), clientSecret: env('CLIENT_SECRET') },
  authUrl: env('AUTH_URL'),
  rateLimitStore,
});

try {
  const counts = await Promise.all(Array.from({ length: 300 }, () => db.member.count({ filter: { points_gte: 10 } })));
  console.log(`${counts.length} counts sent, sharing the account's limit through Redis`);
} finally {
  // The store's own connection: closed once the last call is done.
  await rateLimitStore.close();
}
