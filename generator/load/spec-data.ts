/**
 * A loaded spec: the plain data the load stage returns (load-spec.ts), and the
 * same with a locator that maps a JSON pointer in the root file back to its line, for the model's own checks.
 */
import { LineCounter, isMap, isNode, isScalar, isSeq, parseDocument } from 'yaml';
import type { OpenApiDocument } from '../model/openapi.js';

/** What loading a spec yields, as plain data. */
export interface SpecData {
  /** Spec path relative to the project root, with `/` separators. */
  readonly specPath: string;
  /** The bundled document: one object, `$ref`s point inside it. */
  readonly document: OpenApiDocument;
  /** Every file the spec is made of (root first, then `$ref`ed files sorted), relative to the root, with sha256. */
  readonly inputs: readonly { readonly path: string; readonly sha256: string }[];
  /** Lint warnings (not errors), already formatted; printed but they do not stop generation. */
  readonly warnings: readonly string[];
  /** The root file's text, for the locator. */
  readonly text: string;
}

export interface LoadedSpec extends Omit<SpecData, 'text'> {
  /** Line and column (1-based) of a JSON pointer in the root file, when it is there. */
  readonly locate: (pointer: readonly (string | number)[]) => { line: number; col: number } | undefined;
}

export function withLocator(data: SpecData): LoadedSpec {
  const { text, ...rest } = data;
  return { ...rest, locate: makeLocator(text) };
}

/**
 * The locator of a spec's text. The YAML parse with positions it needs is made on the first call, when the
 * model has an issue to report, so a spec without issues (every run that generates) is never parsed twice.
 */
export function makeLocator(text: string): LoadedSpec['locate'] {
  let parsed: { doc: ReturnType<typeof parseDocument>; lineCounter: LineCounter } | undefined;
  return (pointer) => {
    if (parsed === undefined) {
      const lineCounter = new LineCounter();
      parsed = { doc: parseDocument(text, { lineCounter, keepSourceTokens: false, uniqueKeys: false }), lineCounter };
    }
    return locateIn(parsed.doc, parsed.lineCounter, pointer);
  };
}

function locateIn(
  doc: ReturnType<typeof parseDocument>,
  lineCounter: LineCounter,
  pointer: readonly (string | number)[],
): { line: number; col: number } | undefined {
  const position = (offset: number) => {
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, col: pos.col };
  };
  // Point at the key of the addressed entry (where an editor jumps to); walk up to the closest existing
  // ancestor so an issue about a missing key still points near it.
  for (let depth = pointer.length; depth > 0; depth--) {
    const parent = doc.getIn(pointer.slice(0, depth - 1), true);
    const last = pointer[depth - 1];
    if (isMap(parent)) {
      const pair = parent.items.find((p) => isScalar(p.key) && String(p.key.value) === String(last));
      if (pair !== undefined && isNode(pair.key) && pair.key.range) return position(pair.key.range[0]);
    } else if (isSeq(parent) && typeof last === 'number') {
      const item = parent.items[last];
      if (isNode(item) && item.range) return position(item.range[0]);
    }
  }
  const root = doc.contents;
  return isNode(root) && root.range ? position(root.range[0]) : undefined;
}
