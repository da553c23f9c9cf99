/**
 * Whether the records package generates from a new snapshot, asked before the snapshot is written: the
 * generator's own functions (`createShared`, `generatePackage`) make the package in memory, from a staging copy of
 * the project in a temporary folder where only the snapshot differs. Every other entry of the project is linked
 * (folders) or copied (files) there, so the generator reads the same redocly.yaml, templates, database spec and
 * any other file of the snapshot's folder (a names file), and names the snapshot's files where they will be. The
 * generator writes nothing; the staging copy is removed afterwards.
 */
import { copyFile, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PackageSpec } from '../generator/packages.js';
import type { NamesFileValue } from '../generator/records/records-names.js';
import { HISTORY_FILE, NAMES_FILE } from './history.js';
import { DEFINITIONS_FILE, OPENAPI_FILE } from './snapshot.js';

/** `/`-separated, as the generator names files. */
const posix = (file: string): string => file.split(path.sep).join('/');

/** The snapshot's folder inside the project, or undefined when it is outside. */
function insideRoot(root: string, out: string): string | undefined {
  const rel = path.relative(root, out);
  return rel === '' || rel.startsWith('..') || path.isAbsolute(rel) ? undefined : posix(rel);
}

/**
 * The package to generate and the folder (relative to the project) the snapshot is staged in: the records row of
 * the package list whose snapshot is in that folder; a snapshot elsewhere in the project as `--spec … --definitions`
 * makes it; one outside the project in place of the package list's records snapshot.
 */
function stagedPackage(packages: readonly PackageSpec[], root: string, out: string): PackageSpec {
  const records = packages.find((p) => p.records !== undefined);
  const rel = insideRoot(root, out);
  if (rel === undefined) {
    if (records === undefined) throw new Error('the package list has no records package to check the snapshot with');
    return records;
  }
  const own = packages.find((p) => p.records !== undefined && p.spec === `${rel}/${OPENAPI_FILE}`);
  return (
    own ?? {
      name: 'records',
      spec: `${rel}/${OPENAPI_FILE}`,
      factory: 'createRecordsClient',
      records: {
        definitions: `${rel}/${DEFINITIONS_FILE}`,
        rateLimitFrom: records?.records?.rateLimitFrom ?? 'specs/database.yaml',
        names: { path: `${rel}/${NAMES_FILE}`, optional: true },
        history: `${rel}/${HISTORY_FILE}`,
      },
    }
  );
}

/** Links (folders) or copies (files) every entry of `real` into `stage` but `skip`; a missing `real` gives none. */
async function mirror(real: string, stage: string, skip: readonly string[]): Promise<void> {
  await mkdir(stage, { recursive: true });
  const entries = await readdir(real, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    if (skip.includes(entry.name)) continue;
    const [from, to] = [path.join(real, entry.name), path.join(stage, entry.name)];
    // A junction needs no privilege on Windows; elsewhere the type is ignored.
    if (entry.isDirectory() || entry.isSymbolicLink()) await symlink(from, to, 'junction');
    else await copyFile(from, to);
  }
}

export type Generated =
  /** The records package's files, by their path inside the package folder, and every name its code gives. */
  | { readonly kind: 'generated'; readonly files: ReadonlyMap<string, string>; readonly names: NamesFileValue }
  /** The generator's messages, naming the files as the user knows them. */
  | { readonly kind: 'problems'; readonly problems: readonly string[] };

/**
 * The records package generated from `files` (the snapshot's files, by name) as if they were written to `out`
 * (`where` names that folder in messages), or the problems that stop it.
 */
export async function generateSnapshot(
  root: string,
  out: string,
  files: ReadonlyMap<string, string>,
  where: string,
): Promise<Generated> {
  const [{ packages }, { createShared, generatePackage }, { GeneratorError, formatIssue }] = await Promise.all([
    import('../generator/packages.js'),
    import('../generator/generate.js'),
    import('../generator/model/errors.js'),
  ]);
  const pkg = stagedPackage(packages, root, out);
  const folder = path.posix.dirname(pkg.spec);
  const stage = await mkdtemp(path.join(tmpdir(), 'fetch-specs-stage-'));
  try {
    // The project, along the folders that lead to the snapshot's: each mirrored but for the next one on the way.
    const segments = folder.split('/');
    for (let i = 0; i < segments.length; i++) {
      const at = segments.slice(0, i).join('/');
      await mirror(path.join(root, at), path.join(stage, at), [segments[i] as string]);
    }
    await mirror(out, path.join(stage, folder), [...files.keys()]);
    for (const [name, text] of files) await writeFile(path.join(stage, folder, name), text);
    try {
      const { files, names } = await generatePackage(await createShared(stage), pkg);
      return { kind: 'generated', files, names: names ?? { definitions: {} } };
    } catch (error) {
      if (!(error instanceof GeneratorError)) throw error;
      const named = (file: string) =>
        file.startsWith(`${folder}/`) ? `${where}/${file.slice(folder.length + 1)}` : file;
      return {
        kind: 'problems',
        problems: error.issues.map((issue) => formatIssue({ ...issue, spec: named(issue.spec) })),
      };
    }
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}
