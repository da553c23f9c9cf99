import { describe, expect, it } from 'vitest';
import { createShared, generatePackage } from '../../generator/generate.js';
import { packages } from '../../generator/packages.js';
import { BODY_CHECKS, OPERATION_HELPERS, UPLOAD_CHECKS } from '../../generator/model/runtime-exports.js';
import * as runtime from '@platform-sdk/runtime';
import { CALL_OPTION_NAMES, RUNTIME_OPTION_NAMES } from '@platform-sdk/runtime/internal';
import { fixtureFiles, ROOT } from './helpers.js';

describe('package files of the mini fixture', async () => {
  const files = await fixtureFiles('mini');

  it('package.json names the package, its entries, license and dependencies (the runtime a peer), banner first', () => {
    const text = files.get('package.json') ?? '';
    const pkg = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(pkg)[0]).toBe('//');
    expect(pkg).toMatchObject({
      '//': 'Generated from test/fixtures/mini/spec.yaml by the platform-sdk generator. Do not edit.',
      name: '@platform-sdk/mini',
      type: 'module',
      exports: { '.': './index.gen.ts', './operations': './operations.gen.ts', './commands': './commands.gen.ts' },
      types: './index.gen.ts',
      files: ['README.md', 'client.gen.ts', 'commands.gen.ts', 'index.gen.ts', 'operations.gen.ts', 'schema.gen.ts'],
      license: 'MIT',
      publishConfig: { access: 'restricted' },
      peerDependencies: { '@platform-sdk/runtime': '^0.1.0' },
      dependencies: { 'openapi-fetch': '^0.17.0' },
    });
  });

  it.each([
    [
      'the banner as an HTML comment',
      '<!-- Generated from test/fixtures/mini/spec.yaml by the platform-sdk generator. Do not edit. -->\n',
    ],
    ['the install command from a registry', 'npm install @platform-sdk/mini @platform-sdk/runtime\n'],
    [
      'the tarballs of a pack, written outside the clone',
      '`<folder>/platform-sdk-runtime-0.1.0.tgz <folder>/platform-sdk-mini-0.1.0.tgz`',
    ],
    [
      'that a regeneration means a new install',
      'Every\nregeneration means build, publish (or pack) and install again.',
    ],
    [
      'the build and publish of its own folder, as `--spec` wrote it',
      'npm run publish-packages -- --registry <url> <this folder>\nnpm install @platform-sdk/mini',
    ],
    ['the pack of its own folder', '`npm run publish-packages -- --pack <folder> <this folder>`'],
    ['the requestId advice', 'Pass your own `requestId` when a send must\nsurvive a process restart'],
    ['the factory import', "import { createMiniClient } from '@platform-sdk/mini';"],
    ['the spec example', "const result = await mini.sendDelivery({\n  fromAddress: 'from@mini.test',"],
    ['a report example', 'for await (const row of mini.clicks(123, {'],
    [
      'an operations table row',
      '| `getDelivery` | `GET /deliveries/{delivery_id}` | Get delivery status. | `mail:send` |',
    ],
    ['the options list', '- `baseUrl` (required): Base address of the API.\n'],
  ])('README.md has %s', (_name, snippet) => {
    expect(files.get('README.md')).toContain(snippet);
  });

  it('README.md names every client option and every call option of the runtime', () => {
    const readme = files.get('README.md') ?? '';
    // `security` belongs to clients of documents with API-key or basic schemes only (spec-security.test.ts).
    const clientOptions = RUNTIME_OPTION_NAMES.filter(
      (n) => n !== 'serverUrl' && n !== 'audience' && n !== 'serverValues' && n !== 'security',
    );
    for (const name of [...clientOptions, ...CALL_OPTION_NAMES]) expect(readme).toContain(`\`${name}\``);
  });

  it('index.gen.ts re-exports the client and the schema types', () => {
    const index = files.get('index.gen.ts') ?? '';
    expect(
      index.startsWith('// Generated from test/fixtures/mini/spec.yaml by the platform-sdk generator. Do not edit.\n'),
    ).toBe(true);
    expect(index).toContain("export * from './client.gen.js';");
    expect(index).toContain("export type { components, operations, paths } from './schema.gen.js';");
  });

  it('index.gen.ts re-exports every error class of the runtime, so users catch them from the package', () => {
    const errorClasses = Object.entries(runtime)
      .filter(
        ([, value]) =>
          typeof value === 'function' && (value === runtime.SdkError || value.prototype instanceof runtime.SdkError),
      )
      .map(([name]) => name);
    expect(errorClasses.length).toBeGreaterThan(10);
    const exported =
      /export \{([^}]*)\} from '@platform-sdk\/runtime';/.exec(files.get('index.gen.ts') ?? '')?.[1] ?? '';
    expect(
      exported
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)
        .sort(),
    ).toEqual(errorClasses.sort());
  });
});

