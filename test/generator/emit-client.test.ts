import { CodeBlockWriter } from 'ts-morph';
import ts from 'typescript';
import type { Code } from '../../generator/emit/code.js';
import { describe, expect, it } from 'vitest';
import { baseParams, signatures } from '../../generator/emit/client-types.js';
import { exampleCall } from '../../generator/emit/client-docs.js';
import { emitClient } from '../../generator/emit/emit-client.js';
import { emitOperations } from '../../generator/emit/emit-operations.js';
import { baseDocument, fixtureFiles, fixtureModel, modelFrom } from './helpers.js';

describe('client.gen.ts and operations.gen.ts of the mini fixture', async () => {
  const files = await fixtureFiles('mini');
  const client = files.get('client.gen.ts') ?? '';
  const operations = files.get('operations.gen.ts') ?? '';
  const both = `${client}\n${operations}`;

  it('matches the snapshot', async () => {
    for (const [name, content] of files) await expect(content).toMatchFileSnapshot(`../fixtures/mini/out/${name}`);
  });

  it.each([
    [
      'starts with the banner',
      '// Generated from test/fixtures/mini/spec.yaml by the platform-sdk generator. Do not edit.\n\n',
    ],
    [
      'imports the runtime factory only, no value for descriptors',
      "import { createClientRuntime } from '@platform-sdk/runtime/client';\nimport type",
    ],
    [
      'gives a descriptor with a JSON body its kind and data, no code',
      "    retry: 'requestId',\n    errorCodes: miniErrorCodes\n",
    ],
    [
      'hands the options to the runtime factory, which checks them before anything else',
      'export function createMiniCore(options: MiniClientOptions): MiniCore {\n' +
        '    return createClientRuntime<paths>(miniApi, options);\n}',
    ],
    [
      'describes the server variables as options',
      "serverVariables: /*#__PURE__*/ Object.freeze([/*#__PURE__*/ Object.freeze({ name: 'base_url', option: " +
        "'baseUrl' }),",
    ],
    [
      'takes its helpers from the runtime by API name',
      "import { createClientHelpers } from '@platform-sdk/runtime/client';\nimport type",
    ],
    [
      'guards the error alias with the helpers made for its API',
      "const clientHelpers = /*#__PURE__*/ createClientHelpers('mini');\n\n" +
        '/** Whether `error` is an HTTP error answer of this API (any status); narrows it to `MiniApiError`, so ' +
        '`errors[].code` of a 400 is typed. */\n' +
        'export function isMiniApiError(error: unknown): error is MiniApiError {\n' +
        '    return clientHelpers.isApiError(error);\n}',
    ],
    ['exports schema types by name', "export type DeliveryStatus = components['schemas']['DeliveryStatus'];"],
    [
      'exports the error-code map',
      'export const miniErrorCodes: Readonly<Record<MiniErrorCode, string>> = /*#__PURE__*/ Object.freeze({',
    ],
    ['re-exports the error-code map from the client module', "import { miniErrorCodes } from './operations.gen.js';"],
    [
      'binds the error alias to the codes and the earlier response of a duplicate',
      'export type MiniApiError = ApiErrorOf<MiniErrorCode, DeliveryResponse | undefined>;',
    ],
    [
      'makes count optional in the input',
      "export type SendDeliveryInput = Omit<SendDeliveryRequest, 'count'> & { count?: SendDeliveryRequest['count']; };",
    ],
    [
      'exports a row type per report',
      'export interface ClicksRow {\n    /** Platform ID of the recipient. */\n    platformId: string;',
    ],
    ['types the options from the server variables', 'export type MiniClientOptions = CommonClientOptions & {'],
    [
      'overloads the test delivery to void',
      'sendDelivery(body: JsonInput<SendDeliveryInput> & { test: true; }, options?: CallOptions): Promise<void>;',
    ],
    [
      'overloads the real delivery to the result',
      'sendDelivery(body: JsonInput<SendDeliveryInput> & { test?: false; }, options?: CallOptions): ' +
        'Promise<DeliveryResponse>;',
    ],
    [
      'checks path parameters by their schema',
      "pathParams: /*#__PURE__*/ Object.freeze({ delivery_id: /*#__PURE__*/ Object.freeze({ 'type': 'integer' }) })",
    ],
    [
      'takes path parameters positionally',
      'getDelivery(deliveryId: number | bigint, options?: CallOptions): Promise<DeliveryStatus>;',
    ],
    [
      'returns a typed CSV report',
      'clicks(deliveryId: number | bigint, query?: ClicksQuery, options?: CallOptions): CsvReport<ClicksRow>;',
    ],
    ['takes a CSV body for the upload', 'uploadSendList(body: CsvUploadBody, options?: CallOptions)'],
    ['gives a report descriptor its columns, no code', "    retry: 'safe',\n    csvColumns:"],
    [
      'freezes a descriptor with retry class and columns',
      "retry: 'safe',\n    csvColumns: /*#__PURE__*/ " +
        "Object.freeze(['platformId', 'clickedAt', 'clickId', 'url']),",
    ],
    [
      'gives the POST with requestId its kind and retry class',
      "id: 'sendDelivery',\n    kind: 'json-body',\n    method: 'post',\n    path: '/deliveries',\n" +
        "    scopes: /*#__PURE__*/ Object.freeze(['mail:send']),\n    requestMediaType: 'application/json',\n" +
        "    response: 'json',\n    retry: 'requestId',",
    ],
    [
      'marks the upload as a CSV upload that is not retried',
      "kind: 'csv-upload',\n    method: 'post',\n    path: '/deliveries/reserve/sendlists',\n" +
        "    scopes: /*#__PURE__*/ Object.freeze(['mail:send']),\n    requestMediaType: 'text/csv',\n" +
        "    response: 'json',\n    retry: 'unsafe'",
    ],
    ['marks an empty 200 as empty', "response: 'empty',"],
    [
      'names the error codes in the descriptor of an operation whose spec lists codes',
      "    retry: 'requestId',\n    errorCodes: miniErrorCodes\n",
    ],
    [
      'gives the descriptor the server URL, which the runtime fills in',
      "    serverUrl: '{base_url}/v1/{user_name}/mail',\n",
    ],
    ['fills count from the array length', 'body: { ...body, count: body.count ?? body.deliveryData?.length }'],
    ['passes path parameters under their spec name', '{ path: { delivery_id: deliveryId } }'],
    [
      'sends reports through core.report',
      'return core.report<ClicksRow>(clicksOperation, { path: { delivery_id: deliveryId }, query: query ?? {} }, ' +
        'options);',
    ],
    [
      'exports one function per operation, the core first',
      'export function getDelivery(core: MiniCore, deliveryId: number | bigint, options?: CallOptions): ' +
        'Promise<DeliveryStatus> {',
    ],
    [
      'overloads the function as the method',
      'export function sendDelivery(core: MiniCore, body: JsonInput<SendDeliveryInput> & { test: true; }, options?: ' +
        'CallOptions): Promise<void>;',
    ],
    [
      'builds the client from the core',
      'export function createMiniClient(options: MiniClientOptions): MiniClient {\n    const core = ' +
        'generatedOperations.createMiniCore(options);',
    ],
    ['delegates each method to its function', 'return generatedOperations.getDelivery(core, deliveryId, options);'],
    ['exposes the raw client the helpers make of its core', 'raw: clientHelpers.raw<paths>(core),'],
    [
      'shows the function form in the function example',
      '   * const result = await getDelivery(mini, 123);'.replace('   *', ' *'),
    ],
    [
      'documents the error-code table once, on the code map',
      ' * - `10013` (count): count differs from the size of deliveryData.\n */\nexport const miniErrorCodes',
    ],
    [
      'lists the codes of an operation with a link to the table',
      '     * Error codes of its 400 (`errors[].code`; what each means: {@link miniErrorCodes}): `10003`, `10013`.',
    ],
    ['documents the scopes', '     * Needs scope `mail:result` (or a bearer token that carries it).'],
    ['gives a usage example from the spec', '     * const result = await mini.getDelivery(123);'],
  ])('%s', (_name, snippet) => {
    expect(both).toContain(snippet);
  });

  it('imports openapi-fetch nowhere in operations.gen.ts and nothing of client.gen.ts but types', () => {
    expect(operations).not.toContain('openapi-fetch');
    expect(operations).not.toContain('clientHelpers');
    expect(operations).toMatch(/^import type \{[^}]*\} from '\.\/client\.gen\.js';$/m);
    expect(operations).not.toMatch(/^import \{[^}]*\} from '\.\/client\.gen\.js';$/m);
  });

  it('writes descriptors as plain data', () => {
    const descriptor = (id: string): string =>
      operations.slice(
        operations.indexOf(`id: '${id}',`),
        operations.indexOf('});', operations.indexOf(`id: '${id}',`)),
      );
    // Plain data: every value a string, number, list or object of them, never a name of the runtime's.
    for (const id of ['sendDelivery', 'getDelivery', 'deleteDelivery', 'uploadSendList', 'clicks']) {
      expect(descriptor(id)).not.toMatch(/outcomeUnknown|duplicateRequest|csvUpload|csvReport|jsonBody|query:/);
    }
  });

  it('names the error-code map only in the descriptors of operations that list codes, not in the ApiDescriptor', () => {
    const descriptor = (id: string): string =>
      operations.slice(
        operations.indexOf(`id: '${id}',`),
        operations.indexOf('});', operations.indexOf(`id: '${id}',`)),
      );
    expect(descriptor('sendDelivery')).toContain('errorCodes: miniErrorCodes');
    expect(descriptor('getDelivery')).not.toContain('errorCodes');
    const api = operations.slice(
      operations.indexOf('const miniApi'),
      operations.indexOf('});', operations.indexOf('const miniApi')),
    );
    expect(api).not.toContain('errorCodes');
  });

  it('marks every Object.freeze of operations.gen.ts pure, so that a bundler drops the descriptors not called', () => {
    expect(freezeCalls(operations)).toEqual({ calls: expect.any(Number), unmarked: 0 });
    expect(freezeCalls(operations).calls).toBeGreaterThan(0);
  });

  it('leaves count and the fixed requestId of the spec example out of the documented example body', () => {
    const example = client.slice(client.indexOf('const result = await mini.sendDelivery('));
    const body = example.slice(0, example.indexOf('```'));
    expect(body).toContain("fromAddress: 'from@mini.test',");
    expect(body).not.toContain('count:');
    expect(body).not.toContain('requestId:');
  });
});

