/**
 * The mail spec against tables written by hand from the service's published reference (its sections
 * Endpoints, Errors, Report CSV files, Authentication) and the project's fixed names (docs/decisions.md). The
 * tables are deliberately not read from the spec, so a spec edit that drifts from the reference fails here.
 */
import { describe, expect, it } from 'vitest';
import { get, isObject, loadMailSpec, type JsonObject } from './load-spec.js';

const spec = await loadMailSpec();

// reference: Endpoints (#1..#15), with the fixed operationIds, scopes and tags.
const OPERATIONS = [
  ['sendDelivery', 'post', '/deliveries', 'mail:send', 'sending'],
  ['getDelivery', 'get', '/deliveries/{delivery_id}', 'mail:send', 'sending'],
  ['deleteDelivery', 'delete', '/deliveries/{delivery_id}', 'mail:send', 'sending'],
  ['createDelivery', 'post', '/deliveries/new', 'mail:send', 'sending'],
  ['sendDeliveryById', 'post', '/deliveries/{delivery_id}/send', 'mail:send', 'sending'],
  ['uploadSendList', 'post', '/deliveries/reserve/sendlists', 'mail:send', 'reservation'],
  ['getSendList', 'get', '/deliveries/reserve/sendlists/{send_list_id}', 'mail:send', 'reservation'],
  ['reserveDelivery', 'post', '/deliveries/reserve', 'mail:send', 'reservation'],
  ['opens', 'get', '/deliveries/{delivery_id}/opens', 'mail:result', 'reports'],
  ['clicks', 'get', '/deliveries/{delivery_id}/clicks', 'mail:result', 'reports'],
  ['errors', 'get', '/deliveries/{delivery_id}/errors', 'mail:result', 'reports'],
  ['results', 'get', '/deliveries/{delivery_id}/results', 'mail:result', 'reports'],
  ['unsubscribes', 'get', '/deliveries/{delivery_id}/unsubscribes', 'mail:result', 'reports'],
  ['allErrors', 'get', '/deliveries/errors/all', 'mail:result', 'reports'],
  ['allUnsubscribes', 'get', '/deliveries/unsubscribes/all', 'mail:result', 'reports'],
] as const;

// reference: Errors, the 400 code table (property "(none)" is null; "bodyText/bodyHtml" names one of the two).
const ERROR_CODES: ReadonlyArray<readonly [string, string | string[] | null, string]> = [
  ['10000', 'encode', 'must be UTF-8 or ISO-2022-JP'],
  ['10002', 'trackingDomain', 'domain not subscribed'],
  ['10003', 'fromAddress', 'required'],
  ['10004', 'fromAddress', 'invalid address format'],
  ['10005', 'fromAddress', 'over 256 characters'],
  ['10006', 'fromName', 'over 120 characters'],
  ['10007', 'replyAddress', 'invalid address format'],
  ['10008', 'replyAddress', 'over 256 characters'],
  ['10009', 'subject', 'required'],
  ['10010', 'subject', 'over 120 characters'],
  ['10011', ['bodyText', 'bodyHtml'], 'one of them required'],
  ['10012', 'count', 'required'],
  ['10013', 'count', 'deliveryData size differs from count'],
  ['10014', 'count', 'test delivery is at most 20'],
  ['10015', 'deliveryMailAddressPropertyName', 'required'],
  ['10016', 'deliveryData', 'required'],
  ['10017', 'deliveryData', 'Customer.platformid required in list'],
  ['10018', 'deliveryData', 'Customer.platformid must be a number 1 to 2^63-1'],
  ['10019', 'deliveryData', 'address property named by deliveryMailAddressPropertyName required'],
  ['10020', ['start', 'end'], 'date-time format not ISO 8601'],
  ['10021', 'deliveryTaskId', 'cannot delete while being processed'],
  ['10022', 'sendListId', 'required'],
  ['10023', 'sendListId', 'list does not exist'],
  ['10024', 'sendListId', 'list expired'],
  ['10025', 'sendListId', 'list registration not complete'],
  ['10026', 'sendListId', 'list already used by another delivery'],
  ['10027', 'deliveryMailAddressPropertyName', 'registered list lacks that column'],
  ['10028', 'sendDateTime', 'required'],
  ['10029', 'sendDateTime', 'format not ISO 8601'],
  ['10030', 'sendDateTime', 'must be from 5 minutes after now to the list expiry'],
  ['10031', 'deliveryTaskId', 'after 5 minutes before reserved time, no deletion until complete'],
  ['10032', ['bodyText', 'bodyHtml'], 'body over 512 KB'],
  ['10033', 'deliveryTaskId', 'setting is reserved, cannot be used for immediate sending'],
  ['10034', null, 'JSON has type mismatch or format problem'],
  ['10035', 'deliveryData', 'property name violates the naming rule'],
];

