/**
 * Checks of the whole bundled document before anything is modelled, so that no later step meets input it
 * cannot handle and stops with a stack trace instead of a spec location:
 *
 * - every string (key or value) is well-formed Unicode: a lone surrogate has no UTF-8 encoding, so it can be
 *   neither written into a file nor sent in a request;
 * - every number is finite: YAML's `.inf` and `.nan` are no JSON values (an OpenAPI document is JSON data),
 *   and TypeScript has no literal type for them;
 * - every `$ref` is a local JSON pointer that resolves (percent escapes included) without a loop;
 * - no schema is part of its own `allOf`, which no value could satisfy and no type can express.
 */
import type { IssueList } from './errors.js';
import { decodePointer, encodePointer, type OpenApiDocument } from './openapi.js';
import { loneSurrogateAt } from './spec-text.js';

type Pointer = readonly (string | number)[];

function where(pointer: Pointer): string {
  return pointer.length === 0 ? 'the document root' : pointer.map(String).join('.');
}

/** The value a local `$ref` points to, or why it does not resolve. */
function resolve(doc: OpenApiDocument, ref: string): { value: unknown } | { problem: string } {
  const segments = decodePointer(ref);
  if (segments === undefined) return { problem: `$ref ${JSON.stringify(ref)} is not a local JSON pointer with valid percent escapes (#/...)` };
  let target: unknown = doc;
  for (const segment of segments) {
    if (typeof target !== 'object' || target === null || !Object.hasOwn(target, segment)) {
      return { problem: `$ref ${JSON.stringify(ref)} points to nothing in the document` };
    }
    target = (target as Record<string, unknown>)[segment];
  }
  return { value: target };
}

/** Follows a chain of `$ref`s to a value that is not one; a problem when a ref is broken or the chain loops. */
function follow(doc: OpenApiDocument, value: unknown): { value: unknown; refs: string[] } | { problem: string } {
  const refs: string[] = [];
  let current = value;
  while (typeof current === 'object' && current !== null && typeof (current as { $ref?: unknown }).$ref === 'string') {
    const ref = (current as { $ref: string }).$ref;
    if (refs.includes(ref)) return { problem: `$ref ${JSON.stringify(ref)} refers to itself (${[...refs, ref].join(' -> ')})` };
    refs.push(ref);
    const next = resolve(doc, ref);
    if ('problem' in next) return next;
    current = next.value;
  }
  return { value: current, refs };
}

function checkValues(doc: OpenApiDocument, issues: IssueList): void {
  const visit = (value: unknown, pointer: Pointer): void => {
    if (typeof value === 'string') {
      const at = loneSurrogateAt(value);
      if (at >= 0) {
        const unit = value.charCodeAt(at).toString(16).toUpperCase();
        issues.add('sdk/unicode', `the value at ${where(pointer)} holds a lone surrogate (U+${unit}), which no file or request can carry`, pointer);
      }
      return;
    }
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) {
        issues.add('sdk/number', `the value at ${where(pointer)} is ${String(value)}, which is no JSON number (use a finite number)`, pointer);
      }
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...pointer, index]));
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      const at = loneSurrogateAt(key);
      if (at >= 0) {
        const unit = key.charCodeAt(at).toString(16).toUpperCase();
        issues.add('sdk/unicode', `a name in ${where(pointer)} holds a lone surrogate (U+${unit}), which no file or request can carry`, [...pointer, key]);
        continue;
      }
      if (key === '$ref' && typeof child === 'string') {
        const followed = follow(doc, value);
        if ('problem' in followed) issues.add('sdk/ref', followed.problem, [...pointer, key]);
        continue;
      }
      visit(child, [...pointer, key]);
    }
  };
  visit(doc, []);
}

/**
 * Every schema whose `allOf` reaches itself again, through `$ref`s or nesting. Each schema object is walked
 * once (depth-first, with the path of the walk on a stack), so the cost stays linear in the document.
 */
function checkAllOfCycles(doc: OpenApiDocument, issues: IssueList): void {
  const done = new Set<object>();
  const onPath = new Map<object, number>();
  const names: string[] = [];
  const reported = new Set<object>();

  /** `pointer` is where `schema` itself is; a loop is reported at the allOf entry that closes it. */
  const walk = (schema: object, name: string, pointer: Pointer): void => {
    if (done.has(schema)) return;
    onPath.set(schema, names.length);
    names.push(name);
    const parts = (schema as { allOf?: unknown }).allOf;
    if (Array.isArray(parts)) {
      parts.forEach((part: unknown, i) => {
        const at = [...pointer, 'allOf', i];
        const followed = follow(doc, part);
        if ('problem' in followed || typeof followed.value !== 'object' || followed.value === null) return;
        const target = followed.value;
        const ref = followed.refs.at(-1);
        const index = onPath.get(target);
        if (index !== undefined) {
          if (!reported.has(target)) {
            reported.add(target);
            const loop = [...names.slice(index), names[index] ?? ''].join(' -> ');
            issues.add('sdk/allof-cycle', `allOf of ${names[index] ?? ''} includes itself (${loop}); no value can be all of itself`, at);
          }
          return;
        }
        walk(target, ref ?? encodePointer(at), ref === undefined ? at : (decodePointer(ref) ?? at));
      });
    }
    names.pop();
    onPath.delete(schema);
    done.add(schema);
  };

  const find = (value: unknown, pointer: Pointer): void => {
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => find(item, [...pointer, index]));
      return;
    }
    if (Array.isArray((value as { allOf?: unknown }).allOf)) walk(value, encodePointer(pointer), pointer);
    for (const [key, child] of Object.entries(value)) find(child, [...pointer, key]);
  };
  find(doc, []);
}

export function checkDocument(doc: OpenApiDocument, issues: IssueList): void {
  const before = issues.count;
  checkValues(doc, issues);
  // Cycles are looked for only among references that resolve.
  if (issues.count === before) checkAllOfCycles(doc, issues);
}
