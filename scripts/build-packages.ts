/**
 * `npm run build-packages -- [--out dir] [folder ...]`: publishable builds of the runtime, the generated packages,
 * the command line and the sandbox (default dist/), and of the packages `generate -- --spec` wrote into the folders
 * named. Every path is read from where the command was started (npm keeps it in INIT_CWD), as `generate` reads its
 * own.
 */
import { resolve } from 'node:path';
import { type CommandSpec, commandLine } from '../command-line/option-table.js';
import { createProgress } from '../command-line/progress.mjs';

const COMMAND = {
  command: 'npm run build-packages',
  name: 'build-packages',
  summary: [
    'Builds the runtime, the generated packages, the command line and the sandbox for publishing (JavaScript), one',
    'folder each; with folders, the packages `npm run generate -- --spec` wrote into them too.',
  ],
  options: {
    out: { type: 'string', value: 'dir', help: "where the builds go (default the repository's dist/)" },
  },
  positionals: '[folder ...]',
} as const satisfies CommandSpec;

const { values, positionals } = commandLine(COMMAND);
const { buildPackages, commandFolders } = await import('../packaging/build-packages.js');
const root = resolve(import.meta.dirname, '..');
const started = performance.now();
const progress = createProgress('build-packages', { steps: 1 });
try {
  const { outDir, standalone } = await commandFolders(root, values.out, positionals);
  const built = await buildPackages(root, outDir, progress, { standalone }).finally(() => progress.end());
  for (const p of built) console.log(`build-packages: ${p.name} -> ${p.dir} (${p.files.length} files)`);
  console.log(`build-packages: done in ${((performance.now() - started) / 1000).toFixed(1)}s.`);
} catch (error) {
  console.error(`build-packages: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
