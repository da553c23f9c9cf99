// Generated from specs/records/openapi.json by the platform-sdk generator. Do not edit.

import { createRecordsClientHelpers } from '@platform-sdk/runtime/records';
import type { ApiDescriptor, ApiErrorOf, CommonClientOptions } from '@platform-sdk/runtime/internal';
import type { Client } from 'openapi-fetch';
import type { paths } from './schema.gen.js';
import { memberDefinition, type MemberRecords } from './definitions/member.gen.js';
import { purchaseDefinition, type PurchaseRecords } from './definitions/purchase.gen.js';

/** An HTTP error answer of the record operations; `serviceMessage` is what the service said (its `message`, which names the field and the rule of a 400). A records 400 has no codes: `errors` is empty. */
export type RecordsApiError = ApiErrorOf<string, unknown>;

const clientHelpers = /*#__PURE__*/ createRecordsClientHelpers('records');

/** Whether `error` is an HTTP error answer of this API (any status); narrows it to `RecordsApiError`. Its 400s carry no codes (`errors` is empty): `serviceMessage` is what the service said, which names the field and the rule. */
export function isRecordsApiError(error: unknown): error is RecordsApiError {
    return clientHelpers.isApiError(error);
}

/**
 * Options of `createRecordsClient`: the server variables of the spec plus the options every client shares.
 *
 * The first variable, `dbUrl`, is the base address: it starts the API root and is the token audience.
 */
export type RecordsClientOptions = CommonClientOptions & {
    /** The base address of the database API, which is also the token audience; the default is the server of the document. */
    readonly dbUrl: string;
    /** The account code (shown on the API management screen). */
    readonly accountCode: string;
};

/**
 * The record operations of every API definition of specs/records/openapi.json: one namespace per definition.
 *
 * Methods return the parsed data and throw typed errors; ids are decimal strings (up to 2^63-1).
 */
export interface RecordsClient {
    /** The openapi-fetch client, with authentication and rate limiting installed, for full control over a request (ids there are plain JSON numbers: above 2^53 they lose digits). */
    readonly raw: Client<paths>;
    /** The records of API definition `member` (database `_customer`, customerDb) (`MemberRecords`). */
    readonly member: MemberRecords;
    /** The records of API definition `purchase` (database `purchase_history`, historyDb) (`PurchaseRecords`). */
    readonly purchase: PurchaseRecords;
}

/** What the runtime needs to know about the demoApi as a whole. */
const recordsApi: ApiDescriptor = /*#__PURE__*/ Object.freeze<ApiDescriptor>({
    name: 'records',
    scopes: /*#__PURE__*/ Object.freeze(['db:record:execute', 'db:record:read']),
    rateLimit: /*#__PURE__*/ Object.freeze({ perSecond: 150, burst: 300, bucket: 'database' }),
    serverUrl: '{db_url}/apis/record.database/v1/accounts/{accountCode}',
    serverVariables: /*#__PURE__*/ Object.freeze([/*#__PURE__*/ Object.freeze({ name: 'db_url', option: 'dbUrl' }), /*#__PURE__*/ Object.freeze({ name: 'accountCode', option: 'accountCode' })])
});

/**
 * Creates a client of the record operations of every API definition of the snapshot (specs/records/openapi.json).
 *
 * With `credentials` and `authUrl` the client fetches, caches and refreshes OAuth2 tokens itself; pass `accessToken` to bring your own. Calls share the account's rate-limit bucket (`database`) with every database client of the same account (`dbUrl` and `accountCode`), whatever its credentials.
 *
 * @param options - Server variables, authentication and runtime options.
 * @example
 * ```ts
 * const db = createRecordsClient({
 *   dbUrl: 'http://127.0.0.1:4010',
 *   accountCode: process.env.ACCOUNT_CODE ?? '',
 *   credentials: { clientKey: process.env.CLIENT_KEY ?? '', clientSecret: process.env.CLIENT_SECRET ?? '' },
 *   authUrl: 'http://127.0.0.1:4010',
 * });
 * for await (const record of db.member.queryAll()) {
 *   console.log(record.id);
 * }
 * ```
 */
export function createRecordsClient(options: RecordsClientOptions): RecordsClient {
    const runtime = clientHelpers.runtime<paths>(recordsApi, options);
    return {
        raw: clientHelpers.raw<paths>(runtime),
        member: clientHelpers.namespace<MemberRecords>(runtime, memberDefinition),
        purchase: clientHelpers.namespace<PurchaseRecords>(runtime, purchaseDefinition)
    };
}
