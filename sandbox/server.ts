/**
 * The HTTP server (node:http, no framework). A failure inside one request answers 500 and never takes the
 * server down; a client that goes away mid-request is simply forgotten.
 */
import { createServer, type Server } from 'node:http';
import type { SandboxContext } from './context.js';
import { answerCors } from './cors.js';
import { sendError } from './respond.js';
import { MOUNTS, type Mount, route } from './router.js';

export function createSandboxServer(ctx: SandboxContext, mounts: readonly Mount[] = MOUNTS): Server {
  const server = createServer((req, res) => {
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    if (ctx.config.cors && answerCors(req, res)) return;
    route(req, res, ctx, mounts).catch((error: unknown) => {
      if (res.headersSent || res.destroyed) {
        res.destroy();
        return;
      }
      // The message stays generic: a request body could hold a secret.
      sendError(res, 500, 'Internal sandbox error.');
      if (process.env['SANDBOX_DEBUG']) console.error(error);
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  // Large uploads (a 300 MB list) may take a while on a slow link; keep the default header timeout only.
  server.requestTimeout = 0;
  return server;
}
