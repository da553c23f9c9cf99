/**
 * The control surface under `/_sandbox/` (no auth), for tests and tools:
 *
 * - `POST /_sandbox/reset`: empty state (mail, and every database account back to `_customer` without records),
 *   clock back to real time, every rate-limit window cleared.
 * - `GET /_sandbox/clock`: `{ now }` (ISO 8601, UTC).
 * - `POST /_sandbox/clock` with `{ advanceSeconds: N }`: moves the sandbox clock forward, at most 100 years ahead
 *   of real time in all (clock.ts); answers `{ now }`.
 * - the mail tracking links and test helpers of `mail/control.ts`.
 * - `POST /_sandbox/accounts/{accountCode}/apidefinitions/{name}/fail`: a definition that fails to become ready
 *   (`database/control.ts`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCapped } from './body.js';
import type { SandboxContext } from './context.js';
import { failDefinition } from './database/control.js';
import { handleTracking, injectEvents, listMessages } from './mail/control.js';
import { sendJson } from './respond.js';

export const CONTROL_PREFIX = '/_sandbox/';

function clockAnswer(res: ServerResponse, ctx: SandboxContext): void {
  sendJson(res, 200, { now: new Date(ctx.clock.now()).toISOString() });
}

function methodNotAllowed(res: ServerResponse, allow: string): void {
  sendJson(res, 405, { error: `use ${allow}` }, { Allow: allow });
}

async function advanceClock(req: IncomingMessage, res: ServerResponse, ctx: SandboxContext): Promise<void> {
  const body = await readCapped(req, 64 * 1024);
  let seconds: unknown;
  try {
    seconds =
      body.kind === 'ok'
        ? (JSON.parse(body.bytes.toString('utf8')) as { advanceSeconds?: unknown }).advanceSeconds
        : undefined;
  } catch {
    seconds = undefined;
  }
  if (typeof seconds !== 'number') {
    return sendJson(res, 400, { error: 'the body must be {"advanceSeconds": N} with N >= 0' });
  }
  const problem = ctx.clock.advanceProblem(seconds);
  if (problem !== undefined) return sendJson(res, 400, { error: problem });
  ctx.clock.advance(seconds);
  clockAnswer(res, ctx);
}

/** A path segment decoded; one that is not valid percent-encoding stays as sent (it then names nothing). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: SandboxContext,
  url: URL,
): Promise<void> {
  const parts = url.pathname.slice(CONTROL_PREFIX.length).split('/');
  const [first, second, third, ...rest] = parts;
  const method = req.method ?? '';
  if (first === 'reset' && parts.length === 1) {
    if (method !== 'POST') return methodNotAllowed(res, 'POST');
    ctx.reset();
    return clockAnswer(res, ctx);
  }
  if (first === 'clock' && parts.length === 1) {
    if (method === 'GET') return clockAnswer(res, ctx);
    if (method === 'POST') return advanceClock(req, res, ctx);
    return methodNotAllowed(res, 'GET, POST');
  }
  if ((first === 'o' || first === 'c' || first === 'u') && second && parts.length === 2) {
    return handleTracking(req, res, ctx, first, second);
  }
  if (first === 'deliveries' && second && /^[0-9]{1,15}$/.test(second) && rest.length === 0) {
    const id = Number(second);
    if (third === 'events') return method === 'POST' ? injectEvents(req, res, ctx, id) : methodNotAllowed(res, 'POST');
    if (third === 'messages') {
      return method === 'GET' ? listMessages(res, ctx, id, url.searchParams) : methodNotAllowed(res, 'GET');
    }
  }
  if (first === 'accounts' && second && third === 'apidefinitions' && rest.length === 2 && rest[1] === 'fail') {
    if (method !== 'POST') return methodNotAllowed(res, 'POST');
    return failDefinition(req, res, ctx, decoded(second), decoded(rest[0] ?? ''));
  }
  sendJson(res, 404, { error: 'no such control endpoint' });
}
