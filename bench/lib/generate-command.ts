/**
 * The generator as `npm run generate` starts it, without npm: the `generate` script of package.json split into
 * Node's flags and the script, so a benchmark of ours runs with exactly the flags users get (npm's own start,
 * the same for every tool, left out).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './work.js';

/** Node's arguments for `npm run generate -- <extra>`: flags, the script's absolute path, then `extra`. */
export function generateArgs(...extra: readonly string[]): string[] {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const script = pkg.scripts?.['generate'] ?? '';
  const [command, ...words] = script.trim().split(/\s+/);
  const file = words.findIndex((w) => !w.startsWith('-'));
  if (command !== 'node' || file < 0)
    throw new Error(`package.json: the generate script must be "node [flags] <file>", not ${JSON.stringify(script)}`);
  return [...words.slice(0, file), path.join(ROOT, words[file]!), ...words.slice(file + 1), ...extra];
}
