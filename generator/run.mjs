/**
 * `npm run generate`: runs the generator (cli.ts) on plain Node, the same on Node 20, 22 and 24. Node 20 cannot
 * run TypeScript, so esbuild bundles the generator and the runtime source it imports into
 * node_modules/.cache/platform-sdk-generator/build/<hash>/ (packages stay imports of node_modules), with a source
 * map, so an error names the generator's own file and line (the script runs Node with --enable-source-maps). The
 * bundle is rebuilt when one of the files it is made of changes (its folder is named by their hashes); it holds
 * no path of this checkout, so a copied checkout runs its own files. Plain JavaScript because it runs before
 * anything is compiled.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'platform-sdk-generator', 'build');
/**
 * What a bundle is made of: the generator, the runtime source it bundles, the command-line code it imports and
 * the installed dependency tree (openapi-typescript is bundled). The build's folder is named by their hashes, so
 * no record says which build is current: a run hashes its own checkout's files and uses the build made of
 * exactly them.
 */
const BUNDLED_DIRS = ['generator', 'runtime/src', 'command-line'];
const BUNDLED_FILES = ['package-lock.json', 'node_modules/.package-lock.json'];
/** Builds older than this are removed after a new one; younger ones may still be running. */
const KEEP_MS = 60 * 60 * 1000;

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

async function hashOrEmpty(file) {
  try {
    return sha256(await readFile(path.join(root, file)));
  } catch {
    return '';
  }
}

async function filesUnder(dir) {
  const entries = await readdir(path.join(root, dir), { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath ?? e.path, e.name)));
}

/** The build's key: the hash of every bundled file's path and content. */
async function buildKey() {
  const files = [...BUNDLED_FILES, ...(await Promise.all(BUNDLED_DIRS.map(filesUnder))).flat()]
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  const hashes = await Promise.all(files.map(hashOrEmpty));
  return sha256(JSON.stringify(files.map((file, i) => [file, hashes[i]]))).slice(0, 16);
}

/** The entry of the build made of exactly this checkout's files, when one was made. */
async function currentBuild(key) {
  const entry = path.join(cacheDir, key, 'cli.js');
  try {
    await stat(entry);
  } catch {
    return undefined;
  }
  return entry;
}

async function newBuild(key) {
  const { buildGenerator } = await import('./build.mjs');
  const temporary = path.join(cacheDir, `tmp-${process.pid}-${Date.now()}`);
  await buildGenerator(temporary);
  const target = path.join(cacheDir, key);
  try {
    await rename(temporary, target);
  } catch {
    // Another run built the same sources meanwhile: use its build.
    await rm(temporary, { recursive: true, force: true });
  }
  for (const entry of await readdir(cacheDir, { withFileTypes: true })) {
    const dir = path.join(cacheDir, entry.name);
    if (entry.isDirectory() && entry.name !== key && Date.now() - (await stat(dir)).mtimeMs > KEEP_MS)
      await rm(dir, { recursive: true, force: true });
  }
  return path.join(target, 'cli.js');
}

await mkdir(cacheDir, { recursive: true });
// Node 22.1 and later keep V8's compiled code of the modules loaded from here on beside the bundle, so the
// libraries (TypeScript above all) are not compiled again on every run; Node 20 has no such cache.
module.enableCompileCache?.(path.join(cacheDir, '..', 'v8'));
/** A new build, its step shown as command-line/progress.mjs shows the steps of long commands (on stderr). */
async function newBuildShown(key) {
  const { createProgress } = await import('../command-line/progress.mjs');
  const progress = createProgress('generate', { steps: 1 });
  progress.step('bundling the generator (its sources changed since the last run)');
  return newBuild(key).finally(() => progress.end());
}

const key = await buildKey();
const { main } = await import(pathToFileURL((await currentBuild(key)) ?? (await newBuildShown(key))).href);
process.exit(await main(root, process.argv.slice(2)));
