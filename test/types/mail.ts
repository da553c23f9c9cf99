/**
 * Compile-time tests of the generated mail client (checked by `npm run typecheck`, never run): misuse must be
 * rejected, correct use must infer the right types.
 */
import { expectTypeOf } from 'vitest';
import {
  ApiError,
  BadRequestError,
  createMailClient,
  DuplicateRequestError,
  isMailApiError,
  mailErrorCodes,
  SendListValidationError,
  UploadValidationError,
  type AllErrorsRow,
  type ErrorsRow,
  type ClicksRow,
  type CsvReport,
  type DeliveryResponse,
  type DeliveryStatus,
  type MailApiError,
  type MailClient,
  type MailClientOptions,
  type MailErrorCode,
  type SendDeliveryInput,
  type SendList,
  waitForDelivery,
  waitForSendList,
} from '@platform-sdk/mail';

declare const mail: MailClient;
declare const input: SendDeliveryInput;
const recipients = [{ 'Customer.platformid': '1', 'Customer.email': 'a@mail.example.jp' }];
const content = {
  fromAddress: 'info@shop.example.jp',
  subject: 'Hi',
  bodyText: 'Hello',
  deliveryMailAddressPropertyName: 'Customer.email',
};

export async function positives(): Promise<void> {
  // count may be left out; the result of a real delivery is the delivery response.
  expectTypeOf(await mail.sendDelivery({ ...content, deliveryData: recipients })).toEqualTypeOf<DeliveryResponse>();
  // A test delivery answers with an empty body.
  expectTypeOf(await mail.sendDelivery({ ...content, deliveryData: recipients, test: true })).toEqualTypeOf<void>();
  // When the compiler cannot tell whether it is a test, the caller has to handle both.
  expectTypeOf(await mail.sendDelivery(input)).toEqualTypeOf<DeliveryResponse | undefined>();
  expectTypeOf(await mail.sendDeliveryById(1, { deliveryData: recipients, test: true })).toEqualTypeOf<void>();
  expectTypeOf(await mail.getDelivery(9223372036854775807n)).toEqualTypeOf<DeliveryStatus>();
  expectTypeOf(await mail.getSendList(5501)).toEqualTypeOf<SendList>();
  expectTypeOf(await mail.deleteDelivery(1)).toEqualTypeOf<void>();
  expectTypeOf(mail.clicks(1, { start: new Date(), end: '2024-05-31T23:59:59+09:00' })).toEqualTypeOf<
    CsvReport<ClicksRow>
  >();
  expectTypeOf(mail.allErrors()).toEqualTypeOf<CsvReport<import('@platform-sdk/mail').AllErrorsRow>>();
  for await (const row of mail.clicks(1)) expectTypeOf(row).toEqualTypeOf<ClicksRow>();
  expectTypeOf<ClicksRow>().toEqualTypeOf<{ platformId: string; clickedAt: string; clickId: string; url: string }>();
  expectTypeOf(await mail.uploadSendList('Customer.platformid,Customer.email\r\n')).toEqualTypeOf<{
    sendListId: number;
  }>();
  // The upload takes the send-list check's options; any method may switch a check off.
  await mail.uploadSendList('Customer.platformid\r\n', { uploadCheck: { addressColumn: 'Customer.email' } });
  await mail.uploadSendList('Customer.platformid\r\n', { uploadCheck: false });
  expectTypeOf<MailErrorCode>().toExtend<string>();
  expectTypeOf<'10013'>().toExtend<MailErrorCode>();
  expectTypeOf(mailErrorCodes['10013']).toEqualTypeOf<string>();
  expectTypeOf<MailApiError>().toExtend<ApiError>();
  expectTypeOf<MailApiError['errors'][number]['code']>().toEqualTypeOf<MailErrorCode>();
  expectTypeOf(createMailClient).parameter(0).toEqualTypeOf<MailClientOptions>();
  expectTypeOf(createMailClient).returns.toEqualTypeOf<MailClient>();
  expectTypeOf<MailClient['raw']>().toHaveProperty('GET');
  // A reservation time may be a Date (sent as ISO 8601) or a string.
  const reservation = { ...content, sendListId: 5501 };
  expectTypeOf(
    await mail.reserveDelivery({ ...reservation, sendDateTime: new Date() }),
  ).toEqualTypeOf<DeliveryResponse>();
  expectTypeOf(
    await mail.reserveDelivery({ ...reservation, sendDateTime: '2024-05-01T10:00:00+09:00' }),
  ).toEqualTypeOf<DeliveryResponse>();
  // The guard narrows any caught value to this API's errors, and instanceof to the status class.
  const caught: unknown = undefined;
  if (isMailApiError(caught)) expectTypeOf(caught.errors[0]?.code).toEqualTypeOf<MailErrorCode | undefined>();
  if (isMailApiError(caught) && caught instanceof BadRequestError) {
    expectTypeOf(caught.kind).toEqualTypeOf<'bad-request'>();
    expectTypeOf(caught.errors[0]?.code).toEqualTypeOf<MailErrorCode | undefined>();
  }
  // instanceof alone never gives `any`: the classes are not generic.
  if (caught instanceof BadRequestError) expectTypeOf(caught.errors[0]?.code).toEqualTypeOf<string | undefined>();
  if (caught instanceof ApiError) expectTypeOf(caught.body).toEqualTypeOf<unknown>();
  if (caught instanceof UploadValidationError)
    expectTypeOf(caught.issues[0]?.rule).toEqualTypeOf<string | number | undefined>();
  if (caught instanceof SendListValidationError)
    expectTypeOf(caught.issues[0]?.rule).toEqualTypeOf<1 | 2 | 3 | 4 | 5 | 6 | undefined>();
  if (caught instanceof DuplicateRequestError) expectTypeOf(caught.earlierResponse).toEqualTypeOf<unknown>();
  // Narrowed by the guard too, a duplicate carries the earlier answer of a requestId operation (empty for a test delivery).
  if (isMailApiError(caught) && caught instanceof DuplicateRequestError) {
    expectTypeOf(caught.earlierResponse).toEqualTypeOf<DeliveryResponse | undefined>();
    expectTypeOf(caught.requestId).toEqualTypeOf<string | undefined>();
  }
  // Every error of a call names what was sent.
  if (caught instanceof ApiError) expectTypeOf(caught.requestId).toEqualTypeOf<string | undefined>();
  // Report reasons are the documented values.
  expectTypeOf<ErrorsRow['reason']>().toEqualTypeOf<
    'UNKNOWN_USER' | 'UNKNOWN_HOST' | 'MAILBOX_FULL' | 'REJECTED' | 'SPAM' | 'INVALID_ADDRESS' | 'SYSTEM' | 'OTHER'
  >();
  expectTypeOf<AllErrorsRow['reason']>().toEqualTypeOf<ErrorsRow['reason']>();
  // The waits resolve to what the client's status calls return.
  expectTypeOf(await waitForSendList(mail, 5501)).toEqualTypeOf<SendList>();
  expectTypeOf(await waitForDelivery(mail, 1n, { until: 'SENDING', intervalMs: 500 })).toEqualTypeOf<DeliveryStatus>();
  // Valid input compiles: recipients built `as const` (readonly arrays), bigint platform IDs.
  const frozen = [
    { 'Customer.platformid': '1', 'Customer.email': 'a@mail.example.jp' },
    { 'Customer.platformid': 9223372036854775807n, 'Customer.email': 'b@mail.example.jp' },
  ] as const;
  expectTypeOf(await mail.sendDelivery({ ...content, deliveryData: frozen })).toEqualTypeOf<DeliveryResponse>();
  await mail.sendDeliveryById(1n, {
    deliveryData: [{ 'Customer.platformid': 2n, 'Customer.email': 'c@mail.example.jp' }],
  });
}

