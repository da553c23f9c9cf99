/**
 * The record of the last full run and the no-op check against it, so `npm run generate` and `--check` with
 * nothing changed answer without loading the spec libraries or regenerating.
 *
 * A full run records, for one output folder, the sha256 of every input it was made from and of every file it
 * produced. The next run hashes the same inputs and the files on disk: when every input and every output is
 * byte for byte what was recorded, and no file was added or removed, regenerating would produce the same
 * files and find no drift, so the run answers "up to date" at once. Anything else (a hand edit, a missing or
 * orphan file, a changed spec, template, generator source file, runtime file or installed dependency, a
 * different Node, a missing or unreadable record) sends the run down the full path, which regenerates and names
 * the drift as before.
 *
 * The record lives in node_modules/.cache, not in generated/: a record among the outputs could be edited
 * together with the file it vouches for, and the generator's own source in it would make every change to the
 * generator a change of generated/. A fresh checkout (CI) has no record, so it always
 * takes the full path. node_modules travels with copies of a checkout (`cp -a`, a restored CI cache, a Docker
 * layer), so a record names the checkout and the output folder it was made for, and answers for no other.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from './check.js';
import { sha256, type HashedFile } from '../load/hash.js';
import { GENERATOR_DIRS, GENERATOR_FILES, hashGeneratorSources } from '../sources.mjs';

/** Folders whose every file is an input: what the generator is made of (sources.mjs), the templates. */
export const INPUT_DIRS = [...GENERATOR_DIRS, 'templates'];

/** Single files that are inputs: the installed dependency tree, versions, lint rules, compiler settings. */
export const INPUT_FILES = [
  ...GENERATOR_FILES,
  'package.json',
  'runtime/package.json',
  'redocly.yaml',
  'tsconfig.json',
];

const FORMAT = 3;

export interface RunRecord {
  readonly format: typeof FORMAT;
  /** The absolute paths of the checkout and the output folder the run was made in. */
  readonly root: string;
  readonly outDir: string;
  readonly node: string;
  /** Input path (relative to the project root) -> sha256. */
  readonly inputs: Readonly<Record<string, string>>;
  /** Output path (relative to the output folder) -> sha256. */
  readonly outputs: Readonly<Record<string, string>>;
  /** Lint warnings of the run: printed again by a run that answers from the record. */
  readonly warnings: readonly string[];
}

export type NoOpAnswer =
  | { readonly upToDate: true; readonly record: RunRecord }
  | { readonly upToDate: false; readonly reason: string };

/** Where the record of the runs of the checkout at `root` into `outDir` is kept. */
export function recordPath(root: string, outDir: string): string {
  const key = sha256(JSON.stringify([path.resolve(root), path.resolve(outDir)])).slice(0, 16);
  return path.join(root, 'node_modules', '.cache', 'platform-sdk-generator', `last-run-${key}.json`);
}

async function hashFile(file: string): Promise<string | undefined> {
  try {
    return sha256(await readFile(file));
  } catch {
    return undefined;
  }
}

/**
 * The package.json of every dependency the root package.json names, as installed: a version moved in
 * node_modules without the lockfiles knowing (a hand copy, `npm link`) still changes an input.
 */
async function dependencyFiles(root: string): Promise<string[]> {
  let pkg: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  try {
    pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as typeof pkg;
  } catch {
    return [];
  }
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).map(
    (name) => `node_modules/${name}/package.json`,
  );
}

/**
 * The sha256 of the inputs every run reads, by path relative to `root` (`''` for a file that does not exist).
 * `sources` are the hashes of the generator's own files when run.mjs has them already (it names its build by
 * them). Spec files are not among them: which files a spec is made of is known only after it is bundled, so the
 * record takes them (and their hashes as read) from the run itself.
 */
export async function hashInputs(root: string, sources?: ReadonlyMap<string, string>): Promise<Map<string, string>> {
  const files: string[] = [
    ...INPUT_FILES.filter((f) => !GENERATOR_FILES.includes(f)),
    ...(await dependencyFiles(root)),
    ...(await listFiles(path.join(root, 'templates'))).map((f) => `templates/${f}`),
  ];
  const hashes = await Promise.all(files.map((f) => hashFile(path.join(root, f))));
  const generator = sources ?? (await hashGeneratorSources(root));
  return new Map([...generator, ...files.map((f, i): [string, string] => [f, hashes[i] ?? ''])]);
}

