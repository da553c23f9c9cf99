// Generated from specs/mail.yaml by the platform-sdk generator. Do not edit.

import { createClientHelpers } from '@platform-sdk/runtime/client';
import type { ApiErrorOf, CallOptions, CommonClientOptions, CsvReport, CsvUploadBody, ErrorAnswer, ErrorStatus, ErrorStatuses, JsonInput } from '@platform-sdk/runtime/internal';
import type { SendListValidationOptions } from '@platform-sdk/runtime/mail/client';
import type { Client } from 'openapi-fetch';
import type { components, paths } from './schema.gen.js';
import * as generatedOperations from './operations.gen.js';
import { mailErrorCodes } from './operations.gen.js';

/**
 * Recipient's platform ID: a decimal integer from 1 to 9223372036854775807 (2^63-1) without sign or
 * leading zeros, carried as a string because a JSON number cannot hold it exactly. Clients also take it
 * as a bigint (`x-bigint`) and send its decimal digits.
 */
export type PlatformId = components['schemas']['PlatformId'];

/**
 * One recipient record (element of `deliveryData`).
 *
 * 1. `Customer.platformid` is required: the platform ID (1 to 9223372036854775807) that links report
 *    rows to the recipient.
 * 2. The property named by `deliveryMailAddressPropertyName` holds the destination address (10019 when
 *    missing); for send-by-id it is the name given at creation.
 * 3. Further properties hold strings for embedded commands (`($db.Customer.<name>$)`); which ones is
 *    decided by the first element of `deliveryData`.
 * 4. Property names start with `Customer.`, then a letter or underscore, then letters, digits or
 *    underscores; at most 63 characters in total (10035).
 */
export type Recipient = components['schemas']['Recipient'];

/**
 * Content and recipients of an immediate delivery. At least one of `bodyText` and `bodyHtml` is required
 * (10011). A test delivery (`test: true`) has at most 20 recipients (10014). The JSON body is at most
 * 200,000,000 bytes (413 above; "Limits").
 */
export type SendDeliveryRequest = components['schemas']['SendDeliveryRequest'];

/** Content of a delivery setting to send later by id. At least one of `bodyText` and `bodyHtml` is required (10011). */
export type CreateDeliveryRequest = components['schemas']['CreateDeliveryRequest'];

/**
 * Recipients for sending a delivery setting made with `createDelivery`. A test delivery (`test: true`)
 * has at most 20 recipients (10014). The JSON body is at most 200,000,000 bytes (413 above; "Limits").
 */
export type SendDeliveryByIdRequest = components['schemas']['SendDeliveryByIdRequest'];

/**
 * Content, recipient list and send time of a reserved delivery. At least one of `bodyText` and
 * `bodyHtml` is required (10011). The recipients come from the registered list, so there is no
 * `count` or `deliveryData`.
 */
export type ReserveDeliveryRequest = components['schemas']['ReserveDeliveryRequest'];

/** A tracked URL issued for a body. */
export type ClickFeedback = components['schemas']['ClickFeedback'];

/**
 * Answer of sending, creating and reserving a delivery. A test delivery answers 200 with an empty body
 * instead.
 */
export type DeliveryResponse = components['schemas']['DeliveryResponse'];

/** Status of a delivery. */
export type DeliveryStatus = components['schemas']['DeliveryStatus'];

/** Answer of a recipient-list upload. */
export type SendListRegistration = components['schemas']['SendListRegistration'];

/** Registration state of a recipient list. */
export type SendList = components['schemas']['SendList'];

/**
 * Code of a 400 error item. `x-error-codes` gives, for each code, the request property it names (null
 * when none; a list when an item names one of several) and its cause, as the reference's table does.
 * 10011 and 10032 name `bodyText` or `bodyHtml` (whichever is at fault), 10020 names `start` or `end`;
 * 10034 (malformed JSON or type mismatch) names no property. Other codes may stand beside the expected
 * one.
 */
export type MailErrorCode = components['schemas']['MailErrorCode'];

/** One error of a 400 answer. */
export type ApiErrorItem = components['schemas']['ApiErrorItem'];

/** Body of a 400 answer. */
export type ErrorResponse = components['schemas']['ErrorResponse'];

export { mailErrorCodes };

/** An HTTP error answer of this API; for a 400, `errors[].code` is a `MailErrorCode`. After `instanceof DuplicateRequestError`, `earlierResponse` is the earlier call's response. */
export type MailApiError = ApiErrorOf<MailErrorCode, DeliveryResponse | undefined>;

const clientHelpers = /*#__PURE__*/ createClientHelpers('mail');

/** Whether `error` is an HTTP error answer of this API (any status); narrows it to `MailApiError`, so `errors[].code` of a 400 is typed. */
export function isMailApiError(error: unknown): error is MailApiError {
    return clientHelpers.isApiError(error);
}

