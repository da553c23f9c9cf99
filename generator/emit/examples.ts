/**
 * Example values for docs: the spec's own examples when it has them (media type `example`/`examples`,
 * parameter examples), else a small value built from the schema (required properties, first enum value,
 * declared example or default), printed as a TypeScript literal.
 */
import { objectKey, tsString } from '../text/literals.js';
import { deref, hasType, objectShape, type Json, type OpenApiDocument, type SchemaObject } from '../model/openapi.js';

/** A value for a schema with no example: enough to show the shape, never a claim about real data. */
export function sampleFromSchema(doc: OpenApiDocument, schema: SchemaObject | undefined, depth = 0): Json {
  if (schema === undefined || depth > 6) return null;
  const s = deref(doc, schema);
  if (s.example !== undefined) return s.example;
  if (s.examples?.[0] !== undefined) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.enum?.[0] !== undefined) return s.enum[0];
  if (hasType(s, 'array')) return [sampleFromSchema(doc, s.items, depth + 1)];
  if (hasType(s, 'object') || s.properties !== undefined || s.allOf !== undefined) {
    const shape = objectShape(doc, s);
    // fromEntries defines properties, so a property named `__proto__` stays one (an assignment would not).
    return Object.fromEntries(
      [...shape.properties]
        .filter(([name]) => shape.required.has(name))
        .map(([name, prop]) => [name, sampleFromSchema(doc, prop, depth + 1)]),
    );
  }
  if (hasType(s, 'integer') || hasType(s, 'number')) return 1;
  if (hasType(s, 'boolean')) return true;
  if (hasType(s, 'string')) return s.format === 'date-time' ? '2024-01-01T00:00:00+09:00' : 'string';
  return null;
}

/** Prints a JSON value as a TypeScript literal, 2-space indented, single quotes, bare keys where possible. */
export function tsValue(value: Json, indent = ''): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return JSON.stringify(value);
  if (typeof value === 'string') return tsString(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${tsValue(v, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${objectKey(k)}: ${tsValue(v, inner)},`).join('\n')}\n${indent}}`;
}
