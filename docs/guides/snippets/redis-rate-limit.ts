// A rate-limit store in Redis, so that every process of an account keeps one limit together: the bucket's state
// (plain JSON) in one key, changed under WATCH and written with MULTI, and read again when another process
// changed it first. Give it to every client: createRecordsClient({ ..., rateLimitStore: redisRateLimitStore(redis) }).
import type { BucketState, RateLimitStore } from '@platform-sdk/records';

/** What the store needs of a Redis client (ioredis has these methods). */
export interface RedisLike {
  watch(key: string): Promise<unknown>;
  get(key: string): Promise<string | null>;
  multi(): { set(key: string, value: string, mode: 'PX', ms: number): { exec(): Promise<unknown[] | null> } };
}

export function redisRateLimitStore(redis: RedisLike): RateLimitStore {
  return {
    async update(key, change) {
      const at = `rate-limit:${key}`;
      for (;;) {
        await redis.watch(at);
        const text = await redis.get(at);
        const { state, result } = change(text === null ? undefined : (JSON.parse(text) as BucketState));
        // The key expires two minutes after its last change: an account left alone starts with a full bucket.
        const written = await redis.multi().set(at, JSON.stringify(state), 'PX', 120_000).exec();
        // null: another process changed the key after WATCH; read it again.
        if (written !== null) return result;
      }
    },
  };
}
