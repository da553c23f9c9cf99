/**
 * Publishing the built packages (`npm run publish-packages`): to a registry, or as tarballs for a team without
 * one. Nothing is published unless the whole set is consistent (every `@platform-sdk/*` range a package names is
 * met by the version of that package in the set, and every CHANGELOG.md has a section for its version), and
 * nothing is published over a version the registry already holds with other contents. A version the registry
 * holds with the same contents is left as it is, so a run that stopped halfway can simply be run again.
 *
 * npm does the packing and the talking to the registry: it reads the team's `.npmrc` (the registry's address for
 * the scope, its token), and what was checked is the tarball that is published.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import semver from 'semver';
import { NPM_SCOPE } from '../generator/packages.js';
import type { BuiltPackage } from './build-packages.js';
import { noProgress, type Progress } from '../command-line/progress.mjs';

const run = promisify(execFile);

/** Where the packages go: a registry (its URL), or a folder that receives their tarballs. */
export type PublishTarget = { readonly registry: string } | { readonly packDir: string };

export interface Published {
  readonly name: string;
  readonly version: string;
  /** `published`: sent now; `unchanged`: the registry holds this version with the same contents; `packed`. */
  readonly outcome: 'published' | 'unchanged' | 'packed';
  /** The tarball written, for `packed`. */
  readonly tarball?: string;
}

interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly dependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
}

interface Packed {
  readonly name: string;
  readonly version: string;
  readonly integrity: string;
  readonly filename: string;
}

/** The npm the command runs under (`npm run` says which), else the one on the PATH. */
function npm(args: readonly string[]): Promise<{ stdout: string; stderr: string }> {
  const cli = process.env['npm_execpath'];
  const [command, ...first] = cli?.endsWith('.js') ? [process.execPath, cli] : ['npm'];
  return run(command!, [...first, ...args], { maxBuffer: 64 * 1024 * 1024 });
}

async function manifestOf(p: BuiltPackage): Promise<Manifest> {
  return JSON.parse(await readFile(join(p.dir, 'package.json'), 'utf8')) as Manifest;
}

/**
 * What makes the set unfit to publish, one sentence each: a range on a package of the scope that the set's
 * version of it does not meet (or a package the set lacks), and a CHANGELOG.md without a section for its version.
 */
export async function consistencyProblems(built: readonly BuiltPackage[]): Promise<string[]> {
  const manifests = await Promise.all(built.map(manifestOf));
  const versions = new Map(manifests.map((m) => [m.name, m.version]));
  const problems: string[] = [];
  for (const [i, m] of manifests.entries()) {
    const ranges = { ...m.dependencies, ...m.peerDependencies };
    for (const [dependency, range] of Object.entries(ranges)) {
      if (!dependency.startsWith(`${NPM_SCOPE}/`)) continue;
      const version = versions.get(dependency);
      const needs = `${m.name} ${m.version} needs ${dependency} ${range}`;
      if (version === undefined) problems.push(`${needs}, which is not built`);
      else if (!semver.satisfies(version, range)) problems.push(`${needs}, but the build holds ${version}`);
    }
    const changelog = await readFile(join(built[i]!.dir, 'CHANGELOG.md'), 'utf8').catch(() => '');
    const heading = new RegExp(`^## ${m.version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\s|$)`, 'm');
    if (!heading.test(changelog))
      problems.push(`${m.name} ${m.version}: its CHANGELOG.md has no section "## ${m.version}" saying what changed`);
  }
  return problems;
}

/** Packages that others of the set depend on come first, so that none is visible before what it needs. */
async function inDependencyOrder(built: readonly BuiltPackage[]): Promise<BuiltPackage[]> {
  const manifests = await Promise.all(built.map(manifestOf));
  const needs = (i: number) => Object.keys({ ...manifests[i]!.dependencies, ...manifests[i]!.peerDependencies });
  const order: number[] = [];
  const visit = (i: number, path: readonly number[]): void => {
    if (order.includes(i)) return;
    if (path.includes(i)) throw new Error(`${manifests[i]!.name} depends on itself through the set`);
    for (const name of needs(i)) {
      const j = manifests.findIndex((m) => m.name === name);
      if (j >= 0) visit(j, [...path, i]);
    }
    order.push(i);
  };
  manifests.forEach((_, i) => visit(i, []));
  return order.map((i) => built[i]!);
}

