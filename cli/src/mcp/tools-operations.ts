/**
 * The MCP tools of the generated command tables (mail, database): one per operation, named `<api>_<command>`,
 * its input schema made of the parameters' schemas (by their keys) and `body` (the body's schema), its
 * description the spec's text. Parameter values go through the same checks as the command line's flags. A CSV
 * report answers a summary and one page of rows (`offset`, `limit`), verified before any row is read. Without
 * --allow-send, a sending operation only makes test deliveries.
 */
import { UsageError } from '../exit-codes.js';
import { parseValue } from '../operations/param-value.js';
import type { GeneratedCommand } from '../operations/operation-commands.js';
import { type Tool, toolName } from './tool.js';

/** Rows of a report page when the caller names no limit, and the most one page may hold. */
const PAGE = { default: 50, max: 200 } as const;

function description(op: GeneratedCommand<unknown>): string {
  const parts = [op.summary, op.description, `${op.http}.`];
  if (op.effect === 'send')
    parts.push('Sends mail: without the server option --allow-send only a test delivery ("test": true) is made.');
  if (op.response === 'csv')
    parts.push(`Answers the row count, the columns and a page of rows (offset, limit up to ${PAGE.max}).`);
  return parts
    .filter((p): p is string => p !== undefined && p.trim() !== '')
    .map((p) => p.trim())
    .join('\n\n');
}

function inputSchema(op: GeneratedCommand<unknown>): Tool['inputSchema'] {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const p of op.params) {
    properties[p.key] = { ...p.schema, ...(p.description ? { description: p.description } : {}) };
    if (p.required) required.push(p.key);
  }
  if (op.body?.kind === 'json') {
    properties.body = {
      ...(op.body as { schema?: object }).schema,
      description: op.body.description ?? 'the request body',
    };
    if (op.body.required) required.push('body');
  }
  if (op.body?.kind === 'csv') {
    properties.csv = { type: 'string', description: op.body.description ?? 'the CSV body' };
    if (op.body.required) required.push('csv');
  }
  if (op.response === 'csv') {
    properties.offset = { type: 'integer', minimum: 0, default: 0, description: 'rows to skip' };
    properties.limit = {
      type: 'integer',
      minimum: 1,
      maximum: PAGE.max,
      default: PAGE.default,
      description: 'rows to answer',
    };
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

async function reportPage(rows: AsyncIterable<Record<string, unknown>>, offset: number, limit: number) {
  const page: Record<string, unknown>[] = [];
  let count = 0;
  let columns: string[] = [];
  for await (const row of rows) {
    if (count === 0) columns = Object.keys(row);
    if (count >= offset && page.length < limit) page.push(row);
    count++;
  }
  return { rowCount: count, columns, offset, rows: page, ...(offset + page.length < count ? { more: true } : {}) };
}

/** The answer of a send the server made a test delivery (no --allow-send): what happened, and how to send. */
const TEST_DELIVERY = Object.freeze({
  test: true,
  note:
    'This was a test delivery: the MCP server runs without --allow-send, so a send only makes test deliveries ' +
    '(to at most 20 recipients, with no delivery id and no reports). To send for real, the user restarts the ' +
    'server as `platform mcp --allow-write --allow-send`.',
});

export function operationTools<Core>(
  api: string,
  commands: readonly GeneratedCommand<Core>[],
  core: () => Core,
): Tool[] {
  return commands.map((op) => ({
    name: toolName(api, op.name),
    description: description(op as GeneratedCommand<unknown>),
    inputSchema: inputSchema(op as GeneratedCommand<unknown>),
    effect: op.effect,
    call: async (args, { allowSend }) => {
      const path: Record<string, unknown> = {};
      const query: Record<string, unknown> = {};
      for (const p of op.params) {
        const value = args[p.key];
        if (value === undefined || value === null) {
          if (p.required) throw new UsageError(`${p.key} is required`);
          continue;
        }
        (p.in === 'path' ? path : query)[p.key] = parseValue(p.key, String(value), p.schema);
      }
      let body = op.body?.kind === 'csv' ? args.csv : args.body;
      const madeTest = op.effect === 'send' && !allowSend;
      if (madeTest) {
        if (typeof body !== 'object' || body === null) throw new UsageError('body is required');
        body = { ...body, test: true };
      }
      const input = {
        path,
        ...(op.params.some((p) => p.in !== 'path') ? { query } : {}),
        ...(op.body ? { body } : {}),
      };
      if (madeTest) return { ...((await op.call(core(), input)) ?? {}), ...TEST_DELIVERY };
      if (op.response !== 'csv') return (await op.call(core(), input)) ?? { done: true };
      const offset = parseValue('offset', String(args.offset ?? 0), { type: 'integer', minimum: 0 }) as number;
      const limit = parseValue('limit', String(args.limit ?? PAGE.default), {
        type: 'integer',
        minimum: 1,
        maximum: PAGE.max,
      }) as number;
      const rows = op.call(core(), input, { verify: 'first' }) as AsyncIterable<Record<string, unknown>>;
      return reportPage(rows, offset, limit);
    },
  }));
}
