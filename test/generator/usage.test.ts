/**
 * Every generated mail method called through an injected fetch: method, URL (path parameters encoded, `+` in
 * dates as %2B), headers and body on the wire, and what the method returns or throws.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, clearRateLimiters, clearTokenCache } from '@platform-sdk/runtime';
import { clientSideLimit } from '@platform-sdk/runtime/internal';
import {
  createMailClient,
  mailErrorCodes,
  SendListValidationError,
  type MailClient,
  type SendDeliveryInput,
} from '@platform-sdk/mail';
import { createHostileClient } from '../fixtures/hostile/out/index.gen.js';
import { csvAnswer, recordingFetch, type Answer } from './wire.js';

const SERVER = 'https://mail.example.net/e/tymail/v1/abc/mail';
const DELIVERY = { deliveryTaskId: 42, textClickFeedbacks: [], htmlClickFeedbacks: [] };
const RECIPIENTS = [
  { 'Customer.platformid': '9223372036854775807', 'Customer.email': 'a@mail.example.jp' },
  { 'Customer.platformid': '2', 'Customer.email': 'b@mail.example.jp' },
];
const CONTENT = {
  fromAddress: 'info@shop.example.jp',
  subject: 'Hi',
  bodyText: 'Hello',
  deliveryMailAddressPropertyName: 'Customer.email',
};
const SEND: SendDeliveryInput = { ...CONTENT, deliveryData: RECIPIENTS };

function client(answer?: Answer): { mail: MailClient; requests: ReturnType<typeof recordingFetch>['requests'] } {
  const { fetch, requests } = recordingFetch(answer);
  const mail = createMailClient({
    baseUrl: 'https://mail.example.net',
    userName: 'abc',
    accessToken: 'test-token',
    rateLimit: false,
    fetch,
  });
  return { mail, requests };
}

beforeEach(() => clearTokenCache());

describe('JSON operations on the wire', () => {
  it.each<[string, (mail: MailClient) => Promise<unknown>, string, string, unknown]>([
    ['getDelivery', (m) => m.getDelivery(9223372036854775807n), 'GET', '/deliveries/9223372036854775807', undefined],
    ['deleteDelivery', (m) => m.deleteDelivery(12), 'DELETE', '/deliveries/12', undefined],
    ['createDelivery', (m) => m.createDelivery(CONTENT), 'POST', '/deliveries/new', CONTENT],
    ['getSendList', (m) => m.getSendList(5501), 'GET', '/deliveries/reserve/sendlists/5501', undefined],
    [
      'reserveDelivery',
      (m) =>
        m.reserveDelivery({
          ...CONTENT,
          sendListId: 5501,
          sendDateTime: '2024-05-01T10:00:00+09:00',
          requestId: 'r-1',
        }),
      'POST',
      '/deliveries/reserve',
      { ...CONTENT, sendListId: 5501, sendDateTime: '2024-05-01T10:00:00+09:00', requestId: 'r-1' },
    ],
    [
      'reserveDelivery',
      (m) =>
        m.reserveDelivery({
          ...CONTENT,
          sendListId: 5501,
          sendDateTime: new Date('2024-05-01T01:00:00+09:00'),
          requestId: 'r-2',
        }),
      'POST',
      '/deliveries/reserve',
      { ...CONTENT, sendListId: 5501, sendDateTime: '2024-04-30T16:00:00.000Z', requestId: 'r-2' },
    ],
    [
      'sendDelivery with count given',
      (m) => m.sendDelivery({ ...SEND, count: 5, requestId: 'r-2' }),
      'POST',
      '/deliveries',
      { ...SEND, count: 5, requestId: 'r-2' },
    ],
    [
      'sendDeliveryById',
      (m) => m.sendDeliveryById(77, { deliveryData: RECIPIENTS, requestId: 'r-3' }),
      'POST',
      '/deliveries/77/send',
      { deliveryData: RECIPIENTS, requestId: 'r-3', count: 2 },
    ],
  ])('%s', async (_name, call, method, path, body) => {
    const { mail, requests } = client(() => Response.json(DELIVERY));
    await call(mail);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe(method);
    expect(request?.url.href).toBe(`${SERVER}${path}`);
    expect(request?.headers.get('Authorization')).toBe('Bearer test-token');
    if (body === undefined) {
      expect(request?.body).toBe('');
    } else {
      expect(request?.headers.get('Content-Type')).toBe('application/json');
      expect(JSON.parse(request?.body ?? '')).toEqual(body);
    }
  });

  it('fills count with the length of deliveryData and adds a requestId before sending', async () => {
    const { mail, requests } = client(() => Response.json(DELIVERY));
    await expect(mail.sendDelivery(SEND)).resolves.toEqual(DELIVERY);
    const sent = JSON.parse(requests[0]?.body ?? '') as Record<string, unknown>;
    expect(sent).toMatchObject({ ...SEND, count: 2 });
    expect(sent.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends an explicit count as given, so the service can reject a mismatch', async () => {
    const { mail, requests } = client(() => Response.json(DELIVERY));
    await mail.sendDelivery({ ...SEND, count: 3 });
    expect(JSON.parse(requests[0]?.body ?? '')).toMatchObject({ count: 3 });
  });

  it('resolves a test delivery to undefined on the empty 200', async () => {
    const { mail } = client(() => new Response(null, { status: 200 }));
    await expect(mail.sendDelivery({ ...SEND, test: true })).resolves.toBeUndefined();
  });

  it('returns parsed bodies', async () => {
    const status = { deliveryTaskId: 42, status: 'SENDING', total: 2, sent: 1 };
    const { mail } = client(() => Response.json(status));
    await expect(mail.getDelivery(42)).resolves.toEqual(status);
  });

  it('throws an ApiError whose details carry the code and its meaning from the spec', async () => {
    const { mail } = client(() =>
      Response.json({ errors: [{ code: '10013', property: 'count', message: 'size differs' }] }, { status: 400 }),
    );
    const error = await mail.sendDelivery({ ...SEND, count: 9 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).errors).toEqual([
      { code: '10013', property: 'count', message: 'size differs', description: mailErrorCodes['10013'] },
    ]);
  });

  it('uploads a send list as text/csv', async () => {
    const csv = 'Customer.platformid,Customer.email\r\n1,a@mail.example.jp\r\n';
    const { mail, requests } = client(() => Response.json({ sendListId: 5501 }));
    await expect(mail.uploadSendList(csv)).resolves.toEqual({ sendListId: 5501 });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.href).toBe(`${SERVER}/deliveries/reserve/sendlists`);
    expect(requests[0]?.headers.get('Content-Type')).toBe('text/csv');
    expect(requests[0]?.body).toBe(csv);
  });
});

describe('what the spec extensions give the mail client', () => {
  it('checks uploadSendList against the send-list rules (x-upload-check) before anything is sent', async () => {
    const { mail, requests } = client(() => Response.json({ sendListId: 5501 }));
    const good = 'Customer.platformid,Customer.email\r\n1,a@mail.example.jp\r\n';
    const broken = 'Customer.email\r\na@mail.example.jp\r\n';
    await expect(mail.uploadSendList(broken)).rejects.toBeInstanceOf(SendListValidationError);
    await expect(mail.uploadSendList(good, { uploadCheck: { addressColumn: 'Customer.mail' } })).rejects.toMatchObject({
      issues: [{ rule: 2, column: 'Customer.mail' }],
    });
    expect(requests).toHaveLength(0);
    await expect(mail.uploadSendList(broken, { uploadCheck: false })).resolves.toEqual({ sendListId: 5501 });
    expect(requests.map((r) => r.body)).toEqual([broken]);
  });

  it('keeps under the x-rate-limit of the spec (5 per second, burst 5) when no rateLimit is given', async () => {
    // The client's own bucket stays a little behind the service's: 4 at once, then one each 1/4.95 s.
    const own = clientSideLimit({ perSecond: 5, burst: 5 });
    expect(own).toEqual({ perSecond: 4.95, burst: 4 });
    const interval = Math.ceil(1000 / own.perSecond);
    vi.useFakeTimers();
    try {
      clearRateLimiters();
      const { fetch, requests } = recordingFetch(() =>
        Response.json({ deliveryTaskId: 1, status: 'SENDING', total: 1, sent: 0 }),
      );
      const mail = createMailClient({
        baseUrl: 'https://mail.example.net',
        userName: 'abc',
        accessToken: 'rate-token',
        fetch,
      });
      const calls = Array.from({ length: 7 }, () => mail.getDelivery(1));
      await vi.advanceTimersByTimeAsync(0);
      expect(requests).toHaveLength(4);
      await vi.advanceTimersByTimeAsync(interval - 10);
      expect(requests).toHaveLength(4);
      await vi.advanceTimersByTimeAsync(10);
      expect(requests).toHaveLength(5);
      await vi.advanceTimersByTimeAsync(2 * interval);
      expect(requests).toHaveLength(7);
      await Promise.all(calls);
    } finally {
      vi.useRealTimers();
      clearRateLimiters();
    }
  });
});

describe('a plain-JavaScript caller', () => {
  it('who leaves out deliveryData gets the service answer as a rejected promise, not a TypeError at once', async () => {
    const { mail, requests } = client(() =>
      Response.json({ errors: [{ code: '10016', property: 'deliveryData', message: 'required' }] }, { status: 400 }),
    );
    const untyped = { ...CONTENT } as unknown as SendDeliveryInput; // what a caller without types can pass
    let pending: Promise<unknown> | undefined;
    expect(() => {
      pending = mail.sendDelivery(untyped);
    }).not.toThrow();
    await expect(pending).rejects.toMatchObject({ status: 400, errors: [{ code: '10016', property: 'deliveryData' }] });
    expect(JSON.parse(requests[0]?.body ?? '{}')).not.toHaveProperty('count');
  });
});

describe('CSV reports on the wire', () => {
  const reports = [
    [
      'opens',
      (m: MailClient) => m.opens(42, { start: '2024-05-01T00:00:00+09:00', end: '2024-05-31T23:59:59+09:00' }),
      '/deliveries/42/opens',
      ['platformId', 'openedAt'],
    ],
    [
      'clicks',
      (m: MailClient) => m.clicks(42, { start: '2024-05-01T00:00:00+09:00', end: '2024-05-31T23:59:59+09:00' }),
      '/deliveries/42/clicks',
      ['platformId', 'clickedAt', 'clickId', 'url'],
    ],
    [
      'errors',
      (m: MailClient) => m.errors(42, { start: '2024-05-01T00:00:00+09:00', end: '2024-05-31T23:59:59+09:00' }),
      '/deliveries/42/errors',
      ['platformId', 'failedAt', 'reason'],
    ],
    [
      'results',
      (m: MailClient) => m.results(42, { start: '2024-05-01T00:00:00+09:00', end: '2024-05-31T23:59:59+09:00' }),
      '/deliveries/42/results',
      ['platformId', 'deliveredAt'],
    ],
    [
      'unsubscribes',
      (m: MailClient) => m.unsubscribes(42, { start: '2024-05-01T00:00:00+09:00', end: '2024-05-31T23:59:59+09:00' }),
      '/deliveries/42/unsubscribes',
      ['platformId', 'requestedAt'],
    ],
    [
      'allErrors',
      (m: MailClient) => m.allErrors({ start: '2024-05-01T00:00:00+09:00', end: '2024-05-31T23:59:59+09:00' }),
      '/deliveries/errors/all',
      ['platformId', 'failedAt', 'reason', 'deliveryTaskId'],
    ],
    [
      'allUnsubscribes',
      (m: MailClient) => m.allUnsubscribes({ start: '2024-05-01T00:00:00+09:00', end: '2024-05-31T23:59:59+09:00' }),
      '/deliveries/unsubscribes/all',
      ['platformId', 'requestedAt', 'deliveryTaskId'],
    ],
  ] as const;

  it.each(reports)(
    '%s: GET with start and end (a + offset escaped) and typed rows',
    async (_name, call, path, columns) => {
      const values = columns.map((c, i) => `v${i}-${c}`);
      const csv = `${columns.map((c) => `"${c}"`).join(',')}\r\n${values.map((v) => `"${v}"`).join(',')}\r\n`;
      const { mail, requests } = client(() => csvAnswer(csv));
      const rows = await call(mail).rows();
      expect(requests[0]?.method).toBe('GET');
      expect(`${requests[0]?.url.origin}${requests[0]?.url.pathname}`).toBe(`${SERVER}${path}`);
      expect(requests[0]?.url.search).toBe(
        '?start=2024-05-01T00%3A00%3A00%2B09%3A00&end=2024-05-31T23%3A59%3A59%2B09%3A00',
      );
      expect(requests[0]?.headers.get('Authorization')).toBe('Bearer test-token');
      expect(rows).toEqual([Object.fromEntries(columns.map((c, i) => [c, values[i]]))]);
    },
  );

  it('sends no query string when the query is left out, and accepts a Date', async () => {
    const csv = '"platformId","requestedAt","deliveryTaskId"\r\n';
    const { mail, requests } = client(() => csvAnswer(csv));
    await expect(mail.allUnsubscribes().rows()).resolves.toEqual([]);
    await mail.allUnsubscribes({ start: new Date('2024-05-01T00:00:00Z') }).rows();
    expect(requests[0]?.url.search).toBe('');
    expect(requests[1]?.url.search).toBe('?start=2024-05-01T00%3A00%3A00.000Z');
  });

  it('streams rows when iterated', async () => {
    const csv = '"platformId","clickedAt","clickId","url"\r\n"1","2024-05-01 10:00:00","0","https://x.test/"\r\n';
    const { mail } = client(() => csvAnswer(csv));
    const rows = [];
    for await (const row of mail.clicks(42)) rows.push(row.url);
    expect(rows).toEqual(['https://x.test/']);
  });
});

describe('path parameters and server variables are encoded', () => {
  it.each([
    ['a slash and a space', 'a/b c', "/v1/eu'we%60st/things/a%2Fb%20c"],
    ['a question mark and a hash', 'x?y#z', "/v1/eu'we%60st/things/x%3Fy%23z"],
  ])('%s', async (_name, value, path) => {
    const { fetch, requests } = recordingFetch(() => new Response(null, { status: 200 }));
    const hostile = createHostileClient({
      baseUrl: 'https://hostile.test/',
      accessToken: 'test-token',
      rateLimit: false,
      fetch,
    });
    await hostile.delete(value);
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url.href.replace(/%27/g, "'")).toBe(`https://hostile.test${path}`);
  });
});
