/**
 * The MCP server of `platform mcp` (the official SDK's low-level `Server`, which takes our JSON schemas as they
 * are): it lists the tools its options allow and answers each call with bounded JSON. Read tools are always
 * served; write tools only with --allow-write. A tool that is not served is not listed, and a call to it is
 * answered with an error that names the option it needs, so nothing is done. A failed call is an error result
 * with the client's message (operation, field, rule, the service's words), never a protocol error.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { boundedText } from './bounded.js';
import type { Tool } from './tool.js';

export interface ServerOptions {
  readonly allowWrite: boolean;
  readonly allowSend: boolean;
  readonly version: string;
}

function served(tool: Tool, options: ServerOptions): boolean {
  return tool.effect === 'read' || options.allowWrite;
}

export function createServer(tools: readonly Tool[], options: ServerOptions): Server {
  const server = new Server({ name: 'platform', version: options.version }, { capabilities: { tools: {} } });
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools
      .filter((tool) => served(tool, options))
      .map((tool) => ({
        name: tool.name,
        description: tool.description,
        inputSchema: tool.inputSchema,
        annotations: { readOnlyHint: tool.effect === 'read', destructiveHint: tool.effect !== 'read' },
      })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = byName.get(request.params.name);
    const error = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });
    if (tool === undefined) return error(`no tool ${request.params.name}`);
    if (!served(tool, options))
      return error(
        `${tool.name} changes the account, and this server only reads: start it with --allow-write to allow it` +
          (tool.effect === 'send' ? ' (and --allow-send for a real send)' : ''),
      );
    try {
      const answer = await tool.call(request.params.arguments ?? {}, { allowSend: options.allowSend });
      return { content: [{ type: 'text' as const, text: boundedText(answer) }] };
    } catch (caught) {
      return error(caught instanceof Error ? caught.message : String(caught));
    }
  });
  return server;
}