const range = (from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

// Which codes each operation can return, as the reference gives them: "send" codes whose property the request
// has (reference: Errors, "send covers #1 and #5 where the property applies"); reserve 10022 to 10030; delete
// 10021/10031; reports 10020.
const CONTENT_CODES = ['10000', ...range(10003, 10011), '10015', '10032'];
const RECIPIENT_CODES = [...range(10012, 10014), ...range(10016, 10019), '10035'];
const REFERENCE_CODES: Record<string, readonly string[]> = {
  sendDelivery: [...CONTENT_CODES, '10002', ...RECIPIENT_CODES, '10034'],
  sendDeliveryById: ['10002', ...RECIPIENT_CODES, '10033', '10034'],
  createDelivery: [],
  reserveDelivery: range(10022, 10030),
  deleteDelivery: ['10021', '10031'],
  opens: ['10020'],
  clicks: ['10020'],
  errors: ['10020'],
  results: ['10020'],
  unsubscribes: ['10020'],
  allErrors: ['10020'],
  allUnsubscribes: ['10020'],
  getDelivery: [],
  getSendList: [],
  uploadSendList: [],
};
// Codes the spec adds where the reference is silent, each listed in the operation's x-inferred-error-codes:
// the content codes of the requests that carry content, and 10034 for a body that is not what the operation
// reads.
const INFERRED_CODES: Record<string, readonly string[]> = {
  createDelivery: [...CONTENT_CODES, '10034'],
  reserveDelivery: [...CONTENT_CODES, '10002', '10034'],
  uploadSendList: ['10034'],
};
const OPERATION_CODES: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(REFERENCE_CODES).map(([id, codes]) => [id, [...codes, ...(INFERRED_CODES[id] ?? [])]]),
);

// Request fields of each JSON request (reference: Endpoints #1, #4, #5, #8) and the required ones the
// error rules imply.
const REQUEST_FIELDS = {
  SendDeliveryRequest: {
    fields: [
      'requestId',
      'test',
      'encode',
      'fromAddress',
      'fromName',
      'replyAddress',
      'preheader',
      'subject',
      'bodyText',
      'bodyHtml',
      'deliveryMailAddressPropertyName',
      'trackingDomain',
      'trackingDomainSslReady',
      'count',
      'deliveryData',
      'oneClickUnsubscriptionReady',
    ],
    required: ['fromAddress', 'subject', 'deliveryMailAddressPropertyName', 'count', 'deliveryData'],
    needsBody: true,
  },
  CreateDeliveryRequest: {
    fields: [
      'encode',
      'fromAddress',
      'fromName',
      'replyAddress',
      'preheader',
      'subject',
      'bodyText',
      'bodyHtml',
      'deliveryMailAddressPropertyName',
    ],
    required: ['fromAddress', 'subject', 'deliveryMailAddressPropertyName'],
    needsBody: true,
  },
  SendDeliveryByIdRequest: {
    fields: [
      'requestId',
      'test',
      'trackingDomain',
      'trackingDomainSslReady',
      'count',
      'deliveryData',
      'oneClickUnsubscriptionReady',
    ],
    required: ['count', 'deliveryData'],
    needsBody: false,
  },
  ReserveDeliveryRequest: {
    fields: [
      'sendListId',
      'requestId',
      'encode',
      'fromAddress',
      'fromName',
      'replyAddress',
      'preheader',
      'subject',
      'bodyText',
      'bodyHtml',
      'deliveryMailAddressPropertyName',
      'trackingDomain',
      'trackingDomainSslReady',
      'sendDateTime',
      'oneClickUnsubscriptionReady',
    ],
    required: ['sendListId', 'fromAddress', 'subject', 'deliveryMailAddressPropertyName', 'sendDateTime'],
    needsBody: true,
  },
} as const;

