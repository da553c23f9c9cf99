/**
 * CORS: off by default (a browser on another origin gets no answer it may read); with `--cors` (or `cors: true`
 * in the config) a preflight is answered and every answer, errors included, names the page's origin and exposes
 * the headers the clients read. The page itself is tried in Chromium by test/packaging/browser-page.test.ts.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../sandbox/config.js';
import { type RunningSandbox, startSandbox } from '../../sandbox/index.js';
import { start, stopAll } from './process.js';

const ORIGIN = 'http://127.0.0.1:5173';
const sandboxes: RunningSandbox[] = [];
afterEach(stopAll);
afterAll(async () => {
  for (const s of sandboxes) await s.close();
});

async function sandbox(cors: boolean): Promise<string> {
  const started = await startSandbox({ port: 0, rateLimit: false, config: { cors } });
  sandboxes.push(started);
  return started.url;
}

const preflight = (url: string) =>
  fetch(`${url}/e/tymail/v1/abc/mail/deliveries/1`, {
    method: 'OPTIONS',
    headers: {
      Origin: ORIGIN,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization',
    },
  });

const corsHeaders = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control-')));

describe('CORS', () => {
  it('is off by default: no CORS header on a preflight or an answer', async () => {
    const url = await sandbox(false);
    expect(corsHeaders(await preflight(url))).toEqual({});
    const answer = await fetch(`${url}/e/tymail/v1/abc/mail/deliveries/1`, { headers: { Origin: ORIGIN } });
    expect(answer.status).toBe(401);
    expect(corsHeaders(answer)).toEqual({});
  });

  it('with cors on, answers a preflight for the methods and the headers asked for', async () => {
    const answer = await preflight(await sandbox(true));
    expect(answer.status).toBe(204);
    expect(corsHeaders(answer)).toEqual({
      'access-control-allow-origin': ORIGIN,
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': 'authorization',
      'access-control-max-age': '600',
    });
  });

  it('with cors on, an error answer names the origin and exposes WWW-Authenticate and Retry-After', async () => {
    const url = await sandbox(true);
    const answer = await fetch(`${url}/e/tymail/v1/abc/mail/deliveries/1`, { headers: { Origin: ORIGIN } });
    expect(answer.status).toBe(401);
    expect(corsHeaders(answer)).toEqual({
      'access-control-allow-origin': ORIGIN,
      'access-control-expose-headers': 'Content-MD5, Retry-After, WWW-Authenticate, Allow',
    });
    expect(answer.headers.get('vary')).toBe('Origin');
  });

  it('with cors on, a request without Origin (not from a browser page) gets no CORS header', async () => {
    const answer = await fetch(`${await sandbox(true)}/e/tymail/v1/abc/mail/deliveries/1`);
    expect(corsHeaders(answer)).toEqual({});
  });

  it('is switched on by --cors on the command line', async () => {
    const { url } = await start(['--port', '0', '--cors']);
    expect((await preflight(url)).headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });

  it.each([
    [{}, false],
    [{ cors: true }, true],
    [{ cors: false }, false],
  ])('a config of %j gives cors %s', (input, cors) => {
    expect(resolveConfig(input).cors).toBe(cors);
  });

  it('refuses a config whose cors is not a boolean, naming it', () => {
    expect(() => resolveConfig({ cors: 'yes' })).toThrow('sandbox config: cors must be true or false');
  });
});
