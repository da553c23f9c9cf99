/**
 * Where a node of a spec's text starts, by the segments of a JSON pointer: of the node, or of the closest ancestor
 * there is when the pointer goes further than the document, and of the key of the entry that holds it (-1 for an
 * item of a list, the root, or nothing to point at). Offsets into the text; yaml-events.ts and json-positions.ts
 * answer it for YAML and JSON texts, locate.ts turns it into lines and columns.
 */
export type FindNode = (segments: readonly string[]) => { readonly start: number; readonly key: number };

/**
 * The node a pointer's segments reach from `root`, or the closest ancestor there is: the walk stops at the first
 * segment `child` finds nothing for (no such key or item, or a node that has no children), as Redocly's locator
 * does.
 */
export function follow<N>(root: N, segments: readonly string[], child: (node: N, segment: string) => N | undefined): N {
  let at = root;
  for (const segment of segments) {
    const next = child(at, segment);
    if (next === undefined) break;
    at = next;
  }
  return at;
}
