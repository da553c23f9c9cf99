/**
 * A static file server for the built site on 127.0.0.1, for reading it locally (`npm run docs -- --serve`) and
 * for the browser check. Redoc's pages import their bundle as an ES module, which browsers refuse to load from
 * `file://` pages, so the site is read over HTTP. Serves files below the site folder only; a folder answers with
 * its index.html. It answers as a static host does: compressed (gzip) where the browser accepts it, and the
 * shared scripts and stylesheets (`assets/`, `pagefind/`) cacheable, so that the browser check measures what a
 * reader's browser loads.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createGzip } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** Folders whose files every page shares: a browser keeps them for an hour instead of asking again per page. */
const SHARED = ['assets/', 'pagefind/'];

/** Types sent compressed; images and fonts are compressed already. */
const COMPRESSED = new Set(['.html', '.css', '.js', '.json', '.svg']);

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export interface SiteServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  close(): Promise<void>;
}

/** The file a request path names, or undefined when it is outside the site or not a file. */
async function fileFor(dir: string, pathname: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const file = path.resolve(dir, `.${path.posix.normalize(decoded)}`);
  if (file !== dir && !file.startsWith(dir + path.sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  if (info?.isDirectory()) return fileFor(dir, `${pathname.replace(/\/$/, '')}/index.html`);
  return info?.isFile() ? file : undefined;
}

export async function serveSite(siteDir: string, port = 0): Promise<SiteServer> {
  const dir = path.resolve(siteDir);
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    void fileFor(dir, pathname).then((file) => {
      if (file === undefined) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found: ${pathname}\n`);
        return;
      }
      const extension = path.extname(file);
      const shared = SHARED.some((folder) => path.relative(dir, file).split(path.sep).join('/').startsWith(folder));
      const gzip = COMPRESSED.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      response.writeHead(200, {
        'Content-Type': TYPES[extension] ?? 'application/octet-stream',
        'Cache-Control': shared ? 'public, max-age=3600' : 'no-cache',
        Vary: 'Accept-Encoding',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      if (request.method === 'HEAD') response.end();
      else if (gzip) createReadStream(file).pipe(createGzip()).pipe(response);
      else createReadStream(file).pipe(response);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
