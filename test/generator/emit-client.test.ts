import { describe, expect, it } from 'vitest';
import { baseParams, signatures } from '../../generator/client-types.js';
import { emitClient } from '../../generator/emit-client.js';
import { memoryProject } from '../../generator/format.js';
import { baseDocument, fixtureFiles, fixtureModel, modelFrom } from './helpers.js';

describe('client.gen.ts of the mini fixture', async () => {
  const files = await fixtureFiles('mini');
  const client = files.get('client.gen.ts') ?? '';

  it('matches the snapshot', async () => {
    for (const [name, content] of files) await expect(content).toMatchFileSnapshot(`../fixtures/mini/out/${name}`);
  });

  it.each([
    ['starts with the banner', '// Generated from test/fixtures/mini/spec.yaml by the platform-sdk generator. Do not edit.\n\n'],
    ['imports the runtime values', "import { checkClientOptions, createApiRuntime, expandServerUrl, isApiErrorOf } from '@platform-sdk/runtime/client';"],
    ['checks the options before anything else', 'export function createMiniClient(options: MiniClientOptions): MiniClient {\n  checkClientOptions(miniApi, options);'],
    ['describes the server variables as options', "serverVariables: Object.freeze([Object.freeze({ name: 'base_url', option: 'baseUrl' }),"],
    ['guards the error alias by API name', 'export function isMiniApiError(error: unknown): error is MiniApiError {\n  return isApiErrorOf(error, miniApi.name);\n}'],
    ['exports schema types by name', "export type DeliveryStatus = components['schemas']['DeliveryStatus'];"],
    ['exports the error-code map', 'export const miniErrorCodes: Readonly<Record<MiniErrorCode, string>> = Object.freeze({'],
    ['binds the error alias to the codes and the earlier response of a duplicate', 'export type MiniApiError = ApiErrorOf<MiniErrorCode, DeliveryResponse | undefined>;'],
    ['makes count optional in the input', "export type SendDeliveryInput = Omit<SendDeliveryRequest, 'count'> & { count?: SendDeliveryRequest['count'] };"],
    ['exports a row type per report', 'export interface ClicksRow {\n  /** Platform ID of the recipient. */\n  platformId: string;'],
    ['types the options from the server variables', 'export type MiniClientOptions = CommonClientOptions & {'],
    ['overloads the test delivery to void', 'sendDelivery(body: JsonInput<SendDeliveryInput> & { test: true }, options?: CallOptions): Promise<void>;'],
    ['overloads the real delivery to the result', 'sendDelivery(body: JsonInput<SendDeliveryInput> & { test?: false }, options?: CallOptions): Promise<DeliveryResponse>;'],
    ['checks path parameters by their schema', "pathParams: Object.freeze({ delivery_id: Object.freeze({ 'type': 'integer' }) }),"],
    ['takes path parameters positionally', 'getDelivery(deliveryId: number | bigint, options?: CallOptions): Promise<DeliveryStatus>;'],
    ['returns a typed CSV report', 'clicks(deliveryId: number | bigint, query?: ClicksQuery, options?: CallOptions): CsvReport<ClicksRow>;'],
    ['takes a CSV body for the upload', 'uploadSendList(body: CsvUploadBody, options?: CallOptions)'],
    ['freezes a descriptor with retry class and columns', "retry: 'safe',\n  csvColumns: Object.freeze(['platformId', 'clickedAt', 'clickId', 'url']),"],
    ['gives the POST with requestId its retry class', "id: 'sendDelivery',\n  method: 'post',\n  path: '/deliveries',\n  scopes: Object.freeze(['mail:send']),\n  request: 'json',\n  requestMediaType: 'application/json',\n  response: 'json',\n  retry: 'requestId',"],
    ['marks the upload as a CSV request that is not retried', "request: 'csv',\n  requestMediaType: 'text/csv',\n  response: 'json',\n  retry: 'unsafe',"],
    ['marks an empty 200 as empty', "response: 'empty',"],
    ['puts the error codes in the ApiDescriptor', "errorCodes: miniErrorCodes,"],
    ['expands the server URL with the runtime helper', 'serverUrl: expandServerUrl(miniServerUrl, { base_url: baseUrl, user_name: userName }),\n    audience: baseUrl,'],
    ['creates the runtime with the paths type', 'const runtime = createApiRuntime<paths>(miniApi, runtimeOptions);'],
    ['fills count from the array length', 'body: { ...body, count: body.count ?? body.deliveryData?.length }'],
    ['passes path parameters under their spec name', '{ path: { delivery_id: deliveryId } }'],
    ['sends reports through runtime.report', 'return runtime.report<ClicksRow>(clicksOperation, { path: { delivery_id: deliveryId }, query: query ?? {} }, options);'],
    ['exposes the raw client', 'raw: runtime.raw,'],
    ['documents the error-code table once, on the code map', ' * - `10013` (count): count differs from the size of deliveryData.\n */\nexport const miniErrorCodes'],
    ['lists the codes of an operation with a link to the table', '   * Error codes of its 400 (`errors[].code`; what each means: {@link miniErrorCodes}): `10003`, `10013`.'],
    ['documents the scopes', '   * Needs scope `mail:result` (or a bearer token that carries it).'],
    ['gives a usage example from the spec', "   * const result = await mini.getDelivery(123);"],
  ])('%s', (_name, snippet) => {
    expect(client).toContain(snippet);
  });

  it('leaves count and the fixed requestId of the spec example out of the documented example body', () => {
    const example = client.slice(client.indexOf('const result = await mini.sendDelivery('));
    const body = example.slice(0, example.indexOf('```'));
    expect(body).toContain("fromAddress: 'from@mini.test',");
    expect(body).not.toContain('count:');
    expect(body).not.toContain('requestId:');
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
    expect(baseParams(model, op).map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type}`)).toEqual([
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
    expect(signatures(model, op).map((s) => s.returnType)).toEqual(returns);
  });

  it('types an inline response through the operations index', async () => {
    const model = await fixtureModel('mini');
    const text = emitClient(model, memoryProject());
    expect(text).toContain("import type { components, operations, paths } from './schema.gen.js';");
    const doc = baseDocument();
    doc.paths['/items/{item_id}'].get.responses['200'].content['application/json'].schema = { type: 'object', properties: { id: { type: 'string' } } };
    const inline = emitClient(modelFrom(doc), memoryProject());
    expect(inline).toContain("getItem(itemId: number | bigint, options?: CallOptions): Promise<operations['getItem']['responses'][200]['content']['application/json']>;");
  });

  it('uses an optional enum server variable with its default', () => {
    const doc = baseDocument();
    doc.servers[0].variables.tenant = { default: 'eu', enum: ['eu', 'us'] };
    const text = emitClient(modelFrom(doc), memoryProject());
    expect(text).toContain("readonly tenant?: 'eu' | 'us';");
    expect(text).toContain("expandServerUrl(demoServerUrl, { base_url: baseUrl, tenant: tenant ?? 'eu' })");
  });
});
