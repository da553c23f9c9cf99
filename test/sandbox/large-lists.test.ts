/**
 * Send lists up to the 300,000,000-byte limit (some ten million rows) must not take the sandbox down. A stored
 * list is its bytes plus a row index, recipients are read again from their rows when needed, and a report is
 * streamed twice (digest, then body) instead of being built: memory stays bounded by the upload's own bytes.
 * Nor may work on such a list hold the sandbox up: other requests are answered meanwhile.
 */
import { createHash } from 'node:crypto';
import { parseCsv } from '@platform-sdk/runtime/internal';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { type DeliveryContent, Delivery, type Recipient } from '../../sandbox/mail/deliveries.js';
import { ListBytes } from '../../sandbox/mail/list-rows.js';
import { reportRows } from '../../sandbox/mail/reports.js';
import { DIRECT, start, stopAll, token } from './process.js';

afterEach(stopAll);

const COLUMNS = ['Customer.platformid', 'Customer.email', 'Customer.name'];

const quoted = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

describe('stored list rows', () => {
  const value = fc
    .array(fc.constantFrom('a', 'z', ',', '"', '\r', '\n', ' ', 'é', '日', '😀'), { maxLength: 6 })
    .map((cs) => cs.join(''));
  const lineEnd = fc.constantFrom('\n', '\r', '\r\n', '\r\n\r\n', '\n\n', '\r\r', '\n\r\n');
  const list = fc.record({
    bom: fc.boolean(),
    // Empty lines before the header (after the byte order mark, if any).
    leading: fc.array(fc.constantFrom('\n', '\r', '\r\n'), { maxLength: 3 }).map((ends) => ends.join('')),
    rows: fc.array(fc.tuple(fc.integer({ min: 1, max: 10 ** 9 }), value, value), { maxLength: 12 }),
    lineEnds: fc.array(lineEnd, { minLength: 13, maxLength: 13 }),
    finalBreak: fc.boolean(),
    cuts: fc.array(fc.nat(), { maxLength: 8 }),
  });

  it('give, row by row, what a parse of the whole list gives, wherever the upload was cut', () => {
    fc.assert(
      fc.property(list, ({ bom, leading, rows, lineEnds, finalBreak, cuts }) => {
        const lines = [
          COLUMNS.join(','),
          ...rows.map(([id, email, name]) => [String(id), quoted(email), quoted(name)].join(',')),
        ];
        const text =
          leading + lines.map((line, i) => line + (i < lines.length - 1 || finalBreak ? lineEnds[i] : '')).join('');
        const bytes = Buffer.concat([Buffer.from(bom ? [0xef, 0xbb, 0xbf] : []), Buffer.from(text)]);
        const stored = new ListBytes();
        const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        [0, ...at].forEach((from, i) => stored.push(bytes.subarray(from, at[i] ?? bytes.length)));
        const recipients = stored.finish(COLUMNS);
        const want = parseCsv(text).slice(1);
        expect(recipients.length).toBe(want.length);
        want.forEach((values, i) =>
          expect(recipients.at(i)).toEqual(Object.fromEntries(COLUMNS.map((c, k) => [c, values[k]]))),
        );
        expect(recipients.at(want.length)).toBeUndefined();
      }),
      // A byte order mark cut after its first and second byte, then an empty line before the header.
      {
        examples: [
          [
            {
              bom: true,
              leading: '\r\n',
              rows: [[1, 'a', 'b']],
              lineEnds: Array(13).fill('\n'),
              finalBreak: true,
              cuts: [1, 2],
            },
          ],
        ],
      },
    );
  });
});

