import { describe, expect, it } from 'vitest';
import { formatWarning, GeneratorError } from '../../generator/model/errors.js';
import { SpecText, SpecTextLeak } from '../../generator/text/spec-text.js';
import { baseDocument, modelFrom, modelIssues, plain } from './helpers.js';

/** What a warning says of an operation the client cannot call type-safely. */
const RAW = 'the operation is generated in its raw form (typed path, unknown body and answer)';

type Doc = ReturnType<typeof baseDocument>;

function issuesOf(change: (doc: Doc) => void): string[] {
  const doc = baseDocument();
  change(doc);
  return modelIssues(doc);
}

const getItem = (doc: Doc) => doc.paths['/items/{item_id}'].get;
const createItem = (doc: Doc) => doc.paths['/items'].post;

describe('model rules', () => {
  it('accepts the base document', () => {
    expect(issuesOf(() => undefined)).toEqual([]);
  });

  it.each<[string, (doc: Doc) => void, string]>([
    [
      'a header parameter in a style headers do not have',
      (d) => getItem(d).parameters.push({ name: 'X-Trace', in: 'header', style: 'form', schema: { type: 'string' } }),
      'sdk/unsupported-parameter getItem: header parameter "X-Trace": style "form" is not defined for a header ' +
        'parameter (OpenAPI allows simple)',
    ],
    [
      'an object query parameter in style pipeDelimited',
      (d) =>
        getItem(d).parameters.push({ name: 'filter', in: 'query', style: 'pipeDelimited', schema: { type: 'object' } }),
      'sdk/unsupported-parameter getItem: query parameter "filter": an object in style pipeDelimited is not defined ' +
        'by OpenAPI (it writes a scalar or a list)',
    ],
    [
      'an XML request',
      (d) => {
        createItem(d).requestBody.content = { 'application/xml': { schema: { type: 'string' } } };
        delete createItem(d).responses['200']['x-empty-when'];
      },
      'sdk/media-type createItem: request media type "application/xml"',
    ],
    [
      'a CSV report beside another media type of its answer',
      (d) =>
        (getItem(d).responses['200'].content = {
          'text/csv': { schema: { type: 'string' }, 'x-csv-columns': [{ name: 'a' }] },
          'application/json': { schema: { type: 'object' } },
        }),
      'sdk/csv-columns getItem: x-csv-columns needs a CSV report to be the one media type of its answer',
    ],
    [
      'a CSV column named twice',
      (d) =>
        (getItem(d).responses['200'].content = {
          'text/csv': { schema: { type: 'string' }, 'x-csv-columns': [{ name: 'a' }, { name: 'a' }] },
        }),
      'sdk/csv-columns getItem: x-csv-columns names "a" twice',
    ],
    [
      'x-csv-columns on JSON',
      (d) => (getItem(d).responses['200'].content['application/json']['x-csv-columns'] = [{ name: 'a' }]),
      'sdk/csv-columns getItem: x-csv-columns needs application/octet-stream or text/csv',
    ],
    [
      'x-count-of naming a non-array',
      (d) => (d.components.schemas.Item.properties.count['x-count-of'] = 'test'),
      'sdk/count-of createItem: x-count-of on "count" must name an array property',
    ],
    [
      'x-empty-when naming a missing property',
      (d) => (createItem(d).responses['200']['x-empty-when'] = { property: 'dryRun', equals: true }),
      'sdk/empty-when createItem: x-empty-when names "dryRun"',
    ],
    [
      'x-empty-when without a request body',
      (d) => (getItem(d).responses['200']['x-empty-when'] = { property: 'test', equals: true }),
      'sdk/empty-when getItem: x-empty-when needs a JSON request body',
    ],
    [
      'an unknown x-error-codes code',
      (d) => (getItem(d)['x-error-codes'] = ['E9']),
      'sdk/error-codes getItem: x-error-codes lists "E9" but no *ErrorCode schema',
    ],
    [
      'an error code without description',
      (d) =>
        (d.components.schemas.DemoErrorCode = {
          type: 'string',
          enum: ['E1', 'E2'],
          'x-error-codes': { E1: { property: null, description: 'one' } },
        }),
      'sdk/error-codes -: code "E2" has no x-error-codes entry',
    ],
    [
      'an error code whose property is an empty list',
      (d) =>
        (d.components.schemas.DemoErrorCode = {
          type: 'string',
          enum: ['E1'],
          'x-error-codes': { E1: { property: [], description: 'one' } },
        }),
      'sdk/error-codes -: x-error-codes "E1" needs a string description and a property that is a string, a list of ' +
        'strings or null',
    ],
    [
      'a server variable named like a runtime option',
      (d) => {
        d.servers[0].url = '{base_url}/{time_out_ms}';
        d.servers[0].variables = { base_url: { default: 'x' }, timeout_ms: { default: 'y' } };
      },
      'sdk/name-collision -: server variable "timeout_ms" becomes option "timeoutMs"',
    ],
    [
      'a URL variable without definition',
      (d) => (d.servers[0].url = '{base_url}/{missing}'),
      'sdk/server -: servers[0].url uses {missing}',
    ],
  ])('reports %s', (_name, change, expected) => {
    const issues = issuesOf(change);
    expect(
      issues.some((i) => i.startsWith(expected)),
      `${expected}\nnot in\n${issues.join('\n')}`,
    ).toBe(true);
  });

  it.each([
    ['a reserved word', 'class', 'classValue'],
    ['a name the method binds itself (it was refused as a collision)', 'options', 'optionsValue'],
    ['the name of its query argument', 'query', 'queryValue'],
  ])('renames a path parameter that is %s and keeps its wire name', (_what, name, argName) => {
    const doc = baseDocument();
    doc.paths[`/items/{${name}}`] = doc.paths['/items/{item_id}'];
    delete doc.paths['/items/{item_id}'];
    getItemAt(doc, `/items/{${name}}`).parameters[0].name = name;
    const model = modelFrom(doc);
    expect(
      plain(model.operations.find((o) => o.id.text === 'getItem')?.pathParams.map((p) => [p.name, p.argName])),
    ).toEqual([[name, argName]]);
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
      operationId: getA
      x-error-codes: E1
      responses:
        '200': {description: ok}
`;
    try {
      modelFrom(yaml);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(GeneratorError);
      expect((error as GeneratorError).message).toBe(
        'inline.yaml:10:7 [sdk/error-codes] operation "getA": x-error-codes on an operation must be a list of code ' +
          'strings',
      );
    }
  });
});

/** A document of one operation at `/a`: its path item (YAML, indented under the path) and its components. */
function oneOperation(item: string, components = ''): string {
  return `openapi: 3.0.3
info: {title: T, version: '1'}
servers: [{url: 'https://x.test'}]
paths:
  /a/{id}:
${item}${components}`;
}

describe('names that always work, and what the peers read leniently', () => {
  const names = (yaml: string) => modelFrom(yaml).operations.map((o) => o.methodName);
  const types = (yaml: string) => modelFrom(yaml).schemas.map((s) => [s.specName.text, s.typeName]);
  const get = (id: string) =>
    `    get:\n${id}      parameters: [{name: id, in: path, required: true, schema: {type: string}}]\n` +
    `      responses: {'200': {description: ok}}\n`;

  it.each<[string, { given: string; want: string[] }]>([
    ['a missing operationId: method and path', { given: get(''), want: ['getAById'] }],
    ['an operationId without letters', { given: get('      operationId: "123"\n'), want: ['getAById'] }],
    [
      'an operationId of a heading',
      { given: get('      operationId: "\\n\\n# pwn heading\\n"\n'), want: ['pwnHeading'] },
    ],
    ['an operationId holding #', { given: get('      operationId: "#list"\n'), want: ['list'] }],
    ['an operationId that is a client member', { given: get('      operationId: raw\n'), want: ['raw2'] }],
    [
      'two operationIds that meet after case conversion, numbered in document order',
      {
        given:
          get('      operationId: get_item\n') + get('      operationId: getItem\n').replace('    get:', '    put:'),
        want: ['getItem', 'getItem2'],
      },
    ],
  ])('%s', (_name, { given, want }) => {
    expect(names(oneOperation(given))).toEqual(want);
  });

  it.each<[string, { given: string; want: [string, string][] }]>([
    ['a schema named like a global', { given: 'Promise', want: [['Promise', 'PromiseSchema']] }],
    ['a schema named like an import', { given: 'paths', want: [['paths', 'pathsSchema']] }],
    [
      'a schema named like our own export',
      { given: 'NotFoundError', want: [['NotFoundError', 'NotFoundErrorSchema']] },
    ],
    ['a schema named like the client', { given: 'DemoClient', want: [['DemoClient', 'DemoClientSchema']] }],
    ['a schema that is no name', { given: "'201'", want: [['201', 'Schema201']] }],
    ['a reserved word', { given: 'options', want: [['options', 'optionsSchema']] }],
  ])('%s', (_name, { given, want }) => {
    expect(types(oneOperation(get(''), `components:\n  schemas:\n    ${given}: {type: string}\n`))).toEqual(want);
  });

  it('gives two schemas that meet after case conversion names of their own, in document order', () => {
    const components = 'components:\n  schemas:\n    item-list: {type: string}\n    ItemList: {type: string}\n';
    expect(types(oneOperation(get(''), components))).toEqual([
      ['item-list', 'ItemList'],
      ['ItemList', 'ItemListSchema'],
    ]);
  });

  it('reads an operation without a 2xx answer as one that resolves to nothing', () => {
    const item = get('      operationId: moved\n').replace("'200': {description: ok}", "'302': {description: moved}");
    expect(plain(modelFrom(oneOperation(item)).operations[0]?.response.kind)).toBe('empty');
  });

  it('takes the JSON one of several request media types', () => {
    const item = `    post:
      operationId: create
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      requestBody:
        content:
          application/xml: {schema: {type: object}}
          application/json: {schema: {type: object}}
      responses: {'201': {description: ok}}
`;
    expect(plain(modelFrom(oneOperation(item)).operations[0]?.request?.mediaType)).toBe('application/json');
  });

  it('takes a document without servers, whose base address is then an option of its own', () => {
    const model = modelFrom(oneOperation(get('')).replace("servers: [{url: 'https://x.test'}]\n", ''));
    expect(model.variables.map((v) => [v.optionName, v.default.text, v.required])).toEqual([['baseUrl', '/', true]]);
  });

  it('names the option of a server variable that is a reserved word with Value', () => {
    const yaml = oneOperation(get('')).replace(
      "servers: [{url: 'https://x.test'}]",
      "servers: [{url: '{base_url}/{class}', variables: {base_url: {default: x}, class: {default: y, enum: [y]}}}]",
    );
    expect(modelFrom(yaml).variables.map((v) => v.optionName)).toEqual(['baseUrl', 'classValue']);
  });

  it.each<[string, { given: string; want: 'none' | undefined }]>([
    ['no security anywhere', { given: '', want: 'none' }],
    ['root security', { given: 'security: [{bearer: []}]\n', want: undefined }],
    [
      'root security that an empty requirement makes optional',
      { given: 'security: [{bearer: []}, {}]\n', want: 'none' },
    ],
  ])('asks for a token by the document: %s', (_name, { given, want }) => {
    const schemes = 'components:\n  securitySchemes:\n    bearer: {type: http, scheme: bearer}\n';
    expect(modelFrom(`${given}${oneOperation(get(''), schemes)}`).authentication).toBe(want);
  });

  it('leaves out a TRACE operation with a located warning, and keeps the others', () => {
    const model = modelFrom(oneOperation(`${get('')}${get('').replace('    get:', '    trace:')}`));
    expect(model.operations.map((o) => o.methodName)).toEqual(['getAById']);
    expect(model.warnings.map(formatWarning)).toEqual([
      'inline.yaml:9:5 [sdk/unsupported-method] warning: operation "TRACE /a/{id}": fetch cannot send TRACE ' +
        'requests; the operation is left out',
    ]);
  });
});

/** The issues of a YAML spec, as printed (YAML can hold what JSON cannot: `.inf`, escapes of lone surrogates). */
function yamlIssues(yaml: string): string[] {
  try {
    return modelFrom(yaml).warnings.map(formatWarning);
  } catch (error) {
    if (error instanceof GeneratorError) return error.message.split('\n');
    throw error;
  }
}

const YAML_BASE = `openapi: 3.1.0
info: {title: T, version: '1'}
servers:
  - url: '{base_url}/{tenant}'
    variables:
      base_url: {default: 'https://x.test'}
      tenant: {default: t, enum: [t, u]}
components:
  schemas:
    Item:
      type: object
      properties:
        size: {type: number}
paths:
  /items/{item_id}:
    get:
      operationId: getItem
      parameters:
        - {name: item_id, in: path, required: true, schema: {type: string}}
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Item'}
`;

describe('specs that used to crash or give wrong code are refused at their place', () => {
  it.each([
    [
      'an empty enum on a path parameter (gave `thingId: ,`)',
      [
        '        - {name: item_id, in: path, required: true, schema: {type: string}}',
        '        - {name: item_id, in: path, required: true, schema: {type: string, enum: []}}',
      ],
      'inline.yaml:19:11 [sdk/enum] operation "getItem": path parameter "item_id" has an empty enum: no value could ' +
        'be sent',
    ],
    [
      'an empty enum on a server variable',
      ['tenant: {default: t, enum: [t, u]}', 'tenant: {default: t, enum: []}'],
      'inline.yaml:7:28 [sdk/enum] server variable "tenant" has an empty enum: no value is allowed',
    ],
    [
      'a YAML .inf const (gave `Infinity` as a type)',
      ['size: {type: number}', 'size: {type: number, const: .inf}'],
      'inline.yaml:13:30 [sdk/number] the value at components.schemas.Item.properties.size.const is Infinity, which ' +
        'is no JSON number (use a finite number)',
    ],
    [
      'a YAML -.inf default',
      ['size: {type: number}', 'size: {type: number, default: -.inf}'],
      'inline.yaml:13:30 [sdk/number] the value at components.schemas.Item.properties.size.default is -Infinity, ' +
        'which is no JSON number (use a finite number)',
    ],
    [
      'a YAML .nan example',
      ['size: {type: number}', 'size: {type: number, example: .nan}'],
      'inline.yaml:13:30 [sdk/number] the value at components.schemas.Item.properties.size.example is NaN, which is ' +
        'no JSON number (use a finite number)',
    ],
    [
      'a lone surrogate in a server variable default (URIError in the factory)',
      ['tenant: {default: t, enum: [t, u]}', 'tenant: {default: "\\ud800"}'],
      'inline.yaml:7:16 [sdk/unicode] the value at servers.0.variables.tenant.default holds a lone surrogate ' +
        '(U+D800), which no file or request can carry',
    ],
    [
      'a lone surrogate in a name',
      ['        size: {type: number}', '        "a\\udc00": {type: number}'],
      'inline.yaml:13:9 [sdk/unicode] a name in components.schemas.Item.properties holds a lone surrogate (U+DC00), ' +
        'which no file or request can carry',
    ],
    [
      'a $ref with a bad percent escape (URIError)',
      ["schema: {$ref: '#/components/schemas/Item'}", "schema: {$ref: '#/components/schemas/It%zzem'}"],
      'inline.yaml:25:24 [sdk/ref] $ref "#/components/schemas/It%zzem" is not a local JSON pointer with valid ' +
        'percent escapes (#/...)',
    ],
    [
      'a $ref to nothing',
      ["schema: {$ref: '#/components/schemas/Item'}", "schema: {$ref: '#/components/schemas/Nope'}"],
      'inline.yaml:25:24 [sdk/ref] $ref "#/components/schemas/Nope" points to nothing in the document',
    ],
    [
      'a $ref that is not local',
      ["schema: {$ref: '#/components/schemas/Item'}", "schema: {$ref: 'other.yaml#/Item'}"],
      'inline.yaml:25:24 [sdk/ref] $ref "other.yaml#/Item" is not a local JSON pointer with valid percent escapes ' +
        '(#/...)',
    ],
    [
      'a $ref loop',
      ['    Item:\n', "    Loop: {$ref: '#/components/schemas/Loop'}\n    Item:\n"],
      'inline.yaml:10:12 [sdk/ref] $ref "#/components/schemas/Loop" refers to itself (#/components/schemas/Loop -> ' +
        '#/components/schemas/Loop)',
    ],
    [
      'required: true on a property (TypeError: boolean true is not iterable)',
      ['size: {type: number}', 'size: {type: number, required: true}'],
      'inline.yaml:13:30 [sdk/schema] warning: the schema at components.schemas.Item.properties.size has required: ' +
        "true, OpenAPI 2's form, which 3.x ignores: list the property in `required` of the object schema that holds it",
    ],
    [
      'required naming one property as a string',
      ['      type: object\n', '      type: object\n      required: size\n'],
      'inline.yaml:12:7 [sdk/schema] the schema at components.schemas.Item has required: "size"; in OpenAPI 3 ' +
        '`required` is the list of names of the required properties, given on the object schema that holds them',
    ],
    [
      'a path parameter the template holds but nobody declares (gave a method requesting the literal braces)',
      ['  /items/{item_id}:', '  /items/{item_id}/parts/{part_id}:'],
      'inline.yaml:16:5 [sdk/path-parameter] warning: operation "getItem": the path /items/{item_id}/parts/{part_id} ' +
        'holds {part_id}, which no path parameter declares: it is taken as a required string (declare it with name: ' +
        'part_id, in: path, required: true)',
    ],
    [
      'a declared path parameter the template lacks',
      ['  /items/{item_id}:', '  /items:'],
      'inline.yaml:16:5 [sdk/path-parameter] warning: operation "getItem": path parameter "item_id" is declared, but ' +
        'the path /items has no {item_id}: it is ignored',
    ],
    [
      // `\:` is fine without the u flag and a SyntaxError with it: the runtime could not check values against it.
      'a path pattern the runtime cannot build, left unchecked',
      [
        '{name: item_id, in: path, required: true, schema: {type: string}}',
        "{name: item_id, in: path, required: true, schema: {type: string, pattern: '[a-z\\:]+'}}",
      ],
      'inline.yaml:19:11 [sdk/pattern] warning: operation "getItem": path parameter "item_id" has a pattern that is ' +
        'no regular expression in unicode mode (ECMA-262): the client does not check values against it',
    ],
    [
      'a header parameter holding lists of lists, at its place',
      [
        '        - {name: item_id, in: path, required: true, schema: {type: string}}',
        '        - {name: item_id, in: path, required: true, schema: {type: string}}\n        - {name: X-Trace, in: ' +
          'header, schema: {type: array, items: {type: array, items: {type: string}}}}',
      ],
      'inline.yaml:20:11 [sdk/unsupported-parameter] warning: operation "getItem": header parameter "X-Trace": its ' +
        'items is a list or an object, which no style of OpenAPI writes; ' +
        RAW,
    ],
    [
      'a cookie parameter of the path item in a style cookies do not have, at its place',
      [
        '    get:\n',
        '    parameters:\n      - {name: session, in: cookie, style: deepObject, schema: {type: string}}\n    get:\n',
      ],
      'inline.yaml:17:9 [sdk/unsupported-parameter] warning: operation "getItem": cookie parameter "session": style ' +
        '"deepObject" is not defined for a cookie parameter (OpenAPI allows form); ' +
        RAW,
    ],
    [
      'an XML request body, at its place',
      [
        '      responses:\n',
        '      requestBody:\n        content:\n          application/xml: {schema: {type: object}}\n      ' +
          'responses:\n',
      ],
      'inline.yaml:22:11 [sdk/media-type] warning: operation "getItem": request media type "application/xml" is ' +
        'not supported: the client sends JSON, form, multipart, binary and text bodies (no XML); ' +
        RAW,
    ],
    [
      'mutual TLS as the only security (gave a client whose token the service does not read)',
      ['components:\n', 'security: [{tls: []}]\ncomponents:\n  securitySchemes:\n    tls: {type: mutualTLS}\n'],
      'inline.yaml:8:1 [sdk/security] warning: operation "getItem": no security requirement of the operation can be ' +
        'met: the client sends OAuth2, openIdConnect and bearer tokens, basic authentication and API keys, and this ' +
        'asks for "tls" (a mutualTLS scheme); ' +
        RAW,
    ],
  ])('%s', (_name, [from, to], expected) => {
    const yaml = YAML_BASE.replace(from as string, to as string);
    expect(yaml).not.toBe(YAML_BASE);
    expect(yamlIssues(yaml)).toEqual([expected]);
  });

  it('refuses an allOf cycle of two schemas (gave TS2502), naming the loop', () => {
    const doc = baseDocument();
    doc.components.schemas.A = { allOf: [{ $ref: '#/components/schemas/B' }, { type: 'object' }] };
    doc.components.schemas.B = { allOf: [{ $ref: '#/components/schemas/A' }, { type: 'object' }] };
    doc.components.schemas.Item.properties.a = { $ref: '#/components/schemas/A' };
    expect(issuesOf((d) => Object.assign(d, doc))).toEqual([
      'sdk/allof-cycle -: allOf of #/components/schemas/A includes itself (#/components/schemas/A -> ' +
        '#/components/schemas/B -> #/components/schemas/A); no value can be all of itself',
    ]);
  });

  it('refuses an allOf cycle of three branches (hung), once per schema that closes a loop', () => {
    const doc = baseDocument();
    for (const [name, others] of [
      ['A', ['B', 'C']],
      ['B', ['C', 'A']],
      ['C', ['A', 'B']],
    ] as const) {
      doc.components.schemas[name] = {
        allOf: [...others.map((o) => ({ $ref: `#/components/schemas/${o}` })), { type: 'object' }],
      };
    }
    doc.components.schemas.Item.properties.a = { $ref: '#/components/schemas/A' };
    const issues = issuesOf((d) => Object.assign(d, doc));
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues)
      expect(issue).toMatch(/^sdk\/allof-cycle -: allOf of #\/components\/schemas\/[ABC] includes itself/);
  });

  it('still merges an allOf shared by many schemas (a diamond is no cycle)', () => {
    const doc = baseDocument();
    doc.components.schemas.Base = { type: 'object', properties: { id: { type: 'string' } } };
    doc.components.schemas.Left = { allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object' }] };
    doc.components.schemas.Right = { allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object' }] };
    doc.components.schemas.Item = {
      allOf: [
        { $ref: '#/components/schemas/Left' },
        { $ref: '#/components/schemas/Right' },
        doc.components.schemas.Item,
      ],
    };
    expect(issuesOf((d) => Object.assign(d, doc))).toEqual([]);
  });

  it.each(['then', 'toString', 'valueOf', 'toLocaleString'])(
    'names the operationId %s, which JavaScript calls on the client itself, with a number',
    (id) => {
      const doc = baseDocument();
      getItem(doc).operationId = id;
      expect(modelFrom(doc).operations.map((o) => o.methodName)).toContain(`${id}2`);
    },
  );

  it.each<[string, (doc: Doc) => void, string]>([
    [
      'a server variable becoming option constructor',
      (d) => {
        d.servers[0].url = '{base_url}/{constructor}';
        d.servers[0].variables = { base_url: { default: 'x' }, constructor: { default: 'y' } };
      },
      'sdk/object-member -: server variable "constructor" becomes option "constructor", which TypeScript sees on ' +
        'every object',
    ],
    [
      'an optional query parameter toString',
      (d) => getItem(d).parameters.push({ name: 'toString', in: 'query', schema: { type: 'string' } }),
      'sdk/object-member getItem: optional query parameter "toString" is a member TypeScript sees on every object',
    ],
    [
      'an optional body property valueOf',
      (d) => (d.components.schemas.Item.properties.valueOf = { type: 'string' }),
      'sdk/object-member createItem: optional request property "valueOf" is a member TypeScript sees on every object',
    ],
    [
      'an optional property hasOwnProperty of array items in a body',
      (d) =>
        (d.components.schemas.Item.properties.items.items = {
          type: 'object',
          properties: { hasOwnProperty: { type: 'string' } },
        }),
      'sdk/object-member createItem: optional request property "items[].hasOwnProperty"',
    ],
    [
      'an x-count-of property named constructor, which the input makes optional',
      (d) => {
        const item = d.components.schemas.Item;
        item.properties.constructor = item.properties.count;
        delete item.properties.count;
        item.required.push('constructor');
      },
      'sdk/object-member createItem: x-count-of makes "constructor" optional',
    ],
    [
      'an x-empty-when property named toString',
      (d) => {
        d.components.schemas.Item.properties.toString = { type: 'boolean' };
        d.components.schemas.Item.required.push('toString');
        createItem(d).responses['200']['x-empty-when'].property = 'toString';
      },
      'sdk/object-member createItem: x-empty-when names "toString"',
    ],
  ])('refuses %s: no object literal could leave it out', (_name, change, expected) => {
    const issues = issuesOf(change);
    expect(
      issues.some((i) => i.startsWith(expected)),
      `${expected}\nnot in\n${issues.join('\n')}`,
    ).toBe(true);
  });

  it('accepts a required query parameter and a required body property named like an object member', () => {
    expect(
      issuesOf((d) => {
        getItem(d).parameters.push({ name: 'toString', in: 'query', required: true, schema: { type: 'string' } });
        d.components.schemas.Item.properties.valueOf = { type: 'string' };
        d.components.schemas.Item.required.push('valueOf');
      }),
    ).toEqual([]);
  });

  it.each(['constructor', 'new', 'isPrototypeOf', '__defineGetter__'])(
    'accepts the operationId %s as a method name',
    (id) => {
      expect(issuesOf((d) => (getItem(d).operationId = id))).toEqual([]);
    },
  );
});

