/**
 * `--rate-limit-redis <url>` (else `PLATFORM_RATE_LIMIT_REDIS`): the clients keep the account's rate limit in
 * that Redis, together with every other process that names it (several imports at once, a worker beside the
 * command). The store's connection is closed when the command ends, so the process exits.
 */
import { type RedisRateLimitStore, redisRateLimitStore } from '@platform-sdk/runtime/redis';
import { ConfigError } from '../exit-codes.js';
import { globalValue } from '../global-options.js';

export const RATE_LIMIT_REDIS_OPTION = '--rate-limit-redis';
export const RATE_LIMIT_REDIS_ENV = 'PLATFORM_RATE_LIMIT_REDIS';

/** The store the command line names, or undefined; a ConfigError naming the option when its address is wrong. */
export function rateLimitRedisStore(argv: readonly string[], env: NodeJS.ProcessEnv): RedisRateLimitStore | undefined {
  const given = globalValue(argv, RATE_LIMIT_REDIS_OPTION);
  const url = given ?? env[RATE_LIMIT_REDIS_ENV]?.trim();
  if (url === undefined || url === '') return undefined;
  try {
    return redisRateLimitStore({ url });
  } catch {
    const from = given === undefined ? RATE_LIMIT_REDIS_ENV : RATE_LIMIT_REDIS_OPTION;
    // The address may hold a password: it is not repeated.
    throw new ConfigError(`${from} must be a redis:// or rediss:// address`);
  }
}
