/**
 * `engines.node` admits only the Node versions the packages work on: they are ES modules that CommonJS code loads
 * with `require()`, which Node 20.19 and later 20.x do and Node 22 does only from 22.12 (22.0 to 22.11 throw
 * ERR_REQUIRE_ESM). Every package.json states the same range: the root's, which the generator copies.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { packages } from '../../generator/packages.js';
import { ROOT } from '../root.js';

const MANIFESTS = ['package.json', 'runtime/package.json', ...packages.map((p) => `generated/${p.name}/package.json`)];

async function enginesOf(file: string): Promise<string | undefined> {
  const manifest = JSON.parse(await readFile(join(ROOT, file), 'utf8')) as { engines?: { node?: string } };
  return manifest.engines?.node;
}

describe('engines', () => {
  it('is the same range in every package.json', async () => {
    const ranges = await Promise.all(MANIFESTS.map(enginesOf));
    expect(new Set(ranges)).toEqual(new Set([await enginesOf('package.json')]));
  });

  it.each([
    ['20.18.3', false],
    ['20.19.0', true],
    ['20.20.2', true],
    ['21.7.3', false],
    ['22.0.0', false],
    ['22.11.0', false],
    ['22.12.0', true],
    ['23.0.0', true],
    ['24.11.1', true],
  ])('admits Node %s: %s', async (version, admitted) => {
    expect(semver.satisfies(version, (await enginesOf('package.json'))!)).toBe(admitted);
  });
});