/**
 * Records a full run into `outDir`: `inputs` hashed before it started (so an input changed while it ran does
 * not match the record next time), `specs` the spec files the run read and their hashes as read, `files` what
 * it produced. Best effort: a record that cannot be written only means the next run takes the full path.
 */
export async function saveRecord(
  root: string,
  outDir: string,
  inputs: ReadonlyMap<string, string>,
  run: {
    readonly specs: readonly HashedFile[];
    readonly files: ReadonlyMap<string, string>;
    readonly warnings: readonly string[];
  },
): Promise<void> {
  const { specs, files, warnings } = run;
  const record: RunRecord = {
    format: FORMAT,
    root: path.resolve(root),
    outDir: path.resolve(outDir),
    node: process.version,
    inputs: Object.fromEntries(
      [...inputs, ...specs.map((s): [string, string] => [s.path, s.sha256])].sort(([a], [b]) =>
        a < b ? -1 : a > b ? 1 : 0,
      ),
    ),
    outputs: Object.fromEntries([...files].map(([file, content]) => [file, sha256(content)])),
    warnings,
  };
  const target = recordPath(root, outDir);
  // Written beside and renamed, so a run started meanwhile reads the old record or the new one, never half.
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(temporary, JSON.stringify(record));
    await rename(temporary, target);
  } catch {
    // A read-only node_modules: the next run regenerates, as it did before records existed.
  }
}

async function readRecord(file: string): Promise<RunRecord | undefined> {
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as RunRecord;
    return record.format === FORMAT ? record : undefined;
  } catch {
    return undefined;
  }
}

function firstDifference(
  recorded: Readonly<Record<string, string>>,
  current: ReadonlyMap<string, string>,
  kind: string,
): string | undefined {
  for (const [file, hash] of current) {
    const was = recorded[file];
    if (was === undefined) return `${kind} ${file} is new`;
    if (was !== hash) return hash === '' ? `${kind} ${file} is gone` : `${kind} ${file} changed`;
  }
  for (const file of Object.keys(recorded)) if (!current.has(file)) return `${kind} ${file} is gone`;
  return undefined;
}

/**
 * Whether the last full run into `outDir` still holds: same Node, every input and every output byte for byte
 * as recorded, no output added or removed. `inputs` is hashInputs(root) of this run. The reason names the first
 * difference found (for a message, not a complete list: the full path names every drifting output).
 */
export async function checkAgainstRecord(
  root: string,
  outDir: string,
  inputs: ReadonlyMap<string, string>,
): Promise<NoOpAnswer> {
  const record = await readRecord(recordPath(root, outDir));
  if (record === undefined) return { upToDate: false, reason: 'no record of an earlier run' };
  if (record.root !== path.resolve(root) || record.outDir !== path.resolve(outDir))
    return { upToDate: false, reason: `the record is of a run in ${record.root}, into ${record.outDir}` };
  if (record.node !== process.version) return { upToDate: false, reason: `the last run used Node ${record.node}` };
  const specs = Object.keys(record.inputs).filter((file) => !inputs.has(file));
  const specHashes = await Promise.all(specs.map((file) => hashFile(path.join(root, file))));
  const current = new Map([...inputs, ...specs.map((file, i): [string, string] => [file, specHashes[i] ?? ''])]);
  const inputChange = firstDifference(record.inputs, current, 'input');
  if (inputChange !== undefined) return { upToDate: false, reason: inputChange };
  const present = await listFiles(outDir);
  const outputHashes = await Promise.all(present.map((file) => hashFile(path.join(outDir, file))));
  const outputChange = firstDifference(
    record.outputs,
    new Map(present.map((file, i) => [file, outputHashes[i] ?? ''])),
    'output',
  );
  if (outputChange !== undefined) return { upToDate: false, reason: outputChange };
  return { upToDate: true, record };
}