/** The body the spec gives each error answer of each method, by status (`default`: any status the method lists no other entry for). `isMailApiErrorOf` narrows a caught error to one of them. */
export interface MailErrorBodies {
    readonly sendDelivery: {
            readonly '400': ErrorResponse;
            readonly '401': unknown;
            readonly '403': unknown;
            readonly '404': unknown;
            readonly '405': unknown;
            readonly '409': DeliveryResponse;
            readonly '413': unknown;
            readonly '429': unknown;
            readonly '500': unknown;
            readonly '503': unknown;
        };
    readonly getDelivery: {
            readonly '401': unknown;
            readonly '403': unknown;
            readonly '404': unknown;
            readonly '405': unknown;
            readonly '429': unknown;
            readonly '500': unknown;
            readonly '503': unknown;
        };
    readonly deleteDelivery: {
            readonly '400': ErrorResponse;
            readonly '401': unknown;
            readonly '403': unknown;
            readonly '404': unknown;
            readonly '405': unknown;
            readonly '429': unknown;
            readonly '500': unknown;
            readonly '503': unknown;
        };
    readonly createDelivery: {
            readonly '400': ErrorResponse;
            readonly '401': unknown;
            readonly '403': unknown;
            readonly '404': unknown;
            readonly '405': unknown;
            readonly '429': unknown;
            readonly '500': unknown;
            readonly '503': unknown;
        };
    readonly sendDeliveryById: {
            readonly '400': ErrorResponse;
            readonly '401': unknown;
            readonly '403': unknown;
            readonly '404': unknown;
            readonly '405': unknown;
            readonly '409': DeliveryResponse;
            readonly '413': unknown;
            readonly '429': unknown;
            readonly '500': unknown;
            readonly '503': unknown;
        };
    readonly uploadSendList: {
            readonly '400': ErrorResponse;
            readonly '401': unknown;
            readonly '403': unknown;
            readonly '404': unknown;
            readonly '405': unknown;
            readonly '413': unknown;
            readonly '429': unknown;
            readonly '500': unknown;
            readonly '503': unknown;
        };
    readonly getSendList: {
            readonly '401': unknown;
            readonly '403': unknown;
            readonly '404': unknown;
            readonly '405': unknown;
            readonly '429': unknown;
            readonly '500': unknown;
            readonly '503': unknown;
        };
    readonly reserveDelivery: {
            readonly '400': ErrorResponse;
            readonly '401': unknown;
            readonly '403': unknown;
            readonly '404': unknown;
            readonly '405': unknown;
            readonly '409': DeliveryResponse;
            readonly '429': unknown;
            readonly '500': unknown;
            readonly '503': unknown;
        };
    readonly opens: {
            readonly '400': ErrorResponse;
            readonly '401': unknown;
            readonly '403': unknown;
            readonly '404': unknown;
            readonly '405': unknown;
            readonly '429': unknown;
            readonly '500': unknown;
            readonly '503': unknown;
        };
    readonly clicks: {
            readonly '400': ErrorResponse;
            readonly '401': unknown;
            readonly '403': unknown;
            readonly '404': unknown;
            readonly '405': unknown;
            readonly '429': unknown;
            readonly '500': unknown;
            readonly '503': unknown;
        };
    readonly errors: {
            readonly '400': ErrorResponse;
            readonly '401': unknown;
            readonly '403': unknown;
            readonly '404': unknown;
            readonly '405': unknown;
            readonly '429': unknown;
            readonly '500': unknown;
            readonly '503': unknown;
        };
    readonly results: {
            readonly '400': ErrorResponse;
            readonly '401': unknown;
            readonly '403': unknown;
            readonly '404': unknown;
            readonly '405': unknown;
            readonly '429': unknown;
            readonly '500': unknown;
            readonly '503': unknown;
        };
    readonly unsubscribes: {
            readonly '400': ErrorResponse;
            readonly '401': unknown;
            readonly '403': unknown;
            readonly '404': unknown;
            readonly '405': unknown;
            readonly '429': unknown;
            readonly '500': unknown;
            readonly '503': unknown;
        };
    readonly allErrors: {
            readonly '400': ErrorResponse;
            readonly '401': unknown;
            readonly '403': unknown;
            readonly '404': unknown;
            readonly '405': unknown;
            readonly '429': unknown;
            readonly '500': unknown;
            readonly '503': unknown;
        };
    readonly allUnsubscribes: {
            readonly '400': ErrorResponse;
            readonly '401': unknown;
            readonly '403': unknown;
            readonly '404': unknown;
            readonly '405': unknown;
            readonly '429': unknown;
            readonly '500': unknown;
            readonly '503': unknown;
        };
}

const mailErrorStatuses: Readonly<Record<keyof MailErrorBodies, ErrorStatuses>> = /*#__PURE__*/ Object.freeze({
    sendDelivery: /*#__PURE__*/ Object.freeze({ id: 'sendDelivery', statuses: /*#__PURE__*/ Object.freeze(['400', '401', '403', '404', '405', '409', '413', '429', '500', '503']) }),
    getDelivery: /*#__PURE__*/ Object.freeze({ id: 'getDelivery', statuses: /*#__PURE__*/ Object.freeze(['401', '403', '404', '405', '429', '500', '503']) }),
    deleteDelivery: /*#__PURE__*/ Object.freeze({ id: 'deleteDelivery', statuses: /*#__PURE__*/ Object.freeze(['400', '401', '403', '404', '405', '429', '500', '503']) }),
    createDelivery: /*#__PURE__*/ Object.freeze({ id: 'createDelivery', statuses: /*#__PURE__*/ Object.freeze(['400', '401', '403', '404', '405', '429', '500', '503']) }),
    sendDeliveryById: /*#__PURE__*/ Object.freeze({ id: 'sendDeliveryById', statuses: /*#__PURE__*/ Object.freeze(['400', '401', '403', '404', '405', '409', '413', '429', '500', '503']) }),
    uploadSendList: /*#__PURE__*/ Object.freeze({ id: 'uploadSendList', statuses: /*#__PURE__*/ Object.freeze(['400', '401', '403', '404', '405', '413', '429', '500', '503']) }),
    getSendList: /*#__PURE__*/ Object.freeze({ id: 'getSendList', statuses: /*#__PURE__*/ Object.freeze(['401', '403', '404', '405', '429', '500', '503']) }),
    reserveDelivery: /*#__PURE__*/ Object.freeze({ id: 'reserveDelivery', statuses: /*#__PURE__*/ Object.freeze(['400', '401', '403', '404', '405', '409', '429', '500', '503']) }),
    opens: /*#__PURE__*/ Object.freeze({ id: 'opens', statuses: /*#__PURE__*/ Object.freeze(['400', '401', '403', '404', '405', '429', '500', '503']) }),
    clicks: /*#__PURE__*/ Object.freeze({ id: 'clicks', statuses: /*#__PURE__*/ Object.freeze(['400', '401', '403', '404', '405', '429', '500', '503']) }),
    errors: /*#__PURE__*/ Object.freeze({ id: 'errors', statuses: /*#__PURE__*/ Object.freeze(['400', '401', '403', '404', '405', '429', '500', '503']) }),
    results: /*#__PURE__*/ Object.freeze({ id: 'results', statuses: /*#__PURE__*/ Object.freeze(['400', '401', '403', '404', '405', '429', '500', '503']) }),
    unsubscribes: /*#__PURE__*/ Object.freeze({ id: 'unsubscribes', statuses: /*#__PURE__*/ Object.freeze(['400', '401', '403', '404', '405', '429', '500', '503']) }),
    allErrors: /*#__PURE__*/ Object.freeze({ id: 'allErrors', statuses: /*#__PURE__*/ Object.freeze(['400', '401', '403', '404', '405', '429', '500', '503']) }),
    allUnsubscribes: /*#__PURE__*/ Object.freeze({ id: 'allUnsubscribes', statuses: /*#__PURE__*/ Object.freeze(['400', '401', '403', '404', '405', '429', '500', '503']) })
});

/**
 * Whether `error` is the answer of one method with one status the spec lists for it (`404`, `'4XX'`, `'default'`); narrows it to a `MailApiError` whose `body` has the type the spec gives that answer (`MailErrorBodies`).
 * @example
 * ```ts
 * if (isMailApiErrorOf(error, 'sendDelivery', 400)) console.log(error.body);
 * ```
 */
