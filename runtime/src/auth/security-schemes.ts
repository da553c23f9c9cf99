/**
 * What a call sends for its document's security when the document has API-key or basic schemes: the first of the
 * operation's alternatives the client has credentials for (a token scheme: a token provider; an API key or basic
 * scheme: its entry in the `security` option) gives the headers, query pairs and cookies to send, and whether the
 * attempt carries a token. An operation whose alternatives the client can meet none of is refused before anything
 * is sent, naming the options that would meet them. Credentials never appear in errors or logs.
 */
import type { ApiDescriptor, BasicCredentials, OperationDescriptor, RuntimeOptions } from '../contract/operation.js';
import { RequestValidationError } from '../errors/call-errors.js';

/** What a call sends for its security. */
export interface SecurityParts {
  readonly headers: Record<string, string>;
  /** `name=value` pairs, percent-encoded, for the query string. */
  readonly query: string[];
  /** `name=value` pairs for the Cookie header. */
  readonly cookies: string[];
  /** Whether the attempt carries the token provider's token. */
  readonly token: boolean;
}

/** HTTP basic authentication's header value: base64 of the UTF-8 bytes of `username:password` (RFC 7617). */
export function basicAuthorization(credentials: BasicCredentials): string {
  const bytes = new TextEncoder().encode(`${credentials.username}:${credentials.password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

function credentialOf(options: RuntimeOptions, name: string): string | BasicCredentials | undefined {
  const given = options.security;
  return given !== undefined && Object.hasOwn(given, name) ? given[name] : undefined;
}

/** What the named alternative sends, or undefined when the client lacks a credential it needs. */
function partsOf(
  api: ApiDescriptor,
  options: RuntimeOptions,
  hasTokens: boolean,
  names: readonly string[],
): SecurityParts | undefined {
  const parts: SecurityParts = { headers: {}, query: [], cookies: [], token: false };
  for (const name of names) {
    const schemes = api.securitySchemes ?? {};
    const scheme = Object.hasOwn(schemes, name) ? schemes[name] : undefined;
    if (scheme === undefined) return undefined;
    if (scheme.type === 'token') {
      if (!hasTokens) return undefined;
      (parts as { token: boolean }).token = true;
      continue;
    }
    const credential = credentialOf(options, name);
    if (scheme.type === 'basic') {
      if (typeof credential !== 'object') return undefined;
      parts.headers.Authorization = basicAuthorization(credential);
    } else {
      if (typeof credential !== 'string') return undefined;
      if (scheme.in === 'header') parts.headers[scheme.name] = credential;
      else if (scheme.in === 'query')
        parts.query.push(`${encodeURIComponent(scheme.name)}=${encodeURIComponent(credential)}`);
      else parts.cookies.push(`${encodeURIComponent(scheme.name)}=${encodeURIComponent(credential)}`);
    }
  }
  return parts;
}

/** How the client would meet a scheme, for the error that says it cannot. */
function wanted(api: ApiDescriptor, name: string): string {
  const scheme = api.securitySchemes?.[name];
  if (scheme?.type === 'token') return `${name} (credentials or accessToken)`;
  if (scheme?.type === 'basic') return `${name} (security.${name}: { username, password })`;
  return `${name} (security.${name}: the API key)`;
}

/**
 * The security parts of one call of `op`; undefined for an operation without `security` (the token provider's
 * token, or none, as before).
 */
export function securityParts(
  op: Pick<OperationDescriptor, 'id' | 'security'>,
  api: ApiDescriptor,
  options: RuntimeOptions,
  hasTokens: boolean,
): SecurityParts | undefined {
  const alternatives = op.security;
  if (alternatives === undefined) return undefined;
  if (alternatives.length === 0) return { headers: {}, query: [], cookies: [], token: hasTokens };
  for (const names of alternatives) {
    const parts = partsOf(api, options, hasTokens, names);
    if (parts !== undefined) return parts;
  }
  const needs = alternatives.map((names) => names.map((name) => wanted(api, name)).join(' and ')).join(', or ');
  throw new RequestValidationError(op.id, 'security', `needs ${needs}, which the client was not given`);
}

/** A call's headers with its security's headers and cookies added (one Cookie header for all of them). */
export function withSecurityHeaders(
  headers: Record<string, string> | undefined,
  parts: SecurityParts,
): Record<string, string> | undefined {
  if (Object.keys(parts.headers).length === 0 && parts.cookies.length === 0) return headers;
  const out = { ...headers, ...parts.headers };
  if (parts.cookies.length > 0) out.Cookie = [out.Cookie, ...parts.cookies].filter((c) => c !== undefined).join('; ');
  return out;
}

/** The `security` option checked: API keys as non-empty strings, basic credentials as two strings. */
export function checkSecurityOption(who: string, security: unknown): void {
  if (security === undefined) return;
  if (typeof security !== 'object' || security === null || Array.isArray(security)) {
    throw new TypeError(`${who}: security must be an object of credentials by scheme name.`);
  }
  for (const [name, value] of Object.entries(security)) {
    const basic = value as Partial<BasicCredentials> | null;
    const fits =
      (typeof value === 'string' && value !== '') ||
      (typeof basic === 'object' &&
        basic !== null &&
        typeof basic.username === 'string' &&
        typeof basic.password === 'string');
    if (!fits) {
      throw new TypeError(
        `${who}: security.${name} must be an API key (a non-empty string) or { username, password } (two strings).`,
      );
    }
  }
}

/** Whether the API has API-key or basic schemes, whose credentials the `security` option gives. */
export function takesSecurity(api: ApiDescriptor): boolean {
  return Object.values(api.securitySchemes ?? {}).some((scheme) => scheme.type !== 'token');
}

/** Whether a call of `op` carries the token provider's token (an operation without `security` does, as before). */
export function sendsToken(
  op: Pick<OperationDescriptor, 'id' | 'security'>,
  api: ApiDescriptor,
  options: RuntimeOptions,
  hasTokens: boolean,
): boolean {
  try {
    return securityParts(op, api, options, hasTokens)?.token ?? true;
  } catch {
    // A call whose security cannot be met is refused before it is sent (baseRequest); it has no 401 to answer.
    return true;
  }
}
