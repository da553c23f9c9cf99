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

export async function emitTypes(model: ApiModel, project: Project): Promise<string> {
  // The spec was linted already with the repository rules; openapi-typescript bundles again with its own
  // (older) Redocly copy, whose config objects are not interchangeable with ours, so it gets the document only.
  const ast = await openapiTS(structuredClone(model.document) as unknown as OpenAPI3, {
    silent: true,
    alphabetize: false,
    exportType: false,
    immutable: false,
    defaultNonNullable: true,
  });
  const text = `${tsBanner(model.specPath)}\n\n${astToString(ast)}`;
  return formatTypeScript(project, `${model.pkg.name}-schema.gen.ts`, text);
}
