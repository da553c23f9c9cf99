/**
 * generated/ is the golden output: it must equal what the generator produces now (the drift check), byte for
 * byte on any machine, with a banner on every file and a manifest of the inputs.
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
    [
      'manifest.json',
      /^\{\n {2}"\/\/": "Generated from specs\/ and templates\/ by the platform-sdk generator\. Do not edit\.",\n/,
    ],
  ])('starts every %s file with the banner', (suffix, banner) => {
    const matching = [...first.files].filter(([name]) => name.endsWith(suffix));
    expect(matching.length).toBeGreaterThan(0);
    for (const [name, content] of matching) expect(content, name).toMatch(banner);
  });

  it('names TypeScript output *.gen.ts', () => {
    expect([...first.files.keys()].filter((f) => f.endsWith('.ts') && !f.endsWith('.gen.ts'))).toEqual([]);
  });

  it('records the hash of every spec and template and the generator version', async () => {
    const manifest = JSON.parse(first.files.get('manifest.json') ?? '') as {
      generatorVersion: string;
      packages: {
        name: string;
        specs: { path: string; sha256: string }[];
        templates: { path: string; sha256: string }[];
      }[];
    };
    const rootPkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(manifest.generatorVersion).toBe(rootPkg.version);
    expect(manifest.packages.map((p) => p.name)).toEqual(packages.map((p) => p.name).sort());
    for (const pkg of manifest.packages) {
      for (const input of [...pkg.specs, ...pkg.templates]) {
        expect(input.sha256, input.path).toBe(sha256(await readFile(path.join(ROOT, input.path))));
      }
      // The records package's README has a template of its own; a package with a changelog uses that template.
      const readme = pkg.name === 'records' ? 'templates/records-README.md.hbs' : 'templates/README.md.hbs';
      const hasChangelog = await readFile(path.join(ROOT, 'generated', pkg.name, 'CHANGELOG.md')).then(
        () => true,
        () => false,
      );
      const changelog = hasChangelog ? ['templates/CHANGELOG.md.hbs'] : [];
      expect(pkg.templates.map((t) => t.path)).toEqual(
        [readme, 'templates/index.gen.ts.hbs', 'templates/package.json.hbs', ...changelog].sort(),
      );
    }
  });
});
