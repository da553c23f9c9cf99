/**
 * What every API request goes through: bearer token (401 missing, invalid or expired), scope (403), user name
 * (404), unknown path (404), wrong method (405 with Allow), and about 5 calls per second per user (429 with
 * Retry-After). Answers are checked against the spec by the harness.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendId } from './fixtures.js';
import { CLIENT, READER, sendRequest, TestSandbox } from './harness.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await TestSandbox.start();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

/** Every operation with a request that passes validation (path ids may not exist: 404 is fine for scope tests). */
const OPERATIONS: ReadonlyArray<readonly [string, 'mail:send' | 'mail:result', object]> = [
  ['sendDelivery', 'mail:send', { body: sendRequest() }],
  ['getDelivery', 'mail:send', { path: { delivery_id: 1 } }],
  ['deleteDelivery', 'mail:send', { path: { delivery_id: 1 } }],
  ['createDelivery', 'mail:send', { body: {} }],
  ['sendDeliveryById', 'mail:send', { path: { delivery_id: 1 }, body: {} }],
  ['uploadSendList', 'mail:send', { raw: 'Customer.platformid\r\n1\r\n' }],
  ['getSendList', 'mail:send', { path: { send_list_id: 1 } }],
  ['reserveDelivery', 'mail:send', { body: {} }],
  ['opens', 'mail:result', { path: { delivery_id: 1 } }],
  ['clicks', 'mail:result', { path: { delivery_id: 1 } }],
  ['errors', 'mail:result', { path: { delivery_id: 1 } }],
  ['results', 'mail:result', { path: { delivery_id: 1 } }],
  ['unsubscribes', 'mail:result', { path: { delivery_id: 1 } }],
  ['allErrors', 'mail:result', {}],
  ['allUnsubscribes', 'mail:result', {}],
];

describe('bearer token', () => {
  it.each(OPERATIONS)('%s without a token gives 401', async (operationId, _scope, input) => {
    const answer = await sb.call(operationId, { ...input, token: null });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer realm=/);
  });

  it.each([
    ['an unknown token', 'not-a-token'],
    ['an empty token', ''],
  ])('%s gives 401 invalid_token', async (_name, token) => {
    const answer = await sb.call('allErrors', { token });
    expect(answer.status).toBe(401);
  });

  it('a Basic header instead of Bearer gives 401', async () => {
    const response = await fetch(sb.mailUrl('/deliveries/errors/all'), {
      headers: { Authorization: `Basic ${Buffer.from('sandbox-client:sandbox-secret').toString('base64')}` },
    });
    expect(response.status).toBe(401);
  });

  it('a token expires after 1 hour of sandbox time', async () => {
    sb.forgetTokens();
    const token = await sb.token();
    await sb.advance(3590);
    expect((await sb.call('allErrors', { token })).status).toBe(200);
    await sb.advance(11);
    const expired = await sb.call('allErrors', { token });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toContain('error="invalid_token"');
    const fresh = await sb.token();
    expect((await sb.call('allErrors', { token: fresh })).status).toBe(200);
  });
});

describe('scopes', () => {
  it.each(OPERATIONS)('%s needs %s', async (operationId, scope, input) => {
    const other = scope === 'mail:send' ? 'mail:result' : 'mail:send';
    const without = await sb.call(operationId, { ...input, token: await sb.token(other) });
    expect(without.status).toBe(403);
    expect(without.headers.get('www-authenticate')).toContain(`scope="${scope}"`);
    const withScope = await sb.call(operationId, { ...input, token: await sb.token(scope) });
    expect(withScope.status).not.toBe(403);
    expect(withScope.status).not.toBe(401);
  });

  it('the reader client can read reports but not send', async () => {
    const token = await sb.token('mail:result', READER);
    expect((await sb.call('allErrors', { token })).status).toBe(200);
    expect((await sb.call('sendDelivery', { token, body: sendRequest() })).status).toBe(403);
  });

  it('a token with only database scopes opens no mail operation', async () => {
    const token = await sb.token('db:record:read', CLIENT);
    expect((await sb.call('allErrors', { token })).status).toBe(403);
  });
});

