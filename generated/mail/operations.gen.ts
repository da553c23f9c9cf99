// Generated from specs/mail.yaml by the platform-sdk generator. Do not edit.

import { createClientRuntime } from '@platform-sdk/runtime/mail/client';
import type { ApiDescriptor, ApiRuntime, CallOptions, ChangingEffect, CsvReport, CsvReportOperation, CsvUploadBody, CsvUploadOperation, JsonBodyOperation, JsonInput, NoBodyOperation, ReadingEffect, RequestIdEffect } from '@platform-sdk/runtime/internal';
import type { SendListValidationOptions } from '@platform-sdk/runtime/mail/client';
import type { AllErrorsQuery, AllErrorsRow, AllUnsubscribesQuery, AllUnsubscribesRow, ClicksQuery, ClicksRow, CreateDeliveryRequest, DeliveryResponse, DeliveryStatus, ErrorsQuery, ErrorsRow, MailClient, MailClientOptions, MailErrorCode, OpensQuery, OpensRow, ReserveDeliveryInput, ResultsQuery, ResultsRow, SendDeliveryByIdInput, SendDeliveryInput, SendList, SendListRegistration, UnsubscribesQuery, UnsubscribesRow } from './client.gen.js';
import type { paths } from './schema.gen.js';

/**
 * What each `MailErrorCode` means, from the spec's `x-error-codes`; the runtime adds it to error details and messages. Each method lists the codes it can return. Code (the request property it names): meaning.
 *
 * - `10000` (encode): must be UTF-8 or ISO-2022-JP
 * - `10002` (trackingDomain): domain not subscribed
 * - `10003` (fromAddress): required
 * - `10004` (fromAddress): invalid address format
 * - `10005` (fromAddress): over 256 characters
 * - `10006` (fromName): over 120 characters
 * - `10007` (replyAddress): invalid address format
 * - `10008` (replyAddress): over 256 characters
 * - `10009` (subject): required
 * - `10010` (subject): over 120 characters
 * - `10011` (bodyText or bodyHtml): one of them required
 * - `10012` (count): required
 * - `10013` (count): deliveryData size differs from count
 * - `10014` (count): test delivery is at most 20
 * - `10015` (deliveryMailAddressPropertyName): required
 * - `10016` (deliveryData): required
 * - `10017` (deliveryData): Customer.platformid required in list
 * - `10018` (deliveryData): Customer.platformid must be a number 1 to 2^63-1
 * - `10019` (deliveryData): address property named by deliveryMailAddressPropertyName required
 * - `10020` (start or end): date-time format not ISO 8601
 * - `10021` (deliveryTaskId): cannot delete while being processed
 * - `10022` (sendListId): required
 * - `10023` (sendListId): list does not exist
 * - `10024` (sendListId): list expired
 * - `10025` (sendListId): list registration not complete
 * - `10026` (sendListId): list already used by another delivery
 * - `10027` (deliveryMailAddressPropertyName): registered list lacks that column
 * - `10028` (sendDateTime): required
 * - `10029` (sendDateTime): format not ISO 8601
 * - `10030` (sendDateTime): must be from 5 minutes after now to the list expiry
 * - `10031` (deliveryTaskId): after 5 minutes before reserved time, no deletion until complete
 * - `10032` (bodyText or bodyHtml): body over 512 KB
 * - `10033` (deliveryTaskId): setting is reserved, cannot be used for immediate sending
 * - `10034`: JSON has type mismatch or format problem
 * - `10035` (deliveryData): property name violates the naming rule
 */
