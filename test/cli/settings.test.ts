/**
 * Where the command takes its settings from, spawned: a profile of the config file names the addresses (and its
 * env file the credentials); a profile holding a secret is refused; the environment and `.env` work without a
 * profile. And what a send says when its outcome is unknown: the requestId it used and how to repeat it safely,
 * exit code 5.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/index.js';
import { type CliEnv, SECRET, startCliEnv } from './cli-env.js';

let env: CliEnv;
/** The environment without any setting: only what a profile or an env file gives. */
let bare: Record<string, string>;
beforeAll(async () => {
  env = await startCliEnv();
  bare = Object.fromEntries(
    Object.keys(env.env)
      .filter((k) => k !== 'PATH' && k !== 'HOME')
      .map((k) => [k, '']),
  );
  const url = env.sandbox.url;
  await writeFile(
    path.join(env.dir, 'platform.config.json'),
    JSON.stringify({
      profiles: {
        staging: {
          authUrl: url,
          dbUrl: url,
          accountCode: 'demo',
          mailBaseUrl: url,
          mailUserName: 'abc',
          envFile: 'staging.env',
        },
        leaky: { authUrl: url, clientSecret: SECRET },
      },
    }),
  );
  await writeFile(path.join(env.dir, 'staging.env'), `CLIENT_KEY=sandbox-client\nCLIENT_SECRET=${SECRET}\n`);
});
afterAll(async () => {
  await env?.close();
});

describe('settings', () => {
  it('a profile gives the addresses and its env file the credentials', async () => {
    const { code, stdout } = await env.run(
      ['--profile', 'staging', 'database', 'list-api-definition', '--format', 'json'],
      {
        env: bare,
      },
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout).items.map((d: { metadata: { name: string } }) => d.metadata.name)).toEqual([
      'member',
      'purchase',
    ]);
  });

  it('a profile holding a secret is refused, naming the key (exit 3)', async () => {
    const { code, stderr } = await env.run(['--profile', 'leaky', 'database', 'list-api-definition'], { env: bare });
    expect(code).toBe(3);
    expect(stderr).toContain('holds clientSecret: credentials go in the environment');
    expect(stderr).not.toContain(SECRET);
  });

  it('an unknown profile names the profiles there are (exit 3)', async () => {
    const { code, stderr } = await env.run(['--profile', 'prod', 'config', 'show']);
    expect(code).toBe(3);
    expect(stderr).toContain('has no profile "prod" (profiles: staging, leaky)');
  });

  it('.env in the working folder is read without a profile', async () => {
    const lines = Object.entries(env.env).filter(([k]) => k !== 'PATH' && k !== 'HOME');
    await writeFile(path.join(env.dir, '.env'), lines.map(([k, v]) => `${k}=${v}`).join('\n'));
    const { code, stdout } = await env.run(['config', 'show'], { env: bare });
    expect(code).toBe(0);
    expect(stdout).toMatch(/CLIENT_SECRET\s+\(set\)\s+\[\.env CLIENT_SECRET\]/);
  });
});

describe('mail send with an unknown outcome', () => {
  it('says which requestId it used and how to repeat it safely, exit code 5', async () => {
    // The mail API's address answers nothing: each request is read, then its connection is dropped.
    const dropping = createServer((request) => {
      request.resume();
      request.on('end', () => request.socket.destroy());
    });
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(dropping.address() as AddressInfo).port}`;
    // A sandbox whose token endpoint issues tokens for that address (an audience it does not serve itself).
    const auth = await startSandbox({ port: 0, rateLimit: false, config: { audiences: [url] } });
    await writeFile(
      path.join(env.dir, 'message.json'),
      JSON.stringify({
        fromAddress: 'a@shop.example.jp',
        subject: 'S',
        bodyText: 'B',
        deliveryMailAddressPropertyName: 'Customer.email',
      }),
    );
    await writeFile(path.join(env.dir, 'to.csv'), 'Customer.platformid,Customer.email\r\n1,a@mail.example.jp\r\n');
    try {
      const { code, stderr } = await env.run(['mail', 'send', '--message', 'message.json', '--to', 'to.csv'], {
        env: { MAIL_BASE_URL: url, AUTH_URL: auth.url },
      });
      const requestId = /^requestId (\S+)$/m.exec(stderr)?.[1];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(code).toBe(5);
      expect(stderr).toContain(`the outcome of send is unknown`);
      expect(stderr).toContain(`run the same command with --request-id ${requestId}`);
    } finally {
      dropping.close();
      await auth.close();
    }
  }, 120_000);
});
