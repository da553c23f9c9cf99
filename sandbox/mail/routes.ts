/**
 * The mail API under `/e/tymail/v1/{user_name}/mail/` (the paths of specs/mail.yaml), with the checks every call
 * goes through, in this order: bearer token (401), user name (404), rate limit per user (429 with
 * Retry-After), path (404), method (405 with Allow), scope (403), then the operation itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkBearer, insufficientScopeChallenge } from '../auth/bearer.js';
import type { SandboxContext } from '../context.js';
import { sendError } from '../respond.js';
import type { MailCall } from './call.js';
import { report } from './handle-reports.js';
import { getSendList, reserveDelivery, uploadSendList } from './handle-reservation.js';
import { createDelivery, deleteDelivery, getDelivery, sendDelivery, sendDeliveryById } from './handle-sending.js';

export const MAIL_PREFIX = '/e/tymail/v1/';

type Handler = (call: MailCall) => void | Promise<void>;

interface Operation {
  readonly id: string;
  readonly scope: 'mail:send' | 'mail:result';
  readonly handler: Handler;
}

interface Route {
  /** Segments after `/mail/`; `{name}` is a path parameter. */
  readonly segments: readonly string[];
  readonly methods: Readonly<Record<string, Operation>>;
}

const op = (id: string, scope: Operation['scope'], handler: Handler): Operation => ({ id, scope, handler });

/** The 15 operations (fixed names; docs/decisions.md for the scopes). */
export const MAIL_ROUTES: readonly Route[] = [
  { segments: ['deliveries'], methods: { POST: op('sendDelivery', 'mail:send', sendDelivery) } },
  {
    segments: ['deliveries', '{delivery_id}'],
    methods: {
      GET: op('getDelivery', 'mail:send', getDelivery),
      DELETE: op('deleteDelivery', 'mail:send', deleteDelivery),
    },
  },
  { segments: ['deliveries', 'new'], methods: { POST: op('createDelivery', 'mail:send', createDelivery) } },
  {
    segments: ['deliveries', '{delivery_id}', 'send'],
    methods: { POST: op('sendDeliveryById', 'mail:send', sendDeliveryById) },
  },
  {
    segments: ['deliveries', 'reserve', 'sendlists'],
    methods: { POST: op('uploadSendList', 'mail:send', uploadSendList) },
  },
  {
    segments: ['deliveries', 'reserve', 'sendlists', '{send_list_id}'],
    methods: { GET: op('getSendList', 'mail:send', getSendList) },
  },
  { segments: ['deliveries', 'reserve'], methods: { POST: op('reserveDelivery', 'mail:send', reserveDelivery) } },
  ...(['opens', 'clicks', 'errors', 'results', 'unsubscribes'] as const).map((kind) => ({
    segments: ['deliveries', '{delivery_id}', kind],
    methods: { GET: op(kind, 'mail:result', report(kind)) },
  })),
  { segments: ['deliveries', 'errors', 'all'], methods: { GET: op('allErrors', 'mail:result', report('allErrors')) } },
  {
    segments: ['deliveries', 'unsubscribes', 'all'],
    methods: { GET: op('allUnsubscribes', 'mail:result', report('allUnsubscribes')) },
  },
];

/** The route for these segments; a literal segment wins over a parameter (`/deliveries/new`). */
function match(segments: readonly string[]): { route: Route; params: Record<string, string> } | undefined {
  let best: { route: Route; params: Record<string, string>; literals: number } | undefined;
  for (const route of MAIL_ROUTES) {
    if (route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const ok = route.segments.every((pattern, i) => {
      const actual = segments[i] ?? '';
      if (pattern.startsWith('{')) {
        params[pattern.slice(1, -1)] = actual;
        return actual !== '';
      }
      literals++;
      return pattern === actual;
    });
    if (ok && (!best || literals > best.literals)) best = { route, params, literals };
  }
  return best;
}

function decodeSegments(path: string): string[] | undefined {
  try {
    return path.split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

/** Handles a request whose path starts with MAIL_PREFIX. */
export async function handleMail(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: SandboxContext,
  url: URL,
): Promise<void> {
  const segments = decodeSegments(url.pathname.slice(MAIL_PREFIX.length));
  const [userName, mailSegment, ...rest] = segments ?? [];
  if (!segments || userName === undefined || mailSegment !== 'mail' || rest.length === 0) {
    return sendError(res, 404, 'No such path.');
  }
  const bearer = checkBearer(req, ctx);
  if (!bearer.ok) return sendError(res, 401, bearer.message, { 'WWW-Authenticate': bearer.challenge });
  const user = ctx.mail.users.get(userName);
  if (!user) return sendError(res, 404, 'Unknown user name.');
  const admission = ctx.limits?.api.admit(`mail:${user.userName}`, ctx.clock.now());
  if (admission && !admission.allowed) {
    return sendError(res, 429, 'Too many requests; about 5 calls per second are allowed.', {
      'Retry-After': String(admission.retryAfterSeconds),
    });
  }
  const found = match(rest);
  if (!found) return sendError(res, 404, 'No such path.');
  const operation = found.route.methods[req.method ?? ''];
  if (!operation) {
    return sendError(res, 405, `${req.method ?? ''} is not allowed here.`, {
      Allow: Object.keys(found.route.methods).join(', '),
    });
  }
  if (!bearer.token.scopes.has(operation.scope)) {
    return sendError(res, 403, `The access token lacks the scope ${operation.scope}.`, {
      'WWW-Authenticate': insufficientScopeChallenge(operation.scope),
    });
  }
  await operation.handler({ req, res, ctx, user, params: found.params, query: url.searchParams });
}
