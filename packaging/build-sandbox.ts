/**
 * Builds the publishable `@platform-sdk/sandbox`: the local sandbox for an application's tests, as a command
 * (`platform-sandbox`) and a library entry (`startSandbox`, `readSeeds`), in JavaScript that plain Node runs.
 *
 * Like the command line it is bundled with esbuild: the sandbox is a Node server (node:http, node:fs) that
 * imports no package, so the bundle is the whole package and has no dependencies. The declarations of its entry
 * are compiled apart, with Node's types (the libraries compile without them, for browsers; the sandbox runs on
 * Node only). The seed definitions ship beside the bundle, where `readSeeds()` looks for them.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { listFiles } from '../generator/cli/check.js';
import { NPM_SCOPE } from '../generator/packages.js';
import { type BuiltPackage, projectOptions } from './build-packages.js';
import { bundleForNode } from './bundle-node.js';
import { repositoryField, repositoryUrl } from './repository.js';
import { stageWithGenerated } from './inline-generated.js';

/** The bin of the built package: the sandbox command under its published name. */
const BIN = [
  '#!/usr/bin/env node',
  "import { runSandboxCommand } from '../command.js';",
  '',
  "await runSandboxCommand('platform-sandbox', process.argv.slice(2));",
  '',
].join('\n');

/** Folder of the declarations in the built package. */
const TYPES = 'types';

interface RootManifest {
  readonly version: string;
  readonly license: string;
  readonly engines: Record<string, string>;
}

/** The built package.json: the toolkit's version, `bin` at the command, one entry with its declarations. */
async function builtManifest(root: string): Promise<string> {
  const rootManifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as RootManifest;
  const repository = repositoryField(await repositoryUrl(root), root, join(root, 'sandbox'));
  const entry = { types: `./${TYPES}/index.d.ts`, import: './index.js', default: './index.js' };
  return `${JSON.stringify(
    {
      name: `${NPM_SCOPE}/sandbox`,
      version: rootManifest.version,
      description: 'A local, stateful sandbox of the mail delivery API and the database API, for tests.',
      license: rootManifest.license,
      type: 'module',
      engines: rootManifest.engines,
      ...(repository === undefined ? {} : { repository }),
      bin: { 'platform-sandbox': './bin/platform-sandbox.js' },
      exports: { '.': entry, './package.json': './package.json' },
      types: entry.types,
      files: ['**/*.js', '**/*.js.map', `${TYPES}/`, 'seed/', 'README.md', 'CHANGELOG.md', 'LICENSE'],
      publishConfig: { access: 'restricted' },
    },
    null,
    2,
  )}\n`;
}

/**
 * Writes the declarations of sandbox/index.ts and of what it names into `dir/types/`, compiled from a staged copy
 * of sandbox/ with the modules of generated/ it imports copied in (inline-generated.ts), as the bundle has them.
 */
async function declarations(root: string, dir: string): Promise<void> {
  const sourceDir = join(root, 'sandbox');
  const files = ts.sys
    .readDirectory(sourceDir, ['.ts'], ['**/node_modules/**', '**/*.d.ts'])
    .filter((file) => !file.endsWith('.d.ts'));
  const stage = await stageWithGenerated(root, sourceDir, files);
  try {
    const options: ts.CompilerOptions = {
      ...projectOptions(root),
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      rootDir: stage,
      outDir: join(dir, TYPES),
      types: ['node'],
      newLine: ts.NewLineKind.LineFeed,
    };
    const program = ts.createProgram([join(stage, 'index.ts')], options);
    const result = program.emit();
    const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
    if (diagnostics.length > 0) {
      const text = ts.formatDiagnostics(diagnostics, {
        getCanonicalFileName: (f) => f,
        getCurrentDirectory: () => root,
        getNewLine: () => '\n',
      });
      throw new Error(`${NPM_SCOPE}/sandbox: its declarations do not compile:\n${text}`);
    }
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/** Bundles sandbox/ into `outDir/sandbox/` (emptied first). */
export async function buildSandbox(root: string, outDir: string): Promise<BuiltPackage> {
  const dir = join(outDir, 'sandbox');
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, 'bin'), { recursive: true });
  const imported = await bundleForNode(root, dir, { index: 'sandbox/index.ts', command: 'sandbox/command.ts' });
  if (imported.length > 0)
    throw new Error(`${NPM_SCOPE}/sandbox imports ${imported.join(', ')}: it is to need no package`);
  await declarations(root, dir);
  await writeFile(join(dir, 'bin', 'platform-sandbox.js'), BIN, { mode: 0o755 });
  await writeFile(join(dir, 'package.json'), await builtManifest(root));
  await cp(join(root, 'sandbox', 'seed'), join(dir, 'seed'), { recursive: true });
  await cp(join(root, 'packaging', 'sandbox-README.md'), join(dir, 'README.md'));
  await cp(join(root, 'CHANGELOG.md'), join(dir, 'CHANGELOG.md'));
  await cp(join(root, 'LICENSE'), join(dir, 'LICENSE'));
  return { name: 'sandbox', dir, files: await listFiles(dir) };
}