export const mailErrorCodes: Readonly<Record<MailErrorCode, string>> = /*#__PURE__*/ Object.freeze({
    '10000': 'must be UTF-8 or ISO-2022-JP',
    '10002': 'domain not subscribed',
    '10003': 'required',
    '10004': 'invalid address format',
    '10005': 'over 256 characters',
    '10006': 'over 120 characters',
    '10007': 'invalid address format',
    '10008': 'over 256 characters',
    '10009': 'required',
    '10010': 'over 120 characters',
    '10011': 'one of them required',
    '10012': 'required',
    '10013': 'deliveryData size differs from count',
    '10014': 'test delivery is at most 20',
    '10015': 'required',
    '10016': 'required',
    '10017': 'Customer.platformid required in list',
    '10018': 'Customer.platformid must be a number 1 to 2^63-1',
    '10019': 'address property named by deliveryMailAddressPropertyName required',
    '10020': 'date-time format not ISO 8601',
    '10021': 'cannot delete while being processed',
    '10022': 'required',
    '10023': 'list does not exist',
    '10024': 'list expired',
    '10025': 'list registration not complete',
    '10026': 'list already used by another delivery',
    '10027': 'registered list lacks that column',
    '10028': 'required',
    '10029': 'format not ISO 8601',
    '10030': 'must be from 5 minutes after now to the list expiry',
    '10031': 'after 5 minutes before reserved time, no deletion until complete',
    '10032': 'body over 512 KB',
    '10033': 'setting is reserved, cannot be used for immediate sending',
    '10034': 'JSON has type mismatch or format problem',
    '10035': 'property name violates the naming rule'
});

/** What the runtime needs to know about the Bulk Mail Delivery API as a whole. */
const mailApi: ApiDescriptor = /*#__PURE__*/ Object.freeze<ApiDescriptor>({
    name: 'mail',
    scopes: /*#__PURE__*/ Object.freeze(['mail:result', 'mail:send']),
    rateLimit: /*#__PURE__*/ Object.freeze({ perSecond: 5, burst: 5, bucket: 'mail' }),
    serverUrl: '{base_url}/e/tymail/v1/{user_name}/mail',
    serverVariables: /*#__PURE__*/ Object.freeze([/*#__PURE__*/ Object.freeze({ name: 'base_url', option: 'baseUrl' }), /*#__PURE__*/ Object.freeze({ name: 'user_name', option: 'userName', pattern: '^[A-Za-z]{3,4}$' })])
});

/** The Bulk Mail Delivery API without its methods: what `createMailCore` returns and every operation function of this module takes first (tokens, rate limit, retries and options are the client's). */
export type MailCore = ApiRuntime<paths>;

/**
 * Creates the core of a Bulk Mail Delivery API client: the same options, checks, tokens, retries and rate limit as `createMailClient`, without methods and without `raw`.
 *
 * Pass it to the operation functions of `@platform-sdk/mail/operations`; a bundler keeps only the operations the app calls.
 *
 * @param options - Server variables, authentication and runtime options (`MailClientOptions`).
 * @example
 * ```ts
 * const mail = createMailCore({ ... });
 * ```
 */
export function createMailCore(options: MailClientOptions): MailCore {
    return createClientRuntime<paths>(mailApi, options);
}

/** `POST /deliveries` (operationId `sendDelivery`). */
const sendDeliveryOperation: JsonBodyOperation & RequestIdEffect = /*#__PURE__*/ Object.freeze<JsonBodyOperation & RequestIdEffect>({
    id: 'sendDelivery',
    kind: 'json-body',
    method: 'post',
    path: '/deliveries',
    scopes: /*#__PURE__*/ Object.freeze(['mail:send']),
    requestMediaType: 'application/json',
    response: 'json',
    retry: 'requestId',
    errorCodes: mailErrorCodes,
    maxRequestBytes: 200000000,
    fieldMaxBytes: /*#__PURE__*/ Object.freeze({ bodyText: 512000, bodyHtml: 512000 })
});

/**
 * Send a delivery now
 *
 * {@link MailClient.sendDelivery} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createMailCore`.
 * @param body - Request body. `count` may be left out: it is filled in with the length of `deliveryData` (an explicit value is sent as given).
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns Sending started. For a test delivery (`test: true`) the body is empty: no delivery id is issued.
 * @example
 * ```ts
 * const result = await sendDelivery(mail, {
 *   encode: 'UTF-8',
 *   fromAddress: 'info@shop.example.jp',
 *   fromName: 'サンプルショップ',
 *   replyAddress: 'support@shop.example.jp',
 *   preheader: '今だけの特別価格をご用意しました',
 *   subject: '【サンプルショップ】($db.Customer.name$)様へ春の新商品のお知らせ',
 *   bodyText: '($db.Customer.name$)様\n\n春の新商品をご用意しました。\n<sym-tr symccid="0" symcc="true">https://shop.example.jp/spring</sym-tr>\n',
 *   bodyHtml: '<p>($db.Customer.name$)様</p><p><a symccid="0" symcc="true" href="https://shop.example.jp/spring">春の新商品を見る</a></p>',
 *   deliveryMailAddressPropertyName: 'Customer.email',
 *   oneClickUnsubscriptionReady: true,
 *   deliveryData: [
 *     {
 *       'Customer.platformid': '1001',
 *       'Customer.email': 'hanako.yamada@mail.example.jp',
 *       'Customer.name': '山田花子',
 *     },
 *     {
 *       'Customer.platformid': '9223372036854775807',
 *       'Customer.email': 'taro.suzuki@mail.example.jp',
 *       'Customer.name': '鈴木太郎',
 *     },
 *   ],
 * });
 * ```
 */