export function isMailApiErrorOf<O extends keyof MailErrorBodies, S extends ErrorStatus<keyof MailErrorBodies[O] & string>>(error: unknown, operation: O, status: S): error is MailApiError & ErrorAnswer<MailErrorBodies[O], S> {
    return clientHelpers.isErrorAnswer(error, mailErrorStatuses[operation], status);
}

/** The body `sendDelivery` takes: `count` may be left out and is then filled in with the length of `deliveryData`. */
export type SendDeliveryInput = Omit<SendDeliveryRequest, 'count'> & { count?: SendDeliveryRequest['count']; };

/** The body `sendDeliveryById` takes: `count` may be left out and is then filled in with the length of `deliveryData`. */
export type SendDeliveryByIdInput = Omit<SendDeliveryByIdRequest, 'count'> & { count?: SendDeliveryByIdRequest['count']; };

/** The body `reserveDelivery` takes: `sendDateTime` may be a `Date`, sent as ISO 8601 in UTC. */
export type ReserveDeliveryInput = Omit<ReserveDeliveryRequest, 'sendDateTime'> & { sendDateTime: ReserveDeliveryRequest['sendDateTime'] | Date; };

/** Query parameters of `opens`. */
export type OpensQuery = {
    /**
     * Start of the period, ISO 8601 date-time with offset (compared as an instant; report rows are in
     * Asia/Tokyo). On the wire a `+` in the offset is `%2B`; clients percent-encode it, so pass the value as
     * written (`+09:00`). A malformed value gives error 10020. Either, both or none of `start` and `end` may
     * be given; none means the whole period.
     */
    readonly start?: string | Date | undefined;
    /**
     * End of the period, ISO 8601 date-time with offset, passed as written (clients percent-encode a `+`
     * as `%2B`). A malformed value gives error 10020.
     */
    readonly end?: string | Date | undefined;
};

/** One row of the `opens` report; the CSV columns in order, every value a string. */
export interface OpensRow {
    /** Recipient's platform ID (value of Customer.platformid). */
    platformId: string;
    /** Open date-time, `YYYY-MM-DD hh:mm:ss` in Asia/Tokyo. */
    openedAt: string;
}

/** Query parameters of `clicks`: the same as {@link OpensQuery}. */
export type ClicksQuery = OpensQuery;

/** One row of the `clicks` report; the CSV columns in order, every value a string. */
export interface ClicksRow {
    /** Recipient's platform ID (value of Customer.platformid). */
    platformId: string;
    /** Click date-time, `YYYY-MM-DD hh:mm:ss` in Asia/Tokyo. */
    clickedAt: string;
    /** Click feedback id (integer) of the clicked URL. */
    clickId: string;
    /** The URL the recipient clicked: as written in the body (before conversion), with embedded commands filled in for that recipient, as a browser follows it (an HTML href with its character references decoded; non-ASCII characters percent-encoded). */
    url: string;
}

/** Query parameters of `errors`: the same as {@link OpensQuery}. */
export type ErrorsQuery = OpensQuery;

/** One row of the `errors` report; the CSV columns in order, every value a string. */
export interface ErrorsRow {
    /** Recipient's platform ID (value of Customer.platformid). */
    platformId: string;
    /** Error date-time, `YYYY-MM-DD hh:mm:ss` in Asia/Tokyo. */
    failedAt: string;
    /** Error reason: UNKNOWN_USER (unknown recipient), UNKNOWN_HOST (domain not found), MAILBOX_FULL, REJECTED (refused), SPAM (judged spam), INVALID_ADDRESS (format error), SYSTEM (excluded by list-cleaning) or OTHER. */
    reason: 'UNKNOWN_USER' | 'UNKNOWN_HOST' | 'MAILBOX_FULL' | 'REJECTED' | 'SPAM' | 'INVALID_ADDRESS' | 'SYSTEM' | 'OTHER';
}

/** Query parameters of `results`: the same as {@link OpensQuery}. */
export type ResultsQuery = OpensQuery;

/** One row of the `results` report; the CSV columns in order, every value a string. */
export interface ResultsRow {
    /** Recipient's platform ID (value of Customer.platformid). */
    platformId: string;
    /** Delivery date-time, `YYYY-MM-DD hh:mm:ss` in Asia/Tokyo. */
    deliveredAt: string;
}

/** Query parameters of `unsubscribes`: the same as {@link OpensQuery}. */
export type UnsubscribesQuery = OpensQuery;

/** One row of the `unsubscribes` report; the CSV columns in order, every value a string. */
export interface UnsubscribesRow {
    /** Recipient's platform ID (value of Customer.platformid). */
    platformId: string;
    /** Unsubscribe-request date-time, `YYYY-MM-DD hh:mm:ss` in Asia/Tokyo. */
    requestedAt: string;
}

/** Query parameters of `allErrors`: the same as {@link OpensQuery}. */
export type AllErrorsQuery = OpensQuery;

/** One row of the `allErrors` report; the CSV columns in order, every value a string. */
export interface AllErrorsRow {
    /** Recipient's platform ID (value of Customer.platformid). */
    platformId: string;
    /** Error date-time, `YYYY-MM-DD hh:mm:ss` in Asia/Tokyo. */
    failedAt: string;
    /** Error reason: UNKNOWN_USER (unknown recipient), UNKNOWN_HOST (domain not found), MAILBOX_FULL, REJECTED (refused), SPAM (judged spam), INVALID_ADDRESS (format error), SYSTEM (excluded by list-cleaning) or OTHER. */
    reason: 'UNKNOWN_USER' | 'UNKNOWN_HOST' | 'MAILBOX_FULL' | 'REJECTED' | 'SPAM' | 'INVALID_ADDRESS' | 'SYSTEM' | 'OTHER';
    /** Id of the delivery the row belongs to. */
    deliveryTaskId: string;
}

/** Query parameters of `allUnsubscribes`: the same as {@link OpensQuery}. */
export type AllUnsubscribesQuery = OpensQuery;

/** One row of the `allUnsubscribes` report; the CSV columns in order, every value a string. */
export interface AllUnsubscribesRow {
    /** Recipient's platform ID (value of Customer.platformid). */
    platformId: string;
    /** Unsubscribe-request date-time, `YYYY-MM-DD hh:mm:ss` in Asia/Tokyo. */
    requestedAt: string;
    /** Id of the delivery the row belongs to. */
    deliveryTaskId: string;
}

/**
 * Options of `createMailClient`: the server variables of the spec plus the options every client shares.
 *
 * The first variable, `baseUrl`, is the base address: it starts the API root and is the token audience.
 */
