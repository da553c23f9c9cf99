/** The hand-written files of a folder of the project, for the style checks: output and installs are left out. */
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Folders of output or installs, never hand-written. */
const SKIPPED = new Set(['node_modules', 'out', 'dist']);

/** The files of `folder` whose names end in one of `ends`, relative to the project root, `/`-separated, sorted. */
export function handWrittenFiles(folder: string, ends: readonly string[]): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && ends.some((end) => entry.name.endsWith(end)))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => SKIPPED.has(part)) && !file.endsWith('.gen.ts'))
    .sort();
}
