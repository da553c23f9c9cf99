/**
 * `platform mcp [--allow-write] [--allow-send]`: the MCP server on stdio, with tools for every mail and database
 * operation and every records definition of the account (docs/guides/mcp.md). stdout carries the protocol only:
 * everything else goes to stderr.
 */
import { createRequire } from 'node:module';
import { commands as databaseCommands } from '@platform-sdk/database/commands';
import { commands as mailCommands } from '@platform-sdk/mail/commands';
import { Command } from 'commander';
import type { Context } from '../context.js';
import type { Tool } from './tool.js';
import { operationTools } from './tools-operations.js';
import { recordsTools } from './tools-records.js';

/**
 * The package's version, from its package.json found by name as any package is (the sources here and the bundle
 * of the published package sit at other depths below it).
 */
function version(): string {
  return (createRequire(import.meta.url)('@platform-sdk/cli/package.json') as { version: string }).version;
}

/** Every tool: mail, database, and the records definitions when a records package loads. */
export async function allTools(context: Context): Promise<Tool[]> {
  const tools = [
    ...operationTools('mail', mailCommands, context.clients.mailCore),
    ...operationTools('database', databaseCommands, context.clients.databaseCore),
  ];
  try {
    const pkg = await context.clients.records();
    for (const entry of pkg.definitions.values()) tools.push(...recordsTools(entry));
  } catch (error) {
    context.say(`platform mcp: no records tools: ${(error as Error).message}`);
  }
  return tools;
}

export function mcpCommand(context: Context): Command {
  return new Command('mcp')
    .description(
      'An MCP server on stdio: tools for every operation and records definition. Read-only unless --allow-write',
    )
    .option('--allow-write', 'also serve the tools that change the account (create, patch, delete, import, put, send)')
    .option('--allow-send', 'let the send tools send for real (without it they make test deliveries only)')
    .action(async (values: { allowWrite?: boolean; allowSend?: boolean }) => {
      // Loaded only here: the MCP SDK is the largest library of the command, and no other command needs it.
      const { StdioServerTransport } = await import('@modelcontextprotocol/sdk/server/stdio.js');
      const { createServer } = await import('./server.js');
      const server = createServer(await allTools(context), {
        allowWrite: values.allowWrite === true,
        allowSend: values.allowSend === true,
        version: version(),
      });
      const transport = new StdioServerTransport();
      const closed = new Promise<void>((resolve) => {
        transport.onclose = resolve;
        process.stdin.once('end', resolve);
      });
      await server.connect(transport);
      context.say(`platform mcp: serving on stdio${values.allowWrite ? ' (writes allowed)' : ' (read-only)'}`);
      await closed;
    });
}
