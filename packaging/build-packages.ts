/**
 * Builds publishable copies of the runtime and the generated packages: JavaScript plus declarations, compiled
 * with the TypeScript compiler API, and a package.json whose `exports` point at them. In this repository the
 * packages export their TypeScript sources (workspaces, vitest and tsx read them directly); plain Node and
 * most consumers need the built form, which goes to a separate folder and is never checked in.
 *
 * Each built package ships its sources in `src/` with source maps and declaration maps that point at them (a
 * stack trace or "go to definition" lands in the TypeScript a user can read), its README, CHANGELOG.md and the
 * LICENSE, and a package.json that names the repository.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { startsWithBanner } from '../generator/emit/banner.js';
import { NPM_SCOPE, packages, TOOLKIT_PACKAGES } from '../generator/packages.js';
import { listFiles } from '../generator/cli/check.js';
import { buildCli } from './build-cli.js';
import { buildSandbox } from './build-sandbox.js';
import { stageWithGenerated } from './inline-generated.js';
import { repositoryField, repositoryUrl } from './repository.js';
import { noProgress, type Progress } from '../command-line/progress.mjs';

export interface BuiltPackage {
  readonly name: string;
  /** Folder of the built package. */
  readonly dir: string;
  /** Files of the built package, relative to `dir`, sorted. */
  readonly files: readonly string[];
}

interface Source {
  readonly name: string;
  /** Folder of the package.json. */
  readonly packageDir: string;
  /** Folder whose .ts files are compiled (the package's root or its src/). */
  readonly sourceDir: string;
  /** The README the built package ships. */
  readonly readme: string;
  /** Whether its sources import modules of generated/, which the build copies in (inline-generated.ts). */
  readonly inlinesGenerated?: boolean;
}

/** Folder of the built package's sources, which its source and declaration maps point at. */
const SOURCES = 'src';

function runtimeSource(root: string): Source {
  return {
    name: 'runtime',
    packageDir: join(root, 'runtime'),
    sourceDir: join(root, 'runtime', 'src'),
    // runtime/README.md is the map of the sources for those who work on them; users get one about the package.
    readme: join(root, 'packaging', 'runtime-README.md'),
    inlinesGenerated: true,
  };
}

async function readManifest(source: Source): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(source.packageDir, 'package.json'), 'utf8')) as Record<string, unknown>;
}

/**
 * The package's entries (`.`, `./internal`, `./mail`, ...) from the `exports` of its package.json, each with its
 * built module relative to the built package, without extension (`./src/mail/index.ts` -> `./mail/index`).
 */
function entriesOf(source: Source, manifest: Record<string, unknown>): [string, string][] {
  const exports = manifest['exports'];
  if (typeof exports !== 'object' || exports === null)
    throw new Error(`${NPM_SCOPE}/${source.name} has no exports map`);
  return Object.entries(exports as Record<string, unknown>).map(([entry, file]) => {
    if (typeof file !== 'string' || !file.endsWith('.ts'))
      throw new Error(`${NPM_SCOPE}/${source.name} exports ${entry} as ${String(file)}, not a .ts source`);
    const built = relative(source.sourceDir, join(source.packageDir, file)).replaceAll('\\', '/').replace(/\.ts$/, '');
    return [entry, `./${built}`];
  });
}

/** The repository's compiler options (tsconfig.json, one place for them), turned to emitting one package. */
export function projectOptions(root: string): ts.CompilerOptions {
  const configPath = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, root, undefined, configPath).options;
}

function compilerOptions(
  base: ts.CompilerOptions,
  sourceDir: string,
  outDir: string,
  runtimePaths: ts.MapLike<string[]>,
): ts.CompilerOptions {
  return {
    ...base,
    noEmit: false,
    declaration: true,
    sourceMap: true,
    declarationMap: true,
    rootDir: sourceDir,
    outDir,
    // No Node types: the packages must also compile for browsers.
    types: [],
    newLine: ts.NewLineKind.LineFeed,
    // Generated packages compile against the built runtime's declarations (every entry), not its sources.
    paths: runtimePaths,
  };
}

