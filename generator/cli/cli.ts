/**
 * `npm run generate`: regenerates generated/ from specs/ (no network), writing only changed files and deleting
 * orphans, and prints one summary line. `--check` regenerates in memory, writes nothing, and exits 1 naming
 * every stale, missing or orphan file. With nothing changed since the last full run into the folder, both answer
 * from its record (last-run.ts) without loading the spec libraries; any difference runs the whole generation.
 * `--spec <file> --name <name> --out <dir>` makes one package of any spec, into an empty folder or an earlier
 * output of itself. `--help` lists the options (args.ts).
 *
 * Paths are relative to the folder the command was started from (`npm run` keeps it in INIT_CWD).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readCommandLine, wrongLine } from '../../command-line/option-table.js';
import { GENERATE_COMMAND, UsageError, type GenerateArgs } from './args.js';
import { startsWithBanner } from '../emit/banner.js';
import { describeDrift, findDrift, hasDrift, listFiles } from './check.js';
import { GeneratorError } from '../model/errors.js';
import { checkAgainstRecord, hashInputs, saveRecord } from './last-run.js';
import { pascalCase } from '../model/names.js';
import { NPM_SCOPE, packages, type PackageSpec, TOOLKIT_PACKAGES } from '../packages.js';
import { writeOutput } from './write-output.js';
import { createProgress } from '../../command-line/progress.mjs';

/** An npm package name part (`@platform-sdk/<name>`), also the folder and the ApiDescriptor name. */
const PACKAGE_NAME = /^[a-z][a-z0-9-]{0,49}$/;

/** The spec whose `x-rate-limit` a records package shares, as in packages.ts: the service limits per account. */
const RECORDS_RATE_LIMIT_FROM = 'specs/database.yaml';