export function sendDelivery(core: MailCore, body: JsonInput<SendDeliveryInput, 'Customer.platformid'> & { test: true; }, options?: CallOptions): Promise<void>;
export function sendDelivery(core: MailCore, body: JsonInput<SendDeliveryInput, 'Customer.platformid'> & { test?: false; }, options?: CallOptions): Promise<DeliveryResponse>;
export function sendDelivery(core: MailCore, body: JsonInput<SendDeliveryInput, 'Customer.platformid'>, options?: CallOptions): Promise<DeliveryResponse | undefined>;
export function sendDelivery(core: MailCore, body: JsonInput<SendDeliveryInput, 'Customer.platformid'>, options?: CallOptions): Promise<DeliveryResponse | void> {
    return core.call<DeliveryResponse | undefined>(sendDeliveryOperation, { body: { ...body, count: body.count ?? body.deliveryData?.length } }, options);
}

/** `GET /deliveries/{delivery_id}` (operationId `getDelivery`). */
const getDeliveryOperation: NoBodyOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ReadingEffect>({
    id: 'getDelivery',
    kind: 'no-body',
    method: 'get',
    path: '/deliveries/{delivery_id}',
    scopes: /*#__PURE__*/ Object.freeze(['mail:send']),
    response: 'json',
    retry: 'safe',
    pathParams: /*#__PURE__*/ Object.freeze({ delivery_id: /*#__PURE__*/ Object.freeze({ 'type': 'integer', minimum: 1 }) })
});

/**
 * Get delivery status
 *
 * {@link MailClient.getDelivery} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createMailCore`.
 * @param deliveryId - Delivery id (`deliveryTaskId`), a positive integer.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns Delivery status.
 * @example
 * ```ts
 * const result = await getDelivery(mail, 123456);
 * ```
 */
export function getDelivery(core: MailCore, deliveryId: number | bigint, options?: CallOptions): Promise<DeliveryStatus> {
    return core.call<DeliveryStatus>(getDeliveryOperation, { path: { delivery_id: deliveryId } }, options);
}

/** `DELETE /deliveries/{delivery_id}` (operationId `deleteDelivery`). */
const deleteDeliveryOperation: NoBodyOperation & ChangingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ChangingEffect>({
    id: 'deleteDelivery',
    kind: 'no-body',
    method: 'delete',
    path: '/deliveries/{delivery_id}',
    scopes: /*#__PURE__*/ Object.freeze(['mail:send']),
    response: 'empty',
    retry: 'safe',
    errorCodes: mailErrorCodes,
    pathParams: /*#__PURE__*/ Object.freeze({ delivery_id: /*#__PURE__*/ Object.freeze({ 'type': 'integer', minimum: 1 }) })
});

/**
 * Delete a delivery setting
 *
 * {@link MailClient.deleteDelivery} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createMailCore`.
 * @param deliveryId - Delivery id (`deliveryTaskId`), a positive integer.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns Resolves when the service answers 200. Deleted. The body is empty.
 * @example
 * ```ts
 * await deleteDelivery(mail, 123456);
 * ```
 */
export function deleteDelivery(core: MailCore, deliveryId: number | bigint, options?: CallOptions): Promise<void> {
    return core.call<void>(deleteDeliveryOperation, { path: { delivery_id: deliveryId } }, options);
}

