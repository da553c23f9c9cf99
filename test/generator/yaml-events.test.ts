/**
 * The positions messages name (generator/load/locate.ts) against what they replace: the one parse of a YAML spec
 * (yaml-events.ts) against Redocly's `parseYaml` for the document the linter reads, and its positions, and those of
 * a JSON spec (json-positions.ts), against Redocly's own locator (a second parse with yaml-ast-parser), for every
 * node. Over every spec and fixture document of the repository and texts of the forms whose positions are easy to
 * get wrong.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getLineColLocation, parseYaml, Source, YamlParseError } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { locate, rememberPositions } from '../../generator/load/locate.js';
import { parseYamlLocated } from '../../generator/load/yaml-events.js';
import { ROOT } from '../root.js';

const FORMS = `# a comment first
openapi: 3.1.0
info:
  title: 'quoted: title'
  description: |-  # a comment after the header
    a literal block

    of two paragraphs
  summary: >
    a folded block
  x-empty:
  x-tagged: !!str 5
paths:
  /a:
    get: &operation
      tags: [one, "two", {three: 3}]
      responses:
        '200': {description: ok}
        404:
          description: "not found"
  /b:
    get: *operation
    parameters:
      - name: a
      -   in: query
          name: "b"
      - - nested
        - items
      - >-
        folded item
`;

const JSON_FORMS = `{"openapi":"3.1.0",
  "info": {"title": "a \\"quoted\\" title", "x-empty": {}, "x-list": [],
    "x-numbers": [1, -2.5e3, true, false, null]},
  "paths": {
    "/a": {"get": {"tags": ["one", "two"], "x-nested": [[1, [2]], {"b": {"c": "d"}}]}},
    "caf\\u00e9": {"x-slash\\/key": 1, "": 2}
  }
}
`;

function documents(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ya?ml|json)$/.test(entry.name) && !file.includes(`${path.sep}out${path.sep}`)) found.push(file);
    }
  };
  walk(path.join(ROOT, 'specs'));
  walk(path.join(ROOT, 'test/fixtures/corpus'));
  walk(path.join(ROOT, 'test/fixtures/spec-features'));
  for (const name of ['hostile', 'mini', 'collisions', 'inherited-names', 'lint-error'])
    found.push(path.join(ROOT, 'test/fixtures', name, 'spec.yaml'));
  return found.sort();
}

/** Every JSON pointer of a document, as Redocly writes them (each segment URI-encoded, then escaped). */
function pointers(value: unknown, at = '#'): string[] {
  const escape = (key: string) => encodeURIComponent(key).replaceAll('~', '~0').replaceAll('%2F', '~1');
  const children =
    Array.isArray(value) || (typeof value === 'object' && value !== null)
      ? Object.entries(value).flatMap(([key, child]) => pointers(child, `${at}/${escape(key)}`))
      : [];
  return [at, ...children];
}

/**
 * Our positions and Redocly's of every node of a text: read as the resolver reads a YAML spec (`yaml`), or as
 * `locate` reads a text it was given without positions (a JSON spec, which JSON.parse read).
 */
function expectSamePositions(file: string, text: string, read: 'yaml' | 'text'): void {
  const ours = new Source(file, text);
  const redocly = new Source(file, text);
  const document = read === 'yaml' ? parseYamlLocated(ours).parsed : JSON.parse(text);
  if (read === 'yaml') {
    rememberPositions(ours, parseYamlLocated(ours).find);
    expect(document).toEqual(parseYaml(text, { filename: file }));
  }
  const wrong = pointers(document).flatMap((pointer) =>
    [true, false].flatMap((reportOnKey) => {
      const want = getLineColLocation({ source: redocly, pointer, reportOnKey }).start;
      const got = locate(ours, pointer, reportOnKey);
      return got.line === want.line && got.col === want.col ? [] : [{ pointer, reportOnKey, want, got }];
    }),
  );
  expect(wrong).toEqual([]);
}

describe('one parse of a spec, with positions', () => {
  it('reads the YAML forms as Redocly does and locates each of their nodes where its locator does', () => {
    expectSamePositions('/forms.yaml', FORMS, 'yaml');
  });

  it('locates each node of a JSON text where the locator of Redocly does', () => {
    expectSamePositions('/forms.json', JSON_FORMS, 'text');
  });

  it.each(documents().map((file) => [path.relative(ROOT, file)]))('%s: the same document and positions', (file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    expectSamePositions(path.join(ROOT, file), text, file.endsWith('.json') ? 'text' : 'yaml');
  });

  it('locates a JSON document, which is read by JSON.parse, by indexing it when asked', () => {
    const text = '{\n  "openapi": "3.1.0",\n  "paths": {\n    "/a": {"get": {}}\n  }\n}\n';
    const source = new Source('/spec.json', text);
    expect(locate(source, ['paths', '/a', 'get'], true)).toEqual({ line: 4, col: 12 });
    expect(locate(source, '#/paths/~1a/get/responses', false)).toEqual({ line: 4, col: 19 });
  });

  it.each([
    ['/forms.yaml', 'yaml'],
    ['/forms.json', 'text'],
  ] as const)("%s: a pointer that goes astray stops where Redocly's locator stops", (file, read) => {
    const text = read === 'yaml' ? FORMS : JSON_FORMS;
    const ours = new Source(file, text);
    if (read === 'yaml') rememberPositions(ours, parseYamlLocated(ours).find);
    const redocly = new Source(file, text);
    for (const pointer of ['#/paths/~1a/get/tags/x/1', '#/info/title/more/0', '#/paths/~1a/get/tags/9', '#/nothing/0'])
      for (const reportOnKey of [true, false])
        expect([pointer, locate(ours, pointer, reportOnKey)]).toEqual([
          pointer,
          getLineColLocation({ source: redocly, pointer, reportOnKey }).start,
        ]);
  });

  it.each([
    ['an empty text', '', undefined],
    ['comments only', '# nothing\n', null],
  ])('reads %s as Redocly does', (_name, text, want) => {
    expect(parseYamlLocated(new Source('/spec.yaml', text)).parsed).toBe(want);
  });

  it.each([
    ['two documents', 'a: 1\n---\nb: 2\n', /expected a single document/],
    ['a syntax error', 'a: [1, 2\nb: 3\n', /\(\d+:\d+\)/],
  ])('refuses %s with the error Redocly gives', (_name, text, message) => {
    const source = new Source('/spec.yaml', text);
    expect(() => parseYamlLocated(source)).toThrow(YamlParseError);
    expect(() => parseYamlLocated(source)).toThrow(message);
  });
});
