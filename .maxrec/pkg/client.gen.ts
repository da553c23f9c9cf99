// Generated from test/fixtures/max-account/out/openapi.json by the platform-sdk generator. Do not edit.

import { checkClientOptions, createApiRuntime, expandServerUrl, isApiErrorOf } from '@platform-sdk/runtime/internal';
import type { ApiDescriptor, ApiErrorOf, CommonClientOptions, RuntimeOptions } from '@platform-sdk/runtime/internal';
import { createRecordsNamespace } from '@platform-sdk/runtime/records';
import type { Client } from 'openapi-fetch';
import type { paths } from './schema.gen.js';
import { bookingDefinition, type BookingRecords } from './definitions/booking.gen.js';
import { campaignDefinition, type CampaignRecords } from './definitions/campaign.gen.js';
import { contractDefinition, type ContractRecords } from './definitions/contract.gen.js';
import { couponDefinition, type CouponRecords } from './definitions/coupon.gen.js';
import { eventDefinition, type EventRecords } from './definitions/event.gen.js';
import { inquiryDefinition, type InquiryRecords } from './definitions/inquiry.gen.js';
import { memberDefinition, type MemberRecords } from './definitions/member.gen.js';
import { newsletterDefinition, type NewsletterRecords } from './definitions/newsletter.gen.js';
import { paymentDefinition, type PaymentRecords } from './definitions/payment.gen.js';
import { pointDefinition, type PointRecords } from './definitions/point.gen.js';
import { productDefinition, type ProductRecords } from './definitions/product.gen.js';
import { purchaseDefinition, type PurchaseRecords } from './definitions/purchase.gen.js';
import { reviewDefinition, type ReviewRecords } from './definitions/review.gen.js';
import { shopDefinition, type ShopRecords } from './definitions/shop.gen.js';
import { staffDefinition, type StaffRecords } from './definitions/staff.gen.js';
import { storeDefinition, type StoreRecords } from './definitions/store.gen.js';
import { subscriptionDefinition, type SubscriptionRecords } from './definitions/subscription.gen.js';
import { surveyDefinition, type SurveyRecords } from './definitions/survey.gen.js';
import { ticketDefinition, type TicketRecords } from './definitions/ticket.gen.js';
import { visitDefinition, type VisitRecords } from './definitions/visit.gen.js';

/** An HTTP error answer of the record operations; `serviceMessage` is what the service said (its `message`, which names the field and the rule of a 400). */
export type RecordsApiError = ApiErrorOf<string, unknown>;

/** Whether `error` is an HTTP error answer of this API (any status); narrows it to `RecordsApiError`, so `errors[].code` of a 400 is typed. */
export function isRecordsApiError(error: unknown): error is RecordsApiError {
  return isApiErrorOf(error, recordsApi.name);
}

/**
 * Options of `createRecordsClient`: the server variables of the spec plus the options every client shares.
 *
 * The first variable, `dbUrl`, is the base address: it starts the API root and is the token audience.
 */
export type RecordsClientOptions = CommonClientOptions & {
  /** Base address of the database API. */
  readonly dbUrl: string;
  /** The account code. */
  readonly accountCode: string;
};

/**
 * The record operations of every API definition of test/fixtures/max-account/out/openapi.json: one namespace per definition.
 *
 * Methods return the parsed data and throw typed errors; ids are decimal strings (up to 2^63-1).
 */
export interface RecordsClient {
  /** The openapi-fetch client, with authentication and rate limiting installed, for full control over a request (ids there are plain JSON numbers: above 2^53 they lose digits). */
  readonly raw: Client<paths>;
  /** The records of API definition `booking` (database `_customer`, customerDb) (`BookingRecords`). */
  readonly booking: BookingRecords;
  /** The records of API definition `campaign` (database `_customer`, customerDb) (`CampaignRecords`). */
  readonly campaign: CampaignRecords;
  /** The records of API definition `contract` (database `_customer`, customerDb) (`ContractRecords`). */
  readonly contract: ContractRecords;
  /** The records of API definition `coupon` (database `_customer`, customerDb) (`CouponRecords`). */
  readonly coupon: CouponRecords;
  /** The records of API definition `event` (database `_customer`, customerDb) (`EventRecords`). */
  readonly event: EventRecords;
  /** The records of API definition `inquiry` (database `_customer`, customerDb) (`InquiryRecords`). */
  readonly inquiry: InquiryRecords;
  /** The records of API definition `member` (database `_customer`, customerDb) (`MemberRecords`). */
  readonly member: MemberRecords;
  /** The records of API definition `newsletter` (database `_customer`, customerDb) (`NewsletterRecords`). */
  readonly newsletter: NewsletterRecords;
  /** The records of API definition `payment` (database `_customer`, customerDb) (`PaymentRecords`). */
  readonly payment: PaymentRecords;
  /** The records of API definition `point` (database `_customer`, customerDb) (`PointRecords`). */
  readonly point: PointRecords;
  /** The records of API definition `product` (database `_customer`, customerDb) (`ProductRecords`). */
  readonly product: ProductRecords;
  /** The records of API definition `purchase` (database `purchases`, historyDb) (`PurchaseRecords`). */
  readonly purchase: PurchaseRecords;
  /** The records of API definition `review` (database `_customer`, customerDb) (`ReviewRecords`). */
  readonly review: ReviewRecords;
  /** The records of API definition `shop` (database `_customer`, customerDb) (`ShopRecords`). */
  readonly shop: ShopRecords;
  /** The records of API definition `staff` (database `_customer`, customerDb) (`StaffRecords`). */
  readonly staff: StaffRecords;
  /** The records of API definition `store` (database `_customer`, customerDb) (`StoreRecords`). */
  readonly store: StoreRecords;
  /** The records of API definition `subscription` (database `_customer`, customerDb) (`SubscriptionRecords`). */
  readonly subscription: SubscriptionRecords;
  /** The records of API definition `survey` (database `_customer`, customerDb) (`SurveyRecords`). */
  readonly survey: SurveyRecords;
  /** The records of API definition `ticket` (database `_customer`, customerDb) (`TicketRecords`). */
  readonly ticket: TicketRecords;
  /** The records of API definition `visit` (database `visits`, historyDb) (`VisitRecords`). */
  readonly visit: VisitRecords;
}

