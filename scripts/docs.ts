/**
 * `npm run docs -- [--out dir] [--serve] [--port N]`: builds the documentation site (default site/), and with
 * `--serve` serves it on 127.0.0.1 (port 4020 by default, 0 for a free one) until stopped.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from '../site-builder/build-site.js';
import { serveSite } from '../site-builder/serve.js';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'site' },
    serve: { type: 'boolean', default: false },
    port: { type: 'string', default: '4020' },
  },
  strict: true,
});
const root = resolve(import.meta.dirname, '..');
const started = performance.now();
try {
  const site = await buildSite(root, resolve(root, values.out));
  console.log(
    `docs: ${site.pages.length} pages in ${values.out}/ in ${((performance.now() - started) / 1000).toFixed(1)}s.`,
  );
  if (values.serve) {
    const server = await serveSite(site.dir, Number(values.port));
    console.log(`docs: serving ${values.out}/ on ${server.url}/ (Ctrl-C stops)`);
    const stop = () => void server.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
