/** Whether a schema is bytes, one rule for request bodies, multipart parts and answers alike. */
import type { SchemaObject } from './openapi.js';

/**
 * A schema is binary data when it says `format: binary` (OpenAPI 3.0), or gives a `contentMediaType` without a
 * `contentEncoding` (3.1). Content with an encoding such as `base64` travels as text in a string (3.1, "Working
 * with Binary Data"), and so does `format: byte`: those are strings, not bytes.
 */
export function isBinarySchema(schema: SchemaObject | undefined): boolean {
  if (schema === undefined) return false;
  const s = schema as SchemaObject & { contentMediaType?: unknown; contentEncoding?: unknown };
  return s.format === 'binary' || (typeof s.contentMediaType === 'string' && s.contentEncoding === undefined);
}