/** A type node as TypeScript prints it. */
function printType(type: Code): string {
  const writer = new CodeBlockWriter();
  type(writer);
  return writer.toString();
}

/** The `Object.freeze(...)` calls of a module's code, and how many of them lack the pure mark before them. */
function freezeCalls(text: string): { calls: number; unmarked: number } {
  const file = ts.createSourceFile('x.ts', text, ts.ScriptTarget.ES2022, true);
  let calls = 0;
  let unmarked = 0;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.getText(file) === 'Object.freeze') {
      calls++;
      // The trivia between the token before the call and the call itself.
      if (text.slice(node.pos, node.getStart(file)).trim() !== '/*#__PURE__*/') unmarked++;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { calls, unmarked };
}

describe('spec text beside the pure marks', () => {
  it.each([
    ['an error description', 'see Object.freeze(x) in the docs'],
    ['an error description with a type argument', 'Object.freeze<T>(x) freezes'],
    ['an error description with a mark of its own', '/*#__PURE__*/ Object.freeze(x)'],
  ])('keeps %s as written: the marks are code, written before each call', (_name, description) => {
    const document = baseDocument();
    document['components'].schemas.DemoErrorCode = {
      type: 'string',
      enum: ['E1'],
      'x-error-codes': { E1: { property: null, description } },
    };
    document['paths']['/items'].post['x-error-codes'] = ['E1'];
    const operations = emitOperations(modelFrom(document));
    expect(operations).toContain(`    E1: '${description}'\n`);
    expect(freezeCalls(operations)).toEqual({ calls: expect.any(Number), unmarked: 0 });
  });
});