describe('a report', () => {
  it('reads recipients only as its rows are taken, however many the delivery has', () => {
    let reads = 0;
    const many = {
      length: 10_000_000,
      at: (j: number): Recipient => {
        reads++;
        return { 'Customer.platformid': String(j + 1), 'Customer.email': `r${j}@mail.example.jp` };
      },
    };
    const content: DeliveryContent = {
      encode: 'UTF-8',
      fromAddress: 'shop@example.jp',
      fromName: undefined,
      replyAddress: undefined,
      preheader: undefined,
      subject: 'Hi',
      bodyText: 'Hello',
      bodyHtml: undefined,
      addressProperty: 'Customer.email',
    };
    const delivery = new Delivery(1, 'abc', 'reservation', content, [], [], 100, 0, 1);
    delivery.addBatch(
      many,
      { trackingDomain: undefined, trackingDomainSslReady: false, oneClickUnsubscriptionReady: false },
      0,
    );
    const taken: (readonly string[])[] = [];
    for (const row of reportRows('results', [delivery], 200_000_000, 60_000, {})) {
      taken.push(row);
      if (taken.length === 1000) break;
    }
    expect(taken[999]).toEqual(['1000', '1970-01-01 09:00:10']);
    // The first recipient is also read once for the batch's embedded-command properties.
    expect(reads).toBeLessThanOrEqual(1001);
  });
});

/** A list of `rows` rows, made as it is sent: one in ten fails (MAILBOX_FULL), one in seven has quoted values. */
function listStream(rows: number): ReadableStream<Uint8Array> {
  let next = 0;
  const encoder = new TextEncoder();
  return new ReadableStream({
    pull(controller) {
      let text = next === 0 ? `${COLUMNS.join(',')}\r\n` : '';
      for (const end = Math.min(rows, next + 2000); next < end; next++) {
        const email = `${next % 10 === 0 ? 'full' : 'r'}${next}@mail.example.jp`;
        const name = next % 7 === 0 ? `"Name, ""${next}"""` : `Name ${next}`;
        text += `${1_000_000 + next},${email},${name}\r\n`;
      }
      controller.enqueue(encoder.encode(text));
      if (next === rows) controller.close();
    },
  });
}

/** A sandbox in a process of its own holding a delivery reserved for a list of `rows` rows, 10 minutes ahead. */
async function reservedList(rows: number, command = DIRECT) {
  const { child, url } = await start(['--port', '0', '--no-rate-limit'], {}, command);
  const bearer = async (): Promise<Record<string, string>> => ({
    Authorization: `Bearer ${((await (await token(url)).json()) as { access_token: string }).access_token}`,
  });
  const api = `${url}/e/tymail/v1/abc/mail`;
  const advance = (seconds: number): Promise<Response> =>
    fetch(`${url}/_sandbox/clock`, { method: 'POST', body: JSON.stringify({ advanceSeconds: seconds }) });

  const upload = await fetch(`${api}/deliveries/reserve/sendlists`, {
    method: 'POST',
    headers: { ...(await bearer()), 'Content-Type': 'text/csv' },
    body: listStream(rows),
    duplex: 'half',
  } as RequestInit);
  expect(upload.status).toBe(200);
  const { sendListId } = (await upload.json()) as { sendListId: number };
  await advance(5);
  const list = (await (
    await fetch(`${api}/deliveries/reserve/sendlists/${sendListId}`, { headers: await bearer() })
  ).json()) as Record<string, unknown>;
  expect(list).toMatchObject({ status: 'SUCCESS', rowCount: rows });

  const { now } = (await (await fetch(`${url}/_sandbox/clock`)).json()) as { now: string };
  const reserved = await fetch(`${api}/deliveries/reserve`, {
    method: 'POST',
    headers: { ...(await bearer()), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      sendListId,
      sendDateTime: new Date(Date.parse(now) + 600_000).toISOString(),
      fromAddress: 'shop@example.jp',
      subject: 'Hi ($db.Customer.name$)',
      bodyText: 'Hello',
      deliveryMailAddressPropertyName: 'Customer.email',
    }),
  });
  expect(reserved.status).toBe(200);
  const { deliveryTaskId } = (await reserved.json()) as { deliveryTaskId: number };
  return { child, url, api, bearer, advance, deliveryTaskId };
}