function onePackage(root: string, here: string, args: GenerateArgs & { spec: string }): PackageSpec {
  const { spec, name, factory, definitions, names } = args;
  if (name === undefined)
    throw new UsageError('--spec needs --name <name>: the package name (lower case letters, digits and -)');
  if (!PACKAGE_NAME.test(name)) {
    throw new UsageError(
      `--name ${JSON.stringify(name)} is not a package name: lower case letters, digits and -, ` +
        'starting with a letter, at most 50',
    );
  }
  // These are the toolkit's own packages, never generated: `runtime` would name itself as its peer dependency.
  if (TOOLKIT_PACKAGES.has(name))
    throw new UsageError(`--name ${name} is the name of the toolkit's own ${NPM_SCOPE}/${name}; choose another name`);
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
      ? { standalone: true }
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
 * generator's banner). Writing replaces the files it wrote before; the files a user added beside them stay.
 */
async function checkOwnFolder(outDir: string, label: string): Promise<void> {
  const present = await listFiles(outDir);
  if (present.length === 0) return;
  const manifest = await readFile(path.join(outDir, 'package.json'), 'utf8').catch(() => '');
  if (!startsWithBanner('package.json', manifest)) {
    throw new UsageError(
      `--out ${label} holds files the generator did not write; give an empty folder or an earlier output of --spec`,
    );
  }
}

/** What run.mjs knows already: the hashes of the generator's own files (sources.mjs), which name its build. */
export interface RunContext {
  readonly sources?: ReadonlyMap<string, string>;
}

async function generateCommand(root: string, here: string, args: GenerateArgs, context: RunContext): Promise<number> {
  const single = args.spec === undefined ? undefined : onePackage(root, here, { ...args, spec: args.spec });
  if (single === undefined && (args.name ?? args.factory ?? args.definitions) !== undefined)
    throw new UsageError('--name, --factory and --definitions go with --spec');
  if (args.names !== undefined && args.definitions === undefined)
    throw new UsageError('--names goes with --spec and --definitions: it names things of a records snapshot');
  if (single !== undefined && args.out === undefined)
    throw new UsageError('--spec needs --out <dir>: the folder of the package');
  const outDir = args.out === undefined ? path.join(root, 'generated') : path.resolve(here, args.out);
  const label = path.relative(here, outDir).split(path.sep).join('/') || '.';
  const elapsed = () => `${(performance.now() / 1000).toFixed(2)}s`;

  if (single !== undefined && !args.check) await checkOwnFolder(outDir, label);
  const names = (single === undefined ? packages : [single]).map((p) => p.name).join(', ');

  // The no-op path: inputs and outputs exactly as the last full run left them. It loads none of the spec
  // libraries, so it answers in a fraction of a second.
  const inputs = single === undefined ? await hashInputs(root, context.sources) : undefined;
  if (inputs !== undefined) {
    const answer = await checkAgainstRecord(root, outDir, inputs);
    if (answer.upToDate) {
      for (const warning of answer.record.warnings) console.warn(warning);
      const count = Object.keys(answer.record.outputs).length;
      const why = 'inputs and outputs as the last full run left them';
      if (args.check) console.log(`generate --check: ${label}/ is up to date, ${count} files (${elapsed()}; ${why}).`);
      else
        console.log(
          `generate: 0 written, 0 deleted, ${count} unchanged in ${label}/ (${names}) in ${elapsed()} (${why}).`,
        );
      return 0;
    }
  }

  // The full path takes seconds: its steps are shown on stderr (command-line/progress.mjs).
  const progress = createProgress('generate', { steps: 2 });
  progress.step('loading the generator');
  // Loaded only on the full path, after the command line and the output folder are checked.
  const { createShared, generate, generatePackage } = await import('../generate.js');
  progress.step(`generating ${names}`);
  const result = await (single === undefined
    ? generate(root, packages)
    : generatePackage(await createShared(root), single)
  ).finally(() => progress.end());
  for (const warning of result.warnings) console.warn(warning);
  const files: ReadonlyMap<string, string> = result.files;
  // Only a run of every package (never --spec) hashed its inputs, and so only it is recorded.
  if (inputs !== undefined) await saveRecord(root, outDir, inputs, result);

  if (args.check) {
    const drift = await findDrift(outDir, files, { ownOnly: single !== undefined });
    if (hasDrift(drift)) {
      for (const line of describeDrift(drift, label)) console.error(line);
      const again = single === undefined ? '`npm run generate`' : 'the command without --check';
      console.error(`generate --check: ${label}/ is out of date; run ${again} and commit the result (${elapsed()}).`);
      return 1;
    }
    console.log(`generate --check: ${label}/ is up to date, ${files.size} files (${elapsed()}).`);
    return 0;
  }
  // A user's own files beside a --spec package (notes, tests, an .npmrc) stay; generated/ is the generator's alone.
  const summary = await writeOutput(outDir, files, { ownOnly: single !== undefined });
  const counted =
    'operations' in result
      ? (result.operations as { generated: number; total: number; raw: number } | undefined)
      : undefined;
  const through = counted === undefined ? '' : `, ${operationsLine(counted)}`;
  // The warnings scroll past above a long run: the last line says there were some.
  const warned = result.warnings.length;
  const warnings = warned === 0 ? '' : `, ${warned} warning${warned === 1 ? '' : 's'} on stderr`;
  console.log(
    `generate: ${summary.written.length} written, ${summary.deleted.length} deleted, ` +
      `${summary.unchanged} unchanged in ${label}/ (${names}${through}${warnings}) in ${elapsed()}.`,
  );
  return 0;
}

/** `12 of 14 operations (10 typed, 2 raw)`: how many came through, and in which form. */
export function operationsLine(counted: { generated: number; total: number; raw: number }): string {
  const forms = counted.raw === 0 ? '' : ` (${counted.generated - counted.raw} typed, ${counted.raw} raw)`;
  return `${counted.generated} of ${counted.total} operations${forms}`;
}

/**
 * Runs `npm run generate` with `argv` (the arguments after the script) for the project at `root`; returns the
 * exit code: 0 done, 1 the spec has problems or the output is stale, 2 a wrong command line.
 */
export async function main(root: string, argv: readonly string[], context: RunContext = {}): Promise<number> {
  const here = process.env['INIT_CWD'] ?? process.cwd();
  try {
    const read = readCommandLine(GENERATE_COMMAND, argv);
    if (read.kind === 'help') {
      process.stdout.write(read.text);
      return 0;
    }
    if (read.kind === 'wrong') {
      console.error(read.line);
      return 2;
    }
    return await generateCommand(root, here, read.values, context);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(wrongLine(GENERATE_COMMAND, error.message));
      return 2;
    }
    if (error instanceof GeneratorError) {
      console.error(`generate: the spec has problems that stop generation:\n${error.message}`);
      return 1;
    }
    throw error;
  }
}
