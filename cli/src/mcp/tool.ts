/** One tool of the MCP server: what it is listed with, what it does to the account, and its call. */
export interface Tool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: {
    readonly type: 'object';
    readonly properties: Record<string, unknown>;
    readonly required?: string[];
  };
  /**
   * `read` tools are always served; `write` needs --allow-write; `send` needs --allow-write, and --allow-send
   * to send for real.
   */
  readonly effect: 'read' | 'write' | 'send';
  call(args: Record<string, unknown>, options: { readonly allowSend: boolean }): Promise<unknown>;
}

/** A tool name: letters, digits and underscores (`mail_get_delivery`, `records_member_query`). */
export function toolName(...parts: string[]): string {
  return parts
    .join('_')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toLowerCase();
}
