/**
 * The `security` option is checked against the document's schemes when the client is made: an unknown scheme, a
 * token scheme (whose token is `accessToken` or comes from `credentials`), an API key that is not a non-empty string
 * and basic credentials that are not `{ username, password }` are each a TypeError naming `security.<scheme>`, the
 * rule and what is taken, and never showing the value given.
 */
import { createClientRuntime } from '@platform-sdk/runtime/client';
import type { ApiDescriptor } from '@platform-sdk/runtime/internal';
import { describe, expect, it } from 'vitest';

/** Stripe's schemes (basic with the secret key as user name, or a bearer token), and an API key in a header. */
const shop: ApiDescriptor = {
  name: 'shop',
  scopes: [],
  authentication: 'none',
  serverUrl: 'https://api.shop.example/',
  securitySchemes: {
    basicAuth: { type: 'basic' },
    bearerAuth: { type: 'token' },
    headerKey: { type: 'apiKey', in: 'header', name: 'X-Key' },
  },
};

const SECRET = 'sk_test_secret';
const TAKES = 'its schemes are basicAuth ({ username, password }), headerKey (an API key).';
const make = (security: unknown) => () => createClientRuntime(shop, { security, fetch: async () => Response.json({}) });

describe('the security option is checked when the client is made', () => {
  it.each<[string, unknown, string]>([
    [
      'a scheme the document lacks',
      { nope: SECRET },
      `The shop client: security.nope is no security scheme of the document; ${TAKES}`,
    ],
    [
      'a misspelt scheme',
      { basicauth: { username: SECRET, password: '' } },
      `The shop client: security.basicauth is no security scheme of the document (did you mean "basicAuth"?); ${TAKES}`,
    ],
    [
      'a bearer scheme',
      { bearerAuth: SECRET },
      'The shop client: security.bearerAuth is a token scheme (HTTP bearer, OAuth2 or openIdConnect), which security ' +
        'does not take: give the token as accessToken (a string or a function returning one), or credentials ' +
        '(with authUrl) for the client to get one.',
    ],
    [
      'a string for basic credentials',
      { basicAuth: SECRET },
      'The shop client: security.basicAuth must be { username, password }, two strings, for HTTP basic ' +
        "authentication, not a string; a key sent as the user name is { username: key, password: '' }.",
    ],
    [
      'basic credentials without a password',
      { basicAuth: { username: SECRET } },
      'The shop client: security.basicAuth.password must be a string, not undefined.',
    ],
    [
      'basic credentials with another field',
      { basicAuth: { userName: SECRET, password: '' } },
      'The shop client: security.basicAuth has no field "userName" (did you mean "username"?); basic credentials are ' +
        '{ username, password }.',
    ],
    [
      'an empty API key',
      { headerKey: '' },
      'The shop client: security.headerKey must be the API key, a non-empty string, not an empty string.',
    ],
    [
      'an API key that is an object',
      { headerKey: { key: SECRET } },
      'The shop client: security.headerKey must be the API key, a non-empty string, not an object.',
    ],
    [
      'security that is no object',
      SECRET,
      `The shop client: security must be an object of credentials by scheme name, not a string; ${TAKES}`,
    ],
  ])('%s', (_, security, message) => {
    const error = (() => {
      try {
        make(security)();
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe(message);
    expect((error as Error).message).not.toContain(SECRET);
  });

  it.each<[string, unknown]>([
    ['an API key', { headerKey: SECRET }],
    ['a key as the basic user name', { basicAuth: { username: SECRET, password: '' } }],
    ['both', { headerKey: SECRET, basicAuth: { username: 'ann', password: 'pw' } }],
    ['none', undefined],
  ])('takes %s', (_, security) => {
    expect(make(security)).not.toThrow();
  });
});
