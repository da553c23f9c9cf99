/**
 * Positions in a spec, from js-yaml's event stream (`parseEvents`: every node's offsets in the text). A YAML
 * document is parsed once: the same events build the document Redocly lints (`constructFromEvents`, as js-yaml's
 * `loadAll` does) and are kept to locate its problems and the model's issues. A JSON document (read by JSON.parse)
 * and any other text get their events on the first position asked of them. js-yaml is the parser Redocly reads
 * specs with; its locator (`getLineColLocation`) would parse the text a second time with another parser, whose
 * tree takes three times the memory of these events.
 */
import { type Source, unescapePointerFragment, YamlParseError } from '@redocly/openapi-core';
import {
  binaryTag,
  COLLECTION_STYLE,
  CORE_SCHEMA,
  constructFromEvents,
  EVENT_ID,
  type Event,
  getScalarValue,
  mergeTag,
  omapTag,
  pairsTag,
  parseEvents,
  SCALAR_STYLE,
  setTag,
  YAMLException,
} from 'js-yaml';

/** The schema Redocly's `parseYaml` reads specs with: YAML 1.2's core schema with YAML 1.1's tags but timestamps. */
const REDOCLY_SCHEMA = CORE_SCHEMA.withTags(mergeTag, binaryTag, omapTag, pairsTag, setTag);

interface Located {
  readonly events: readonly Event[];
  /** For each collection's opening event, the index of the event that closes it. */
  readonly closing: Int32Array;
  /** Offsets where each line starts. */
  readonly lineStarts: readonly number[];
}

const located = new WeakMap<Source, Located>();

function index(events: readonly Event[], text: string): Located {
  const closing = new Int32Array(events.length);
  const open: number[] = [];
  events.forEach((event, i) => {
    if (event.type === EVENT_ID.DOCUMENT || event.type === EVENT_ID.SEQUENCE || event.type === EVENT_ID.MAPPING)
      open.push(i);
    else if (event.type === EVENT_ID.POP) closing[open.pop() ?? 0] = i;
  });
  const lineStarts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  return { events, closing, lineStarts };
}

function locatedOf(source: Source): Located {
  let found = located.get(source);
  if (found === undefined) {
    found = index(parseEvents(source.body, { filename: source.absoluteRef }), source.body);
    located.set(source, found);
  }
  return found;
}

/**
 * The document of a YAML (or JSON) text as Redocly's `parseYaml` reads it, its events kept for `locate`: nothing
 * for an empty text, null for one of comments only, and an error for several documents.
 */
export function parseYamlLocated(source: Source): unknown {
  try {
    const events = parseEvents(source.body, { filename: source.absoluteRef });
    const documents = constructFromEvents(events, {
      source: source.body,
      filename: source.absoluteRef,
      schema: REDOCLY_SCHEMA,
    });
    if (documents.length > 1) throw new YAMLException('expected a single document in the stream, but found more');
    located.set(source, index(events, source.body));
    return documents.length === 0 ? (source.body.trim() === '' ? undefined : null) : documents[0];
  } catch (error) {
    throw new YamlParseError(error as Error, source);
  }
}

/** The index of the event after the node that starts at `i`. */
function after(doc: Located, i: number): number {
  const type = doc.events[i]?.type;
  return type === EVENT_ID.SEQUENCE || type === EVENT_ID.MAPPING ? (doc.closing[i] ?? i) + 1 : i + 1;
}

/** A block scalar's header: its indicator (`|` or `>`), then its chomping and indentation, and a comment. */
const BLOCK_HEADER = /[|>][+\-0-9]*[ \t]*(?:#.*)?$/;

/** Where a scalar's text starts in the spec: at its opening quote, or at the header of a block scalar. */
function scalarStart(text: string, event: Extract<Event, { type: typeof EVENT_ID.SCALAR }>): number {
  if (event.valueStart < 0) return -1;
  if (event.style === SCALAR_STYLE.SINGLE_QUOTED || event.style === SCALAR_STYLE.DOUBLE_QUOTED)
    return event.valueStart - 1;
  if (event.style !== SCALAR_STYLE.LITERAL_BLOCK && event.style !== SCALAR_STYLE.FOLDED_BLOCK) return event.valueStart;
  // The header is on the last line before the text that is not blank.
  for (let end = text.lastIndexOf('\n', event.valueStart - 1); end > 0; end = text.lastIndexOf('\n', end - 1)) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    if (line.trim() === '') continue;
    const header = BLOCK_HEADER.exec(line);
    return header === null ? event.valueStart : start + header.index;
  }
  return event.valueStart;
}

/**
 * Where the node of the event at `i` starts: a scalar at its text, a block mapping at its first key (its event
 * starts where the entry that holds it ends), any other collection at its first character (`-`, `{`, `[`), an
 * alias at its name.
 */
function startOf(doc: Located, text: string, i: number): number {
  const event = doc.events[i];
  if (event === undefined) return -1;
  if (event.type === EVENT_ID.SCALAR) return scalarStart(text, event);
  if (event.type === EVENT_ID.MAPPING && event.style === COLLECTION_STYLE.BLOCK) return startOf(doc, text, i + 1);
  if (event.type === EVENT_ID.MAPPING || event.type === EVENT_ID.SEQUENCE) return event.start;
  return event.type === EVENT_ID.ALIAS ? event.anchorStart : -1;
}

/** The value of a key scalar, or undefined for a key that is not a scalar. */
function keyText(text: string, event: Event | undefined): string | undefined {
  return event?.type === EVENT_ID.SCALAR ? getScalarValue(text, event) : undefined;
}

/**
 * The event of the node at `segments`, or of the closest ancestor there is, and the key event of the entry that
 * holds it (for a node that is a mapping's value).
 */
function find(doc: Located, text: string, segments: readonly string[]): { node: number; key?: number } {
  const root = doc.events.findIndex((event) => event.type === EVENT_ID.DOCUMENT) + 1;
  let at: { node: number; key?: number } = { node: root };
  for (const segment of segments) {
    const event = doc.events[at.node];
    const end = doc.closing[at.node] ?? at.node;
    let next: { node: number; key?: number } | undefined;
    if (event?.type === EVENT_ID.MAPPING) {
      for (let key = at.node + 1; key < end; key = after(doc, after(doc, key))) {
        if (keyText(text, doc.events[key]) === segment) {
          next = { node: after(doc, key), key };
          break;
        }
      }
    } else if (event?.type === EVENT_ID.SEQUENCE && /^\d+$/.test(segment)) {
      let item = at.node + 1;
      for (let i = 0; i < Number(segment) && item < end; i++) item = after(doc, item);
      if (item < end) next = { node: item };
    } else {
      continue;
    }
    if (next === undefined) break;
    at = next;
  }
  return at;
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
  const segments =
    typeof pointer === 'string'
      ? pointer.replace(/^#\/?/, '').split('/').map(unescapePointerFragment).filter(Boolean)
      : pointer.map(String);
  const doc = locatedOf(source);
  const at = find(doc, source.body, segments);
  // A key without a value (`key:`) has an empty node: its entry is pointed at by the key.
  const empty = startOf(doc, source.body, at.node) < 0;
  const offset = startOf(doc, source.body, (reportOnKey || empty) && at.key !== undefined ? at.key : at.node);
  if (offset < 0) return { line: 1, col: 1 };
  let low = 0;
  let high = doc.lineStarts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((doc.lineStarts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, col: offset - (doc.lineStarts[low] ?? 0) + 1 };
}
