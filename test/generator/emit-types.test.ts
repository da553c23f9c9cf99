import { describe, expect, it } from 'vitest';
import { hasDiscriminator, printTypes, sanitizeDocStrings } from '../../generator/emit-types.js';
import { formatTypeScript, printedToFormatted } from '../../generator/format.js';
import { loadSpec } from '../../generator/load-spec.js';
import { packages } from '../../generator/packages.js';
import { baseDocument, fixtureFiles, ROOT, specFrom } from './helpers.js';

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
    ['the components with named schemas', /^ {4}SendDeliveryRequest: \{$/m],
    ['the operations by operationId', /^ {2}sendDelivery: \{$/m],
    ['2-space indentation only', /^(?! *\S)|^( {2})*\S/m],
  ])('has %s', (_name, pattern) => {
    expect(schema).toMatch(pattern);
  });

  it('has no tabs, no CR and ends with one newline', () => {
    expect(schema).not.toMatch(/[\t\r]/);
    expect(schema.endsWith('}\n')).toBe(true);
  });
});

/** Text spec authors may put where openapi-typescript writes comments and literals: layout the formatter could treat its own way. */
const AWKWARD_TEXT = [
  'trailing spaces   ',
  'trailing tab\t',
  '\tleading tab',
  '    four leading spaces',
  '  two\n      six on the next line',
  'blank\n\n\nlines',
  'spaces only\n    \n',
  'CR\rLF\r\nLS\u2028PS\u2029end',
  '*/ closer /* opener',
  ' * a star line\n * another',
  '`${backtick}`',
  'quotes \' " \\',
  '@deprecated\n@example x',
  '\u0000\u001b[31m',
  '\u00a0nbsp\u00a0',
  '',
];

/** A document with every awkward string as description, title, default, example, enum value and property name, nested deep. */
function awkwardDocument(): Record<string, any> {
  const doc = baseDocument();
  let nested: Record<string, any> = { type: 'string' };
  for (let depth = 0; depth < 6; depth += 1)
    nested = { type: 'object', description: AWKWARD_TEXT[depth], properties: { [`level${depth}`]: nested } };
  doc.components.schemas.Awkward = {
    type: 'object',
    properties: {
      ...Object.fromEntries(
        AWKWARD_TEXT.map((text, i) => [
          `p${i} ${text}`,
          { type: 'string', title: text, description: text, default: text, example: text, enum: [text, `${text}x`] },
        ]),
      ),
      nested,
      tuple: {
        type: 'array',
        items: { oneOf: [{ type: 'integer', description: AWKWARD_TEXT[3] }, { $ref: '#/components/schemas/Item' }] },
      },
    },
  };
  doc.paths['/items'].post.description = AWKWARD_TEXT.join('\n');
  return doc;
}

describe("printedToFormatted gives the formatter's output on printed types", async () => {
  const specs = [
    ...packages.map((pkg) => pkg.spec),
    'test/fixtures/mini/spec.yaml',
    'test/fixtures/hostile/spec.yaml',
    'test/fixtures/inherited-names/spec.yaml',
    'test/fixtures/collisions/spec.yaml',
    'test/fixtures/max-account/out/openapi.json',
  ];
  const loaded = await Promise.all(specs.map(async (spec) => [spec, await loadSpec(ROOT, spec)] as const));
  it.each([...loaded, ['awkward text in every place', specFrom(awkwardDocument())] as const])('%s', (_name, spec) => {
    const printed = printTypes(spec);
    expect(printedToFormatted(printed)).toBe(formatTypeScript('schema.gen.ts', printed));
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
    const printed = printTypes(
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
    expect(printTypes(specFrom(pets(undefined)))).toMatch(/Cat: \{\s+petType: string;/);
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
