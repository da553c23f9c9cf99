/**
 * Request bodies that are not JSON, written as their media type says, once per call:
 * - `form`: `application/x-www-form-urlencoded`, each property written as a query parameter of its encoding's
 *   style (form exploded by default: a list as `tag=a&tag=b`; deepObject nests, a list as `expand[0]=tax`), through
 *   the same writer as query values;
 * - `multipart`: a FormData (fetch writes the boundary). A Blob or bytes become a file part, a list one part per
 *   item, an object or a part whose encoding names a JSON content type a JSON part, other values text parts;
 * - `binary`: a Blob, bytes or a ReadableStream sent as they are (a stream only once: it is never retried);
 * - `text`: a string.
 * A value the body cannot carry is a `RequestValidationError` naming where it sits.
 */
import type { MediaBodyOperation, PartEncoding } from '../contract/operation.js';
import { RequestValidationError } from '../errors/call-errors.js';
import { serializeJson } from './json-body.js';
import { scalarText, styledQueryPart } from './param-style.js';

/** A body made ready: what every attempt sends, its headers, and whether it can be sent again. */
export interface WrittenMediaBody {
  readonly body: RequestInit['body'] | undefined;
  readonly headers: Readonly<Record<string, string>>;
  /** False for a stream, which can be read once. */
  readonly replayable: boolean;
  readonly streaming: boolean;
}

function isBytes(value: unknown): value is Uint8Array | ArrayBuffer {
  return value instanceof Uint8Array || value instanceof ArrayBuffer;
}

function isStream(value: unknown): value is ReadableStream<Uint8Array> {
  return typeof ReadableStream !== 'undefined' && value instanceof ReadableStream;
}

function properties(op: MediaBodyOperation, body: unknown): [string, unknown][] {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || isBytes(body) || body instanceof Blob)
    throw new RequestValidationError(op.id, 'the body', 'must be an object of the fields to send');
  return Object.entries(body).filter(([, value]) => value !== undefined && value !== null);
}

function encodingOf(op: MediaBodyOperation, name: string): PartEncoding | undefined {
  const parts = op.partEncodings;
  return parts !== undefined && Object.hasOwn(parts, name) ? parts[name] : undefined;
}

function formBody(op: MediaBodyOperation, body: unknown): string {
  const pairs: string[] = [];
  for (const [name, value] of properties(op, body)) {
    const encoding = encodingOf(op, name);
    const style = {
      in: 'query' as const,
      ...(encoding?.style === undefined ? {} : { style: encoding.style }),
      ...(encoding?.explode === undefined ? {} : { explode: encoding.explode }),
    };
    const part = styledQueryPart(op.id, name, value, style);
    if (part !== '') pairs.push(part);
  }
  return pairs.join('&');
}

const isJsonType = (type: string | undefined): boolean =>
  type !== undefined && /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);

/** One multipart value: a file part (Blob, bytes), a JSON part, or text. */
function partValue(op: MediaBodyOperation, field: string, value: unknown, type: string | undefined): string | Blob {
  if (value instanceof Blob) return value;
  if (isBytes(value)) return new Blob([value as BlobPart], { type: type ?? 'application/octet-stream' });
  if (isJsonType(type) || (typeof value === 'object' && !(value instanceof Date)))
    return new Blob([serializeJson(value, op.id)], { type: type ?? 'application/json' });
  const text = scalarText(op.id, field, value);
  return type === undefined || type.startsWith('text/plain') ? text : new Blob([text], { type });
}

function multipartBody(op: MediaBodyOperation, body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of properties(op, body)) {
    const type = encodingOf(op, name)?.contentType;
    const items: [string, unknown][] = Array.isArray(value)
      ? value.map((item: unknown, i) => [`${name}[${i}]`, item])
      : [[name, value]];
    for (const [field, item] of items) {
      if (item === undefined || item === null) continue;
      const part = partValue(op, field, item, type);
      // A file part without a name of its own gets the field's, as browsers' forms send it.
      if (typeof part === 'string') form.append(name, part);
      else form.append(name, part, part instanceof File ? part.name : name);
    }
  }
  return form;
}

/** The body of a call of an operation with a non-JSON body, ready to send. */
export function mediaBody(op: MediaBodyOperation, body: unknown): WrittenMediaBody {
  const contentType = { 'Content-Type': op.requestMediaType };
  if (body === undefined) return { body: undefined, headers: {}, replayable: true, streaming: false };
  switch (op.bodyEncoding) {
    case 'form':
      return { body: formBody(op, body), headers: contentType, replayable: true, streaming: false };
    case 'multipart':
      // fetch writes Content-Type itself, with the boundary it chose.
      return { body: multipartBody(op, body), headers: {}, replayable: true, streaming: false };
    case 'text':
      if (typeof body !== 'string') throw new RequestValidationError(op.id, 'the body', 'must be a string');
      return { body, headers: contentType, replayable: true, streaming: false };
    case 'binary': {
      // A wildcard media type (`*/*`, `image/*`) says nothing to send: the Blob's own type, else bytes.
      const type = op.requestMediaType.includes('*')
        ? body instanceof Blob && body.type !== ''
          ? body.type
          : 'application/octet-stream'
        : op.requestMediaType;
      const headers = { 'Content-Type': type };
      if (isStream(body)) return { body, headers, replayable: false, streaming: true };
      if (body instanceof Blob || isBytes(body))
        return { body: body as RequestInit['body'], headers, replayable: true, streaming: false };
      throw new RequestValidationError(op.id, 'the body', 'must be a Blob, a Uint8Array, an ArrayBuffer or a stream');
    }
  }
}
