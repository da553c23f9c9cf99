/**
 * `npm test`'s pretest: installs the tools the tests run apart from the project (the benchmark peers of bench/,
 * the compilers, package managers, runtimes and registry of test/packaging/tools/), each exactly as its lockfile
 * says, so that the README's two commands set up a fresh machine. An install is kept while its lockfile is
 * unchanged (a marker in its node_modules holds the lockfile's hash), so later runs cost nothing.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PREFIXES = ['bench', 'test/packaging/tools'];
const MARKER = '.installed-from-lockfile';

for (const prefix of PREFIXES) {
  const folder = path.join(root, prefix);
  const lock = createHash('sha256')
    .update(readFileSync(path.join(folder, 'package-lock.json')))
    .digest('hex');
  const marker = path.join(folder, 'node_modules', MARKER);
  let installed;
  try {
    installed = readFileSync(marker, 'utf8');
  } catch {
    installed = undefined;
  }
  if (installed === lock) continue;
  console.log(`test tools: npm ci --prefix ${prefix}`);
  execFileSync('npm', ['ci', '--prefix', folder, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  writeFileSync(marker, lock);
}
