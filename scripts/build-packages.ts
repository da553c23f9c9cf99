/** `npm run build-packages -- [--out dir]`: publishable builds of the runtime and generated packages (default dist/). */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildPackages } from '../packaging/build-packages.js';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist' } } });
const root = resolve(import.meta.dirname, '..');
const started = performance.now();
try {
  const built = await buildPackages(root, resolve(root, values.out));
  for (const p of built) console.log(`build-packages: ${p.name} -> ${p.dir} (${p.files.length} files)`);
  console.log(`build-packages: done in ${((performance.now() - started) / 1000).toFixed(1)}s.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
