/**
 * `npm run cli-docs`: writes docs/guides/cli.md from the command tree (src/docs/cli-page.ts), with the demo
 * account's records package for the records commands, so the page does not depend on the customer's snapshot.
 * `--check` writes nothing and exits 1 when the page differs.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type CommandSpec, commandLine } from '../command-line/option-table.js';
import { cliPageText } from './src/docs/cli-page-text.js';

const COMMAND = {
  command: 'npm run cli-docs',
  name: 'cli-docs',
  summary: ['Writes docs/guides/cli.md, the page of the platform command line, from its command tree.'],
  options: {
    check: { type: 'boolean', help: 'write nothing; exit 1 when the page is stale' },
  },
} as const satisfies CommandSpec;

const { values } = commandLine(COMMAND);
const root = path.resolve(import.meta.dirname, '..');
const file = path.join(root, 'docs/guides/cli.md');
const text = await cliPageText(root);
if (values.check) {
  const current = await readFile(file, 'utf8').catch(() => '');
  if (current !== text) {
    process.stderr.write('cli-docs: docs/guides/cli.md is stale; run npm run cli-docs\n');
    process.exit(1);
  }
  process.stdout.write('cli-docs: docs/guides/cli.md is up to date\n');
} else {
  await writeFile(file, text);
  process.stdout.write('cli-docs: wrote docs/guides/cli.md\n');
}
