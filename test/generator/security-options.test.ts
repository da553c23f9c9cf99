/**
 * What a `--spec` package asks of its user follows the document's security: its README lists only the options
 * the schemes need (none, API keys and basic credentials, a token, OAuth2 client credentials) and its example
 * sets just those; an OAuth2 client-credentials `tokenUrl` becomes the client's token URL unless it names a host
 * reserved for examples.
 */
import { describe, expect, it } from 'vitest';
import { createShared } from '../../generator/generate.js';
import { emitOperations } from '../../generator/emit/emit-operations.js';
import { emitPackageFiles } from '../../generator/emit/emit-package.js';
import { modelFrom, ROOT } from './helpers.js';

/** A one-operation document whose operation needs `security` (none when it is undefined). */
function documentWith(schemes: Record<string, object> | undefined): object {
  const names = Object.keys(schemes ?? {});
  return {
    openapi: '3.1.0',
    info: { title: 'Guarded', version: '1.0.0' },
    servers: [{ url: 'https://api.guarded.io/v1' }],
    ...(schemes === undefined ? {} : { components: { securitySchemes: schemes } }),
    paths: {
      '/things': {
        get: {
          operationId: 'listThings',
          ...(schemes === undefined ? {} : { security: names.map((name) => ({ [name]: [] })) }),
          responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      },
    },
  };
}

const oauth = (tokenUrl: string) => ({
  type: 'oauth2',
  flows: { clientCredentials: { tokenUrl, scopes: { 'things:read': 'Read.' } } },
});

/** The README's option lines (`- \`name\``) and the example's option names, of a package of `schemes`. */
async function packageOf(schemes: Record<string, object> | undefined): Promise<{ options: string[]; setup: string }> {
  const model = modelFrom(documentWith(schemes), { name: 'guarded', factory: 'createGuardedClient' });
  const shared = await createShared(ROOT);
  const { files } = await emitPackageFiles(model, shared.templates, shared.versions, []);
  const readme = files.find((f) => f.path === 'README.md')?.content ?? '';
  const section = readme.slice(readme.indexOf('Options of `createGuardedClient`'), readme.indexOf('Every option is'));
  const options = [...section.matchAll(/^- `(\w+)`/gm)].map((m) => m[1]!);
  const setup = /const guarded = createGuardedClient\(\{\n([\s\S]*?)\n\}\);/.exec(readme)?.[1] ?? '';
  return { options, setup };
}

describe('security options of a --spec package', () => {
  it.each<[string, { schemes: Record<string, object> | undefined; options: string[]; setup: RegExp[] }]>([
    ['no security', { schemes: undefined, options: ['baseUrl', 'fetch', 'logger'], setup: [] }],
    [
      'an API key',
      {
        schemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-Key' } },
        options: ['baseUrl', 'security', 'fetch', 'logger'],
        setup: [/^ {2}security: \{$/m, /^ {4}apiKey: process\.env\.API_KEY \?\? '',$/m],
      },
    ],
    [
      'an API key whose scheme name is no identifier',
      {
        schemes: { '9 "key" */': { type: 'apiKey', in: 'query', name: 'k' } },
        options: ['baseUrl', 'security', 'fetch', 'logger'],
        setup: [/^ {4}'9 "key" \*\/': process\.env\.KEY_9_KEY \?\? '',$/m],
      },
    ],
    [
      'HTTP basic',
      {
        schemes: { basic: { type: 'http', scheme: 'basic' } },
        options: ['baseUrl', 'security', 'fetch', 'logger'],
        setup: [/basic: \{ username: process\.env\.BASIC_USERNAME \?\? '', password: process\.env\.BASIC_PASSWORD/],
      },
    ],
    [
      'HTTP bearer',
      {
        schemes: { bearer: { type: 'http', scheme: 'bearer' } },
        options: ['baseUrl', 'accessToken', 'fetch', 'logger'],
        setup: [/accessToken: process\.env\.ACCESS_TOKEN/],
      },
    ],
    [
      'openIdConnect',
      {
        schemes: { oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://id.guarded.io/.well-known/x' } },
        options: ['baseUrl', 'accessToken', 'fetch', 'logger'],
        setup: [/accessToken: process\.env\.ACCESS_TOKEN/],
      },
    ],
    [
      'OAuth2 client credentials',
      {
        schemes: { oauth: oauth('https://id.guarded.io/oauth/token') },
        options: ['baseUrl', 'credentials', 'accessToken', 'scopes', 'token', 'fetch', 'logger'],
        // The document's token URL serves: no authUrl to set.
        setup: [/credentials: \{ clientKey: process\.env\.CLIENT_KEY/],
      },
    ],
  ])('%s: lists only the options its security takes', async (_name, { schemes, options, setup }) => {
    const got = await packageOf(schemes);
    expect(got.options).toEqual(options);
    for (const line of setup) expect(got.setup).toMatch(line);
    const credentialOptions = ['credentials', 'authUrl', 'accessToken', 'security'];
    const shown = credentialOptions.filter((o) => new RegExp(`^ +${o}:`, 'm').test(got.setup));
    expect(shown).toHaveLength(options.some((o) => credentialOptions.includes(o)) ? 1 : 0);
    expect(options).toEqual(expect.arrayContaining(shown));
  });

  it.each([
    ['an absolute token URL', 'https://id.guarded.io/oauth/token', "tokenUrl: 'https://id.guarded.io/oauth/token'"],
    ['a relative one, resolved by the client', '/oauth/token', "tokenUrl: '/oauth/token'"],
    ['a placeholder on example.com', 'https://auth.example.com/oauth2/token', undefined],
    ['a placeholder on a .test host', 'https://auth.guarded.test/oauth2/token', undefined],
  ])('gives the client %s as its token URL', (_name, tokenUrl, want) => {
    const operations = emitOperations(modelFrom(documentWith({ oauth: oauth(tokenUrl) }), { name: 'guarded' }));
    if (want === undefined) expect(operations).not.toContain('tokenUrl:');
    else expect(operations).toContain(want);
  });
});