describe('signatures', () => {
  it('makes an optional body required when a required query follows it', () => {
    const doc = baseDocument();
    const post = doc.paths['/items'].post;
    post.requestBody.required = false;
    delete doc.components.schemas.Item.properties.count['x-count-of'];
    post.parameters = [{ name: 'mode', in: 'query', required: true, schema: { type: 'string', enum: ['a', 'b'] } }];
    const model = modelFrom(doc);
    const op = model.operations.find((o) => o.id.text === 'createItem');
    if (op === undefined) throw new Error('missing');
    expect(baseParams(model, op).map((p) => `${p.name}${p.optional ? '?' : ''}: ${printType(p.type)}`)).toEqual([
      'body: JsonInput<Item>',
      'query: CreateItemQuery',
      'options?: CallOptions',
    ]);
  });

  it.each([
    [true, ['Promise<void>', 'Promise<Item>', 'Promise<Item | undefined>']],
    ['yes', ['Promise<void>', 'Promise<Item | undefined>']],
  ])('x-empty-when equals %j gives overloads %j', (equals, returns) => {
    const doc = baseDocument();
    doc.paths['/items'].post.responses['200']['x-empty-when'] = { property: 'test', equals };
    doc.components.schemas.Item.properties.test = { type: ['boolean', 'string'] };
    const model = modelFrom(doc);
    const op = model.operations.find((o) => o.id.text === 'createItem');
    if (op === undefined) throw new Error('missing');
    expect(signatures(model, op).map((s) => printType(s.returnType))).toEqual(returns);
  });

  it('types an inline response through the operations index', async () => {
    const model = await fixtureModel('mini');
    const text = emitClient(model);
    expect(text).toContain("import type { components, operations, paths } from './schema.gen.js';");
    const doc = baseDocument();
    doc.paths['/items/{item_id}'].get.responses['200'].content['application/json'].schema = {
      type: 'object',
      properties: { id: { type: 'string' } },
    };
    const inline = emitClient(modelFrom(doc));
    expect(inline).toContain(
      'getItem(itemId: number | bigint, options?: CallOptions): ' +
        "Promise<operations['getItem']['responses'][200]['content']['application/json']>;",
    );
  });

  it('uses an optional enum server variable with its default', () => {
    const doc = baseDocument();
    doc.servers[0].variables.tenant = { default: 'eu', enum: ['eu', 'us'] };
    const model = modelFrom(doc);
    expect(emitClient(model)).toContain("readonly tenant?: 'eu' | 'us';");
    expect(emitOperations(model)).toContain(
      "Object.freeze({ name: 'tenant', option: 'tenant', 'enum': /*#__PURE__*/ Object.freeze(['eu', 'us']), " +
        "optional: true, 'default': 'eu' })",
    );
  });
});

