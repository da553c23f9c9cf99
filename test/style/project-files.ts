/** The hand-written files of a folder of the project, for the style checks: output and installs are left out. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { ROOT } from '../root.js';

export { ROOT };

/** Folders of output or installs that git does track, never hand-written. */
const SKIPPED = new Set(['node_modules', 'out', 'dist']);

/**
 * The files of `folder` whose names end in one of `ends`, relative to the project root, `/`-separated, sorted:
 * what git tracks or would track (its ignore rules leave out work folders such as bench/.work/).
 */
export function handWrittenFiles(folder: string, ends: readonly string[]): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', folder], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\0')
    .filter((file) => file !== '' && ends.some((end) => file.endsWith(end)) && existsSync(path.join(ROOT, file)))
    .filter((file) => !file.split('/').some((part) => SKIPPED.has(part)) && !file.endsWith('.gen.ts'))
    .sort();
}
