/**
 * The files the generator is made of, in one list: run.mjs names its build by their hashes, and the record of
 * the last run (cli/last-run.ts) counts them among a run's inputs, so a change to any of them rebuilds the
 * generator and regenerates. Plain JavaScript, with no import but Node's, because run.mjs reads it before
 * anything is compiled.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The generator, the runtime source it bundles and the command-line code it imports. */
export const GENERATOR_DIRS = ['generator', 'runtime/src', 'command-line'];
/** The installed dependency tree: the libraries the generator imports, and openapi-typescript, which it bundles. */
export const GENERATOR_FILES = ['package-lock.json', 'node_modules/.package-lock.json'];

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

async function hashOrEmpty(root, file) {
  try {
    return sha256(await readFile(path.join(root, file)));
  } catch {
    return '';
  }
}

async function filesUnder(root, dir) {
  let entries;
  try {
    entries = await readdir(path.join(root, dir), { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter(
      (e) =>
        e.isFile() &&
        !path
          .relative(root, e.parentPath ?? e.path)
          .split(path.sep)
          .includes('node_modules'),
    )
    .map((e) =>
      path
        .relative(root, path.join(e.parentPath ?? e.path, e.name))
        .split(path.sep)
        .join('/'),
    );
}

/** The sha256 of every file the generator is made of, by `/`-separated path from `root` (`''`: no such file). */
export async function hashGeneratorSources(root) {
  const files = [
    ...GENERATOR_FILES,
    ...(await Promise.all(GENERATOR_DIRS.map((dir) => filesUnder(root, dir)))).flat(),
  ].sort();
  const hashes = await Promise.all(files.map((file) => hashOrEmpty(root, file)));
  return new Map(files.map((file, i) => [file, hashes[i]]));
}

/** The name of the build made of exactly these sources. */
export function buildKey(sources) {
  return sha256(JSON.stringify([...sources])).slice(0, 16);
}