function getItemAt(doc: Doc, path: string) {
  return doc.paths[path].get;
}

describe('x-rate-limit and x-upload-check', () => {
  /** A spec with a CSV upload; `root` adds lines at the top level, `media` to the upload's text/csv media type. */
  function spec(root: string, media: string, mediaType = 'text/csv'): string {
    return `openapi: 3.1.0
info: {title: T, version: '1'}
${root}servers:
  - url: '{base_url}'
    variables: {base_url: {default: x}}
paths:
  /lists:
    post:
      operationId: uploadList
      requestBody:
        content:
          ${mediaType}:
            schema: {type: string}
${media}      responses:
        '200': {description: ok}
`;
  }

  it('reads the rate limit and the upload check', () => {
    const model = modelFrom(
      spec('x-rate-limit: {perSecond: 150, burst: 300, bucket: database}\n', '            x-upload-check: send-list\n'),
    );
    expect(plain(model.rateLimit)).toEqual({ perSecond: 150, burst: 300, bucket: 'database' });
    expect(plain(model.operations[0]?.request?.uploadCheck)).toBe('send-list');
  });

  it('takes a rate below one call per second, and gives no limit or check when the extensions are absent', () => {
    expect(plain(modelFrom(spec('x-rate-limit: {perSecond: 0.5, burst: 1, bucket: slow}\n', '')).rateLimit)).toEqual({
      perSecond: 0.5,
      burst: 1,
      bucket: 'slow',
    });
    const bare = modelFrom(spec('', ''));
    expect(bare.rateLimit).toBeUndefined();
    expect(bare.operations[0]?.request?.uploadCheck).toBeUndefined();
  });

  it.each<[string, string, string, string[]]>([
    [
      'a rate limit that is not an object',
      'x-rate-limit: 5\n',
      '',
      ['inline.yaml:3:1 [sdk/rate-limit] x-rate-limit must be {perSecond: <number>, burst: <integer>, bucket: <name>}'],
    ],
    [
      'a rate limit without perSecond and bucket',
      'x-rate-limit: {burst: 5}\n',
      '',
      [
        'inline.yaml:3:1 [sdk/rate-limit] x-rate-limit.perSecond must be a number of calls per second above 0',
        'inline.yaml:3:1 [sdk/rate-limit] x-rate-limit.bucket must name the shared bucket in lower case letters, ' +
          'digits and hyphens (e.g. "mail")',
      ],
    ],
    [
      'a rate limit without burst',
      'x-rate-limit: {perSecond: 5, bucket: mail}\n',
      '',
      [
        'inline.yaml:3:1 [sdk/rate-limit] x-rate-limit.burst must be an integer of at least 1 (calls sent at once ' +
          'before the rate applies)',
      ],
    ],
    [
      'a zero rate',
      'x-rate-limit:\n  perSecond: 0\n  burst: 1\n  bucket: mail\n',
      '',
      ['inline.yaml:4:3 [sdk/rate-limit] x-rate-limit.perSecond must be a number of calls per second above 0'],
    ],
    [
      'a fractional burst',
      'x-rate-limit:\n  perSecond: 5\n  burst: 2.5\n  bucket: mail\n',
      '',
      [
        'inline.yaml:5:3 [sdk/rate-limit] x-rate-limit.burst must be an integer of at least 1 (calls sent at once ' +
          'before the rate applies)',
      ],
    ],
    [
      'a bucket that is no name',
      'x-rate-limit:\n  perSecond: 5\n  burst: 5\n  bucket: Mail API\n',
      '',
      [
        'inline.yaml:6:3 [sdk/rate-limit] x-rate-limit.bucket must name the shared bucket in lower case letters, ' +
          'digits and hyphens (e.g. "mail")',
      ],
    ],
    [
      'a misspelt key',
      'x-rate-limit:\n  persecond: 5\n  perSecond: 5\n  burst: 5\n  bucket: mail\n',
      '',
      ['inline.yaml:4:3 [sdk/rate-limit] x-rate-limit has no property "persecond" (it takes perSecond, burst, bucket)'],
    ],
    [
      'an unknown upload check',
      '',
      '            x-upload-check: recipients\n',
      [
        'inline.yaml:14:13 [sdk/upload-check] operation "uploadList": x-upload-check "recipients" names no check the ' +
          'runtime has (known: "send-list")',
      ],
    ],
    [
      'an upload check that is not a name',
      '',
      '            x-upload-check: [send-list]\n',
      [
        'inline.yaml:14:13 [sdk/upload-check] operation "uploadList": x-upload-check ["send-list"] names no check ' +
          'the runtime has (known: "send-list")',
      ],
    ],
  ])('reports %s where it is', (_name, root, media, expected) => {
    expect(yamlIssues(spec(root, media))).toEqual(expected);
  });

  it.each(['__proto__', "a'b", '*/ x /*', 'mail\nx', '${x}'])(
    'refuses the bucket %j, which is no plain name',
    (bucket) => {
      expect(
        yamlIssues(spec(`x-rate-limit: {perSecond: 5, burst: 5, bucket: ${JSON.stringify(bucket)}}\n`, '')),
      ).toEqual([
        'inline.yaml:3:40 [sdk/rate-limit] x-rate-limit.bucket must name the shared bucket in lower case letters, ' +
          'digits and hyphens (e.g. "mail")',
      ]);
    },
  );

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    'refuses the upload check %s, a name every object inherits, not a check',
    (name) => {
      expect(yamlIssues(spec('', `            x-upload-check: ${name}\n`))).toEqual([
        `inline.yaml:14:13 [sdk/upload-check] operation "uploadList": x-upload-check "${name}" names no check the ` +
          `runtime has (known: "send-list")`,
      ]);
    },
  );

  it('refuses an upload check on a JSON body', () => {
    expect(yamlIssues(spec('', '            x-upload-check: send-list\n', 'application/json'))).toEqual([
      'inline.yaml:14:13 [sdk/upload-check] operation "uploadList": x-upload-check applies to a text/csv request ' +
        'body only',
    ]);
  });

  it('reads a body check of a JSON body', () => {
    const model = modelFrom(spec('', '            x-body-check: api-definition\n', 'application/json'));
    expect(plain(model.operations[0]?.request?.bodyCheck)).toBe('api-definition');
    expect(modelFrom(spec('', '', 'application/json')).operations[0]?.request?.bodyCheck).toBeUndefined();
  });

  it.each<[string, string, string, string]>([
    [
      'an unknown body check',
      '            x-body-check: definition\n',
      'application/json',
      'x-body-check "definition" names no check the runtime has (known: "api-definition")',
    ],
    [
      'a body check named as an inherited member',
      '            x-body-check: toString\n',
      'application/json',
      'x-body-check "toString" names no check the runtime has (known: "api-definition")',
    ],
    [
      'a body check on a CSV body',
      '            x-body-check: api-definition\n',
      'text/csv',
      'x-body-check applies to a JSON request body only',
    ],
  ])('refuses %s', (_name, media, mediaType, message) => {
    expect(yamlIssues(spec('', media, mediaType))).toEqual([
      `inline.yaml:14:13 [sdk/body-check] operation "uploadList": ${message}`,
    ]);
  });
});

