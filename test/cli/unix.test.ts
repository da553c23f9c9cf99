/**
 * The `platform` command's manners in a shell, spawned as a user runs it: a reader that closes the pipe ends it
 * quietly, `--version`, `-o` for `--format` honoured by every command, the exit codes of the table, an env file
 * that is not there answered by the command itself, and one default per option in help.
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../root.js';
import { BIN, type CliEnv, startCliEnv } from './cli-env.js';

let env: CliEnv;
beforeAll(async () => {
  env = await startCliEnv();
  const rows = Array.from({ length: 300 }, (_, i) => `pipe${i}@example.jp,${i}\r\n`).join('');
  await writeFile(path.join(env.dir, 'pipe.csv'), `email,points\r\n${rows}`);
  expect((await env.run(['records', 'member', 'import', 'pipe.csv'])).code).toBe(0);
}, 120_000);
afterAll(async () => {
  await env?.close();
});

/** A shell pipeline as a user types it; `pipefail`, so the exit code is the command's when it fails. */
function pipeline(command: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'bash',
      ['-o', 'pipefail', '-c', command],
      { cwd: env.dir, env: { ...env.env, PLATFORM: `${process.execPath} ${BIN}` } },
      (error, stdout, stderr) =>
        resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr }),
    );
  });
}

describe('pipes', () => {
  it.each([
    ['export', '$PLATFORM records member export --filter email_startsWith=pipe | head -1'],
    ['query --all as csv', '$PLATFORM records member query --all -o csv | head -2'],
  ])('%s into head: ends quietly when head closes the pipe', async (_name, command) => {
    const { code, stdout, stderr } = await pipeline(command);
    expect(stderr).not.toMatch(/EPIPE|Error|at /);
    expect(code).toBe(0);
    expect(stdout.length).toBeGreaterThan(0);
  });
});

describe('--version', () => {
  it('prints the version of the command line', async () => {
    const manifest = JSON.parse(await readFile(path.join(ROOT, 'cli/package.json'), 'utf8')) as { version: string };
    const { code, stdout } = await env.run(['--version']);
    expect({ code, stdout }).toEqual({ code: 0, stdout: `${manifest.version}\n` });
  });
});

describe('-o is --format, honoured by every command', () => {
  it.each<[string, string[], (stdout: string) => void]>([
    [
      'count -o csv',
      ['records', 'member', 'count', '--filter', 'email_startsWith=pipe', '-o', 'csv'],
      (out) => expect(out).toBe('count\r\n300\r\n'),
    ],
    [
      'count --format ndjson',
      ['records', 'member', 'count', '--filter', 'email_startsWith=pipe', '--format', 'ndjson'],
      (out) => expect(out).toBe('{"count":300}\n'),
    ],
    [
      'config show -o json',
      ['config', 'show', '-o', 'json'],
      (out) =>
        expect(JSON.parse(out)).toContainEqual({
          setting: 'DB_URL',
          value: env.sandbox.url,
          source: 'environment DB_URL',
        }),
    ],
    [
      'config show -o csv',
      ['config', 'show', '-o', 'csv'],
      (out) => expect(out.split('\r\n')).toContain('CLIENT_SECRET,(set),environment CLIENT_SECRET'),
    ],
    [
      'a generated command -o csv',
      ['database', 'list-api-definition', '-o', 'csv'],
      (out) => expect(out.split('\r\n')[0]).toMatch(/^[\w,]+$/),
    ],
  ])('%s', async (_name, args, check) => {
    const { code, stdout, stderr } = await env.run(args);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    check(stdout);
  });
});

describe('exit codes and settings', () => {
  it('a secret the token endpoint refuses: exit 3, a setting to fix, the secret never shown', async () => {
    const { code, stderr } = await env.run(['records', 'member', 'count'], { env: { CLIENT_SECRET: 'wrong-one' } });
    expect(code).toBe(3);
    expect(stderr).not.toContain('wrong-one');
  });

  it('--env naming a file that is not there: the command says so, exit 3', async () => {
    const { code, stderr } = await env.run(['--env', 'missing.env', 'config', 'show']);
    expect(code).toBe(3);
    expect(stderr).toMatch(/^platform: cannot read the env file .*missing\.env/);
  });
});

describe('help', () => {
  it.each([
    ['records member import', ['records', 'member', 'import', '--help']],
    ['definitions apply', ['definitions', 'apply', '--help']],
    ['database list-api-definition', ['database', 'list-api-definition', '--help']],
  ])('%s names each default once', async (_name, args) => {
    const { code, stdout } = await env.run(args);
    expect(code).toBe(0);
    // Each option with the lines its text wraps onto.
    const options = stdout.split(/\n(?= {2}-)/);
    for (const line of options) expect(line.match(/\bdefault[ :]/g)?.length ?? 0, line).toBeLessThanOrEqual(1);
    expect(stdout).not.toContain('(default: ');
  });

  it('records member query lists each sortable property once, not every key it makes', async () => {
    const { code, stdout } = await env.run(['records', 'member', 'query', '--help']);
    expect(code).toBe(0);
    const order = stdout.split(/\n(?= {2}-)/).find((option) => option.trimStart().startsWith('--order'));
    expect(order).toMatch(/properties: id, email,/);
    expect(order).not.toContain('_desc"');
    expect(order?.match(/\bemail\b/g)).toHaveLength(1);
  });
});
