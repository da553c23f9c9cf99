/**
 * The two functions openapi-typescript's transform imports from its own Redocly (1.x), as the generator gives
 * them from its Redocly: the same answers as that copy's for references local and external, escaped and
 * percent-encoded, so schema.gen.ts does not depend on which Redocly they came from.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { escapePointer, parseRef } from '../../generator/emit/redocly-ref-utils.js';

/** openapi-typescript's own `lib/ref-utils.js`, wherever npm put its copy of Redocly. */
const theirs = createRequire(createRequire(import.meta.url).resolve('openapi-typescript'))(
  '@redocly/openapi-core/lib/ref-utils.js',
) as { parseRef: typeof parseRef; escapePointer: typeof escapePointer };

const REFS = [
  '#/components/schemas/Pet',
  '#/paths/~1pets~1{id}/get/responses/200',
  '#/components/schemas/a~0b~1c',
  '#/components/schemas/caf%C3%A9',
  '#/components/schemas/with space',
  '#',
  '#/',
  'other.yaml#/components/schemas/Pet',
  'https://example.com/openapi.json#/components/schemas/Pet',
  'https://example.com/openapi.json',
  'schemas/pet.yaml',
  '#/components/schemas//double',
];

describe("openapi-typescript's ref utilities", () => {
  it.each(REFS)('parseRef(%j) answers as its own Redocly does', (ref) => {
    expect(parseRef(ref)).toEqual(theirs.parseRef(ref));
  });

  it.each(['Pet', 'a/b', 'a~b', '~1', '/pets/{id}', 'é'])('escapePointer(%j) answers as its own Redocly does', (s) => {
    expect(escapePointer(s)).toBe(theirs.escapePointer(s));
  });
});