export async function negatives(): Promise<void> {
  // @ts-expect-error a required field (subject) is missing
  await mail.sendDelivery({
    fromAddress: 'a@b.jp',
    bodyText: 'x',
    deliveryMailAddressPropertyName: 'Customer.email',
    deliveryData: recipients,
  });
  // @ts-expect-error count must be a number, not a string
  await mail.sendDelivery({ ...content, deliveryData: recipients, count: '1' });
  // @ts-expect-error an unknown field is refused
  await mail.sendDelivery({ ...content, deliveryData: recipients, sendAt: 'now' });
  // @ts-expect-error a report takes a query object, not a JSON body
  mail.clicks(1, { ...content, deliveryData: recipients });
  // @ts-expect-error a report query has start and end only
  mail.opens(1, { from: '2024-05-01' });
  // @ts-expect-error path parameters are integers
  await mail.getDelivery('one');
  // @ts-expect-error a send list upload is CSV, not a JSON object
  await mail.uploadSendList({ sendListId: 1 });
  // @ts-expect-error the send-list check's address column is a column name
  await mail.uploadSendList('Customer.platformid\r\n', { uploadCheck: { addressColumn: 1 } });
  // @ts-expect-error an operation without an upload check takes no check options
  await mail.getDelivery(1, { uploadCheck: { addressColumn: 'Customer.email' } });
  // @ts-expect-error a recipient's platform id is a decimal string, not a number
  await mail.sendDelivery({ ...content, deliveryData: [{ 'Customer.platformid': 1, 'Customer.email': 'a@b.jp' }] });
  // @ts-expect-error userName is a required option
  createMailClient({ baseUrl: 'https://mail.example.net', accessToken: 'x' });
  // @ts-expect-error a row has no columns beyond the report's
  expectTypeOf<ClicksRow['reason']>();
  // @ts-expect-error a reservation time is a string or a Date, not a number
  await mail.reserveDelivery({ ...content, sendListId: 5501, sendDateTime: 1714525200000 });
  // @ts-expect-error a reservation needs its time
  await mail.reserveDelivery({ ...content, sendListId: 5501 });
  // @ts-expect-error codes outside the spec are not MailErrorCodes
  const code: MailErrorCode = '99999';
  void code;
  // @ts-expect-error only the platform ID takes a bigint among the named fields
  await mail.sendDelivery({ ...content, subject: 1n, deliveryData: recipients });
  // @ts-expect-error a delivery is never waited for until ERROR
  await waitForDelivery(mail, 1, { until: 'ERROR' });
  // @ts-expect-error a report reason outside the documented values
  const reason: ErrorsRow['reason'] = 'LOST';
  void reason;
}
