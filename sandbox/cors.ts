/**
 * Cross-origin requests from browsers (CORS), answered only when the sandbox is started with `--cors` (or
 * `cors: true` in its config): a page served from another origin may then call the APIs, the control surface and
 * the token endpoint. Off by default, as the services' own behaviour towards browsers is not documented.
 *
 * Any origin is allowed (the sandbox listens on 127.0.0.1 only), without credentials: the clients send their
 * token in `Authorization`, never as a cookie. The headers the clients read are exposed to the page: `Content-MD5`
 * of a report, `Retry-After` of a 429 or 503, `WWW-Authenticate` of a 401 or 403.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const METHODS = 'GET, POST, PUT, PATCH, DELETE';
const EXPOSED = 'Content-MD5, Retry-After, WWW-Authenticate, Allow';
/** How long a browser may reuse a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = '600';

/**
 * Adds the CORS headers to the answer of a request that names its `Origin`; answers a preflight (`OPTIONS` with
 * `Access-Control-Request-Method`) itself. Returns whether the request has been answered.
 */
export function answerCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
  const method = req.headers['access-control-request-method'];
  if (req.method !== 'OPTIONS' || method === undefined) {
    res.setHeader('Access-Control-Expose-Headers', EXPOSED);
    return false;
  }
  res.statusCode = 204;
  res.setHeader('Access-Control-Allow-Methods', METHODS);
  const headers = req.headers['access-control-request-headers'];
  if (headers !== undefined) res.setHeader('Access-Control-Allow-Headers', headers);
  res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
  res.setHeader('Vary', 'Origin, Access-Control-Request-Headers');
  res.end();
  return true;
}
