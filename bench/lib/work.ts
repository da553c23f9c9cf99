/**
 * Where the benchmarks keep what they make: `bench/.work/` (ignored by git), inside the bench folder so that
 * files there resolve the peers from bench/node_modules and our packages from the root's.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BENCH = path.join(ROOT, 'bench');
export const WORK = path.join(BENCH, '.work');

/** A fresh, empty folder under bench/.work. */
export async function freshDir(name: string): Promise<string> {
  const dir = path.join(WORK, name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return dir;
}

/** A folder under bench/.work, kept between runs (inputs that are slow to make and the same every time). */
export async function keptDir(name: string): Promise<string> {
  const dir = path.join(WORK, name);
  await mkdir(dir, { recursive: true });
  return dir;
}
