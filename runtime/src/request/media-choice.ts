/**
 * Which of its body's media types a call sends: the one the caller picked (`CallOptions.requestMediaType`) or the
 * default. Apart from media-body.ts, which writes the bodies that are not JSON, so that every client refuses a
 * media type its body is not declared in while only those with such bodies carry their writer.
 */
import type { JsonBodyOperation, MediaBodyOperation, OperationDescriptor } from '../contract/operation.js';
import { RequestValidationError } from '../errors/call-errors.js';

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
  if (chosen === undefined) {
    const known = [op.requestMediaType, ...Object.keys(others)].map((m) => JSON.stringify(m)).join(', ');
    throw new RequestValidationError(op.id, 'requestMediaType', `must be one of ${known}`);
  }
  const base = { ...op, requestMediaType: mediaType } as OperationDescriptor;
  if (chosen.bodyEncoding === 'json') return { ...base, kind: 'json-body' } as JsonBodyOperation;
  return {
    ...base,
    kind: 'media-body',
    bodyEncoding: chosen.bodyEncoding,
    ...(chosen.partEncodings === undefined ? {} : { partEncodings: chosen.partEncodings }),
  } as MediaBodyOperation;
}
