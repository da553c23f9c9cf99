/**
 * `platform mcp` driven by the MCP SDK's own client over stdio, as an assistant's host would: the tools listed,
 * a records query and count answered from the sandbox, a write refused without --allow-write (nothing created)
 * and served with it, a send made a test delivery without --allow-send, every answer bounded.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ANSWER_CHARS } from '../../cli/src/mcp/bounded.js';
import { BIN, type CliEnv, startCliEnv } from './cli-env.js';

let env: CliEnv;
const clients: Client[] = [];

async function connect(...options: string[]): Promise<Client> {
  const client = new Client({ name: 'platform-cli-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp', ...options],
      env: { ...env.env },
      cwd: env.dir,
      stderr: 'pipe',
    }),
  );
  clients.push(client);
  return client;
}

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  const [first] = result.content as { type: string; text: string }[];
  return first?.text ?? '';
}

beforeAll(async () => {
  env = await startCliEnv();
  const db = env.records();
  for (let i = 1; i <= 300; i++) await db.member.create({ email: `mcp${i}@example.jp`, name: `Tokyo ${i}`, points: i });
});
afterAll(async () => {
  for (const client of clients) await client.close();
  await env?.close();
});

describe('platform mcp (read-only by default)', () => {
  it('lists read tools of every API and definition, with schemas from the specs, and no write tool', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name);
    for (const name of ['mail_get_delivery', 'mail_clicks', 'database_list_api_definition', 'records_member_query'])
      expect(names).toContain(name);
    for (const name of [
      'records_member_create',
      'records_member_delete',
      'mail_send_delivery',
      'database_put_api_definition',
    ])
      expect(names).not.toContain(name);
    const getDelivery = tools.find((t) => t.name === 'mail_get_delivery');
    expect(getDelivery?.description).toContain('Get delivery status');
    expect(getDelivery?.inputSchema).toMatchObject({ properties: { deliveryId: { type: 'integer', minimum: 1 } } });
    const query = tools.find((t) => t.name === 'records_member_query');
    expect(query?.inputSchema).toMatchObject({ properties: { limit: { maximum: 100 } } });
  });

  it('calls a records query and a count', async () => {
    const client = await connect();
    const count = await client.callTool({
      name: 'records_member_count',
      arguments: { filter: { name_startsWith: 'Tokyo 1', points_gte: 100 } },
    });
    expect(JSON.parse(text(count))).toEqual({ count: 100 });
    const page = await client.callTool({
      name: 'records_member_query',
      arguments: { filter: { points_lte: 3 }, order: ['points_desc'], limit: 10 },
    });
    expect(JSON.parse(text(page)).items.map((r: { points: number }) => r.points)).toEqual([3, 2, 1]);
  });

  it('bounds a large answer and says how to page', async () => {
    const client = await connect();
    const page = await client.callTool({ name: 'records_member_query', arguments: { limit: 100 } });
    expect(text(page).length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
    expect(JSON.parse(text(page)).items.length).toBeGreaterThan(0);
  });

  it('refuses a write without --allow-write, and nothing is created', async () => {
    const client = await connect();
    const result = await client.callTool({
      name: 'records_member_create',
      arguments: { record: { email: 'refused@example.jp' } },
    });
    expect(result.isError).toBe(true);
    expect(text(result)).toContain('--allow-write');
    const count = await client.callTool({
      name: 'records_member_count',
      arguments: { filter: { email_eq: 'refused@example.jp' } },
    });
    expect(JSON.parse(text(count))).toEqual({ count: 0 });
  });

  it('answers a bad argument with the rule, as an error result', async () => {
    const client = await connect();
    const result = await client.callTool({ name: 'mail_get_delivery', arguments: { deliveryId: -4 } });
    expect(result.isError).toBe(true);
    expect(text(result)).toContain('must be at least 1');
    const report = await client.callTool({
      name: 'mail_all_errors',
      arguments: { start: '2024-02-30T00:00:00+09:00' },
    });
    expect(report.isError).toBe(true);
    expect(text(report)).toBe('start: 2024-02-30T00:00:00+09:00 is not a date-time: February 2024 has 29 days');
  });
});

describe('platform mcp --allow-write', () => {
  it('serves the write tools; a send without --allow-send is a test delivery', async () => {
    const client = await connect('--allow-write');
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toContain('records_member_create');
    const created = await client.callTool({
      name: 'records_member_create',
      arguments: { record: { email: 'w@example.jp' } },
    });
    expect(created.isError).toBeFalsy();
    expect(JSON.parse(text(created)).email).toBe('w@example.jp');
    const sent = await client.callTool({
      name: 'mail_send_delivery',
      arguments: {
        body: {
          fromAddress: 'info@shop.example.jp',
          subject: 'Hello',
          bodyText: 'Hello',
          deliveryMailAddressPropertyName: 'Customer.email',
          deliveryData: [{ 'Customer.platformid': '1', 'Customer.email': 'a@mail.example.jp' }],
        },
      },
    });
    expect(sent.isError).toBeFalsy();
    // A test delivery answers no delivery id: the answer says it was one, and how to send for real.
    const answer = JSON.parse(text(sent)) as { test: boolean; note: string };
    expect(answer.test).toBe(true);
    expect(answer.note).toContain('This was a test delivery');
    expect(answer.note).toContain('platform mcp --allow-write --allow-send');
  });

  it('types each filter key and the record of create and patch by the property', async () => {
    const client = await connect('--allow-write');
    const { tools } = await client.listTools();
    const schemaOf = (name: string) => tools.find((t) => t.name === name)?.inputSchema as Record<string, any>;
    const filter = schemaOf('records_member_query').properties.filter.properties;
    expect(filter.name_startsWith).toEqual({ type: 'string' });
    expect(filter.points_gte).toEqual({ type: 'number' });
    expect(filter.birthday_lt).toEqual({ type: 'string', format: 'date' });
    expect(filter.mailRefused_eq).toEqual({ anyOf: [{ type: 'boolean' }, { type: 'null' }] });
    expect(filter.rank_in).toEqual({
      type: 'array',
      minItems: 1,
      items: { type: 'integer', enum: [1, 2, 3], description: 'options: 1 レギュラー, 2 シルバー, 3 ゴールド' },
    });
    expect(filter.email_isNull).toEqual({ type: 'boolean' });
    const record = schemaOf('records_member_create').properties.record;
    expect(record.additionalProperties).toBe(false);
    expect(Object.keys(record.properties)).not.toContain('id');
    expect(record.properties.name).toEqual({ type: 'string' });
    expect(record.properties.interests.items.properties.value.enum).toEqual([1, 2, 3, 4]);
    const changes = schemaOf('records_member_patch').properties.changes;
    expect(changes.properties.points).toEqual({ anyOf: [{ type: 'number' }, { type: 'null' }] });
  });
});
