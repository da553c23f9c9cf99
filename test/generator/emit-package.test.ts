import { describe, expect, it } from 'vitest';
import * as runtime from '@platform-sdk/runtime';
import { fixtureFiles } from './helpers.js';

describe('package files of the mini fixture', async () => {
  const files = await fixtureFiles('mini');

  it('package.json names the package, its entry points and dependencies, banner first', () => {
    const text = files.get('package.json') ?? '';
    const pkg = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(pkg)[0]).toBe('//');
    expect(pkg).toMatchObject({
      '//': 'Generated from test/fixtures/mini/spec.yaml by the platform-sdk generator. Do not edit.',
      name: '@platform-sdk/mini',
      type: 'module',
      exports: { '.': './index.gen.ts' },
      types: './index.gen.ts',
      files: ['README.md', 'client.gen.ts', 'index.gen.ts', 'schema.gen.ts'],
      dependencies: { '@platform-sdk/runtime': '^0.1.0', 'openapi-fetch': '^0.17.0' },
    });
  });

  it.each([
    ['the banner as an HTML comment', '<!-- Generated from test/fixtures/mini/spec.yaml by the platform-sdk generator. Do not edit. -->\n'],
    ['the install command', '```sh\nnpm install @platform-sdk/mini\n```'],
    ['the factory import', "import { createMiniClient } from '@platform-sdk/mini';"],
    ['the spec example', "const result = await mini.sendDelivery({\n  fromAddress: 'from@mini.test',"],
    ['a report example', 'for await (const row of mini.clicks(123, {'],
    ['an operations table row', '| `getDelivery` | `GET /deliveries/{delivery_id}` | Get delivery status. | `mail:send` |'],
    ['the options table', '| `baseUrl` | yes | Base address of the API. |'],
  ])('README.md has %s', (_name, snippet) => {
    expect(files.get('README.md')).toContain(snippet);
  });

  it('README.md names every client option and every call option of the runtime', () => {
    const readme = files.get('README.md') ?? '';
    const clientOptions = runtime.RUNTIME_OPTION_NAMES.filter((n) => n !== 'serverUrl' && n !== 'audience');
    for (const name of [...clientOptions, ...runtime.CALL_OPTION_NAMES]) expect(readme).toContain(`\`${name}\``);
  });

  it('index.gen.ts re-exports the client and the schema types', () => {
    const index = files.get('index.gen.ts') ?? '';
    expect(index.startsWith('// Generated from test/fixtures/mini/spec.yaml by the platform-sdk generator. Do not edit.\n')).toBe(true);
    expect(index).toContain("export * from './client.gen.js';");
    expect(index).toContain("export type { components, operations, paths } from './schema.gen.js';");
  });

  it('index.gen.ts re-exports every error class of the runtime, so users catch them from the package', () => {
    const errorClasses = Object.entries(runtime)
      .filter(([, value]) => typeof value === 'function' && (value === runtime.SdkError || value.prototype instanceof runtime.SdkError))
      .map(([name]) => name);
    expect(errorClasses.length).toBeGreaterThan(10);
    const exported = /export \{([^}]*)\} from '@platform-sdk\/runtime';/.exec(files.get('index.gen.ts') ?? '')?.[1] ?? '';
    expect(exported.split(',').map((n) => n.trim()).filter(Boolean).sort()).toEqual(errorClasses.sort());
  });
});
