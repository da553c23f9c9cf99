/**
 * `@platform-sdk/runtime/redis`: the rate-limit store in Redis, for several processes of one account. Node only;
 * node-redis (`@redis/client`) is loaded by the `url` form alone, and only when it first sends.
 */
export { RateLimitStoreError } from './redis-error.js';
export {
  type RedisCommandClient,
  type RedisRateLimitStore,
  type RedisRateLimitStoreOptions,
  REDIS_STORE_DEFAULTS,
  redisRateLimitStore,
} from './redis-store.js';
export type { RateLimitStore, RateLimitTake } from '../contract/rate-limit-store.js';