export type MailClientOptions = CommonClientOptions & {
    /** Base address of the mail API (scheme and host, no trailing slash). Also the token `audience`. */
    readonly baseUrl: string;
    /** Contract user name given at contract time, a string of 3 to 4 letters (`^[A-Za-z]{3,4}$`). */
    readonly userName: string;
};

/**
 * Client of the Bulk Mail Delivery API: one method per operation of specs/mail.yaml.
 *
 * Methods return the parsed data and throw typed errors.
 *
 * An HTTP error answer is thrown as the runtime class of its status (re-exported by this package), and every one is a `MailApiError` (`isMailApiError` narrows a caught value). What each code of a 400's `errors[].code` (a `MailErrorCode`) means: {@link mailErrorCodes}. Each method lists the statuses it answers with their classes; a status whose meaning the method does not give means the same for every method:
 *
 * - 401 `UnauthorizedError`: Authentication wrong or missing, including an expired token. Get a new token.
 * - 403 `ForbiddenError`: Insufficient permission for the resource (for example a token without the needed scope).
 * - 404 `NotFoundError`: Wrong URL, or resource not found (unknown user name, delivery or recipient list).
 * - 405 `MethodNotAllowedError`: The method is not allowed for the path.
 * - 409 `DuplicateRequestError`: A delivery with the same `requestId` was already set within the last month; nothing is sent. The body equals the earlier delivery's response, and is empty when that request was a test delivery (`test: true`), whose answer had no body.
 * - 413 `ApiError`: The request body is over the size limit (`x-max-bytes` of the body); nothing is registered or sent.
 * - 429 `RateLimitError`: Too many requests in a period (about 5 calls per second as a guide). The rate limit is checked before the body is read: nothing was done, and the request may be repeated after `Retry-After`.
 * - 500 `ServerError`: Internal server error. The service may have acted on the request before it failed.
 * - 503 `ServerError`: Maintenance or a fault. Answered before the service acts on the request (before a list upload's body is read): nothing was sent, created or registered, and the request may be repeated after `Retry-After`.
 */