/** `POST /deliveries/new` (operationId `createDelivery`). */
const createDeliveryOperation: JsonBodyOperation & ChangingEffect = /*#__PURE__*/ Object.freeze<JsonBodyOperation & ChangingEffect>({
    id: 'createDelivery',
    kind: 'json-body',
    method: 'post',
    path: '/deliveries/new',
    scopes: /*#__PURE__*/ Object.freeze(['mail:send']),
    requestMediaType: 'application/json',
    response: 'json',
    retry: 'unsafe',
    errorCodes: mailErrorCodes,
    fieldMaxBytes: /*#__PURE__*/ Object.freeze({ bodyText: 512000, bodyHtml: 512000 })
});

/**
 * Create a delivery setting
 *
 * {@link MailClient.createDelivery} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createMailCore`.
 * @param body - Request body.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns Setting created; use `deliveryTaskId` with `sendDeliveryById`.
 * @example
 * ```ts
 * const result = await createDelivery(mail, {
 *   encode: 'ISO-2022-JP',
 *   fromAddress: 'news@shop.example.jp',
 *   fromName: 'サンプルショップ通信',
 *   subject: '【サンプルショップ通信】5月号',
 *   bodyText: '($db.Customer.name$)様\n\nいつもご利用ありがとうございます。\n<sym-tr symccid="0" symcc="true">https://shop.example.jp/news/2024-05</sym-tr>\n',
 *   deliveryMailAddressPropertyName: 'Customer.email',
 * });
 * ```
 */
export function createDelivery(core: MailCore, body: JsonInput<CreateDeliveryRequest>, options?: CallOptions): Promise<DeliveryResponse> {
    return core.call<DeliveryResponse>(createDeliveryOperation, { body: body }, options);
}

/** `POST /deliveries/{delivery_id}/send` (operationId `sendDeliveryById`). */
const sendDeliveryByIdOperation: JsonBodyOperation & RequestIdEffect = /*#__PURE__*/ Object.freeze<JsonBodyOperation & RequestIdEffect>({
    id: 'sendDeliveryById',
    kind: 'json-body',
    method: 'post',
    path: '/deliveries/{delivery_id}/send',
    scopes: /*#__PURE__*/ Object.freeze(['mail:send']),
    requestMediaType: 'application/json',
    response: 'json',
    retry: 'requestId',
    errorCodes: mailErrorCodes,
    maxRequestBytes: 200000000,
    pathParams: /*#__PURE__*/ Object.freeze({ delivery_id: /*#__PURE__*/ Object.freeze({ 'type': 'integer', minimum: 1 }) })
});

/**
 * Send a created delivery setting
 *
 * {@link MailClient.sendDeliveryById} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createMailCore`.
 * @param deliveryId - Delivery id (`deliveryTaskId`), a positive integer.
 * @param body - Request body. `count` may be left out: it is filled in with the length of `deliveryData` (an explicit value is sent as given).
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns Sending started. For a test delivery (`test: true`) the body is empty: no delivery id is issued.
 * @example
 * ```ts
 * const result = await sendDeliveryById(mail, 123456, {
 *   trackingDomain: 'click.shop.example.jp',
 *   trackingDomainSslReady: true,
 *   oneClickUnsubscriptionReady: true,
 *   deliveryData: [
 *     {
 *       'Customer.platformid': '2001',
 *       'Customer.email': 'jiro.tanaka@mail.example.jp',
 *       'Customer.name': '田中次郎',
 *     },
 *     {
 *       'Customer.platformid': '2002',
 *       'Customer.email': 'yuki.sato@mail.example.jp',
 *       'Customer.name': '佐藤由紀',
 *     },
 *   ],
 * });
 * ```
 */
export function sendDeliveryById(core: MailCore, deliveryId: number | bigint, body: JsonInput<SendDeliveryByIdInput, 'Customer.platformid'> & { test: true; }, options?: CallOptions): Promise<void>;
export function sendDeliveryById(core: MailCore, deliveryId: number | bigint, body: JsonInput<SendDeliveryByIdInput, 'Customer.platformid'> & { test?: false; }, options?: CallOptions): Promise<DeliveryResponse>;
export function sendDeliveryById(core: MailCore, deliveryId: number | bigint, body: JsonInput<SendDeliveryByIdInput, 'Customer.platformid'>, options?: CallOptions): Promise<DeliveryResponse | undefined>;
export function sendDeliveryById(core: MailCore, deliveryId: number | bigint, body: JsonInput<SendDeliveryByIdInput, 'Customer.platformid'>, options?: CallOptions): Promise<DeliveryResponse | void> {
    return core.call<DeliveryResponse | undefined>(sendDeliveryByIdOperation, { path: { delivery_id: deliveryId }, body: { ...body, count: body.count ?? body.deliveryData?.length } }, options);
}

