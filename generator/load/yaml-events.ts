/**
 * A YAML spec read once, with positions, from js-yaml's event stream (`parseEvents`: every node's offsets in the
 * text): the same events build the document Redocly lints (`constructFromEvents`, as js-yaml's `loadAll` does) and
 * are kept to locate its problems and the model's issues (locate.ts). js-yaml is the parser Redocly reads specs
 * with; Redocly's own locator (`getLineColLocation`) would parse the text a second time with another parser, whose
 * tree takes three times the memory of these events.
 */
import { type Source, YamlParseError } from '@redocly/openapi-core';
import { type FindNode, follow } from './find-node.js';
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
}

function index(events: readonly Event[]): Located {
  const closing = new Int32Array(events.length);
  const open: number[] = [];
  events.forEach((event, i) => {
    if (event.type === EVENT_ID.DOCUMENT || event.type === EVENT_ID.SEQUENCE || event.type === EVENT_ID.MAPPING)
      open.push(i);
    else if (event.type === EVENT_ID.POP) closing[open.pop() ?? 0] = i;
  });
  return { events, closing };
}

/**
 * The document of a YAML (or JSON) text as Redocly's `parseYaml` reads it (nothing for an empty text, null for one
 * of comments only, an error for several documents), and its nodes' positions.
 */
export function parseYamlLocated(source: Source): { parsed: unknown; find: FindNode } {
  try {
    const events = parseEvents(source.body, { filename: source.absoluteRef });
    const documents = constructFromEvents(events, {
      source: source.body,
      filename: source.absoluteRef,
      schema: REDOCLY_SCHEMA,
    });
    if (documents.length > 1) throw new YAMLException('expected a single document in the stream, but found more');
    const parsed = documents.length === 0 ? (source.body.trim() === '' ? undefined : null) : documents[0];
    return { parsed, find: finderOf(index(events), source.body) };
  } catch (error) {
    throw new YamlParseError(error as Error, source);
  }
}

/** The positions of a YAML text's nodes, for a text read otherwise. */
export function yamlPositions(text: string, filename: string): FindNode {
  return finderOf(index(parseEvents(text, { filename })), text);
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
 * The entry of `at`'s node that `segment` names: the value of the key it names and that key's event, or the item
 * at its index; nothing for a node that has no children.
 */
function child(
  doc: Located,
  text: string,
  at: { node: number },
  segment: string,
): { node: number; key?: number } | undefined {
  const event = doc.events[at.node];
  const end = doc.closing[at.node] ?? at.node;
  if (event?.type === EVENT_ID.MAPPING) {
    for (let key = at.node + 1; key < end; key = after(doc, after(doc, key)))
      if (keyText(text, doc.events[key]) === segment) return { node: after(doc, key), key };
  } else if (event?.type === EVENT_ID.SEQUENCE && /^\d+$/.test(segment)) {
    let item = at.node + 1;
    for (let i = 0; i < Number(segment) && item < end; i++) item = after(doc, item);
    if (item < end) return { node: item };
  }
  return undefined;
}

function finderOf(doc: Located, text: string): FindNode {
  return (segments) => {
    const root = { node: doc.events.findIndex((event) => event.type === EVENT_ID.DOCUMENT) + 1 };
    const at: { node: number; key?: number } = follow(root, segments, (node, segment) =>
      child(doc, text, node, segment),
    );
    const key = at.key === undefined ? -1 : startOf(doc, text, at.key);
    // A key without a value (`key:`) has an empty node: its entry starts at the key.
    const start = startOf(doc, text, at.node);
    return { start: start < 0 ? key : start, key };
  };
}
