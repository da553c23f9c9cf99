/**
 * One rule for bytes (generator/model/binary-schema.ts), read the same way by request bodies, multipart file
 * parts and answers: `format: binary` or a `contentMediaType` without `contentEncoding` is binary; base64 content
 * (`contentEncoding`, `format: byte`) is a string, as OpenAPI 3.1 says.
 */
import { describe, expect, it } from 'vitest';
import { isBinarySchema } from '../../generator/model/binary-schema.js';
import { answerKindOf } from '../../generator/model/model-answers.js';
import { encodingOf, fileFields } from '../../generator/model/model-media-body.js';
import type { OpenApiDocument, SchemaObject } from '../../generator/model/openapi.js';

const doc = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {} } as unknown as OpenApiDocument;
const schema = (s: object) => s as SchemaObject;

const CASES: [string, { given: object | undefined; binary: boolean }][] = [
  ['format: binary (3.0)', { given: { type: 'string', format: 'binary' }, binary: true }],
  ['a contentMediaType alone (3.1)', { given: { type: 'string', contentMediaType: 'image/png' }, binary: true }],
  [
    'a contentMediaType with base64 content',
    { given: { type: 'string', contentMediaType: 'image/png', contentEncoding: 'base64' }, binary: false },
  ],
  ['base64 content alone', { given: { type: 'string', contentEncoding: 'base64' }, binary: false }],
  ['format: byte (base64 in 3.0)', { given: { type: 'string', format: 'byte' }, binary: false }],
  ['a plain string', { given: { type: 'string' }, binary: false }],
  ['no schema', { given: undefined, binary: false }],
];

describe('isBinarySchema', () => {
  it.each(CASES)('%s', (_, { given, binary }) => {
    expect(isBinarySchema(given === undefined ? undefined : schema(given))).toBe(binary);
  });

  it.each(CASES)('answers and request bodies agree: %s', (_, { given, binary }) => {
    const media = given === undefined ? {} : { schema: schema(given) };
    expect(answerKindOf(doc, 'text/plain', media)).toBe(binary ? 'binary' : 'text');
    expect(encodingOf('text/plain', given === undefined ? undefined : schema(given))).toBe(binary ? 'binary' : 'text');
    const form = schema({ type: 'object', properties: { part: given ?? {} } });
    expect(fileFields(doc, form).length).toBe(binary ? 1 : 0);
  });
});
