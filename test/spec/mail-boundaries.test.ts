/**
 * The limits of the service (its reference's Limits, Recipient record, Errors) as the spec's schemas enforce them: a value
 * just inside each limit is accepted and one just outside is refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadMailSpec, type JsonObject } from './load-spec.js';

const spec = await loadMailSpec();
const accepts = (schema: JsonObject, value: unknown): boolean => spec.validate(schema, value).valid;

const MAX_PLATFORM_ID = 2n ** 63n - 1n;
const recipient = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  'Customer.platformid': '1001',
  'Customer.email': 'hanako.yamada@mail.example.jp',
  ...extra,
});
const recipients = (count: number): Array<Record<string, unknown>> =>
  Array.from({ length: count }, (_, i) => recipient({ 'Customer.platformid': String(i + 1) }));

const sendRequest = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  fromAddress: 'info@shop.example.jp',
  subject: '春の新商品のお知らせ',
  bodyText: '本文',
  deliveryMailAddressPropertyName: 'Customer.email',
  count: 1,
  deliveryData: [recipient()],
  ...overrides,
});
const reserveRequest = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  sendListId: 5501,
  fromAddress: 'info@shop.example.jp',
  subject: '週末限定セールのご案内',
  bodyHtml: '<p>本文</p>',
  deliveryMailAddressPropertyName: 'Customer.email',
  sendDateTime: '2024-05-03T09:00:00+09:00',
  ...overrides,
});
/** An address of exactly `length` characters in a valid format. */
const address = (length: number): string => `${'a'.repeat(length - '@shop.example.jp'.length)}@shop.example.jp`;

describe('content limits of sendDelivery, createDelivery and reserveDelivery', () => {
  const requests = [
    ['sendDelivery', sendRequest],
    [
      'createDelivery',
      (o: Record<string, unknown> = {}) => {
        const { count: _count, deliveryData: _data, ...content } = sendRequest(o);
        return content;
      },
    ],
    ['reserveDelivery', reserveRequest],
  ] as const;
  const cases: Array<[string, Record<string, unknown>, boolean]> = [
    ['subject of 120 characters', { subject: 'あ'.repeat(120) }, true],
    ['subject of 121 characters', { subject: 'あ'.repeat(121) }, false],
    ['fromName of 120 characters', { fromName: 'x'.repeat(120) }, true],
    ['fromName of 121 characters', { fromName: 'x'.repeat(121) }, false],
    ['fromAddress of 256 characters', { fromAddress: address(256) }, true],
    ['fromAddress of 257 characters', { fromAddress: address(257) }, false],
    ['fromAddress not an address', { fromAddress: 'info at shop.example.jp' }, false],
    ['replyAddress of 256 characters', { replyAddress: address(256) }, true],
    ['replyAddress of 257 characters', { replyAddress: address(257) }, false],
    ['replyAddress not an address', { replyAddress: 'support@' }, false],
    ['fromAddress without a dot in its domain', { fromAddress: 'info@localhost' }, false],
    ['fromAddress as an embedded command', { fromAddress: '($db.Customer.sender$)' }, true],
    ['replyAddress as an embedded command', { replyAddress: 'reply+($db.Customer.code$)@shop.example.jp' }, true],
    ['bodyText of 512 KB (512,000 bytes)', { bodyText: 'a'.repeat(512_000) }, true],
    ['bodyText of 512 KB + 1 byte', { bodyText: 'a'.repeat(512_001) }, false],
    // 170,667 three-byte characters are 512,001 bytes: the limit is in bytes, not characters.
    ['bodyText of 170,666 Japanese characters', { bodyText: 'あ'.repeat(170_666) }, true],
    ['bodyText of 170,667 Japanese characters', { bodyText: 'あ'.repeat(170_667) }, false],
    ['bodyHtml of 512 KB', { bodyHtml: 'a'.repeat(512_000) }, true],
    ['bodyHtml of 512 KB + 1 byte', { bodyHtml: 'a'.repeat(512_001) }, false],
    ['encode ISO-2022-JP', { encode: 'ISO-2022-JP' }, true],
    ['encode Shift_JIS', { encode: 'Shift_JIS' }, false],
    ['no fromAddress', { fromAddress: undefined }, false],
    ['no subject', { subject: undefined }, false],
    ['no deliveryMailAddressPropertyName', { deliveryMailAddressPropertyName: undefined }, false],
    ['address property name breaking the naming rule', { deliveryMailAddressPropertyName: 'email' }, false],
    ['neither bodyText nor bodyHtml', { bodyText: undefined, bodyHtml: undefined }, false],
    ['bodyHtml only', { bodyText: undefined, bodyHtml: '<p>本文</p>' }, true],
    ['both bodies', { bodyText: '本文', bodyHtml: '<p>本文</p>' }, true],
  ];
  const table = requests.flatMap(([id, build]) =>
    cases.map(([name, overrides, want]) => [id, name, want, build(overrides)] as const),
  );

  it.each(table)('%s: %s -> accepted %s', (id, _name, want, body) => {
    // JSON drops undefined members, as it would on the wire.
    expect(accepts(spec.requestSchema(id), JSON.parse(JSON.stringify(body)))).toBe(want);
  });
});

