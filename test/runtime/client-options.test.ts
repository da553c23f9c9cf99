/**
 * A generated factory checks its options when the client is made: each mistake is a TypeError naming the
 * option, instead of a 404, an unauthenticated call or a network error retried three times later.
 */
import { createMailClient, RequestValidationError, type MailClientOptions } from '@platform-sdk/mail';
import { checkClientOptions } from '@platform-sdk/runtime/internal';
import { describe, expect, it } from 'vitest';

const good = {
  baseUrl: 'https://mail.example.net',
  userName: 'abc',
  credentials: { clientKey: 'key', clientSecret: 'secret' },
  authUrl: 'https://auth.example.com',
} as const satisfies MailClientOptions;

/** Options a caller may pass from plain JavaScript or parsed configuration, past the types. */
const loose = (options: Record<string, unknown>): MailClientOptions => options as unknown as MailClientOptions;

describe('createMailClient refuses bad options with a TypeError naming the option', () => {
  it.each([
    [
      'no credentials and no accessToken',
      { baseUrl: good.baseUrl, userName: 'abc' },
      'The mail client needs credentials (with authUrl) or accessToken: every operation is authenticated.',
    ],
    [
      'credentials without authUrl',
      { ...good, authUrl: undefined },
      'The mail client: credentials need authUrl, the base address of the authorization server (tokens come from {authUrl}/oauth2/token).',
    ],
    [
      'a baseUrl without a scheme',
      { ...good, baseUrl: 'mail.example.net' },
      'The mail client: baseUrl must be an absolute http(s) URL such as "https://host.example", not "mail.example.net".',
    ],
    [
      'a baseUrl of another scheme',
      { ...good, baseUrl: 'ftp://mail.example.net' },
      'The mail client: baseUrl must be an absolute http(s) URL such as "https://host.example", not "ftp://mail.example.net".',
    ],
    [
      'an authUrl that is not a URL',
      { ...good, authUrl: 'auth server' },
      'The mail client: authUrl must be an absolute http(s) URL such as "https://host.example", not "auth server".',
    ],
    [
      'an authUrl that ends in the token path',
      { ...good, authUrl: 'https://auth.example.com/oauth2/token' },
      'The mail client: authUrl ends in the token path /oauth2/token; give the base address (https://auth.example.com), the SDK adds /oauth2/token itself.',
    ],
    [
      'a baseUrl that is the token endpoint',
      { ...good, baseUrl: 'https://mail.example.net/oauth2/token/' },
      'The mail client: baseUrl ends in the token path /oauth2/token; give the base address (https://mail.example.net), the SDK adds /oauth2/token itself.',
    ],
    [
      'a baseUrl with a query',
      { ...good, baseUrl: 'https://mail.example.net/?key=1' },
      'The mail client: baseUrl must be a base address without query, fragment or credentials.',
    ],
    [
      'a userName that breaks its pattern',
      { ...good, userName: 'abcde' },
      'The mail client: userName "abcde" does not match its pattern ^[A-Za-z]{3,4}$.',
    ],
    [
      'a userName with a slash',
      { ...good, userName: 'ab/c' },
      'The mail client: userName "ab/c" does not match its pattern ^[A-Za-z]{3,4}$.',
    ],
    ['no userName', { ...good, userName: undefined }, 'The mail client needs userName, a non-empty string.'],
    [
      'a typo of retry',
      { ...good, retries: 3 },
      'The mail client has no option "retries" (did you mean "retry"?); its options are baseUrl, ' +
        'userName, credentials, authUrl, accessToken, scopes, token, fetch, retry, rateLimit, ' +
        'rateLimitStore, timeoutMs, totalTimeoutMs, onRetry, logger, logLevel, maxUploadBytes, random.',
    ],
    [
      'an option of the runtime the factory fills in',
      { ...good, serverUrl: 'https://x.example' },
      'The mail client has no option "serverUrl"; its options are baseUrl, userName, credentials, ' +
        'authUrl, accessToken, scopes, token, fetch, retry, rateLimit, rateLimitStore, timeoutMs, ' +
        'totalTimeoutMs, onRetry, logger, logLevel, maxUploadBytes, random.',
    ],
    [
      'an empty client secret',
      { ...good, credentials: { clientKey: 'key', clientSecret: '' } },
      'The mail client: credentials must be { clientKey, clientSecret }, two non-empty strings.',
    ],
    [
      'an empty accessToken',
      { baseUrl: good.baseUrl, userName: 'abc', accessToken: ' ' },
      'The mail client: accessToken must not be empty.',
    ],
  ])('%s', (_name, options, message) => {
    expect(() => createMailClient(loose(options))).toThrow(new TypeError(message));
  });

  it('never quotes the client secret', () => {
    const error = (() => {
      try {
        createMailClient(loose({ ...good, credentials: { clientKey: 'key', clientSecret: 'hunter2' }, retries: 1 }));
      } catch (e) {
        return e as Error;
      }
      return undefined;
    })();
    expect(error?.message).not.toContain('hunter2');
  });

  it.each([
    ['credentials and authUrl', good],
    ['an accessToken string', { baseUrl: 'http://127.0.0.1:4010', userName: 'XYZ', accessToken: 't' }],
    [
      'an accessToken function and a base address with a path',
      { baseUrl: 'https://gw.example.net/mail/', userName: 'abcd', accessToken: () => 't' },
    ],
    [
      'every runtime option',
      {
        ...good,
        scopes: ['mail:send'],
        token: { refreshAheadMs: 1 },
        retry: false,
        rateLimit: false,
        timeoutMs: 1,
        logLevel: 'off',
      },
    ],
  ] as const)('accepts %s', (_name, options) => {
    expect(createMailClient(options as MailClientOptions).raw).toBeDefined();
  });
});