/** `POST /deliveries/reserve/sendlists` (operationId `uploadSendList`). */
const uploadSendListOperation: CsvUploadOperation & ChangingEffect = /*#__PURE__*/ Object.freeze<CsvUploadOperation & ChangingEffect>({
    id: 'uploadSendList',
    kind: 'csv-upload',
    method: 'post',
    path: '/deliveries/reserve/sendlists',
    scopes: /*#__PURE__*/ Object.freeze(['mail:send']),
    requestMediaType: 'text/csv',
    response: 'json',
    retry: 'unsafe',
    errorCodes: mailErrorCodes,
    maxRequestBytes: 300000000,
    uploadCheck: 'send-list'
});

/**
 * Register a recipient list
 *
 * {@link MailClient.uploadSendList} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createMailCore`.
 * @param body - The recipient list as CSV with a header row, UTF-8, at most 300 MB.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns List accepted for registration; poll `getSendList` for the outcome.
 * @example
 * ```ts
 * const result = await uploadSendList(mail, 'Customer.platformid,Customer.email,Customer.name\r\n3001,hanako.yamada@mail.example.jp,山田花子\r\n3002,taro.suzuki@mail.example.jp,鈴木太郎\r\n3003,jiro.tanaka@mail.example.jp,田中次郎\r\n');
 * ```
 */
export function uploadSendList(core: MailCore, body: CsvUploadBody, options?: CallOptions<SendListValidationOptions>): Promise<SendListRegistration> {
    return core.call<SendListRegistration>(uploadSendListOperation, { body: body }, options);
}

/** `GET /deliveries/reserve/sendlists/{send_list_id}` (operationId `getSendList`). */
const getSendListOperation: NoBodyOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<NoBodyOperation & ReadingEffect>({
    id: 'getSendList',
    kind: 'no-body',
    method: 'get',
    path: '/deliveries/reserve/sendlists/{send_list_id}',
    scopes: /*#__PURE__*/ Object.freeze(['mail:send']),
    response: 'json',
    retry: 'safe',
    pathParams: /*#__PURE__*/ Object.freeze({ send_list_id: /*#__PURE__*/ Object.freeze({ 'type': 'integer', minimum: 1 }) })
});

/**
 * Get recipient list information
 *
 * {@link MailClient.getSendList} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createMailCore`.
 * @param sendListId - Recipient list id (`sendListId`), a positive integer.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns List information.
 * @example
 * ```ts
 * const result = await getSendList(mail, 5501);
 * ```
 */
export function getSendList(core: MailCore, sendListId: number | bigint, options?: CallOptions): Promise<SendList> {
    return core.call<SendList>(getSendListOperation, { path: { send_list_id: sendListId } }, options);
}

/** `POST /deliveries/reserve` (operationId `reserveDelivery`). */
const reserveDeliveryOperation: JsonBodyOperation & RequestIdEffect = /*#__PURE__*/ Object.freeze<JsonBodyOperation & RequestIdEffect>({
    id: 'reserveDelivery',
    kind: 'json-body',
    method: 'post',
    path: '/deliveries/reserve',
    scopes: /*#__PURE__*/ Object.freeze(['mail:send']),
    requestMediaType: 'application/json',
    response: 'json',
    retry: 'requestId',
    errorCodes: mailErrorCodes,
    fieldMaxBytes: /*#__PURE__*/ Object.freeze({ bodyText: 512000, bodyHtml: 512000 })
});

/**
 * Reserve a delivery
 *
 * {@link MailClient.reserveDelivery} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createMailCore`.
 * @param body - Request body.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns Delivery reserved.
 * @example
 * ```ts
 * const result = await reserveDelivery(mail, {
 *   sendListId: 5501,
 *   encode: 'UTF-8',
 *   fromAddress: 'info@shop.example.jp',
 *   fromName: 'サンプルショップ',
 *   subject: '【サンプルショップ】週末限定セールのご案内',
 *   bodyHtml: '<p>($db.Customer.name$)様</p><p><a symccid="0" symcc="true" href="https://shop.example.jp/sale">セール会場へ</a></p>',
 *   deliveryMailAddressPropertyName: 'Customer.email',
 *   sendDateTime: '2024-05-03T09:00:00+09:00',
 *   oneClickUnsubscriptionReady: true,
 * });
 * ```
 */