/**
 * A map as the compiler wrote it names the sources where they were compiled from; the package ships them in
 * `<outDir>/src/` instead, so each source becomes a path from the map's folder to its copy there.
 */
function mapToShippedSources(mapFile: string, text: string, sourceDir: string, outDir: string): string {
  const map = JSON.parse(text) as { sources: string[] };
  map.sources = map.sources.map((source) => {
    const shipped = join(outDir, SOURCES, relative(sourceDir, resolve(dirname(mapFile), source)));
    return relative(dirname(mapFile), shipped).replaceAll('\\', '/');
  });
  return JSON.stringify(map);
}

function sourceFiles(sourceDir: string): string[] {
  return ts.sys
    .readDirectory(sourceDir, ['.ts'], ['**/node_modules/**', '**/*.d.ts'])
    .filter((file) => !file.endsWith('.d.ts'));
}

/** Compiles the package's sources into `dir`, with maps that point at the copies of the sources in `dir/src/`. */
async function compile(source: Source, dir: string, options: ts.CompilerOptions): Promise<void> {
  const rootNames = sourceFiles(source.sourceDir);
  for (const file of rootNames) {
    const copy = join(dir, SOURCES, relative(source.sourceDir, file));
    await mkdir(dirname(copy), { recursive: true });
    await cp(file, copy);
  }
  const program = ts.createProgram(rootNames, options);
  const result = program.emit(undefined, (file, text, bom) => {
    const shipped = file.endsWith('.map') ? mapToShippedSources(file, text, source.sourceDir, dir) : text;
    ts.sys.writeFile(file, shipped, bom);
  });
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
  if (diagnostics.length > 0) {
    const text = ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (f) => f,
      getCurrentDirectory: () => source.packageDir,
      getNewLine: () => '\n',
    });
    throw new Error(`${NPM_SCOPE}/${source.name} does not compile:\n${text}`);
  }
}

/**
 * The package.json of the built package: the same, with `exports`, `types` and `files` for the built form and the
 * repository. Each entry has a `default` condition beside `import`: `require()` matches no `import` condition, and
 * with `default` a CommonJS caller loads the ES module itself (require of ESM: Node 20.19 and later 20.x, 22.12
 * and later, Bun, Deno).
 */
function builtManifest(
  manifest: Record<string, unknown>,
  entries: readonly [string, string][],
  repository: ReturnType<typeof repositoryField>,
): string {
  const built = { ...manifest };
  if (repository !== undefined) built['repository'] = repository;
  built['exports'] = Object.fromEntries(
    entries.map(([entry, file]) => [entry, { types: `${file}.d.ts`, import: `${file}.js`, default: `${file}.js` }]),
  );
  const main = entries.find(([entry]) => entry === '.')?.[1];
  if (main !== undefined) built['types'] = `${main}.d.ts`;
  // TypeScript's legacy resolution (node10) reads no exports map: it looks for an entry's declarations at the
  // entry's own path, so an entry whose module is named otherwise (./operations) is mapped for it.
  const renamed = entries.filter(([entry, file]) => entry !== '.' && file !== entry);
  if (renamed.length > 0) {
    const paths = renamed.map(([entry, file]) => [entry.slice(2), [`${file}.d.ts`]]);
    built['typesVersions'] = { '*': Object.fromEntries(paths) };
  }
  built['files'] = [
    '**/*.js',
    '**/*.js.map',
    '**/*.d.ts',
    '**/*.d.ts.map',
    `${SOURCES}/`,
    'README.md',
    'CHANGELOG.md',
    'LICENSE',
  ];
  return `${JSON.stringify(built, null, 2)}\n`;
}

/**
 * The CHANGELOG.md a package ships: its own folder's when it has one (a records package's, once written from the
 * change report of its account's snapshot), else the toolkit's, for the packages released at its version.
 */
async function changelogOf(root: string, source: Source): Promise<string> {
  const own = join(source.packageDir, 'CHANGELOG.md');
  return readFile(own, 'utf8').then(
    () => own,
    () => join(root, 'CHANGELOG.md'),
  );
}