describe('x-pattern, path patterns, x-max-bytes and x-bigint', () => {
  it.each<[string, (doc: Doc) => void, string]>([
    [
      'an x-pattern that is no regular expression',
      (d) => (d.servers[0].variables.tenant['x-pattern'] = '[a-'),
      'sdk/server -: x-pattern of server variable "tenant" must be a regular expression (ECMA-262, unicode mode)',
    ],
    [
      'an empty x-pattern',
      (d) => (d.servers[0].variables.tenant['x-pattern'] = ''),
      'sdk/server -: x-pattern of server variable "tenant" must be a regular expression',
    ],
    [
      'x-max-bytes on a number property',
      (d) => (d.components.schemas.Item.properties.count['x-max-bytes'] = 10),
      'sdk/max-bytes createItem: x-max-bytes on "count" must be a positive integer on a string property',
    ],
    [
      'a fractional x-max-bytes',
      (d) => (d.components.schemas.Item.properties.requestId['x-max-bytes'] = 1.5),
      'sdk/max-bytes createItem: x-max-bytes on "requestId" must be a positive integer on a string property',
    ],
    [
      'x-bigint on a boolean',
      (d) => (d.components.schemas.Item.properties.test['x-bigint'] = true),
      'sdk/bigint createItem: x-bigint on "test" needs a string schema (decimal digits)',
    ],
  ])('reports %s', (_name, change, expected) => {
    const issues = issuesOf(change);
    expect(
      issues.some((i) => i.startsWith(expected)),
      `${expected}\nnot in\n${issues.join('\n')}`,
    ).toBe(true);
  });

  it('keeps the spec text of the extensions as spec text: patterns, field names, bigint keys, column values', () => {
    const doc = baseDocument();
    doc.servers[0].variables.tenant['x-pattern'] = '^[a-z]+$';
    getItem(doc).parameters[0].schema = { type: 'string', pattern: '^[0-9]+$' };
    doc.components.schemas.Item.properties.requestId['x-max-bytes'] = 36;
    doc.components.schemas.Item.properties.ref = { type: 'string', 'x-bigint': true };
    getItem(doc).responses['200'].content = {
      'text/csv': { schema: { type: 'string' }, 'x-csv-columns': [{ name: 'state', enum: ['on', 'off'] }] },
    };
    const model = modelFrom(doc);
    const create = model.operations.find((o) => o.id.text === 'createItem');
    const get = model.operations.find((o) => o.id.text === 'getItem');
    const values = [
      model.variables[1]?.pattern,
      get?.pathParams[0]?.rule?.pattern,
      create?.request?.fieldMaxBytes[0]?.property,
      create?.request?.bigintKeys[0],
      get?.response.csvColumns?.[0]?.enum?.[0],
    ];
    expect(values.map((v) => v instanceof SpecText)).toEqual([true, true, true, true, true]);
    expect(plain(values)).toEqual(['^[a-z]+$', '^[0-9]+$', 'requestId', 'ref', 'on']);
    // A template literal of spec text throws instead of printing it unescaped.
    expect(() => `${String(values[0])}`).toThrow(SpecTextLeak);
  });
});

