/**
 * The request of an operation in its raw form (the client cannot call it type-safely): the caller gives query,
 * body and headers as the service expects them. A body is sent as fetch sends it when fetch knows the form (a
 * string, bytes, a Blob, FormData, URLSearchParams, a stream is refused: it could not be sent again on a retry),
 * any other value as JSON; `contentType` overrides the media type.
 */
import { RequestValidationError } from '../errors/call-errors.js';
import type { RawRequest } from '../contract/operation.js';
import { serializeJson } from './json-body.js';

export interface RawBody {
  readonly body: RequestInit['body'] | undefined;
  readonly headers: Readonly<Record<string, string>>;
}

/** Forms fetch sends as they are, setting their own Content-Type where they have one. */
function isFetchBody(body: unknown): boolean {
  return (
    typeof body === 'string' ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    body instanceof FormData ||
    body instanceof URLSearchParams
  );
}

export function rawBody(operationId: string, raw: RawRequest | undefined): RawBody {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw?.headers ?? {})) {
    if (name.toLowerCase() === 'authorization') continue;
    headers[name] = value;
  }
  const body = raw?.body;
  if (body === undefined) return { body: undefined, headers };
  if (body instanceof ReadableStream) {
    throw new RequestValidationError(
      operationId,
      'init.body',
      'must be sendable again (a Blob or bytes, not a stream)',
    );
  }
  if (isFetchBody(body)) {
    if (raw?.contentType !== undefined) headers['Content-Type'] = raw.contentType;
    return { body: body as RequestInit['body'], headers };
  }
  headers['Content-Type'] = raw?.contentType ?? 'application/json';
  return { body: serializeJson(body, operationId), headers };
}
