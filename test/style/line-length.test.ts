/**
 * Hand-written lines are at most 120 characters, comments and strings included (the formatter wraps code but
 * not text). The folders below are held to it; a folder joins the list once it is clean.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { handWrittenFiles, ROOT } from './project-files.js';
const LIMIT = 120;

/** The folders held to the limit, relative to the project root. */
export const FOLDERS = ['generator', 'templates', 'test/generator', 'test/style'];

/** Hand-written text files, by how their names end. */
const HAND_WRITTEN = ['.ts', '.mts', '.mjs', '.js', '.md', '.hbs', '.yaml', '.yml'];

/** `file:line (length)` of every line over the limit; `files` relative to the project root, or absolute. */
export function longLines(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(path.resolve(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => ([...line].length > LIMIT ? [`${file}:${i + 1} (${[...line].length})`] : [])),
  );
}

describe('hand-written lines', () => {
  it.each(FOLDERS)('in %s are at most 120 characters', (folder) => {
    const files = handWrittenFiles(folder, HAND_WRITTEN);
    expect(files.length).toBeGreaterThan(0);
    expect(longLines(files)).toEqual([]);
  });

  it('are measured in characters (an emoji is one), and each one over the limit is named with its line', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'line-length-'));
    try {
      const file = path.join(dir, 'sample.ts');
      writeFileSync(file, ['📬'.repeat(LIMIT), 'x'.repeat(LIMIT), `// ${'y'.repeat(LIMIT - 2)}`].join('\n'));
      expect(longLines([file])).toEqual([`${file}:3 (121)`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
