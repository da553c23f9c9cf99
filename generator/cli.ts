/**
 * `npm run generate`: regenerates generated/ from specs/ (no network). Writes only changed files, deletes
 * orphans, prints one summary line with the elapsed time.
 * `npm run generate -- --check`: regenerates in memory, writes nothing, exits 1 naming every stale, missing or
 * orphan file (0 when the output is up to date).
 * `--out <dir>` sets the output folder (default `generated`).
 * With nothing changed since the last full run into the folder, both answer from its record (last-run.ts)
 * without loading the spec libraries; any difference runs the whole generation.
 *
 * `npm run generate -- --spec <file> --name <name> --out <dir> [--factory <name>]`: one package from any spec,
 * with the same validity and model checks, written into `<dir>` (which must be empty or an earlier output of
 * this command: orphans there are deleted). `--check` works the same way. `--definitions <file>` makes it the
 * records package of a snapshot, `--names <file>` gives its names file (generator/records-names.ts).
 *
 * Paths are relative to the folder the command was started from (`npm run` keeps it in INIT_CWD).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isBannerText } from './banner.js';
import { describeDrift, findDrift, hasDrift, listFiles } from './check.js';
import { GeneratorError } from './errors.js';
import { checkAgainstRecord, hashInputs, saveRecord } from './last-run.js';
import { pascalCase } from './names.js';
import { packages, type PackageSpec } from './packages.js';
import { STARTED_AT } from './snapshot-started.js';
import { startSpecWorker } from './spec-worker.js';
import { writeOutput } from './write-output.js';

const root = path.resolve(import.meta.dirname, '..');
const here = process.env.INIT_CWD ?? process.cwd();

/** Thrown for a wrong command line: printed as it is, with exit code 2. */
class UsageError extends Error {}

/** An npm package name part (`@platform-sdk/<name>`), also the folder and the ApiDescriptor name. */
const PACKAGE_NAME = /^[a-z][a-z0-9-]{0,49}$/;

/** The spec whose `x-rate-limit` a records package shares, as in packages.ts: the service limits per account. */
const RECORDS_RATE_LIMIT_FROM = 'specs/database.yaml';

function onePackage(
  spec: string,
  name: string | undefined,
  factory: string | undefined,
  definitions: string | undefined,
  names: string | undefined,
): PackageSpec {
  if (name === undefined)
    throw new UsageError('--spec needs --name <name>: the package name (lower case letters, digits and -)');
  if (!PACKAGE_NAME.test(name)) {
    throw new UsageError(
      `--name ${JSON.stringify(name)} is not a package name: lower case letters, digits and -, starting with a letter, at most 50`,
    );
  }
  // Spec paths are printed into file banners and comments; one that spans lines would break them.
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(spec))
    throw new UsageError('--spec must not contain control characters or line breaks');
  const fromRoot = (file: string) => path.relative(root, path.resolve(here, file));
  return {
    name,
    spec: fromRoot(spec),
    factory: factory ?? `create${pascalCase(name)}Client`,
    // A records snapshot (the getAllOpenApi document and its API definitions): the records package of it.
    ...(definitions === undefined
      ? {}
      : {
          records: {
            definitions: fromRoot(definitions),
            rateLimitFrom: RECORDS_RATE_LIMIT_FROM,
            ...(names === undefined ? {} : { names: { path: fromRoot(names), optional: false } }),
          },
        }),
  };
}

/**
 * A folder `--spec` may write into: missing, empty, or holding an earlier output (a package.json with the
 * generator's banner), because writing deletes every other file in it.
 */