describe('unknown things are 404, wrong methods 405', () => {
  it.each(OPERATIONS)('%s for an unknown user name gives 404', async (operationId, _scope, input) => {
    const answer = await sb.call(operationId, { ...input, user: 'zzz' });
    expect(answer.status).toBe(404);
  });

  it.each([
    ['getDelivery', { path: { delivery_id: 999 } }],
    ['getDelivery', { path: { delivery_id: 'abc' } }],
    ['deleteDelivery', { path: { delivery_id: 999 } }],
    ['sendDeliveryById', { path: { delivery_id: 999 }, body: { count: 0, deliveryData: [] } }],
    ['getSendList', { path: { send_list_id: 999 } }],
    ['opens', { path: { delivery_id: 999 } }],
    ['clicks', { path: { delivery_id: 999 } }],
    ['errors', { path: { delivery_id: 999 } }],
    ['results', { path: { delivery_id: 999 } }],
    ['unsubscribes', { path: { delivery_id: 999 } }],
  ] as const)('%s of an unknown id gives 404', async (operationId, input) => {
    expect((await sb.call(operationId, input)).status).toBe(404);
  });

  it("another user's delivery is unknown", async () => {
    const other = await TestSandbox.start({ config: { mailUsers: [{ userName: 'xyz' }] } });
    try {
      const id = await sendId(other);
      expect((await other.call('getDelivery', { path: { delivery_id: id }, user: 'xyz' })).status).toBe(404);
      expect((await other.call('getDelivery', { path: { delivery_id: id } })).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it.each(['/deliveries/1/nothing', '/deliveries/reserve/sendlists/1/x', '/deliveries/', '/nothing', '/'])(
    'GET %s gives 404',
    async (path) => {
      const response = await fetch(sb.mailUrl(path), { headers: { Authorization: `Bearer ${await sb.token()}` } });
      expect(response.status).toBe(404);
    },
  );

  it.each([
    ['/oauth2', 'GET'],
    ['/e/tymail/v2/abc/mail/deliveries', 'GET'],
    ['/e/tymail/v1/abc/deliveries', 'GET'],
    ['/_sandbox/nothing', 'GET'],
  ])('%s outside the API gives 404', async (path, method) => {
    const response = await fetch(`${sb.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${await sb.token()}` },
    });
    expect(response.status).toBe(404);
  });

  it.each([
    ['/deliveries', 'GET', 'POST'],
    ['/deliveries', 'DELETE', 'POST'],
    ['/deliveries/1', 'POST', 'GET, DELETE'],
    ['/deliveries/1', 'PUT', 'GET, DELETE'],
    ['/deliveries/new', 'GET', 'POST'],
    ['/deliveries/1/send', 'GET', 'POST'],
    ['/deliveries/reserve', 'GET', 'POST'],
    ['/deliveries/reserve/sendlists', 'GET', 'POST'],
    ['/deliveries/reserve/sendlists/1', 'DELETE', 'GET'],
    ['/deliveries/1/opens', 'POST', 'GET'],
    ['/deliveries/1/clicks', 'DELETE', 'GET'],
    ['/deliveries/1/errors', 'PATCH', 'GET'],
    ['/deliveries/1/results', 'POST', 'GET'],
    ['/deliveries/1/unsubscribes', 'POST', 'GET'],
    ['/deliveries/errors/all', 'POST', 'GET'],
    ['/deliveries/unsubscribes/all', 'DELETE', 'GET'],
  ])('%s with %s gives 405, Allow: %s', async (path, method, allow) => {
    const response = await fetch(sb.mailUrl(path), {
      method,
      headers: { Authorization: `Bearer ${await sb.token()}` },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
  });
});

describe('rate limit of API calls', () => {
  it('refuses a burst beyond about 5 calls per second with 429 and Retry-After, then lets calls through again', async () => {
    const limited = await TestSandbox.start({ rateLimit: true });
    try {
      const token = await limited.token();
      const answers = await Promise.all(Array.from({ length: 30 }, () => limited.call('allErrors', { token })));
      const refused = answers.filter((a) => a.status === 429);
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(5);
      expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(12);
      expect(refused.length).toBeGreaterThan(0);
      expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      await limited.advance(Number(refused[0]?.headers.get('retry-after')));
      expect((await limited.call('allErrors', { token: await limited.token() })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts per user name', async () => {
    const limited = await TestSandbox.start({ rateLimit: true, config: { mailUsers: [{ userName: 'xyz' }] } });
    try {
      const token = await limited.token();
      for (let i = 0; i < 15; i++) await limited.call('allErrors', { token });
      expect((await limited.call('allErrors', { token })).status).toBe(429);
      expect((await limited.call('allErrors', { token, user: 'xyz' })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('a client pacing itself at 5 calls per second is never refused', async () => {
    const limited = await TestSandbox.start({ rateLimit: true });
    try {
      const token = await limited.token();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push((await limited.call('allErrors', { token })).status);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(statuses.every((s) => s === 200)).toBe(true);
    } finally {
      await limited.close();
    }
  });
});
