/**
 * generated/ is the golden output: it must equal what the generator produces now (the drift check), byte for
 * byte on any machine, with a banner on every file; the run names every spec file it read, with its hash.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDrift } from '../../generator/cli/check.js';
import { generate } from '../../generator/generate.js';
import { sha256 } from '../../generator/load/load-spec.js';
import { packages } from '../../generator/packages.js';
import { ROOT } from './helpers.js';

describe('generated output', async () => {
  const first = await generate(ROOT, packages);
  const second = await generate(ROOT, packages);

  it('is identical across runs', () => {
    expect([...second.files]).toEqual([...first.files]);
  });

  it('is what generated/ holds (golden)', async () => {
    expect(await findDrift(path.join(ROOT, 'generated'), first.files)).toEqual({ stale: [], missing: [], orphans: [] });
  });

  it('has no absolute paths, no CR, no tabs, and ends every file with one newline', () => {
    for (const [name, content] of first.files) {
      expect(content, name).not.toContain(ROOT);
      expect(content, name).not.toMatch(/[\r\t]/);
      expect(content.endsWith('\n') && !content.endsWith('\n\n'), name).toBe(true);
    }
  });

  // A spec of specs/ (the records package: the fetched snapshot, and the ApiDefinitions beside it when present).
  const from = String.raw`specs\/[\w/]+\.(?:yaml|json)(?: and specs\/[\w/]+\.json)?`;
  it.each([
    ['.ts', new RegExp(String.raw`^\/\/ Generated from ${from} by the platform-sdk generator\. Do not edit\.\n`)],
    ['.md', new RegExp(String.raw`^<!-- Generated from ${from} by the platform-sdk generator\. Do not edit\. -->\n`)],
    [
      'package.json',
      new RegExp(
        String.raw`^\{\n {2}"\/\/": "Generated from ${from} by the platform-sdk generator\. Do not edit\.",\n`,
      ),
    ],
  ])('starts every %s file with the banner', (suffix, banner) => {
    const matching = [...first.files].filter(([name]) => name.endsWith(suffix));
    expect(matching.length).toBeGreaterThan(0);
    for (const [name, content] of matching) expect(content, name).toMatch(banner);
  });

  it('names TypeScript output *.gen.ts', () => {
    expect([...first.files.keys()].filter((f) => f.endsWith('.ts') && !f.endsWith('.gen.ts'))).toEqual([]);
  });

  it('names every spec file it read with the sha256 of its bytes, for the record of the run', async () => {
    const read = new Map(first.specs.map((spec) => [spec.path, spec.sha256]));
    for (const pkg of packages) {
      const files = [pkg.spec, pkg.changelog, pkg.records?.rateLimitFrom];
      for (const file of files.filter((f) => f !== undefined)) expect([...read.keys()], pkg.name).toContain(file);
    }
    for (const [file, hash] of read) expect(hash, file).toBe(sha256(await readFile(path.join(ROOT, file))));
  });

  it('writes no file of input hashes into the output', () => {
    expect([...first.files.keys()].filter((f) => !packages.some((p) => f.startsWith(`${p.name}/`)))).toEqual([]);
  });
});
