/**
 * generator/bundles-to-itself.ts: a document it passes is what Redocly's bundle makes of it, for every spec and
 * fixture of the repository (load-spec.ts then uses it as linted); each thing bundling would change keeps a
 * document on the bundling path.
 */
import path from 'node:path';
import { bundle, bundleFromString, createConfig } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { bundlesToItself, configBundlesAsIs } from '../../generator/load/bundles-to-itself.js';
import { loadSpec, validityRules } from '../../generator/load/load-spec.js';
import { baseDocument, ROOT } from './helpers.js';

const SPECS = [
  'specs/mail.yaml',
  'specs/database.yaml',
  'test/fixtures/records-2020-shape/openapi.json',
  'test/fixtures/records-2025-shape/openapi.json',
  'test/fixtures/max-account/out/openapi.json',
  'test/fixtures/mini/spec.yaml',
  'test/fixtures/hostile/spec.yaml',
  'test/fixtures/inherited-names/spec.yaml',
  'test/fixtures/collisions/spec.yaml',
  // Large public descriptions with discriminators, `default` answers and `x-` headers, taken as they are.
  'bench/documents/openai.yaml',
  'bench/documents/digitalocean.yaml',
];

/** Redocly's bundle of a document given as an object, with a config of the recommended rules and nothing added. */
async function redoclyBundle(document: object): Promise<unknown> {
  const config = await createConfig({ extends: ['recommended'] });
  const result = await bundleFromString({
    source: JSON.stringify(document),
    absoluteRef: '/spec.json',
    config,
    dereference: false,
    removeUnusedComponents: false,
  });
  return result.bundle.parsed;
}

