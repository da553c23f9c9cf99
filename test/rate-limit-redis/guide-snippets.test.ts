/**
 * The snippets of docs/guides/more-than-one-process.md, run as a reader runs them (`--env-file=sandbox.env`,
 * tsx, REDIS_URL naming a real Redis) against the seeded sandbox: two workers side by side over one Redis, and
 * the form that takes the application's own node-redis client. Both leave the account's bucket in Redis.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/index.js';
import { readSeeds } from '../../sandbox/seed.js';
import { SNIPPETS_DIR } from '../../site-builder/guides.js';
import { ROOT } from '../root.js';
import { type RunningRedis, startRedis } from './redis-server.js';

const run = promisify(execFile);
let sandbox: RunningSandbox;
let redis: RunningRedis;
beforeAll(async () => {
  [sandbox, redis] = await Promise.all([startSandbox({ port: 0, seeds: await readSeeds() }), startRedis()]);
});
afterAll(async () => {
  await Promise.all([sandbox?.close(), redis?.stop()]);
});

async function snippet(file: string): Promise<string> {
  const env = { ...process.env, AUTH_URL: sandbox.url, DB_URL: sandbox.url, REDIS_URL: redis.url };
  const { stdout } = await run(process.execPath, ['--env-file=sandbox.env', '--import', 'tsx', file], {
    cwd: path.join(ROOT, SNIPPETS_DIR),
    env,
  });
  return stdout;
}

async function bucketKeys(): Promise<string[]> {
  const client = await createClient({ url: redis.url }).connect();
  try {
    const keys = await client.keys('platform-sdk:rate-limit:*');
    await client.flushAll();
    return keys;
  } finally {
    client.destroy();
  }
}

describe('the guide "More than one process"', () => {
  it('shared-rate-limit.ts: two workers at once share the bucket in Redis and exit when done', async () => {
    const outputs = await Promise.all([snippet('shared-rate-limit.ts'), snippet('shared-rate-limit.ts')]);
    expect(outputs).toEqual(Array(2).fill("300 counts sent, sharing the account's limit through Redis\n"));
    expect(await bucketKeys()).toEqual([expect.stringMatching(/^platform-sdk:rate-limit:\{\["database",/)]);
  });

  it("shared-rate-limit-client.ts: the application's own client", async () => {
    expect(await snippet('shared-rate-limit-client.ts')).toMatch(
      /^\d+ members, the call paced by the limit in Redis\n$/,
    );
    expect(await bucketKeys()).toHaveLength(1);
  });
});
