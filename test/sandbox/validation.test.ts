/**
 * Every 400 error code a request can trigger (`MailErrorCode` in specs/mail.yaml), as a table of
 * [name, operation, request, expected code, expected property]. Each answer is checked against the spec by the
 * harness (status, ErrorResponse schema, code listed in the operation's x-error-codes).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { create, listRows, reserve, reserveRequest, sendId, uploadList } from './fixtures.js';
import {
  type CallInput,
  content,
  csvList,
  type Json,
  recipient,
  recipients,
  sendByIdRequest,
  sendRequest,
  TestSandbox,
} from './harness.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await TestSandbox.start();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

const big = (bytes: number): string => 'a'.repeat(bytes);
const address = (length: number): string => `${'a'.repeat(length - '@shop.example.jp'.length)}@shop.example.jp`;
const without = (body: Json, ...names: string[]): Json =>
  Object.fromEntries(Object.entries(body).filter(([k]) => !names.includes(k)));
const inHour = (): Promise<string> => sb.now().then((now) => new Date(now + 3_600_000).toISOString());

type Case = readonly [string, string, string, string | null, () => Promise<CallInput> | CallInput];

const sendCases: Case[] = [
  ['unknown encode', 'sendDelivery', '10000', 'encode', () => ({ body: sendRequest({ encode: 'Shift_JIS' }) })],
  [
    'unsubscribed tracking domain',
    'sendDelivery',
    '10002',
    'trackingDomain',
    () => ({ body: sendRequest({ trackingDomain: 't.other.example' }) }),
  ],
  ['no fromAddress', 'sendDelivery', '10003', 'fromAddress', () => ({ body: without(sendRequest(), 'fromAddress') })],
  ['empty fromAddress', 'sendDelivery', '10003', 'fromAddress', () => ({ body: sendRequest({ fromAddress: '' }) })],
  [
    'fromAddress not an address',
    'sendDelivery',
    '10004',
    'fromAddress',
    () => ({ body: sendRequest({ fromAddress: 'info at shop' }) }),
  ],
  [
    'fromAddress of 257 characters',
    'sendDelivery',
    '10005',
    'fromAddress',
    () => ({ body: sendRequest({ fromAddress: address(257) }) }),
  ],
  [
    'fromName of 121 characters',
    'sendDelivery',
    '10006',
    'fromName',
    () => ({ body: sendRequest({ fromName: 'あ'.repeat(121) }) }),
  ],
  [
    'replyAddress not an address',
    'sendDelivery',
    '10007',
    'replyAddress',
    () => ({ body: sendRequest({ replyAddress: 'nobody' }) }),
  ],
  [
    'replyAddress of 257 characters',
    'sendDelivery',
    '10008',
    'replyAddress',
    () => ({ body: sendRequest({ replyAddress: address(257) }) }),
  ],
  ['no subject', 'sendDelivery', '10009', 'subject', () => ({ body: without(sendRequest(), 'subject') })],
  [
    'subject of 121 characters',
    'sendDelivery',
    '10010',
    'subject',
    () => ({ body: sendRequest({ subject: 'x'.repeat(121) }) }),
  ],
  ['neither body', 'sendDelivery', '10011', 'bodyText', () => ({ body: without(sendRequest(), 'bodyText') })],
  [
    'both bodies empty',
    'sendDelivery',
    '10011',
    'bodyText',
    () => ({ body: sendRequest({ bodyText: '', bodyHtml: '' }) }),
  ],
  ['no count', 'sendDelivery', '10012', 'count', () => ({ body: without(sendRequest(), 'count') })],
  ['count differs from deliveryData', 'sendDelivery', '10013', 'count', () => ({ body: sendRequest({ count: 2 }) })],
  [
    'test delivery to 21',
    'sendDelivery',
    '10014',
    'count',
    () => ({ body: sendRequest({ test: true }, recipients(21)) }),
  ],
  [
    'no deliveryMailAddressPropertyName',
    'sendDelivery',
    '10015',
    'deliveryMailAddressPropertyName',
    () => ({ body: without(sendRequest(), 'deliveryMailAddressPropertyName') }),
  ],
  [
    'no deliveryData',
    'sendDelivery',
    '10016',
    'deliveryData',
    () => ({ body: without(sendRequest(), 'deliveryData') }),
  ],
  [
    'record without platform ID',
    'sendDelivery',
    '10017',
    'deliveryData',
    () => ({ body: sendRequest({}, [{ 'Customer.email': 'a@example.com' }]) }),
  ],
  ['platform ID 0', 'sendDelivery', '10018', 'deliveryData', () => ({ body: sendRequest({}, [recipient('0')]) })],
  [
    'platform ID 2^63',
    'sendDelivery',
    '10018',
    'deliveryData',
    () => ({ body: sendRequest({}, [recipient('9223372036854775808')]) }),
  ],
  [
    'platform ID not a number',
    'sendDelivery',
    '10018',
    'deliveryData',
    () => ({ body: sendRequest({}, [recipient('12a')]) }),
  ],
  [
    'record without address',
    'sendDelivery',
    '10019',
    'deliveryData',
    () => ({ body: sendRequest({}, [{ 'Customer.platformid': '1' }]) }),
  ],
  [
    'address in another property',
    'sendDelivery',
    '10019',
    'deliveryData',
    () => ({ body: sendRequest({ deliveryMailAddressPropertyName: 'Customer.mail' }) }),
  ],
  [
    'bodyText over 512 KB',
    'sendDelivery',
    '10032',
    'bodyText',
    () => ({ body: sendRequest({ bodyText: big(512_001) }) }),
  ],
  [
    'bodyHtml over 512 KB',
    'sendDelivery',
    '10032',
    'bodyHtml',
    () => ({ body: sendRequest({ bodyHtml: `<p>${'あ'.repeat(170_665)}</p>` }) }),
  ],
  [
    'malformed JSON',
    'sendDelivery',
    '10034',
    null,
    () => ({ body: {}, raw: '{"fromAddress": ', contentType: 'application/json' }),
  ],
  ['count as a string', 'sendDelivery', '10034', null, () => ({ body: sendRequest({ count: '1' }) })],
  ['test as a string', 'sendDelivery', '10034', null, () => ({ body: sendRequest({ test: 'true' }) })],
  [
    'platform ID as a number',
    'sendDelivery',
    '10034',
    null,
    () => ({ body: sendRequest({}, [{ 'Customer.platformid': 1, 'Customer.email': 'a@example.com' }]) }),
  ],
  ['deliveryData not an array', 'sendDelivery', '10034', null, () => ({ body: sendRequest({ deliveryData: {} }) })],
  ['body is an array', 'sendDelivery', '10034', null, () => ({ body: [sendRequest()] })],
  [
    'body not JSON at all',
    'sendDelivery',
    '10034',
    null,
    () => ({ body: {}, raw: 'fromAddress=a', contentType: 'application/x-www-form-urlencoded' }),
  ],
  [
    'property name with a digit first',
    'sendDelivery',
    '10035',
    'deliveryData',
    () => ({ body: sendRequest({}, [recipient(1, 'a@example.com', { 'Customer.1st': 'x' })]) }),
  ],
  [
    'property name without Customer.',
    'sendDelivery',
    '10035',
    'deliveryData',
    () => ({ body: sendRequest({}, [recipient(1, 'a@example.com', { name: 'x' })]) }),
  ],
  [
    'property name of 64 characters',
    'sendDelivery',
    '10035',
    'deliveryData',
    () => ({ body: sendRequest({}, [recipient(1, 'a@example.com', { [`Customer.${'n'.repeat(55)}`]: 'x' })]) }),
  ],
];

const createCases: Case[] = [
  ['unknown encode', 'createDelivery', '10000', 'encode', () => ({ body: content({ encode: 'EUC-JP' }) })],
  ['no fromAddress', 'createDelivery', '10003', 'fromAddress', () => ({ body: without(content(), 'fromAddress') })],
  [
    'fromAddress not an address',
    'createDelivery',
    '10004',
    'fromAddress',
    () => ({ body: content({ fromAddress: '@shop.example.jp' }) }),
  ],
  [
    'fromAddress of 257 characters',
    'createDelivery',
    '10005',
    'fromAddress',
    () => ({ body: content({ fromAddress: address(257) }) }),
  ],
  [
    'fromName of 121 characters',
    'createDelivery',
    '10006',
    'fromName',
    () => ({ body: content({ fromName: 'x'.repeat(121) }) }),
  ],
  [
    'replyAddress not an address',
    'createDelivery',
    '10007',
    'replyAddress',
    () => ({ body: content({ replyAddress: 'a@b' }) }),
  ],
  [
    'replyAddress of 257 characters',
    'createDelivery',
    '10008',
    'replyAddress',
    () => ({ body: content({ replyAddress: address(257) }) }),
  ],
  ['no subject', 'createDelivery', '10009', 'subject', () => ({ body: without(content(), 'subject') })],
  [
    'subject of 121 characters',
    'createDelivery',
    '10010',
    'subject',
    () => ({ body: content({ subject: 'x'.repeat(121) }) }),
  ],
  ['neither body', 'createDelivery', '10011', 'bodyText', () => ({ body: without(content(), 'bodyText') })],
  [
    'no deliveryMailAddressPropertyName',
    'createDelivery',
    '10015',
    'deliveryMailAddressPropertyName',
    () => ({ body: without(content(), 'deliveryMailAddressPropertyName') }),
  ],
  [
    'bodyHtml over 512 KB',
    'createDelivery',
    '10032',
    'bodyHtml',
    () => ({ body: content({ bodyHtml: big(512_001) }) }),
  ],
  ['subject as a number', 'createDelivery', '10034', null, () => ({ body: content({ subject: 5 }) })],
];

const byIdCases: Case[] = [
  [
    'unsubscribed tracking domain',
    'sendDeliveryById',
    '10002',
    'trackingDomain',
    async () => ({ path: { delivery_id: await create(sb) }, body: sendByIdRequest({ trackingDomain: 'x.example' }) }),
  ],
  [
    'no count',
    'sendDeliveryById',
    '10012',
    'count',
    async () => ({ path: { delivery_id: await create(sb) }, body: without(sendByIdRequest(), 'count') }),
  ],
  [
    'count differs',
    'sendDeliveryById',
    '10013',
    'count',
    async () => ({ path: { delivery_id: await create(sb) }, body: sendByIdRequest({ count: 0 }) }),
  ],
  [
    'test delivery to 21',
    'sendDeliveryById',
    '10014',
    'count',
    async () => ({ path: { delivery_id: await create(sb) }, body: sendByIdRequest({ test: true }, recipients(21)) }),
  ],
  [
    'no deliveryData',
    'sendDeliveryById',
    '10016',
    'deliveryData',
    async () => ({ path: { delivery_id: await create(sb) }, body: { count: 1 } }),
  ],
  [
    'no platform ID',
    'sendDeliveryById',
    '10017',
    'deliveryData',
    async () => ({
      path: { delivery_id: await create(sb) },
      body: sendByIdRequest({}, [{ 'Customer.email': 'a@example.com' }]),
    }),
  ],
  [
    'bad platform ID',
    'sendDeliveryById',
    '10018',
    'deliveryData',
    async () => ({ path: { delivery_id: await create(sb) }, body: sendByIdRequest({}, [recipient('-1')]) }),
  ],
  [
    'address not under the name given at creation',
    'sendDeliveryById',
    '10019',
    'deliveryData',
    async () => ({
      path: { delivery_id: await create(sb, { deliveryMailAddressPropertyName: 'Customer.mail' }) },
      body: sendByIdRequest(),
    }),
  ],
  [
    'reserved setting',
    'sendDeliveryById',
    '10033',
    'deliveryTaskId',
    async () => ({ path: { delivery_id: (await reserve(sb)).id }, body: sendByIdRequest() }),
  ],
  [
    'type mismatch',
    'sendDeliveryById',
    '10034',
    null,
    async () => ({
      path: { delivery_id: await create(sb) },
      body: sendByIdRequest({ oneClickUnsubscriptionReady: 1 }),
    }),
  ],
  [
    'bad property name',
    'sendDeliveryById',
    '10035',
    'deliveryData',
    async () => ({
      path: { delivery_id: await create(sb) },
      body: sendByIdRequest({}, [recipient(1, 'a@example.com', { 'Customer.a-b': 'x' })]),
    }),
  ],
];

const reserveCases: Case[] = [
  [
    'content rule (no subject)',
    'reserveDelivery',
    '10009',
    'subject',
    async () => ({ body: without(reserveRequest(await uploadList(sb), await inHour()), 'subject') }),
  ],
  [
    'unsubscribed tracking domain',
    'reserveDelivery',
    '10002',
    'trackingDomain',
    async () => ({ body: reserveRequest(await uploadList(sb), await inHour(), { trackingDomain: 'x.example' }) }),
  ],
  [
    'no sendListId',
    'reserveDelivery',
    '10022',
    'sendListId',
    async () => ({ body: without(reserveRequest(1, await inHour()), 'sendListId') }),
  ],
  [
    'unknown list',
    'reserveDelivery',
    '10023',
    'sendListId',
    async () => ({ body: reserveRequest(999_999, await inHour()) }),
  ],
  [
    'expired list',
    'reserveDelivery',
    '10024',
    'sendListId',
    async () => {
      const id = await uploadList(sb);
      await sb.advance(7 * 24 * 3600 + 1);
      return { body: reserveRequest(id, await inHour()) };
    },
  ],
  [
    'list still processing',
    'reserveDelivery',
    '10025',
    'sendListId',
    async () => {
      const at = await inHour(); // read before the upload, so only one request separates it from the reservation
      return { body: reserveRequest(await uploadList(sb, undefined, false), at) };
    },
  ],
  [
    'list failed registration',
    'reserveDelivery',
    '10025',
    'sendListId',
    async () => ({ body: reserveRequest(await uploadList(sb, 'Customer.email\r\na@example.com\r\n'), await inHour()) }),
  ],
  [
    'list used by another delivery',
    'reserveDelivery',
    '10026',
    'sendListId',
    async () => ({ body: reserveRequest((await reserve(sb)).listId, await inHour()) }),
  ],
  [
    'list lacks the address column',
    'reserveDelivery',
    '10027',
    'deliveryMailAddressPropertyName',
    async () => ({
      body: reserveRequest(await uploadList(sb), await inHour(), { deliveryMailAddressPropertyName: 'Customer.mail' }),
    }),
  ],
  [
    'no sendDateTime',
    'reserveDelivery',
    '10028',
    'sendDateTime',
    async () => ({ body: without(reserveRequest(await uploadList(sb), ''), 'sendDateTime') }),
  ],
  [
    'sendDateTime without offset',
    'reserveDelivery',
    '10029',
    'sendDateTime',
    async () => ({ body: reserveRequest(await uploadList(sb), '2030-01-01T10:00:00') }),
  ],
  [
    'sendDateTime not a date',
    'reserveDelivery',
    '10029',
    'sendDateTime',
    async () => ({ body: reserveRequest(await uploadList(sb), 'tomorrow') }),
  ],
  [
    'sendDateTime on 30 February',
    'reserveDelivery',
    '10029',
    'sendDateTime',
    async () => ({ body: reserveRequest(await uploadList(sb), '2030-02-30T10:00:00+09:00') }),
  ],
  [
    'sendDateTime 4 minutes ahead',
    'reserveDelivery',
    '10030',
    'sendDateTime',
    async () => ({ body: reserveRequest(await uploadList(sb), new Date((await sb.now()) + 4 * 60_000).toISOString()) }),
  ],
  [
    'sendDateTime after the list expiry',
    'reserveDelivery',
    '10030',
    'sendDateTime',
    async () => ({
      body: reserveRequest(await uploadList(sb), new Date((await sb.now()) + 8 * 24 * 3_600_000).toISOString()),
    }),
  ],
  [
    'sendListId as a string',
    'reserveDelivery',
    '10034',
    null,
    async () => ({ body: reserveRequest(await uploadList(sb), await inHour(), { sendListId: '5' }) }),
  ],
];

const deleteCases: Case[] = [
  [
    'delivery still sending',
    'deleteDelivery',
    '10021',
    'deliveryTaskId',
    async () => ({ path: { delivery_id: await sendId(sb, sendRequest({}, recipients(1000))) } }),
  ],
  [
    'reservation 4 minutes before its time',
    'deleteDelivery',
    '10031',
    'deliveryTaskId',
    async () => {
      const { id } = await reserve(sb, 60);
      await sb.advance(56 * 60);
      return { path: { delivery_id: id } };
    },
  ],
  [
    'reservation while it sends',
    'deleteDelivery',
    '10031',
    'deliveryTaskId',
    async () => {
      const { id } = await reserve(sb, 10, csvList(listRows(2000)));
      await sb.advance(10 * 60 + 1);
      return { path: { delivery_id: id } };
    },
  ],
];

const reportCases: Case[] = (['opens', 'clicks', 'errors', 'results', 'unsubscribes'] as const)
  .flatMap(
    (op) =>
      [
        [
          `${op}: start not ISO 8601`,
          op,
          '10020',
          'start',
          async () => ({ path: { delivery_id: await sendId(sb) }, query: { start: '2024/05/01' } }),
        ],
        [
          `${op}: end not ISO 8601`,
          op,
          '10020',
          'end',
          async () => ({ path: { delivery_id: await sendId(sb) }, query: { end: 'yesterday' } }),
        ],
      ] as Case[],
  )
  .concat([
    [
      'allErrors: + sent unencoded',
      'allErrors',
      '10020',
      'start',
      () => ({ query: 'start=2024-05-01T00:00:00+09:00' }),
    ],
    ['allErrors: end malformed', 'allErrors', '10020', 'end', () => ({ query: { end: '2024-13-01T00:00:00Z' } })],
    ['allUnsubscribes: start malformed', 'allUnsubscribes', '10020', 'start', () => ({ query: { start: '' } })],
    [
      'allUnsubscribes: end without offset',
      'allUnsubscribes',
      '10020',
      'end',
      () => ({ query: { end: '2024-05-01T00:00:00' } }),
    ],
  ]);

describe.each([
  ['sendDelivery', sendCases],
  ['createDelivery', createCases],
  ['sendDeliveryById', byIdCases],
  ['reserveDelivery', reserveCases],
  ['deleteDelivery', deleteCases],
  ['reports', reportCases],
] as const)('%s error codes', (_group, cases) => {
  it.each(cases)('%s (%s) gives %s on %s', async (_name, operationId, code, property, request) => {
    const answer = await sb.call(operationId, await request());
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json.errors).toContainEqual(expect.objectContaining({ code, property }));
    if (code === '10034') expect(answer.json.errors).toHaveLength(1);
  });
});

describe('addresses holding embedded commands', () => {
  it.each([
    ['an address that is one command', '($db.Customer.sender$)'],
    ['a command inside the local part', 'shop+($db.Customer.code$)@shop.example.jp'],
  ])('accepts %s as fromAddress and replyAddress', async (_name, address) => {
    const answer = await sb.call('sendDelivery', {
      body: sendRequest({ fromAddress: address, replyAddress: address }),
    });
    expect(answer.status, answer.text).toBe(200);
  });

  it('still refuses a command glued to a broken address', async () => {
    const answer = await sb.call('sendDelivery', { body: sendRequest({ fromAddress: '($db.Customer.x$)@' }) });
    expect(answer.json.errors).toContainEqual(expect.objectContaining({ code: '10004', property: 'fromAddress' }));
  });
});

describe('limits are inclusive', () => {
  it.each([
    ['bodyText of 512,000 bytes', { bodyText: big(512_000) }],
    ['bodyHtml of 512,000 bytes', { bodyHtml: `<p>a${'あ'.repeat(170_664)}</p>` }],
    ['subject of 120 characters', { subject: '件'.repeat(120) }],
    ['fromName of 120 characters', { fromName: '名'.repeat(120) }],
  ])('accepts %s', async (_name, overrides) => {
    const answer = await sb.call('sendDelivery', { body: sendRequest(overrides), validRequest: true });
    expect(answer.status, answer.text).toBe(200);
  });
});

describe('several faults in one request', () => {
  it('lists every fault it finds, sorted by code', async () => {
    const answer = await sb.call('sendDelivery', {
      body: {
        fromAddress: 'bad',
        subject: 'x'.repeat(121),
        bodyHtml: big(512_001),
        count: 3,
        deliveryData: [{}],
        encode: 'x',
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.map((e: { code: string }) => e.code)).toEqual([
      '10000',
      '10004',
      '10010',
      '10013',
      '10015',
      '10017',
      '10032',
    ]);
  });

  it('names both start and end when both are malformed', async () => {
    const answer = await sb.call('allErrors', { query: { start: 'a', end: 'b' } });
    expect(answer.json.errors).toEqual([
      expect.objectContaining({ code: '10020', property: 'start' }),
      expect.objectContaining({ code: '10020', property: 'end' }),
    ]);
  });
});

describe('the spec lists every code the sandbox can return', () => {
  it('each 400 case above covers a code of MailErrorCode, and together they cover all but none', () => {
    const all = [...sendCases, ...createCases, ...byIdCases, ...reserveCases, ...deleteCases, ...reportCases];
    const covered = new Set(all.map((c) => c[2]));
    const codes = (sb.spec.schema('MailErrorCode')['enum'] as string[]).filter((c) => !covered.has(c));
    expect(codes).toEqual([]);
  });
});
