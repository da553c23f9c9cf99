/**
 * What the wire tests of corpus documents share: a document's client generated into a folder inside the project
 * (so its imports of `@platform-sdk/runtime` resolve), and a local HTTP server on real sockets that records every
 * request (method, URL, headers, body bytes) and answers with what the test scripts.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createShared, generatePackage } from '../../generator/generate.js';
import { pascalCase } from '../../generator/model/names.js';
import { ROOT } from '../root.js';

export interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: Buffer;
}

export interface Reply {
  readonly status: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
}

export interface WireServer {
  readonly baseUrl: string;
  readonly seen: Seen[];
  /** What the server answers the next requests. */
  reply: (request: Seen) => Reply;
  close(): Promise<void>;
}

export async function startWireServer(): Promise<WireServer> {
  const seen: Seen[] = [];
  const state = { reply: (_: Seen): Reply => ({ status: 204 }) };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      seen.push(request);
      const { status, headers = {}, body } = state.reply(request);
      res.writeHead(status, headers);
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    get reply() {
      return state.reply;
    },
    set reply(next) {
      state.reply = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Generates the client of a corpus document into `<root>/.wire-<name>-<pid>` and imports its index. */
export async function generateClient<T>(spec: string, name: string): Promise<{ pkg: T; dispose(): Promise<void> }> {
  const out = path.join(ROOT, `.wire-${name}-${process.pid}`);
  const { files } = await generatePackage(await createShared(ROOT), {
    name,
    spec,
    factory: `create${pascalCase(name)}Client`,
  });
  for (const [file, content] of files) {
    await mkdir(path.dirname(path.join(out, file)), { recursive: true });
    await writeFile(path.join(out, file), content);
  }
  const pkg = (await import(path.join(out, 'index.gen.ts'))) as T;
  return { pkg, dispose: () => rm(out, { recursive: true, force: true }) };
}

/** A JSON answer. */
export function jsonReply(body: unknown, status = 200): Reply {
  return { status, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}
