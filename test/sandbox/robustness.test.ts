/**
 * Nothing is lost on bad input: garbage bodies, huge bodies, wrong content types, broken connections and
 * malformed paths get an answer (never a crash), and a refused request changes no state.
 */
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_JSON_BYTES } from '../../sandbox/mail/call.js';
import { create, getList, reserveRequest, sendId, status, uploadList } from './fixtures.js';
import { content, sendRequest, TestSandbox } from './harness.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await TestSandbox.start();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

const JSON_OPERATIONS = [
  ['sendDelivery', {}],
  ['createDelivery', {}],
  ['reserveDelivery', {}],
] as const;

async function alive(): Promise<void> {
  const answer = await sb.call('allErrors');
  expect(answer.status).toBe(200);
}

describe('garbage in, an answer out', () => {
  it.each([
    ['binary noise', new Uint8Array([0, 255, 1, 254, 0x7b, 0x22])],
    ['invalid UTF-8 inside JSON', new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d])],
    ['deeply nested arrays', '['.repeat(200_000)],
    ['deeply nested objects', '{"a":'.repeat(100_000)],
    ['a JSON string', '"hello"'],
    ['null', 'null'],
    ['an empty body', ''],
    ['a number', '12'],
  ])('%s gives 10034 on every JSON operation', async (_name, raw) => {
    for (const [operationId] of JSON_OPERATIONS) {
      const answer = await sb.call(operationId, { raw, contentType: 'application/json' });
      expect(answer.status, operationId).toBe(400);
      expect(answer.json.errors).toEqual([expect.objectContaining({ code: '10034', property: null })]);
    }
    const id = await create(sb);
    const byId = await sb.call('sendDeliveryById', { path: { delivery_id: id }, raw, contentType: 'application/json' });
    expect(byId.json.errors[0].code).toBe('10034');
    await alive();
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'text/csv', 'multipart/form-data; boundary=x'])(
    'a JSON operation called with %s gives 10034',
    async (contentType) => {
      const answer = await sb.call('sendDelivery', { raw: JSON.stringify(sendRequest()), contentType });
      expect(answer.status).toBe(400);
      expect(answer.json.errors[0]).toMatchObject({ code: '10034', property: null });
    },
  );

  it('accepts JSON with a charset parameter', async () => {
    const answer = await sb.call('sendDelivery', {
      raw: JSON.stringify(sendRequest()),
      contentType: 'application/json; charset=UTF-8',
    });
    expect(answer.status).toBe(200);
  });

  it('any JSON value sent to sendDelivery gets 200 or 400, never anything else', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...Object.keys(sendRequest())), fc.jsonValue())),
        async (value) => {
          const answer = await sb.call('sendDelivery', {
            raw: JSON.stringify(value) ?? 'null',
            contentType: 'application/json',
          });
          expect([200, 400]).toContain(answer.status);
        },
      ),
      { numRuns: 150 },
    );
    await alive();
  });

  it('refuses a JSON body over the cap with 413 without reading it whole', async () => {
    const chunk = new TextEncoder().encode(`"${'x'.repeat((1 << 20) - 2)}",`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"bodyText":['));
      },
      pull(controller) {
        if (sent > MAX_JSON_BYTES + (4 << 20)) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(sb.mailUrl('/deliveries'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${await sb.token()}`, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    await response.body?.cancel();
    await alive();
  }, 120_000);

  it('refuses a JSON body that declares a length over the cap with 413, not a cut connection', async () => {
    // The sandbox refuses it on its Content-Length before reading any of it, then reads and drops it all.
    const url = new URL(sb.mailUrl('/deliveries'));
    const length = MAX_JSON_BYTES + (1 << 20);
    const chunk = Buffer.alloc(1 << 20, 0x20);
    const token = await sb.token();
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Content-Length': String(length),
        },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      let sent = 0;
      const write = (): void => {
        while (sent < length) {
          const part = sent + chunk.length <= length ? chunk : chunk.subarray(0, length - sent);
          sent += part.length;
          if (!request.write(part)) return void request.once('drain', write);
        }
        request.end();
      };
      write();
    });
    expect(status).toBe(413);
    await alive();
  }, 120_000);

  it.each([
    ['a JSON operation sent text/plain', '/deliveries', 'text/plain', 400],
    ['a list upload sent application/json', '/deliveries/reserve/sendlists', 'application/json', 400],
  ])(
    '%s answers only once the whole body is sent, so a slow client never writes into a closed socket',
    async (_name, path, type, want) => {
      const url = new URL(sb.mailUrl(path));
      const socket = connect(Number(url.port), url.hostname);
      await once(socket, 'connect');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      const half = 'x'.repeat(64 * 1024);
      socket.write(
        `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${await sb.token()}\r\n` +
          `Content-Type: ${type}\r\nContent-Length: ${half.length * 2}\r\n\r\n${half}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answer).toBe('');
      socket.write(half);
      await vi.waitFor(() => expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${want} `)), { timeout: 10_000 });
      socket.destroy();
      await alive();
    },
  );

  it('survives clients that hang up in the middle of a body', async () => {
    for (let i = 0; i < 5; i++) {
      const controller = new AbortController();
      const stream = new ReadableStream<Uint8Array>({
        pull(c) {
          c.enqueue(new TextEncoder().encode('Customer.platformid\r\n1\r\n'.repeat(1000)));
          controller.abort();
        },
      });
      await fetch(sb.mailUrl('/deliveries/reserve/sendlists'), {
        method: 'POST',
        headers: { Authorization: `Bearer ${await sb.token()}`, 'Content-Type': 'text/csv' },
        body: stream,
        duplex: 'half',
        signal: controller.signal,
      } as RequestInit).catch(() => undefined);
    }
    await alive();
  });

  it.each([
    '/e/tymail/v1/%E0%A4%A/mail/deliveries',
    '/e/tymail/v1/abc/mail/deliveries/%ZZ',
    '/_sandbox/deliveries/%/events',
  ])('answers a malformed path %s', async (path) => {
    const response = await fetch(`${sb.url}${path}`, { headers: { Authorization: `Bearer ${await sb.token()}` } });
    expect([400, 404]).toContain(response.status);
    await alive();
  });

  it.each([
    ['/_sandbox/clock', '{"advanceSeconds":-5}'],
    ['/_sandbox/clock', 'not json'],
    ['/_sandbox/clock', '{"advanceSeconds":"10"}'],
  ])('refuses a bad control request %s %s with 400', async (path, body) => {
    const response = await fetch(`${sb.url}${path}`, { method: 'POST', body });
    expect(response.status).toBe(400);
  });

  it.each([
    ['far beyond any date', 1e300],
    ['more than 100 years', 100 * 365.25 * 86_400 + 1],
  ])('refuses to move the clock %s ahead and the clock keeps working', async (_name, seconds) => {
    const before = await sb.now();
    const response = await fetch(`${sb.url}/_sandbox/clock`, {
      method: 'POST',
      body: JSON.stringify({ advanceSeconds: seconds }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/advanceSeconds .*at most 100 years/);
    const clock = await fetch(`${sb.url}/_sandbox/clock`);
    expect(clock.status).toBe(200);
    expect(Date.parse(((await clock.json()) as { now: string }).now) - before).toBeLessThan(60_000);
    await alive();
  });

  it('lets the clock run up to 100 years ahead in steps, and no further', async () => {
    const limit = 100 * 365.25 * 86_400;
    await sb.advance(limit - 86_400);
    const step = (seconds: number) =>
      fetch(`${sb.url}/_sandbox/clock`, { method: 'POST', body: JSON.stringify({ advanceSeconds: seconds }) }).then(
        (r) => r.status,
      );
    expect(await step(2 * 86_400)).toBe(400);
    expect(await step(86_000)).toBe(200);
    expect((await fetch(`${sb.url}/_sandbox/clock`)).status).toBe(200);
    await alive();
  });
});

describe('a refused request changes no state', () => {
  it('no delivery id is used up by refused sends, creates or reservations', async () => {
    const first = await sendId(sb);
    const listId = await uploadList(sb);
    const at = new Date((await sb.now()) + 3_600_000).toISOString();
    const refused = [
      await sb.call('sendDelivery', { body: sendRequest({ count: 5 }) }),
      await sb.call('sendDelivery', { body: sendRequest({ trackingDomain: 'no.example' }) }),
      await sb.call('createDelivery', { body: content({ subject: '' }) }),
      await sb.call('reserveDelivery', { body: reserveRequest(listId, at, { subject: '' }) }),
      await sb.call('reserveDelivery', { body: reserveRequest(listId, '2000-01-01T00:00:00Z') }),
    ];
    expect(refused.map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    expect((await getList(sb, listId))['deliveryTaskId']).toBeNull();
    expect(await sendId(sb)).toBe(first + 1);
  });

  it('a refused send by id adds no recipients', async () => {
    const id = await create(sb);
    const answer = await sb.call('sendDeliveryById', {
      path: { delivery_id: id },
      body: { count: 2, deliveryData: [{ 'Customer.platformid': '1', 'Customer.email': 'a@example.com' }] },
    });
    expect(answer.status).toBe(400);
    expect(await status(sb, id)).toMatchObject({ total: 0 });
  });

  it('a refused deletion keeps the delivery', async () => {
    const id = await sendId(
      sb,
      sendRequest(
        {},
        Array.from({ length: 500 }, (_, i) => ({
          'Customer.platformid': String(i + 1),
          'Customer.email': `u${i}@example.com`,
        })),
      ),
    );
    expect((await sb.call('deleteDelivery', { path: { delivery_id: id } })).status).toBe(400);
    expect((await status(sb, id))['total']).toBe(500);
  });
});

describe('a failure inside one request', () => {
  it('answers 500 without details and the server keeps answering', async () => {
    const { createSandboxServer } = await import('../../sandbox/server.js');
    const { SandboxContext } = await import('../../sandbox/context.js');
    const { resolveConfig } = await import('../../sandbox/config.js');
    const { MOUNTS } = await import('../../sandbox/router.js');
    const ctx = new SandboxContext(resolveConfig(), undefined);
    const server = createSandboxServer(ctx, [
      {
        prefix: '/boom/sync',
        handler: () => {
          throw new Error('secret detail');
        },
      },
      {
        prefix: '/boom/async',
        handler: async () => {
          await Promise.resolve();
          throw new TypeError('secret detail');
        },
      },
      ...MOUNTS,
    ]);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    ctx.origin = `http://127.0.0.1:${port}`;
    try {
      for (const path of ['/boom/sync', '/boom/async', '/boom/sync']) {
        const response = await fetch(`${ctx.origin}${path}`);
        expect(response.status).toBe(500);
        expect(await response.text()).not.toContain('secret detail');
      }
      expect((await fetch(`${ctx.origin}/_sandbox/clock`)).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