export interface MailClient {
    /** The openapi-fetch client, with authentication and rate limiting installed, for full control over a request. */
    readonly raw: Client<paths>;
    /**
     * Send a delivery now
     *
     * Sets content and recipients and starts sending at once. The response carries the delivery id
     * (`deliveryTaskId`, needed for status and reports) and the click feedbacks issued for the bodies.
     *
     * - `count` must equal the length of `deliveryData`; otherwise nothing is sent (10013).
     * - With `test: true` the mail goes to at most 20 recipients (10014), no reports are recorded, no
     *   delivery id is issued and the response is 200 with an empty body.
     * - With a `requestId` already used within the last month, nothing is sent and the answer is 409 with
     *   the earlier delivery's response. Without `requestId`, every call sends. Test deliveries are
     *   guarded the same way: a repeated test answers 409 with an empty body.
     * - Embedded-command properties are decided by the first element of `deliveryData`.
     * - About 1,000,000 recipients per call are recommended; above that use reserved sending.
     *
     * With `test: true` the service answers with an empty body: resolves to undefined. Without `test: true` it answers with the result. A body not known to have `test: true` gives either: resolves to undefined when it has.
     *
     * Needs scope `mail:send` (or a bearer token that carries it).
     *
     * Retried automatically: a `requestId` is generated when the body has none and every attempt carries it, so a retried attempt never sends twice (a 409 on a retry is the earlier attempt's success, test deliveries included). Given up after an attempt that may have been performed, the call throws `OutcomeUnknownError` with that `requestId`: send again with it to learn the outcome.
     *
     * Error codes of its 400 (`errors[].code`; what each means: {@link mailErrorCodes}): `10000`, `10002`, `10003`, `10004`, `10005`, `10006`, `10007`, `10008`, `10009`, `10010`, `10011`, `10012`, `10013`, `10014`, `10015`, `10016`, `10017`, `10018`, `10019`, `10032`, `10034`, `10035`.
     *
     * @param body - Request body. `count` may be left out: it is filled in with the length of `deliveryData` (an explicit value is sent as given).
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns Sending started. For a test delivery (`test: true`) the body is empty: no delivery id is issued.
     * @throws {PayloadTooLargeError} Refused before sending: the body over 200000000 bytes, `bodyText` over 512000 bytes, `bodyHtml` over 512000 bytes (UTF-8).
     * @throws {BadRequestError} 400: Invalid request; nothing is sent.
     * @throws {MailApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 409 `DuplicateRequestError`, 413 `ApiError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link MailClient}.
     * @example
     * ```ts
     * const result = await mail.sendDelivery({
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
    sendDelivery(body: JsonInput<SendDeliveryInput, 'Customer.platformid'> & { test: true; }, options?: CallOptions): Promise<void>;
    sendDelivery(body: JsonInput<SendDeliveryInput, 'Customer.platformid'> & { test?: false; }, options?: CallOptions): Promise<DeliveryResponse>;
    sendDelivery(body: JsonInput<SendDeliveryInput, 'Customer.platformid'>, options?: CallOptions): Promise<DeliveryResponse | undefined>;
    /**
     * Get delivery status
     *
     * Returns the status of a delivery: `SENDING` (in progress, `sent` mails done), `COMPLETED` (finished,
     * `sent` equals `total`; also when both are 0), `RESERVED` (reserved for later sending) or `ERROR`
     * (force-ended by engineer action; does not normally occur). An unknown or deleted delivery gives 404.
     *
     * Needs scope `mail:send` (or a bearer token that carries it).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * @param deliveryId - Delivery id (`deliveryTaskId`), a positive integer.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns Delivery status.
     * @throws {MailApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link MailClient}.
     * @example
     * ```ts
     * const result = await mail.getDelivery(123456);
     * ```
     */
    getDelivery(deliveryId: number | bigint, options?: CallOptions): Promise<DeliveryStatus>;
    /**
     * Delete a delivery setting
     *
     * Deletes a delivery setting. After deletion its reports are no longer available.
     *
     * - A delivery being processed cannot be deleted (10021).
     * - A reserved delivery cannot be deleted from 5 minutes before its reserved time until it completes
     *   (10031).
     * - Deleting a reserved delivery setting releases its recipient-list link, so another setting can use
     *   that list.
     *
     * Success is 200 with an empty body. A deleted delivery is unknown: deleting it again answers 404.
     *
     * Needs scope `mail:send` (or a bearer token that carries it).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts. A retry that finds it gone (404) after an attempt that may have deleted it counts as done. Given up after an attempt that may have been performed, the call throws `OutcomeUnknownError`.
     *
     * Error codes of its 400 (`errors[].code`; what each means: {@link mailErrorCodes}): `10021`, `10031`.
     *
     * @param deliveryId - Delivery id (`deliveryTaskId`), a positive integer.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns Resolves when the service answers 200. Deleted. The body is empty.
     * @throws {BadRequestError} 400: The delivery cannot be deleted now.
     * @throws {MailApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link MailClient}.
     * @example
     * ```ts
     * await mail.deleteDelivery(123456);
     * ```
     */
    deleteDelivery(deliveryId: number | bigint, options?: CallOptions): Promise<void>;
    /**
     * Create a delivery setting
     *
     * Creates a delivery setting (content without recipients) and returns its id. Send it later with
     * `sendDeliveryById`, whose records must hold the address in the property named here by
     * `deliveryMailAddressPropertyName`. Nothing is sent by this call.
     *
     * The reference lists its error codes for sending only; the content codes apply here the same way
     * (`x-inferred-error-codes`).
     *
     * Needs scope `mail:send` (or a bearer token that carries it).
     *
     * Retried automatically only after 429 and 503, which say nothing was done. After a failure that may have been performed (a connection lost or timed out after sending, a 500) it is not repeated, since repeating could apply it twice: the call throws `OutcomeUnknownError`. `retryUnsafe: true` repeats it anyway.
     *
     * Error codes of its 400 (`errors[].code`; what each means: {@link mailErrorCodes}): `10000`, `10003`, `10004`, `10005`, `10006`, `10007`, `10008`, `10009`, `10010`, `10011`, `10015`, `10032`, `10034`.
     *
     * @param body - Request body.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns Setting created; use `deliveryTaskId` with `sendDeliveryById`.
     * @throws {PayloadTooLargeError} Refused before sending: `bodyText` over 512000 bytes, `bodyHtml` over 512000 bytes (UTF-8).
     * @throws {BadRequestError} 400: Invalid content; no setting is created.
     * @throws {MailApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link MailClient}.
     * @example
     * ```ts
     * const result = await mail.createDelivery({
     *   encode: 'ISO-2022-JP',
     *   fromAddress: 'news@shop.example.jp',
     *   fromName: 'サンプルショップ通信',
     *   subject: '【サンプルショップ通信】5月号',
     *   bodyText: '($db.Customer.name$)様\n\nいつもご利用ありがとうございます。\n<sym-tr symccid="0" symcc="true">https://shop.example.jp/news/2024-05</sym-tr>\n',
     *   deliveryMailAddressPropertyName: 'Customer.email',
     * });
     * ```
     */
    createDelivery(body: JsonInput<CreateDeliveryRequest>, options?: CallOptions): Promise<DeliveryResponse>;
    /**
     * Send a created delivery setting
     *
     * Sends a delivery setting made with `createDelivery` to the given recipients. The address property in
     * the records must be the one named at creation. A reserved setting cannot be used (10033).
     *
     * - `count` must equal the length of `deliveryData`; otherwise nothing is sent (10013).
     * - With `test: true` the mail goes to at most 20 recipients (10014), no reports are recorded, no
     *   delivery id is issued and the response is 200 with an empty body.
     * - With a `requestId` already used within the last month, nothing is sent and the answer is 409 with
     *   the earlier delivery's response (empty for a test delivery, which is guarded the same way).
     *
     * With `test: true` the service answers with an empty body: resolves to undefined. Without `test: true` it answers with the result. A body not known to have `test: true` gives either: resolves to undefined when it has.
     *
     * Needs scope `mail:send` (or a bearer token that carries it).
     *
     * Retried automatically: a `requestId` is generated when the body has none and every attempt carries it, so a retried attempt never sends twice (a 409 on a retry is the earlier attempt's success, test deliveries included). Given up after an attempt that may have been performed, the call throws `OutcomeUnknownError` with that `requestId`: send again with it to learn the outcome.
     *
     * Error codes of its 400 (`errors[].code`; what each means: {@link mailErrorCodes}): `10002`, `10012`, `10013`, `10014`, `10016`, `10017`, `10018`, `10019`, `10033`, `10034`, `10035`.
     *
     * @param deliveryId - Delivery id (`deliveryTaskId`), a positive integer.
     * @param body - Request body. `count` may be left out: it is filled in with the length of `deliveryData` (an explicit value is sent as given).
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns Sending started. For a test delivery (`test: true`) the body is empty: no delivery id is issued.
     * @throws {PayloadTooLargeError} Refused before sending: the body over 200000000 bytes (UTF-8).
     * @throws {BadRequestError} 400: Invalid request; nothing is sent.
     * @throws {MailApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 409 `DuplicateRequestError`, 413 `ApiError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link MailClient}.
     * @example
     * ```ts
     * const result = await mail.sendDeliveryById(123456, {
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
    sendDeliveryById(deliveryId: number | bigint, body: JsonInput<SendDeliveryByIdInput, 'Customer.platformid'> & { test: true; }, options?: CallOptions): Promise<void>;
    sendDeliveryById(deliveryId: number | bigint, body: JsonInput<SendDeliveryByIdInput, 'Customer.platformid'> & { test?: false; }, options?: CallOptions): Promise<DeliveryResponse>;
    sendDeliveryById(deliveryId: number | bigint, body: JsonInput<SendDeliveryByIdInput, 'Customer.platformid'>, options?: CallOptions): Promise<DeliveryResponse | undefined>;
    /**
     * Register a recipient list
     *
     * Registers a recipient list (CSV, UTF-8, at most 300 MB) for reserved sending and returns its id.
     * Registration runs after the answer: check its outcome with `getSendList`. A list that breaks one of
     * these rules fails registration (status `FAIL`, reason in `errorMessage`):
     *
     * 1. The header has a `Customer.platformid` column and every row has its value (integer 1 to
     *    9223372036854775807).
     * 2. A column for the destination address is present; its name is the one later given as
     *    `deliveryMailAddressPropertyName` at reservation.
     * 3. Other columns are embedded-command data; column names follow the naming rule (start with
     *    `Customer.`, then a letter or underscore, then letters, digits or underscores; at most 63
     *    characters).
     * 4. Header column names are unique.
     * 5. Each row has as many values as the header has columns.
     * 6. Each embedded-command value has at most 4000 characters.
     *
     * Rows may end in CRLF or LF. The list expires 7 days after registration and can be linked to one
     * delivery setting only. A body sent with another media type than `text/csv` is refused (400, 10034) and
     * one over 300 MB is refused (413); in both cases nothing is registered. Neither answer is in the
     * reference (`x-inferred`, `x-inferred-error-codes`).
     *
     * Clients check the six rules before and while sending (`x-upload-check: send-list` on the body), so a
     * list that breaks one is refused locally, naming rule, row and column, and never registers.
     *
     * Needs scope `mail:send` (or a bearer token that carries it).
     *
     * Retried automatically only after 429 and 503, which say nothing was done. After a failure that may have been performed (a connection lost or timed out after sending, a 500) it is not repeated, since repeating could apply it twice: the call throws `OutcomeUnknownError`. `retryUnsafe: true` repeats it anyway.
     *
     * Error codes of its 400 (`errors[].code`; what each means: {@link mailErrorCodes}): `10034`.
     *
     * @param body - The recipient list as CSV with a header row, UTF-8, at most 300 MB.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns List accepted for registration; poll `getSendList` for the outcome.
     * @throws {SendListValidationError} The body breaks the send-list rules of the spec (rule, row and column named); found before or while sending, so it never arrives whole. `uploadCheck: false` sends it unchecked.
     * @throws {PayloadTooLargeError} Refused before sending: the body over 300000000 bytes (UTF-8).
     * @throws {BadRequestError} 400: The body is not sent as `text/csv`; nothing is registered. Breaking a list rule is not a 400: the list registers and turns `FAIL`.
     * @throws {MailApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 413 `ApiError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link MailClient}.
     * @example
     * ```ts
     * const result = await mail.uploadSendList('Customer.platformid,Customer.email,Customer.name\r\n3001,hanako.yamada@mail.example.jp,山田花子\r\n3002,taro.suzuki@mail.example.jp,鈴木太郎\r\n3003,jiro.tanaka@mail.example.jp,田中次郎\r\n');
     * ```
     */
    uploadSendList(body: CsvUploadBody, options?: CallOptions<SendListValidationOptions>): Promise<SendListRegistration>;
    /**
     * Get recipient list information
     *
     * Returns the registration state of a recipient list: `PROCESSING` (being registered), `SUCCESS`
     * (registered), `FAIL` (registration failed; see `errorMessage`) or `EXPIRED` (past its expiry, 7 days
     * after registration). `deliveryTaskId` is the delivery setting using the list, or null.
     *
     * Needs scope `mail:send` (or a bearer token that carries it).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * @param sendListId - Recipient list id (`sendListId`), a positive integer.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns List information.
     * @throws {MailApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link MailClient}.
     * @example
     * ```ts
     * const result = await mail.getSendList(5501);
     * ```
     */
    getSendList(sendListId: number | bigint, options?: CallOptions): Promise<SendList>;
    /**
     * Reserve a delivery
     *
     * Reserves a delivery to the recipients of a registered list at `sendDateTime`.
     *
     * - The list must exist (10023), be registered successfully (10025), not be expired (10024) and not be
     *   used by another delivery (10026); it must have the column named by
     *   `deliveryMailAddressPropertyName` (10027).
     * - `sendDateTime` must lie between 5 minutes after now and the expiry of the list (10030). The reserved
     *   time is a guide for starting; a delay of up to about 5 minutes can occur.
     * - A reserved delivery has status `RESERVED`; it cannot be sent by id (10033) and cannot be deleted from
     *   5 minutes before the reserved time until it completes (10031).
     * - With a `requestId` already used within the last month, nothing is reserved and the answer is 409
     *   with the earlier response.
     *
     * The reference lists the content codes (10000 to 10011, 10015, 10032, 10034) for sending only; they
     * apply here the same way (`x-inferred-error-codes`).
     *
     * Needs scope `mail:send` (or a bearer token that carries it).
     *
     * Retried automatically: a `requestId` is generated when the body has none and every attempt carries it, so a retried attempt never sends twice (a 409 on a retry is the earlier attempt's success, test deliveries included). Given up after an attempt that may have been performed, the call throws `OutcomeUnknownError` with that `requestId`: send again with it to learn the outcome.
     *
     * Error codes of its 400 (`errors[].code`; what each means: {@link mailErrorCodes}): `10000`, `10002`, `10003`, `10004`, `10005`, `10006`, `10007`, `10008`, `10009`, `10010`, `10011`, `10015`, `10022`, `10023`, `10024`, `10025`, `10026`, `10027`, `10028`, `10029`, `10030`, `10032`, `10034`.
     *
     * @param body - Request body.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns Delivery reserved.
     * @throws {PayloadTooLargeError} Refused before sending: `bodyText` over 512000 bytes, `bodyHtml` over 512000 bytes (UTF-8).
     * @throws {BadRequestError} 400: Invalid reservation; nothing is reserved.
     * @throws {MailApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 409 `DuplicateRequestError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link MailClient}.
     * @example
     * ```ts
     * const result = await mail.reserveDelivery({
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
    reserveDelivery(body: JsonInput<ReserveDeliveryInput>, options?: CallOptions): Promise<DeliveryResponse>;
    /**
     * Opened recipients (CSV)
     *
     * Recipients who opened the mail of a delivery, one row per open, as CSV. Reports are available about
     * 1 minute after sending and no longer after the delivery is deleted.
     *
     * Needs scope `mail:result` (or a bearer token that carries it).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * Error codes of its 400 (`errors[].code`; what each means: {@link mailErrorCodes}): `10020`.
     *
     * @param deliveryId - Delivery id (`deliveryTaskId`), a positive integer.
     * @param query - Query parameters ({@link OpensQuery}): `start`, `end`.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns The CSV report, rows typed `OpensRow`; iterate it to stream, or await `rows()`. The body is checked against Content-MD5. CSV report of opens.
     * @throws {BadRequestError} 400: Malformed `start` or `end`.
     * @throws {MailApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link MailClient}.
     * @example
     * ```ts
     * for await (const row of mail.opens(123456, {
     *   start: '2024-05-01T00:00:00+09:00',
     *   end: '2024-05-31T23:59:59+09:00',
     * })) {
     *   console.log(row.platformId);
     * }
     * ```
     */
    opens(deliveryId: number | bigint, query?: OpensQuery, options?: CallOptions): CsvReport<OpensRow>;
    /**
     * Clicked recipients (CSV)
     *
     * Recipients who clicked a tracked URL of a delivery, one row per click, as CSV. `clickId` is the id of
     * the click feedback in the delivery response; `url` is the URL before conversion. Reports are
     * available about 1 minute after sending and no longer after the delivery is deleted.
     *
     * Needs scope `mail:result` (or a bearer token that carries it).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * Error codes of its 400 (`errors[].code`; what each means: {@link mailErrorCodes}): `10020`.
     *
     * @param deliveryId - Delivery id (`deliveryTaskId`), a positive integer.
     * @param query - Query parameters ({@link ClicksQuery}): `start`, `end`.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns The CSV report, rows typed `ClicksRow`; iterate it to stream, or await `rows()`. The body is checked against Content-MD5. CSV report of clicks.
     * @throws {BadRequestError} 400: Malformed `start` or `end`.
     * @throws {MailApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link MailClient}.
     * @example
     * ```ts
     * for await (const row of mail.clicks(123456, {
     *   start: '2024-05-01T00:00:00+09:00',
     *   end: '2024-05-31T23:59:59+09:00',
     * })) {
     *   console.log(row.platformId);
     * }
     * ```
     */
    clicks(deliveryId: number | bigint, query?: ClicksQuery, options?: CallOptions): CsvReport<ClicksRow>;
    /**
     * Failed recipients (CSV)
     *
     * Recipients whose mail of a delivery failed, as CSV. `reason` is one of `UNKNOWN_USER` (unknown
     * recipient), `UNKNOWN_HOST` (domain not found), `MAILBOX_FULL`, `REJECTED` (refused), `SPAM` (judged
     * spam), `INVALID_ADDRESS` (format error), `SYSTEM` (excluded by list-cleaning), `OTHER`. Reports are
     * available about 1 minute after sending and no longer after the delivery is deleted.
     *
     * Needs scope `mail:result` (or a bearer token that carries it).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * Error codes of its 400 (`errors[].code`; what each means: {@link mailErrorCodes}): `10020`.
     *
     * @param deliveryId - Delivery id (`deliveryTaskId`), a positive integer.
     * @param query - Query parameters ({@link ErrorsQuery}): `start`, `end`.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns The CSV report, rows typed `ErrorsRow`; iterate it to stream, or await `rows()`. The body is checked against Content-MD5. CSV report of failed recipients.
     * @throws {BadRequestError} 400: Malformed `start` or `end`.
     * @throws {MailApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link MailClient}.
     * @example
     * ```ts
     * for await (const row of mail.errors(123456, {
     *   start: '2024-05-01T00:00:00+09:00',
     *   end: '2024-05-31T23:59:59+09:00',
     * })) {
     *   console.log(row.platformId);
     * }
     * ```
     */
    errors(deliveryId: number | bigint, query?: ErrorsQuery, options?: CallOptions): CsvReport<ErrorsRow>;
    /**
     * Delivery results (CSV)
     *
     * Recipients to whom the mail of a delivery was delivered, as CSV. Results normally appear about
     * 1 minute after sending; reports are no longer available after the delivery is deleted.
     *
     * Needs scope `mail:result` (or a bearer token that carries it).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * Error codes of its 400 (`errors[].code`; what each means: {@link mailErrorCodes}): `10020`.
     *
     * @param deliveryId - Delivery id (`deliveryTaskId`), a positive integer.
     * @param query - Query parameters ({@link ResultsQuery}): `start`, `end`.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns The CSV report, rows typed `ResultsRow`; iterate it to stream, or await `rows()`. The body is checked against Content-MD5. CSV report of delivery results.
     * @throws {BadRequestError} 400: Malformed `start` or `end`.
     * @throws {MailApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link MailClient}.
     * @example
     * ```ts
     * for await (const row of mail.results(123456, {
     *   start: '2024-05-01T00:00:00+09:00',
     *   end: '2024-05-31T23:59:59+09:00',
     * })) {
     *   console.log(row.platformId);
     * }
     * ```
     */
    results(deliveryId: number | bigint, query?: ResultsQuery, options?: CallOptions): CsvReport<ResultsRow>;
    /**
     * Unsubscribe requesters (CSV)
     *
     * Recipients who asked to unsubscribe through the mail of a delivery (one-click unsubscription), as
     * CSV. Exclude them from later recipient lists. Reports are available about 1 minute after sending and
     * no longer after the delivery is deleted.
     *
     * Needs scope `mail:result` (or a bearer token that carries it).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * Error codes of its 400 (`errors[].code`; what each means: {@link mailErrorCodes}): `10020`.
     *
     * @param deliveryId - Delivery id (`deliveryTaskId`), a positive integer.
     * @param query - Query parameters ({@link UnsubscribesQuery}): `start`, `end`.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns The CSV report, rows typed `UnsubscribesRow`; iterate it to stream, or await `rows()`. The body is checked against Content-MD5. CSV report of unsubscribe requests.
     * @throws {BadRequestError} 400: Malformed `start` or `end`.
     * @throws {MailApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link MailClient}.
     * @example
     * ```ts
     * for await (const row of mail.unsubscribes(123456, {
     *   start: '2024-05-01T00:00:00+09:00',
     *   end: '2024-05-31T23:59:59+09:00',
     * })) {
     *   console.log(row.platformId);
     * }
     * ```
     */
    unsubscribes(deliveryId: number | bigint, query?: UnsubscribesQuery, options?: CallOptions): CsvReport<UnsubscribesRow>;
    /**
     * Failed recipients of all deliveries (CSV)
     *
     * Failed recipients over all deliveries, as CSV, with the delivery id as an extra column. Only data
     * from the 1st day of the month six months before the current date up to now is available; an earlier
     * `start` is clamped to that point. `reason` is one of `UNKNOWN_USER`, `UNKNOWN_HOST`, `MAILBOX_FULL`,
     * `REJECTED`, `SPAM`, `INVALID_ADDRESS`, `SYSTEM`, `OTHER`.
     *
     * Needs scope `mail:result` (or a bearer token that carries it).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * Error codes of its 400 (`errors[].code`; what each means: {@link mailErrorCodes}): `10020`.
     *
     * @param query - Query parameters ({@link AllErrorsQuery}): `start`, `end`.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns The CSV report, rows typed `AllErrorsRow`; iterate it to stream, or await `rows()`. The body is checked against Content-MD5. CSV report of failed recipients over all deliveries.
     * @throws {BadRequestError} 400: Malformed `start` or `end`.
     * @throws {MailApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link MailClient}.
     * @example
     * ```ts
     * for await (const row of mail.allErrors({
     *   start: '2024-05-01T00:00:00+09:00',
     *   end: '2024-05-31T23:59:59+09:00',
     * })) {
     *   console.log(row.platformId);
     * }
     * ```
     */
    allErrors(query?: AllErrorsQuery, options?: CallOptions): CsvReport<AllErrorsRow>;
    /**
     * Unsubscribe requesters of all deliveries (CSV)
     *
     * Unsubscribe requests over all deliveries, as CSV, with the delivery id as an extra column. Only data
     * from the 1st day of the month six months before the current date up to now is available; an earlier
     * `start` is clamped to that point.
     *
     * Needs scope `mail:result` (or a bearer token that carries it).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * Error codes of its 400 (`errors[].code`; what each means: {@link mailErrorCodes}): `10020`.
     *
     * @param query - Query parameters ({@link AllUnsubscribesQuery}): `start`, `end`.
     * @param options - Per-call options: abort signal, timeout, retry overrides.
     * @returns The CSV report, rows typed `AllUnsubscribesRow`; iterate it to stream, or await `rows()`. The body is checked against Content-MD5. CSV report of unsubscribe requests over all deliveries.
     * @throws {BadRequestError} 400: Malformed `start` or `end`.
     * @throws {MailApiError} 401 `UnauthorizedError`, 403 `ForbiddenError`, 404 `NotFoundError`, 405 `MethodNotAllowedError`, 429 `RateLimitError`, 500 `ServerError`, 503 `ServerError`: what each means is in {@link MailClient}.
     * @example
     * ```ts
     * for await (const row of mail.allUnsubscribes({
     *   start: '2024-05-01T00:00:00+09:00',
     *   end: '2024-05-31T23:59:59+09:00',
     * })) {
     *   console.log(row.platformId);
     * }
     * ```
     */
    allUnsubscribes(query?: AllUnsubscribesQuery, options?: CallOptions): CsvReport<AllUnsubscribesRow>;
}

