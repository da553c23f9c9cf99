import { describe, expect, it } from 'vitest';
import { sanitizeDocStrings } from '../../generator/emit-types.js';
import { fixtureFiles } from './helpers.js';

describe('sanitizeDocStrings', () => {
  it.each([
    ['U+2028 in a description', { description: 'a\u2028b' }, { description: 'a\nb' }],
    ['a tag-like line in a summary', { summary: 'x\n@deprecated' }, { summary: 'x\n\\@deprecated' }],
    ['a title with CRLF', { title: 'a\r\nb' }, { title: 'a\nb' }],
    ['nested descriptions', { properties: { a: { description: '@x' } } }, { properties: { a: { description: '\\@x' } } }],
    ['a property named description stays a schema', { properties: { description: { type: 'string' } } }, { properties: { description: { type: 'string' } } }],
    ['examples are left alone', { example: '@x\u2028' }, { example: '@x\u2028' }],
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
    ['the banner first', /^\/\/ Generated from test\/fixtures\/mini\/spec\.yaml by the platform-sdk generator\. Do not edit\.\n\n/],
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
