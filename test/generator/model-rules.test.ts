import { describe, expect, it } from 'vitest';
import { GeneratorError } from '../../generator/errors.js';
import { baseDocument, modelFrom, plain } from './helpers.js';

type Doc = ReturnType<typeof baseDocument>;

function issuesOf(change: (doc: Doc) => void): string[] {
  const doc = baseDocument();
  change(doc);
  try {
    modelFrom(doc);
  } catch (error) {
    if (error instanceof GeneratorError) return error.issues.map((i) => `${i.rule} ${i.operation ?? '-'}: ${i.message}`);
    throw error;
  }
  return [];
}

const getItem = (doc: Doc) => doc.paths['/items/{item_id}'].get;
const createItem = (doc: Doc) => doc.paths['/items'].post;

describe('model rules', () => {
  it('accepts the base document', () => {
    expect(issuesOf(() => undefined)).toEqual([]);
  });

  it.each<[string, (doc: Doc) => void, string]>([
    ['a missing operationId', (d) => delete getItem(d).operationId, 'sdk/operation-id GET /items/{item_id}: every operation needs an operationId'],
    ['an operationId without letters', (d) => (getItem(d).operationId = '123'), 'sdk/operation-id 123: the operationId must start with a letter'],
    ['a HEAD operation', (d) => (d.paths['/items'].head = { operationId: 'headItems', responses: {} }), 'sdk/unsupported-method HEAD /items: HEAD operations are not supported'],
    ['a header parameter', (d) => getItem(d).parameters.push({ name: 'X-Trace', in: 'header', schema: { type: 'string' } }), 'sdk/unsupported-parameter getItem: header parameter "X-Trace"'],
    ['an object query parameter', (d) => getItem(d).parameters.push({ name: 'filter', in: 'query', schema: { type: 'object' } }), 'sdk/unsupported-parameter getItem: query parameter "filter" must have'],
    ['an XML request', (d) => (createItem(d).requestBody.content = { 'application/xml': { schema: { type: 'string' } } }), 'sdk/media-type createItem: request media type "application/xml"'],
    ['two request media types', (d) => (createItem(d).requestBody.content['text/csv'] = { schema: { type: 'string' } }), 'sdk/media-type createItem: the request body declares 2 media types'],
    ['an octet-stream response without columns', (d) => (getItem(d).responses['200'].content = { 'application/octet-stream': { schema: { type: 'string' } } }), 'sdk/csv-columns getItem: response media type "application/octet-stream" needs x-csv-columns'],
    ['a CSV column named twice', (d) => (getItem(d).responses['200'].content = { 'text/csv': { schema: { type: 'string' }, 'x-csv-columns': [{ name: 'a' }, { name: 'a' }] } }), 'sdk/csv-columns getItem: x-csv-columns names "a" twice'],
    ['x-csv-columns on JSON', (d) => (getItem(d).responses['200'].content['application/json']['x-csv-columns'] = [{ name: 'a' }]), 'sdk/csv-columns getItem: x-csv-columns needs application/octet-stream or text/csv'],
    ['no 2xx response', (d) => (getItem(d).responses = { '404': { description: 'no' } }), 'sdk/success-response getItem: the operation declares no 2xx response'],
    ['x-count-of naming a non-array', (d) => (d.components.schemas.Item.properties.count['x-count-of'] = 'test'), 'sdk/count-of createItem: x-count-of on "count" must name an array property'],
    ['x-empty-when naming a missing property', (d) => (createItem(d).responses['200']['x-empty-when'] = { property: 'dryRun', equals: true }), 'sdk/empty-when createItem: x-empty-when names "dryRun"'],
    ['x-empty-when without a request body', (d) => (getItem(d).responses['200']['x-empty-when'] = { property: 'test', equals: true }), 'sdk/empty-when getItem: x-empty-when needs a JSON request body'],
    ['an unknown x-error-codes code', (d) => (getItem(d)['x-error-codes'] = ['E9']), 'sdk/error-codes getItem: x-error-codes lists "E9" but no *ErrorCode schema'],
    ['an error code without description', (d) => (d.components.schemas.DemoErrorCode = { type: 'string', enum: ['E1', 'E2'], 'x-error-codes': { E1: { property: null, description: 'one' } } }), 'sdk/error-codes -: code "E2" has no x-error-codes entry'],
    ['an error code whose property is an empty list', (d) => (d.components.schemas.DemoErrorCode = { type: 'string', enum: ['E1'], 'x-error-codes': { E1: { property: [], description: 'one' } } }), 'sdk/error-codes -: x-error-codes "E1" needs a string description and a property that is a string, a list of strings or null'],
    ['no servers', (d) => delete d.servers, 'sdk/server -: the spec needs servers[0]'],
    ['a server variable that is a reserved word', (d) => { d.servers[0].url = '{base_url}/{class}'; d.servers[0].variables = { base_url: { default: 'x' }, class: { default: 'y' } }; }, 'sdk/server -: server variable "class" gives no usable option name'],
    ['a server variable named like a runtime option', (d) => { d.servers[0].url = '{base_url}/{time_out_ms}'; d.servers[0].variables = { base_url: { default: 'x' }, timeout_ms: { default: 'y' } }; }, 'sdk/name-collision -: server variable "timeout_ms" becomes option "timeoutMs"'],
    ['a URL variable without definition', (d) => (d.servers[0].url = '{base_url}/{missing}'), 'sdk/server -: servers[0].url uses {missing}'],
    ['two operationIds that meet after case conversion', (d) => (createItem(d).operationId = 'get_item'), 'sdk/name-collision get_item: operationId "get_item" becomes the name "getItem", which is already taken by operationId "getItem"'],
    ['an operationId that is a client member', (d) => (getItem(d).operationId = 'raw'), 'sdk/name-collision raw: operationId "raw" becomes the name "raw", which is already taken by a client member'],
    ['a schema named like a global', (d) => (d.components.schemas.Promise = { type: 'string' }), 'sdk/name-collision -: components.schemas.Promise becomes the name "Promise"'],
    ['a schema named like an import', (d) => (d.components.schemas.paths = { type: 'string' }), 'sdk/name-collision -: components.schemas.paths becomes the name "paths"'],
    ['two schemas that meet after case conversion', (d) => { d.components.schemas['item-list'] = { type: 'string' }; d.components.schemas.ItemList = { type: 'string' }; }, 'sdk/name-collision -: components.schemas.ItemList becomes the name "ItemList", which is already taken by components.schemas.item-list'],
    ['a path parameter named like a method argument', (d) => { d.paths['/items/{options}'] = d.paths['/items/{item_id}']; delete d.paths['/items/{item_id}']; getItemAt(d, '/items/{options}').parameters[0].name = 'options'; }, 'sdk/name-collision getItem: path parameter "options" becomes the name "options"'],
    ['a schema that is not a name', (d) => (d.components.schemas['1st'] = { type: 'string' }), 'sdk/schema-name -: schema "1st" gives no usable type name'],
  ])('reports %s', (_name, change, expected) => {
    const issues = issuesOf(change);
    expect(issues.some((i) => i.startsWith(expected)), `${expected}\nnot in\n${issues.join('\n')}`).toBe(true);
  });

  it('renames a path parameter that is a reserved word and keeps its wire name', () => {
    const doc = baseDocument();
    doc.paths['/items/{class}'] = doc.paths['/items/{item_id}'];
    delete doc.paths['/items/{item_id}'];
    getItemAt(doc, '/items/{class}').parameters[0].name = 'class';
    const model = modelFrom(doc);
    expect(plain(model.operations.find((o) => o.id.text === 'getItem')?.pathParams.map((p) => [p.name, p.argName]))).toEqual([['class', 'classValue']]);
  });

  it('makes a non-base server variable optional only when it lists allowed values', () => {
    const doc = baseDocument();
    doc.servers[0].variables.tenant = { default: 'eu', enum: ['eu', 'us'] };
    expect(modelFrom(doc).variables.map((v) => [v.optionName, v.required])).toEqual([
      ['baseUrl', true],
      ['tenant', false],
    ]);
    expect(modelFrom(baseDocument()).variables.map((v) => v.required)).toEqual([true, true]);
  });

  it('gives every issue the line of the spec where it is', () => {
    const yaml = `openapi: 3.1.0
info: {title: T, version: '1'}
servers:
  - url: '{base_url}'
    variables: {base_url: {default: x}}
paths:
  /a:
    get:
      responses:
        '200': {description: ok}
`;
    try {
      modelFrom(yaml);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(GeneratorError);
      expect((error as GeneratorError).message).toBe(
        'inline.yaml:8:5 [sdk/operation-id] operation "GET /a": every operation needs an operationId (it names the client method)',
      );
    }
  });
});

function getItemAt(doc: Doc, path: string) {
  return doc.paths[path].get;
}