export function reserveDelivery(core: MailCore, body: JsonInput<ReserveDeliveryInput>, options?: CallOptions): Promise<DeliveryResponse> {
    return core.call<DeliveryResponse>(reserveDeliveryOperation, { body: body }, options);
}

/** `GET /deliveries/{delivery_id}/opens` (operationId `opens`). */
const opensOperation: CsvReportOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<CsvReportOperation & ReadingEffect>({
    id: 'opens',
    kind: 'csv-report',
    method: 'get',
    path: '/deliveries/{delivery_id}/opens',
    scopes: /*#__PURE__*/ Object.freeze(['mail:result']),
    retry: 'safe',
    errorCodes: mailErrorCodes,
    csvColumns: /*#__PURE__*/ Object.freeze(['platformId', 'openedAt']),
    pathParams: /*#__PURE__*/ Object.freeze({ delivery_id: /*#__PURE__*/ Object.freeze({ 'type': 'integer', minimum: 1 }) })
});

/**
 * Opened recipients (CSV)
 *
 * {@link MailClient.opens} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createMailCore`.
 * @param deliveryId - Delivery id (`deliveryTaskId`), a positive integer.
 * @param query - Query parameters ({@link OpensQuery}): `start`, `end`.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns The CSV report, rows typed `OpensRow`; iterate it to stream, or await `rows()`. The body is checked against Content-MD5. CSV report of opens.
 * @example
 * ```ts
 * for await (const row of opens(mail, 123456, {
 *   start: '2024-05-01T00:00:00+09:00',
 *   end: '2024-05-31T23:59:59+09:00',
 * })) {
 *   console.log(row.platformId);
 * }
 * ```
 */
export function opens(core: MailCore, deliveryId: number | bigint, query?: OpensQuery, options?: CallOptions): CsvReport<OpensRow> {
    return core.report<OpensRow>(opensOperation, { path: { delivery_id: deliveryId }, query: query ?? {} }, options);
}

/** `GET /deliveries/{delivery_id}/clicks` (operationId `clicks`). */
const clicksOperation: CsvReportOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<CsvReportOperation & ReadingEffect>({
    id: 'clicks',
    kind: 'csv-report',
    method: 'get',
    path: '/deliveries/{delivery_id}/clicks',
    scopes: /*#__PURE__*/ Object.freeze(['mail:result']),
    retry: 'safe',
    errorCodes: mailErrorCodes,
    csvColumns: /*#__PURE__*/ Object.freeze(['platformId', 'clickedAt', 'clickId', 'url']),
    pathParams: /*#__PURE__*/ Object.freeze({ delivery_id: /*#__PURE__*/ Object.freeze({ 'type': 'integer', minimum: 1 }) })
});

/**
 * Clicked recipients (CSV)
 *
 * {@link MailClient.clicks} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createMailCore`.
 * @param deliveryId - Delivery id (`deliveryTaskId`), a positive integer.
 * @param query - Query parameters ({@link ClicksQuery}): `start`, `end`.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns The CSV report, rows typed `ClicksRow`; iterate it to stream, or await `rows()`. The body is checked against Content-MD5. CSV report of clicks.
 * @example
 * ```ts
 * for await (const row of clicks(mail, 123456, {
 *   start: '2024-05-01T00:00:00+09:00',
 *   end: '2024-05-31T23:59:59+09:00',
 * })) {
 *   console.log(row.platformId);
 * }
 * ```
 */
export function clicks(core: MailCore, deliveryId: number | bigint, query?: ClicksQuery, options?: CallOptions): CsvReport<ClicksRow> {
    return core.report<ClicksRow>(clicksOperation, { path: { delivery_id: deliveryId }, query: query ?? {} }, options);
}

