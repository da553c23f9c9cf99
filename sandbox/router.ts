/**
 * Routing by path prefix, so each service keeps its own modules: the token endpoint, the control surface,
 * the mail API and the database API under `/apis/` all share one origin.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleTokenRequest } from './auth/token-endpoint.js';
import type { SandboxContext } from './context.js';
import { CONTROL_PREFIX, handleControl } from './control.js';
import { DATABASE_PREFIX, handleDatabase } from './database/routes.js';
import { handleMail, MAIL_PREFIX } from './mail/routes.js';
import { sendError } from './respond.js';

export type ServiceHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  ctx: SandboxContext,
  url: URL,
) => Promise<void>;

/** Each service registers here by prefix. */
export interface Mount {
  readonly prefix: string;
  readonly handler: ServiceHandler;
}

export const MOUNTS: readonly Mount[] = [
  { prefix: CONTROL_PREFIX, handler: handleControl },
  { prefix: MAIL_PREFIX, handler: handleMail },
  { prefix: DATABASE_PREFIX, handler: handleDatabase },
];

export async function route(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: SandboxContext,
  mounts: readonly Mount[],
): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://sandbox.invalid');
  } catch {
    return sendError(res, 404, 'No such path.');
  }
  if (url.pathname === '/oauth2/token') return handleTokenRequest(req, res, ctx);
  const mount = mounts.find((m) => url.pathname.startsWith(m.prefix));
  if (mount) return mount.handler(req, res, ctx, url);
  sendError(res, 404, 'No such path.');
}
