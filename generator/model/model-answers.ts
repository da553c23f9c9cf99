/**
 * Success answers by media type: JSON (and `+json`) parsed, text as a string, anything binary as a Blob. An answer
 * declared in several media types is read in the one the caller asks for with `Accept` (JSON the default), and an
 * operation with several 2xx answers resolves to the union of their bodies.
 */
import type { AnswerKindModel, AnswerMediaModel, OperationModel, ResponseModel, SuccessAnswerModel } from './model.js';
import {
  compositionParts,
  deref,
  hasType,
  schemaRefName,
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationObject,
  type SchemaObject,
} from './openapi.js';
import { specText } from '../text/spec-text.js';
import { baseMediaType, isJsonMediaType } from './media-types.js';
import { isBinarySchema } from './binary-schema.js';

/** Media types that are text whatever their schema says: `text/*` and XML. */
function isTextMediaType(base: string): boolean {
  return base.startsWith('text/') || base === 'application/xml' || base.endsWith('+xml');
}

/** Whether a schema describes structured data (an object or a list), which no byte string is. */
function isStructured(doc: OpenApiDocument, schema: SchemaObject, depth = 0): boolean {
  if (hasType(schema, 'object') || hasType(schema, 'array')) return true;
  if (schema.properties !== undefined || schema.items !== undefined) return true;
  if (depth > 8) return false;
  const parts = compositionParts(schema);
  return parts.length > 0 && parts.every((part) => isStructured(doc, deref(doc, part), depth + 1));
}

/**
 * How the client reads a media type: JSON ones parsed; `text/*` and XML as a string (a `format: binary` schema
 * makes them bytes); a wildcard with a schema that is not binary as JSON (what the peers do), and so is a vendor
 * type whose schema is an object or a list (`application/vnd.github.object`); anything else (octet-stream,
 * images, PDF, archives) as a Blob, so no byte is lost to a text decoder.
 */
export function answerKindOf(doc: OpenApiDocument, mediaType: string, media: MediaTypeObject): AnswerKindModel {
  const base = baseMediaType(mediaType);
  if (isJsonMediaType(base)) return 'json';
  const schema = media.schema === undefined ? undefined : deref(doc, media.schema);
  if (isBinarySchema(schema)) return 'binary';
  if (isTextMediaType(base)) return 'text';
  if (schema !== undefined && isStructured(doc, schema)) return 'json';
  if ((base === '*/*' || base === 'application/*') && media.schema !== undefined) return 'json';
  return 'binary';
}

/** The media types of a content map, the default first: the first JSON one, else the first declared. */
function mediaTypesOf(
  doc: OpenApiDocument,
  content: Readonly<Record<string, MediaTypeObject>>,
): { mediaType: string; media: MediaTypeObject; kind: AnswerKindModel }[] {
  const all = Object.entries(content).map(([mediaType, media]) => ({
    mediaType,
    media,
    kind: answerKindOf(doc, mediaType, media),
  }));
  const json = all.findIndex((m) => m.kind === 'json' && isJsonMediaType(m.mediaType));
  const first = json >= 0 ? json : all.findIndex((m) => m.kind === 'json');
  if (first <= 0) return all;
  return [all[first]!, ...all.filter((_, i) => i !== first)];
}

/**
 * The other 2xx answers an operation resolves to beside `status` (in status order), when its default media type
 * is JSON: each either has a body in that media type or none. An answer only in other media types is never
 * asked for (the request accepts the default), so it is not in the union.
 */
function successAnswers(
  doc: OpenApiDocument,
  operation: OperationObject,
  mediaType: string,
): SuccessAnswerModel[] | undefined {
  const statuses = Object.keys(operation.responses ?? {})
    .filter((s) => /^2\d\d$/.test(s))
    .sort();
  if (statuses.length < 2) return undefined;
  const answers: SuccessAnswerModel[] = [];
  for (const status of statuses) {
    const raw = operation.responses?.[status];
    if (raw === undefined) continue;
    const content = deref(doc, raw).content ?? {};
    const media = Object.hasOwn(content, mediaType) ? content[mediaType] : undefined;
    if (Object.keys(content).length === 0) answers.push({ status, empty: true, schemaName: undefined });
    else if (media !== undefined)
      answers.push({ status, empty: false, schemaName: specText(schemaRefName(media.schema)) });
  }
  return answers.length < 2 ? undefined : answers;
}

/** What a success answer that is no CSV report resolves to (model-body.ts `modelResponse` keeps the CSV ones). */
export function modelAnswer(
  doc: OpenApiDocument,
  operation: OperationObject,
  content: Readonly<Record<string, MediaTypeObject>> | undefined,
  common: Pick<ResponseModel, 'status' | 'description' | 'emptyWhen'>,
): ResponseModel {
  const media = mediaTypesOf(doc, content ?? {});
  const chosen = media[0];
  if (chosen === undefined) {
    return { ...common, kind: 'empty', mediaType: undefined, schemaName: undefined, csvColumns: undefined };
  }
  const accepts: AnswerMediaModel[] = media.map((m) => ({ mediaType: specText(m.mediaType), kind: m.kind }));
  const successes = chosen.kind === 'json' ? successAnswers(doc, operation, chosen.mediaType) : undefined;
  return {
    ...common,
    kind: chosen.kind,
    mediaType: specText(chosen.mediaType),
    schemaName: chosen.kind === 'json' ? specText(schemaRefName(chosen.media.schema)) : undefined,
    csvColumns: undefined,
    ...(accepts.length > 1 ? { accepts } : {}),
    ...(successes === undefined ? {} : { successStatuses: successes }),
  };
}

/**
 * Whether the answer is binary only, which the caller takes as a Blob or, with `parseAs: 'stream'`, as the body's
 * stream (runtime `BinaryAnswerOptions`): the method then has an overload for each.
 */
export function answerStreams(op: Pick<OperationModel, 'response' | 'raw'>): boolean {
  return op.response.kind === 'binary' && op.response.accepts === undefined && op.raw === undefined;
}
