/**
 * `npm run docs -- [--out dir] [--serve] [--port N]`: builds the documentation site (default site/), and with
 * `--serve` serves it on 127.0.0.1 (port 4020 by default, 0 for a free one) until stopped.
 */
import { resolve } from 'node:path';
import { type CommandSpec, commandLine, exitWrong } from '../command-line/option-table.js';
import { createProgress } from '../command-line/progress.mjs';

const COMMAND = {
  command: 'npm run docs',
  name: 'docs',
  summary: [
    'Builds the documentation site: the guides, the HTTP reference of each spec and the TypeScript reference of',
    'the generated packages. It needs no network.',
  ],
  options: {
    out: { type: 'string', value: 'dir', default: 'site', help: 'where the site goes (default site)' },
    serve: { type: 'boolean', help: 'then serve it on 127.0.0.1 until stopped' },
    port: { type: 'string', value: 'N', default: '4020', help: 'the port of --serve (default 4020, 0: a free one)' },
  },
} as const satisfies CommandSpec;

const { values } = commandLine(COMMAND);
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  exitWrong(COMMAND, `--port must be a whole number from 0 to 65535 (got ${JSON.stringify(values.port)})`);
const { buildSite, SITE_STEPS } = await import('../site-builder/build-site.js');
const { serveSite } = await import('../site-builder/serve.js');
const root = resolve(import.meta.dirname, '..');
const started = performance.now();
const progress = createProgress('docs', { steps: SITE_STEPS });
try {
  const site = await buildSite(root, resolve(root, values.out), undefined, progress).finally(() => progress.end());
  console.log(
    `docs: ${site.pages.length} pages in ${values.out}/ in ${((performance.now() - started) / 1000).toFixed(1)}s.`,
  );
  if (values.serve) {
    const server = await serveSite(site.dir, port);
    console.log(`docs: serving ${values.out}/ on ${server.url}/ (Ctrl-C stops)`);
    const stop = () => void server.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
