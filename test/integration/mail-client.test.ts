/**
 * The generated mail client (generated/mail with the runtime) against the sandbox: every operation, access
 * errors as typed errors, token expiry through the sandbox clock, 429 handling and the reservation lifecycle.
 * The error codes of the 400 answers are in mail-error-codes.test.ts.
 */
import {
  SendListFailedError,
  SendListValidationError,
  waitForDelivery,
  waitForSendList,
  type CsvUploadBody,
  type MailClientOptions,
} from '@platform-sdk/mail';
import {
  AbortError,
  AuthenticationError,
  BadRequestError,
  DuplicateRequestError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  SdkError,
  UnauthorizedError,
  type RetryInfo,
} from '@platform-sdk/runtime';
import { describe, expect, it } from 'vitest';
import { env, inMinutes, mail, registeredList, useMailSuite } from './mail-suite.js';
import { content, LIST_CSV, recipient, recipients, startEnv } from './sandbox-env.js';

useMailSuite();

describe('sending', () => {
  it('sendDelivery fills in count, returns the id and click feedbacks; status follows the clock', async () => {
    const sent = await mail.sendDelivery({ ...content, deliveryData: recipients(500) });
    expect(sent).toEqual({
      deliveryTaskId: expect.any(Number),
      textClickFeedbacks: [{ id: expect.any(Number), url: 'https://shop.example.jp/spring' }],
      htmlClickFeedbacks: [],
    });
    expect(await mail.getDelivery(sent.deliveryTaskId)).toMatchObject({ status: 'SENDING', total: 500 });
    await env.advance(6);
    expect(await mail.getDelivery(sent.deliveryTaskId)).toEqual({
      deliveryTaskId: sent.deliveryTaskId,
      status: 'COMPLETED',
      total: 500,
      sent: 500,
    });
  });

  it('a test delivery resolves to undefined', async () => {
    expect(await mail.sendDelivery({ ...content, test: true, deliveryData: recipients(20) })).toBeUndefined();
  });

  it('createDelivery then sendDeliveryById (and its test form)', async () => {
    const created = await mail.createDelivery(content);
    expect(await mail.getDelivery(created.deliveryTaskId)).toMatchObject({ status: 'COMPLETED', total: 0 });
    expect(
      await mail.sendDeliveryById(created.deliveryTaskId, { test: true, deliveryData: recipients(2) }),
    ).toBeUndefined();
    const sent = await mail.sendDeliveryById(created.deliveryTaskId, { deliveryData: recipients(3) });
    expect(sent).toEqual(created);
    await env.advance(1);
    expect(await mail.getDelivery(BigInt(created.deliveryTaskId))).toMatchObject({ status: 'COMPLETED', total: 3 });
  });

  it('deleteDelivery resolves to undefined; the delivery is then unknown', async () => {
    const { deliveryTaskId } = await mail.sendDelivery({ ...content, deliveryData: [recipient(1)] });
    await env.advance(1);
    expect(await mail.deleteDelivery(deliveryTaskId)).toBeUndefined();
    await expect(mail.getDelivery(deliveryTaskId)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('an explicit requestId used twice throws DuplicateRequestError carrying the earlier response', async () => {
    const first = await mail.sendDelivery({ ...content, requestId: 'once', deliveryData: [recipient(1)] });
    const again = await mail
      .sendDelivery({ ...content, requestId: 'once', deliveryData: [recipient(1)] })
      .catch((e: unknown) => e);
    expect(again).toBeInstanceOf(DuplicateRequestError);
    expect((again as DuplicateRequestError).earlierResponse).toEqual(first);
  });
});

describe('send lists and reservations', () => {
  const uploads: ReadonlyArray<readonly [string, () => CsvUploadBody]> = [
    ['a string', () => LIST_CSV],
    [
      'chunks',
      () =>
        (async function* (): AsyncGenerator<string> {
          yield 'Customer.platformid,Customer.email\n';
          yield '1,a@mail.example.jp\n2,b@mail.';
          yield 'example.jp\n';
        })(),
    ],
    ['records', () => ({ records: [recipient(1), recipient(2)] })],
  ];
  it.each(uploads)('uploadSendList takes %s; getSendList shows PROCESSING then SUCCESS', async (_name, body) => {
    const { sendListId } = await mail.uploadSendList(body());
    expect(await mail.getSendList(sendListId)).toMatchObject({
      sendListId,
      status: 'PROCESSING',
      deliveryTaskId: null,
    });
    await env.advance(5);
    const list = await mail.getSendList(sendListId);
    expect(list.status).toBe('SUCCESS');
    expect(list.rowCount).toBeGreaterThan(0);
  });

  it('a list that breaks a rule ends FAIL, its errorMessage naming the rule and the row', async () => {
    const csv = 'Customer.platformid,Customer.email\r\n3001,a@mail.example.jp\r\n0,b@mail.example.jp\r\n';
    // By default the runtime refuses the list before sending it; with that check off the service judges it.
    await expect(mail.uploadSendList(csv)).rejects.toBeInstanceOf(SendListValidationError);
    const { sendListId } = await mail.uploadSendList(csv, { uploadCheck: false });
    await env.advance(5);
    expect(await mail.getSendList(sendListId)).toMatchObject({
      sendListId,
      status: 'FAIL',
      rowCount: 2,
      errorMessage: expect.stringMatching(/rule 1 \(row 2\)/),
      deliveryTaskId: null,
    });
  });

  it('a registered list ends EXPIRED 7 days after registration', async () => {
    const sendListId = await registeredList();
    const { expirationDateTime } = await mail.getSendList(sendListId);
    await env.advance(7 * 24 * 3600 - 60);
    expect(await mail.getSendList(sendListId)).toMatchObject({ status: 'SUCCESS', expirationDateTime });
    await env.advance(60);
    expect(await mail.getSendList(sendListId)).toMatchObject({ status: 'EXPIRED', rowCount: 3 });
  });

  it('runs the whole reservation lifecycle', async () => {
    const sendListId = await registeredList();
    const reserved = await mail.reserveDelivery({ ...content, sendListId, sendDateTime: await inMinutes(10) });
    const id = reserved.deliveryTaskId;
    expect(await mail.getDelivery(id)).toEqual({ deliveryTaskId: id, status: 'RESERVED', total: 3, sent: 0 });
    expect((await mail.getSendList(sendListId)).deliveryTaskId).toBe(id);

    const byId = await mail.sendDeliveryById(id, { deliveryData: [recipient(1)] }).catch((e: unknown) => e);
    expect((byId as BadRequestError).errors.map((e) => e.code)).toEqual(['10033']);

    await env.advance(6 * 60);
    const locked = await mail.deleteDelivery(id).catch((e: unknown) => e);
    expect(locked).toBeInstanceOf(BadRequestError);
    expect((locked as BadRequestError).errors[0]).toMatchObject({ code: '10031', property: 'deliveryTaskId' });

    await env.advance(4 * 60 + 1);
    expect(await mail.getDelivery(id)).toMatchObject({ status: 'COMPLETED', sent: 3 });
    await env.advance(61);
    expect((await mail.results(id).rows()).map((r) => r.platformId)).toEqual(['3001', '3003']);
    expect(await mail.errors(id).rows()).toEqual([
      { platformId: '3002', failedAt: expect.any(String), reason: 'UNKNOWN_USER' },
    ]);

    await mail.deleteDelivery(id);
    expect((await mail.getSendList(sendListId)).deliveryTaskId).toBeNull();
    await expect(mail.results(id).rows()).rejects.toBeInstanceOf(NotFoundError);
  });

  it('a deleted reservation releases its list before the lock window', async () => {
    const sendListId = await registeredList();
    const first = await mail.reserveDelivery({ ...content, sendListId, sendDateTime: await inMinutes(60) });
    await mail.deleteDelivery(first.deliveryTaskId);
    const second = await mail.reserveDelivery({ ...content, sendListId, sendDateTime: await inMinutes(60) });
    expect(second.deliveryTaskId).not.toBe(first.deliveryTaskId);
  });
});

describe('waiting for a send list and a delivery', () => {
  /** Runs `wait` while the sandbox clock moves on by `seconds`, polling every 20 ms. */
  async function whileAdvancing<T>(seconds: number, wait: Promise<T>): Promise<T> {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await env.advance(seconds);
    return wait;
  }

  it('waitForSendList resolves once the list is SUCCESS', async () => {
    const { sendListId } = await mail.uploadSendList(LIST_CSV);
    const list = await whileAdvancing(5, waitForSendList(mail, sendListId, { intervalMs: 20 }));
    expect(list).toMatchObject({ sendListId, status: 'SUCCESS', rowCount: 3 });
  });

  it("waitForSendList throws SendListFailedError with the service's errorMessage when the list FAILs", async () => {
    const csv = 'Customer.platformid,Customer.email\r\n0,b@mail.example.jp\r\n';
    const { sendListId } = await mail.uploadSendList(csv, { uploadCheck: false });
    const error = await whileAdvancing(
      5,
      waitForSendList(mail, sendListId, { intervalMs: 20 }).catch((e: unknown) => e),
    );
    expect(error).toBeInstanceOf(SendListFailedError);
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({
      kind: 'wait',
      status: 'FAIL',
      sendListId: String(sendListId),
      errorMessage: expect.stringMatching(/^rule 1 \(row 1\)/),
    });
    expect((error as Error).message).toMatch(
      new RegExp(`^waitForSendList stopped because send list ${sendListId} failed registration: rule 1 \\(row 1\\)`),
    );
  });

  it('waitForSendList throws SendListFailedError for an EXPIRED list', async () => {
    const sendListId = await registeredList();
    await env.advance(8 * 24 * 3600);
    await expect(waitForSendList(mail, sendListId)).rejects.toMatchObject({ status: 'EXPIRED', errorMessage: null });
  });

  it('waitForSendList ends with AbortError when the signal aborts while the list is PROCESSING', async () => {
    const { sendListId } = await mail.uploadSendList(LIST_CSV);
    const error = await waitForSendList(mail, sendListId, { intervalMs: 20, signal: AbortSignal.timeout(150) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).cause).toMatchObject({ name: 'TimeoutError' });
  });

  it('waitForDelivery waits until COMPLETED by default, and until any status asked for', async () => {
    const sendListId = await registeredList();
    const reserved = await mail.reserveDelivery({ ...content, sendListId, sendDateTime: await inMinutes(10) });
    expect(await waitForDelivery(mail, reserved.deliveryTaskId, { until: 'RESERVED' })).toMatchObject({
      status: 'RESERVED',
    });
    const sending = await whileAdvancing(
      10 * 60,
      waitForDelivery(mail, reserved.deliveryTaskId, { until: 'SENDING', intervalMs: 20 }),
    );
    expect(['SENDING', 'COMPLETED']).toContain(sending.status);
    const done = await whileAdvancing(5, waitForDelivery(mail, reserved.deliveryTaskId, { intervalMs: 20 }));
    expect(done).toEqual({ deliveryTaskId: reserved.deliveryTaskId, status: 'COMPLETED', total: 3, sent: 3 });
  });

  it('waitForDelivery passes on the 404 of an unknown delivery', async () => {
    await expect(waitForDelivery(mail, 999_999)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('reports', () => {
  it('returns typed rows of all seven reports, by rows() and by streaming', async () => {
    const sent = await mail.sendDelivery({
      ...content,
      oneClickUnsubscriptionReady: true,
      deliveryData: [
        recipient(11, 'a@mail.example.jp', { 'Customer.name': 'A' }),
        recipient(12, 'spam@mail.example.jp'),
      ],
    });
    const id = sent.deliveryTaskId;
    await env.advance(1);
    const [first] = (await env.messages(id)).messages;
    await fetch(first.openUrl);
    await fetch(first.clickUrls[0].trackingUrl, { redirect: 'manual' });
    await env.events(id, { type: 'unsubscribe', platformId: '11' });
    await env.advance(61);

    expect(await mail.results(id).rows()).toEqual([
      { platformId: '11', deliveredAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) },
    ]);
    expect(await mail.errors(id).rows()).toEqual([{ platformId: '12', failedAt: expect.any(String), reason: 'SPAM' }]);
    expect(await mail.opens(id).rows()).toEqual([{ platformId: '11', openedAt: expect.any(String) }]);
    expect(await mail.clicks(id).rows()).toEqual([
      {
        platformId: '11',
        clickedAt: expect.any(String),
        clickId: String(sent.textClickFeedbacks[0]?.id),
        url: 'https://shop.example.jp/spring',
      },
    ]);
    expect(await mail.unsubscribes(id).rows()).toEqual([{ platformId: '11', requestedAt: expect.any(String) }]);
    const streamed = [];
    for await (const row of mail.allErrors()) streamed.push(row);
    expect(streamed).toEqual([
      { platformId: '12', failedAt: expect.any(String), reason: 'SPAM', deliveryTaskId: String(id) },
    ]);
    expect(await mail.allUnsubscribes().rows()).toEqual([
      { platformId: '11', requestedAt: expect.any(String), deliveryTaskId: String(id) },
    ]);
  });

  it('an abort inside `for await` over a report ends the loop with AbortError at the next row, and nothing escapes unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      // Enough rows for several chunks, so reads are still pending on the connection when the loop aborts.
      const { deliveryTaskId } = await mail.sendDelivery({ ...content, deliveryData: recipients(3000) });
      await env.advance(100);
      const controller = new AbortController();
      let seen = 0;
      const error = await (async () => {
        for await (const _row of mail.results(deliveryTaskId, {}, { signal: controller.signal })) {
          if (++seen === 10) controller.abort();
        }
      })().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AbortError);
      expect(error).toBeInstanceOf(SdkError);
      expect(seen).toBe(10);
      // Give a stray rejection of the aborted connection time to surface.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('sends start and end (Date or string with +09:00) so that the sandbox filters by them', async () => {
    const { deliveryTaskId: id } = await mail.sendDelivery({
      ...content,
      deliveryData: [recipient(1, 'reject@mail.example.jp')],
    });
    await env.advance(61);
    const now = await env.now();
    expect(await mail.errors(id, { start: new Date(now - 3_600_000) }).rows()).toHaveLength(1);
    expect(await mail.errors(id, { start: new Date(now) }).rows()).toHaveLength(0);
    const tokyo = `${new Date(now + 9 * 3_600_000).toISOString().slice(0, 19)}+09:00`;
    expect(await mail.allErrors({ end: tokyo }).rows()).toHaveLength(1);
  });
});

describe('access errors as typed errors', () => {
  it('a client without mail:send gets ForbiddenError', async () => {
    const reader = env.client({
      credentials: { clientKey: 'sandbox-reader', clientSecret: 'sandbox-secret' },
      scopes: ['mail:result'],
    });
    await expect(reader.sendDelivery({ ...content, deliveryData: [recipient(1)] })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect(await reader.allErrors().rows()).toEqual([]);
  });

  it('an unknown user name gives NotFoundError', async () => {
    await expect(env.client({ userName: 'zzz' }).getDelivery(1)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('a 403 says what the service said and the scope the token lacks', async () => {
    const reader = env.client({
      credentials: { clientKey: 'sandbox-reader', clientSecret: 'sandbox-secret' },
      scopes: ['mail:result'],
    });
    const error = await reader.getDelivery(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error).toMatchObject({
      requiredScope: 'mail:send',
      method: 'GET',
      pathTemplate: '/deliveries/{delivery_id}',
      path: '/deliveries/1',
    });
    // The sandbox's own words name the scope, so the challenge's scope is not repeated.
    expect((error as Error).message).toBe(
      'getDelivery failed with HTTP 403 Forbidden: The access token lacks the scope mail:send.',
    );
  });

  it('a 404 says what the service said', async () => {
    const error = await mail.getDelivery(424242).catch((e: unknown) => e);
    expect((error as Error).message).toBe('getDelivery failed with HTTP 404 Not Found: Delivery not found.');
  });

  it.each([
    [
      'a wrong authUrl',
      () => ({ authUrl: `${env.sandbox.url}/auth` }),
      404,
      /answered HTTP 404; authUrl is probably wrong/,
    ],
    [
      'a baseUrl that is not the base address (the audience)',
      () => ({ baseUrl: `${env.sandbox.url}/e/tymail/v1` }),
      400,
      /answered HTTP 400 \(invalid_request: "audience is not the base address of an API served here"\); check that the audience \(it was http:\/\/[^)]+\/e\/tymail\/v1\) is the API's base address/,
    ],
    [
      'wrong credentials',
      () => ({ credentials: { clientKey: 'sandbox-client', clientSecret: 'not-the-secret' } }),
      401,
      /answered HTTP 401 \(invalid_client: "Client authentication failed"\); the client credentials are probably wrong: check clientKey and clientSecret\.$/,
    ],
  ])('the token endpoint refusing %s says what it said and the likely cause', async (_name, options, code, message) => {
    const error = await env
      .client(options())
      .getDelivery(1)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: code, operationId: 'getDelivery' });
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('not-the-secret');
  });

  it('wrong credentials fail without leaking the secret', async () => {
    const wrong = env.client({ credentials: { clientKey: 'sandbox-client', clientSecret: 'not-the-secret' } });
    const error = await wrong.getDelivery(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).not.toContain('not-the-secret');
  });
});

describe('tokens', () => {
  it('reuses one token, and after it expires on the sandbox clock gets a new one and retries', async () => {
    const client = env.client();
    const before = env.tokenRequests();
    const { deliveryTaskId } = await client.sendDelivery({ ...content, deliveryData: [recipient(1)] });
    await client.getDelivery(deliveryTaskId);
    await client.getDelivery(deliveryTaskId);
    const afterFirst = env.tokenRequests();
    expect(afterFirst - before).toBeLessThanOrEqual(1);
    await env.advance(3601);
    // The runtime still holds the token (its own clock has not moved); the sandbox answers 401 and the runtime
    // fetches a new token and repeats the call once, which onRetry reports.
    const retries: RetryInfo[] = [];
    expect(await client.getDelivery(deliveryTaskId, { onRetry: (info) => retries.push(info) })).toMatchObject({
      deliveryTaskId,
    });
    expect(env.tokenRequests()).toBe(afterFirst + 1);
    expect(retries).toEqual([{ operationId: 'getDelivery', attempt: 1, delayMs: 0, reason: 401, tokenRefresh: true }]);
  });

  it('a bearer token brought by the caller that has expired gives UnauthorizedError', async () => {
    const response = await fetch(`${env.sandbox.url}/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from('sandbox-client:sandbox-secret').toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', audience: env.sandbox.url, scope: 'mail:send' }),
    });
    const { access_token } = (await response.json()) as { access_token: string };
    const client = env.client({ accessToken: access_token, credentials: undefined, authUrl: undefined } as never);
    const { deliveryTaskId } = await client.createDelivery(content);
    await env.advance(3601);
    await expect(client.getDelivery(deliveryTaskId)).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe('429 handling', () => {
  /** `n` getDelivery calls at once against a sandbox that enforces its rate limit: what each gave, and the retries. */
  async function burst(n: number, options: Partial<MailClientOptions>) {
    const limited = await startEnv({ rateLimit: true });
    try {
      const retries: RetryInfo[] = [];
      const client = limited.client({ onRetry: (info) => retries.push(info), ...options });
      const { deliveryTaskId } = await client.createDelivery(content);
      const results = await Promise.allSettled(Array.from({ length: n }, () => client.getDelivery(deliveryTaskId)));
      const answers = results.flatMap((r) =>
        r.status === 'fulfilled' && r.value.deliveryTaskId === deliveryTaskId ? [r.value] : [],
      );
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      return { answers, refused, retries };
    } finally {
      await limited.close();
    }
  }

  it('30 unpaced calls with retries on and the limiter off all succeed: the Retry-After waits are spread by jitter', async () => {
    // The sandbox admits a burst of 10 and 5 per second. All refused together and back together one second later,
    // 5 would pass per round and the last 10 run out of retries; spread over a few seconds they fit the rate.
    const { answers, retries } = await burst(30, {});
    expect(answers).toHaveLength(30);
    expect(retries[0]).toMatchObject({ operationId: 'getDelivery', reason: 429 });
    expect(new Set(retries.filter((r) => r.attempt === 1).map((r) => r.delayMs)).size).toBeGreaterThan(1);
    expect(retries.every((r) => r.delayMs >= 1000)).toBe(true);
  }, 60_000);

  it('with its own rate limit on, the client never meets a 429', async () => {
    const { answers, retries } = await burst(14, { rateLimit: { perSecond: 5, burst: 5 } });
    expect(answers).toHaveLength(14);
    expect(retries).toEqual([]);
  });

  it('gives RateLimitError when retries are off', async () => {
    const { refused } = await burst(14, { retry: false });
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toBeInstanceOf(RateLimitError);
    expect((refused[0] as RateLimitError).retryAfterMs).toBeGreaterThanOrEqual(1000);
  });
});