describe('a sandbox with a small heap', () => {
  // The old way (an object a row, reports built whole) needs several hundred MB of heap for this list.
  const ROWS = 400_000;
  const HEAP_MB = 64;

  it(`registers, reserves and reports a list of ${ROWS} rows within ${HEAP_MB} MB of heap`, async () => {
    const { child, url, api, bearer, advance, deliveryTaskId } = await reservedList(ROWS, [
      DIRECT[0] ?? 'node',
      `--max-old-space-size=${HEAP_MB}`,
      ...DIRECT.slice(1),
    ]);
    expect((await advance(600 + ROWS / 100 + 120)).status).toBe(200);

    const headers = await bearer();
    // Other requests are answered while the report is digested and while it is sent.
    const answeredAt = (): Promise<number> => fetch(`${url}/_sandbox/clock`).then(() => performance.now());
    const requested = fetch(`${api}/deliveries/${deliveryTaskId}/results`, { headers });
    const whileDigesting = answeredAt();
    const report = await requested;
    const headersAt = performance.now();
    expect(report.status).toBe(200);
    const whileSending = answeredAt();
    const md5 = createHash('md5');
    let lines = 0;
    let head = '';
    for await (const piece of report.body as unknown as AsyncIterable<Uint8Array>) {
      md5.update(piece);
      if (head.length < 200) head += Buffer.from(piece).toString('utf8', 0, 200);
      for (const byte of piece) if (byte === 10) lines++;
    }
    const sentAt = performance.now();
    expect(await whileDigesting).toBeLessThan(headersAt);
    expect(await whileSending).toBeLessThan(sentAt);
    expect(md5.digest('base64')).toBe(report.headers.get('content-md5'));
    expect(lines).toBe(1 + ROWS - ROWS / 10);
    expect(head).toMatch(/^"platformId","deliveredAt"\r\n"1000001","\d{4}-\d\d-\d\d \d\d:\d\d:\d\d"\r\n/);

    const errors = await (await fetch(`${api}/deliveries/${deliveryTaskId}/errors`, { headers })).text();
    expect(errors.split('\r\n')[1]).toMatch(/^"1000000","[^"]+","MAILBOX_FULL"$/);
    expect(child.exitCode).toBeNull();
  }, 60_000);
});

describe('injecting an event', () => {
  const ROWS = 400_000;

  it(`lets other requests in while it searches the ${ROWS} recipients of a list`, async () => {
    const { url, deliveryTaskId } = await reservedList(ROWS);
    // A platform ID that is in no row: every row is read before the answer.
    let injected = false;
    const injection = fetch(`${url}/_sandbox/deliveries/${deliveryTaskId}/events`, {
      method: 'POST',
      body: JSON.stringify({ type: 'open', platformId: '42' }),
    }).then((response) => {
      injected = true;
      return response;
    });
    let answeredMeanwhile = 0;
    while (!injected) {
      expect((await fetch(`${url}/_sandbox/clock`)).status).toBe(200);
      if (!injected) answeredMeanwhile++;
    }
    expect((await injection).status).toBe(400);
    // A sandbox that searched in one go would answer at most the request or two that came before it began.
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('records nothing, and answers 404, when the delivery is gone by the time the recipient is found', async () => {
    const { url, advance, deliveryTaskId } = await reservedList(ROWS);
    expect((await advance(600 + ROWS / 100 + 1)).status).toBe(200);
    const last = String(1_000_000 + ROWS - 1);
    const injection = fetch(`${url}/_sandbox/deliveries/${deliveryTaskId}/events`, {
      method: 'POST',
      body: JSON.stringify({ type: 'open', platformId: last }),
    });
    expect((await fetch(`${url}/_sandbox/reset`, { method: 'POST' })).status).toBe(200);
    expect((await injection).status).toBe(404);
  }, 60_000);
});
