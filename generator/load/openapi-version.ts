/**
 * The documents the generator reads: OpenAPI 3.0, 3.1 and 3.2. Redocly lints more kinds (OpenAPI 2, AsyncAPI,
 * Arazzo...), which would then reach a model that reads only OpenAPI 3: such a document, or one of no kind at all
 * (empty, or without an `openapi` key), stops generation at once, before its lint, with the key that says what it
 * is.
 */
import { detectSpec, type Source } from '@redocly/openapi-core';
import type { SpecIssue } from '../model/errors.js';
import { locate } from './locate.js';

/** What each kind of document Redocly knows is called, and the key that names its version. */
const OTHER_KINDS: Readonly<Record<string, { readonly name: string; readonly key: string }>> = {
  oas2: { name: 'an OpenAPI 2.0 (Swagger) document', key: 'swagger' },
  async2: { name: 'an AsyncAPI document', key: 'asyncapi' },
  async3: { name: 'an AsyncAPI document', key: 'asyncapi' },
  arazzo1: { name: 'an Arazzo document', key: 'arazzo' },
  arazzo1_1: { name: 'an Arazzo document', key: 'arazzo' },
  overlay1: { name: 'an OpenAPI Overlay', key: 'overlay' },
  openrpc1: { name: 'an OpenRPC document', key: 'openrpc' },
};

const READS = 'the generator reads OpenAPI 3.0, 3.1 and 3.2 documents';

/** Why a document is of no kind Redocly knows, in words of its own for an empty one or one that is no mapping. */
function noKind(parsed: unknown, error: unknown): string {
  if (parsed === undefined || parsed === null) return 'the document is empty';
  if (typeof parsed !== 'object' || Array.isArray(parsed)) return 'the document is not a mapping of keys';
  if (!('openapi' in parsed)) return 'it has no `openapi` key giving its version';
  return error instanceof Error ? error.message : String(error);
}

/** The issue of a document that is not OpenAPI 3, located at the key that says what it is; or none. */
export function notOpenApi3(parsed: unknown, source: Source, specPath: string): SpecIssue | undefined {
  const issue = { spec: specPath, rule: 'sdk/openapi-version' };
  let kind: string;
  try {
    kind = detectSpec(parsed);
  } catch (error) {
    const located = typeof parsed === 'object' && parsed !== null && 'openapi' in parsed;
    return {
      ...issue,
      message: `not an OpenAPI document: ${noKind(parsed, error)}; ${READS}`,
      ...(located ? locate(source, ['openapi'], true) : {}),
    };
  }
  const other = OTHER_KINDS[kind];
  if (kind.startsWith('oas3') || other === undefined) return undefined;
  const convert = kind === 'oas2' ? ': convert it to OpenAPI 3 first (`npx swagger2openapi` does)' : '';
  return { ...issue, message: `this is ${other.name}; ${READS}${convert}`, ...locate(source, [other.key], true) };
}
