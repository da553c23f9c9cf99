/**
 * Drift between what the generator would write and what the output folder holds: stale files (content
 * differs), missing files, and orphans (files nothing generates any more). `node_modules` folders that npm may
 * create inside a workspace package are not output and are skipped.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { startsWithBanner } from '../emit/banner.js';

export interface Drift {
  readonly stale: readonly string[];
  readonly missing: readonly string[];
  readonly orphans: readonly string[];
}

const SKIPPED_DIRS = new Set(['node_modules']);

/** Every file under `dir`, relative, `/`-separated, sorted; [] when the folder does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(path.join(dir, rel), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) await walk(child);
      } else {
        out.push(child);
      }
    }
  };
  await walk('');
  return out.sort();
}

/**
 * `ownOnly`: count as orphans only files that start with the generator's banner (startsWithBanner), so that the
 * files a user keeps in the folder of a `--spec` package (notes, tests, an .npmrc) are neither drift nor deleted.
 */
export async function findDrift(
  outDir: string,
  files: ReadonlyMap<string, string>,
  { ownOnly = false }: { readonly ownOnly?: boolean } = {},
): Promise<Drift> {
  const present = await listFiles(outDir);
  const stale: string[] = [];
  const missing: string[] = [];
  for (const [file, content] of files) {
    if (!present.includes(file)) {
      missing.push(file);
      continue;
    }
    const current = await readFile(path.join(outDir, file));
    if (!current.equals(Buffer.from(content, 'utf8'))) stale.push(file);
  }
  const orphans: string[] = [];
  for (const file of present.filter((f) => !files.has(f))) {
    if (!ownOnly || startsWithBanner(file, await readFile(path.join(outDir, file), 'utf8'))) orphans.push(file);
  }
  return { stale, missing, orphans };
}

export function hasDrift(drift: Drift): boolean {
  return drift.stale.length + drift.missing.length + drift.orphans.length > 0;
}

/** One line per drifting file, with the output folder's name in front (`generated/mail/client.gen.ts`). */
export function describeDrift(drift: Drift, label: string): string[] {
  return [
    ...drift.stale.map((f) => `stale:   ${label}/${f} (differs from what the generator produces)`),
    ...drift.missing.map((f) => `missing: ${label}/${f} (the generator produces it)`),
    ...drift.orphans.map((f) => `orphan:  ${label}/${f} (nothing generates it any more)`),
  ];
}