describe('upload checks a spec may name (runtime-exports.ts)', async () => {
  const mailPackage = packages.find((p) => p.name === 'mail');
  if (mailPackage === undefined) throw new Error('mail is not in the package list');
  const mail = (await generatePackage(await createShared(ROOT), mailPackage)).files;

  it.each([...UPLOAD_CHECKS])(
    '%s is a check of the runtime entry it names, with an UploadValidationError',
    async (name, check) => {
      const entry = (await import(check.module)) as Record<string, unknown>;
      expect(entry[check.value]).toMatchObject({ name });
      const error = entry[check.error] as (new (...args: never[]) => unknown) | undefined;
      expect(error?.prototype).toBeInstanceOf(runtime.UploadValidationError);
      for (const helper of check.helpers) expect(entry[helper], helper).toBeDefined();
    },
  );

  it.each([...BODY_CHECKS])('%s is a body check of the runtime entry it names', async (name, check) => {
    const entry = (await import(check.module)) as Record<string, unknown>;
    expect(entry[check.value]).toMatchObject({ name, check: expect.any(Function) });
  });

  it.each([...OPERATION_HELPERS])(
    'the helpers of %s are values of the runtime entry they name',
    async (_id, helper) => {
      const entry = (await import(helper.module)) as Record<string, unknown>;
      for (const value of helper.values) expect(entry[value], value).toBeDefined();
    },
  );

  it('the database package re-exports waitForDefinition, which polls getApiDefinition; mail does not', async () => {
    const databasePackage = packages.find((p) => p.name === 'database');
    if (databasePackage === undefined) throw new Error('database is not in the package list');
    const database = (await generatePackage(await createShared(ROOT), databasePackage)).files;
    expect(database.get('index.gen.ts')).toContain(
      "export {\n  DefinitionFailedError,\n  waitForDefinition,\n} from '@platform-sdk/runtime/database';",
    );
    expect(mail.get('index.gen.ts')).not.toContain('runtime/database');
    // The README's error example reads `errors[]` only where the spec codes its 400s (mail); else the message.
    expect(mail.get('README.md')).toContain('console.error(error.errors.map((e) => `${e.code} ${e.property}`));');
    expect(database.get('README.md')).toContain('console.error(error.serviceMessage);');
    expect(database.get('README.md')).not.toContain('error.errors');
  });

  it(
    'the mail package re-exports the send-list error and types from the mail entry, and the mini package (no ' +
      'check) does not',
    async () => {
      const index = mail.get('index.gen.ts') ?? '';
      expect(index).toContain(
        'export {\n  SendListValidationError,\n  DeliveryFailedError,\n  SendListFailedError,\n  waitForDelivery,\n  ' +
          "waitForSendList,\n} from '@platform-sdk/runtime/mail/client';",
      );
      expect(index).toContain(
        'export type {\n  DeliveryMilestone,\n  DeliveryWaitOptions,\n  SendListIssue,\n  ' +
          "SendListValidationOptions,\n  WaitOptions,\n} from '@platform-sdk/runtime/mail/client';",
      );
      expect((await fixtureFiles('mini')).get('index.gen.ts')).not.toContain('runtime/mail');
    },
  );

  it('the mail client documents what the upload and the sends throw before sending', () => {
    const client = mail.get('client.gen.ts') ?? '';
    expect(client).toContain(
      '   * @throws {SendListValidationError} The body breaks the send-list rules of the spec (rule, row and column ' +
        'named)',
    );
    expect(client).toContain(
      '   * @throws {PayloadTooLargeError} Refused before sending: the body over 200000000 bytes, `bodyText` over ' +
        '512000 bytes, `bodyHtml` over 512000 bytes (UTF-8).',
    );
  });

  it('the report queries no longer ask callers to encode + as %2B themselves', () => {
    const client = mail.get('client.gen.ts') ?? '';
    expect(client).not.toContain('must be sent as `%2B`');
    expect(client).toContain('clients percent-encode it, so pass the value as\n     * written (`+09:00`)');
  });

  it("the mail README, the project's own package, says publish-packages builds it and the workspace links it", () => {
    const readme = mail.get('README.md') ?? '';
    expect(readme).toContain('once the packages are published there (`npm run publish-packages` in the repository');
    expect(readme).toContain("Inside the repository's npm workspace it is linked by `npm ci`");
    expect(readme).not.toContain('<this folder>');
  });

  it('the mail README says which uploads are checked and how to switch the check off', () => {
    expect(mail.get('README.md')).toContain(
      'Uploads (`uploadSendList`) are checked against the send-list rules of the spec',
    );
    expect(mail.get('README.md')).toContain('`uploadCheck: false` sends a body as given');
  });
});