describe('recipients of sendDelivery and sendDeliveryById', () => {
  const nameCases: Array<[string, boolean]> = [
    ['Customer.email', true],
    ['Customer._private', true],
    ['Customer.a1_B2', true],
    [`Customer.${'n'.repeat(54)}`, true], // 63 characters
    [`Customer.${'n'.repeat(55)}`, false], // 64 characters
    ['Customer.1x', false],
    ['Email', false],
    ['customer.email', false],
    ['Customer.', false],
    ['Customer.e-mail', false],
    ['Customer.名前', false],
  ];
  it.each(nameCases)('property name %s -> accepted %s', (name, want) => {
    expect(accepts(spec.schema('Recipient'), recipient({ [name]: 'value' }))).toBe(want);
    expect(
      accepts(spec.requestSchema('sendDelivery'), sendRequest({ deliveryData: [recipient({ [name]: 'v' })] })),
    ).toBe(want);
  });

  it.each([
    ['string values', recipient({ 'Customer.age': '30' }), true],
    ['a number value', recipient({ 'Customer.age': 30 }), false],
    ['a null value', recipient({ 'Customer.age': null }), false],
    ['no Customer.platformid', { 'Customer.email': 'a@shop.example.jp' }, false],
    ['Customer.platformid as a number', recipient({ 'Customer.platformid': 1001 }), false],
    ['Customer.platformid 1', recipient({ 'Customer.platformid': '1' }), true],
    ['Customer.platformid 9223372036854775807', recipient({ 'Customer.platformid': '9223372036854775807' }), true],
    ['Customer.platformid 0', recipient({ 'Customer.platformid': '0' }), false],
    ['Customer.platformid 9223372036854775808', recipient({ 'Customer.platformid': '9223372036854775808' }), false],
  ])('a record with %s -> accepted %s', (_name, record, want) => {
    expect(accepts(spec.schema('Recipient'), record)).toBe(want);
    // The same record inside whole requests, so a rule lost on the way from Recipient to a request shows.
    expect(accepts(spec.requestSchema('sendDelivery'), sendRequest({ deliveryData: [record] }))).toBe(want);
    expect(accepts(spec.requestSchema('sendDeliveryById'), { count: 1, deliveryData: [record] })).toBe(want);
  });

  it.each([
    ['sendDelivery', false, 21, true],
    ['sendDelivery', true, 20, true],
    ['sendDelivery', true, 21, false],
    ['sendDeliveryById', true, 20, true],
    ['sendDeliveryById', true, 21, false],
    ['sendDeliveryById', false, 21, true],
  ] as const)('%s with test=%s and %i recipients -> accepted %s', (id, test, count, want) => {
    const body = { test, count, deliveryData: recipients(count) };
    const request = id === 'sendDelivery' ? sendRequest(body) : body;
    expect(accepts(spec.requestSchema(id), request)).toBe(want);
  });

  it.each([
    ['sendDelivery', 'count', sendRequest({ count: undefined })],
    ['sendDelivery', 'deliveryData', sendRequest({ deliveryData: undefined })],
    ['sendDeliveryById', 'count', { deliveryData: [recipient()] }],
    ['sendDeliveryById', 'deliveryData', { count: 1 }],
  ])('%s refuses a request without %s', (id, _missing, body) => {
    expect(accepts(spec.requestSchema(id), JSON.parse(JSON.stringify(body)))).toBe(false);
  });
});

