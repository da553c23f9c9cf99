/**
 * The token endpoint (specs/mail.yaml, "Access tokens"): Basic client credentials, form fields, granted scope =
 * requested ∩ allowed, 1-hour bearer tokens, OAuth2 error bodies, 100 requests per minute per IP then 429.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT, READER, TestSandbox } from './harness.js';

const sb = await TestSandbox.start({
  config: { clients: [{ clientId: 'mail-only', clientSecret: 's3cret', scopes: ['mail:send'] }] },
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

const form = (extra: Record<string, string> = {}): Record<string, string> => ({
  grant_type: 'client_credentials',
  audience: sb.url,
  scope: 'mail:send mail:result',
  ...extra,
});

describe('issuing tokens', () => {
  it.each([
    ['full client, both mail scopes', CLIENT, 'mail:send mail:result', 'mail:send mail:result'],
    ['full client, one scope', CLIENT, 'mail:result', 'mail:result'],
    ['full client, database scopes too', CLIENT, 'db:record:read mail:send', 'db:record:read mail:send'],
    ['reader asks for send and result', READER, 'mail:send mail:result', 'mail:result'],
    ['configured client', { id: 'mail-only', secret: 's3cret' }, 'mail:send mail:result', 'mail:send'],
    ['unknown scope names are dropped', CLIENT, 'mail:send mail:everything', 'mail:send'],
  ])('%s', async (_name, client, scope, granted) => {
    const answer = await sb.requestToken(form({ scope }), client);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 3600,
      scope: granted,
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('grants every allowed scope when none is asked for', async () => {
    const { scope: _omit, ...rest } = form();
    const answer = await sb.requestToken(rest, READER);
    expect(answer.json.scope).toBe('mail:result db:openapi:read db:record:read');
  });

  it.each([
    ['the origin with a trailing slash', () => `${sb.url}/`],
    ['localhost instead of 127.0.0.1', () => sb.url.replace('127.0.0.1', 'localhost')],
  ])('accepts the audience as %s', async (_name, audience) => {
    expect((await sb.requestToken(form({ audience: audience() }), CLIENT)).status).toBe(200);
  });

  it('issues a different token each time', async () => {
    const a = await sb.requestToken(form(), CLIENT);
    const b = await sb.requestToken(form(), CLIENT);
    expect(a.json.access_token).not.toBe(b.json.access_token);
  });
});

describe('refusing token requests', () => {
  it.each([
    ['no credentials', form(), null, 401, 'invalid_client'],
    ['wrong secret', form(), { id: 'sandbox-client', secret: 'nope' }, 401, 'invalid_client'],
    ['unknown client', form(), { id: 'who', secret: 'sandbox-secret' }, 401, 'invalid_client'],
    ['not Basic', form(), 'Bearer abc', 401, 'invalid_client'],
    ['no grant_type', { audience: '', scope: 'mail:send' }, CLIENT, 400, 'invalid_request'],
    ['password grant', { ...form(), grant_type: 'password' }, CLIENT, 400, 'unsupported_grant_type'],
    ['no scope the client may have', { ...form(), scope: 'mail:send' }, READER, 400, 'invalid_scope'],
    ['only unknown scopes', { ...form(), scope: 'admin' }, CLIENT, 400, 'invalid_scope'],
  ] as const)('%s', async (_name, fields, client, status, error) => {
    const answer = await sb.requestToken({ ...fields }, client);
    expect(answer.status).toBe(status);
    expect(answer.json).toEqual({ error, error_description: expect.any(String) });
    expect(answer.text).not.toContain('sandbox-secret');
    if (status === 401) expect(answer.headers.get('www-authenticate')).toMatch(/^Basic /);
  });

  it.each([
    ['missing audience', (f: Record<string, string>) => ({ ...f, audience: '' })],
    ['another service', (f: Record<string, string>) => ({ ...f, audience: 'https://mail.example.net' })],
  ])('refuses a %s with invalid_request', async (_name, change) => {
    const answer = await sb.requestToken(change(form()), CLIENT);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('invalid_request');
  });

  it('accepts a configured audience', async () => {
    const other = await TestSandbox.start({ config: { audiences: ['https://mail.example.net'] } });
    try {
      const answer = await other.requestToken({ ...form(), audience: 'https://mail.example.net' }, CLIENT);
      expect(answer.status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('refuses a JSON body', async () => {
    const response = await fetch(`${sb.url}/oauth2/token`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Basic ${Buffer.from('sandbox-client:sandbox-secret').toString('base64')}`,
      },
      body: JSON.stringify(form()),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_request');
  });

  it('answers GET with 405', async () => {
    const response = await fetch(`${sb.url}/oauth2/token`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('rate limit of the token endpoint', () => {
  it('allows 100 requests per minute per IP, then 429 with Retry-After until the minute has passed', async () => {
    const limited = await TestSandbox.start({ rateLimit: true });
    try {
      const answers = [];
      for (let i = 0; i < 100; i++)
        answers.push(await limited.requestToken({ ...form(), audience: limited.url }, CLIENT));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const refused = await limited.requestToken({ ...form(), audience: limited.url }, CLIENT);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(55);
      expect(wait).toBeLessThanOrEqual(60);
      // Failed requests count too.
      expect((await limited.requestToken({}, null)).status).toBe(429);
      await limited.advance(wait);
      expect((await limited.requestToken({ ...form(), audience: limited.url }, CLIENT)).status).toBe(200);
      // A reset clears the window.
      await limited.advance(60);
      for (let i = 0; i < 100; i++) await limited.requestToken({}, null);
      expect((await limited.requestToken({}, null)).status).toBe(429);
      await limited.reset();
      expect((await limited.requestToken({ ...form(), audience: limited.url }, CLIENT)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
