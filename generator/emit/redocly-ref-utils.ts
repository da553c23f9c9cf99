/**
 * What openapi-typescript's transform imports from its own copy of Redocly (1.x, `lib/ref-utils.js`), made of the
 * Redocly the generator runs on: build.mjs resolves that import here. Loading Redocly 1 for these two functions
 * loaded 45 of its modules on every run. They do what Redocly 1's do: `escapePointer` escapes one segment of a JSON
 * pointer, `parseRef` splits a reference into its document (null for this one) and the segments of its pointer.
 */
import { escapePointerFragment } from '@redocly/openapi-core';
import { pointerSegments } from '../load/locate.js';

export { escapePointerFragment as escapePointer };

export function parseRef(ref: string): { uri: string | null; pointer: string[] } {
  const [uri = '', pointer = ''] = ref.split('#/');
  return { uri: (uri.endsWith('#') ? uri.slice(0, -1) : uri) || null, pointer: pointerSegments(pointer) };
}
