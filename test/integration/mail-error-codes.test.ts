/**
 * Every error code of specs/mail.yaml (`MailErrorCode`) that a request can trigger, as the typed error the generated client
 * throws: the code on the property the spec names, and a message naming the operation, code and meaning.
 */
import { type MailErrorCode, mailErrorCodes } from '@platform-sdk/mail';
import { ApiError, BadRequestError, PayloadTooLargeError } from '@platform-sdk/runtime';
import { describe, expect, it } from 'vitest';
import { env, inMinutes, mail, registeredList, useMailSuite } from './mail-suite.js';
import { content, LIST_CSV, recipient, recipients } from './sandbox-env.js';

useMailSuite();

describe('error codes as typed errors', () => {
  const one = [recipient(1)];
  const address = (length: number): string => `${'a'.repeat(length - '@shop.example.jp'.length)}@shop.example.jp`;
  /**
   * `body` without `key`, typed as if it were still there. The client's types require most of these properties; a
   * caller whose data comes from elsewhere (plain JavaScript, parsed input) can still leave one out, and the
   * service must refuse that with its code.
   */
  const lacking = <T extends object>(body: T, key: keyof T): T => {
    const { [key]: _left, ...rest } = body;
    return rest as unknown as T;
  };

  interface ErrorCase {
    /** What the user calls. */
    readonly given: () => Promise<unknown>;
    /** The code, on the property the spec's x-error-codes names for it. */
    readonly want: { readonly code: MailErrorCode; readonly property: string | null };
  }

  const cases: ReadonlyArray<readonly [string, ErrorCase]> = [
    [
      'createDelivery with a bad encode',
      {
        // The types allow only the two encodings; the service must still refuse another.
        given: () => mail.createDelivery({ ...content, encode: 'EUC-JP' as 'UTF-8' }),
        want: { code: '10000', property: 'encode' },
      },
    ],
    [
      'sendDelivery with an unsubscribed tracking domain',
      {
        given: () => mail.sendDelivery({ ...content, trackingDomain: 'x.example', deliveryData: one }),
        want: { code: '10002', property: 'trackingDomain' },
      },
    ],
    [
      'sendDelivery without fromAddress',
      {
        given: () => mail.sendDelivery(lacking({ ...content, deliveryData: one }, 'fromAddress')),
        want: { code: '10003', property: 'fromAddress' },
      },
    ],
    [
      'createDelivery with an empty fromAddress',
      {
        given: () => mail.createDelivery({ ...content, fromAddress: '' }),
        want: { code: '10003', property: 'fromAddress' },
      },
    ],
    [
      'sendDelivery with a fromAddress that is no address',
      {
        given: () => mail.sendDelivery({ ...content, fromAddress: 'info at shop', deliveryData: one }),
        want: { code: '10004', property: 'fromAddress' },
      },
    ],
    [
      'createDelivery with a fromAddress of 257 characters',
      {
        given: () => mail.createDelivery({ ...content, fromAddress: address(257) }),
        want: { code: '10005', property: 'fromAddress' },
      },
    ],
    [
      'createDelivery with a fromName of 121 characters',
      {
        given: () => mail.createDelivery({ ...content, fromName: 'x'.repeat(121) }),
        want: { code: '10006', property: 'fromName' },
      },
    ],
    [
      'sendDelivery with a replyAddress that is no address',
      {
        given: () => mail.sendDelivery({ ...content, replyAddress: 'nobody', deliveryData: one }),
        want: { code: '10007', property: 'replyAddress' },
      },
    ],
    [
      'createDelivery with a replyAddress of 257 characters',
      {
        given: () => mail.createDelivery({ ...content, replyAddress: address(257) }),
        want: { code: '10008', property: 'replyAddress' },
      },
    ],
    [
      'sendDelivery without subject',
      {
        given: () => mail.sendDelivery({ ...content, subject: '', deliveryData: one }),
        want: { code: '10009', property: 'subject' },
      },
    ],
    [
      'sendDelivery with a subject of 121 characters',
      {
        given: () => mail.sendDelivery({ ...content, subject: '件'.repeat(121), deliveryData: one }),
        want: { code: '10010', property: 'subject' },
      },
    ],
    [
      'sendDelivery with neither bodyText nor bodyHtml',
      {
        given: () => mail.sendDelivery(lacking({ ...content, deliveryData: one }, 'bodyText')),
        want: { code: '10011', property: 'bodyText' },
      },
    ],
    // 10012 (count required) cannot come from these methods: they fill in a missing count from
    // deliveryData.length. The raw client can leave it out; see the test after this table.
    [
      'sendDelivery with count differing from deliveryData',
      {
        given: () => mail.sendDelivery({ ...content, count: 3, deliveryData: one }),
        want: { code: '10013', property: 'count' },
      },
    ],
    [
      'sendDelivery test to 21',
      {
        given: () => mail.sendDelivery({ ...content, test: true, deliveryData: recipients(21) }),
        want: { code: '10014', property: 'count' },
      },
    ],
    [
      'createDelivery without deliveryMailAddressPropertyName',
      {
        given: () => mail.createDelivery(lacking(content, 'deliveryMailAddressPropertyName')),
        want: { code: '10015', property: 'deliveryMailAddressPropertyName' },
      },
    ],
    [
      'sendDelivery with an explicit count but no deliveryData',
      {
        // With count given the client does not read deliveryData, so the body goes out without it.
        given: () => mail.sendDelivery(lacking({ ...content, count: 1, deliveryData: one }, 'deliveryData')),
        want: { code: '10016', property: 'deliveryData' },
      },
    ],
    [
      'sendDelivery to a recipient without Customer.platformid',
      {
        // The Recipient type requires the platform ID.
        given: () => mail.sendDelivery({ ...content, deliveryData: [lacking(recipient(1), 'Customer.platformid')] }),
        want: { code: '10017', property: 'deliveryData' },
      },
    ],
    [
      'sendDelivery with a platform ID of 0',
      {
        given: () => mail.sendDelivery({ ...content, deliveryData: [recipient('0')] }),
        want: { code: '10018', property: 'deliveryData' },
      },
    ],
    [
      'sendDeliveryById without the address property named at creation',
      {
        given: async () => {
          const { deliveryTaskId } = await mail.createDelivery({
            ...content,
            deliveryMailAddressPropertyName: 'Customer.mail',
          });
          return mail.sendDeliveryById(deliveryTaskId, { deliveryData: one });
        },
        want: { code: '10019', property: 'deliveryData' },
      },
    ],
    [
      'a report with a malformed start',
      {
        given: () => mail.allErrors({ start: 'last week' }).rows(),
        want: { code: '10020', property: 'start' },
      },
    ],
    [
      'a report with a malformed end',
      {
        given: async () =>
          mail
            .opens((await mail.sendDelivery({ ...content, deliveryData: one })).deliveryTaskId, {
              end: '2024-13-01T00:00:00+09:00',
            })
            .rows(),
        want: { code: '10020', property: 'end' },
      },
    ],
    [
      'deleteDelivery while sending',
      {
        given: async () => {
          const { deliveryTaskId } = await mail.sendDelivery({ ...content, deliveryData: recipients(500) });
          return mail.deleteDelivery(deliveryTaskId);
        },
        want: { code: '10021', property: 'deliveryTaskId' },
      },
    ],
    [
      'reserveDelivery without sendListId',
      {
        given: async () =>
          mail.reserveDelivery(lacking({ ...content, sendListId: 1, sendDateTime: await inMinutes(60) }, 'sendListId')),
        want: { code: '10022', property: 'sendListId' },
      },
    ],
    [
      'reserveDelivery with an unknown list',
      {
        given: async () => mail.reserveDelivery({ ...content, sendListId: 999_999, sendDateTime: await inMinutes(60) }),
        want: { code: '10023', property: 'sendListId' },
      },
    ],
    [
      'reserveDelivery with a list past its 7 days',
      {
        given: async () => {
          const sendListId = await registeredList();
          await env.advance(7 * 24 * 3600);
          return mail.reserveDelivery({ ...content, sendListId, sendDateTime: await inMinutes(60) });
        },
        want: { code: '10024', property: 'sendListId' },
      },
    ],
    [
      'reserveDelivery with a list still processing',
      {
        given: async () => {
          const sendDateTime = await inMinutes(60); // before the upload: the list is PROCESSING for 3 s only
          const { sendListId } = await mail.uploadSendList(LIST_CSV);
          return mail.reserveDelivery({ ...content, sendListId, sendDateTime });
        },
        want: { code: '10025', property: 'sendListId' },
      },
    ],
    [
      'reserveDelivery with a list in use',
      {
        given: async () => {
          const sendListId = await registeredList();
          await mail.reserveDelivery({ ...content, sendListId, sendDateTime: await inMinutes(60) });
          return mail.reserveDelivery({ ...content, sendListId, sendDateTime: await inMinutes(60) });
        },
        want: { code: '10026', property: 'sendListId' },
      },
    ],
    [
      'reserveDelivery with a missing column',
      {
        given: async () => {
          const sendListId = await registeredList();
          return mail.reserveDelivery({
            ...content,
            deliveryMailAddressPropertyName: 'Customer.mail',
            sendListId,
            sendDateTime: await inMinutes(60),
          });
        },
        want: { code: '10027', property: 'deliveryMailAddressPropertyName' },
      },
    ],
    [
      'reserveDelivery without sendDateTime',
      {
        given: async () =>
          mail.reserveDelivery(
            lacking({ ...content, sendListId: await registeredList(), sendDateTime: '' }, 'sendDateTime'),
          ),
        want: { code: '10028', property: 'sendDateTime' },
      },
    ],
    [
      'reserveDelivery with a sendDateTime that is not ISO 8601',
      {
        given: async () =>
          mail.reserveDelivery({ ...content, sendListId: await registeredList(), sendDateTime: 'tomorrow 10:00' }),
        want: { code: '10029', property: 'sendDateTime' },
      },
    ],
    [
      'reserveDelivery too soon',
      {
        given: async () =>
          mail.reserveDelivery({ ...content, sendListId: await registeredList(), sendDateTime: await inMinutes(2) }),
        want: { code: '10030', property: 'sendDateTime' },
      },
    ],
    [
      'deleteDelivery of a reservation 4 minutes before its time',
      {
        given: async () => {
          const { deliveryTaskId } = await mail.reserveDelivery({
            ...content,
            sendListId: await registeredList(),
            sendDateTime: await inMinutes(10),
          });
          await env.advance(6 * 60);
          return mail.deleteDelivery(deliveryTaskId);
        },
        want: { code: '10031', property: 'deliveryTaskId' },
      },
    ],
    [
      'sendDeliveryById on a reserved setting',
      {
        given: async () => {
          const { deliveryTaskId } = await mail.reserveDelivery({
            ...content,
            sendListId: await registeredList(),
            sendDateTime: await inMinutes(60),
          });
          return mail.sendDeliveryById(deliveryTaskId, { deliveryData: one });
        },
        want: { code: '10033', property: 'deliveryTaskId' },
      },
    ],
    [
      'sendDelivery with a type mismatch',
      {
        // The types allow only the two encoding names; a number is a JSON type mismatch for the service.
        given: () => mail.sendDelivery({ ...content, encode: 7 as unknown as 'UTF-8', deliveryData: one }),
        want: { code: '10034', property: null },
      },
    ],
    [
      'sendDelivery with a property name outside the naming rule',
      {
        given: () =>
          mail.sendDelivery({ ...content, deliveryData: [recipient(1, undefined, { 'Customer.1st': 'x' })] }),
        want: { code: '10035', property: 'deliveryData' },
      },
    ],
  ];

  it.each(cases)('%s', async (_name, { given, want }) => {
    const error = await given().then(
      (value) => expect.fail(`resolved instead of failing: ${JSON.stringify(value)}`),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toBeInstanceOf(ApiError);
    const bad = error as BadRequestError;
    expect(bad.status).toBe(400);
    expect(bad.errors).toContainEqual({
      code: want.code,
      property: want.property,
      message: expect.stringMatching(/\S/),
      description: mailErrorCodes[want.code],
    });
    // One sentence naming the operation, the code, the property at fault, what the service said and what the code means.
    // The message lists the first three entries; the others stay in `errors`.
    expect(bad.message).toMatch(new RegExp(`^${bad.operationId} failed with HTTP 400 Bad Request: `));
    const index = bad.errors.findIndex((e) => e.code === want.code && e.property === want.property);
    if (index < 3) {
      const said = (bad.errors[index]?.message ?? '').replace(/[.]+$/, '');
      expect(bad.message).toContain(
        `${want.property === null ? want.code : `${want.code} on ${want.property}`}: ${said}`,
      );
      if (said.toLowerCase() !== mailErrorCodes[want.code].toLowerCase())
        expect(bad.message).toContain(`(${mailErrorCodes[want.code]})`);
    }
  });

  it("a type mismatch names the field in the service's words, not only the code's meaning", async () => {
    const error = await mail
      .sendDelivery({ ...content, count: '1' as unknown as number, deliveryData: one })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as Error).message).toMatch(
      /^sendDelivery failed with HTTP 400 Bad Request: 10034: .*count must be an integer \(JSON has type mismatch or format problem\)\.$/,
    );
  });

  it('10012: the raw client, which does not fill in count, gets it when count is left out', async () => {
    // The types of the raw client require count too.
    const body = lacking({ ...content, count: 1, deliveryData: one }, 'count');
    const { error, response } = await mail.raw.POST('/deliveries', { body });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({
      errors: expect.arrayContaining([expect.objectContaining({ code: '10012', property: 'count' })]),
    });
  });

  it("10032: the client refuses a bodyHtml over 512,000 bytes before sending; the raw client gets the service's 10032", async () => {
    const bodyHtml = `<p>${'あ'.repeat(170_666)}</p>`;
    const local = await mail.sendDelivery({ ...content, bodyHtml, deliveryData: one }).catch((e: unknown) => e);
    expect(local).toBeInstanceOf(PayloadTooLargeError);
    expect(local).toMatchObject({ field: 'bodyHtml', bytes: 512_005, limitBytes: 512_000 });
    const { error, response } = await mail.raw.POST('/deliveries', {
      body: { ...content, bodyHtml, count: 1, deliveryData: one },
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({
      errors: expect.arrayContaining([expect.objectContaining({ code: '10032', property: 'bodyHtml' })]),
    });
  });

  it('the table and the raw-client tests together cover every code of the spec', () => {
    const covered = new Set<string>([...cases.map(([, { want }]) => want.code), '10012', '10032']);
    expect(Object.keys(mailErrorCodes).filter((code) => !covered.has(code))).toEqual([]);
  });
});