// Report columns (shared naming of the reference's "Report CSV files" table).
const REPORT_COLUMNS: Record<string, readonly string[]> = {
  opens: ['platformId', 'openedAt'],
  clicks: ['platformId', 'clickedAt', 'clickId', 'url'],
  errors: ['platformId', 'failedAt', 'reason'],
  results: ['platformId', 'deliveredAt'],
  unsubscribes: ['platformId', 'requestedAt'],
  allErrors: ['platformId', 'failedAt', 'reason', 'deliveryTaskId'],
  allUnsubscribes: ['platformId', 'requestedAt', 'deliveryTaskId'],
};
const REPORT_MEDIA_TYPE = 'application/octet-stream;charset=UTF-8';
const SHARED_ERROR_STATUSES = ['401', '403', '404', '405', '429', '500', '503'];
const OPERATIONS_WITH_REQUEST_ID = ['sendDelivery', 'sendDeliveryById', 'reserveDelivery'];

function bundledOperation(method: string, path: string): JsonObject {
  const operation = get(spec.bundled, 'paths', path, method);
  if (!isObject(operation)) throw new Error(`no ${method} ${path}`);
  return operation;
}

describe('operations', () => {
  it('holds exactly the 15 operations of the reference', () => {
    const actual = spec.operations.map((op) => `${op.method} ${op.path} ${op.operationId}`).sort();
    const expected = OPERATIONS.map(([id, method, path]) => `${method} ${path} ${id}`).sort();
    expect(actual).toEqual(expected);
  });

  it.each(OPERATIONS)('%s (%s %s) needs %s, is tagged %s, is documented', (id, _m, _p, scope, tag) => {
    const { operation } = spec.operation(id);
    expect(operation['summary']).toEqual(expect.any(String));
    expect(String(operation['description']).length).toBeGreaterThan(40);
    expect(operation['tags']).toEqual([tag]);
    expect(operation['security']).toEqual([{ oauth2: [scope] }, { bearerAuth: [] }]);
  });

  it.each(OPERATIONS)('%s shares the error responses 401..503 as components', (id, method, path) => {
    const responses = get(bundledOperation(method, path), 'responses');
    const expected = [
      'Unauthorized',
      'Forbidden',
      'NotFound',
      'MethodNotAllowed',
      'TooManyRequests',
      'InternalServerError',
      'ServiceUnavailable',
    ];
    expect(SHARED_ERROR_STATUSES.map((status) => get(responses, status, '$ref'))).toEqual(
      expected.map((name) => `#/components/responses/${name}`),
    );
  });

  it.each(OPERATIONS)('%s answers 409 only when it takes a requestId', (id, method, path) => {
    const conflict = get(bundledOperation(method, path), 'responses', '409', '$ref');
    if (OPERATIONS_WITH_REQUEST_ID.includes(id)) {
      expect(conflict).toBe('#/components/responses/DuplicateRequest');
      // The 409 body is the earlier delivery's response, empty when that was a test delivery (guarded too).
      expect(
        get(
          spec.bundled,
          'components',
          'responses',
          'DuplicateRequest',
          'content',
          'application/json',
          'schema',
          '$ref',
        ),
      ).toBe('#/components/schemas/DeliveryResponse');
      expect(get(spec.bundled, 'components', 'responses', 'DuplicateRequest', 'x-empty-when-earlier')).toEqual({
        property: 'test',
        equals: true,
      });
    } else {
      expect(conflict).toBeUndefined();
    }
  });

  it('names the requestId operations after their request schemas', () => {
    const withRequestId = spec.operations
      .filter(
        (op) =>
          get(op.operation, 'requestBody', 'content', 'application/json', 'schema', 'properties', 'requestId') !==
          undefined,
      )
      .map((op) => op.operationId);
    expect(withRequestId.sort()).toEqual([...OPERATIONS_WITH_REQUEST_ID].sort());
  });

  it.each(['TooManyRequests', 'ServiceUnavailable'])('%s carries Retry-After', (name) => {
    expect(get(spec.document, 'components', 'responses', name, 'headers', 'Retry-After')).toBeDefined();
  });
});

