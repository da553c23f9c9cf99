/**
 * The parameter and body schemas of commands.gen.ts, written with their `$ref`s resolved (code.ts `json` writes
 * them), since the command line and the MCP server read them without the document.
 */
import { deref, type OpenApiDocument } from '../model/openapi.js';

/** Keys of a schema that only document it; the command line does not need them, so they are left out. */
const DROPPED = new Set(['example', 'examples', 'externalDocs', 'xml', 'deprecated']);

/** The schema with every local `$ref` resolved; a reference to a schema being resolved (a cycle) becomes `{}`. */
export function resolvedSchema(doc: OpenApiDocument, schema: unknown, open: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(schema)) return schema.map((item) => resolvedSchema(doc, item, open));
  if (typeof schema !== 'object' || schema === null) return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    if (open.has(ref)) return {};
    return resolvedSchema(doc, deref(doc, schema as { $ref: string }), new Set([...open, ref]));
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key) || key.startsWith('x-')) continue;
    // `properties` maps names to schemas: its keys are names, not schema keywords.
    out[key] =
      key === 'properties' && typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([name, v]) => [name, resolvedSchema(doc, v, open)]))
        : resolvedSchema(doc, value, open);
  }
  return out;
}
