/**
 * Generated TypeScript is printed as the formatter would leave it (format.ts: printedToFormatted for
 * schema.gen.ts, printStatements for the modules ts-morph prints), without running the formatter on
 * each generation. Every generated module of the repository, golden fixture included, must therefore be a fixed
 * point of formatTypeScript; the fuzz test holds hostile output to the same.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatTypeScript } from '../../generator/format.js';
import { ROOT } from './helpers.js';

async function genFiles(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.gen.ts'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

const files = [...(await genFiles('generated')), ...(await genFiles('test/fixtures'))];

describe('generated modules need no formatting', () => {
  it('covers the client, records and definition modules', () => {
    for (const want of [
      'generated/mail/client.gen.ts',
      'generated/records/client.gen.ts',
      'generated/records/definitions/member.gen.ts',
    ])
      expect(files).toContain(want);
  });

  it.each(files)('%s is what the formatter makes of it', async (file) => {
    const text = await readFile(path.join(ROOT, file), 'utf8');
    expect(formatTypeScript(path.basename(file), text)).toBe(text);
  });
});
