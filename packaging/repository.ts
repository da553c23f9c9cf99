/**
 * The `repository` field of a built package: where its source lives. The clone the packages are built in is the
 * team's own (its records package is generated from its account), so the address is the root package.json's
 * `repository` when it names one, else the clone's git remote `origin`; a clone with neither gets no field.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Repository {
  readonly type: 'git';
  readonly url: string;
  /** The package's folder in the repository, `/`-separated. */
  readonly directory?: string;
}

/**
 * A git remote as npm writes it: `git+https://…`, or `git+ssh://git@host/path` for `git@host:path`. A remote on
 * this machine (a path or `file:` URL, as a CI job's clone has) is no address for a package's readers: undefined.
 */
export function npmGitUrl(remote: string): string | undefined {
  const scp = /^([\w.-]+@[\w.-]+):(?!\/)(.+)$/.exec(remote);
  if (scp) return `git+ssh://${scp[1]}/${scp[2]}`;
  if (/^(https?|ssh|git):\/\//.test(remote)) return `git+${remote}`;
  return /^git\+(https?|ssh|git):\/\//.test(remote) ? remote : undefined;
}

/** The repository's address: the root package.json's `repository`, else git's `origin`, else undefined. */
export async function repositoryUrl(root: string): Promise<string | undefined> {
  const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    repository?: string | { url?: string };
  };
  const declared = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  if (declared !== undefined) return declared;
  try {
    const { stdout } = await run('git', ['-C', root, 'remote', 'get-url', 'origin']);
    const remote = stdout.trim();
    return remote === '' ? undefined : npmGitUrl(remote);
  } catch {
    // Not a git clone, git missing, or no remote named origin.
    return undefined;
  }
}

/** The field for a package in `packageDir`: the repository, with the folder when it lies inside the clone. */
export function repositoryField(url: string | undefined, root: string, packageDir: string): Repository | undefined {
  if (url === undefined) return undefined;
  const directory = relative(root, packageDir).replaceAll('\\', '/');
  const inside = directory !== '' && !directory.startsWith('..') && !/^[A-Za-z]:|^\//.test(directory);
  return inside ? { type: 'git', url, directory } : { type: 'git', url };
}
