/**
 * `npm run generate`: runs the generator (cli.ts) on plain Node, the same on Node 20, 22 and 24. Node 20 cannot
 * run TypeScript, so esbuild bundles the generator and the runtime source it imports into
 * node_modules/.cache/platform-sdk-generator/build/<hash>/ (packages stay imports of node_modules), with a source
 * map, so an error names the generator's own file and line (the script runs Node with --enable-source-maps). The
 * bundle is rebuilt when one of the files it was made of changes; it holds no path of this checkout, so a copied
 * checkout runs its own files. Plain JavaScript because it runs before anything is compiled.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'platform-sdk-generator', 'build');
const latestFile = path.join(cacheDir, 'latest.json');
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

/** The entry of the build the last run made, when every file it was made of is unchanged. */
async function currentBuild() {
  let latest;
  try {
    latest = JSON.parse(await readFile(latestFile, 'utf8'));
  } catch {
    return undefined;
  }
  const files = Object.keys(latest.inputs);
  const hashes = await Promise.all(files.map(hashOrEmpty));
  if (files.some((file, i) => hashes[i] !== latest.inputs[file])) return undefined;
  const entry = path.join(cacheDir, latest.key, 'cli.js');
  try {
    await stat(entry);
  } catch {
    return undefined;
  }
  return entry;
}

async function newBuild() {
  const { buildGenerator } = await import('./build.mjs');
  const temporary = path.join(cacheDir, `tmp-${process.pid}-${Date.now()}`);
  const result = await buildGenerator(temporary);
  const files = [
    ...new Set([
      'generator/run.mjs',
      'generator/build.mjs',
      'package-lock.json',
      ...Object.keys(result.metafile.inputs),
    ]),
  ].sort();
  const inputs = {};
  for (const file of files) inputs[file] = await hashOrEmpty(file);
  const key = sha256(JSON.stringify(inputs)).slice(0, 16);
  const target = path.join(cacheDir, key);
  try {
    await rename(temporary, target);
  } catch {
    // Another run built the same sources meanwhile: use its build.
    await rm(temporary, { recursive: true, force: true });
  }
  const latestTemporary = `${latestFile}.${process.pid}.tmp`;
  await writeFile(latestTemporary, JSON.stringify({ key, inputs }));
  await rename(latestTemporary, latestFile);
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
async function newBuildShown() {
  const { createProgress } = await import('../command-line/progress.mjs');
  const progress = createProgress('generate', { steps: 1 });
  progress.step('bundling the generator (its sources changed since the last run)');
  return newBuild().finally(() => progress.end());
}

const { main } = await import(pathToFileURL((await currentBuild()) ?? (await newBuildShown())).href);
process.exit(await main(root, process.argv.slice(2)));
