/**
 * openapi-typescript prints an operation that has an operationId as a member of its `operations` interface, keyed
 * by the id with every `#` made `/`, and one without an id in place, under `paths`. Two operations of one key (a
 * repeated operationId, or a path item that is a `$ref` to another) would be two members of one name: a
 * `schema.gen.ts` that does not compile. The first operation of a key in document order keeps it; every later one
 * is typed in place: its id is taken off the copy openapi-typescript transforms (emit/types-document.ts), and the
 * client looks its type up under `paths` (emit/client-types.ts).
 */
import { deref, HTTP_METHODS, type OpenApiDocument } from './openapi.js';

/** The key openapi-typescript prints an operationId under. */
export function operationTypeKey(id: string): string {
  return id.replace(/#/g, '/');
}

/** `path method` of every operation whose operationId's key an earlier operation has, in document order. */
export function repeatedOperationIds(doc: OpenApiDocument): Set<string> {
  const keys = new Set<string>();
  const repeated = new Set<string>();
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = deref(doc, (rawItem ?? {}) as { $ref?: string }) as Record<string, unknown>;
    for (const method of Object.keys(item)) {
      if (!(HTTP_METHODS as readonly string[]).includes(method)) continue;
      const id = (item[method] as { operationId?: unknown } | undefined)?.operationId;
      if (typeof id !== 'string' || id === '') continue;
      const key = operationTypeKey(id);
      if (keys.has(key)) repeated.add(`${path} ${method}`);
      keys.add(key);
    }
  }
  return repeated;
}
