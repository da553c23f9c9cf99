/**
 * sha256 and `/`-separated relative paths: what the record of the last run (cli/last-run.ts) is made of. Kept
 * apart from load-spec.ts so the no-op check can hash files without loading the spec libraries.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Git's id of a file's contents (`git hash-object`): what a changelog source names the spec it covers by. */
export function gitBlobId(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/** A file a run read, by its path from the project root, and the sha256 of its bytes as read. */
export interface HashedFile {
  readonly path: string;
  readonly sha256: string;
}
