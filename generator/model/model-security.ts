/**
 * The document's security schemes as the runtime meets them (runtime/src/auth/security-schemes.ts): OAuth2,
 * openIdConnect and HTTP bearer by a token from the token provider; HTTP basic and API keys (in a header, the
 * query or a cookie) by the client's `security` option. Descriptors name them only when the document has a basic
 * or API-key scheme, so documents with tokens alone generate as before.
 */
import type { SecurityScheme } from '../../runtime/src/contract/operation.js';
import type { OperationModel, SecurityNeeds } from './model.js';
import { deref, type OpenApiDocument, type OperationObject, type ParameterObject } from './openapi.js';
import { specText, type SpecText } from '../text/spec-text.js';
import { isPlaceholderUrl } from './placeholder-url.js';

/** A scheme the client meets; or the words for one it cannot (mutual TLS, an undefined name). */
export function schemeOf(doc: OpenApiDocument, name: string): SecurityScheme | string {
  const schemes = doc.components?.securitySchemes ?? {};
  const raw = Object.hasOwn(schemes, name) ? schemes[name] : undefined;
  if (raw === undefined) return 'a scheme no securitySchemes entry defines';
  const scheme = deref(doc, raw) as { type?: unknown; scheme?: unknown; in?: unknown; name?: unknown };
  const http = String(scheme.scheme).toLowerCase();
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') return { type: 'token' };
  if (scheme.type === 'http' && http === 'bearer') return { type: 'token' };
  if (scheme.type === 'http' && http === 'basic') return { type: 'basic' };
  if (scheme.type === 'apiKey') {
    const where = scheme.in;
    if ((where === 'header' || where === 'query' || where === 'cookie') && typeof scheme.name === 'string')
      return { type: 'apiKey', in: where, name: scheme.name };
    return `an API key without a name and a place (header, query or cookie)`;
  }
  if (scheme.type === 'http') return `HTTP ${String(scheme.scheme)} authentication`;
  return `a ${String(scheme.type)} scheme`;
}

/** Whether the document defines a scheme the `security` option meets (basic or an API key). */
export function hasKeySchemes(doc: OpenApiDocument): boolean {
  return Object.keys(doc.components?.securitySchemes ?? {}).some((name) => {
    const scheme = schemeOf(doc, name);
    return typeof scheme === 'object' && scheme.type !== 'token';
  });
}

/** Whether a token scheme is HTTP bearer (a plain token, no scopes) rather than OAuth2 or openIdConnect. */
export function isBearer(doc: OpenApiDocument, name: string): boolean {
  const schemes = doc.components?.securitySchemes ?? {};
  const raw = Object.hasOwn(schemes, name) ? schemes[name] : undefined;
  return raw !== undefined && (deref(doc, raw) as { type?: unknown }).type === 'http';
}

/** A scheme's raw object, or undefined for a name no securitySchemes entry defines. */
function rawScheme(doc: OpenApiDocument, name: string): Record<string, unknown> | undefined {
  const schemes = doc.components?.securitySchemes ?? {};
  const raw = Object.hasOwn(schemes, name) ? schemes[name] : undefined;
  return raw === undefined ? undefined : (deref(doc, raw) as Record<string, unknown>);
}

/** The `tokenUrl` of an OAuth2 scheme's client-credentials flow, when it has one. */
function clientCredentialsTokenUrl(scheme: Record<string, unknown> | undefined): string | undefined {
  if (scheme?.type !== 'oauth2') return undefined;
  const flows = scheme.flows as { clientCredentials?: { tokenUrl?: unknown } } | undefined;
  const tokenUrl = flows?.clientCredentials?.tokenUrl;
  return typeof tokenUrl === 'string' && tokenUrl !== '' ? tokenUrl : undefined;
}

/**
 * What the modelled operations' security asks of the client's options (README.md lists just those), and the
 * token URL of the document's OAuth2 client-credentials flow, the runtime's default for `credentials` (a
 * placeholder address gives none: the caller's `authUrl` is then needed).
 */
export function securityNeedsOf(doc: OpenApiDocument, operations: readonly OperationModel[]): SecurityNeeds {
  const names = new Set<string>();
  for (const op of operations) {
    const item = doc.paths?.[op.path.text];
    const operation = item?.[op.method] as OperationObject | undefined;
    for (const requirement of operation?.security ?? doc.security ?? []) {
      for (const name of Object.keys(requirement)) names.add(name);
    }
  }
  let clientCredentials = false;
  let token = false;
  let keys = false;
  let tokenUrl: SpecText | undefined;
  for (const name of [...names].sort()) {
    const scheme = schemeOf(doc, name);
    if (typeof scheme === 'string') continue;
    if (scheme.type !== 'token') {
      keys = true;
      continue;
    }
    token = true;
    const url = clientCredentialsTokenUrl(rawScheme(doc, name));
    if (url === undefined) continue;
    clientCredentials = true;
    if (tokenUrl === undefined && !isPlaceholderUrl(url)) tokenUrl = specText(url);
  }
  return { clientCredentials, token, keys, tokenUrl };
}

/** A parameter that is the credential of an API-key scheme of its operation's security. */
export interface CredentialParameter {
  readonly scheme: string;
  readonly required: boolean;
}

/** Where a key travels, as one string: its place and name, a header's name lower-cased as HTTP compares them. */
function keyPlace(place: string, name: string): string {
  return `${place}\u0000${place === 'header' ? name.toLowerCase() : name}`;
}

/**
 * The API-key schemes an operation's security names, by the place and name of the key (keyPlace), each with the
 * first scheme of the document's order that sends it.
 */
function apiKeysOf(doc: OpenApiDocument, operation: OperationObject): Map<string, string> {
  const out = new Map<string, string>();
  for (const requirement of operation.security ?? doc.security ?? []) {
    for (const name of Object.keys(requirement)) {
      const scheme = schemeOf(doc, name);
      if (typeof scheme !== 'object' || scheme.type !== 'apiKey') continue;
      const key = keyPlace(scheme.in, scheme.name);
      if (!out.has(key)) out.set(key, name);
    }
  }
  return out;
}

/**
 * Which of an operation's parameters are the credentials of its API-key schemes (Trello declares `key` and
 * `token` both as required query parameters and as query API keys): the `security` option sends those, so a
 * parameter for them would ask for the key twice and send it twice.
 */
export function credentialParameters<P extends { readonly param: ParameterObject }>(
  doc: OpenApiDocument,
  operation: OperationObject,
  params: readonly P[],
): Map<P, CredentialParameter> {
  const out = new Map<P, CredentialParameter>();
  const keys = apiKeysOf(doc, operation);
  if (keys.size === 0) return out;
  for (const located of params) {
    const { param } = located;
    if (param.in === 'path') continue;
    const scheme = keys.get(keyPlace(param.in, param.name));
    if (scheme !== undefined) out.set(located, { scheme, required: param.required === true });
  }
  return out;
}

/**
 * The operation's security alternatives with the schemes of required credential parameters in each: the document
 * says every call sends those keys, whichever alternative it meets (Trello's `[{api_key}, {api_token}]` with both
 * parameters required is one alternative of both). Alternatives that become the same are kept once.
 */
export function withRequiredKeys(alternatives: readonly string[][], required: readonly string[]): string[][] {
  if (required.length === 0) return [...alternatives];
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const names of alternatives) {
    const all = [...names, ...required.filter((name) => !names.includes(name))];
    const key = [...all].sort().join('\u0000');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(all);
  }
  return out;
}
