/**
 * Reading the snapshot in place and replacing files of it. The new files are written next to the old ones under
 * temporary names first and renamed over them only when every one is complete, so a failure on the way (a full
 * disk, an error while fetching) leaves the snapshot as it was. Nothing is ever deleted: a file left out of a
 * fetch (apidefinitions.json without db:apidefinition:design) is kept as it is.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HISTORY_FILE, NAMES_FILE } from './history.js';
import { DEFINITIONS_FILE, OPENAPI_FILE } from './snapshot.js';

/** The snapshot files present in `dir`, by name: the account's two, the names file and the history file. */
export async function readSnapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const name of [OPENAPI_FILE, DEFINITIONS_FILE, NAMES_FILE, HISTORY_FILE]) {
    try {
      files.set(name, await readFile(path.join(dir, name), 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return files;
}

/** Writes `files` (name -> text) into `dir`, each replacing the file of that name. */
export async function writeSnapshot(dir: string, files: ReadonlyMap<string, string>): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temporary = [...files.keys()].map((name) => path.join(dir, `.${name}.${process.pid}.tmp`));
  try {
    await Promise.all([...files.values()].map((text, i) => writeFile(temporary[i] as string, text, 'utf8')));
    await Promise.all([...files.keys()].map((name, i) => rename(temporary[i] as string, path.join(dir, name))));
  } catch (error) {
    await Promise.all(temporary.map((file) => rm(file, { force: true })));
    throw error;
  }
}
