/**
 * What a `NetworkError` says of a request that got no answer: the server's host and port, and the system's code
 * of the failure from fetch's causes (undici's `TypeError: fetch failed` keeps the socket's error as `cause`,
 * or an `AggregateError` of one per address tried), with what the common codes mean. A browser's fetch names no
 * cause: its message then names the server only.
 */

/** What the common codes mean, for the message. */
const MEANINGS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'the connection was refused: nothing accepts connections there',
  ENOTFOUND: 'the host name was not found (DNS)',
  EAI_AGAIN: 'the host name could not be looked up (DNS did not answer)',
  ETIMEDOUT: 'the connection timed out',
  ECONNRESET: 'the connection was reset by the other side',
  EPIPE: 'the connection was closed while the request was being written',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  UND_ERR_CONNECT_TIMEOUT: 'the connection could not be made in time',
  UND_ERR_SOCKET: 'the other side closed the connection',
  UND_ERR_HEADERS_TIMEOUT: 'no answer headers came in time',
  UND_ERR_BODY_TIMEOUT: 'the answer body stopped coming',
  CERT_HAS_EXPIRED: "the server's certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "the server's certificate is self-signed",
  SELF_SIGNED_CERT_IN_CHAIN: "the server's certificate chain is self-signed",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "the server's certificate could not be verified",
  ERR_TLS_CERT_ALTNAME_INVALID: "the server's certificate is for another host",
};

const CODE = /^[A-Z][A-Z0-9_]{1,39}$/;

/** The first code in `error`'s causes (and the first error of an AggregateError), outermost first. */
export function failureCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 5) return undefined;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && CODE.test(code)) return code;
  if (Array.isArray(errors) && errors.length > 0) {
    const inner = failureCode(errors[0], depth + 1);
    if (inner !== undefined) return inner;
  }
  return failureCode(cause, depth + 1);
}

/** `host:port` of a URL, the scheme's default port filled in; undefined for what is not a URL. */
export function hostAndPort(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    const port = parsed.port || (parsed.protocol === 'https:' ? '443' : parsed.protocol === 'http:' ? '80' : '');
    return port === '' ? parsed.host : `${parsed.hostname}:${port}`;
  } catch {
    return undefined;
  }
}

/** The innermost message of a failure (fetch's own only says "fetch failed"). */
function innermost(cause: unknown): string | undefined {
  let inner = cause;
  for (let depth = 0; depth < 5 && inner instanceof Error && inner.cause instanceof Error; depth++) inner = inner.cause;
  return inner instanceof Error && inner.message ? inner.message : undefined;
}

/** A code with what it means (`ECONNRESET: the connection was reset by the other side`), or the code alone. */
export function explainCode(code: string): string {
  const meaning = MEANINGS[code];
  return meaning === undefined ? code : `${code}: ${meaning}`;
}

/** The message of a NetworkError: who got no answer from which server, and why. */
export function describeNetworkFailure(
  operationId: string,
  cause: unknown,
  endpoint: 'api' | 'token' | undefined,
  host: string | undefined,
  code: string | undefined,
): string {
  const meaning = code === undefined ? undefined : MEANINGS[code];
  const detail = innermost(cause);
  const why =
    code !== undefined
      ? `${code}${meaning !== undefined ? ` (${meaning})` : detail !== undefined ? ` (${detail})` : ''}`
      : (detail ?? 'a network error');
  const server = endpoint === 'token' ? 'the token endpoint' : 'the API';
  const where = host === undefined ? '' : ` at ${host}`;
  if (endpoint === 'token')
    return `${operationId} could not get an access token: no answer from ${server}${where}: ${why}.`;
  if (endpoint === undefined && host === undefined) return `${operationId} failed because of a network error (${why}).`;
  return `${operationId} got no answer from ${server}${where}: ${why}.`;
}
