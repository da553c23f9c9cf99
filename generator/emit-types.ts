/**
 * schema.gen.ts: the request/response types of the whole spec, produced by openapi-typescript through its Node
 * API (openapiTS + astToString), then formatted like every other generated file. The client only refers to
 * these types (`paths`, `components`, `operations`); it never re-derives them.
 */
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import type { Project } from 'ts-morph';
import { tsBanner } from './banner.js';
import { formatTypeScript } from './format.js';
import type { ApiModel } from './model.js';

const DOC_KEYS = new Set(['description', 'summary', 'title']);

/**
 * openapi-typescript copies descriptions into JSDoc and already breaks up `*\/`, but it keeps U+2028/U+2029
 * and lines starting with `@` as they are; the first breaks comment layout, the second would let spec text add
 * JSDoc tags (`@deprecated`) to the types. Those strings are normalised on a copy of the document first.
 */
export function sanitizeDocStrings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sanitizeDocStrings);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] =
      DOC_KEYS.has(key) && typeof child === 'string'
        ? child.replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n').replace(/^(\s*)@/gm, '$1\\@')
        : sanitizeDocStrings(child);
  }
  return out;
}

export async function emitTypes(model: ApiModel, project: Project): Promise<string> {
  // The spec was linted already with the repository rules; openapi-typescript bundles again with its own
  // (older) Redocly copy, whose config objects are not interchangeable with ours, so it gets the document only.
  const ast = await openapiTS(sanitizeDocStrings(model.document) as OpenAPI3, {
    silent: true,
    alphabetize: false,
    exportType: false,
    immutable: false,
    // A `default` is what the service assumes when a field is left out, so it must stay optional in request
    // bodies (`test`, `encode`); openapi-typescript's default would make such fields required.
    defaultNonNullable: false,
  });
  const text = `${tsBanner(model.specPath)}\n\n${astToString(ast)}`;
  return formatTypeScript(project, `${model.pkg.name}-schema.gen.ts`, text);
}
