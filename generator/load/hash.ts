/**
 * sha256 and `/`-separated relative paths: what the manifest and the record of the last run (last-run.ts) are
 * made of. Kept apart from load-spec.ts so the no-op check can hash files without loading the spec libraries.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}
