/**
 * Line and column of a JSON pointer in a spec's text, for every message that names a place: the linter's problems
 * and the model's issues. A source read with its positions (a YAML spec, yaml-events.ts) keeps them; any other
 * text (a JSON spec, which JSON.parse read, or an input file) is indexed on the first position asked of it, as
 * JSON (json-positions.ts) or else as YAML. Answers are those of Redocly's locator, which would parse the text
 * once more with a parser of its own.
 */
import { type Source, unescapePointerFragment } from '@redocly/openapi-core';
import type { FindNode } from './find-node.js';
import { jsonPositions } from './json-positions.js';
import { yamlPositions } from './yaml-events.js';

interface Positions {
  readonly find: FindNode;
  /** Offsets where each line starts, once a line is asked for. */
  lineStarts?: number[];
}

const bySource = new WeakMap<Source, Positions>();

/** Keeps the positions a source was read with, for `locate`. */
export function rememberPositions(source: Source, find: FindNode): void {
  bySource.set(source, { find });
}

function positionsOf(source: Source): Positions {
  let positions = bySource.get(source);
  if (positions === undefined) {
    positions = { find: jsonPositions(source.body) ?? yamlPositions(source.body, source.absoluteRef) };
    bySource.set(source, positions);
  }
  return positions;
}

/** The segments of a JSON pointer without its `#/`, unescaped (`paths/~1a/get` is `/a`, `get`). */
export function pointerSegments(pointer: string): string[] {
  return pointer.split('/').map(unescapePointerFragment).filter(Boolean);
}

/**
 * Line and column (1-based) of the node at a JSON pointer (`#/paths/~1a/get`, as Redocly writes them, or its
 * segments) in a source: with `reportOnKey`, of the key of the entry that holds it (where an editor jumps to);
 * the closest ancestor there is when the pointer goes further than the document. Line 1, column 1 when nothing
 * is there to point at, as Redocly's locator answers.
 */
export function locate(
  source: Source,
  pointer: string | readonly (string | number)[],
  reportOnKey: boolean,
): { line: number; col: number } {
  const segments = typeof pointer === 'string' ? pointerSegments(pointer.replace(/^#\/?/, '')) : pointer.map(String);
  const positions = positionsOf(source);
  const { start, key } = positions.find(segments);
  const offset = reportOnKey && key >= 0 ? key : start;
  if (offset < 0) return { line: 1, col: 1 };
  if (positions.lineStarts === undefined) {
    const lineStarts = [0];
    for (let at = source.body.indexOf('\n'); at !== -1; at = source.body.indexOf('\n', at + 1)) lineStarts.push(at + 1);
    positions.lineStarts = lineStarts;
  }
  const lineStarts = positions.lineStarts;
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((lineStarts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, col: offset - (lineStarts[low] ?? 0) + 1 };
}
