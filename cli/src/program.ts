/**
 * The command tree: global options, the generated commands of each API, the records commands of the account's
 * definitions, and the hand-written commands that need more than one call. Every command answers `--help`.
 */
import { Command, Option } from 'commander';
import { commands as databaseCommands } from '@platform-sdk/database/commands';
import { commands as mailCommands } from '@platform-sdk/mail/commands';
import type { Context } from './context.js';
import { completionCommand } from './completion.js';
import { configCommand } from './config/config-command.js';
import { definitionsCommand } from './definitions/definitions-command.js';
import { mailExtras } from './mail/mail-commands.js';
import { mcpCommand } from './mcp/mcp-command.js';
import { apiCommand } from './operations/operation-commands.js';
import { FORMATS } from './output/format.js';
import { recordsCommand } from './records/records-command.js';
import { VERSION } from './version.js';

export async function buildProgram(context: Context, argv: readonly string[]): Promise<Command> {
  const program = new Command('platform')
    .description(
      'The mail delivery API and the database API from a terminal: every operation as a command, records per API\n' +
        'definition of the account, sending, reports, imports and exports, definitions as code, and an MCP server.',
    )
    .addOption(new Option('--profile <name>', 'the profile of the config file to use (staging, production, ...)'))
    .addOption(new Option('--config <file>', 'the config file with the profiles (default platform.config.json)'))
    .addOption(new Option('--env <file>', 'the env file with the credentials (default .env)'))
    .addOption(
      new Option('-o, --format <format>', 'output (default table on a terminal, else json)').choices([...FORMATS]),
    )
    .addOption(
      new Option(
        '--rate-limit-redis <url>',
        "keep the account's rate limit in this Redis, shared by every process",
      ).env('PLATFORM_RATE_LIMIT_REDIS'),
    )
    .option('-v, --verbose', "log each request's attempts on stderr (never a token, secret or body)")
    .version(VERSION, '-V, --version', 'print the version of the command line and exit')
    .showHelpAfterError('(add --help for usage)');
  const mail = apiCommand(
    context,
    'mail',
    'The mail delivery API: every operation, plus send, status and report',
    mailCommands,
    context.clients.mailCore,
  );
  for (const extra of mailExtras(context)) mail.addCommand(extra);
  program.addCommand(mail);
  program.addCommand(
    apiCommand(
      context,
      'database',
      'The database API: API definitions, database definitions, OpenAPI documents',
      databaseCommands,
      context.clients.databaseCore,
    ),
  );
  program.addCommand(await recordsCommand(context, argv));
  program.addCommand(definitionsCommand(context));
  program.addCommand(mcpCommand(context));
  program.addCommand(configCommand(context));
  program.addCommand(completionCommand(program));
  inherit(program, context);
  return program;
}

/** Commands added with `addCommand` inherit nothing: every one gets the parser settings of the program. */
function inherit(command: Command, context: Context): void {
  command
    .exitOverride()
    .showHelpAfterError('(add --help for usage)')
    .configureOutput({
      writeOut: (text) => context.io.stdout.write(text),
      writeErr: (text) => context.io.stderr.write(text),
    });
  for (const sub of command.commands) inherit(sub, context);
}
