/**
 * The positions of a JSON spec's nodes (read by JSON.parse, which keeps none): one pass over the text records each
 * node's start, its key and the size of its subtree in typed arrays, about a sixth of the memory of a YAML
 * parser's events for the same text (90 MB of events for GitHub's 10 MB description). A pointer is then followed
 * by skipping whole subtrees. Positions are those the YAML parser gives JSON: a string or key at its opening
 * quote, an object or array at its bracket. A text that is not JSON after all gives nothing (the caller asks the
 * YAML parser).
 */
import { type FindNode, follow } from './find-node.js';

const OBJECT = 1;
const ARRAY = 2;

class NotJson extends Error {}

/** Node `i`'s start, key start and end (-1 without key), kind (0 a scalar) and subtree size, nodes in text order. */
class Nodes {
  count = 0;
  start = new Int32Array(1024);
  keyStart = new Int32Array(1024);
  keyEnd = new Int32Array(1024);
  size = new Int32Array(1024);
  kind = new Uint8Array(1024);

  add(start: number, keyStart: number, keyEnd: number, kind: number): number {
    if (this.count === this.start.length) {
      const grow = <T extends Int32Array | Uint8Array>(array: T): T => {
        const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
        bigger.set(array);
        return bigger;
      };
      this.start = grow(this.start);
      this.keyStart = grow(this.keyStart);
      this.keyEnd = grow(this.keyEnd);
      this.size = grow(this.size);
      this.kind = grow(this.kind);
    }
    const i = this.count++;
    this.start[i] = start;
    this.keyStart[i] = keyStart;
    this.keyEnd[i] = keyEnd;
    this.kind[i] = kind;
    return i;
  }
}

const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

function index(text: string): Nodes {
  const nodes = new Nodes();
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && isSpace(text.charCodeAt(at))) at++;
  };
  const skipString = () => {
    for (at++; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (code === 0x5c) at++;
      else if (code === 0x22) {
        at++;
        return;
      }
    }
    throw new NotJson();
  };
  const expect = (char: string) => {
    skipSpace();
    if (text[at] !== char) throw new NotJson();
    at++;
  };
  const value = (keyStart: number, keyEnd: number): void => {
    skipSpace();
    const char = text[at];
    const kind = char === '{' ? OBJECT : char === '[' ? ARRAY : 0;
    const i = nodes.add(at, keyStart, keyEnd, kind);
    if (char === '"') skipString();
    else if (kind === 0) {
      const from = at;
      while (at < text.length && !',]}'.includes(text.charAt(at)) && !isSpace(text.charCodeAt(at))) at++;
      if (at === from) throw new NotJson();
    } else {
      const close = kind === OBJECT ? '}' : ']';
      at++;
      skipSpace();
      if (text[at] === close) at++;
      else {
        for (;;) {
          if (kind === OBJECT) {
            skipSpace();
            if (text[at] !== '"') throw new NotJson();
            const key = at;
            skipString();
            const end = at;
            expect(':');
            value(key, end);
          } else value(-1, -1);
          skipSpace();
          if (text[at] === ',') at++;
          else if (text[at] === close) {
            at++;
            break;
          } else throw new NotJson();
        }
      }
    }
    nodes.size[i] = nodes.count - i;
  };
  value(-1, -1);
  skipSpace();
  if (at !== text.length) throw new NotJson();
  return nodes;
}

/** The positions of a JSON text's nodes, or undefined when the text is not JSON. */
export function jsonPositions(text: string): FindNode | undefined {
  let nodes: Nodes;
  try {
    nodes = index(text);
  } catch (error) {
    if (error instanceof NotJson) return undefined;
    throw error;
  }
  const keyOf = (i: number): string => {
    const quoted = text.slice(nodes.keyStart[i], nodes.keyEnd[i]);
    return quoted.includes('\\') ? (JSON.parse(quoted) as string) : quoted.slice(1, -1);
  };
  /** The child of `node` that `segment` names: the value of that key, or the item at that index. */
  const child = (node: number, segment: string): number | undefined => {
    const end = node + (nodes.size[node] ?? 1);
    if (nodes.kind[node] === OBJECT) {
      for (let entry = node + 1; entry < end; entry += nodes.size[entry] ?? 1)
        if (keyOf(entry) === segment) return entry;
    } else if (nodes.kind[node] === ARRAY && /^\d+$/.test(segment)) {
      let item = node + 1;
      for (let i = 0; i < Number(segment) && item < end; i++) item += nodes.size[item] ?? 1;
      if (item < end) return item;
    }
    return undefined;
  };
  return (segments) => {
    const node = follow(0, segments, child);
    return { start: nodes.start[node] ?? -1, key: nodes.keyStart[node] ?? -1 };
  };
}
