/**
 * One OAuth 2.0 client-credentials token request (RFC 6749 section 4.4) to the authorization server every API of
 * the platform shares, as the specs' "Access tokens" sections describe it: `POST {auth_url}/oauth2/token`,
 * `Authorization: Basic base64(key:secret)`, form `grant_type=client_credentials`, `audience` (the API's base
 * address), `scope` (space separated).
 */
import type { ClientCredentials } from '../contract/operation.js';
import { utf8ToBase64 } from '../util/base64.js';
import { parseRetryAfter } from '../call/retry.js';

export interface TokenRequest {
  readonly tokenUrl: string;
  readonly audience: string;
  readonly scopes: readonly string[];
  readonly credentials: ClientCredentials;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  /** Wait after a 429 without `Retry-After`. */
  readonly rateLimitWaitMs: number;
  /** Lifetime when the answer has no usable `expires_in`. */
  readonly defaultLifetimeMs: number;
  /** Told of a 429 (for the client's log). */
  readonly onRateLimited?: (waitMs: number) => void;
}

export interface IssuedToken {
  readonly value: string;
  /** Epoch ms when the token stops being valid. */
  readonly expiresAt: number;
  /** Lifetime the endpoint granted, ms. */
  readonly lifetimeMs: number;
}

/**
 * Why a token request failed, without any operation attached: the flight is shared by every waiting call,
 * and each call turns this into an error that names its own operation.
 */
export type TokenFailure =
  | { readonly type: 'refused'; readonly status: number; readonly error?: string; readonly description?: string }
  | { readonly type: 'invalid-response'; readonly status: number; readonly detail: string }
  | {
      readonly type: 'rate-limited';
      readonly status: 429;
      /** The endpoint's `Retry-After`, when it sent one. */
      readonly retryAfterMs?: number;
      /** How long no token request goes out: the `Retry-After`, else `rateLimitWaitMs`, less what has passed. */
      readonly waitMs: number;
    }
  | { readonly type: 'server'; readonly status: number }
  | { readonly type: 'network'; readonly cause: unknown }
  | { readonly type: 'timeout'; readonly timeoutMs: number };

export class TokenRequestFailed extends Error {
  readonly failure: TokenFailure;
  constructor(failure: TokenFailure) {
    super(`token request failed: ${failure.type}`);
    this.failure = failure;
  }
}

/** RFC 6749 section 5.2 error codes are short ASCII words; anything else is left out of messages. */
function safeErrorCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as { error?: unknown }).error;
  return typeof code === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(code) ? code : undefined;
}

/**
 * RFC 6749 section 5.2 `error_description`: printable ASCII without `"` and `\`, cut to one short line. Anything
 * else (an HTML error page) is left out; a description that quotes the client secret is dropped.
 */
function safeDescription(body: unknown, secret: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const text = (body as { error_description?: unknown }).error_description;
  if (typeof text !== 'string' || !/^[\x20-\x21\x23-\x5B\x5D-\x7E]{1,300}$/.test(text)) return undefined;
  if (secret !== '' && text.includes(secret)) return undefined;
  return text.replace(/[.]+$/, '');
}

/** The refusal of a 4xx answer: status, and the RFC 6749 `error` and `error_description` the endpoint sent. */
function refusal(status: number, body: unknown, secret: string): TokenFailure {
  const error = safeErrorCode(body);
  const description = safeDescription(body, secret);
  return {
    type: 'refused',
    status,
    ...(error === undefined ? {} : { error }),
    ...(description === undefined ? {} : { description }),
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function postOnce(request: TokenRequest): Promise<Response> {
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    audience: request.audience,
    scope: request.scopes.join(' '),
  });
  const { clientKey, clientSecret } = request.credentials;
  const controller = new AbortController();
  // Same rule as API attempts: 0, a negative or a non-finite timeout means none.
  const timed = request.timeoutMs > 0 && request.timeoutMs <= 2_147_483_647;
  const timer = timed ? setTimeout(() => controller.abort(), request.timeoutMs) : undefined;
  try {
    return await request.fetch(request.tokenUrl, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${utf8ToBase64(`${clientKey}:${clientSecret}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: form.toString(),
      signal: controller.signal,
    });
  } catch (cause) {
    if (controller.signal.aborted) throw new TokenRequestFailed({ type: 'timeout', timeoutMs: request.timeoutMs });
    throw new TokenRequestFailed({ type: 'network', cause });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Requests a token; every failure rejects with `TokenRequestFailed`. A 429 is not waited out here: the calls
 * that wanted the token wait in their retry loops (`Retry-After`, else `rateLimitWaitMs`: the endpoint allows 100
 * requests per minute per IP address and asks callers to wait about a minute, see docs/runtime-defaults.md), so
 * that each call's `onRetry`, deadline and signal see the wait, and the token cache sends no request meanwhile.
 */
export async function requestToken(request: TokenRequest): Promise<IssuedToken> {
  const response = await postOnce(request);
  if (response.status === 429) {
    const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
    await response.body?.cancel().catch(() => undefined);
    const waitMs = retryAfterMs ?? request.rateLimitWaitMs;
    request.onRateLimited?.(waitMs);
    throw new TokenRequestFailed({
      type: 'rate-limited',
      status: 429,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      waitMs,
    });
  }
  const body = await readJson(response).catch(() => undefined);
  if (response.status >= 500) throw new TokenRequestFailed({ type: 'server', status: response.status });
  if (!response.ok) throw new TokenRequestFailed(refusal(response.status, body, request.credentials.clientSecret));
  const token = (body as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || token === '') {
    throw new TokenRequestFailed({
      type: 'invalid-response',
      status: response.status,
      detail: 'the answer has no access_token',
    });
  }
  const expiresIn = Number((body as { expires_in?: unknown }).expires_in);
  const lifetimeMs = Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn * 1000 : request.defaultLifetimeMs;
  return { value: token, expiresAt: Date.now() + lifetimeMs, lifetimeMs };
}
