/**
 * docs/guides/cli.md, written from the command tree itself (`npm run cli-docs`; `-- --check` fails when the page
 * is stale, as `npm test` checks): every command with its usage, description, arguments and options, so the
 * page shows exactly what `--help` says. The records commands shown are those of the demo account (member,
 * purchase); yours are those of your account's definitions.
 */
import type { Command } from 'commander';
import { EXIT } from '../exit-codes.js';
import { VARIABLES } from '../config/settings.js';

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function path(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c !== null; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/** The help of the command as `--help` prints it, at a fixed width so the page does not depend on a terminal. */
function commandSection(command: Command): string {
  command.configureHelp({ helpWidth: 110 });
  const help = command.helpInformation().trimEnd();
  const fence = help.includes('```') ? '````' : '```';
  return [`### \`${path(command)}\``, '', `${fence}text`, help, fence, ''].join('\n');
}

function all(command: Command): Command[] {
  return command.commands.flatMap((c) => (c.commands.length > 0 ? [c, ...all(c)] : [c]));
}

const EXIT_MEANINGS: Readonly<Record<keyof typeof EXIT, string>> = {
  ok: 'done',
  failed: 'the service refused the call or could not be reached (after the retries); the message says why',
  usage: 'a wrong command line or input file (unknown option, a value breaking its rule): nothing was sent',
  config: 'settings missing or wrong (an address, the credentials, a profile): nothing was sent',
  notFound: 'what was asked for does not exist (404)',
  outcomeUnknown: 'a call that changes something may or may not have been done: the message says how to settle it',
  incomplete: 'an import finished with rows failed or unknown (listed in its summary and journal)',
  interrupted: 'stopped by Ctrl-C after saying what was done (an import with a journal resumes when run again)',
};

export function cliPage(program: Command): string {
  const groups = program.commands.filter((c) => c.name() !== 'help');
  const out = [
    '<!-- Written by npm run cli-docs from the command tree (cli/src/docs/cli-page.ts). Do not edit. -->',
    '',
    '# The `platform` command line',
    '',
    'Every operation of the mail and database APIs as a command, the records of each API definition of your',
    'account, and the commands a person needs more than one call for: sending, reports, imports and exports,',
    'definitions kept in git. Every call goes through the generated clients, with their tokens, retries,',
    'rate limits and typed errors. `platform mcp` serves the same commands to an assistant ([MCP](mcp.md)).',
    '',
    '```sh',
    'npm ci                                    # the command is the workspace package @platform-sdk/cli',
    'npm run platform -- --help                # or npx platform --help',
    'npm run platform -- help records          # the API definitions of your account, one a line',
    'npm run platform -- mail get-delivery 123',
    "npm run platform -- records member query --filter 'points_gte=20' --order points_desc",
    'source <(npx platform completion bash)    # completion (zsh: platform completion zsh)',
    '```',
    '',
    '## Settings',
    '',
    'Addresses come from a profile (`--profile staging`), else the environment, else the env file (`.env` in the',
    'working folder, `--env <file>` for another: Node 20 takes `--env-file` for itself, wherever it stands on the',
    'command line); the credentials only from the environment or the env file, never',
    'from the config file. `platform config show` prints what is in use and where it came from; a secret only',
    'says whether it is set. `--verbose` logs each attempt of each call, never a token, secret, header or body.',
    '',
    '| variable | what it is |',
    '|---|---|',
    ...Object.values(VARIABLES).map((v) => `| \`${v}\` | ${cell(VARIABLE_TEXT[v] ?? '')} |`),
    '',
    'Profiles live in `platform.config.json` (or `--config <file>`, `PLATFORM_CONFIG`); each names addresses and',
    'optionally its env file and records package, relative to the config file:',
    '',
    '```json',
    '{',
    '  "profiles": {',
    '    "staging": { "authUrl": "https://auth.example.com", "dbUrl": "https://db-stg.example.com",',
    '      "accountCode": "stg01", "mailBaseUrl": "https://mail.example.com", "mailUserName": "abc",',
    '      "envFile": ".env.staging" },',
    '    "production": { "authUrl": "https://auth.example.com", "dbUrl": "https://db.example.com",',
    '      "accountCode": "prd01", "envFile": ".env.production", "records": "./accounts/production/records" }',
    '  }',
    '}',
    '```',
    '',
    'Several commands at once for one account (imports side by side, a command beside a worker of yours) each keep',
    "the account's whole rate limit unless they share it: `--rate-limit-redis redis://host:6379` (or",
    '`PLATFORM_RATE_LIMIT_REDIS`) keeps it in that Redis for every process that names it',
    '([More than one process](more-than-one-process.md)).',
    '',
    '## Output',
    '',
    'On a terminal, answers are tables. `--format json` (`-o json`; the default when stdout is a file or a pipe),',
    '`ndjson` and `csv` are for scripts, and every command honours them (`get`, `count` and `config show` too).',
    '',
    'Records in CSV (`query`, `get`, `export`, and the file of `import`) have one convention: a column per',
    "property, each cell read and written by the property's item type. A text property's cell is its text",
    'whatever it looks like (`null`, `0012`, `true` and `[1]` stay text); numbers, dates (`yyyy-MM-dd`,',
    '`--MM-dd`, date-times with seconds and an offset, each a day and time of the calendar: `2024-02-30`,',
    '`2100-02-29`, `--04-31` and an hour 24 are refused), flags (`true`, `false`) and ids are parsed by their type;',
    'a select is its value as JSON (`[{"value":1}]`), its option values (`2`, `[1,3]`) or, as a spreadsheet holds',
    "them, its option labels as the definition has them (`Adult`, `子供用`: the cell's whole text after trimming,",
    'case as it is); a multiple select takes several separated by commas (`Adult, 3`) unless the cell is one',
    "whole label. A label two options share, or a cell that is one option's value and another's label, is",
    'refused naming the options (write the value in brackets, `[2]`). An empty cell leaves',
    'the property out. A cell that breaks its rule fails its row, naming row, column and rule. `--filter`',
    'operands follow the same types (`name_startsWith=123` is text), and `in`, `notIn`, `containsEvery` and',
    '`containsSome` take a JSON array (`\'name_in=["a,b","c"]\'`, `rank_in=[1,3]`). Reports are written as the',
    'service sends them.',
    '',
    'A reader that closes the pipe early (`platform ... | head -1`) ends the command quietly, with exit code 0.',
    '',
    '## Exit codes',
    '',
    '| code | meaning |',
    '|---|---|',
    ...(Object.keys(EXIT) as (keyof typeof EXIT)[]).map((k) => `| ${EXIT[k]} | ${EXIT_MEANINGS[k]} |`),
    '',
    '## Imports that resume',
    '',
    '`platform records <definition> import <file>` first checks the header of a CSV file against the definition:',
    'a column that is no property stops it before any row is sent (exit code 2, naming the column and the',
    'properties). It writes a journal beside the file (`<file>.journal`): before a row is sent, a line saying so;',
    'after its answer, its outcome; each row known by what it holds. Run the same command again after Ctrl-C, a',
    'kill, a crash, or after fixing the rows that failed in the file: rows done are skipped (also when other',
    'lines changed or moved), rows refused are sent again. With `--key <property>` (a property unique to each',
    'row, such as `email`) no row whose key a record has already is created (one lookup per hundred rows), and a',
    'row sent without an answer is settled by that lookup; without `--key` such a row is reported as unknown and',
    'never sent twice. `--failed <file>` writes the rows that failed to a file of their own, in the format of the',
    'input, to fix and import. Progress on stderr gives the row of how many, the share, the rate and the time',
    'left (`PLATFORM_SDK_PROGRESS=plain` a line per tenth, `off` none).',
    "Rows with an `id` update that record. Calls keep to the account's rate limit (150 per second, shared by",
    'every client of the account in the process). The summary gives created, updated, failed with the',
    "service's reasons, and unknown; exit code 6 when any failed or are unknown.",
    '',
    '`import -` reads the rows from standard input (`cat rides.csv | platform records ride import -`): NDJSON',
    'when it begins with `{`, CSV otherwise. A pipe cannot be read again, so it has no journal beside it: with',
    '`--journal <file>` the journal is that file and running the same pipe again resumes as above; without it',
    'the import says so when it starts, and a run that stops or has rows failed lists the rows done (`rows done',
    '(created, updated or present): 1-37, 40`), so that only the others are imported again (the file of',
    '`--failed`, the rows after the last one sent). `--key` keeps a rerun from creating rows whose key a',
    'record has, journal or not.',
    '',
    '## Commands',
    '',
    'The `mail` and `database` commands are generated from the specs (`commands.gen.ts` of each package): path',
    'parameters are arguments, query parameters options, checked against the spec (type, limits, enum, pattern;',
    'a date-time ISO 8601 with an offset that names a day and time of the calendar, as `send --at` is) before',
    'anything is sent; a body is `--json <file>` (`-` reads stdin). The `records` commands follow the',
    "definitions of your records package; those below are the demo account's.",
    '',
    ...groups.flatMap((g) => [commandSection(g), ...all(g).map(commandSection)]),
  ];
  return `${out.join('\n').trimEnd()}\n`;
}

const VARIABLE_TEXT: Readonly<Record<string, string>> = {
  AUTH_URL: 'the authorization server; tokens come from `{AUTH_URL}/oauth2/token`',
  MAIL_BASE_URL: 'the mail API base address',
  MAIL_USER_NAME: 'the contract user name of the mail API (3 to 4 letters)',
  DB_URL: 'the database API base address',
  ACCOUNT_CODE: 'the account code of the database API',
  CLIENT_KEY: 'the OAuth2 client key (environment or env file only)',
  CLIENT_SECRET: 'the OAuth2 client secret (environment or env file only; never printed)',
  PLATFORM_RECORDS: 'the records package: a folder or package name (default `@platform-sdk/records`)',
};
