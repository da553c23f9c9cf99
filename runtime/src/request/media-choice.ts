/**
 * Which of its body's media types a call sends: the one the caller picked (`CallOptions.requestMediaType`) or the
 * default. A body of one media type needs only `soleMediaType`, which every client has; a choice among several
 * (`chosenMediaType`) is part of the media writer (call/request-writers.ts). Either refuses a media type the body
 * is not declared in, naming those it is.
 */
import type { JsonBodyOperation, MediaBodyOperation, OperationDescriptor } from '../contract/operation.js';
import { RequestValidationError } from '../errors/call-errors.js';

function undeclared(operationId: string, known: readonly (string | undefined)[]): RequestValidationError {
  const names = known.map((m) => JSON.stringify(m)).join(', ');
  return new RequestValidationError(operationId, 'requestMediaType', `must be one of ${names}`);
}

/** For a body of one media type (no `requestMediaTypes`): undefined, or the refusal of any other the caller picks. */
export function soleMediaType(op: OperationDescriptor, mediaType: string | undefined): undefined {
  if (mediaType === undefined || !('requestMediaType' in op) || mediaType === op.requestMediaType) return undefined;
  throw undeclared(op.id, [op.requestMediaType]);
}

/**
 * The operation as it sends the media type the caller picked (`CallOptions.requestMediaType`), when that is not
 * the default: a JSON body or one of the others; a media type the body is not declared in is refused, naming those
 * it is.
 */
export function chosenMediaType(
  op: OperationDescriptor,
  mediaType: string | undefined,
): JsonBodyOperation | MediaBodyOperation | undefined {
  if (mediaType === undefined || !('requestMediaType' in op) || mediaType === op.requestMediaType) return undefined;
  const others = op.requestMediaTypes ?? {};
  const chosen = Object.hasOwn(others, mediaType) ? others[mediaType] : undefined;
  if (chosen === undefined) throw undeclared(op.id, [op.requestMediaType, ...Object.keys(others)]);
  const base = { ...op, requestMediaType: mediaType } as OperationDescriptor;
  if (chosen.bodyEncoding === 'json') return { ...base, kind: 'json-body' } as JsonBodyOperation;
  return {
    ...base,
    kind: 'media-body',
    bodyEncoding: chosen.bodyEncoding,
    ...(chosen.partEncodings === undefined ? {} : { partEncodings: chosen.partEncodings }),
  } as MediaBodyOperation;
}
