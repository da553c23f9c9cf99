/**
 * Our packages as a user's project has them after `npm install`: built by packaging/build-packages.ts (JavaScript
 * and declarations, a package.json whose `exports` point at them) into `node_modules/@platform-sdk/<name>` of a
 * folder under bench/.work, and consumer projects that link them into their own node_modules. The packages sit
 * side by side under one node_modules, as npm lays them out, so that a built package's import of
 * `@platform-sdk/runtime` finds the built runtime (tsc follows a link to its real path and resolves from there),
 * never the workspace's sources.
 */
import { cp, mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BuiltPackage, buildGeneratedPackage, buildRuntime } from '../../packaging/build-packages.js';
import { NPM_SCOPE } from '../../generator/packages.js';
import { CONSUMER_TSCONFIG } from './consumers.js';
import { freshDir, ROOT } from './work.js';

export interface GeneratedPackage {
  /** `@platform-sdk/<name>` once installed. */
  readonly name: string;
  /** Folder of its package.json and TypeScript sources. */
  readonly dir: string;
}

/**
 * The runtime built once per run of the benchmarks: the figures that install packages get copies of the same
 * build, which compiles the runtime's whole source with the compiler API.
 */
let runtimeBuild: Promise<BuiltPackage> | undefined;

/** Builds the runtime and `packages` into `bench/.work/<name>/node_modules/@platform-sdk/`; returns that scope folder. */
export async function installBuilt(name: string, packages: readonly GeneratedPackage[]): Promise<string> {
  const scope = path.join(await freshDir(name), 'node_modules', NPM_SCOPE);
  runtimeBuild ??= freshDir('runtime-built').then((dir) => buildRuntime(ROOT, dir));
  const built = await runtimeBuild;
  const runtime: BuiltPackage = { ...built, dir: path.join(scope, 'runtime') };
  await cp(built.dir, runtime.dir, { recursive: true });
  for (const p of packages) await buildGeneratedPackage(ROOT, p.name, p.dir, scope, runtime);
  return scope;
}

/**
 * A consumer project in `bench/.work/<name>`: an ES module package, the consumers' tsconfig, `consumer.ts`, and
 * every package of the `scope` folder linked as `node_modules/@platform-sdk/<package>`. Returns its folder.
 */
export async function builtConsumer(
  name: string,
  scope: string,
  packageNames: readonly string[],
  source: string,
): Promise<string> {
  const dir = await freshDir(name);
  await writeFile(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG, null, 2));
  await writeFile(path.join(dir, 'consumer.ts'), source);
  const linked = path.join(dir, 'node_modules', NPM_SCOPE);
  await mkdir(linked, { recursive: true });
  for (const p of ['runtime', ...packageNames]) await symlink(path.join(scope, p), path.join(linked, p), 'dir');
  return dir;
}
