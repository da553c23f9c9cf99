/**
 * CHANGELOG.md of a package generated from one of the toolkit's own specs (`changelog` in packages.ts): printed from
 * its changelog source (`specs/changelog/<name>.json`), which `npm run spec-changelog` brings up to date from the
 * spec's diff (packaging/spec-changelog.ts):
 *
 * ```json
 * { "blob": "<git blob id of the spec it was last brought up to date with>",
 *   "releases": [{ "version": "0.2.0", "changes": [{ "severity": "breaking", "change": "…", "action": "…" }] }] }
 * ```
 *
 * The generator reads only the file, so the output stays a function of specs/; a spec changed since its
 * changelog was brought up to date is a warning naming the command to run.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IssueList } from '../model/errors.js';
import { isObject } from '../model/openapi.js';
import type { PackageSpec } from '../packages.js';
import { readRecordsInput } from '../records/records-input.js';
import { type Release, releaseOf, renderChangelog } from '../records/records-history.js';
import type { Template, TemplateSet } from './templates.js';

/** Git's id of a file's contents (`git hash-object`): what a changelog source names the spec it covers by. */
export function gitBlobId(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

const RULE = 'sdk/changelog';

export async function emitChangelog(
  root: string,
  templates: TemplateSet,
  pkg: PackageSpec & { readonly changelog: string },
  name: string,
): Promise<{ text: string; template: Template; input: { path: string; sha256: string }; warnings: string[] }> {
  const input = await readRecordsInput(root, pkg.changelog, false);
  if (input === undefined) throw new Error(`${pkg.changelog} is missing`);
  const issues = new IssueList(input.path, input.locate);
  const value = isObject(input.value) ? input.value : {};
  if (typeof value['blob'] !== 'string' || !Array.isArray(value['releases']))
    issues.add(RULE, 'a changelog source must be {"blob": "<git blob id>", "releases": [...]}', []);
  issues.throwIfAny();
  const releases = (value['releases'] as unknown[])
    .map((release, i) => releaseOf(release, issues, ['releases', i]))
    .filter((release): release is Release => release !== undefined);
  issues.throwIfAny();
  const spec = await readFile(path.join(root, pkg.spec));
  const warnings =
    gitBlobId(spec) === value['blob']
      ? []
      : [`${pkg.spec} changed since ${input.path} was brought up to date: run \`npm run spec-changelog\``];
  const { text, template } = await renderChangelog(templates, name, { path: input.path, releases }, [
    `What changed in each release of this package, the toolkit's own client of ${pkg.spec}: written from the`,
    `spec's diff by \`npm run spec-changelog\` (${input.path}); the runtime's changes are in the repository's`,
    'CHANGELOG.md.',
  ]);
  return { text, template, input: { path: input.path, sha256: input.sha256 }, warnings };
}
