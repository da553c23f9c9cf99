/**
 * The releases of a package as its changelog sources hold them (a records snapshot's history file,
 * records/records-history.ts, and a changelog source of the toolkit's own specs, emit/emit-changelog.ts): each a
 * version and its changes in words, checked rule by rule. The model of a changelog, which emit prints.
 */
import semver from 'semver';
import type { IssueList } from './errors.js';
import { isObject } from './openapi.js';

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

export const SEVERITIES = ['breaking', 'additive', 'cosmetic'] as const;

function text(value: unknown, issues: IssueList, rule: string, at: readonly (string | number)[]): string {
  if (typeof value === 'string' && value !== '') return value;
  issues.add(rule, 'must be a non-empty string', at);
  return '';
}

/** One release of `value`, its problems added to `issues` under `rule` (the rule of the file it is read from). */
export function releaseOf(
  value: unknown,
  issues: IssueList,
  at: readonly (string | number)[],
  rule: string,
): Release | undefined {
  if (!isObject(value) || !Array.isArray(value['changes'])) {
    issues.add(rule, 'a release must be {"version": ..., "changes": [...]}', at);
    return undefined;
  }
  const version = text(value['version'], issues, rule, [...at, 'version']);
  if (version !== '' && semver.valid(version) === null)
    issues.add(rule, `${JSON.stringify(version)} is no semantic version (1.2.3)`, [...at, 'version']);
  const changes: ReleaseChange[] = [];
  for (const [i, entry] of value['changes'].entries()) {
    const where = [...at, 'changes', i];
    if (!isObject(entry) || !SEVERITIES.includes(entry['severity'] as never)) {
      issues.add(rule, `a change must be an object whose severity is one of ${SEVERITIES.join(', ')}`, where);
      continue;
    }
    changes.push({
      severity: entry['severity'] as ReleaseChange['severity'],
      change: text(entry['change'], issues, rule, [...where, 'change']),
      action: typeof entry['action'] === 'string' ? entry['action'] : '',
      dataLoss: typeof entry['dataLoss'] === 'string' ? entry['dataLoss'] : undefined,
    });
  }
  const note = value['sourceNote'];
  return { version, sourceNote: typeof note === 'string' ? note : undefined, changes };
}
