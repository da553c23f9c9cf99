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
 * changelog was brought up to date is a warning naming the command to run. `renderChangelog` prints the releases
 * of either kind of source: this one, or a records snapshot's history, which records/ hands in as plain data.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gitBlobId } from '../load/hash.js';
import { readInputFile } from '../load/read-input.js';
import { IssueList } from '../model/errors.js';
import { type Release, type ReleaseChange, releaseOf, SEVERITIES } from '../model/model-releases.js';
import { isObject } from '../model/openapi.js';
import type { PackageSpec } from '../packages.js';
import { mdText } from '../text/markdown.js';
import { htmlBanner } from './banner.js';
import type { Template, TemplateSet } from './templates.js';

const RULE = 'sdk/changelog';

export async function emitChangelog(
  root: string,
  templates: TemplateSet,
  pkg: PackageSpec & { readonly changelog: string },
  name: string,
): Promise<{ text: string; template: Template; input: { path: string; sha256: string }; warnings: string[] }> {
  const input = await readInputFile(root, pkg.changelog, false);
  if (input === undefined) throw new Error(`${pkg.changelog} is missing`);
  const issues = new IssueList(input.path, input.locate);
  const value = isObject(input.value) ? input.value : {};
  if (typeof value['blob'] !== 'string' || !Array.isArray(value['releases']))
    issues.add(RULE, 'a changelog source must be {"blob": "<git blob id>", "releases": [...]}', []);
  issues.throwIfAny();
  const releases = (value['releases'] as unknown[])
    .map((release, i) => releaseOf(release, issues, ['releases', i], RULE))
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

const HEADINGS = { breaking: 'Breaking', additive: 'Added', cosmetic: 'Cosmetic' } as const;

/** A change as one Markdown line: what changed, what to do, and the data lost. */
function changeLine(c: ReleaseChange): string {
  const text = c.action === '' ? `${c.change}.` : `${c.change}: ${c.action}.`;
  return `${mdText(text)}${c.dataLoss === undefined ? '' : ` **Data loss:** ${mdText(c.dataLoss)}.`}`;
}

/**
 * CHANGELOG.md of a package from its releases (templates/CHANGELOG.md.hbs): `intro` lines under the title, then
 * each release newest first, its changes grouped breaking, added, cosmetic.
 */
export async function renderChangelog(
  templates: TemplateSet,
  name: string,
  history: { readonly path: string; readonly releases: readonly Release[] },
  intro: readonly string[],
): Promise<{ text: string; template: Template }> {
  const template = await templates.get('CHANGELOG.md');
  const text = template.render({
    banner: htmlBanner(history.path),
    name,
    intro: intro.join('\n'),
    releases: history.releases.map((release) => ({
      version: release.version,
      note: release.sourceNote === undefined ? '' : mdText(release.sourceNote),
      groups: SEVERITIES.map((severity) => ({
        heading: HEADINGS[severity],
        lines: release.changes.filter((c) => c.severity === severity).map(changeLine),
      })).filter((group) => group.lines.length > 0),
    })),
  });
  return { text, template };
}