describe('bundlesToItself', () => {
  it.each(SPECS)('%s: what loadSpec gives is what Redocly bundles', async (spec) => {
    const config = await validityRules();
    const bundled = await bundle({
      ref: path.join(ROOT, spec),
      config,
      dereference: false,
      removeUnusedComponents: false,
    });
    const loaded = await loadSpec(ROOT, spec);
    expect(loaded.document).toEqual(bundled.bundle.parsed);
    expect(loaded.inputs.map((input) => input.path)).toEqual([spec]);
  });

  it.each([
    ['specs/mail.yaml', true],
    // An example holds a getAllOpenApi document, whose `$ref`s are data: bundled, as before.
    ['specs/database.yaml', false],
    ['test/fixtures/records-2020-shape/openapi.json', true],
    ['test/fixtures/max-account/out/openapi.json', true],
    ['bench/documents/openai.yaml', true],
    ['bench/documents/digitalocean.yaml', true],
  ])('%s takes the path without bundling: %s', async (spec, expected) => {
    const config = await validityRules();
    const { parsed } = (
      await bundle({ ref: path.join(ROOT, spec), config, dereference: false, removeUnusedComponents: false })
    ).bundle;
    expect(configBundlesAsIs(config)).toBe(true);
    expect(bundlesToItself(parsed)).toBe(expected);
  });

  const withSchema = (extra: Record<string, unknown>) => {
    const doc = baseDocument();
    doc['components'].schemas.Extra = { type: 'object', ...extra };
    return doc;
  };
  const withoutComponents = () => {
    const doc = baseDocument();
    delete doc['components'];
    return doc;
  };

  it.each<[string, () => Record<string, any>, boolean]>([
    ['a reference to another file', () => withSchema({ properties: { a: { $ref: './other.yaml#/A' } } }), false],
    [
      'a reference in an example, which bundling inlines',
      () => withSchema({ example: { $ref: '#/components/schemas/Item' } }),
      true,
    ],
    // Data the bundle leaves as it is in this Redocly, which the test does not tell apart from an example.
    ['a reference in a default', () => withSchema({ default: { $ref: '#/components/schemas/Item' } }), false],
    ['a reference in an extension', () => withSchema({ 'x-shape': { $ref: '#/components/schemas/Item' } }), false],
    [
      'a reference to a list, where bundling would inline it',
      () => withSchema({ required: { $ref: '#/components/schemas/Item/required' } }),
      true,
    ],
    ['a reference to nothing', () => withSchema({ properties: { a: { $ref: '#/components/schemas/Nope' } } }), false],
    [
      'a discriminator mapping to a schema that is not one of components.schemas',
      () =>
        withSchema({
          properties: { inner: { type: 'object' } },
          discriminator: { propertyName: 'kind', mapping: { a: '#/components/schemas/Extra/properties/inner' } },
        }),
      true,
    ],
    [
      'a discriminator mapping to a schema that is a reference',
      () => {
        const doc = withSchema({
          discriminator: { propertyName: 'kind', mapping: { a: '#/components/schemas/Alias' } },
        });
        doc['components'].schemas.Alias = { $ref: '#/components/schemas/Item' };
        return doc;
      },
      false,
    ],
    [
      'a reference in an extension of the answers',
      () => {
        const doc = withSchema({});
        doc['paths']['/items/{item_id}'].get.responses['x-note'] = { $ref: '#/components/schemas/Item' };
        return doc;
      },
      false,
    ],
    [
      'an external example value',
      () => withSchema({ 'x-examples': { a: { externalValue: 'https://x.test/a.json' } } }),
      false,
    ],
    ['no components object, which bundling adds', withoutComponents, true],
  ])('bundles a document with %s', async (_name, make, redoclyChangesIt) => {
    const document = make();
    expect(bundlesToItself(document)).toBe(false);
    // Where Redocly can bundle the document alone, it shows what the path without bundling would have missed.
    if (redoclyChangesIt) expect(await redoclyBundle(structuredClone(document))).not.toEqual(document);
  });

  it.each<[string, () => Record<string, any>]>([
    [
      'a discriminator mapping to schemas of components, by reference and by name',
      () =>
        withSchema({
          discriminator: { propertyName: 'kind', mapping: { a: '#/components/schemas/Item', b: 'Item' } },
        }),
    ],
    [
      'an answer named default, by reference',
      () => {
        const doc = withSchema({});
        doc['components'].responses = { Fail: { description: 'Failed.' } };
        doc['paths']['/items/{item_id}'].get.responses.default = { $ref: '#/components/responses/Fail' };
        return doc;
      },
    ],
    [
      'a header named x-request-id, by reference',
      () => {
        const doc = withSchema({});
        doc['components'].headers = { RequestId: { schema: { type: 'string' } } };
        doc['paths']['/items/{item_id}'].get.responses['200'].headers = {
          'x-request-id': { $ref: '#/components/headers/RequestId' },
        };
        return doc;
      },
    ],
  ])('passes a document with %s, which Redocly bundles to itself', async (_name, make) => {
    const document = make();
    expect(bundlesToItself(document)).toBe(true);
    expect(await redoclyBundle(structuredClone(document))).toEqual(document);
  });

  it('passes a document whose references are all local and to objects', async () => {
    const document = withSchema({
      properties: {
        a: { $ref: '#/components/schemas/Item' },
        b: { type: 'array', items: { $ref: '#/components/schemas/Item' } },
      },
    });
    expect(bundlesToItself(document)).toBe(true);
    expect(await redoclyBundle(structuredClone(document))).toEqual(document);
  });

  it('bundles anything but OpenAPI 3', () => {
    expect(bundlesToItself({ swagger: '2.0', components: {} })).toBe(false);
    expect(bundlesToItself([])).toBe(false);
  });
});

describe('configBundlesAsIs', () => {
  it('is false for a config that turns on a decorator or a preprocessor', async () => {
    expect(configBundlesAsIs(await createConfig({ extends: ['recommended'] }))).toBe(true);
    expect(
      configBundlesAsIs(await createConfig({ extends: ['recommended'], decorators: { 'remove-x-internal': 'on' } })),
    ).toBe(false);
  });
});