describe('platform IDs', () => {
  it.each([
    ['1', true],
    ['9', true],
    ['10', true],
    ['999999999999999999', true],
    ['1000000000000000000', true],
    ['8999999999999999999', true],
    ['9223372036854775799', true],
    ['9223372036854775806', true],
    ['9223372036854775807', true],
    ['0', false],
    ['00', false],
    ['01', false],
    ['-1', false],
    ['+1', false],
    ['1.0', false],
    ['1e3', false],
    [' 1', false],
    ['', false],
    ['9223372036854775808', false],
    ['9223372036854775810', false],
    ['9223372036854775900', false],
    ['9300000000000000000', false],
    ['10000000000000000000', false],
    ['18446744073709551615', false],
  ])('%j -> accepted %s', (value, want) => {
    expect(accepts(spec.schema('PlatformId'), value)).toBe(want);
  });

  it('accepts exactly the decimal integers 1..2^63-1', () => {
    const near = (n: bigint) => fc.bigInt({ min: n - 2000n, max: n + 2000n });
    const numbers = fc.oneof(
      fc.bigInt({ min: 0n, max: 2n ** 64n }),
      near(MAX_PLATFORM_ID),
      near(10n ** 18n),
      fc.bigInt({ min: 0n, max: 100_000n }),
    );
    fc.assert(
      fc.property(
        numbers,
        (n) => accepts(spec.schema('PlatformId'), n.toString()) === (n >= 1n && n <= MAX_PLATFORM_ID),
      ),
      { numRuns: 5000 },
    );
  });

  it('refuses any leading zero', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_PLATFORM_ID }), (n) => !accepts(spec.schema('PlatformId'), `0${n}`)),
    );
  });
});

describe('400 bodies', () => {
  const errorBody = spec.responseSchema('sendDelivery', '400');
  it.each([
    ['a known code', { errors: [{ code: '10013', property: 'count', message: 'count differs' }] }, true],
    ['property null', { errors: [{ code: '10034', property: null, message: 'malformed JSON' }] }, true],
    [
      'several errors',
      {
        errors: [
          { code: '10003', property: 'fromAddress', message: 'required' },
          { code: '10009', property: 'subject', message: 'required' },
        ],
      },
      true,
    ],
    ['code 10001 (not in the reference)', { errors: [{ code: '10001', property: null, message: 'x' }] }, false],
    ['an unknown code', { errors: [{ code: '99999', property: null, message: 'x' }] }, false],
    ['a numeric code', { errors: [{ code: 10013, property: 'count', message: 'x' }] }, false],
    ['no message', { errors: [{ code: '10013', property: 'count' }] }, false],
    ['no property member', { errors: [{ code: '10013', message: 'x' }] }, false],
    ['no errors', { errors: [] }, false],
  ])('%s -> accepted %s', (_name, body, want) => {
    expect(accepts(errorBody, body)).toBe(want);
  });
});

describe('reservation and reports', () => {
  it.each([
    ['an offset date-time', { sendDateTime: '2024-05-03T09:00:00+09:00' }, true],
    ['a UTC date-time', { sendDateTime: '2024-05-03T00:00:00Z' }, true],
    ['a report-style date-time', { sendDateTime: '2024-05-03 09:00:00' }, false],
    ['no sendDateTime', { sendDateTime: undefined }, false],
    ['no sendListId', { sendListId: undefined }, false],
    ['a string sendListId', { sendListId: '5501' }, false],
  ])('reserveDelivery with %s -> accepted %s', (_name, overrides, want) => {
    expect(accepts(spec.requestSchema('reserveDelivery'), JSON.parse(JSON.stringify(reserveRequest(overrides))))).toBe(
      want,
    );
  });

  it.each([
    ['2024-05-01T00:00:00+09:00', true],
    ['2024-05-01T00:00:00Z', true],
    ['2024-05-01', false],
    ['yesterday', false],
  ])('report start %s -> accepted %s', (value, want) => {
    const start = (spec.operation('opens').operation['parameters'] as JsonObject[])[0];
    expect(accepts(start?.['schema'] as JsonObject, value)).toBe(want);
  });

  it.each([
    [
      'PROCESSING with nulls',
      {
        sendListId: 1,
        status: 'PROCESSING',
        expirationDateTime: '2024-05-08T10:00:00+09:00',
        rowCount: 0,
        errorMessage: null,
        deliveryTaskId: null,
      },
      true,
    ],
    [
      'an unknown status',
      {
        sendListId: 1,
        status: 'DONE',
        expirationDateTime: '2024-05-08T10:00:00+09:00',
        rowCount: 0,
        errorMessage: null,
        deliveryTaskId: null,
      },
      false,
    ],
  ])('getSendList %s -> accepted %s', (_name, body, want) => {
    expect(accepts(spec.responseSchema('getSendList', '200'), body)).toBe(want);
  });
});
