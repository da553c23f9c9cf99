/**
 * test/fixtures/max-account/out holds what the sandbox answers now: the definitions are put into a fresh sandbox
 * and the records snapshot fetch-specs writes of it (openapi.json, apidefinitions.json) must equal the checked-in
 * files byte for byte. When the sandbox changes what it answers, `npx tsx test/fixtures/max-account/make.ts`
 * rewrites them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeMaxAccount, putBodies } from '../fixtures/max-account/make.js';

const OUT = path.resolve(import.meta.dirname, '../fixtures/max-account/out');

describe('max-account fixture', () => {
  it('is the largest account the API allows: 20 definitions of 100 properties, every item type', () => {
    const bodies = putBodies();
    expect(bodies).toHaveLength(20);
    const types = new Set<string>();
    for (const { body } of bodies) {
      const properties = Object.values(body.spec.schema.properties) as Record<string, unknown>[];
      expect(properties).toHaveLength(100);
      for (const p of properties) types.add(String(p['x-platform-type'] ?? `${p['type']}/${p['format'] ?? ''}`));
    }
    expect([...types].filter((t) => !t.includes('/')).sort()).toEqual(
      [
        'dateTime',
        'date',
        'historyId',
        'mailAddress',
        'mailAddressErrorCount',
        'mailRefusalFlag',
        'mlRefusalFlags',
        'mobileMailAddress',
        'mobileMailAddressErrorCount',
        'monthDay',
        'multipleSelect',
        'number',
        'password',
        'passwordHash',
        'platformId',
        'registeredDate',
        'singleSelect',
        'text',
        'updatedDate',
      ].sort(),
    );
  });

  it('is what the sandbox answers for it, byte for byte', async () => {
    const files = await makeMaxAccount();
    expect([...files.keys()].sort()).toEqual(['apidefinitions.json', 'openapi.json']);
    for (const [file, content] of files)
      expect(
        content === (await readFile(path.join(OUT, file), 'utf8')),
        `${file} is stale: run npx tsx test/fixtures/max-account/make.ts`,
      ).toBe(true);
  }, 60_000);
});
