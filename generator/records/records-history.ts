/**
 * The history file of a records snapshot (`specs/records/history.json`, optional, written by fetch-specs): the
 * records package's version and one release per refresh that changed anything, newest first, each with the
 * change report in words. The generator only prints it: package.json takes `version`, CHANGELOG.md the releases.
 *
 * ```json
 * { "version": "2.0.0", "source": { "server": "https://db.example.com", "account": "acme" },
 *   "releases": [{ "version": "2.0.0", "changes": [
 *     { "kind": "option-removed", "severity": "breaking", "change": "…", "action": "…", "dataLoss": "…" }] }] }
 * ```
 *
 * Members the generator does not read (the names as released, each change's place) are fetch-specs' own.
 */
import semver from 'semver';
import { htmlBanner } from '../emit/banner.js';
import type { Template, TemplateSet } from '../emit/templates.js';
import { IssueList } from '../model/errors.js';
import { mdText } from '../text/markdown.js';
import { isObject } from '../model/openapi.js';
import type { RecordsInput } from './records-input.js';

export interface ReleaseChange {
  readonly severity: 'breaking' | 'additive' | 'cosmetic';
  readonly change: string;
  /** What a consumer must do; '' when the change needs nothing said. */
  readonly action: string;
  readonly dataLoss: string | undefined;
}

export interface Release {
  readonly version: string;
  /** Where the snapshot of this release was read from, when that differs from the release before. */
  readonly sourceNote: string | undefined;
  readonly changes: readonly ReleaseChange[];
}

export interface RecordsHistory {
  readonly path: string;
  readonly version: string;
  readonly releases: readonly Release[];
}

const RULE = 'sdk/records-history';
const SEVERITIES = ['breaking', 'additive', 'cosmetic'] as const;

function text(value: unknown, issues: IssueList, at: readonly (string | number)[]): string {
  if (typeof value === 'string' && value !== '') return value;
  issues.add(RULE, 'must be a non-empty string', at);
  return '';
}

export function releaseOf(value: unknown, issues: IssueList, at: readonly (string | number)[]): Release | undefined {
  if (!isObject(value) || !Array.isArray(value['changes'])) {
    issues.add(RULE, 'a release must be {"version": ..., "changes": [...]}', at);
    return undefined;
  }
  const version = text(value['version'], issues, [...at, 'version']);
  if (version !== '' && semver.valid(version) === null)
    issues.add(RULE, `${JSON.stringify(version)} is no semantic version (1.2.3)`, [...at, 'version']);
  const changes: ReleaseChange[] = [];
  for (const [i, entry] of value['changes'].entries()) {
    const where = [...at, 'changes', i];
    if (!isObject(entry) || !SEVERITIES.includes(entry['severity'] as never)) {
      issues.add(RULE, `a change must be an object whose severity is one of ${SEVERITIES.join(', ')}`, where);
      continue;
    }
    changes.push({
      severity: entry['severity'] as ReleaseChange['severity'],
      change: text(entry['change'], issues, [...where, 'change']),
      action: typeof entry['action'] === 'string' ? entry['action'] : '',
      dataLoss: typeof entry['dataLoss'] === 'string' ? entry['dataLoss'] : undefined,
    });
  }
  const note = value['sourceNote'];
  return { version, sourceNote: typeof note === 'string' ? note : undefined, changes };
}

export function readRecordsHistory(input: RecordsInput): RecordsHistory {
  const issues = new IssueList(input.path, input.locate);
  const value = input.value;
  if (!isObject(value) || typeof value['version'] !== 'string' || !Array.isArray(value['releases'])) {
    issues.add(RULE, 'the history file must be {"version": "1.2.3", "releases": [...]}', []);
    issues.throwIfAny();
  }
  const file = value as { version: string; releases: unknown[] };
  if (semver.valid(file.version) === null)
    issues.add(RULE, `${JSON.stringify(file.version)} is no semantic version (1.2.3)`, ['version']);
  const releases = file.releases
    .map((release, i) => releaseOf(release, issues, ['releases', i]))
    .filter((release) => release !== undefined);
  if (releases[0] !== undefined && releases[0].version !== file.version)
    issues.add(RULE, `the newest release is ${releases[0].version}, not the version ${file.version}`, ['version']);
  issues.throwIfAny();
  return { path: input.path, version: file.version, releases };
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
