/**
 * How a call reads its success answer: JSON parsed, text as a string, bytes as a Blob or, when the caller asks
 * (`BinaryAnswerOptions.parseAs`), as the body's stream. An answer the spec gives in several media types is asked
 * for with `Accept` (the caller's `accept`, else the descriptor's first) and read by the media type the service
 * says it sent. The attempt reads the body with openapi-fetch's `parseAs` names (`text`, `blob`, `stream`), so
 * nothing decodes it twice.
 */
import type { AnswerKind, BinaryAnswerOptions, CallOptions, OperationDescriptor } from '../contract/operation.js';
import { NetworkError, RequestValidationError } from '../errors/call-errors.js';

/** What one call asks for and how its attempts read the body. */
export interface AnswerRead {
  readonly kind: AnswerKind;
  /** The `Accept` header, for an answer of several media types. */
  readonly accept: string | undefined;
  readonly parseAs: 'text' | 'blob' | 'stream';
}

const JSON_READ: AnswerRead = Object.freeze({ kind: 'json', accept: undefined, parseAs: 'text' });
/** A raw operation's answer is read as bytes, then by the media type it comes in (`kindOfMediaType`). */
const RAW_READ: AnswerRead = Object.freeze({ kind: 'binary', accept: undefined, parseAs: 'blob' });

/** The media type without parameters, lower case. */
function baseOf(mediaType: string): string {
  return (mediaType.split(';')[0] ?? '').trim().toLowerCase();
}

/** How a call of `op` reads its answer; an `accept` or `parseAs` the answer does not take is refused before sending. */
export function answerRead(op: OperationDescriptor, options: CallOptions<object>): AnswerRead {
  const read = chosenRead(op, options);
  const parseAs = (options as BinaryAnswerOptions).parseAs;
  if (parseAs === undefined) return read;
  if (parseAs !== 'blob' && parseAs !== 'stream') {
    throw new RequestValidationError(op.id, 'parseAs', `must be 'blob' or 'stream', not ${JSON.stringify(parseAs)}`);
  }
  if (read.kind !== 'binary') throw parseAsRefused(op, read.kind);
  return parseAs === 'stream' ? { ...read, parseAs: 'stream' } : read;
}

/**
 * How a call reads its answer in a runtime without the `answers` reader (request-writers.ts), whose descriptors
 * answer JSON or nothing: a `parseAs` is refused as `answerRead` refuses it for such an answer.
 */
export function jsonRead(op: OperationDescriptor, options: CallOptions<object>): AnswerRead {
  if ((options as BinaryAnswerOptions).parseAs !== undefined) throw parseAsRefused(op, 'json');
  return JSON_READ;
}

/** The refusal of a `parseAs` given for an answer that is not binary. */
function parseAsRefused(op: OperationDescriptor, kind: AnswerKind): RequestValidationError {
  return new RequestValidationError(op.id, 'parseAs', `applies to binary answers only; this one is ${kind}`);
}

/** The answer's kind, `Accept` and body read, before the caller's `parseAs`. */
function chosenRead(op: OperationDescriptor, options: CallOptions<object>): AnswerRead {
  if (op.kind === 'csv-report') return JSON_READ;
  if (op.raw === true) return RAW_READ;
  const answers = op.answers;
  if (answers === undefined) {
    if (op.response === 'json' || op.response === 'empty') return JSON_READ;
    return { kind: op.response, accept: undefined, parseAs: op.response === 'binary' ? 'blob' : 'text' };
  }
  const accept = options.accept ?? Object.keys(answers)[0] ?? '';
  const kind = Object.hasOwn(answers, accept) ? answers[accept] : undefined;
  if (kind === undefined) {
    const known = Object.keys(answers).join(', ');
    throw new RequestValidationError(op.id, 'accept', `must be one of the answer's media types (${known})`);
  }
  // Asked for text or JSON, the answer may still come as another declared media type: bytes keep every case.
  return { kind, accept, parseAs: 'blob' };
}

/** An empty body is undefined, whatever the content type says. */
export function parseJsonBody(op: OperationDescriptor, text: unknown): unknown {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  try {
    return op.json === undefined ? (JSON.parse(text) as unknown) : op.json.parse(text);
  } catch (error) {
    if (op.kind !== 'csv-report' && op.response === 'empty') return undefined;
    // A cut-off JSON body is a transfer failure, retried like other network errors.
    throw new NetworkError(op.id, error);
  }
}

/** How an answer in a media type no spec describes is read: JSON and `+json` parsed, text as text, else bytes. */
export function kindOfMediaType(contentType: string | null): Exclude<AnswerKind, 'empty'> {
  const base = baseOf(contentType ?? '');
  if (base === 'application/json' || base.endsWith('+json')) return 'json';
  if (base.startsWith('text/') || base === 'application/xml' || base.endsWith('+xml')) return 'text';
  return 'binary';
}

/** The kind of the media type the service says it sent, when it is one the answer declares. */
function sentKind(op: OperationDescriptor, contentType: string | null): Exclude<AnswerKind, 'empty'> | undefined {
  if (op.raw === true) return kindOfMediaType(contentType);
  const answers = op.answers;
  if (answers === undefined || contentType === null) return undefined;
  const base = baseOf(contentType);
  const found = Object.keys(answers).find((mediaType) => baseOf(mediaType) === base);
  return found === undefined ? undefined : answers[found];
}

/** The success body as the call resolves to it; `data` is what the attempt read (undefined for a 204). */
export async function decodeAnswer(
  op: OperationDescriptor,
  read: AnswerRead,
  data: unknown,
  contentType: string | null,
): Promise<unknown> {
  if (data === undefined) return undefined;
  const kind = sentKind(op, contentType) ?? read.kind;
  if (kind === 'binary' || (read.parseAs === 'stream' && op.raw === true)) {
    return data instanceof Blob || data instanceof ReadableStream ? data : new Blob([String(data)]);
  }
  // A stream asked for bytes that came as another declared media type (JSON, text) is read after all.
  const text = data instanceof Blob || data instanceof ReadableStream ? await new Response(data).text() : data;
  if (kind === 'text') return text;
  return parseJsonBody(op, text);
}