describe('example data is not read as OpenAPI objects', () => {
  it('accepts $ref and allOf inside examples, defaults and extensions (an example of a whole OpenAPI document)', () => {
    const doc = baseDocument();
    const embedded = {
      paths: {
        '/a': {
          get: {
            responses: {
              '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Elsewhere' } } } },
            },
          },
        },
      },
    };
    doc.components.examples = { Document: { summary: 'A document', value: embedded } };
    createItem(doc).requestBody.content['application/json'].example = {
      $ref: '#/nowhere',
      allOf: [{ $ref: '#/nowhere' }],
    };
    createItem(doc).requestBody.content['application/json'].examples = {
      one: { value: { $ref: '#/nowhere' } },
      two: { $ref: '#/components/examples/Document' },
    };
    doc.components.schemas.Item.properties.requestId.default = '#/x';
    doc.components.schemas.Item['x-note'] = { $ref: '#/nowhere' };
    expect(issuesOf((d) => Object.assign(d, doc))).toEqual([]);
  });

  it('still checks a $ref in a property named example, and one to an example that does not exist', () => {
    const doc = baseDocument();
    doc.components.schemas.Item.properties.example = { $ref: '#/components/schemas/Nope' };
    createItem(doc).requestBody.content['application/json'].examples = { two: { $ref: '#/components/examples/Nope' } };
    expect(issuesOf((d) => Object.assign(d, doc))).toEqual([
      'sdk/ref -: $ref "#/components/schemas/Nope" points to nothing in the document',
      'sdk/ref -: $ref "#/components/examples/Nope" points to nothing in the document',
    ]);
  });

  it('still checks strings and numbers inside example data', () => {
    const doc = baseDocument();
    doc.components.examples = { Document: { value: { text: 'a\ud800' } } };
    expect(issuesOf((d) => Object.assign(d, doc))).toEqual([
      'sdk/unicode -: the value at components.examples.Document.value.text holds a lone surrogate (U+D800), which no ' +
        'file or request can carry',
    ]);
  });
});
