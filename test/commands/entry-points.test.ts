/**
 * scripts/ holds entry points only: each of its modules is a command of package.json, and no module elsewhere
 * imports one of them (what commands share lives in command-line/, named for what it is).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../root.js';

const SOURCE = /\.(?:ts|mts|mjs)$/;
const SKIP = new Set(['node_modules', 'generated', 'dist', 'site', '.git', 'out', '.work', 'tools']);

async function sources(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Hidden folders hold no modules of the project but .git and the output that other tests write and remove
    // while this one runs (.corpus-*, .fuzz-*, .wire-*, …): a file listed there may be gone when it is read.
    if (SKIP.has(entry.name) || (entry.isDirectory() && entry.name.startsWith('.'))) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await sources(full)));
    else if (SOURCE.test(entry.name)) found.push(full);
  }
  return found;
}

describe('scripts/', () => {
  it('every module is the entry of a package.json command', async () => {
    const manifest = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const commands = Object.values(manifest.scripts).join('\n');
    const modules = (await readdir(path.join(ROOT, 'scripts'))).filter((name) => SOURCE.test(name));
    expect(modules.filter((name) => !commands.includes(`scripts/${name}`))).toEqual([]);
  });

  it('no module outside scripts/ imports one of its modules', async () => {
    const importers: string[] = [];
    for (const file of await sources(ROOT)) {
      const relative = path.relative(ROOT, file);
      if (relative.startsWith(`scripts${path.sep}`)) continue;
      const text = await readFile(file, 'utf8');
      if (/from '(?:\.\.\/)+scripts\/|import\('(?:\.\.\/)+scripts\//.test(text)) importers.push(relative);
    }
    expect(importers).toEqual([]);
  });
});