describe('error codes', () => {
  it('MailErrorCode lists exactly the 35 codes of the reference', () => {
    expect(spec.schema('MailErrorCode')['enum']).toEqual(ERROR_CODES.map(([code]) => code));
  });

  it.each(ERROR_CODES)('x-error-codes describes %s as (%s) %s', (code, property, cause) => {
    expect(get(spec.schema('MailErrorCode'), 'x-error-codes', code)).toEqual({ property, description: cause });
  });

  it('x-error-codes has no code beyond the table', () => {
    expect(Object.keys(spec.schema('MailErrorCode')['x-error-codes'] as JsonObject)).toHaveLength(35);
  });

  it.each(OPERATIONS.map(([id]) => id))('%s lists the codes it can return', (id) => {
    const { operation } = spec.operation(id);
    const listed = (operation['x-error-codes'] as string[] | undefined) ?? [];
    expect([...listed].sort()).toEqual([...(OPERATION_CODES[id] ?? ['missing from table'])].sort());
    // An operation with coded errors documents the 400 body; one without has no 400.
    expect(get(spec.bundledRef(id, 'responses', '400'), 'content', 'application/json', 'schema', '$ref')).toBe(
      listed.length > 0 ? '#/components/schemas/ErrorResponse' : undefined,
    );
  });

  it.each(OPERATIONS.map(([id]) => id))('%s marks the codes the reference does not give it as inferred', (id) => {
    const inferred = (spec.operation(id).operation['x-inferred-error-codes'] as string[] | undefined) ?? [];
    expect([...inferred].sort()).toEqual([...(INFERRED_CODES[id] ?? [])].sort());
  });

  it('every code is reachable from some operation', () => {
    const reachable = new Set(Object.values(OPERATION_CODES).flat());
    expect([...reachable].sort()).toEqual(ERROR_CODES.map(([code]) => code));
  });

  it.each(OPERATIONS.map(([id]) => id).filter((id) => (OPERATION_CODES[id] ?? []).length > 0))(
    '%s shows 400 examples with codes it can return',
    (id) => {
      const examples = get(
        spec.operation(id).operation,
        'responses',
        '400',
        'content',
        'application/json',
        'examples',
      ) as Record<string, { value: { errors: Array<{ code: string }> } }>;
      const codes = Object.values(examples).flatMap((example) => example.value.errors.map((e) => e.code));
      expect(codes.length).toBeGreaterThan(0);
      for (const code of codes) expect(OPERATION_CODES[id]).toContain(code);
    },
  );
});

// reference: the field table's Default column (fields without a default have "none").
const FIELD_DEFAULTS: ReadonlyArray<readonly [string, unknown]> = [
  ['test', false],
  ['encode', 'UTF-8'],
  ['trackingDomainSslReady', false],
  ['oneClickUnsubscriptionReady', false],
];

