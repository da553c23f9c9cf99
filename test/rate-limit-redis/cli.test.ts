/**
 * The command line's `--rate-limit-redis <url>` and `PLATFORM_RATE_LIMIT_REDIS`: its clients keep the account's
 * bucket in that Redis (its keys are there after a command), the command exits when done, and an address that is
 * not Redis is a settings error (exit 3) that never repeats the address, which may hold a password.
 */
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliEnv, startCliEnv } from '../cli/cli-env.js';
import { type RunningRedis, startRedis } from './redis-server.js';

let env: CliEnv;
let redis: RunningRedis;
beforeAll(async () => {
  [env, redis] = await Promise.all([startCliEnv(), startRedis()]);
});
afterAll(async () => {
  await Promise.all([env?.close(), redis?.stop()]);
});

async function bucketKeys(): Promise<string[]> {
  const client = createClient({ url: redis.url });
  await client.connect();
  try {
    const keys = await client.keys('platform-sdk:rate-limit:*');
    await client.flushAll();
    return keys.sort();
  } finally {
    client.destroy();
  }
}

describe('platform --rate-limit-redis', () => {
  it.each([
    ['the option', () => ({ args: ['--rate-limit-redis', redis.url], env: {} })],
    ['the environment', () => ({ args: [], env: { PLATFORM_RATE_LIMIT_REDIS: redis.url } })],
  ])('keeps the database bucket in Redis when given by %s', async (_name, given) => {
    const { args, env: extra } = given();
    const { code, stderr } = await env.run([...args, 'database', 'list-api-definition'], { env: extra });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    // The bucket's state; its set of requests in flight is gone with the last answer.
    expect(await bucketKeys()).toEqual([
      expect.stringMatching(/^platform-sdk:rate-limit:\{\["database",.*demo.*\]\}$/),
    ]);
  });

  it.each([
    ['--rate-limit-redis', ['--rate-limit-redis', 'http://user:hunter2@127.0.0.1:6379'], {}],
    ['PLATFORM_RATE_LIMIT_REDIS', [], { PLATFORM_RATE_LIMIT_REDIS: 'http://user:hunter2@127.0.0.1:6379' }],
  ])('refuses an address that is not Redis given by %s', async (name, args, extra) => {
    const { code, stderr } = await env.run([...args, 'database', 'list-api-definition'], { env: extra });
    expect(code).toBe(3);
    expect(stderr).toBe(`platform: ${name} must be a redis:// or rediss:// address\n`);
  });
});
