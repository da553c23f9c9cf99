/**
 * The document's security schemes as the runtime meets them (runtime/src/auth/security-schemes.ts): OAuth2,
 * openIdConnect and HTTP bearer by a token from the token provider; HTTP basic and API keys (in a header, the
 * query or a cookie) by the client's `security` option. Descriptors name them only when the document has a basic
 * or API-key scheme, so documents with tokens alone generate as before.
 */
import type { SecurityScheme } from '../../runtime/src/contract/operation.js';
import { deref, type OpenApiDocument } from './openapi.js';

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
