/**
 * Reports (tag `reports` of specs/mail.yaml): CSV shape and Content-MD5 (checked by the
 * harness on every report answer), availability about 1 minute after the event, deterministic outcomes,
 * opens/clicks/unsubscribes through the tracking links, injected events, start/end filters in absolute time
 * and the six-month window of the all-deliveries reports.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendId } from './fixtures.js';
import { parseReport, recipient, sendRequest, TestSandbox } from './harness.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await TestSandbox.start();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

const rows = async (op: string, query: Record<string, string> = {}, id?: number): Promise<string[][]> => {
  const answer = await sb.call(op, { ...(id === undefined ? {} : { path: { delivery_id: id } }), query });
  expect(answer.status, answer.text).toBe(200);
  return parseReport(answer.text).slice(1);
};

/** The report form of an ISO time with +09:00, as the messages endpoint gives it. */
const csvTime = (iso: string): string => iso.slice(0, 19).replace('T', ' ');

const tracked = sendRequest(
  {
    bodyText: 'See <sym-tr symccid="0" symcc="true">https://shop.example.jp/t?n=($db.Customer.name$)</sym-tr>',
    bodyHtml: '<p>Hi</p><a symccid="0" symcc="true" href="https://shop.example.jp/h">h</a>',
    oneClickUnsubscriptionReady: true,
  },
  [
    recipient(1001, 'ann@example.com', { 'Customer.name': 'Ann' }),
    recipient(1002, 'bob@example.com', { 'Customer.name': 'Bob' }),
    recipient(1003, 'unknown.carl@example.com', { 'Customer.name': 'Carl' }),
  ],
);

describe('outcomes by address', () => {
  it.each([
    ['someone@example.com', null],
    ['someone@mail.invalid', 'UNKNOWN_HOST'],
    ['unknown.someone@example.com', 'UNKNOWN_USER'],
    ['Full-box@example.com', 'MAILBOX_FULL'],
    ['reject@example.com', 'REJECTED'],
    ['spammy@example.com', 'SPAM'],
    ['not an address', 'INVALID_ADDRESS'],
    ['a@b', 'INVALID_ADDRESS'],
    ['unknown@host.invalid', 'UNKNOWN_HOST'],
  ])('%s -> %s', async (address, reason) => {
    const id = await sendId(sb, sendRequest({}, [recipient(7, address)]));
    await sb.advance(61);
    expect(await rows('results', {}, id)).toEqual(reason ? [] : [['7', expect.any(String)]]);
    expect(await rows('errors', {}, id)).toEqual(reason ? [['7', expect.any(String), reason]] : []);
  });
});

describe('availability and format', () => {
  it('shows only the header row until about 1 minute after sending, then the rows in Asia/Tokyo time', async () => {
    const id = await sendId(sb, tracked);
    await sb.advance(1);
    const { messages } = await sb.messages(id);
    for (const op of ['results', 'errors', 'opens', 'clicks', 'unsubscribes'])
      expect(await rows(op, {}, id)).toEqual([]);
    await sb.advance(30);
    expect(await rows('results', {}, id)).toEqual([]);
    await sb.advance(30);
    expect(await rows('results', {}, id)).toEqual([
      ['1001', csvTime(messages[0].sentAt)],
      ['1002', csvTime(messages[1].sentAt)],
    ]);
    expect(await rows('errors', {}, id)).toEqual([['1003', csvTime(messages[2].sentAt), 'UNKNOWN_USER']]);
    const allErrors = await rows('allErrors');
    expect(allErrors).toEqual([['1003', csvTime(messages[2].sentAt), 'UNKNOWN_USER', String(id)]]);
  });

  it('quotes every value and doubles quotes inside values', async () => {
    // A URL carries no double quote (it is percent-encoded), so the clicked text here is not a URL: a click on it
    // can only be injected, and the report shows it as it was tagged.
    const answer = await sb.call('sendDelivery', {
      body: sendRequest({ bodyText: '<sym-tr symccid="0" symcc="true">say "a",b</sym-tr>' }),
    });
    const id = answer.json.deliveryTaskId;
    await sb.advance(1);
    expect(
      (await sb.events(id, { type: 'click', platformId: '1001', clickId: answer.json.textClickFeedbacks[0].id }))
        .status,
    ).toBe(200);
    await sb.advance(61);
    const report = await sb.call('clicks', { path: { delivery_id: id } });
    expect(report.text.split('\r\n')[1]).toMatch(
      /^"1001","[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}","\d+","say ""a"",b"$/,
    );
  });

  it('a created setting that was never sent has an empty report', async () => {
    const answer = await sb.call('createDelivery', {
      body: sendRequest({ count: undefined, deliveryData: undefined }),
    });
    await sb.advance(120);
    expect(await rows('results', {}, answer.json.deliveryTaskId)).toEqual([]);
  });
});

