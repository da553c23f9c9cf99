import { describe, expect, it } from 'vitest';
import { emitTypes, hasDiscriminator, sanitizeDocStrings } from '../../generator/emit/emit-types.js';
import { baseDocument, fixtureFiles, specFrom } from './helpers.js';

describe('sanitizeDocStrings', () => {
  it.each([
    ['U+2028 in a description', { description: 'a\u2028b' }, { description: 'a\nb' }],
    ['a tag-like line in a summary', { summary: 'x\n@deprecated' }, { summary: 'x\n\\@deprecated' }],
    ['a title with CRLF', { title: 'a\r\nb' }, { title: 'a\nb' }],
    [
      'nested descriptions',
      { properties: { a: { description: '@x' } } },
      { properties: { a: { description: '\\@x' } } },
    ],
    [
      'a property named description stays a schema',
      { properties: { description: { type: 'string' } } },
      { properties: { description: { type: 'string' } } },
    ],
    ['examples are left alone', { example: '@x\u2028' }, { example: '@x\u2028' }],
    [
      'a __proto__ key stays a key',
      JSON.parse('{"properties":{"__proto__":{"description":"@x"}}}'),
      JSON.parse('{"properties":{"__proto__":{"description":"\\\\@x"}}}'),
    ],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeDocStrings(input)).toEqual(expected);
  });

  it('does not change its input', () => {
    const input = { description: '@x' };
    sanitizeDocStrings(input);
    expect(input).toEqual({ description: '@x' });
  });
});

describe('schema.gen.ts', async () => {
  const schema = (await fixtureFiles('mini')).get('schema.gen.ts') ?? '';
  it.each([
    [
      'the banner first',
      /^\/\/ Generated from test\/fixtures\/mini\/spec\.yaml by the platform-sdk generator\. Do not edit\.\n\n/,
    ],
    ['the paths interface', /^export interface paths \{$/m],
    ['the components with named schemas', /^ {8}SendDeliveryRequest: \{$/m],
    ['the operations by operationId', /^ {4}sendDelivery: \{$/m],
  ])('has %s', (_name, pattern) => {
    expect(schema).toMatch(pattern);
  });

  it('is indented as openapi-typescript prints it: four spaces a level, doc comment lines one more', () => {
    const odd = schema.split('\n').filter((line) => !/^$|^(?: {4})*(?:\S| \*)/.test(line));
    expect(odd).toEqual([]);
  });

  it('has no tabs, no CR and ends with one newline', () => {
    expect(schema).not.toMatch(/[\t\r]/);
    expect(schema.endsWith('}\n')).toBe(true);
  });
});

describe('discriminators', () => {
  const pets = (discriminator: object | undefined) => {
    const document = baseDocument();
    document['components'].schemas = {
      Pet: {
        oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
        ...(discriminator && { discriminator }),
      },
      Cat: {
        type: 'object',
        required: ['petType'],
        properties: { petType: { type: 'string' }, purrs: { type: 'boolean' } },
      },
      Dog: {
        type: 'object',
        required: ['petType'],
        properties: { petType: { type: 'string' }, barks: { type: 'boolean' } },
      },
    };
    return document;
  };

  it('narrows the property a discriminator names to each mapped value', () => {
    const printed = emitTypes(
      specFrom(
        pets({
          propertyName: 'petType',
          mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' },
        }),
      ),
    );
    expect(printed).toMatch(/Cat: \{\s+\/\*\*[^/]+@enum \{string\}\s+\*\/\s+petType: "cat";/);
    expect(printed).toMatch(/Dog: \{\s+\/\*\*[^/]+@enum \{string\}\s+\*\/\s+petType: "dog";/);
  });

  it('leaves the property a plain string without a discriminator', () => {
    expect(emitTypes(specFrom(pets(undefined)))).toMatch(/Cat: \{\s+petType: string;/);
  });

  it.each([
    ['none', pets(undefined), false],
    ['one without a propertyName', pets({ mapping: {} }), false],
    ['one in a schema', pets({ propertyName: 'petType' }), true],
    ['one inside an array', { allOf: [{ oneOf: [{ discriminator: { propertyName: 'kind' } }] }] }, true],
  ])('hasDiscriminator finds %s', (_name, document, found) => {
    expect(hasDiscriminator(document)).toBe(found);
  });
});

describe('a nullable choice written as type null beside its oneOf', () => {
  it('is null or one of the choices, where openapi-typescript would print null & (…), never', () => {
    const document = baseDocument();
    document['components'].schemas = {
      Mood: {
        type: 'null',
        oneOf: [{ type: 'string' }, { type: 'array', items: { $ref: '#/components/schemas/Mood' } }],
      },
    };
    const printed = emitTypes(specFrom(document));
    expect(printed).toContain('Mood: string | components["schemas"]["Mood"][] | null;');
    // The model's document is left as it was: only openapi-typescript's copy reads it so.
    expect(document['components'].schemas.Mood.type).toBe('null');
  });
});