describe('request schemas', () => {
  it.each(Object.keys(REQUEST_FIELDS))('%s gives each field the default of the field table, and no other', (name) => {
    const properties = spec.schema(name)['properties'] as Record<string, JsonObject>;
    for (const [field, property] of Object.entries(properties)) {
      const want = FIELD_DEFAULTS.find(([f]) => f === field);
      expect(property['default'], `${name}.${field}`).toEqual(want?.[1]);
    }
  });

  it.each(Object.entries(REQUEST_FIELDS))('%s has the reference fields and required set', (name, want) => {
    const schema = spec.schema(name);
    expect(Object.keys(schema['properties'] as JsonObject).sort()).toEqual([...want.fields].sort());
    expect([...(schema['required'] as string[])].sort()).toEqual([...want.required].sort());
    expect(schema['allOf']).toEqual(
      want.needsBody ? [{ anyOf: [{ required: ['bodyText'] }, { required: ['bodyHtml'] }] }] : undefined,
    );
  });

  it.each([
    ['sendDelivery', 'SendDeliveryRequest'],
    ['createDelivery', 'CreateDeliveryRequest'],
    ['sendDeliveryById', 'SendDeliveryByIdRequest'],
    ['reserveDelivery', 'ReserveDeliveryRequest'],
  ])('%s takes a required JSON %s', (id, name) => {
    expect(get(spec.bundledRef(id, 'requestBody'), 'content', 'application/json', 'schema', '$ref')).toBe(
      `#/components/schemas/${name}`,
    );
    expect(get(spec.operation(id).operation, 'requestBody', 'required')).toBe(true);
  });

  it.each(['SendDeliveryRequest', 'SendDeliveryByIdRequest'])('%s marks count as the count of deliveryData', (name) => {
    expect(get(spec.schema(name), 'properties', 'count', 'x-count-of')).toBe('deliveryData');
  });

  it.each([
    ['fromAddress', 256, true],
    ['replyAddress', 256, true],
    ['fromName', 120, false],
    ['subject', 120, false],
  ])('%s is limited to %i characters (address pattern: %s)', (field, maxLength, isAddress) => {
    for (const name of ['SendDeliveryRequest', 'CreateDeliveryRequest', 'ReserveDeliveryRequest']) {
      const property = get(spec.schema(name), 'properties', field);
      expect(property).toMatchObject({ type: 'string', maxLength });
      // Addresses accept an address or an embedded command (reference: Embedded commands), so no `format: email`.
      expect(get(property, 'pattern') !== undefined).toBe(isAddress);
    }
  });

  it.each(['bodyText', 'bodyHtml'])('%s is limited to 512 KB in bytes', (field) => {
    for (const name of ['SendDeliveryRequest', 'CreateDeliveryRequest', 'ReserveDeliveryRequest']) {
      expect(get(spec.schema(name), 'properties', field, 'x-max-bytes')).toBe(512_000);
    }
  });

  it('uploads the send list as text/csv of at most 300 MB', () => {
    const schema = spec.requestSchema('uploadSendList', 'text/csv');
    expect(schema).toMatchObject({ type: 'string', 'x-max-bytes': 300_000_000 });
  });

  it.each(['sendDelivery', 'sendDeliveryById'])('%s answers an empty 200 for a test delivery', (id) => {
    expect(get(spec.operation(id).operation, 'responses', '200', 'x-empty-when')).toEqual({
      property: 'test',
      equals: true,
    });
  });

  it('answers deleteDelivery with an empty 200', () => {
    const ok = get(spec.operation('deleteDelivery').operation, 'responses', '200');
    expect(isObject(ok) && ok['content']).toBeFalsy();
  });
});

