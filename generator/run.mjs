/**
 * `npm run generate`: runs the generator (cli.ts) on plain Node, the same on Node 20, 22 and 24. Node 20 cannot
 * run TypeScript, so esbuild bundles the generator and the runtime source it imports into
 * node_modules/.cache/platform-sdk-generator/build/<hash>/ (packages stay imports of node_modules), with a source
 * map, so an error names the generator's own file and line (the script runs Node with --enable-source-maps). The
 * bundle is rebuilt when one of the files it is made of (sources.mjs) changes (its folder is named by their
 * hashes); it holds no path of this checkout, so a copied checkout runs its own files. Plain JavaScript because
 * it runs before anything is compiled.
 */
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildKey, hashGeneratorSources } from './sources.mjs';

const root = path.resolve(import.meta.dirname, '..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'platform-sdk-generator', 'build');
/** Builds older than this are removed after a new one; younger ones may still be running. */
const KEEP_MS = 60 * 60 * 1000;

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
  progress.step('bundling the generator (once for each change of its sources)');
  return newBuild(key).finally(() => progress.end());
}

/**
 * The packages package.json names that node_modules lacks: after a pull that changed the lockfile without
 * `npm ci`, a library of the generator may be missing, and Node's bare "cannot find module" does not say why.
 */
async function missingDependencies() {
  const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  const present = await Promise.all(
    names.map((name) =>
      stat(path.join(root, 'node_modules', name, 'package.json')).then(
        () => true,
        () => false,
      ),
    ),
  );
  return names.filter((_, i) => !present[i]).sort();
}

const isModuleNotFound = (error) =>
  error?.code === 'ERR_MODULE_NOT_FOUND' ||
  error?.code === 'MODULE_NOT_FOUND' ||
  (Array.isArray(error?.errors) && error.errors.some((e) => /Could not resolve/.test(e.text ?? '')));

try {
  // The sources are hashed once: they name the build, and the record of the last run counts them as inputs.
  const sources = await hashGeneratorSources(root);
  const key = buildKey(sources);
  const { main } = await import(pathToFileURL((await currentBuild(key)) ?? (await newBuildShown(key))).href);
  process.exit(await main(root, process.argv.slice(2), { sources }));
} catch (error) {
  const missing = isModuleNotFound(error) ? await missingDependencies() : [];
  if (missing.length === 0) throw error;
  console.error(`generate: dependencies changed: run npm ci (not installed: ${missing.join(', ')})`);
  process.exit(1);
}
