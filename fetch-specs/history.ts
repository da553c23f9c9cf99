/**
 * The history file beside the snapshot (history.json; its form, as the generator reads it, is in
 * generator/records/records-history.ts): the records package's version, where the snapshot was read from, the
 * names as last written (report/names.ts), and one release per refresh that changed anything, newest first. The
 * version moves by semver from each refresh's change report; the generator writes it into the package's
 * package.json and the releases into its CHANGELOG.md, so both stay deterministic outputs of specs/.
 */
import semver from 'semver';
import type { NamesFileValue } from '../generator/records/records-names.js';
import { isObject, parsedJson } from './changes.js';
import { bumpOf, type Change } from './report/classify.js';

export const HISTORY_FILE = 'history.json';
export const NAMES_FILE = 'names.json';

/** Where a snapshot was read from. */
export interface Source {
  readonly server: string;
  readonly account: string;
}

export interface ReleaseValue {
  readonly version: string;
  readonly sourceNote?: string;
  readonly changes: readonly Change[];
}

export interface HistoryValue {
  readonly version: string;
  readonly source?: Source;
  readonly names?: NamesFileValue;
  readonly releases: readonly ReleaseValue[];
}

export class HistoryFileError extends Error {}

/** The history file's value; undefined without one. A file that is there but unreadable is an error. */
export function parseHistory(text: string | undefined, where: string): HistoryValue | undefined {
  if (text === undefined) return undefined;
  const value = parsedJson(text);
  if (value === undefined || typeof value['version'] !== 'string' || semver.valid(value['version']) === null)
    throw new HistoryFileError(`${where}: "version" must be a semantic version (1.2.3); fix or remove the file`);
  if (!Array.isArray(value['releases']))
    throw new HistoryFileError(`${where}: "releases" must be a list; fix or remove the file`);
  const source = isObject(value['source']) ? (value['source'] as unknown as Source) : undefined;
  const names = isObject(value['names']) ? (value['names'] as unknown as NamesFileValue) : undefined;
  return {
    version: value['version'],
    ...(source === undefined ? {} : { source }),
    ...(names === undefined ? {} : { names }),
    releases: value['releases'] as ReleaseValue[],
  };
}

/** What is said first when the snapshot comes from somewhere else than the one it replaces. */
export function sourceNote(before: Partial<Source> | undefined, after: Source): string | undefined {
  if (before === undefined) return undefined;
  const account = before.account !== undefined && before.account !== after.account;
  const server = before.server !== undefined && before.server !== after.server;
  if (!account && !server) return undefined;
  const was = before.account === undefined ? before.server : `account ${before.account} at ${before.server}`;
  return (
    `the snapshot was read from ${was}, this one from account ${after.account} at ${after.server}: ` +
    `the changes below are between ${account ? 'two accounts' : 'two servers'}, not changes made in one account`
  );
}

/** The next version from `version` for `changes`; undefined when there is none. */
export function nextVersion(version: string, changes: readonly Change[]): string | undefined {
  const bump = bumpOf(changes);
  return bump === undefined ? undefined : (semver.inc(version, bump) ?? undefined);
}

/** The history after a refresh: a new release when anything changed; the source and names always current. */
export function nextHistory(
  old: HistoryValue | undefined,
  base: string,
  refresh: { source: Source; names: NamesFileValue; changes: readonly Change[]; note: string | undefined },
): HistoryValue {
  const from = old?.version ?? base;
  const version = nextVersion(from, refresh.changes);
  const release: ReleaseValue | undefined =
    version === undefined
      ? undefined
      : { version, ...(refresh.note === undefined ? {} : { sourceNote: refresh.note }), changes: refresh.changes };
  return {
    version: version ?? from,
    source: refresh.source,
    names: refresh.names,
    releases: release === undefined ? [...(old?.releases ?? [])] : [release, ...(old?.releases ?? [])],
  };
}