/** `GET /deliveries/{delivery_id}/errors` (operationId `errors`). */
const errorsOperation: CsvReportOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<CsvReportOperation & ReadingEffect>({
    id: 'errors',
    kind: 'csv-report',
    method: 'get',
    path: '/deliveries/{delivery_id}/errors',
    scopes: /*#__PURE__*/ Object.freeze(['mail:result']),
    retry: 'safe',
    errorCodes: mailErrorCodes,
    csvColumns: /*#__PURE__*/ Object.freeze(['platformId', 'failedAt', 'reason']),
    pathParams: /*#__PURE__*/ Object.freeze({ delivery_id: /*#__PURE__*/ Object.freeze({ 'type': 'integer', minimum: 1 }) })
});

/**
 * Failed recipients (CSV)
 *
 * {@link MailClient.errors} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createMailCore`.
 * @param deliveryId - Delivery id (`deliveryTaskId`), a positive integer.
 * @param query - Query parameters ({@link ErrorsQuery}): `start`, `end`.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns The CSV report, rows typed `ErrorsRow`; iterate it to stream, or await `rows()`. The body is checked against Content-MD5. CSV report of failed recipients.
 * @example
 * ```ts
 * for await (const row of errors(mail, 123456, {
 *   start: '2024-05-01T00:00:00+09:00',
 *   end: '2024-05-31T23:59:59+09:00',
 * })) {
 *   console.log(row.platformId);
 * }
 * ```
 */
export function errors(core: MailCore, deliveryId: number | bigint, query?: ErrorsQuery, options?: CallOptions): CsvReport<ErrorsRow> {
    return core.report<ErrorsRow>(errorsOperation, { path: { delivery_id: deliveryId }, query: query ?? {} }, options);
}

/** `GET /deliveries/{delivery_id}/results` (operationId `results`). */
const resultsOperation: CsvReportOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<CsvReportOperation & ReadingEffect>({
    id: 'results',
    kind: 'csv-report',
    method: 'get',
    path: '/deliveries/{delivery_id}/results',
    scopes: /*#__PURE__*/ Object.freeze(['mail:result']),
    retry: 'safe',
    errorCodes: mailErrorCodes,
    csvColumns: /*#__PURE__*/ Object.freeze(['platformId', 'deliveredAt']),
    pathParams: /*#__PURE__*/ Object.freeze({ delivery_id: /*#__PURE__*/ Object.freeze({ 'type': 'integer', minimum: 1 }) })
});

/**
 * Delivery results (CSV)
 *
 * {@link MailClient.results} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createMailCore`.
 * @param deliveryId - Delivery id (`deliveryTaskId`), a positive integer.
 * @param query - Query parameters ({@link ResultsQuery}): `start`, `end`.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns The CSV report, rows typed `ResultsRow`; iterate it to stream, or await `rows()`. The body is checked against Content-MD5. CSV report of delivery results.
 * @example
 * ```ts
 * for await (const row of results(mail, 123456, {
 *   start: '2024-05-01T00:00:00+09:00',
 *   end: '2024-05-31T23:59:59+09:00',
 * })) {
 *   console.log(row.platformId);
 * }
 * ```
 */
export function results(core: MailCore, deliveryId: number | bigint, query?: ResultsQuery, options?: CallOptions): CsvReport<ResultsRow> {
    return core.report<ResultsRow>(resultsOperation, { path: { delivery_id: deliveryId }, query: query ?? {} }, options);
}

/** `GET /deliveries/{delivery_id}/unsubscribes` (operationId `unsubscribes`). */
const unsubscribesOperation: CsvReportOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<CsvReportOperation & ReadingEffect>({
    id: 'unsubscribes',
    kind: 'csv-report',
    method: 'get',
    path: '/deliveries/{delivery_id}/unsubscribes',
    scopes: /*#__PURE__*/ Object.freeze(['mail:result']),
    retry: 'safe',
    errorCodes: mailErrorCodes,
    csvColumns: /*#__PURE__*/ Object.freeze(['platformId', 'requestedAt']),
    pathParams: /*#__PURE__*/ Object.freeze({ delivery_id: /*#__PURE__*/ Object.freeze({ 'type': 'integer', minimum: 1 }) })
});

