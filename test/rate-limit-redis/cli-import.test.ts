/**
 * `platform records … import` whose shared rate limit lives in Redis, when Redis stops while it runs: the command
 * stops with its summary (exit 6, "stopped before the end of the file"), ends without a crash (every outcome is in
 * its journal before the journal is closed), counts no row it never sent as one whose outcome is unknown, and the
 * same command resumes it once Redis is back, so that every row is there once. With `--key` the lookups ahead of
 * the rows meet the stopped Redis as well.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
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

/** More rows than the account's 150 a second send before Redis stops. */
const ROWS = 900;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an import when the Redis of its rate limit stops', () => {
  it.each([
    ['without --key', 'stop-a', []],
    ['with --key email', 'stop-b', ['--key', 'email']],
  ])(
    '%s: stops with its summary, and the same command resumes it',
    async (_name, prefix, extra) => {
      const lines = ['email,name'];
      for (let i = 1; i <= ROWS; i++) lines.push(`${prefix}-${String(i).padStart(4, '0')}@example.test,Row ${i}`);
      await writeFile(path.join(env.dir, `${prefix}.csv`), `${lines.join('\r\n')}\r\n`);
      const args = ['--rate-limit-redis', redis.url, 'records', 'member', 'import', `${prefix}.csv`, ...extra];
      const first = env.run(args);
      await sleep(2_000);
      await redis.stop();
      const stopped = await first;
      await redis.start();

      expect(stopped.stderr).not.toMatch(/EBADF|node:internal|^\s+at /m);
      expect(stopped.stderr).toMatch(/stopped before the end of the file: the rate-limit store's Redis at /);
      expect(stopped.stderr).toContain('run the same command to resume');
      expect(stopped.stderr).not.toMatch(/ unknown: /);
      expect(stopped.code).toBe(6);

      const again = await env.run(args);
      expect(again.stderr).toMatch(/^resuming from /);
      expect(again.code).toBe(0);
      const emails = (await env.members(`${prefix}-`)).map((m) => m.email);
      expect(emails).toHaveLength(ROWS);
      expect(new Set(emails).size).toBe(ROWS);
    },
    90_000,
  );
});
