import { describe, expect, it } from 'vitest';
import { retryClass } from '../../generator/model/model-operations.js';
import { fixtureModel, plain, ROOT } from './helpers.js';
import { buildApiModel } from '../../generator/model/model-api.js';
import { loadSpec } from '../../generator/load/load-spec.js';
import { packages } from '../../generator/packages.js';
import { specText } from '../../generator/text/spec-text.js';

describe('model of the mini fixture', async () => {
  const model = await fixtureModel('mini');
  const op = (id: string) => {
    const found = model.operations.find((o) => o.id.text === id);
    if (found === undefined) throw new Error(`no operation ${id}`);
    return found;
  };

  it.each([
    ['sendDelivery', 'post', '/deliveries', 'json', 'json', 'requestId', ['mail:send']],
    ['getDelivery', 'get', '/deliveries/{delivery_id}', 'none', 'json', 'safe', ['mail:send']],
    ['deleteDelivery', 'delete', '/deliveries/{delivery_id}', 'none', 'empty', 'safe', ['mail:send']],
    ['uploadSendList', 'post', '/deliveries/reserve/sendlists', 'csv', 'json', 'unsafe', ['mail:send']],
    ['clicks', 'get', '/deliveries/{delivery_id}/clicks', 'none', 'csv', 'safe', ['mail:result']],
  ])('%s: %s %s, request %s, response %s, retry %s', (id, method, path, request, response, retry, scopes) => {
    const o = op(id);
    expect(
      plain({
        method: o.method,
        path: o.path,
        request: o.request?.kind ?? 'none',
        response: o.response.kind,
        retry: o.retry,
        scopes: o.scopes,
      }),
    ).toEqual({
      method,
      path,
      request,
      response,
      retry,
      scopes,
    });
  });

  it('keeps operations in spec order', () => {
    expect(model.operations.map((o) => o.methodName)).toEqual([
      'sendDelivery',
      'getDelivery',
      'deleteDelivery',
      'uploadSendList',
      'clicks',
    ]);
  });

  it('takes path-item parameters as camelCase positional arguments', () => {
    expect(plain(op('getDelivery').pathParams)).toEqual([
      {
        name: 'delivery_id',
        argName: 'deliveryId',
        required: true,
        description: 'Delivery identifier.',
        tsType: ['number', 'bigint'],
        example: 123,
        rule: { type: 'integer' },
      },
    ]);
  });

  it('types date-time query parameters as string or Date, all optional', () => {
    expect(plain(op('clicks').queryParams.map((p) => [p.name, p.tsType, p.required]))).toEqual([
      ['start', ['string', 'Date'], false],
      ['end', ['string', 'Date'], false],
    ]);
  });

  it('reads x-csv-columns in order, x-count-of, x-empty-when and x-error-codes', () => {
    expect(plain(op('clicks').response.csvColumns?.map((c) => c.name))).toEqual([
      'platformId',
      'clickedAt',
      'clickId',
      'url',
    ]);
    expect(plain(op('sendDelivery').request?.countOf)).toEqual({ property: 'count', of: 'deliveryData' });
    expect(plain(op('sendDelivery').response.emptyWhen)).toEqual({ property: 'test', equals: true });
    expect(plain(op('sendDelivery').errorCodes)).toEqual(['10003', '10013']);
    expect(plain(op('sendDelivery').responses.map((r) => r.status))).toEqual(['200', '400']);
  });

  it('builds server variables, error codes, scopes and names', () => {
    expect(plain(model.variables.map((v) => [v.name, v.optionName, v.required]))).toEqual([
      ['base_url', 'baseUrl', true],
      ['user_name', 'userName', true],
    ]);
    expect(model.errorCodes?.constName).toBe('miniErrorCodes');
    expect(plain(model.errorCodes?.codes.map((c) => [c.code, c.properties]))).toEqual([
      ['10003', ['fromAddress']],
      ['10013', ['count']],
    ]);
    expect(plain(model.scopes)).toEqual(['mail:result', 'mail:send']);
    expect(model.names).toEqual({
      factory: 'createMiniClient',
      coreFactory: 'createMiniCore',
      core: 'MiniCore',
      client: 'MiniClient',
      options: 'MiniClientOptions',
      error: 'MiniApiError',
      errorBodies: 'MiniErrorBodies',
      errorStatuses: 'miniErrorStatuses',
      isError: 'isMiniApiError',
      isErrorOf: 'isMiniApiErrorOf',
      api: 'miniApi',
    });
  });
});