async function checkOwnFolder(outDir: string, label: string): Promise<void> {
  const present = await listFiles(outDir);
  if (present.length === 0) return;
  let banner: unknown;
  try {
    banner = (JSON.parse(await readFile(path.join(outDir, 'package.json'), 'utf8')) as Record<string, unknown>)['//'];
  } catch {
    banner = undefined;
  }
  if (typeof banner !== 'string' || !isBannerText(banner)) {
    throw new UsageError(
      `--out ${label} holds files the generator did not write; give an empty folder or an earlier output of --spec`,
    );
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      check: { type: 'boolean', default: false },
      out: { type: 'string' },
      spec: { type: 'string' },
      name: { type: 'string' },
      factory: { type: 'string' },
      definitions: { type: 'string' },
      names: { type: 'string' },
    },
    strict: true,
  });
  const single =
    values.spec === undefined
      ? undefined
      : onePackage(values.spec, values.name, values.factory, values.definitions, values.names);
  if (
    single === undefined &&
    (values.name !== undefined || values.factory !== undefined || values.definitions !== undefined)
  ) {
    throw new UsageError('--name, --factory and --definitions go with --spec');
  }
  if (values.names !== undefined && values.definitions === undefined)
    throw new UsageError('--names goes with --spec and --definitions: it names things of a records snapshot');
  if (single !== undefined && values.out === undefined)
    throw new UsageError('--spec needs --out <dir>: the folder of the package');
  const outDir = values.out === undefined ? path.join(root, 'generated') : path.resolve(here, values.out);
  const label = path.relative(here, outDir).split(path.sep).join('/') || '.';
  // From the start of the process (or of the one that handed the run over, snapshot-run.ts), so the time
  // includes loading the generator itself.
  const startedAt = Number(process.env[STARTED_AT] ?? performance.timeOrigin);
  const elapsed = () => `${((performance.timeOrigin + performance.now() - startedAt) / 1000).toFixed(2)}s`;

  if (single !== undefined && !values.check) await checkOwnFolder(outDir, label);
  const runPackages = single === undefined ? packages : [single];
  const names = runPackages.map((p) => p.name).join(', ');

  // The no-op path (last-run.ts): inputs and outputs exactly as the last full run left them. It imports nothing
  // of the spec libraries, so it answers in a fraction of a second.
  const inputs = single === undefined ? await hashInputs(root) : undefined;
  if (inputs !== undefined) {
    const answer = await checkAgainstRecord(root, outDir, inputs);
    if (answer.upToDate) {
      for (const warning of answer.record.warnings) console.warn(warning);
      const count = Object.keys(answer.record.outputs).length;
      const why = 'inputs and outputs as the last full run left them';
      if (values.check)
        console.log(`generate --check: ${label}/ is up to date, ${count} files (${elapsed()}; ${why}).`);
      else
        console.log(
          `generate: 0 written, 0 deleted, ${count} unchanged in ${label}/ (${names}) in ${elapsed()} (${why}).`,
        );
      return 0;
    }
  }

  // From the bundle (run.mjs), the run goes on in a process started from the generator's snapshot, which has
  // the libraries loaded already (snapshot-run.ts); without one, the specs are linted and bundled in a worker
  // thread from now on, the worker being the bundle's load-worker.js, while this thread loads the rest. From
  // the snapshot, and from source (through tsx, whose hooks a worker does not get), the specs are loaded in
  // this thread.
  const bundled = import.meta.url.endsWith('.js');
  const fromSnapshot = process.execArgv.includes('--snapshot-blob');
  const specs = runPackages.map((p) => p.spec);
  if (bundled && !fromSnapshot) {
    const inputs = runPackages
      .flatMap((p) => [p.spec, ...(p.records === undefined ? [] : [p.records.definitions])])
      .map((file) => path.resolve(root, file));
    const code = await (await import('./snapshot-run.js')).runFromSnapshot(inputs);
    if (code !== undefined) return code;
  }
  const preloaded =
    bundled && !fromSnapshot ? startSpecWorker(root, specs, new URL('./load-worker.js', import.meta.url)) : undefined;
  // Loaded only on the full path, after the command line and the output folder are checked, so such errors
  // answer at once.
  const { createShared, generate, generatePackage } = await import('./generate.js');
  let files: ReadonlyMap<string, string>;
  if (single === undefined) {
    const result = await generate(root, packages, preloaded);
    for (const warning of result.warnings) console.warn(warning);
    files = result.files;
    if (inputs !== undefined) await saveRecord(root, outDir, inputs, files, result.warnings);
  } else {
    const result = await generatePackage(await createShared(root, preloaded), single);
    for (const warning of result.warnings) console.warn(warning);
    files = result.files;
  }

  if (values.check) {
    const drift = await findDrift(outDir, files);
    if (hasDrift(drift)) {
      for (const line of describeDrift(drift, label)) console.error(line);
      const again = single === undefined ? '`npm run generate`' : 'the command without --check';
      console.error(`generate --check: ${label}/ is out of date; run ${again} and commit the result (${elapsed()}).`);
      return 1;
    }
    console.log(`generate --check: ${label}/ is up to date, ${files.size} files (${elapsed()}).`);
    return 0;
  }
  const summary = await writeOutput(outDir, files);
  console.log(
    `generate: ${summary.written.length} written, ${summary.deleted.length} deleted, ${summary.unchanged} unchanged in ${label}/ (${names}) in ${elapsed()}.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof GeneratorError) {
      console.error(`generate: the spec has problems that stop generation:\n${error.message}`);
    } else if (
      error instanceof UsageError ||
      (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      console.error(`generate: ${error.message}`);
      process.exit(2);
    } else {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
    process.exit(1);
  },
);
