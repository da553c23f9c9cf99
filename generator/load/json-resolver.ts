/**
 * Redocly's resolver with `.json` documents (records snapshots) parsed by JSON.parse, and with files given as
 * text in place of the ones on disk. Redocly parses every document as YAML (js-yaml), which on the 1 MB records
 * snapshot of getAllOpenApi was about an eighth of a whole run. A JSON text that does not parse is left to
 * Redocly's own parser, so the linter reports it in its own words and at its position. Texts by absolute path let
 * a snapshot be checked and generated before it is written (`generateRecordsFromTexts`, for fetch-specs).
 *
 * A YAML document is parsed by the same parser with its positions kept (yaml-events.ts, locate.ts).
 *
 * The one difference for valid JSON: JSON.parse keeps the last of two equal keys in an object, where YAML refuses
 * them. The JSON this generator reads are records snapshots, which `npm run fetch-specs` writes with
 * JSON.stringify (fetch-specs/canonical.ts), so a key is never repeated.
 */
import { BaseResolver, type Document, type ResolveConfig, Source } from '@redocly/openapi-core';
import { rememberPositions } from './locate.js';
import { parseYamlLocated } from './yaml-events.js';

export class JsonResolver extends BaseResolver {
  readonly #texts: ReadonlyMap<string, string>;

  /** `texts`: file contents by absolute path, read instead of the files. */
  constructor(config?: ResolveConfig, texts: ReadonlyMap<string, string> = new Map()) {
    super(config);
    this.#texts = texts;
  }

  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    const text = this.#texts.get(absoluteRef);
    return text === undefined ? super.loadExternalRef(absoluteRef) : new Source(absoluteRef, text);
  }

  override parseDocument(source: Source, isRoot?: boolean): Document {
    if (source.absoluteRef.endsWith('.json')) {
      try {
        return { source, parsed: JSON.parse(source.body) as unknown };
      } catch {
        // Not JSON after all: Redocly's parser says what is wrong, and where.
      }
    }
    // YAML (and JSON that JSON.parse refused) as Redocly's parser reads it, with the positions kept.
    if (isRoot === true || /\.(?:ya?ml|json)$/i.test(source.absoluteRef)) {
      const { parsed, find } = parseYamlLocated(source);
      rememberPositions(source, find);
      return { source, parsed };
    }
    return super.parseDocument(source, isRoot);
  }
}