describe('reports', () => {
  const reportIds = Object.keys(REPORT_COLUMNS);

  it('covers every report operation', () => {
    const reports = spec.operations.filter((op) => get(op.operation, 'tags', '0') === 'reports');
    expect(reports.map((op) => op.operationId).sort()).toEqual([...reportIds].sort());
  });

  it.each(reportIds)('%s answers CSV with columns, Content-MD5 and start/end', (id) => {
    const { operation } = spec.operation(id);
    const media = get(operation, 'responses', '200', 'content', REPORT_MEDIA_TYPE);
    expect(get(media, 'schema')).toEqual({ type: 'string' });
    const columns = get(media, 'x-csv-columns') as Array<{ name: string; description: string }>;
    expect(columns.map((column) => column.name)).toEqual(REPORT_COLUMNS[id]);
    for (const column of columns) expect(column.description).toEqual(expect.any(String));
    expect(get(operation, 'responses', '200', 'headers', 'Content-MD5', 'required')).toBe(true);

    const parameters = operation['parameters'] as JsonObject[];
    expect(parameters.map((p) => [p['name'], p['in'], p['required'], get(p, 'schema', 'format')])).toEqual([
      ['start', 'query', false, 'date-time'],
      ['end', 'query', false, 'date-time'],
    ]);
    for (const parameter of parameters) expect(parameter['description']).toContain('%2B');
  });

  it.each(reportIds)('%s shows a CSV example in the documented shape', (id) => {
    const examples = get(
      spec.operation(id).operation,
      'responses',
      '200',
      'content',
      REPORT_MEDIA_TYPE,
      'examples',
    ) as Record<string, { value: string }>;
    const values = Object.values(examples).map((example) => example.value);
    expect(values.length).toBeGreaterThan(0);
    for (const csv of values) {
      expect(csv.endsWith('\r\n')).toBe(true);
      const lines = csv.slice(0, -2).split('\r\n');
      expect(lines[0]).toBe((REPORT_COLUMNS[id] ?? []).map((name) => `"${name}"`).join(','));
      expect(lines.length).toBeGreaterThan(1);
      const quotedRow = new RegExp(`^"[^"]*"(,"[^"]*"){${(REPORT_COLUMNS[id] ?? []).length - 1}}$`);
      for (const line of lines) expect(line).toMatch(quotedRow);
      // Date-times have the shape YYYY-MM-DD hh:mm:ss (reference: Report CSV files).
      expect(lines[1]).toMatch(/^"[1-9][0-9]*","\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}"/);
    }
  });

  it.each(['allErrors', 'allUnsubscribes'])('%s documents the six-month clamp', (id) => {
    expect(spec.operation(id).operation['description']).toContain('six months');
  });

  it.each(['errors', 'allErrors'])('%s documents every error reason', (id) => {
    const reasons = [
      'UNKNOWN_USER',
      'UNKNOWN_HOST',
      'MAILBOX_FULL',
      'REJECTED',
      'SPAM',
      'INVALID_ADDRESS',
      'SYSTEM',
      'OTHER',
    ];
    const media = get(spec.operation(id).operation, 'responses', '200', 'content', REPORT_MEDIA_TYPE);
    const reason = (get(media, 'x-csv-columns') as Array<{ name: string; description: string }>).find(
      (column) => column.name === 'reason',
    );
    for (const value of reasons) expect(reason?.description).toContain(value);
  });
});

describe('servers and security', () => {
  it('serves from {base_url}/e/tymail/v1/{user_name}/mail', () => {
    const server = get(spec.document, 'servers', '0');
    expect(get(server, 'url')).toBe('{base_url}/e/tymail/v1/{user_name}/mail');
    expect(Object.keys(get(server, 'variables') as JsonObject).sort()).toEqual(['base_url', 'user_name']);
    expect(get(server, 'variables', 'user_name', 'description')).toContain('3 to 4 letters');
  });

  it('offers OAuth2 client credentials with both scopes and a bearer token', () => {
    const schemes = get(spec.document, 'components', 'securitySchemes');
    const flow = get(schemes, 'oauth2', 'flows', 'clientCredentials');
    expect(get(flow, 'tokenUrl')).toBe('https://auth.example.com/oauth2/token');
    expect(Object.keys(get(flow, 'scopes') as JsonObject).sort()).toEqual(['mail:result', 'mail:send']);
    expect(get(schemes, 'oauth2', 'description')).toContain('{auth_url}/oauth2/token');
    expect(get(schemes, 'oauth2', 'description')).toContain('audience={base_url}');
    expect(get(schemes, 'bearerAuth')).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('identifies deliveries and send lists by int64 path parameters', () => {
    for (const [id, name] of [
      ['getDelivery', 'delivery_id'],
      ['getSendList', 'send_list_id'],
    ] as const) {
      const item = get(spec.document, 'paths', spec.operation(id).path, 'parameters', '0');
      expect(item).toMatchObject({ name, in: 'path', required: true, schema: { type: 'integer', format: 'int64' } });
    }
  });
});
