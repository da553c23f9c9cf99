/**
 * The history file of a records snapshot (`specs/records/history.json`, optional, written by fetch-specs): the
 * records package's version and one release per refresh that changed anything, newest first, each with the
 * change report in words. The generator only prints it: package.json takes `version`, CHANGELOG.md the releases
 * (emit/emit-changelog.ts).
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
import type { InputFile } from '../load/read-input.js';
import { IssueList } from '../model/errors.js';
import { isObject } from '../model/openapi.js';
import { type Release, releaseOf } from '../model/model-releases.js';

export interface RecordsHistory {
  readonly path: string;
  readonly version: string;
  readonly releases: readonly Release[];
}

const RULE = 'sdk/records-history';

export function readRecordsHistory(input: InputFile): RecordsHistory {
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
    .map((release, i) => releaseOf(release, issues, ['releases', i], RULE))
    .filter((release) => release !== undefined);
  if (releases[0] !== undefined && releases[0].version !== file.version)
    issues.add(RULE, `the newest release is ${releases[0].version}, not the version ${file.version}`, ['version']);
  issues.throwIfAny();
  return { path: input.path, version: file.version, releases };
}
