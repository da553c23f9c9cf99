import { Source } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { makeLocator } from '../../generator/load/spec-data.js';

const TEXT = `openapi: 3.1.0
paths:
  /a/{b}~c%20d:
    get:
      responses:
        200:
          description: ok
        '404':
          description: "no"
  /list:
    parameters:
      - name: one
      -   in: query
          name: two
`;

describe('makeLocator', () => {
  const locate = makeLocator(new Source('/spec.yaml', TEXT));
  it.each([
    ['a key', ['paths'], { line: 2, col: 1 }],
    ['a path holding / ~ and %', ['paths', '/a/{b}~c%20d', 'get'], { line: 4, col: 5 }],
    [
      'under an unquoted status code',
      ['paths', '/a/{b}~c%20d', 'get', 'responses', '200', 'description'],
      {
        line: 7,
        col: 11,
      },
    ],
    [
      'under a quoted status code',
      ['paths', '/a/{b}~c%20d', 'get', 'responses', '404', 'description'],
      {
        line: 9,
        col: 11,
      },
    ],
    ['an item of a list', ['paths', '/list', 'parameters', 1], { line: 13, col: 11 }],
    ['a key in an item', ['paths', '/list', 'parameters', 1, 'name'], { line: 14, col: 11 }],
    [
      'a missing key: its closest ancestor',
      ['paths', '/list', 'parameters', 1, 'schema', 'type'],
      {
        line: 13,
        col: 11,
      },
    ],
    ['a missing item: its list', ['paths', '/list', 'parameters', 5], { line: 11, col: 5 }],
  ] as const)('%s', (_name, pointer, want) => {
    expect(locate(pointer)).toEqual(want);
  });
});
