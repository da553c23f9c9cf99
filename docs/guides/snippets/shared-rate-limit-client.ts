// An application that already has a node-redis client gives it to the store: the store sends its script on that
// connection and leaves the client to the application, which opens and closes it.
import { createClient } from '@redis/client';
import { createRecordsClient } from '@platform-sdk/records';
import { redisRateLimitStore } from '@platform-sdk/runtime/redis';
import { env } from './env.js';

const redis = await createClient({ url: env('REDIS_URL') })
  .on('error', (error) => console.error('redis:', error.message))
  .connect();
const db = createRecordsClient({
  dbUrl: env('DB_URL'),
  accountCode: env('ACCOUNT_CODE'),
  credentials: { clientKey: env('CLIENT_KEY'), clientSecret: env('CLIENT_SECRET') },
  authUrl: env('AUTH_URL'),
  rateLimitStore: redisRateLimitStore({ client: redis }),
});

try {
  console.log(`${await db.member.count()} members, the call paced by the limit in Redis`);
} finally {
  await redis.close();
}
