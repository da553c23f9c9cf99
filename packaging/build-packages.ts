/**
 * Builds publishable copies of the runtime and the generated packages: JavaScript plus declarations, compiled
 * with the TypeScript compiler API, and a package.json whose `exports` point at them. In this repository the
 * packages export their TypeScript sources (workspaces, vitest and tsx read them directly); plain Node and
 * most consumers need the built form, which goes to a separate folder and is never checked in.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { NPM_SCOPE, packages } from '../generator/packages.js';
import { listFiles } from '../generator/cli/check.js';

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
}

function runtimeSource(root: string): Source {
  return { name: 'runtime', packageDir: join(root, 'runtime'), sourceDir: join(root, 'runtime', 'src') };
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
function projectOptions(root: string): ts.CompilerOptions {
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
    rootDir: sourceDir,
    outDir,
    // No Node types: the packages must also compile for browsers.
    types: [],
    newLine: ts.NewLineKind.LineFeed,
    // Generated packages compile against the built runtime's declarations (every entry), not its sources.
    paths: runtimePaths,
  };
}

function compile(source: Source, options: ts.CompilerOptions): void {
  const rootNames = ts.sys
    .readDirectory(source.sourceDir, ['.ts'], ['**/node_modules/**', '**/*.d.ts'])
    .filter((file) => !file.endsWith('.d.ts'));
  const program = ts.createProgram(rootNames, options);
  const result = program.emit();
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
 * The package.json of the built package: the same, with `exports`, `types` and `files` for the built form. Each
 * entry has a `default` condition beside `import`: `require()` matches no `import` condition, and with
 * `default` a CommonJS caller loads the ES module itself (require of ESM: Node 20.19 and later, Bun).
 */
function builtManifest(manifest: Record<string, unknown>, entries: readonly [string, string][]): string {
  const built = { ...manifest };
  built['exports'] = Object.fromEntries(
    entries.map(([entry, file]) => [entry, { types: `${file}.d.ts`, import: `${file}.js`, default: `${file}.js` }]),
  );
  const main = entries.find(([entry]) => entry === '.')?.[1];
  if (main !== undefined) built['types'] = `${main}.d.ts`;
  built['files'] = ['**/*.js', '**/*.d.ts', 'README.md'];
  return `${JSON.stringify(built, null, 2)}\n`;
}

/** Compiles `source` into `outDir/<name>/` (emptied first) with its package.json and README. */
async function build(
  source: Source,
  outDir: string,
  options: (dir: string) => ts.CompilerOptions,
): Promise<BuiltPackage> {
  const dir = join(outDir, source.name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  compile(source, options(dir));
  const manifest = await readManifest(source);
  await writeFile(join(dir, 'package.json'), builtManifest(manifest, entriesOf(source, manifest)));
  await cp(join(source.packageDir, 'README.md'), join(dir, 'README.md'));
  return { name: source.name, dir, files: await listFiles(dir) };
}

/** Builds the runtime into `outDir/runtime/` (emptied first). */
export async function buildRuntime(root: string, outDir: string): Promise<BuiltPackage> {
  const source = runtimeSource(root);
  return build(source, outDir, (dir) => compilerOptions(projectOptions(root), source.sourceDir, dir, {}));
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
  const source = { name, packageDir, sourceDir: packageDir };
  return build(source, outDir, (dir) => compilerOptions(projectOptions(root), source.sourceDir, dir, runtimePaths));
}

/** Builds the runtime and every package of generator/packages.ts into `outDir/<name>/` (each emptied first). */
export async function buildPackages(root: string, outDir: string): Promise<BuiltPackage[]> {
  const runtime = await buildRuntime(root, outDir);
  const built = [runtime];
  for (const p of packages)
    built.push(await buildGeneratedPackage(root, p.name, join(root, 'generated', p.name), outDir, runtime));
  return built;
}