describe('path arguments of the examples', () => {
  /** The example of getItem, whose `item_id` has the schema given. */
  function example(schema: object): string {
    const doc = baseDocument();
    doc.paths['/items/{item_id}'].get.parameters = [{ name: 'item_id', in: 'path', required: true, schema }];
    const model = modelFrom(doc);
    const op = model.operations.find((o) => o.id.text === 'getItem');
    if (op === undefined) throw new Error('missing');
    return exampleCall(model, op);
  }

  it.each([
    [{ type: 'integer' }, 'const result = await demo.getItem(1);'],
    [{ type: 'integer', minimum: 100 }, 'const result = await demo.getItem(100);'],
    [{ type: 'string' }, "const result = await demo.getItem('id');"],
    [{ type: 'string', enum: ['open', 'closed'] }, "const result = await demo.getItem('open');"],
    [{ type: 'string', pattern: '^[a-z]+$' }, "const result = await demo.getItem('id');"],
    [{ type: 'string', example: 'AC12' }, "const result = await demo.getItem('AC12');"],
    [
      { type: 'string', pattern: '^AC[0-9a-f]{32}$' },
      "// itemId: a string that matches the pattern '^AC[0-9a-f]{32}$'\nconst result = await demo.getItem(itemId);",
    ],
  ])('for a path parameter of schema %j: %s', (schema, expected) => {
    // Each is a value the client's own checks (type, enum, bounds, pattern) accept, or says what they need.
    expect(example(schema)).toBe(expected);
  });

  it('gives a required query parameter of an enum its first value, not a word its type refuses', () => {
    const doc = baseDocument();
    const get = doc.paths['/items/{item_id}'].get;
    get.parameters.push(
      { name: 'kind', in: 'query', required: true, schema: { type: 'string', enum: ['task', 'project'] } },
      { name: 'limit', in: 'query', required: true, schema: { type: 'integer', minimum: 5 } },
    );
    const model = modelFrom(doc);
    const op = model.operations.find((o) => o.id.text === 'getItem');
    if (op === undefined) throw new Error('missing');
    expect(exampleCall(model, op)).toBe("const result = await demo.getItem(1, {\n  kind: 'task',\n  limit: 5,\n});");
  });
});

describe('spec names as keys of the descriptors', () => {
  it('keeps a body property named __proto__ a property of fieldMaxBytes, not the prototype of the object', async () => {
    const document = baseDocument();
    // Parsed, so that `__proto__` is an own property of the schema's properties, as YAML or JSON gives it.
    document['components'].schemas.Item.properties = JSON.parse(
      '{ "test": { "type": "boolean" }, "items": { "type": "array", "items": { "type": "string" } }, ' +
        '"__proto__": { "type": "string", "x-max-bytes": 4 } }',
    );
    const operations = emitOperations(modelFrom(document));
    expect(operations).toContain("fieldMaxBytes: /*#__PURE__*/ Object.freeze({ ['__proto__']: 4 })");
    // The descriptor, run: the limit is an own property, where the runtime looks it up.
    const literal = operations.slice(operations.indexOf("{ ['__proto__']: 4 }"));
    const limits = new Function(`return ${literal.slice(0, literal.indexOf('}') + 1)};`)();
    expect(Object.getOwnPropertyNames(limits)).toEqual(['__proto__']);
  });
});
