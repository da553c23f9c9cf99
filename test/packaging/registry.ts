/**
 * A private npm registry for the publish test: Verdaccio (from the packaging tools), listening on a free port of
 * 127.0.0.1, storing in a folder of the test's, with one user whose token sits in an npm config file of its own,
 * as `npm login` would leave it. Packages of the `@platform-sdk` scope are served from it; any other package is
 * not (a project takes those from its default registry).
 */
import type { Server } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { verdaccioDir } from './tools.js';

export interface Registry {
  /** Its address, ending in `/`. */
  readonly url: string;
  /** An npm config file holding the user's token for it (for `npm_config_userconfig`). */
  readonly npmrc: string;
  close(): Promise<void>;
}

type RunServer = (config: object) => Promise<{ listen(port: number, host: string, ready: () => void): Server }>;

export async function startRegistry(dir: string): Promise<Registry> {
  await mkdir(dir, { recursive: true });
  const { runServer } = (await import(pathToFileURL(verdaccioDir()).href)) as { runServer: RunServer };
  const app = await runServer({
    storage: join(dir, 'storage'),
    self_path: join(dir, 'config.yaml'),
    auth: { htpasswd: { file: join(dir, 'htpasswd'), max_users: 1 } },
    uplinks: {},
    packages: { '@platform-sdk/*': { access: '$all', publish: '$authenticated' } },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
    web: { enable: false },
  });
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}/`;
  const answer = await fetch(`${url}-/user/org.couchdb.user:publisher`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'publisher', password: 'publisher-password' }),
  });
  const { token } = (await answer.json()) as { token?: string };
  if (token === undefined) throw new Error(`Verdaccio made no user: HTTP ${answer.status}`);
  const npmrc = join(dir, 'npmrc');
  await writeFile(npmrc, `//127.0.0.1:${port}/:_authToken=${token}\n`);
  return {
    url,
    npmrc,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
