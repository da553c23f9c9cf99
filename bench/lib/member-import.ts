/**
 * What figures 9 and 10 share: the demo account's `member` definition put into the sandbox, a CSV of members, and
 * `platform records member import <file> --key email` spawned as a user runs it, read back from its own summary
 * and log (`PLATFORM_SDK_LOG=warn`: an attempt answered 429 is retried or fails, and either is a line).
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createDatabaseClient, type PutApiDefinitionRequest } from '@platform-sdk/database';
import { measureProcess, type ProcessResult } from './process.js';
import { ROOT } from './work.js';

export const LIMIT_PER_SECOND = 150;
const credentials = { clientKey: 'sandbox-client', clientSecret: 'sandbox-secret' };

/** The client options of the demo account on the sandbox at `sandboxUrl`, without a rate limit of their own. */
export function demoAccount(sandboxUrl: string) {
  return { dbUrl: sandboxUrl, accountCode: 'demo', authUrl: sandboxUrl, credentials, rateLimit: false as const };
}

/** Puts sandbox/seed's `member` definition into the demo account. */
export async function putMemberDefinition(sandboxUrl: string): Promise<void> {
  const member = JSON.parse(readFileSync(path.join(ROOT, 'sandbox/seed/member.json'), 'utf8'));
  await createDatabaseClient(demoAccount(sandboxUrl)).putApiDefinition('member', member as PutApiDefinitionRequest);
}

/** Writes `count` members numbered from `first` (email, name, points), CRLF as a spreadsheet writes them. */
export async function writeMembers(file: string, first: number, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_v, i) => {
    const n = first + i;
    return `member${n}@mail.example.jp,r${String(n).padStart(6, '0')},${n}\r\n`;
  });
  await writeFile(file, `email,name,points\r\n${rows.join('')}`);
}

export interface ImportRun {
  readonly process: ProcessResult;
  /** Rows created, as the command's summary says. */
  readonly created: number;
  /** The command's own rate: rows done over the import's time, from reading the file to the last answer. */
  readonly perSecond: number;
  readonly status429: number;
}

/** Spawns the import of `file` (`--key email`, its journal beside it) with `env` added; fails unless it exits 0. */
export async function importMembers(
  sandboxUrl: string,
  dir: string,
  file: string,
  env: Record<string, string> = {},
): Promise<ImportRun> {
  const args = ['records', 'member', 'import', file, '--key', 'email', '--journal', `${file}.journal`];
  const run = await measureProcess(process.execPath, [path.join(ROOT, 'cli/bin/platform.mjs'), ...args], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      AUTH_URL: sandboxUrl,
      DB_URL: sandboxUrl,
      ACCOUNT_CODE: 'demo',
      CLIENT_KEY: credentials.clientKey,
      CLIENT_SECRET: credentials.clientSecret,
      PLATFORM_RECORDS: path.join(ROOT, 'test/fixtures/demo-account/out'),
      // Retries and failures only: a 429 is one or the other, and nothing else is logged.
      PLATFORM_SDK_LOG: 'warn',
      ...env,
    },
  });
  const summary = /(\d+) created, .* \(([\d.]+) rows\/s\)/.exec(run.stderr);
  return {
    process: run,
    created: Number(summary?.[1] ?? 0),
    perSecond: Number(summary?.[2] ?? 0),
    status429: run.stderr.split('\n').filter((line) => /^\[platform-sdk\] .* -> RateLimitError 429 /.test(line)).length,
  };
}
