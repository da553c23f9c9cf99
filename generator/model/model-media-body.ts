/**
 * Request bodies by media type: which of a body's media types the client sends (JSON where there is one), how it
 * encodes it (runtime/src/request/media-body.ts: form, multipart, binary, text; JSON and CSV have their own), and
 * what of the schema the encoding needs: the `encoding` of form fields and multipart parts, and which top-level
 * properties are files (`format: binary`, or a `contentMediaType` without `contentEncoding`).
 */
import type { PartEncoding } from '../../runtime/src/contract/operation.js';
import type { RequestModel } from './model.js';
import {
  deref,
  hasType,
  objectShape,
  type MediaTypeObject,
  type OpenApiDocument,
  type SchemaObject,
} from './openapi.js';
import { specText, type SpecText } from '../text/spec-text.js';
import { baseMediaType, isJsonMediaType } from './media-types.js';
import { isBinarySchema } from './binary-schema.js';

export type BodyEncoding = RequestModel['kind'];

/** How a body of this media type is sent; undefined for one the client cannot write (XML). */
export function encodingOf(mediaType: string, schema: SchemaObject | undefined): BodyEncoding | undefined {
  const base = baseMediaType(mediaType);
  if (isJsonMediaType(mediaType)) return 'json';
  if (base === 'text/csv') return 'csv';
  if (base === 'application/x-www-form-urlencoded') return 'form';
  if (base === 'multipart/form-data') return 'multipart';
  if (base.startsWith('text/')) return isBinarySchema(schema) ? 'binary' : 'text';
  if (base.endsWith('/xml') || base.endsWith('+xml') || base.startsWith('multipart/')) return undefined;
  // Anything else is bytes: application/octet-stream, a PDF, a zip, images, `*/*`.
  return /^[a-z*][a-z0-9.+*-]*\/[a-z0-9.+*-]+$/.test(base) ? 'binary' : undefined;
}

/**
 * The media type the client sends among several: JSON where there is one (the default the peers share), else the
 * first the client can write, in document order; undefined when it can write none.
 */
export function pickRequestContent(
  doc: OpenApiDocument,
  content: Readonly<Record<string, MediaTypeObject>>,
): [string, MediaTypeObject] | undefined {
  const entries = Object.entries(content);
  const writable = (entry: [string, MediaTypeObject]) =>
    encodingOf(entry[0], entry[1].schema === undefined ? undefined : deref(doc, entry[1].schema)) !== undefined;
  return entries.find(([mediaType]) => isJsonMediaType(mediaType)) ?? entries.find(writable) ?? entries[0];
}

/** The `encoding` entries of a form or multipart body, by property name; empty when it has none. */
export function partEncodings(media: MediaTypeObject): { name: SpecText; encoding: PartEncoding }[] {
  const raw = (media as { encoding?: Readonly<Record<string, unknown>> }).encoding ?? {};
  const out: { name: SpecText; encoding: PartEncoding }[] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== 'object' || value === null) continue;
    const e = value as { contentType?: unknown; style?: unknown; explode?: unknown };
    const encoding: PartEncoding = {
      ...(typeof e.contentType === 'string' ? { contentType: e.contentType } : {}),
      ...(typeof e.style === 'string' ? { style: e.style } : {}),
      ...(typeof e.explode === 'boolean' ? { explode: e.explode } : {}),
    };
    if (Object.keys(encoding).length > 0) out.push({ name: specText(name), encoding });
  }
  return out;
}

/** The top-level properties of a multipart body that are files (or lists of files), which take a Blob or bytes. */
export function fileFields(
  doc: OpenApiDocument,
  schema: SchemaObject | undefined,
): { name: SpecText; list: boolean; required: boolean }[] {
  const shape = objectShape(doc, schema);
  const out: { name: SpecText; list: boolean; required: boolean }[] = [];
  for (const [name, raw] of shape.properties) {
    const prop = deref(doc, raw);
    const items = prop.items === undefined ? undefined : deref(doc, prop.items);
    const list = hasType(prop, 'array') && isBinarySchema(items);
    if (isBinarySchema(prop) || list) out.push({ name: specText(name), list, required: shape.required.has(name) });
  }
  return out;
}

/**
 * The body's other media types the caller may pick per call: those the client can write (not CSV) whose schema is
 * the chosen one's (the same `$ref`, or the same schema), so the method's one body type fits each.
 */
export function otherMediaTypes(
  doc: OpenApiDocument,
  content: Readonly<Record<string, MediaTypeObject>>,
  chosen: string,
): NonNullable<RequestModel['alternatives']> {
  const schemaText = (media: MediaTypeObject | undefined) => JSON.stringify(media?.schema ?? null);
  const same = schemaText(content[chosen]);
  const out: { mediaType: SpecText; kind: BodyEncoding; partEncodings?: ReturnType<typeof partEncodings> }[] = [];
  for (const [mediaType, media] of Object.entries(content)) {
    if (mediaType === chosen || schemaText(media) !== same) continue;
    const kind = encodingOf(mediaType, media.schema === undefined ? undefined : deref(doc, media.schema));
    if (kind === undefined || kind === 'csv') continue;
    const parts = kind === 'form' || kind === 'multipart' ? partEncodings(media) : [];
    out.push({ mediaType: specText(mediaType), kind, ...(parts.length > 0 ? { partEncodings: parts } : {}) });
  }
  return out;
}
