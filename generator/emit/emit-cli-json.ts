/**
 * JSON from a spec (parameter and body schemas) as a TypeScript value for commands.gen.ts: every string a string
 * literal and every key a property key as code.ts writes them, so no spec text can leave its literal. Schemas are
 * written with their `$ref`s resolved, since the command line and the MCP server read them without the document.
 */
import { deref, type OpenApiDocument } from '../model/openapi.js';
import { array, bool, type Expression, nullValue, num, object, str } from './code.js';

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

/** A JSON value as a TypeScript value, on one line. */
export function jsonExpression(value: unknown): Expression {
  if (value === null) return nullValue();
  if (typeof value === 'string') return str(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${String(value)}`);
    return num(value);
  }
  if (typeof value === 'boolean') return bool(value);
  if (Array.isArray(value)) return array(value.map(jsonExpression));
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return object(entries.map(([k, v]) => [k, jsonExpression(v)] as const));
  }
  throw new Error(`not JSON: ${typeof value}`);
}
