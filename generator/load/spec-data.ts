/**
 * A loaded spec: the data the load stage returns (load-spec.ts), and the same with a locator that maps a JSON
 * pointer in the root file back to its line, for the model's own checks.
 */
import type { Source } from '@redocly/openapi-core';
import type { OpenApiDocument } from '../model/openapi.js';
import { locate } from './locate.js';

/** What loading a spec yields. */
export interface SpecData {
  /** Spec path relative to the project root, with `/` separators. */
  readonly specPath: string;
  /** The bundled document: one object, `$ref`s point inside it. */
  readonly document: OpenApiDocument;
  /** Every file the spec is made of (root first, then `$ref`ed files sorted), relative to the root, with sha256. */
  readonly inputs: readonly { readonly path: string; readonly sha256: string }[];
  /** Lint warnings (not errors), already formatted; printed but they do not stop generation. */
  readonly warnings: readonly string[];
  /** The root file as the linter read it, for the locator. */
  readonly source: Source;
}

export interface LoadedSpec extends Omit<SpecData, 'source'> {
  /** Line and column (1-based) of a JSON pointer in the root file, when it is there. */
  readonly locate: (pointer: readonly (string | number)[]) => { line: number; col: number } | undefined;
}

export function withLocator(data: SpecData): LoadedSpec {
  const { source, ...rest } = data;
  return { ...rest, locate: makeLocator(source) };
}

/**
 * The locator of a file (locate.ts): it points at the key of the addressed entry (where an editor jumps to),
 * or at the closest ancestor there is, so an issue about a missing key still points near it.
 */
export function makeLocator(source: Source): LoadedSpec['locate'] {
  return (pointer) => locate(source, pointer, true);
}
