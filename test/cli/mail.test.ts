/**
 * The mail commands spawned against the sandbox: send (recipients from a CSV, the requestId printed before the
 * call, a repeat of that requestId sending nothing), status --wait until COMPLETED, and a report streamed to a
 * file that is kept once verified.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliEnv, startCliEnv } from './cli-env.js';

let env: CliEnv;
beforeAll(async () => {
  env = await startCliEnv();
  await writeFile(
    path.join(env.dir, 'message.json'),
    JSON.stringify({
      fromAddress: 'info@shop.example.jp',
      subject: 'Spring news',
      bodyText: 'Hello ($db.Customer.name$) <sym-tr symccid="0" symcc="true">https://shop.example.jp/spring</sym-tr>',
      deliveryMailAddressPropertyName: 'Customer.email',
    }),
  );
  await writeFile(
    path.join(env.dir, 'recipients.csv'),
    'Customer.platformid,Customer.email,Customer.name\r\n' +
      '3001,a@mail.example.jp,A\r\n3002,b@mail.example.jp,B\r\n3003,c@mail.example.jp,C\r\n',
  );
});
afterAll(async () => {
  await env?.close();
});

async function sent(deliveryId: number): Promise<number> {
  const response = await fetch(`${env.sandbox.url}/_sandbox/deliveries/${deliveryId}/messages`);
  const body = (await response.json()) as { total?: number; messages?: unknown[] };
  return body.total ?? body.messages?.length ?? 0;
}

describe('platform mail', () => {
  it('send, status --wait, a repeat of the requestId, and a clicks report to a file', async () => {
    const send = await env.run([
      'mail',
      'send',
      '--message',
      'message.json',
      '--to',
      'recipients.csv',
      '--format',
      'json',
    ]);
    expect(send.code).toBe(0);
    const answer = JSON.parse(send.stdout) as {
      requestId: string;
      deliveryTaskId: number;
      textClickFeedbacks: { id: number }[];
    };
    const clickId = answer.textClickFeedbacks[0]?.id;
    expect(send.stderr.split('\n')[0]).toBe(`requestId ${answer.requestId}`);
    expect(answer.deliveryTaskId).toBeGreaterThan(0);

    const status = await env.run(['mail', 'status', String(answer.deliveryTaskId), '--wait', '--interval', '0.1']);
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ status: 'COMPLETED', total: 3, sent: 3 });

    const again = await env.run(
      ['mail', 'send', '--message', 'message.json', '--to', 'recipients.csv'].concat([
        '--request-id',
        answer.requestId,
      ]),
    );
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('already performed by an earlier request; nothing was sent again');
    expect(await sent(answer.deliveryTaskId)).toBe(3);

    const events = await fetch(`${env.sandbox.url}/_sandbox/deliveries/${answer.deliveryTaskId}/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([
        { type: 'click', platformId: '3001', clickId },
        { type: 'click', platformId: '3003', clickId },
      ]),
    });
    expect({ status: events.status, body: await events.text() }).toMatchObject({ status: 200 });
    // Report rows show once the sandbox's report delay (reportDelaySeconds, 60) has passed on its clock.
    await fetch(`${env.sandbox.url}/_sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: 120 }),
    });
    const report = await env.run(['mail', 'report', 'clicks', String(answer.deliveryTaskId), '--out', 'clicks.csv']);
    expect(report.code).toBe(0);
    expect(report.stderr).toContain('2 rows of clicks written to clicks.csv, verified');
    const lines = (await readFile(path.join(env.dir, 'clicks.csv'), 'utf8')).trim().split('\r\n');
    expect(lines.length).toBe(3);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(['3001', '3003']);
  });

  it('an empty report of a delivery that completed moments ago says the reports fill in about a minute', async () => {
    const send = await env.run(['mail', 'send', '--message', 'message.json', '--to', 'recipients.csv', '-o', 'json']);
    const id = String((JSON.parse(send.stdout) as { deliveryTaskId: number }).deliveryTaskId);
    expect((await env.run(['mail', 'status', id, '--wait', '--interval', '0.1'])).code).toBe(0);
    const early = await env.run(['mail', 'report', 'opens', id, '-o', 'csv']);
    expect(early.code).toBe(0);
    expect(early.stdout).toBe('');
    expect(early.stderr).toContain(
      `the opens report of delivery ${id} is empty for now: the delivery completed less than about a minute ago`,
    );
    await fetch(`${env.sandbox.url}/_sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: 120 }),
    });
    // A minute later an empty report is simply empty: nobody opened the mail.
    const later = await env.run(['mail', 'report', 'opens', id, '-o', 'csv']);
    expect(later.code).toBe(0);
    expect(later.stderr).toBe('');
  });

  it.each([
    ['no recipients given', ['--message', 'message.json'], 'exactly one of --to'],
    ['a list without --at', ['--message', 'message.json', '--list', 'recipients.csv'], 'give the send time with --at'],
    ['a message that is not JSON', ['--message', 'recipients.csv', '--to', 'recipients.csv'], 'is not JSON'],
  ])('send with %s: exit code 2, naming the rule', async (_name, args, message) => {
    const { code, stderr } = await env.run(['mail', 'send', ...args]);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });

  it.each([
    [
      'send --at, February 29 of a common year,',
      ['send', '--message', 'message.json', '--list', 'recipients.csv', '--at', '2025-02-29T09:00:00+09:00'],
      'send --at: 2025-02-29T09:00:00+09:00 is not a date-time: February 2025 has 28 days',
    ],
    [
      'send --at, words that are not ISO 8601,',
      ['send', '--message', 'message.json', '--list', 'recipients.csv', '--at', 'tomorrow 9:00'],
      'send --at must be an ISO 8601 date-time with an offset, such as 2026-05-01T10:00:00+09:00 (got "tomorrow 9:00")',
    ],
    [
      'report --end, April 31,',
      ['report', 'all-errors', '--end', '2024-04-31T00:00:00+09:00'],
      '--end: 2024-04-31T00:00:00+09:00 is not a date-time: April 2024 has 30 days',
    ],
  ])(
    '%s is refused before anything is sent: exit code 2, naming the flag and the rule',
    async (_name, args, message) => {
      // In this process (no spawn): the command's main, as the bin runs it.
      const { code, stderr } = await env.call(['mail', ...args]);
      expect(code).toBe(2);
      expect(stderr).toContain(message);
    },
  );
});
