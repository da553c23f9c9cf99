/**
 * Writes generated files into the output folder: only files whose bytes changed are rewritten (so timestamps
 * and editors are not disturbed), orphans inside the folder are deleted (with `ownOnly`, only those that start with
 * the generator's banner), and folders left empty are removed.
 * Nothing outside the output folder is ever touched.
 */
import { mkdir, readdir, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { findDrift } from './check.js';

export interface WriteSummary {
  readonly written: readonly string[];
  readonly deleted: readonly string[];
  readonly unchanged: number;
}

async function removeEmptyDirs(dir: string, isRoot: boolean): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.isDirectory() && entry.name !== 'node_modules') await removeEmptyDirs(path.join(dir, entry.name), false);
  }
  if (!isRoot && (await readdir(dir)).length === 0) await rmdir(dir);
}

export async function writeOutput(
  outDir: string,
  files: ReadonlyMap<string, string>,
  options: { readonly ownOnly?: boolean } = {},
): Promise<WriteSummary> {
  const drift = await findDrift(outDir, files, options);
  const written = [...drift.missing, ...drift.stale].sort();
  for (const file of written) {
    const target = path.join(outDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, files.get(file) ?? '', 'utf8');
  }
  for (const file of drift.orphans) await unlink(path.join(outDir, file));
  if (drift.orphans.length > 0) await removeEmptyDirs(outDir, true);
  return { written, deleted: drift.orphans, unchanged: files.size - written.length };
}
