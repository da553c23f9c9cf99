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
import { IssueList } from '../model/errors.js';
import { isObject } from '../model/openapi.js';
import type { RecordsInput } from './records-input.js';

export interface ReleaseChange {
  readonly severity: 'breaking' | 'additive' | 'cosmetic';
  readonly change: string;
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

function releaseOf(value: unknown, issues: IssueList, at: readonly (string | number)[]): Release | undefined {
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
      action: text(entry['action'], issues, [...where, 'action']),
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

/** The releases as the changelog template prints them: Markdown lines, grouped by severity, breaking first. */
export function changelogReleases(
  history: RecordsHistory,
  md: (text: string) => string,
): { version: string; note: string; groups: { heading: string; lines: string[] }[] }[] {
  return history.releases.map((release) => ({
    version: release.version,
    note: release.sourceNote === undefined ? '' : md(release.sourceNote),
    groups: SEVERITIES.map((severity) => ({
      heading: HEADINGS[severity],
      lines: release.changes
        .filter((c) => c.severity === severity)
        .map(
          (c) =>
            `${md(`${c.change}: ${c.action}.`)}${c.dataLoss === undefined ? '' : ` **Data loss:** ${md(c.dataLoss)}.`}`,
        ),
    })).filter((group) => group.lines.length > 0),
  }));
}
