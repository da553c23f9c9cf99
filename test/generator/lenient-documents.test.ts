/**
 * What large public documents do that OpenAPI does not allow and every peer reads anyway (the GitHub, DigitalOcean
 * and OpenAI descriptions of bench figure 1): each is a located warning, and the document generates.
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
    const { warnings, operations } = await generatePackage(
      await createShared(ROOT),
      { name: 'lenient', spec: SPEC, factory: 'createLenientClient' },
      texts,
    );
    expect(operations).toEqual({ generated: 3, total: 3, raw: 0 });
    const rules = warnings.map((w) => /^(\S+) \[([^\]]+)\]/.exec(w)?.slice(1).join(' '));
    expect(rules.sort()).toEqual([
      `${SPEC}:19:87 struct`,
      `${SPEC}:7:7 spec-strict-refs`,
      `${SPEC}:8:3 no-identical-paths`,
    ]);
  });
});
