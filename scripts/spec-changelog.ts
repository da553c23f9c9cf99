/**
 * `npm run spec-changelog`: brings the changelog sources of the toolkit's own specs (specs/changelog/) up to date
 * from each spec's diff since its source was last brought up to date, under the repository's version, via
 * packaging/spec-changelog.ts; `npm run generate` then writes the packages' CHANGELOG.md from them.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { packages } from '../generator/packages.js';
import { type CommandSpec, commandLine } from '../command-line/option-table.js';

const COMMAND = {
  command: 'npm run spec-changelog',
  name: 'spec-changelog',
  summary: [
    "Records each of the toolkit's own specs' changes (redocly diff against the version its changelog source",
    'names) in specs/changelog/<package>.json under the version of the repository, then run `npm run generate`.',
  ],
  options: {},
} as const satisfies CommandSpec;

commandLine(COMMAND);
const root = resolve(import.meta.dirname, '..');
const { version } = JSON.parse(await readFile(resolve(root, 'package.json'), 'utf8')) as { version: string };
const { updateSpecChangelog } = await import('../packaging/spec-changelog.js');
try {
  for (const pkg of packages) {
    if (pkg.changelog === undefined) continue;
    console.log(`spec-changelog: ${await updateSpecChangelog(root, pkg.spec, pkg.changelog, version)}`);
  }
} catch (error) {
  console.error(`spec-changelog: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
