/**
 * Every command of the tree: each generated command exists and its `--help` lists its arguments and flags from
 * the spec (run in this process, by the `main` the bin calls); records commands exist for each definition of the
 * records package; a value that breaks its parameter's rule is refused with exit code 2 before anything is sent;
 * settings missing give exit code 3; secrets are never printed, not even with --verbose.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { commands as databaseCommands } from '@platform-sdk/database/commands';
import { commands as mailCommands } from '@platform-sdk/mail/commands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliEnv, SECRET, startCliEnv } from './cli-env.js';

const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();

/** api, command, what its help must list. */
const GENERATED: [string, string, string[]][] = [
  ...[['mail', mailCommands] as const, ['database', databaseCommands] as const].flatMap(([api, table]) =>
    table.map((c): [string, string, string[]] => [
      api,
      c.name,
      [
        ...c.params.filter((p) => p.in === 'path').map((p) => kebab(p.name)),
        ...c.params.filter((p) => p.in === 'query').map((p) => `--${kebab(p.name)} <value>`),
        ...(c.body?.kind === 'json' ? ['--json <file>'] : c.body?.kind === 'csv' ? ['--csv <file>'] : []),
      ],
    ]),
  ),
];

/** Records commands of the demo account's definitions, with the flags each must list. */
const RECORDS: [string, string, string[]][] = ['member', 'purchase'].flatMap((definition) => [
  [definition, 'query', ['--filter <condition>', '--order <key>', '--limit <n>', '--offset <n>', '--all']],
  [definition, 'count', ['--filter <condition>']],
  [definition, 'get', ['<id>']],
  [definition, 'create', ['--json <file>']],
  [definition, 'patch', ['<id>', '--json <file>', '--fields <list>']],
  [definition, 'delete', ['<id>']],
  [definition, 'export', ['--filter <condition>', '--out <file>']],
  [definition, 'import', ['<file>', '--key <property>', '--journal <file>', '--concurrency <n>']],
]);

let env: CliEnv;
beforeAll(async () => {
  env = await startCliEnv();
});
afterAll(async () => {
  await env?.close();
});

describe('platform --help', () => {
  it('lists every group of commands and the global options', async () => {
    const { code, stdout } = await env.run(['--help']);
    expect(code).toBe(0);
    for (const word of ['mail', 'database', 'records', 'definitions', 'mcp', 'completion', '--profile', '--format'])
      expect(stdout).toContain(word);
  });

  it.concurrent.each(GENERATED)('%s %s --help lists its arguments and flags', async (api, command, wanted) => {
    const { code, stdout, stderr } = await env.call([api, command, '--help']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toContain(`Usage: platform ${api} ${command}`);
    for (const flag of wanted) expect(stdout).toContain(flag);
  });

  it.concurrent.each(RECORDS)('records %s %s --help lists its flags', async (definition, command, wanted) => {
    const { code, stdout } = await env.call(['records', definition, command, '--help']);
    expect(code).toBe(0);
    for (const flag of wanted) expect(stdout).toContain(flag);
  });
});

describe('a wrong command line', () => {
  it.each([
    ['a limit above the maximum', ['database', 'list-api-definition', '--limit', '500'], 'must be at most 100'],
    ['a path id that is not an integer', ['mail', 'get-delivery', 'abc'], 'must be an integer'],
    ['an unknown filter property', ['records', 'member', 'count', '--filter', 'age_gte=20'], 'has no property "age"'],
    [
      'an operator the property does not allow',
      ['records', 'member', 'count', '--filter', 'mailRefused_gt=1'],
      'does not allow gt',
    ],
    ['an unknown option', ['mail', 'get-delivery', '1', '--nope'], "unknown option '--nope'"],
    [
      'a sort key the definition lacks',
      ['records', 'member', 'query', '--order', 'pin_desc'],
      '--order pin_desc: member sorts by a property, property_asc or property_desc (properties: id, email,',
    ],
    ['a records limit above 100', ['records', 'member', 'query', '--limit', '101'], 'must be an integer from 1 to 100'],
    [
      'a date-time that is no day of the calendar',
      ['mail', 'all-errors', '--start', '2024-02-30T00:00:00+09:00'],
      '--start: 2024-02-30T00:00:00+09:00 is not a date-time: February 2024 has 29 days',
    ],
  ])('%s: exit code 2, nothing sent', async (_name, args, message) => {
    // Every address points at a server that only counts: a request reaching it would be one sent.
    let requests = 0;
    const counter = createServer((_request, response) => {
      requests++;
      response.writeHead(500).end();
    });
    await new Promise<void>((resolve) => counter.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(counter.address() as AddressInfo).port}`;
    try {
      const { code, stderr } = await env.run(args, { env: { AUTH_URL: url, MAIL_BASE_URL: url, DB_URL: url } });
      expect(code).toBe(2);
      expect(stderr).toContain(message);
      expect(requests).toBe(0);
    } finally {
      counter.close();
    }
  });

  it('settings missing: exit code 3 naming the variable', async () => {
    const { code, stderr } = await env.run(['mail', 'get-delivery', '1'], { env: { MAIL_BASE_URL: '' } });
    expect(code).toBe(3);
    expect(stderr).toContain('MAIL_BASE_URL is not set');
  });

  it('a delivery that does not exist: exit code 4', async () => {
    const { code, stderr } = await env.run(['mail', 'get-delivery', '999999']);
    expect(code).toBe(4);
    expect(stderr).toContain('404');
  });
});

describe('secrets', () => {
  it.each([
    ['config show', ['config', 'show']],
    ['a call with --verbose', ['--verbose', 'database', 'list-api-definition']],
    ['a failing call with --verbose', ['--verbose', 'mail', 'get-delivery', '999999']],
  ])('%s never prints the client secret', async (_name, args) => {
    const { stdout, stderr } = await env.run(args);
    expect(`${stdout}${stderr}`).not.toContain(SECRET);
    expect(`${stdout}${stderr}`).not.toContain(Buffer.from(`sandbox-client:${SECRET}`).toString('base64'));
  });

  it('config show says where each setting came from', async () => {
    const { stdout } = await env.run(['config', 'show']);
    expect(stdout).toMatch(/CLIENT_SECRET\s+\(set\)\s+\[environment CLIENT_SECRET\]/);
    expect(stdout).toMatch(new RegExp(`DB_URL\\s+${env.sandbox.url}\\s+\\[environment DB_URL\\]`));
  });
});

describe('completion', () => {
  it.each(['bash', 'zsh'])('%s: a script that knows the generated and records commands', async (shell) => {
    const { code, stdout } = await env.run(['completion', shell]);
    expect(code).toBe(0);
    expect(stdout).toContain('complete -F _platform platform');
    expect(stdout).toContain("'mail') words='");
    expect(stdout).toContain('get-delivery');
    expect(stdout).toContain("'records member'");
  });
});