describe('retryClass', () => {
  const json = (hasRequestId: boolean) =>
    ({
      kind: 'json',
      mediaType: specText('application/json'),
      required: true,
      description: undefined,
      schemaName: undefined,
      hasRequestId,
      countOf: undefined,
      dateTimes: [],
      fieldMaxBytes: [],
      bigintKeys: [],
      maxBytes: undefined,
      uploadCheck: undefined,
      bodyCheck: undefined,
      example: undefined,
    }) as const;
  it.each([
    ['get', undefined, 'safe'],
    ['put', json(false), 'safe'],
    ['delete', undefined, 'safe'],
    ['post', json(true), 'requestId'],
    ['post', json(false), 'unsafe'],
    ['post', { ...json(true), kind: 'csv' as const }, 'unsafe'],
    ['patch', json(true), 'unsafe'],
  ] as const)('%s with %j is %s', (method, request, expected) => {
    expect(retryClass(method, request)).toBe(expected);
  });
});

describe('model of specs/mail.yaml', async () => {
  const pkg = packages.find((p) => p.name === 'mail');
  if (pkg === undefined) throw new Error('mail is not in the package list');
  const model = buildApiModel(await loadSpec(ROOT, pkg.spec), pkg);

  it.each([
    ['sendDelivery', 'post', '/deliveries', 'mail:send', 'requestId', 'json'],
    ['getDelivery', 'get', '/deliveries/{delivery_id}', 'mail:send', 'safe', 'json'],
    ['deleteDelivery', 'delete', '/deliveries/{delivery_id}', 'mail:send', 'safe', 'empty'],
    ['createDelivery', 'post', '/deliveries/new', 'mail:send', 'unsafe', 'json'],
    ['sendDeliveryById', 'post', '/deliveries/{delivery_id}/send', 'mail:send', 'requestId', 'json'],
    ['uploadSendList', 'post', '/deliveries/reserve/sendlists', 'mail:send', 'unsafe', 'json'],
    ['getSendList', 'get', '/deliveries/reserve/sendlists/{send_list_id}', 'mail:send', 'safe', 'json'],
    ['reserveDelivery', 'post', '/deliveries/reserve', 'mail:send', 'requestId', 'json'],
    ['opens', 'get', '/deliveries/{delivery_id}/opens', 'mail:result', 'safe', 'csv'],
    ['clicks', 'get', '/deliveries/{delivery_id}/clicks', 'mail:result', 'safe', 'csv'],
    ['errors', 'get', '/deliveries/{delivery_id}/errors', 'mail:result', 'safe', 'csv'],
    ['results', 'get', '/deliveries/{delivery_id}/results', 'mail:result', 'safe', 'csv'],
    ['unsubscribes', 'get', '/deliveries/{delivery_id}/unsubscribes', 'mail:result', 'safe', 'csv'],
    ['allErrors', 'get', '/deliveries/errors/all', 'mail:result', 'safe', 'csv'],
    ['allUnsubscribes', 'get', '/deliveries/unsubscribes/all', 'mail:result', 'safe', 'csv'],
  ])('%s is %s %s with scope %s, retry %s, response %s', (id, method, path, scope, retry, response) => {
    const o = model.operations.find((x) => x.id.text === id);
    expect(
      plain(o && { method: o.method, path: o.path, scopes: o.scopes, retry: o.retry, response: o.response.kind }),
    ).toEqual({
      method,
      path,
      scopes: [scope],
      retry,
      response,
    });
  });

  it.each([
    ['opens', ['platformId', 'openedAt']],
    ['clicks', ['platformId', 'clickedAt', 'clickId', 'url']],
    ['errors', ['platformId', 'failedAt', 'reason']],
    ['results', ['platformId', 'deliveredAt']],
    ['unsubscribes', ['platformId', 'requestedAt']],
    ['allErrors', ['platformId', 'failedAt', 'reason', 'deliveryTaskId']],
    ['allUnsubscribes', ['platformId', 'requestedAt', 'deliveryTaskId']],
  ])('report %s has columns %j', (id, columns) => {
    expect(plain(model.operations.find((o) => o.id.text === id)?.response.csvColumns?.map((c) => c.name))).toEqual(
      columns,
    );
  });

  it.each([
    ['uploadSendList', 300_000_000],
    ['sendDelivery', 200_000_000],
    ['sendDeliveryById', 200_000_000],
    ['createDelivery', undefined],
  ])('takes the request size limit of %s from x-max-bytes (%s)', (id, maxBytes) => {
    expect(model.operations.find((o) => o.id.text === id)?.request?.maxBytes).toBe(maxBytes);
  });

  it.each([
    [
      'sendDelivery',
      [
        { property: 'bodyText', maxBytes: 512_000 },
        { property: 'bodyHtml', maxBytes: 512_000 },
      ],
    ],
    [
      'createDelivery',
      [
        { property: 'bodyText', maxBytes: 512_000 },
        { property: 'bodyHtml', maxBytes: 512_000 },
      ],
    ],
    ['sendDeliveryById', []],
  ])('takes the field byte limits of %s from x-max-bytes of its properties', (id, limits) => {
    expect(plain(model.operations.find((o) => o.id.text === id)?.request?.fieldMaxBytes)).toEqual(limits);
  });

  it('takes path rules, the user name pattern, bigint keys and report reasons from the spec', () => {
    const ops = model.operations;
    const find = (id: string) => ops.find((o) => o.id.text === id);
    expect(plain(find('getDelivery')?.pathParams[0]?.rule)).toEqual({ type: 'integer', minimum: 1 });
    expect(plain(find('getSendList')?.pathParams[0]?.rule)).toEqual({ type: 'integer', minimum: 1 });
    expect(plain(model.variables.map((v) => v.pattern))).toEqual([undefined, '^[A-Za-z]{3,4}$']);
    expect(plain(find('sendDelivery')?.request?.bigintKeys)).toEqual(['Customer.platformid']);
    expect(plain(find('createDelivery')?.request?.bigintKeys)).toEqual([]);
    expect(plain(find('uploadSendList')?.request?.uploadCheck)).toBe('send-list');
    expect(plain(model.rateLimit)).toEqual({ perSecond: 5, burst: 5, bucket: 'mail' });
    const reason = find('errors')?.response.csvColumns?.find((c) => c.name.text === 'reason');
    expect(plain(reason?.enum)).toEqual([
      'UNKNOWN_USER',
      'UNKNOWN_HOST',
      'MAILBOX_FULL',
      'REJECTED',
      'SPAM',
      'INVALID_ADDRESS',
      'SYSTEM',
      'OTHER',
    ]);
  });

  it('has the 35 error codes, the upload as CSV, and count/test handling on both send operations', () => {
    expect(model.errorCodes?.codes).toHaveLength(35);
    expect(model.operations.find((o) => o.id.text === 'uploadSendList')?.request?.kind).toBe('csv');
    for (const id of ['sendDelivery', 'sendDeliveryById']) {
      const o = model.operations.find((x) => x.id.text === id);
      expect(o?.request?.countOf?.of.text).toBe('deliveryData');
      expect(plain(o?.response.emptyWhen)).toEqual({ property: 'test', equals: true });
    }
    expect(model.variables.map((v) => v.optionName)).toEqual(['baseUrl', 'userName']);
  });
});
