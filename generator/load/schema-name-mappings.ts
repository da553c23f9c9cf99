/**
 * OpenAPI lets a discriminator's `mapping` name a schema of the document's components (`dog` for
 * `#/components/schemas/dog`). Redocly's bundler reads such a name as a name, but its `no-unresolved-refs` rule
 * reads every mapping value as a reference, and so reports a valid document as unresolvable. A problem of that rule
 * at a mapping value of the root document that is a plain name (not a reference by Redocly's own `isMappingRef`)
 * of one of its schemas is therefore no problem; a name of no schema still is one.
 */
import { isMappingRef, type NormalizedProblem } from '@redocly/openapi-core';
import { resolveLocalRef } from '../model/model-document.js';
import { isObject, type OpenApiDocument } from '../model/openapi.js';

/** The value at a local pointer of the document, or undefined. */
function valueAt(document: unknown, pointer: string): unknown {
  const found = resolveLocalRef(document as OpenApiDocument, pointer);
  return 'problem' in found ? undefined : found.value;
}

/** Whether a linter problem is the report of a mapping value that names a schema of the root document. */
export function isSchemaNameMapping(
  problem: NormalizedProblem,
  root: { absoluteRef: string; parsed: unknown },
): boolean {
  const at = problem.location[0];
  if (problem.ruleId !== 'no-unresolved-refs' || at?.pointer === undefined) return false;
  if (at.source.absoluteRef !== root.absoluteRef) return false;
  if (!/\/discriminator\/mapping\/[^/]+$/.test(at.pointer)) return false;
  const name = valueAt(root.parsed, at.pointer);
  if (typeof name !== 'string' || isMappingRef(name)) return false;
  const schemas = valueAt(root.parsed, '#/components/schemas');
  return isObject(schemas) && Object.hasOwn(schemas, name);
}
