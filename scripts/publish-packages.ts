/**
 * `npm run publish-packages -- --registry <url>` builds the runtime, the generated packages, the command line
 * and the sandbox (as build-packages does, into `--out`, default dist/) and publishes them to the registry;
 * `--pack <folder>` writes their tarballs there instead. The registry's token comes from npm's own configuration (`.npmrc`).
 * Folders after the options hold packages `generate -- --spec` wrote, built and published with the others. Every path
 * is read from where the command was started (npm keeps it in INIT_CWD), as `generate` reads its own.
 */
import { resolve } from 'node:path';
import { type CommandSpec, commandLine, exitWrong } from '../command-line/option-table.js';
import { createProgress } from '../command-line/progress.mjs';

const COMMAND = {
  command: 'npm run publish-packages',
  name: 'publish-packages',
  summary: [
    'Builds the runtime, the generated packages, the command line and the sandbox, then publishes them to a',
    'registry (--registry) or writes their tarballs to a folder (--pack); give exactly one of the two. With',
    'folders, the packages `npm run generate -- --spec` wrote into them too.',
  ],
  options: {
    registry: { type: 'string', value: 'url', help: "the registry to publish to (its token from npm's .npmrc)" },
    pack: { type: 'string', value: 'folder', help: 'write the tarballs to this folder instead of publishing' },
    out: { type: 'string', value: 'dir', help: "where the builds go (default the repository's dist/)" },
  },
  positionals: '[folder ...]',
} as const satisfies CommandSpec;

const { values, positionals } = commandLine(COMMAND);
if ((values.registry === undefined) === (values.pack === undefined))
  exitWrong(COMMAND, 'give exactly one of --registry and --pack');
const { buildPackages, commandFolders } = await import('../packaging/build-packages.js');
const { publishBuilt } = await import('../packaging/publish.js');
const root = resolve(import.meta.dirname, '..');
try {
  const { outDir, standalone, here } = await commandFolders(root, values.out, positionals);
  const target =
    values.registry !== undefined ? { registry: values.registry } : { packDir: resolve(here, values.pack!) };
  const progress = createProgress('publish-packages', { steps: 2 });
  const published = await buildPackages(root, outDir, progress, { standalone })
    .then((built) => publishBuilt(built, target, progress))
    .finally(() => progress.end());
  for (const p of published) {
    const where = p.tarball ?? ('registry' in target ? target.registry : '');
    console.log(`publish-packages: ${p.name} ${p.version} ${p.outcome} (${where})`);
  }
} catch (error) {
  console.error(`publish-packages: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