describe('tracking links', () => {
  it('records the first open, each first click and one-click unsubscribes, which show after about a minute', async () => {
    const id = await sendId(sb, tracked);
    await sb.advance(1);
    const { messages } = await sb.messages(id);
    const [ann, bob, carl] = messages;
    expect(carl.outcome).toBe('UNKNOWN_USER');
    expect(carl.openUrl).toBeNull();

    const pixel = await fetch(ann.openUrl);
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    await fetch(ann.openUrl);

    const click = await fetch(bob.clickUrls[0].trackingUrl, { redirect: 'manual' });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe('https://shop.example.jp/t?n=Bob');
    await fetch(bob.clickUrls[1].trackingUrl, { redirect: 'manual' });

    expect(ann.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const target = /^<(.+)>$/.exec(ann.headers['List-Unsubscribe'])?.[1] ?? '';
    const unsubscribe = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.status).toBe(200);

    expect(await rows('opens', {}, id)).toEqual([]);
    await sb.advance(61);
    expect(await rows('opens', {}, id)).toEqual([['1001', expect.any(String)]]);
    const clicks = await rows('clicks', {}, id);
    expect(clicks.map((r) => [r[0], r[3]])).toEqual([
      ['1002', 'https://shop.example.jp/t?n=Bob'],
      ['1002', 'https://shop.example.jp/h'],
    ]);
    expect(clicks.map((r) => Number(r[2]))).toEqual(bob.clickUrls.map((c: { id: number }) => c.id));
    expect(await rows('unsubscribes', {}, id)).toEqual([['1001', expect.any(String)]]);
    expect(await rows('allUnsubscribes')).toEqual([['1001', expect.any(String), String(id)]]);
  });

  it('a one-click unsubscribe needs the form body, POST, and the header set at sending', async () => {
    const withHeader = await sendId(sb, tracked);
    const withoutHeader = await sendId(sb, { ...tracked, oneClickUnsubscriptionReady: false });
    await sb.advance(1);
    const [ann] = (await sb.messages(withHeader)).messages;
    const target = /^<(.+)>$/.exec(ann.headers['List-Unsubscribe'])?.[1] ?? '';
    expect((await fetch(target)).status).toBe(405);
    expect((await fetch(target, { method: 'POST', body: 'yes' })).status).toBe(400);
    expect((await sb.messages(withoutHeader)).messages[0].headers).toEqual({});
    const forged = `${target.slice(0, -1)}${target.endsWith('A') ? 'B' : 'A'}`; // always another token
    expect((await fetch(forged, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(404);
  });

  it('redirect to the filled-in URL made valid (non-ASCII and quotes percent-encoded, line breaks dropped), which the report shows', async () => {
    const name = '山田 "花子"\r\nX';
    const id = await sendId(sb, {
      ...tracked,
      deliveryData: [recipient(1001, 'ann@example.com', { 'Customer.name': name })],
      count: 1,
    });
    await sb.advance(1);
    const [ann] = (await sb.messages(id)).messages;
    const want = 'https://shop.example.jp/t?n=%E5%B1%B1%E7%94%B0%20%22%E8%8A%B1%E5%AD%90%22X';
    expect(ann.clickUrls[0].url).toBe(want);
    const click = await fetch(ann.clickUrls[0].trackingUrl, { redirect: 'manual' });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe(want);
    await sb.advance(61);
    expect((await rows('clicks', {}, id)).map((r) => [r[0], r[3]])).toEqual([['1001', want]]);
  });

  it('follow an HTML href as a browser reads it: character references decoded', async () => {
    const href = 'https://shop.example.jp/t?a=1&amp;b=&#x32;&amp;n=($db.Customer.name$)';
    const body = sendRequest({ bodyHtml: `<p><a symccid="0" symcc="true" href="${href}">spring</a></p>` }, [
      recipient(1001, 'ann@example.com', { 'Customer.name': 'Ann' }),
    ]);
    const id = await sendId(sb, body);
    await sb.advance(1);
    const [ann] = (await sb.messages(id)).messages;
    const want = 'https://shop.example.jp/t?a=1&b=2&n=Ann';
    const click = await fetch(ann.clickUrls[0].trackingUrl, { redirect: 'manual' });
    expect(click.headers.get('location')).toBe(want);
    await sb.advance(61);
    expect((await rows('clicks', {}, id)).map((r) => r[3])).toEqual([want]);
  });

  it('answer 404 naming the text, and record no click, when the filled-in text is not a URL', async () => {
    const body = sendRequest({ bodyText: '<sym-tr symccid="0" symcc="true">($db.Customer.name$)</sym-tr>' }, [
      recipient(1001, 'ann@example.com', { 'Customer.name': 'not a URL' }),
    ]);
    const id = await sendId(sb, body);
    await sb.advance(1);
    const [ann] = (await sb.messages(id)).messages;
    const click = await fetch(ann.clickUrls[0].trackingUrl, { redirect: 'manual' });
    expect(click.status).toBe(404);
    expect(((await click.json()) as { error: string }).error).toContain('is "not a URL", which is not a URL');
    await sb.advance(61);
    expect(await rows('clicks', {}, id)).toEqual([]);
  });

  it('click links use a subscribed tracking domain, https when it is SSL-ready', async () => {
    const id = await sendId(sb, { ...tracked, trackingDomain: 'click.example.com', trackingDomainSslReady: true });
    await sb.advance(1);
    const [ann] = (await sb.messages(id)).messages;
    expect(ann.clickUrls[0].trackingUrl).toMatch(/^https:\/\/click\.example\.com\/_sandbox\/c\//);
  });
});

describe('injected events', () => {
  it('records opens, clicks, unsubscribes and errors (e.g. SYSTEM) for the named recipients', async () => {
    const answer = await sb.call('sendDelivery', { body: tracked });
    const id = answer.json.deliveryTaskId;
    const clickId = answer.json.htmlClickFeedbacks[0].id;
    await sb.advance(1);
    const injected = await sb.events(id, {
      events: [
        { type: 'open', platformId: '1002' },
        { type: 'click', platformId: '1002', clickId },
        { type: 'unsubscribe', platformId: '1002' },
        { type: 'error', platformId: '1001', reason: 'SYSTEM' },
      ],
    });
    expect(injected.status).toBe(200);
    expect(injected.json).toEqual({ recorded: 4 });
    await sb.advance(61);
    expect((await rows('opens', {}, id)).map((r) => r[0])).toEqual(['1002']);
    expect((await rows('clicks', {}, id)).map((r) => [r[0], r[2], r[3]])).toEqual([
      ['1002', String(clickId), 'https://shop.example.jp/h'],
    ]);
    expect((await rows('unsubscribes', {}, id)).map((r) => r[0])).toEqual(['1002']);
    // Rows are in time order by the second; the sending of 1003 and the injection may share one, so compare
    // without the order.
    expect((await rows('errors', {}, id)).map((r) => [r[0], r[2]]).sort()).toEqual([
      ['1001', 'SYSTEM'],
      ['1003', 'UNKNOWN_USER'],
    ]);
  });

  it('shows an injected click on a URL with embedded commands as the URL that recipient clicked', async () => {
    const answer = await sb.call('sendDelivery', { body: tracked });
    const id = answer.json.deliveryTaskId;
    const clickId = answer.json.textClickFeedbacks[0].id;
    expect(answer.json.textClickFeedbacks[0].url).toBe('https://shop.example.jp/t?n=($db.Customer.name$)');
    await sb.advance(1);
    await sb.events(id, [
      { type: 'click', platformId: '1001', clickId },
      { type: 'click', platformId: '1002', clickId },
    ]);
    await sb.advance(61);
    expect((await rows('clicks', {}, id)).map((r) => [r[0], r[3]])).toEqual([
      ['1001', 'https://shop.example.jp/t?n=Ann'],
      ['1002', 'https://shop.example.jp/t?n=Bob'],
    ]);
  });

  it.each([
    ['an unknown type', { type: 'bounce', platformId: '1001' }],
    ['an unknown recipient', { type: 'open', platformId: '42' }],
    ['an unknown click id', { type: 'click', platformId: '1001', clickId: 999_999 }],
    ['an unknown reason', { type: 'error', platformId: '1001', reason: 'GONE' }],
    ['an open of a mail that failed', { type: 'open', platformId: '1003' }],
    ['a time before sending', { type: 'open', platformId: '1001', at: '2000-01-01T00:00:00Z' }],
    ['a time in the future', { type: 'open', platformId: '1001', at: '2999-01-01T00:00:00Z' }],
  ])('refuses %s and records nothing of the batch', async (_name, bad) => {
    const id = await sendId(sb, tracked);
    await sb.advance(1);
    const answer = await sb.events(id, [{ type: 'open', platformId: '1002' }, bad]);
    expect(answer.status).toBe(400);
    await sb.advance(61);
    expect(await rows('opens', {}, id)).toEqual([]);
  });

  it('answers 404 for an unknown delivery', async () => {
    expect((await sb.events(424242, { type: 'open', platformId: '1' })).status).toBe(404);
  });
});

describe('start and end', () => {
  it('filter by absolute time, inclusive, whatever the offset', async () => {
    const id = await sendId(sb, tracked);
    await sb.advance(3600);
    const now = await sb.now();
    const t = (minutesAgo: number): number => Math.floor((now - minutesAgo * 60_000) / 1000) * 1000;
    const injected = await sb.events(id, [
      { type: 'open', platformId: '1001', at: new Date(t(50)).toISOString() },
      { type: 'open', platformId: '1002', at: new Date(t(30)).toISOString() },
    ]);
    expect(injected.status, injected.text).toBe(200);
    const tokyo = (ms: number): string => `${new Date(ms + 9 * 3_600_000).toISOString().slice(0, 19)}+09:00`;
    const minus5 = (ms: number): string => `${new Date(ms - 5 * 3_600_000).toISOString().slice(0, 19)}-05:00`;
    const pick = async (query: Record<string, string>): Promise<string[]> =>
      (await rows('opens', query, id)).map((r) => r[0] ?? '');
    expect(await pick({})).toEqual(['1001', '1002']);
    expect(await pick({ start: new Date(t(30)).toISOString() })).toEqual(['1002']);
    expect(await pick({ start: tokyo(t(30)) })).toEqual(['1002']);
    expect(await pick({ end: minus5(t(50)) })).toEqual(['1001']);
    expect(await pick({ start: tokyo(t(40)), end: minus5(t(20)) })).toEqual(['1002']);
    expect(await pick({ start: tokyo(t(29)) })).toEqual([]);
    expect(await pick({ start: tokyo(t(10)), end: tokyo(t(60)) })).toEqual([]);
  });

  it('accepts the offset of start sent as %2B', async () => {
    const answer = await sb.call('allErrors', { query: 'start=2024-05-01T00:00:00%2B09:00' });
    expect(answer.status).toBe(200);
  });
});

describe('six-month window of allErrors and allUnsubscribes', () => {
  it('keeps data from the 1st day of the month six months before now; an earlier start is clamped', async () => {
    const id = await sendId(sb, sendRequest({}, [recipient(5, 'unknown@example.com'), recipient(6)]));
    await sb.advance(1);
    expect((await sb.events(id, { type: 'unsubscribe', platformId: '6' })).status).toBe(200);
    await sb.advance(120);
    expect(await rows('allErrors')).toHaveLength(1);
    expect(await rows('allErrors', { start: '2000-01-01T00:00:00Z' })).toHaveLength(1);
    expect(await rows('allUnsubscribes')).toHaveLength(1);
    // About five months later the rows are still inside the window.
    await sb.advance(150 * 86_400);
    expect(await rows('allErrors')).toHaveLength(1);
    // Some eight months later they are before its start; the per-delivery reports keep them.
    await sb.advance(90 * 86_400);
    expect(await rows('allErrors')).toEqual([]);
    expect(await rows('allErrors', { start: '2000-01-01T00:00:00Z' })).toEqual([]);
    expect(await rows('allUnsubscribes')).toEqual([]);
    expect(await rows('errors', {}, id)).toHaveLength(1);
  });

  it('lists rows of every delivery of the user with the delivery id', async () => {
    const a = await sendId(sb, sendRequest({}, [recipient(1, 'spam@example.com')]));
    const b = await sendId(sb, sendRequest({}, [recipient(2, 'full@example.com')]));
    await sb.advance(61);
    expect((await rows('allErrors')).map((r) => [r[0], r[2], r[3]])).toEqual([
      ['1', 'SPAM', String(a)],
      ['2', 'MAILBOX_FULL', String(b)],
    ]);
  });
});
