/**
 * `npm run sandbox` as other tools start it: one ready line on stdout, port from `--port` or `SANDBOX_PORT`
 * (0 picks a free one), `--config` adds credentials, `--no-rate-limit`, `--records-shape`, clean stop on
 * SIGINT/SIGTERM.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { answersNoMore, DIRECT, exit, killGroup, start, type Started, stopAll, token } from './process.js';

afterEach(stopAll);

async function stop(child: Started['child']): Promise<number | null> {
  const exited = exit(child);
  child.kill('SIGTERM');
  return exited;
}

describe('npm run sandbox', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'prints exactly one line when ready and stops cleanly on %s',
    async (signal) => {
      const { child, url, stdout } = await start(['--port', '0']);
      expect((await token(url)).status).toBe(200);
      const exited = exit(child);
      child.kill(signal);
      expect(await exited).toBe(0);
      expect(stdout()).toBe(`sandbox listening on ${url}\n`);
    },
  );

  it('takes the port from SANDBOX_PORT', async () => {
    const { child, url } = await start([], { SANDBOX_PORT: '0' });
    expect(url).not.toMatch(/:4010$/);
    expect(await stop(child)).toBe(0);
  });

  it('adds the clients of a --config file and switches rate limits off with --no-rate-limit', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-'));
    const file = join(dir, 'config.json');
    await writeFile(
      file,
      JSON.stringify({ clients: [{ clientId: 'extra', clientSecret: 'pw', scopes: ['mail:send'] }] }),
    );
    const { child, url } = await start(['--port=0', '--config', file, '--no-rate-limit']);
    expect((await token(url, 'extra', 'pw')).status).toBe(200);
    const statuses = await Promise.all(Array.from({ length: 110 }, () => token(url).then((r) => r.status)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await stop(child)).toBe(0);
  });

  it('limits token requests by default', async () => {
    const { child, url } = await start(['--port', '0']);
    const statuses = await Promise.all(Array.from({ length: 110 }, () => token(url).then((r) => r.status)));
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await stop(child)).toBe(0);
  });

  it('works through npm run -s and stops when its process group is told to', async () => {
    const { child, url, stdout } = await start(['--port', '0'], {}, ['npm', 'run', '-s', 'sandbox', '--']);
    expect(stdout()).toBe(`sandbox listening on ${url}\n`);
    const exited = exit(child);
    process.kill(-(child.pid ?? 0), 'SIGTERM');
    await exited;
    // The server went down with npm: nothing answers on its port any more.
    expect(await answersNoMore(url)).toBe(true);
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops with exit code 0 when only the npm process gets %s',
    async (signal) => {
      const { child, url } = await start(['--port', '0'], {}, ['npm', 'run', '-s', 'sandbox', '--']);
      const exited = exit(child);
      child.kill(signal);
      expect(await exited).toBe(0);
      // npm passes the signal to the server (the script execs it), which stops: nothing answers on its port any more.
      await expect(fetch(`${url}/_sandbox/clock`)).rejects.toThrow();
    },
  );

  it("is stopped by the suites' cleanup also when the process that started it has exited", async () => {
    // sh starts the server in the background, in its own process group, and exits once its stdin closes.
    const { child, url } = await start(['--port', '0'], {}, ['sh', '-c', '"$@" & read -r _', 'sh', ...DIRECT]);
    const exited = exit(child);
    child.stdin.end();
    await exited;
    expect((await fetch(`${url}/_sandbox/clock`)).status).toBe(200);
    try {
      await stopAll();
      expect(await answersNoMore(url)).toBe(true);
    } finally {
      // Whatever the cleanup did, this test leaves no server behind.
      killGroup(child.pid);
    }
  });

  it('fails with a message for a bad port', async () => {
    // A wrong command line: one line naming it and the --help hint, exit code 2 (command-line/option-table.ts).
    await expect(start(['--port', 'abc'])).rejects.toThrow(/exited with 2/);
  });

  it('answers records documents in the 2020 shape with --records-shape 2020 (a singleSelect is one object)', async () => {
    const { child, url } = await start(['--port', '0', '--seed', '--records-shape', '2020']);
    const { access_token } = (await (await token(url)).json()) as { access_token: string };
    const answer = await fetch(`${url}/apis/apidefinition.database/v1/accounts/demo/openapi`, {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    const document = (await answer.json()) as { components: { schemas: Record<string, { properties: any }> } };
    expect(document.components.schemas['Member']?.properties.rank.type).toBe('object');
    expect(await stop(child)).toBe(0);
  });

  it('fails with a message for a records shape it does not know', async () => {
    await expect(start(['--port', '0', '--records-shape', '2019'])).rejects.toThrow(/exited with 2/);
  });
});
