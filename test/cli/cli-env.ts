/**
 * The `platform` command as a user runs it: spawned from its bin (cli/bin/platform.mjs) in a folder of its own,
 * with the settings of a sandbox in its environment and the demo account's records package (never the
 * customer's snapshot). One sandbox per test file, seeded with sandbox/seed/.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { clearRateLimiters, clearTokenCache } from '@platform-sdk/runtime';
import { type RunningSandbox, startSandbox } from '../../sandbox/index.js';
import { readSeeds } from '../../sandbox/seed.js';
import { createRecordsClient } from '../fixtures/demo-account/out/index.gen.js';
import { ROOT } from '../root.js';

export const BIN = path.join(ROOT, 'cli/bin/platform.mjs');
export const DEMO_RECORDS = path.join(ROOT, 'test/fixtures/demo-account/out');
export const SECRET = 'sandbox-secret';

export interface Outcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliEnv {
  readonly sandbox: RunningSandbox;
  /** The working folder of every run (no .env, no config file unless a test writes one). */
  readonly dir: string;
  /** The environment of every run: the sandbox's addresses and credentials. */
  readonly env: Readonly<Record<string, string>>;
  run(args: readonly string[], options?: { env?: Record<string, string>; input?: string }): Promise<Outcome>;
  spawn(args: readonly string[]): ChildProcess;
  /**
   * The command run in this process by the `main` the bin calls, with the same folder and environment: for checks of
   * what it prints (help), many at once without a process each. Exit codes and pipes are checked with `run`.
   */
  call(args: readonly string[]): Promise<Outcome>;
  /** The demo account's records client on the same sandbox, to look behind the command's back. */
  records(): ReturnType<typeof createRecordsClient>;
  /** The demo account's members whose email starts with `prefix`, by email: each test keeps to a prefix of its own. */
  members(prefix: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

export async function startCliEnv(): Promise<CliEnv> {
  const sandbox = await startSandbox({ port: 0, rateLimit: false, seeds: await readSeeds() });
  const dir = await mkdtemp(path.join(tmpdir(), 'platform-cli-'));
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: dir,
    AUTH_URL: sandbox.url,
    MAIL_BASE_URL: sandbox.url,
    MAIL_USER_NAME: 'abc',
    DB_URL: sandbox.url,
    ACCOUNT_CODE: 'demo',
    CLIENT_KEY: 'sandbox-client',
    CLIENT_SECRET: SECRET,
    PLATFORM_RECORDS: DEMO_RECORDS,
  };
  const records = () =>
    createRecordsClient({
      dbUrl: sandbox.url,
      accountCode: 'demo',
      authUrl: sandbox.url,
      credentials: { clientKey: 'sandbox-client', clientSecret: SECRET },
      rateLimit: false,
    });
  return {
    sandbox,
    dir,
    env,
    run: (args, options = {}) =>
      new Promise((resolve) => {
        const child = execFile(
          process.execPath,
          [BIN, ...args],
          { cwd: dir, env: { ...env, ...options.env }, maxBuffer: 64 * 1024 * 1024 },
          (error, stdout, stderr) => {
            const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
            resolve({ code, stdout, stderr });
          },
        );
        child.stdin?.end(options.input ?? '');
      }),
    spawn: (args) => spawn(process.execPath, [BIN, ...args], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] }),
    call: async (args) => {
      const { main } = await import('../../cli/src/main.js');
      const output = { stdout: '', stderr: '' };
      const sink = (stream: keyof typeof output) =>
        new Writable({
          write(chunk, _encoding, done) {
            output[stream] += String(chunk);
            done();
          },
        });
      const code = await main(args, { stdout: sink('stdout'), stderr: sink('stderr'), cwd: dir, env });
      return { code, ...output };
    },
    records,
    members: async (prefix) => {
      const all: Record<string, unknown>[] = [];
      for await (const record of records().member.queryAll({ filter: { email_startsWith: prefix } }))
        all.push({ ...record });
      return all.sort((a, b) => String(a.email).localeCompare(String(b.email)));
    },
    close: async () => {
      clearTokenCache();
      clearRateLimiters();
      await sandbox.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
