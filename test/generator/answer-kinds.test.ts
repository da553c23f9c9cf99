/**
 * How the client reads an answer by its media type and schema (generator/model/model-answers.ts `answerKindOf`):
 * JSON parsed, text as a string, bytes as a Blob; a vendor media type whose schema is an object or a list is
 * JSON, as no byte string has properties.
 */
import { describe, expect, it } from 'vitest';
import { answerKindOf } from '../../generator/model/model-answers.js';
import type { MediaTypeObject, OpenApiDocument } from '../../generator/model/openapi.js';

const doc = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {},
  components: { schemas: { Content: { type: 'object', properties: { sha: { type: 'string' } } } } },
} as unknown as OpenApiDocument;

const CASES: [string, { mediaType: string; schema?: object; kind: string }][] = [
  ['JSON', { mediaType: 'application/json', schema: { type: 'object' }, kind: 'json' }],
  ['a +json type', { mediaType: 'application/problem+json', kind: 'json' }],
  [
    'a vendor object by $ref',
    { mediaType: 'application/vnd.github.object', schema: { $ref: '#/components/schemas/Content' }, kind: 'json' },
  ],
  ['a vendor list', { mediaType: 'application/vnd.api.list', schema: { type: 'array', items: {} }, kind: 'json' }],
  [
    'a vendor allOf of objects',
    { mediaType: 'application/vnd.x', schema: { allOf: [{ type: 'object' }, { properties: {} }] }, kind: 'json' },
  ],
  ['a vendor string', { mediaType: 'application/vnd.github.diff', schema: { type: 'string' }, kind: 'binary' }],
  ['octet-stream without a schema', { mediaType: 'application/octet-stream', kind: 'binary' }],
  ['an image', { mediaType: 'image/png', schema: { type: 'string', format: 'binary' }, kind: 'binary' }],
  ['text', { mediaType: 'text/plain', schema: { type: 'string' }, kind: 'text' }],
  ['XML of an object', { mediaType: 'application/xml', schema: { type: 'object' }, kind: 'text' }],
  ['a wildcard of an object', { mediaType: '*/*', schema: { type: 'object' }, kind: 'json' }],
];

describe('answerKindOf', () => {
  it.each(CASES)('%s', (_, { mediaType, schema, kind }) => {
    const media = (schema === undefined ? {} : { schema }) as MediaTypeObject;
    expect(answerKindOf(doc, mediaType, media)).toBe(kind);
  });
});