/**
 * Creates a client of the Bulk Mail Delivery API.
 *
 * With `credentials` and `authUrl` the client fetches, caches and refreshes OAuth2 tokens itself; pass `accessToken` to bring your own. Retries, rate limiting and timeouts follow the runtime defaults unless overridden here or per call.
 *
 * The client object holds every operation and `raw` (openapi-fetch), so a bundler keeps them all; an app that calls a few operations can import them as functions from `@platform-sdk/mail/operations` instead (`createMailCore`), and its bundle holds only those.
 *
 * @param options - Server variables, authentication and runtime options.
 * @example
 * ```ts
 * const mail = createMailClient({
 *   baseUrl: 'https://mail.example.net',
 *   userName: 'abc',
 *   credentials: { clientKey: process.env.CLIENT_KEY ?? '', clientSecret: process.env.CLIENT_SECRET ?? '' },
 *   authUrl: 'https://auth.example.com',
 * });
 * ```
 */
export function createMailClient(options: MailClientOptions): MailClient {
    const core = generatedOperations.createMailCore(options);

    function sendDeliveryImpl(body: JsonInput<SendDeliveryInput, 'Customer.platformid'> & { test: true; }, options?: CallOptions): Promise<void>;
    function sendDeliveryImpl(body: JsonInput<SendDeliveryInput, 'Customer.platformid'> & { test?: false; }, options?: CallOptions): Promise<DeliveryResponse>;
    function sendDeliveryImpl(body: JsonInput<SendDeliveryInput, 'Customer.platformid'>, options?: CallOptions): Promise<DeliveryResponse | undefined>;
    function sendDeliveryImpl(body: JsonInput<SendDeliveryInput, 'Customer.platformid'>, options?: CallOptions): Promise<DeliveryResponse | void> {
        return generatedOperations.sendDelivery(core, body, options);
    }

    function sendDeliveryByIdImpl(deliveryId: number | bigint, body: JsonInput<SendDeliveryByIdInput, 'Customer.platformid'> & { test: true; }, options?: CallOptions): Promise<void>;
    function sendDeliveryByIdImpl(deliveryId: number | bigint, body: JsonInput<SendDeliveryByIdInput, 'Customer.platformid'> & { test?: false; }, options?: CallOptions): Promise<DeliveryResponse>;
    function sendDeliveryByIdImpl(deliveryId: number | bigint, body: JsonInput<SendDeliveryByIdInput, 'Customer.platformid'>, options?: CallOptions): Promise<DeliveryResponse | undefined>;
    function sendDeliveryByIdImpl(deliveryId: number | bigint, body: JsonInput<SendDeliveryByIdInput, 'Customer.platformid'>, options?: CallOptions): Promise<DeliveryResponse | void> {
        return generatedOperations.sendDeliveryById(core, deliveryId, body, options);
    }

    return {
        raw: clientHelpers.raw<paths>(core),
        sendDelivery: sendDeliveryImpl,
        getDelivery(deliveryId: number | bigint, options?: CallOptions): Promise<DeliveryStatus> {
            return generatedOperations.getDelivery(core, deliveryId, options);
        },
        deleteDelivery(deliveryId: number | bigint, options?: CallOptions): Promise<void> {
            return generatedOperations.deleteDelivery(core, deliveryId, options);
        },
        createDelivery(body: JsonInput<CreateDeliveryRequest>, options?: CallOptions): Promise<DeliveryResponse> {
            return generatedOperations.createDelivery(core, body, options);
        },
        sendDeliveryById: sendDeliveryByIdImpl,
        uploadSendList(body: CsvUploadBody, options?: CallOptions<SendListValidationOptions>): Promise<SendListRegistration> {
            return generatedOperations.uploadSendList(core, body, options);
        },
        getSendList(sendListId: number | bigint, options?: CallOptions): Promise<SendList> {
            return generatedOperations.getSendList(core, sendListId, options);
        },
        reserveDelivery(body: JsonInput<ReserveDeliveryInput>, options?: CallOptions): Promise<DeliveryResponse> {
            return generatedOperations.reserveDelivery(core, body, options);
        },
        opens(deliveryId: number | bigint, query?: OpensQuery, options?: CallOptions): CsvReport<OpensRow> {
            return generatedOperations.opens(core, deliveryId, query, options);
        },
        clicks(deliveryId: number | bigint, query?: ClicksQuery, options?: CallOptions): CsvReport<ClicksRow> {
            return generatedOperations.clicks(core, deliveryId, query, options);
        },
        errors(deliveryId: number | bigint, query?: ErrorsQuery, options?: CallOptions): CsvReport<ErrorsRow> {
            return generatedOperations.errors(core, deliveryId, query, options);
        },
        results(deliveryId: number | bigint, query?: ResultsQuery, options?: CallOptions): CsvReport<ResultsRow> {
            return generatedOperations.results(core, deliveryId, query, options);
        },
        unsubscribes(deliveryId: number | bigint, query?: UnsubscribesQuery, options?: CallOptions): CsvReport<UnsubscribesRow> {
            return generatedOperations.unsubscribes(core, deliveryId, query, options);
        },
        allErrors(query?: AllErrorsQuery, options?: CallOptions): CsvReport<AllErrorsRow> {
            return generatedOperations.allErrors(core, query, options);
        },
        allUnsubscribes(query?: AllUnsubscribesQuery, options?: CallOptions): CsvReport<AllUnsubscribesRow> {
            return generatedOperations.allUnsubscribes(core, query, options);
        }
    };
}
