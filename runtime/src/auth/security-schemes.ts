/**
 * What a call sends for its document's security when the document has API-key or basic schemes: the first of the
 * operation's alternatives the client has credentials for (a token scheme: a token provider; an API key or basic
 * scheme: its entry in the `security` option) gives the headers, query pairs and cookies to send, and whether the
 * attempt carries a token. An operation whose alternatives the client can meet none of is refused before anything
 * is sent, naming the options that would meet them. Credentials never appear in errors or logs.
 */
import type { ApiDescriptor, BasicCredentials, OperationDescriptor, RuntimeOptions } from '../contract/operation.js';
import { RequestValidationError } from '../errors/call-errors.js';
import { didYouMean } from '../util/did-you-mean.js';

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

/** What a value is, for a message that must not show it (it may be a secret). */
function kindOf(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (value === '') return 'an empty string';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** A basic scheme's credentials checked: an object of exactly a string `username` and a string `password`. */
function checkBasic(who: string, path: string, value: unknown): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    // A service taking its secret key as the basic user name (Stripe does) is the likely reason for a string.
    const hint = typeof value === 'string' ? "; a key sent as the user name is { username: key, password: '' }" : '';
    throw new TypeError(
      `${who}: ${path} must be { username, password }, two strings, for HTTP basic authentication, not ${kindOf(value)}${hint}.`,
    );
  }
  const fields = ['username', 'password'];
  for (const key of Object.keys(value)) {
    if (fields.includes(key)) continue;
    throw new TypeError(
      `${who}: ${path} has no field "${key}"${didYouMean(key, fields)}; basic credentials are { username, password }.`,
    );
  }
  for (const field of fields) {
    const given = (value as Record<string, unknown>)[field];
    if (typeof given !== 'string') {
      throw new TypeError(`${who}: ${path}.${field} must be a string, not ${kindOf(given)}.`);
    }
  }
}

/**
 * The `security` option checked against the document's schemes when the client is made: each name is one of its
 * API-key or basic schemes, an API key a non-empty string, basic credentials `{ username, password }`. A token
 * scheme's name is refused too, pointing to the options that give tokens; otherwise every mistake would surface
 * only at the first call, as a credential the client was not given. Messages never show the values.
 */
export function checkSecurityOption(who: string, security: unknown, api: Pick<ApiDescriptor, 'securitySchemes'>): void {
  if (security === undefined) return;
  const schemes = api.securitySchemes ?? {};
  const keyed = Object.keys(schemes).filter((name) => schemes[name]?.type !== 'token');
  const takes =
    keyed.length === 0
      ? 'the document has no API-key or basic schemes'
      : `its schemes are ${keyed
          .map((name) => `${name} (${schemes[name]?.type === 'basic' ? '{ username, password }' : 'an API key'})`)
          .join(', ')}`;
  if (typeof security !== 'object' || security === null || Array.isArray(security)) {
    throw new TypeError(
      `${who}: security must be an object of credentials by scheme name, not ${kindOf(security)}; ${takes}.`,
    );
  }
  for (const [name, value] of Object.entries(security)) {
    const path = `security.${name}`;
    const scheme = Object.hasOwn(schemes, name) ? schemes[name] : undefined;
    if (scheme === undefined) {
      throw new TypeError(`${who}: ${path} is no security scheme of the document${didYouMean(name, keyed)}; ${takes}.`);
    }
    if (scheme.type === 'token') {
      throw new TypeError(
        `${who}: ${path} is a token scheme (HTTP bearer, OAuth2 or openIdConnect), which security does not take: ` +
          'give the token as accessToken (a string or a function returning one), or credentials (with authUrl) for the client to get one.',
      );
    }
    if (scheme.type === 'basic') checkBasic(who, path, value);
    else if (typeof value !== 'string' || value === '') {
      throw new TypeError(`${who}: ${path} must be the API key, a non-empty string, not ${kindOf(value)}.`);
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