/** Packs every package into `dir` (npm pack: the files its `files` names), in the given order. */
async function pack(built: readonly BuiltPackage[], dir: string): Promise<Packed[]> {
  const { stdout } = await npm(['pack', ...built.map((p) => p.dir), '--pack-destination', dir, '--json']);
  return JSON.parse(stdout) as Packed[];
}

/** The integrity of `name@version` in the registry, or undefined when it holds no such version. */
async function registryIntegrity(registry: string, name: string, version: string): Promise<string | undefined> {
  const args = ['view', `${name}@${version}`, 'dist.integrity', '--json', '--registry', registry];
  const answer = await npm(args).catch((failed: { stdout?: string; stderr?: string }) => failed);
  let parsed: unknown;
  try {
    parsed = answer.stdout ? JSON.parse(answer.stdout) : undefined;
  } catch {
    parsed = undefined;
  }
  if (typeof parsed === 'string') return parsed;
  const error = (parsed as { error?: { code?: string; summary?: string } } | undefined)?.error;
  if (error?.code === 'E404') return undefined;
  const said = error?.summary ?? answer.stderr?.trim().split('\n').at(-1) ?? 'no answer';
  throw new Error(`npm view ${name}@${version} --registry ${registry} failed: ${said}`);
}

/**
 * Publishes (or packs) the built packages. Throws before publishing anything when the set is inconsistent or a
 * version is in the registry with other contents, naming every such package; a failure while publishing names
 * the package, what was published before it, and npm's words.
 */
export async function publishBuilt(
  built: readonly BuiltPackage[],
  target: PublishTarget,
  progress: Progress = noProgress,
): Promise<Published[]> {
  progress.step(
    'packDir' in target ? `packing the packages into ${target.packDir}` : `publishing to ${target.registry}`,
  );
  const problems = await consistencyProblems(built);
  if (problems.length > 0) throw new Error(`Nothing was published:\n- ${problems.join('\n- ')}`);
  const ordered = await inDependencyOrder(built);
  if ('packDir' in target) {
    const dir = resolve(target.packDir);
    await mkdir(dir, { recursive: true });
    return (await pack(ordered, dir)).map((p) => ({
      name: p.name,
      version: p.version,
      outcome: 'packed',
      tarball: join(dir, p.filename),
    }));
  }
  const dir = await mkdtemp(join(tmpdir(), 'publish-packages-'));
  try {
    const packed = await pack(ordered, dir);
    const held = await Promise.all(packed.map((p) => registryIntegrity(target.registry, p.name, p.version)));
    const clashes = packed.filter((p, i) => held[i] !== undefined && held[i] !== p.integrity);
    if (clashes.length > 0) {
      const named = clashes.map((p) => `${p.name} ${p.version}`).join(', ');
      throw new Error(
        `Nothing was published: ${target.registry} already holds ${named} with other contents. A published ` +
          'version never changes: raise the version of each (and add its CHANGELOG.md section), build and ' +
          'publish again.',
      );
    }
    const done: Published[] = [];
    for (const [i, p] of packed.entries()) {
      progress.item(i, packed.length, p.name);
      const tarball = join(dir, p.filename);
      if (held[i] === undefined) {
        try {
          await npm(['publish', tarball, '--registry', target.registry]);
        } catch (error) {
          const lines = (error as { stderr?: string }).stderr?.split('\n') ?? [];
          const said = lines
            .filter((line) => line.startsWith('npm error'))
            .slice(0, 3)
            .join(' ');
          const before = done.map((d) => `${d.name} ${d.version}`).join(', ') || 'nothing';
          const what = `npm publish of ${p.name} ${p.version} to ${target.registry}`;
          throw new Error(`${what} failed (published before it: ${before}): ${said}`);
        }
      }
      done.push({ name: p.name, version: p.version, outcome: held[i] === undefined ? 'published' : 'unchanged' });
    }
    return done;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
