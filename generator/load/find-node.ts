/**
 * Where a node of a spec's text starts, by the segments of a JSON pointer: of the node, or of the closest ancestor
 * there is when the pointer goes further than the document, and of the key of the entry that holds it (-1 for an
 * item of a list, the root, or nothing to point at). Offsets into the text; yaml-events.ts and json-positions.ts
 * answer it for YAML and JSON texts, locate.ts turns it into lines and columns.
 */
export type FindNode = (segments: readonly string[]) => { readonly start: number; readonly key: number };