describe('the generated client refuses values its spec rules out before sending', () => {
  const sent: string[] = [];
  const mail = createMailClient({
    baseUrl: 'https://mail.example.net',
    userName: 'abc',
    accessToken: 't',
    rateLimit: false,
    fetch: async (input) => {
      sent.push(input instanceof Request ? input.url : String(input));
      return Response.json({});
    },
  });

  it.each([
    ['NaN', Number.NaN, 'must be an integer (got NaN)'],
    ['1.5', 1.5, 'must be an integer (got 1.5)'],
    ['-1', -1, 'must be at least 1 (got -1)'],
  ])('getDelivery(%s)', async (_name, id, rule) => {
    const error = await mail.getDelivery(id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as Error).message).toBe(`getDelivery was not sent because path parameter delivery_id ${rule}.`);
    expect(sent).toEqual([]);
  });

  it('an invalid Date as sendDateTime is named, not sent as null (which the service reads as missing, 10028)', async () => {
    const error = await mail
      .reserveDelivery({
        fromAddress: 'a@b.jp',
        subject: 's',
        bodyText: 't',
        deliveryMailAddressPropertyName: 'Customer.email',
        sendListId: 1,
        sendDateTime: new Date('tomorrow'),
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as Error).message).toBe('reserveDelivery was not sent because sendDateTime is an invalid Date.');
    expect(sent).toEqual([]);
  });
});

const DB_URL = { name: 'db_url', option: 'dbUrl' };

describe('checkClientOptions', () => {
  it('takes the further options a factory names for itself', () => {
    const api = {
      name: 'records',
      scopes: [],
      serverVariables: [{ name: 'db_url', option: 'dbUrl' }],
      factoryOptions: ['definitions'],
    };
    const options = { dbUrl: 'https://db.example.net', accessToken: 't', definitions: ['member'] };
    expect(() => checkClientOptions(api, options)).not.toThrow();
    expect(() => checkClientOptions(api, { ...options, definition: [] })).toThrow(
      new TypeError(
        'The records client has no option "definition" (did you mean "definitions"?); its options ' +
          'are dbUrl, definitions, credentials, authUrl, accessToken, scopes, token, fetch, retry, ' +
          'rateLimit, rateLimitStore, timeoutMs, totalTimeoutMs, onRetry, logger, logLevel, ' +
          'maxUploadBytes, random.',
      ),
    );
  });

  it('takes a hostname as a hostname when the URL spells out the scheme (no base address to check)', () => {
    const api = {
      name: 'ghes',
      scopes: [],
      authentication: 'none' as const,
      serverUrl: '{protocol}://{hostname}/api/v3',
      serverVariables: [
        { name: 'hostname', option: 'hostname' },
        { name: 'protocol', option: 'protocol' },
      ],
    };
    expect(() => checkClientOptions(api, { hostname: 'ghe.example.com', protocol: 'https' })).not.toThrow();
    // Where a variable opens the URL, it is the base address and must be one.
    const records = { name: 'records', scopes: [], serverUrl: '{db_url}/apis', serverVariables: [DB_URL] };
    expect(() => checkClientOptions(records, { dbUrl: 'db.example.net' })).toThrow(
      /dbUrl must be an absolute http\(s\) URL/,
    );
  });
});