/** servers[0].url of the spec; `expandServerUrl` fills in the variables. */
const recordsServerUrl = '{db_url}/apis/record.database/v1/accounts/{accountCode}';

/** What the runtime needs to know about the Records of account demo as a whole. */
const recordsApi: ApiDescriptor = Object.freeze<ApiDescriptor>({
  name: 'records',
  scopes: Object.freeze(['db:record:execute', 'db:record:read']),
  rateLimit: Object.freeze({ perSecond: 150, burst: 300, bucket: 'database' }),
  serverVariables: Object.freeze([Object.freeze({ name: 'db_url', option: 'dbUrl' }), Object.freeze({ name: 'accountCode', option: 'accountCode' })]),
});

/**
 * Creates a client of the record operations of every API definition of the snapshot (test/fixtures/max-account/out/openapi.json).
 *
 * With `credentials` and `authUrl` the client fetches, caches and refreshes OAuth2 tokens itself; pass `accessToken` to bring your own. Calls share the account's rate-limit bucket (`database`) with every database client of the same credentials.
 *
 * @param options - Server variables, authentication and runtime options.
 * @example
 * ```ts
 * const db = createRecordsClient({
 *   dbUrl: 'http://127.0.0.1:4010',
 *   accountCode: 'demo',
 *   credentials: { clientKey: process.env.CLIENT_KEY ?? '', clientSecret: process.env.CLIENT_SECRET ?? '' },
 *   authUrl: 'http://127.0.0.1:4010',
 * });
 * for await (const record of db.booking.queryAll()) {
 *   console.log(record.id);
 * }
 * ```
 */
export function createRecordsClient(options: RecordsClientOptions): RecordsClient {
  checkClientOptions(recordsApi, options);
  const { dbUrl, accountCode, ...common } = options;
  const runtimeOptions: RuntimeOptions = {
    ...common,
    serverUrl: expandServerUrl(recordsServerUrl, { db_url: dbUrl, accountCode: accountCode }),
    audience: dbUrl,
  };
  const runtime = createApiRuntime<paths>(recordsApi, runtimeOptions);
  return {
    raw: runtime.raw,
    booking: createRecordsNamespace<BookingRecords>(runtime, bookingDefinition),
    campaign: createRecordsNamespace<CampaignRecords>(runtime, campaignDefinition),
    contract: createRecordsNamespace<ContractRecords>(runtime, contractDefinition),
    coupon: createRecordsNamespace<CouponRecords>(runtime, couponDefinition),
    event: createRecordsNamespace<EventRecords>(runtime, eventDefinition),
    inquiry: createRecordsNamespace<InquiryRecords>(runtime, inquiryDefinition),
    member: createRecordsNamespace<MemberRecords>(runtime, memberDefinition),
    newsletter: createRecordsNamespace<NewsletterRecords>(runtime, newsletterDefinition),
    payment: createRecordsNamespace<PaymentRecords>(runtime, paymentDefinition),
    point: createRecordsNamespace<PointRecords>(runtime, pointDefinition),
    product: createRecordsNamespace<ProductRecords>(runtime, productDefinition),
    purchase: createRecordsNamespace<PurchaseRecords>(runtime, purchaseDefinition),
    review: createRecordsNamespace<ReviewRecords>(runtime, reviewDefinition),
    shop: createRecordsNamespace<ShopRecords>(runtime, shopDefinition),
    staff: createRecordsNamespace<StaffRecords>(runtime, staffDefinition),
    store: createRecordsNamespace<StoreRecords>(runtime, storeDefinition),
    subscription: createRecordsNamespace<SubscriptionRecords>(runtime, subscriptionDefinition),
    survey: createRecordsNamespace<SurveyRecords>(runtime, surveyDefinition),
    ticket: createRecordsNamespace<TicketRecords>(runtime, ticketDefinition),
    visit: createRecordsNamespace<VisitRecords>(runtime, visitDefinition),
  };
}
