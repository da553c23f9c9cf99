/**
 * The `logger` / `logLevel` options and `PLATFORM_SDK_LOG`: one line per attempt, token fetches and refreshes,
 * rate-limit waits; off by default; and never a secret, token, Authorization header, query value or address.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOG_ENV,
  clearRateLimiters,
  clearTokenCache,
  type Logger,
  type LogLevel,
} from '@platform-sdk/runtime/internal';
import { createApiRuntime } from '@platform-sdk/runtime/mail/client';
import { fakeServer, json, mailApi, ops, runtimeOptions, status, tokenResponse } from './fake-server.js';

beforeEach(() => {
  clearTokenCache();
  clearRateLimiters();
  vi.unstubAllEnvs();
});
afterEach(() => vi.unstubAllEnvs());

interface Line {
  readonly level: string;
  readonly text: string;
}

function capture(): { logger: Logger; lines: Line[] } {
  const lines: Line[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      void lines.push({ level, text: args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' ') });
  return { logger: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }, lines };
}

const SECRET = 'S3CRET-client-secret';
const ADDRESS = 'hanako.yamada@mail.example.jp';
const LIST_ADDRESS = 'taro.suzuki@mail.example.jp';
const QUERY_VALUE = 'query-value-2024';

/** A session that meets every kind of event: token fetch, 401 refresh, 429 and network retries, a 400, an upload, a rate-limit wait. */
async function session(level: LogLevel | undefined, logger: Logger): Promise<void> {
  let apiCalls = 0;
  const server = fakeServer({
    token: (_r, i) => tokenResponse(`access-token-${i + 1}`),
    api: (request) => {
      apiCalls++;
      const path = new URL(request.url).pathname;
      if (apiCalls === 1) return status(401, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
      if (apiCalls === 2) return status(429, { 'Retry-After': '0' });
      if (apiCalls === 3) return Promise.reject(new TypeError(`fetch failed for ${ADDRESS}`));
      if (path.endsWith('/deliveries/new')) {
        return json(
          {
            errors: [
              { code: '10004', property: 'fromAddress', message: `${ADDRESS} is not an address, secret ${SECRET}` },
            ],
          },
          { status: 400 },
        );
      }
      return json({ deliveryTaskId: 1 });
    },
  });
  const runtime = createApiRuntime(
    mailApi,
    runtimeOptions(server, {
      credentials: { clientKey: 'client-key-1', clientSecret: SECRET },
      random: () => 0,
      retry: { baseDelayMs: 1 },
      rateLimit: { perSecond: 50, burst: 1 },
      logger,
      ...(level === undefined ? {} : { logLevel: level }),
    }),
  );
  const recipients = [{ 'Customer.platformid': '1', 'Customer.email': ADDRESS }];
  await runtime.call(ops.sendDelivery, { body: { subject: 's', deliveryData: recipients } });
  await runtime.call(ops.createDelivery, { body: { fromAddress: ADDRESS } }).catch(() => undefined);
  await runtime.call(ops.uploadSendList, { body: `Customer.platformid,Customer.email\r\n1,${LIST_ADDRESS}\r\n` });
  await runtime.call(ops.getDelivery, { path: { delivery_id: 5 }, query: { q: QUERY_VALUE } });
}

describe('logging', () => {
  it.each(['debug', 'info', 'warn', 'error'] as const)(
    'at %s never logs a secret, token, Authorization header, query value or address',
    async (level) => {
      const { logger, lines } = capture();
      await session(level, logger);
      const all = lines.map((l) => l.text).join('\n');
      for (const forbidden of [
        SECRET,
        'access-token-1',
        'access-token-2',
        'Authorization',
        'Bearer',
        'Basic',
        ADDRESS,
        LIST_ADDRESS,
        QUERY_VALUE,
        '@mail.example.jp',
      ]) {
        expect(all).not.toContain(forbidden);
      }
      expect(all).not.toContain(Buffer.from(`client-key-1:${SECRET}`).toString('base64'));
    },
  );

  it('at debug logs one line per attempt with operation, method, path, status or error, duration, attempt and retry reason', async () => {
    const { logger, lines } = capture();
    await session('debug', logger);
    const attempts = lines
      .filter((l) => / -> /.test(l.text))
      .map((l) => `${l.level} ${l.text.replace(/in \d+ ms/, 'in N ms')}`);
    expect(attempts).toEqual([
      'info [platform-sdk] mail sendDelivery POST /deliveries -> UnauthorizedError 401 in N ms (attempt 1); the token was refused, trying once more with a fresh one',
      'warn [platform-sdk] mail sendDelivery POST /deliveries -> RateLimitError 429 in N ms (attempt 2); retry in 0 ms (reason 429)',
      'warn [platform-sdk] mail sendDelivery POST /deliveries -> NetworkError in N ms (attempt 3); retry in 0 ms (reason NetworkError)',
      'debug [platform-sdk] mail sendDelivery POST /deliveries -> 200 in N ms (attempt 4)',
      'error [platform-sdk] mail createDelivery POST /deliveries/new -> BadRequestError 400 [10004 on fromAddress] in N ms (attempt 1); failed',
      'debug [platform-sdk] mail uploadSendList POST /deliveries/reserve/sendlists -> 200 in N ms (attempt 1)',
      'debug [platform-sdk] mail getDelivery GET /deliveries/5 -> 200 in N ms (attempt 1)',
    ]);
    const tokens = lines.filter((l) => l.text.includes('access token'));
    expect(tokens.map((l) => l.level)).toEqual(['info', 'info']);
    expect(tokens[0]?.text).toMatch(
      /^\[platform-sdk\] sendDelivery: fetched an access token from https:\/\/auth\.example\.test\/oauth2\/token for scopes mail:send mail:result \(valid 3600 s\) in \d+ ms$/,
    );
    expect(lines.some((l) => l.level === 'debug' && /waited \d+ ms for the client-side rate limit/.test(l.text))).toBe(
      true,
    );
  });

  it.each([
    ['warn', ['warn', 'error']],
    ['error', ['error']],
  ] as const)('at %s logs only lines of that level and above', async (level, levels) => {
    const { logger, lines } = capture();
    await session(level, logger);
    expect(lines.length).toBeGreaterThan(0);
    expect([...new Set(lines.map((l) => l.level))].sort()).toEqual([...levels].sort());
  });

  it.each([
    ['no level at all', undefined, undefined],
    ['logLevel off', 'off', undefined],
    ['logLevel off over the environment', 'off', 'debug'],
    ['an unknown environment value', undefined, 'verbose'],
  ] as const)('logs nothing with %s', async (_name, level, env) => {
    if (env !== undefined) vi.stubEnv(LOG_ENV, env);
    const { logger, lines } = capture();
    await session(level, logger);
    expect(lines).toEqual([]);
  });

  it('takes the level from PLATFORM_SDK_LOG when the client sets none', async () => {
    vi.stubEnv(LOG_ENV, 'INFO');
    const { logger, lines } = capture();
    await session(undefined, logger);
    expect(lines.some((l) => l.level === 'info')).toBe(true);
    expect(lines.some((l) => l.level === 'debug')).toBe(false);
  });

  it('refuses a logLevel it does not know and a logger without the four methods', () => {
    const server = fakeServer();
    expect(() => createApiRuntime(mailApi, runtimeOptions(server, { logLevel: 'verbose' as LogLevel }))).toThrow(
      new TypeError('The mail client: logLevel must be one of off, error, warn, info, debug, not "verbose".'),
    );
    expect(() =>
      createApiRuntime(mailApi, runtimeOptions(server, { logger: { info: () => undefined } as unknown as Logger })),
    ).toThrow(
      new TypeError('The mail client: logger must have debug, info, warn and error methods (console has them).'),
    );
  });
});
