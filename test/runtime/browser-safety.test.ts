import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../runtime/src');

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? sources(join(dir, e.name)) : Promise.resolve(e.name.endsWith('.ts') ? [join(dir, e.name)] : []),
    ),
  );
  return nested.flat();
}

const files = await sources(root);

describe('the runtime loads in browsers', () => {
  it.each(files.map((f) => [relative(root, f), f]))(
    '%s has no static Node-only import and no Buffer',
    async (_name, file) => {
      const text = await readFile(file, 'utf8');
      const staticImports = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]);
      const nodeOnly = staticImports.filter(
        (s) => s?.startsWith('node:') || ['fs', 'crypto', 'path', 'buffer', 'stream'].includes(s ?? ''),
      );
      expect(nodeOnly).toEqual([]);
      expect(text).not.toMatch(/\bBuffer\b/);
      // `process` is only read as an optional property of globalThis (it does not exist in browsers).
      for (const line of text
        .split('\n')
        .filter((l) => /\bprocess\b/.test(l) && !l.trim().startsWith('*') && !l.trim().startsWith('//'))) {
        expect(line).toMatch(/\(globalThis as \{ process\?: .*\}\)\.process;/);
      }
    },
  );
});
