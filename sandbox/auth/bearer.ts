/**
 * Bearer token check of every API request (specs/mail.yaml, "Access tokens"; RFC 6750 for the
 * `WWW-Authenticate` challenge).
 */
import type { IncomingMessage } from 'node:http';
import type { SandboxContext } from '../context.js';
import type { IssuedToken } from './tokens.js';

export type BearerCheck =
  | { readonly ok: true; readonly token: IssuedToken }
  | { readonly ok: false; readonly message: string; readonly challenge: string };

export function checkBearer(req: IncomingMessage, ctx: SandboxContext): BearerCheck {
  const header = req.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) {
    return { ok: false, message: 'A bearer access token is required.', challenge: 'Bearer realm="sandbox"' };
  }
  const token = ctx.tokens.lookup(match[1]);
  if (!token || !ctx.acceptsAudience(token.audience, req)) {
    return {
      ok: false,
      message: 'The access token is not valid.',
      challenge: 'Bearer realm="sandbox", error="invalid_token", error_description="unknown token"',
    };
  }
  if (ctx.clock.now() >= token.expiresAt) {
    return {
      ok: false,
      message: 'The access token has expired; request a new one.',
      challenge: 'Bearer realm="sandbox", error="invalid_token", error_description="token expired"',
    };
  }
  return { ok: true, token };
}

/** RFC 6750 3.1 challenge for a token that lacks the operation's scope. */
export function insufficientScopeChallenge(scope: string): string {
  return `Bearer realm="sandbox", error="insufficient_scope", scope="${scope}"`;
}