/** Compiles `source` into `outDir/<name>/` (emptied first) with its package.json, README, CHANGELOG and LICENSE. */
async function build(
  root: string,
  source: Source,
  outDir: string,
  options: (dir: string, sourceDir: string) => ts.CompilerOptions,
): Promise<BuiltPackage> {
  const dir = join(outDir, source.name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const manifest = await readManifest(source);
  const repository = repositoryField(await repositoryUrl(root), root, source.packageDir);
  await writeFile(join(dir, 'package.json'), builtManifest(manifest, entriesOf(source, manifest), repository));
  if (source.inlinesGenerated === true) {
    const stage = await stageWithGenerated(root, source.sourceDir, sourceFiles(source.sourceDir));
    try {
      await compile({ ...source, sourceDir: stage }, dir, options(dir, stage));
    } finally {
      await rm(stage, { recursive: true, force: true });
    }
  } else {
    await compile(source, dir, options(dir, source.sourceDir));
  }
  await cp(source.readme, join(dir, 'README.md'));
  await cp(await changelogOf(root, source), join(dir, 'CHANGELOG.md'));
  await cp(join(root, 'LICENSE'), join(dir, 'LICENSE'));
  return { name: source.name, dir, files: await listFiles(dir) };
}

/** Builds the runtime into `outDir/runtime/` (emptied first). */
export async function buildRuntime(root: string, outDir: string): Promise<BuiltPackage> {
  return build(root, runtimeSource(root), outDir, (dir, sourceDir) =>
    compilerOptions(projectOptions(root), sourceDir, dir, {}),
  );
}

/**
 * Builds one generated package into `outDir/<name>/` (emptied first), against the declarations of a runtime that
 * buildRuntime built: `packageDir` is the folder of its package.json and sources, one of generated/ or a package
 * generated anywhere else (a records package of another account's snapshot).
 */
export async function buildGeneratedPackage(
  root: string,
  name: string,
  packageDir: string,
  outDir: string,
  runtime: BuiltPackage,
): Promise<BuiltPackage> {
  const runtimeManifest = JSON.parse(await readFile(join(runtime.dir, 'package.json'), 'utf8')) as {
    exports: Record<string, { types: string }>;
  };
  const runtimePaths: ts.MapLike<string[]> = Object.fromEntries(
    Object.entries(runtimeManifest.exports).map(([entry, conditions]) => [
      `${NPM_SCOPE}/runtime${entry.slice(1)}`,
      [join(runtime.dir, conditions.types)],
    ]),
  );
  const source = { name, packageDir, sourceDir: packageDir, readme: join(packageDir, 'README.md') };
  const base = projectOptions(root);
  const manifest = await readManifest(source);
  const paths = { ...dependencyPaths(root, manifest, base), ...runtimePaths };
  return build(root, source, outDir, (dir) => compilerOptions(base, source.sourceDir, dir, paths));
}

/**
 * The declarations of each dependency of a generated package (openapi-fetch) as the repository installs them: a
 * package generated outside the repository (`--spec --out /elsewhere`) has no node_modules above it to find them in.
 */
function dependencyPaths(
  root: string,
  manifest: Record<string, unknown>,
  options: ts.CompilerOptions,
): ts.MapLike<string[]> {
  const names = Object.keys((manifest['dependencies'] as Record<string, string> | undefined) ?? {});
  const from = join(root, 'package.json');
  return Object.fromEntries(
    names.flatMap((name) => {
      const resolved = ts.resolveModuleName(name, from, options, ts.sys, undefined, undefined, ts.ModuleKind.ESNext);
      const file = resolved.resolvedModule?.resolvedFileName;
      return file === undefined ? [] : [[name, [file]]];
    }),
  );
}

/**
 * The folders a build command was given, read from where it was started (npm keeps that in INIT_CWD), as
 * `generate` reads its paths: where the builds go (the repository's dist/ by default) and the `--spec` packages.
 */
export async function commandFolders(
  root: string,
  out: string | undefined,
  folders: readonly string[],
): Promise<{ readonly outDir: string; readonly standalone: StandalonePackage[]; readonly here: string }> {
  const here = process.env['INIT_CWD'] ?? process.cwd();
  const outDir = out === undefined ? join(root, 'dist') : resolve(here, out);
  return { outDir, standalone: await standalonePackages(folders.map((folder) => resolve(here, folder))), here };
}

/** A package `npm run generate -- --spec` wrote into a folder of its own, to be built with the project's. */
export interface StandalonePackage {
  /** Its name in the scope (`twilio` of `@platform-sdk/twilio`). */
  readonly name: string;
  readonly dir: string;
}

/**
 * The packages of folders that `npm run generate -- --spec` wrote, or an error naming each folder that is not one
 * (no package.json, one the generator did not write, a name outside the scope) or whose name the project's
 * packages (or another folder) already have: built beside them, its build would replace theirs.
 */
export async function standalonePackages(dirs: readonly string[]): Promise<StandalonePackage[]> {
  const taken = new Set([...TOOLKIT_PACKAGES, ...packages.map((p) => p.name)]);
  const found: StandalonePackage[] = [];
  const problems: string[] = [];
  for (const dir of dirs.map((given) => resolve(given))) {
    const text = await readFile(join(dir, 'package.json'), 'utf8').catch(() => undefined);
    const name = text !== undefined && startsWithBanner('package.json', text) ? manifestName(text) : undefined;
    if (found.some((p) => p.dir === dir)) problems.push(`${dir} is given twice`);
    else if (!existsSync(dir)) problems.push(`${dir} does not exist`);
    else if (name === undefined)
      problems.push(`${dir} holds no package.json that \`npm run generate -- --spec\` wrote`);
    else if (!name.startsWith(`${NPM_SCOPE}/`)) problems.push(`${dir}: its package ${name} is not of ${NPM_SCOPE}`);
    else if (taken.has(name.slice(NPM_SCOPE.length + 1)))
      problems.push(`${dir}: ${name} names another package of the build; generate it again with another --name`);
    else {
      found.push({ name: name.slice(NPM_SCOPE.length + 1), dir });
      taken.add(name.slice(NPM_SCOPE.length + 1));
    }
  }
  if (problems.length > 0) throw new Error(`Nothing was built:\n- ${problems.join('\n- ')}`);
  return found;
}

/** The `name` of a package.json's text that startsWithBanner accepted (so it parses). */
function manifestName(text: string): string {
  const name = (JSON.parse(text) as { name?: unknown }).name;
  return typeof name === 'string' ? name : '';
}

/**
 * Builds the runtime, every package of generator/packages.ts, the `standalone` ones and, unless `cli` is false,
 * the command line (build-cli.ts) and, unless `sandbox` is false (by default as `cli`), the sandbox
 * (build-sandbox.ts), each into `outDir/<name>/` (emptied first).
 */
export async function buildPackages(
  root: string,
  outDir: string,
  progress: Progress = noProgress,
  {
    cli = true,
    sandbox = cli,
    standalone = [],
  }: { readonly cli?: boolean; readonly sandbox?: boolean; readonly standalone?: readonly StandalonePackage[] } = {},
): Promise<BuiltPackage[]> {
  const total = packages.length + standalone.length + 1 + (cli ? 1 : 0) + (sandbox ? 1 : 0);
  progress.step('building the packages');
  progress.item(0, total, 'runtime');
  const runtime = await buildRuntime(root, outDir);
  const built = [runtime];
  const generated = [...packages.map((p) => ({ name: p.name, dir: join(root, 'generated', p.name) })), ...standalone];
  for (const p of generated) {
    progress.item(built.length, total, p.name);
    built.push(await buildGeneratedPackage(root, p.name, p.dir, outDir, runtime));
  }
  if (cli) {
    progress.item(built.length, total, 'cli');
    built.push(await buildCli(root, outDir, built));
  }
  if (sandbox) {
    progress.item(built.length, total, 'sandbox');
    built.push(await buildSandbox(root, outDir));
  }
  progress.item(total, total);
  return built;
}
