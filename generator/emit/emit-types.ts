/**
 * schema.gen.ts: the request/response types of the whole spec, produced by openapi-typescript's transform
 * (`transformSchema` + `astToString`) and printed as openapi-typescript prints them (TypeScript's printer, four
 * spaces of indent). The client only refers to these types (`paths`, `components`, `operations`); it never
 * re-derives them.
 *
 * The transform is called on the document load-spec.ts already linted and bundled, not through `openapiTS()`,
 * whose own lint and bundle pass (an older Redocly copy) repeats that work and stops with a TypeError on names
 * such as `valueOf` or `hasOwnProperty`, which it looks up as plain object keys.
 */
import type { GlobalContext, OpenAPI3 } from 'openapi-typescript';
import type { ts as TypeScript } from 'ts-morph';
import { tsBanner } from './banner.js';
import { escapeComment, LINE_ENDS } from '../text/jsdoc.js';
import { astToString, resolveRef, scanDiscriminators, transformSchema, ts } from './libraries.js';
import type { ApiModel } from '../model/model.js';
import { plainReferences, repeatedIdsInPlace } from './types-document.js';

/** Spec strings openapi-typescript prints at the start of a comment line (as text, not as a tag). */
const LINE_START_KEYS = new Set(['description', 'summary', 'title', 'format']);

/**
 * openapi-typescript copies descriptions, titles, formats, defaults and examples into JSDoc. It breaks up `*\/`
 * but keeps `@` and U+2028/U+2029: the first would let spec text add JSDoc tags (`@deprecated`) to the types,
 * the second breaks comment layout. Strings it prints at the start of a line are escaped (jsdoc.ts
 * `escapeComment`) on a copy of the document first, so its own tags stay the only ones there; the rest of each
 * comment (defaults, examples) afterwards, in `escapeComments`. The copy keeps a `__proto__` key as a property.
 */
export function sanitizeDocStrings(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(sanitizeDocStrings);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const child = (value as Record<string, unknown>)[key];
    const sanitized =
      LINE_START_KEYS.has(key) && typeof child === 'string' ? escapeComment(child) : sanitizeDocStrings(child);
    if (key === '__proto__')
      Object.defineProperty(copy, key, { value: sanitized, enumerable: true, writable: true, configurable: true });
    else copy[key] = sanitized;
  }
  return copy;
}

/** The tags openapi-typescript itself writes, each at the start of one item of its comments. */
const OWN_TAG = /^(\s*\*? ?)(@(?:description|default|example|deprecated|constant|enum)\b)?(.*)$/;

/** Escapes a comment openapi-typescript wrote, line by line, keeping its own tags. */
function escapeCommentText(text: string): string {
  return text
    .split(LINE_ENDS)
    .map((line) => {
      const [, lead = '', tag = '', rest = line] = OWN_TAG.exec(line) ?? [];
      return `${lead}${tag}${escapeComment(rest)}`;
    })
    .join('\n');
}

function escapeComments(node: TypeScript.Node): void {
  const comments = ts.getSyntheticLeadingComments(node);
  if (comments !== undefined) {
    const escaped = comments.map((c) => ({ ...c, text: escapeCommentText(c.text) }));
    // Set only where the text changes: the comments stay as long as the syntax tree does.
    if (escaped.some((c, i) => c.text !== comments[i]?.text)) ts.setSyntheticLeadingComments(node, escaped);
  }
  ts.forEachChild(node, escapeComments);
}

/**
 * Whether any object in the document has a discriminator with a `propertyName`, the only ones
 * openapi-typescript's `scanDiscriminators` acts on. Without one its two walks over the whole document find
 * nothing and change nothing, so they are skipped.
 */
export function hasDiscriminator(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(hasDiscriminator);
  const discriminator = (value as { discriminator?: unknown }).discriminator;
  if (
    typeof discriminator === 'object' &&
    discriminator !== null &&
    (discriminator as { propertyName?: unknown }).propertyName
  )
    return true;
  for (const key in value) {
    if (Object.hasOwn(value, key) && hasDiscriminator((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

function transformContext(document: OpenAPI3, discriminated: boolean): GlobalContext {
  return {
    additionalProperties: false,
    alphabetize: false,
    arrayLength: false,
    // A `default` is what the service assumes when a field is left out, so it must stay optional in request
    // bodies (`test`, `encode`); openapi-typescript's default would make such fields required.
    defaultNonNullable: false,
    discriminators: discriminated ? scanDiscriminators(document, {}) : { objects: {}, refsHandled: [] },
    emptyObjectsUnknown: false,
    enum: false,
    enumValues: false,
    conditionalEnums: false,
    dedupeEnums: false,
    excludeDeprecated: false,
    exportType: false,
    immutable: false,
    injectFooter: [],
    pathParamsAsTypes: false,
    postTransform: undefined,
    propertiesRequiredByDefault: false,
    rootTypes: false,
    rootTypesNoSchemaPrefix: false,
    rootTypesKeepCasing: false,
    // Only openapiTS()'s own lint and bundle pass reads the Redocly config; the transform does not.
    redoc: undefined as unknown as GlobalContext['redoc'],
    silent: true,
    transform: undefined,
    transformProperty: undefined,
    makePathsEnum: false,
    generatePathParams: false,
    readWriteMarkers: false,
    resolve: <T>($ref: string) => resolveRef<T>(document, $ref, { silent: true }),
  };
}

export function emitTypes(model: Pick<ApiModel, 'specPath' | 'document'>): string {
  const document = sanitizeDocStrings(model.document) as OpenAPI3;
  const discriminated = hasDiscriminator(document);
  plainReferences(document, discriminated);
  repeatedIdsInPlace(document);
  const nodes = transformSchema(document, transformContext(document, discriminated));
  for (const node of nodes) escapeComments(node);
  return `${tsBanner(model.specPath)}\n\n${astToString(nodes)}`;
}
