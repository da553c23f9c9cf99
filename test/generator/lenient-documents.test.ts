/**
 * What large public documents do that OpenAPI does not allow and every peer reads anyway (the GitHub, DigitalOcean
 * and OpenAI descriptions of bench figure 1, an `x-` key among the webhooks, a query string written into a path):
 * each is a located warning, and the document generates.
 */
import { describe, expect, it } from 'vitest';
import { createShared, generatePackage } from '../../generator/generate.js';
import { ROOT } from './helpers.js';

const SPEC = 'test/fixtures/lenient/spec.yaml';

const DOCUMENT = `openapi: 3.1.0
info: {title: Lenient, version: '1'}
servers: [{url: 'https://lenient.example.test'}]
paths:
  /things/{thing_id}:
    get:
      $ref: 'get-thing.yaml'
  /things/{name}:
    delete:
      operationId: deleteThing
      parameters:
        - {name: name, in: path, required: true, schema: {type: string}}
      responses:
        '204': {description: Deleted}
  /sizes:
    get:
      operationId: listSizes
      parameters:
        - {name: min, in: query, schema: {type: number, minimum: 0, exclusiveMinimum: true}}
      responses:
        '204': {description: None}
  /feed?format=rss:
    get:
      operationId: getFeed
      responses:
        '200': {description: The feed, content: {text/plain: {schema: {type: string}}}}
  /search?kind=all:
    get:
      operationId: search
      parameters:
        - {name: q, in: query, schema: {type: string}}
      responses:
        '204': {description: None}
webhooks:
  x-internal: true
`;

const OPERATION = `operationId: getThing
parameters:
  - {name: thing_id, in: path, required: true, schema: {type: string}}
responses:
  '200':
    description: The thing
    content:
      application/json:
        schema: {type: object, properties: {id: {type: string}}}
`;

describe('documents the peers read leniently', () => {
  it('generates every operation, with a located warning for each liberty', async () => {
    const texts = new Map([
      [SPEC, DOCUMENT],
      ['test/fixtures/lenient/get-thing.yaml', OPERATION],
    ]);
    const { files, warnings, operations } = await generatePackage(
      await createShared(ROOT),
      { name: 'lenient', spec: SPEC, factory: 'createLenientClient' },
      texts,
    );
    expect(operations).toEqual({ generated: 4, total: 5, raw: 0 });
    const rules = warnings.map((w) => /^(\S+) \[([^\]]+)\]/.exec(w)?.slice(1).join(' '));
    expect(rules.sort()).toEqual([
      `${SPEC}:19:87 struct`,
      `${SPEC}:22:3 path-not-include-query`,
      `${SPEC}:27:3 path-not-include-query`,
      `${SPEC}:31:11 sdk/path-query`,
      `${SPEC}:35:15 struct`,
      `${SPEC}:7:7 spec-strict-refs`,
      `${SPEC}:8:3 no-identical-paths`,
    ]);
    // A query string in the path is sent as written; with query parameters beside it, the operation is left out.
    expect(files.get('operations.gen.ts')).toContain("path: '/feed?format=rss'");
    expect(warnings.find((w) => w.includes('[sdk/path-query]'))).toContain('query parameter "q"');
  });
});
