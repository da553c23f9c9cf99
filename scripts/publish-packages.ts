/**
 * `npm run publish-packages -- --registry <url>` builds the runtime and the generated packages (as
 * build-packages does, into `--out`, default dist/) and publishes them to the registry; `--pack <folder>` writes
 * their tarballs there instead. The registry's token comes from npm's own configuration (`.npmrc`).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildPackages } from '../packaging/build-packages.js';
import { publishBuilt, type PublishTarget } from '../packaging/publish.js';
import { createProgress } from './progress.mjs';

const USAGE = 'usage: npm run publish-packages -- (--registry <url> | --pack <folder>) [--out <dir>]';
const root = resolve(import.meta.dirname, '..');
try {
  const { values } = parseArgs({
    options: {
      registry: { type: 'string' },
      pack: { type: 'string' },
      out: { type: 'string', default: 'dist' },
    },
  });
  if ((values.registry === undefined) === (values.pack === undefined))
    throw new TypeError(`give exactly one of --registry and --pack\n${USAGE}`);
  const target: PublishTarget =
    values.registry !== undefined ? { registry: values.registry } : { packDir: resolve(values.pack!) };
  const progress = createProgress('publish-packages', { steps: 2 });
  const published = await buildPackages(root, resolve(root, values.out), progress)
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
