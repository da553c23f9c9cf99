/**
 * Builds publishable copies of the runtime and the generated packages: JavaScript plus declarations, compiled
 * with the TypeScript compiler API, and a package.json whose `exports` point at them. In this repository the
 * packages export their TypeScript sources (workspaces, vitest and tsx read them directly); plain Node and
 * most consumers need the built form, which goes to a separate folder and is never checked in.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { NPM_SCOPE, packages } from '../generator/packages.js';
import { listFiles } from '../generator/check.js';

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
  /** Entry module, relative to sourceDir, without extension. */
  readonly entry: string;
}

function sources(root: string): Source[] {
  return [
    { name: 'runtime', packageDir: join(root, 'runtime'), sourceDir: join(root, 'runtime', 'src'), entry: 'index' },
    ...packages.map((p) => ({ name: p.name, packageDir: join(root, 'generated', p.name), sourceDir: join(root, 'generated', p.name), entry: 'index.gen' })),
  ];
}

/** The repository's compiler options (tsconfig.json, one place for them), turned to emitting one package. */
function projectOptions(root: string): ts.CompilerOptions {
  const configPath = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, root, undefined, configPath).options;
}

function compilerOptions(base: ts.CompilerOptions, sourceDir: string, outDir: string, runtimeTypes: string): ts.CompilerOptions {
  return {
    ...base,
    noEmit: false,
    declaration: true,
    rootDir: sourceDir,
    outDir,
    // No Node types: the packages must also compile for browsers.
    types: [],
    newLine: ts.NewLineKind.LineFeed,
    // Generated packages compile against the built runtime's declarations, not its sources.
    paths: { [`${NPM_SCOPE}/runtime`]: [runtimeTypes] },
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

/** The package.json of the built package: the same, with `exports`, `types` and `files` for the built form. */
async function builtManifest(source: Source): Promise<string> {
  const manifest = JSON.parse(await readFile(join(source.packageDir, 'package.json'), 'utf8')) as Record<string, unknown>;
  const entry = `./${source.entry}`;
  manifest['exports'] = { '.': { types: `${entry}.d.ts`, import: `${entry}.js` } };
  manifest['types'] = `${entry}.d.ts`;
  manifest['files'] = ['**/*.js', '**/*.d.ts', 'README.md'];
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Builds every package into `outDir/<name>/` (emptied first). */
export async function buildPackages(root: string, outDir: string): Promise<BuiltPackage[]> {
  const built: BuiltPackage[] = [];
  const runtimeTypes = join(outDir, 'runtime', 'index.d.ts');
  const base = projectOptions(root);
  for (const source of sources(root)) {
    const dir = join(outDir, source.name);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    compile(source, compilerOptions(base, source.sourceDir, dir, runtimeTypes));
    await writeFile(join(dir, 'package.json'), await builtManifest(source));
    await cp(join(source.packageDir, 'README.md'), join(dir, 'README.md'));
    built.push({ name: source.name, dir, files: await listFiles(dir) });
  }
  return built;
}
