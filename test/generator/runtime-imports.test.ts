/**
 * Generated code hands the runtime data: every generated module imports at most one runtime value, a factory, and
 * takes everything else (guards, `raw`, paging, records namespaces) from what that factory returns.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../root.js';
import { generatedModules, runtimeValueImports } from './runtime-imports.js';

/** Our three packages and the fixture packages the tests generate from specs of their own. */
const PACKAGE_DIRS = [
  'generated/mail',
  'generated/database',
  'generated/records',
  'test/fixtures/mini/out',
  'test/fixtures/hostile/out',
  'test/fixtures/inherited-names/out',
  'test/fixtures/demo-account/out',
  'test/fixtures/bakery-account/out',
];

const MODULES = PACKAGE_DIRS.flatMap((dir) => generatedModules(path.join(ROOT, dir)).map((file) => `${dir}/${file}`));

describe('runtime values a module imports', () => {
  it.each<[string, { given: string; want: string[] }]>([
    ['a type import', { given: "import type { CallOptions } from '@platform-sdk/runtime/internal';", want: [] }],
    [
      'type specifiers beside a value',
      {
        given: "import { defineRecords, type BulkOptions } from '@platform-sdk/runtime/records';",
        want: ['defineRecords'],
      },
    ],
    [
      'two values of two entries',
      {
        given:
          "import { isApiErrorOf } from '@platform-sdk/runtime/client';\n" +
          "import { rawClient } from '@platform-sdk/runtime/raw';",
        want: ['isApiErrorOf', 'rawClient'],
      },
    ],
    ['a namespace import', { given: "import * as runtime from '@platform-sdk/runtime';", want: ['runtime'] }],
    ['a default import', { given: "import runtime from '@platform-sdk/runtime';", want: ['runtime'] }],
    ['a module of another package', { given: "import createClient from 'openapi-fetch';", want: [] }],
    ['a package named like it', { given: "import { a } from '@platform-sdk/runtime-extra';", want: [] }],
    ['a re-export', { given: "export { ApiError } from '@platform-sdk/runtime';", want: [] }],
  ])('%s', (_name, { given, want }) => {
    expect(runtimeValueImports(given)).toEqual(want);
  });

  it('finds the modules of every package', () => {
    for (const dir of PACKAGE_DIRS)
      expect(MODULES.filter((m) => m.startsWith(`${dir}/`))).toContain(`${dir}/index.gen.ts`);
    expect(MODULES).toContain('test/fixtures/demo-account/out/definitions/member.gen.ts');
  });

  it.each(MODULES)('%s imports at most one runtime value, a factory', (module) => {
    const values = runtimeValueImports(readFileSync(path.join(ROOT, module), 'utf8'));
    expect(values.length, values.join(', ')).toBeLessThanOrEqual(1);
    for (const value of values) expect(value).toMatch(/^(create|define)[A-Z]/);
  });
});
