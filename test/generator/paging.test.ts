/**
 * `x-paging` (generator/model/model-paging.ts, emit-paging.ts): an iterator method for a list operation that declares
 * it, and a located error for every way the declaration or the operation can break the paging contract.
 */
import { describe, expect, it } from 'vitest';
import { emitClient } from '../../generator/emit/emit-client.js';
import { GeneratorError } from '../../generator/model/errors.js';
import { baseDocument, modelFrom, modelIssues } from './helpers.js';

type Doc = ReturnType<typeof baseDocument>;

/** The base document with a paged list operation `listItems` (GET /items). */
function pagedDocument(): Doc {
  const doc = baseDocument();
  doc.components.schemas.ItemPage = {
    type: 'object',
    required: ['metadata', 'items'],
    properties: {
      metadata: { type: 'object', properties: { continueToken: { type: 'string' } } },
      items: { type: 'array', items: { $ref: '#/components/schemas/Item' } },
    },
  };
  doc.paths['/items'].get = {
    operationId: 'listItems',
    'x-paging': { kind: 'continueToken', method: 'allItems' },
    security: [{ oauth2: ['items:read'] }],
    parameters: [
      { name: 'continueToken', in: 'query', schema: { type: 'string' } },
      { name: 'limit', in: 'query', schema: { type: 'integer' } },
    ],
    responses: {
      '200': {
        description: 'A page',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ItemPage' } } },
      },
    },
  };
  return doc;
}

const listItems = (doc: Doc) => doc.paths['/items'].get;

function issuesOf(change: (doc: Doc) => void): string[] {
  const doc = pagedDocument();
  change(doc);
  return modelIssues(doc);
}

describe('x-paging', () => {
  it('gives the operation an iterator method over its items, which passes every other query parameter', () => {
    const model = modelFrom(pagedDocument());
    expect(model.operations.find((op) => op.id.text === 'listItems')?.paging).toEqual({
      kind: 'continueToken',
      methodName: 'allItems',
    });
    const text = emitClient(model);
    expect(text).toContain(
      "allItems(query?: Omit<ListItemsQuery, 'continueToken'>, options?: CallOptions): " +
        "AsyncGenerator<ItemPage['items'][number], void, undefined>;",
    );
    expect(text).toContain(
      'return clientHelpers.paginate(continueToken => generatedOperations.listItems(core, continueToken === ' +
        'undefined ? { ...query } : { ...query, continueToken: continueToken }, options), ' +
        "{ operationId: 'listItems' });",
    );
    expect(text).toContain("import { createPagedClientHelpers } from '@platform-sdk/runtime/client';");
  });

  it('is not guessed: the same operation without the extension gets no iterator', () => {
    const text = emitClient(
      modelFrom({
        ...pagedDocument(),
        paths: {
          ...pagedDocument().paths,
          '/items': { get: { ...listItems(pagedDocument()), 'x-paging': undefined } },
        },
      }),
    );
    expect(text).not.toContain('paginate');
    expect(text).toContain("import { createClientHelpers } from '@platform-sdk/runtime/client';");
  });

  it.each<[string, (doc: Doc) => void, string]>([
    [
      'a value that is not an object',
      (d) => (listItems(d)['x-paging'] = 'continueToken'),
      'must be an object { kind: continueToken, method: <iterator name> }',
    ],
    [
      'an unknown member',
      (d) => (listItems(d)['x-paging'].size = 10),
      'unknown member "size" (it takes kind and method)',
    ],
    ['another kind', (d) => (listItems(d)['x-paging'].kind = 'offset'), 'kind must be continueToken, not "offset"'],
    [
      'a method that is no identifier',
      (d) => (listItems(d)['x-paging'].method = 'all-items'),
      'method must name the iterator method, an identifier starting with a lowercase letter (got "all-items")',
    ],
    [
      'a method that is a reserved word',
      (d) => (listItems(d)['x-paging'].method = 'delete'),
      'method must name the iterator method',
    ],
    [
      'a PUT operation',
      (d) => {
        d.paths['/items'].put = { ...listItems(d), operationId: 'putItems' };
        delete d.paths['/items'].get;
      },
      'pages are read with GET, not PUT',
    ],
    [
      'no continueToken parameter',
      (d) => listItems(d).parameters.shift(),
      'the operation needs an optional query parameter continueToken',
    ],
    [
      'a required continueToken',
      (d) => (listItems(d).parameters[0].required = true),
      'the operation needs an optional query parameter continueToken',
    ],
    [
      'items that may be absent',
      (d) => (d.components.schemas.ItemPage.required = ['metadata']),
      'the success response must require `items`, an array',
    ],
    [
      'items that are no array',
      (d) => (d.components.schemas.ItemPage.properties.items = { type: 'object' }),
      'the success response must require `items`, an array',
    ],
    [
      'no metadata.continueToken',
      (d) =>
        (d.components.schemas.ItemPage.properties.metadata = {
          type: 'object',
          properties: { next: { type: 'string' } },
        }),
      'the success response must have `metadata.continueToken`',
    ],
  ])('reports %s at the extension', (_name, change, message) => {
    const issues = issuesOf(change);
    expect(
      issues.some((i) => i.includes(`: x-paging: ${message}`)),
      issues.join('\n'),
    ).toBe(true);
  });

  it('reports a method name another member has', () => {
    expect(issuesOf((d) => (listItems(d)['x-paging'].method = 'getItem'))).toContain(
      'sdk/name-collision listItems: x-paging of operationId "listItems" becomes the name "getItem", which is ' +
        'already taken by operationId "getItem"',
    );
  });

  it('locates the report at the line of the extension', () => {
    const yaml = JSON.stringify(pagedDocument(), null, 2).replace('"kind": "continueToken"', '"kind": "offset"');
    try {
      modelFrom(JSON.parse(yaml));
      expect.unreachable();
    } catch (error) {
      const issue = (error as GeneratorError).issues[0];
      expect(issue?.line).toBe(yaml.split('\n').findIndex((line) => line.includes('"x-paging"')) + 1);
    }
  });
});