/**
 * Unsubscribe requesters (CSV)
 *
 * {@link MailClient.unsubscribes} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createMailCore`.
 * @param deliveryId - Delivery id (`deliveryTaskId`), a positive integer.
 * @param query - Query parameters ({@link UnsubscribesQuery}): `start`, `end`.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns The CSV report, rows typed `UnsubscribesRow`; iterate it to stream, or await `rows()`. The body is checked against Content-MD5. CSV report of unsubscribe requests.
 * @example
 * ```ts
 * for await (const row of unsubscribes(mail, 123456, {
 *   start: '2024-05-01T00:00:00+09:00',
 *   end: '2024-05-31T23:59:59+09:00',
 * })) {
 *   console.log(row.platformId);
 * }
 * ```
 */
export function unsubscribes(core: MailCore, deliveryId: number | bigint, query?: UnsubscribesQuery, options?: CallOptions): CsvReport<UnsubscribesRow> {
    return core.report<UnsubscribesRow>(unsubscribesOperation, { path: { delivery_id: deliveryId }, query: query ?? {} }, options);
}

/** `GET /deliveries/errors/all` (operationId `allErrors`). */
const allErrorsOperation: CsvReportOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<CsvReportOperation & ReadingEffect>({
    id: 'allErrors',
    kind: 'csv-report',
    method: 'get',
    path: '/deliveries/errors/all',
    scopes: /*#__PURE__*/ Object.freeze(['mail:result']),
    retry: 'safe',
    errorCodes: mailErrorCodes,
    csvColumns: /*#__PURE__*/ Object.freeze(['platformId', 'failedAt', 'reason', 'deliveryTaskId'])
});

/**
 * Failed recipients of all deliveries (CSV)
 *
 * {@link MailClient.allErrors} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createMailCore`.
 * @param query - Query parameters ({@link AllErrorsQuery}): `start`, `end`.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns The CSV report, rows typed `AllErrorsRow`; iterate it to stream, or await `rows()`. The body is checked against Content-MD5. CSV report of failed recipients over all deliveries.
 * @example
 * ```ts
 * for await (const row of allErrors(mail, {
 *   start: '2024-05-01T00:00:00+09:00',
 *   end: '2024-05-31T23:59:59+09:00',
 * })) {
 *   console.log(row.platformId);
 * }
 * ```
 */
export function allErrors(core: MailCore, query?: AllErrorsQuery, options?: CallOptions): CsvReport<AllErrorsRow> {
    return core.report<AllErrorsRow>(allErrorsOperation, { query: query ?? {} }, options);
}

/** `GET /deliveries/unsubscribes/all` (operationId `allUnsubscribes`). */
const allUnsubscribesOperation: CsvReportOperation & ReadingEffect = /*#__PURE__*/ Object.freeze<CsvReportOperation & ReadingEffect>({
    id: 'allUnsubscribes',
    kind: 'csv-report',
    method: 'get',
    path: '/deliveries/unsubscribes/all',
    scopes: /*#__PURE__*/ Object.freeze(['mail:result']),
    retry: 'safe',
    errorCodes: mailErrorCodes,
    csvColumns: /*#__PURE__*/ Object.freeze(['platformId', 'requestedAt', 'deliveryTaskId'])
});

/**
 * Unsubscribe requesters of all deliveries (CSV)
 *
 * {@link MailClient.allUnsubscribes} as a function, for smaller bundles: scopes, retries, errors and the service's rules are on that method.
 *
 * @param core - The core from `createMailCore`.
 * @param query - Query parameters ({@link AllUnsubscribesQuery}): `start`, `end`.
 * @param options - Per-call options: abort signal, timeout, retry overrides.
 * @returns The CSV report, rows typed `AllUnsubscribesRow`; iterate it to stream, or await `rows()`. The body is checked against Content-MD5. CSV report of unsubscribe requests over all deliveries.
 * @example
 * ```ts
 * for await (const row of allUnsubscribes(mail, {
 *   start: '2024-05-01T00:00:00+09:00',
 *   end: '2024-05-31T23:59:59+09:00',
 * })) {
 *   console.log(row.platformId);
 * }
 * ```
 */
export function allUnsubscribes(core: MailCore, query?: AllUnsubscribesQuery, options?: CallOptions): CsvReport<AllUnsubscribesRow> {
    return core.report<AllUnsubscribesRow>(allUnsubscribesOperation, { query: query ?? {} }, options);
}
