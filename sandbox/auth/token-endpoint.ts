/**
 * `POST /oauth2/token`: the OAuth 2.0 client credentials grant (RFC 6749 section 4.4) as the "Access tokens"
 * section of specs/mail.yaml describes it. Errors use the RFC 6749 section 5.2 body `{ error, error_description }`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mediaType, readCapped } from '../body.js';
import type { SandboxContext } from '../context.js';
import { sendError, sendJson } from '../respond.js';
import { TOKEN_LIFETIME_SECONDS } from './tokens.js';

/** A token request is a few hundred bytes; anything much larger is not one. */
const MAX_FORM_BYTES = 64 * 1024;

function oauthError(
  res: ServerResponse,
  status: number,
  error: string,
  description: string,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { error, error_description: description }, { Pragma: 'no-cache', ...headers });
}

interface BasicCredentials {
  readonly id: string;
  readonly secret: string;
}

/** `Authorization: Basic base64(id:secret)`; RFC 6749 2.3.1 form-encodes both parts first, so both are tried. */
function basicCredentials(req: IncomingMessage): BasicCredentials[] {
  const header = req.headers.authorization ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match?.[1]) return [];
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return [];
  const id = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  const candidates = [{ id, secret }];
  try {
    const formDecode = (s: string): string => decodeURIComponent(s.replace(/\+/g, ' '));
    candidates.push({ id: formDecode(id), secret: formDecode(secret) });
  } catch {
    // Not form-encoded: the raw pair is the only candidate.
  }
  return candidates;
}

export async function handleTokenRequest(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: SandboxContext,
): Promise<void> {
  if (req.method !== 'POST') {
    sendError(res, 405, 'The token endpoint accepts POST only.', { Allow: 'POST' });
    return;
  }
  // Authentication rule 3: at most 100 requests per minute per IP address; every request counts.
  const admission = ctx.limits?.token.admit(req.socket.remoteAddress ?? 'unknown', ctx.clock.now());
  if (admission && !admission.allowed) {
    oauthError(res, 429, 'too_many_requests', 'At most 100 token requests per minute per IP address.', {
      'Retry-After': String(admission.retryAfterSeconds),
    });
    return;
  }
  if (mediaType(req) !== 'application/x-www-form-urlencoded') {
    oauthError(res, 400, 'invalid_request', 'Content-Type must be application/x-www-form-urlencoded.');
    return;
  }
  const body = await readCapped(req, MAX_FORM_BYTES);
  if (body.kind !== 'ok') {
    oauthError(res, 400, 'invalid_request', 'The request body is too large.');
    return;
  }
  const form = new URLSearchParams(body.bytes.toString('utf8'));
  for (const name of ['grant_type', 'audience', 'scope']) {
    if (form.getAll(name).length > 1) {
      oauthError(res, 400, 'invalid_request', `Parameter ${name} is given more than once.`);
      return;
    }
  }
  const grantType = form.get('grant_type');
  if (!grantType) {
    oauthError(res, 400, 'invalid_request', 'grant_type is required.');
    return;
  }
  const client = basicCredentials(req)
    .map((c) => ctx.config.clients.find((k) => k.clientId === c.id && k.clientSecret === c.secret))
    .find((k) => k !== undefined);
  if (!client) {
    // Never echo what was sent: the header carries a secret.
    oauthError(res, 401, 'invalid_client', 'Client authentication failed.', {
      'WWW-Authenticate': 'Basic realm="sandbox", charset="UTF-8"',
    });
    return;
  }
  if (grantType !== 'client_credentials') {
    oauthError(res, 400, 'unsupported_grant_type', 'Only grant_type=client_credentials is supported.');
    return;
  }
  const audience = form.get('audience');
  if (!audience) {
    oauthError(res, 400, 'invalid_request', 'audience is required: the base address of the API.');
    return;
  }
  if (!ctx.acceptsAudience(audience, req)) {
    oauthError(res, 400, 'invalid_request', 'audience is not the base address of an API served here.');
    return;
  }
  // Granted scope = requested scopes the client may have; no scope parameter asks for all of them.
  const scopeParam = form.get('scope');
  const requested = scopeParam === null ? [...client.scopes] : scopeParam.split(' ').filter((s) => s !== '');
  const granted = [...new Set(requested)].filter((s) => client.scopes.includes(s));
  if (granted.length === 0) {
    oauthError(res, 400, 'invalid_scope', 'None of the requested scopes can be granted to this client.');
    return;
  }
  const token = ctx.tokens.issue(client.clientId, granted, audience, ctx.clock.now());
  sendJson(
    res,
    200,
    { access_token: token, token_type: 'bearer', expires_in: TOKEN_LIFETIME_SECONDS, scope: granted.join(' ') },
    { Pragma: 'no-cache' },
  );
}
