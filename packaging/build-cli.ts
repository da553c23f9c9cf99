/**
 * Builds the publishable `@platform-sdk/cli`: the `platform` command as JavaScript that plain Node runs, with
 * the generated packages and its libraries as dependencies of the versions built beside it.
 *
 * The command is bundled with esbuild rather than compiled file by file as the libraries are: it also runs code
 * of the repository that is no package (fetch-specs' change classifier, which `definitions plan` shares), and a
 * bundle carries exactly the modules it runs. Every package it imports stays an import by name, and the build
 * fails when one of them is not a dependency of the manifest. It has no library entry: it is a command, so it
 * ships no declarations. `platform mcp`'s server stays a chunk of its own, loaded only by that command.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listFiles } from '../generator/cli/check.js';
import { NPM_SCOPE } from '../generator/packages.js';
import type { BuiltPackage } from './build-packages.js';
import { bundleForNode } from './bundle-node.js';
import { repositoryField, repositoryUrl } from './repository.js';

/** The bin of the built package: runs the bundle's `main` with the command line, its result the exit code. */
const BIN = [
  '#!/usr/bin/env node',
  "import { main } from '../main.js';",
  '',
  'process.exitCode = await main(process.argv.slice(2));',
  '',
].join('\n');

/** Dependencies of the workspace package that only its TypeScript form needs (the bin of the repository). */
const SOURCE_ONLY = ['tsx'];

interface CliManifest {
  readonly version: string;
  readonly dependencies: Record<string, string>;
  readonly [key: string]: unknown;
}

/**
 * The built package.json: `bin` at the built command, no `exports` (nothing to import), the scope's packages
 * at the versions of `built` (the records package, the account's own, as an optional peer: the command loads it,
 * or the one `PLATFORM_RECORDS` names, only for records commands).
 */
async function builtManifest(root: string, manifest: CliManifest, built: readonly BuiltPackage[]): Promise<string> {
  const version = async (name: string) => {
    const p = built.find((b) => b.name === name);
    if (p === undefined) throw new Error(`${NPM_SCOPE}/cli needs ${NPM_SCOPE}/${name}, which is not built`);
    return (JSON.parse(await readFile(join(p.dir, 'package.json'), 'utf8')) as { version: string }).version;
  };
  const dependencies: Record<string, string> = {};
  for (const [name, range] of Object.entries(manifest.dependencies)) {
    if (SOURCE_ONLY.includes(name)) continue;
    const scoped = name.startsWith(`${NPM_SCOPE}/`) ? name.slice(NPM_SCOPE.length + 1) : undefined;
    dependencies[name] = scoped === undefined ? range : `^${await version(scoped)}`;
  }
  const { private: _private, exports: _exports, ...rest } = manifest;
  const repository = repositoryField(await repositoryUrl(root), root, join(root, 'cli'));
  return `${JSON.stringify(
    {
      ...rest,
      ...(repository === undefined ? {} : { repository }),
      bin: { platform: './bin/platform.js' },
      files: ['**/*.js', '**/*.js.map', 'README.md', 'CHANGELOG.md', 'LICENSE'],
      publishConfig: { access: 'restricted' },
      dependencies,
      peerDependencies: { [`${NPM_SCOPE}/records`]: `^${await version('records')}` },
      peerDependenciesMeta: { [`${NPM_SCOPE}/records`]: { optional: true } },
    },
    null,
    2,
  )}\n`;
}

/** Bundles cli/ into `outDir/cli/` (emptied first), against the versions of the scope's packages in `built`. */
export async function buildCli(root: string, outDir: string, built: readonly BuiltPackage[]): Promise<BuiltPackage> {
  const dir = join(outDir, 'cli');
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, 'bin'), { recursive: true });
  const manifest = JSON.parse(await readFile(join(root, 'cli', 'package.json'), 'utf8')) as CliManifest;
  const imported = await bundleForNode(root, dir, { main: 'cli/src/main.ts' });
  const undeclared = imported.filter((name) => !(name in manifest.dependencies));
  if (undeclared.length > 0)
    throw new Error(`${NPM_SCOPE}/cli imports ${undeclared.join(', ')}: add them to cli/package.json dependencies`);
  await writeFile(join(dir, 'bin', 'platform.js'), BIN, { mode: 0o755 });
  await writeFile(join(dir, 'package.json'), await builtManifest(root, manifest, built));
  await cp(join(root, 'cli', 'README.md'), join(dir, 'README.md'));
  await cp(join(root, 'CHANGELOG.md'), join(dir, 'CHANGELOG.md'));
  await cp(join(root, 'LICENSE'), join(dir, 'LICENSE'));
  return { name: 'cli', dir, files: await listFiles(dir) };
}
