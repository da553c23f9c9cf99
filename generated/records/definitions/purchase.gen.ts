// Generated from specs/records/openapi.json and specs/records/apidefinitions.json by the platform-sdk generator. Do not edit.

import type { CallOptions } from '@platform-sdk/runtime/internal';
import { defineRecords, type BulkOptions, type BulkResult, type BulkUpdate, type DeleteResult, type Int64Input, type PatchOptions, type RecordsPage, type WithFields } from '@platform-sdk/runtime/records';

/** A record of API definition `purchase` (database `purchase_history`, historyDb), as the service answers it: every property but the write-only ones, `null` where unset. Ids are decimal strings (up to 2^63-1). */
export interface PurchaseRecord {
    /**
     * Item type `historyId`, database item `_historyId`.
     *
     * An integer up to 2^63-1 (a platform or history id). Records carry it as a decimal string, because a JS number holds integers exactly only up to 2^53; give it as a string, a bigint or a number up to 2^53. It is sent as a JSON number with every digit.
     *
     * Set by the service: a create or patch body may not give it.
     */
    readonly id: string;
    /**
     * Item type `platformId`, database item `_platformId`.
     *
     * An integer up to 2^63-1 (a platform or history id). Records carry it as a decimal string, because a JS number holds integers exactly only up to 2^53; give it as a string, a bigint or a number up to 2^53. It is sent as a JSON number with every digit.
     */
    readonly memberId: string;
    /**
     * Item type `dateTime`, database item `purchase_purchasedAt`.
     *
     * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
     */
    readonly purchasedAt: string | null;
    /** Item type `text`, database item `purchase_itemName`. */
    readonly itemName: string | null;
    /** Item type `number`, database item `purchase_quantity`. */
    readonly quantity: number | null;
    /** Item type `number`, database item `purchase_amount`. */
    readonly amount: number | null;
    /**
     * Item type `registeredDate`, database item `_registeredDate`.
     *
     * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
     *
     * Set by the service: a create or patch body may not give it.
     */
    readonly recordedAt: string | null;
}

/** The body of `create` for API definition `purchase` (database `purchase_history`, historyDb): every property the service does not set itself; `null` leaves one unset. A history record names its customer (platformId): that one is required. */
export interface PurchaseCreate {
    /**
     * Item type `platformId`, database item `_platformId`.
     *
     * An integer up to 2^63-1 (a platform or history id). Records carry it as a decimal string, because a JS number holds integers exactly only up to 2^53; give it as a string, a bigint or a number up to 2^53. It is sent as a JSON number with every digit.
     */
    readonly memberId: Int64Input;
    /**
     * Item type `dateTime`, database item `purchase_purchasedAt`.
     *
     * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
     */
    readonly purchasedAt?: string | Date | null | undefined;
    /** Item type `text`, database item `purchase_itemName`. */
    readonly itemName?: string | null | undefined;
    /** Item type `number`, database item `purchase_quantity`. */
    readonly quantity?: number | null | undefined;
    /** Item type `number`, database item `purchase_amount`. */
    readonly amount?: number | null | undefined;
}

/** The body of `patch` for API definition `purchase` (database `purchase_history`, historyDb): the properties to change (`null` clears one); with `fields`, only those are written. */
export type PurchasePatch = Partial<PurchaseCreate>;

/** A property a `patch` may name in `fields` (every property of `purchase` but those the service sets). */
export type PurchaseField = keyof PurchaseCreate;

/**
 * A filter of API definition `purchase` (database `purchase_history`, historyDb): the `{property}_{operator}` keys the service allows for each property's type (another operator does not compile), joined by AND.
 *
 * `AND` and `OR` hold further filters. At most 20 conditions in all, 3 levels (this object is level 1, each `AND` or `OR` adds one) and 10 filters per `AND` or `OR`: the client refuses more before sending.
 *
 * Its members may be set one by one (`filter.name_contains = q`). The operand of `in`, `notIn`, `containsEvery` and `containsSome` is a non-empty array (the service refuses an empty one; so does the client, before sending).
 */
export interface PurchaseFilter {
    /** `id` equals the value (`null`: has no value). */
    id_eq?: Int64Input | null | undefined;
    /** `id` differs from the value (`null`: has a value); also true where there is no value. */
    id_notEq?: Int64Input | null | undefined;
    /** `id` is less than the value. */
    id_lt?: Int64Input | undefined;
    /** `id` is at most the value. */
    id_lte?: Int64Input | undefined;
    /** `id` is greater than the value. */
    id_gt?: Int64Input | undefined;
    /** `id` is at least the value. */
    id_gte?: Int64Input | undefined;
    /** `id` is one of the values. */
    id_in?: readonly [Int64Input, ...Int64Input[]] | undefined;
    /** `id` is none of the values. */
    id_notIn?: readonly [Int64Input, ...Int64Input[]] | undefined;
    /** `memberId` equals the value (`null`: has no value). */
    memberId_eq?: Int64Input | null | undefined;
    /** `memberId` differs from the value (`null`: has a value); also true where there is no value. */
    memberId_notEq?: Int64Input | null | undefined;
    /** `memberId` is less than the value. */
    memberId_lt?: Int64Input | undefined;
    /** `memberId` is at most the value. */
    memberId_lte?: Int64Input | undefined;
    /** `memberId` is greater than the value. */
    memberId_gt?: Int64Input | undefined;
    /** `memberId` is at least the value. */
    memberId_gte?: Int64Input | undefined;
    /** `memberId` is one of the values. */
    memberId_in?: readonly [Int64Input, ...Int64Input[]] | undefined;
    /** `memberId` is none of the values. */
    memberId_notIn?: readonly [Int64Input, ...Int64Input[]] | undefined;
    /** `purchasedAt` equals the value (`null`: has no value). */
    purchasedAt_eq?: string | Date | null | undefined;
    /** `purchasedAt` differs from the value (`null`: has a value); also true where there is no value. */
    purchasedAt_notEq?: string | Date | null | undefined;
    /** `purchasedAt` has no value (`true`) or has one (`false`). */
    purchasedAt_isNull?: boolean | undefined;
    /** `purchasedAt` has a value (`true`) or has none (`false`). */
    purchasedAt_isNotNull?: boolean | undefined;
    /** `purchasedAt` is less than the value. */
    purchasedAt_lt?: string | Date | undefined;
    /** `purchasedAt` is at most the value. */
    purchasedAt_lte?: string | Date | undefined;
    /** `purchasedAt` is greater than the value. */
    purchasedAt_gt?: string | Date | undefined;
    /** `purchasedAt` is at least the value. */
    purchasedAt_gte?: string | Date | undefined;
    /** `purchasedAt` is one of the values. */
    purchasedAt_in?: readonly [string | Date, ...(string | Date)[]] | undefined;
    /** `purchasedAt` is none of the values. */
    purchasedAt_notIn?: readonly [string | Date, ...(string | Date)[]] | undefined;
    /** `itemName` equals the value (`null`: has no value). */
    itemName_eq?: string | null | undefined;
    /** `itemName` differs from the value (`null`: has a value); also true where there is no value. */
    itemName_notEq?: string | null | undefined;
    /** `itemName` has no value (`true`) or has one (`false`). */
    itemName_isNull?: boolean | undefined;
    /** `itemName` has a value (`true`) or has none (`false`). */
    itemName_isNotNull?: boolean | undefined;
    /** `itemName` is less than the value. */
    itemName_lt?: string | undefined;
    /** `itemName` is at most the value. */
    itemName_lte?: string | undefined;
    /** `itemName` is greater than the value. */
    itemName_gt?: string | undefined;
    /** `itemName` is at least the value. */
    itemName_gte?: string | undefined;
    /** `itemName` is one of the values. */
    itemName_in?: readonly [string, ...string[]] | undefined;
    /** `itemName` is none of the values. */
    itemName_notIn?: readonly [string, ...string[]] | undefined;
    /** `itemName` contains the text. */
    itemName_contains?: string | undefined;
    /** `itemName` does not contain the text. */
    itemName_notContains?: string | undefined;
    /** `itemName` starts with the text. */
    itemName_startsWith?: string | undefined;
    /** `itemName` does not start with the text. */
    itemName_notStartsWith?: string | undefined;
    /** `itemName` ends with the text. */
    itemName_endsWith?: string | undefined;
    /** `itemName` does not end with the text. */
    itemName_notEndsWith?: string | undefined;
    /** `quantity` equals the value (`null`: has no value). */
    quantity_eq?: number | null | undefined;
    /** `quantity` differs from the value (`null`: has a value); also true where there is no value. */
    quantity_notEq?: number | null | undefined;
    /** `quantity` has no value (`true`) or has one (`false`). */
    quantity_isNull?: boolean | undefined;
    /** `quantity` has a value (`true`) or has none (`false`). */
    quantity_isNotNull?: boolean | undefined;
    /** `quantity` is less than the value. */
    quantity_lt?: number | undefined;
    /** `quantity` is at most the value. */
    quantity_lte?: number | undefined;
    /** `quantity` is greater than the value. */
    quantity_gt?: number | undefined;
    /** `quantity` is at least the value. */
    quantity_gte?: number | undefined;
    /** `quantity` is one of the values. */
    quantity_in?: readonly [number, ...number[]] | undefined;
    /** `quantity` is none of the values. */
    quantity_notIn?: readonly [number, ...number[]] | undefined;
    /** `amount` equals the value (`null`: has no value). */
    amount_eq?: number | null | undefined;
    /** `amount` differs from the value (`null`: has a value); also true where there is no value. */
    amount_notEq?: number | null | undefined;
    /** `amount` has no value (`true`) or has one (`false`). */
    amount_isNull?: boolean | undefined;
    /** `amount` has a value (`true`) or has none (`false`). */
    amount_isNotNull?: boolean | undefined;
    /** `amount` is less than the value. */
    amount_lt?: number | undefined;
    /** `amount` is at most the value. */
    amount_lte?: number | undefined;
    /** `amount` is greater than the value. */
    amount_gt?: number | undefined;
    /** `amount` is at least the value. */
    amount_gte?: number | undefined;
    /** `amount` is one of the values. */
    amount_in?: readonly [number, ...number[]] | undefined;
    /** `amount` is none of the values. */
    amount_notIn?: readonly [number, ...number[]] | undefined;
    /** `recordedAt` equals the value (`null`: has no value). */
    recordedAt_eq?: string | Date | null | undefined;
    /** `recordedAt` differs from the value (`null`: has a value); also true where there is no value. */
    recordedAt_notEq?: string | Date | null | undefined;
    /** `recordedAt` is less than the value. */
    recordedAt_lt?: string | Date | undefined;
    /** `recordedAt` is at most the value. */
    recordedAt_lte?: string | Date | undefined;
    /** `recordedAt` is greater than the value. */
    recordedAt_gt?: string | Date | undefined;
    /** `recordedAt` is at least the value. */
    recordedAt_gte?: string | Date | undefined;
    /** `recordedAt` is one of the values. */
    recordedAt_in?: readonly [string | Date, ...(string | Date)[]] | undefined;
    /** `recordedAt` is none of the values. */
    recordedAt_notIn?: readonly [string | Date, ...(string | Date)[]] | undefined;
    /** Every one of these filters holds (1 to 10). */
    AND?: readonly PurchaseFilter[] | undefined;
    /** At least one of these filters holds (1 to 10). */
    OR?: readonly PurchaseFilter[] | undefined;
}

/** A sort key: `{property}` or `{property}_asc` (ascending), `{property}_desc`, of a property whose type allows `lt`/`gt`; the direction in either case (`_DESC`), sent as the document writes it. */
export type PurchaseOrderKey = 'id' | 'id_asc' | 'id_ASC' | 'id_desc' | 'id_DESC' | 'memberId' | 'memberId_asc' | 'memberId_ASC' | 'memberId_desc' | 'memberId_DESC' | 'purchasedAt' | 'purchasedAt_asc' | 'purchasedAt_ASC' | 'purchasedAt_desc' | 'purchasedAt_DESC' | 'itemName' | 'itemName_asc' | 'itemName_ASC' | 'itemName_desc' | 'itemName_DESC' | 'quantity' | 'quantity_asc' | 'quantity_ASC' | 'quantity_desc' | 'quantity_DESC' | 'amount' | 'amount_asc' | 'amount_ASC' | 'amount_desc' | 'amount_DESC' | 'recordedAt' | 'recordedAt_asc' | 'recordedAt_ASC' | 'recordedAt_desc' | 'recordedAt_DESC';

/** Sort keys, the first deciding first: at most two (the client refuses more before sending); records equal on both, and every query without an order, come in id order. */
export type PurchaseOrder = readonly PurchaseOrderKey[];

/** What `query`, `pages` and `queryAll` of `purchase` take. */
export interface PurchaseQuery {
    /** Which records: the filter (all records when left out). */
    filter?: PurchaseFilter | undefined;
    /** Sort keys (at most two). */
    order?: PurchaseOrder | undefined;
    /** Records per page: 1 to 100, default 100 (the page size of `pages` and `queryAll`). */
    limit?: number | undefined;
    /** Matching records to skip first: at least 0, default 0. */
    offset?: number | undefined;
}

/** What `count` of `purchase` takes. */
export interface PurchaseCountQuery {
    /** Which records: the filter (all records when left out). */
    filter?: PurchaseFilter | undefined;
}

/** One page of `query` of `purchase`. */
export interface PurchaseQueryResult {
    /** `hasMore`: more records match after this page. */
    readonly metadata: {
            readonly hasMore: boolean;
        };
    readonly items: readonly PurchaseRecord[];
}

/**
 * The records of API definition `purchase` (database `purchase_history`, historyDb): `db.purchase` of the records client.
 *
 * Every method takes `options` last (`signal`, `timeoutMs`, `retry`, …) and fails with an `SdkError`; values that break a rule of `purchase` are refused before sending with a `RequestValidationError` naming the rule and the key.
 */
export interface PurchaseRecords {
    /**
     * Registers a record and answers it with the id the service gave it. A create repeated after a lost answer registers a second record.
     *
     * Retried automatically only after 429 and 503, which say nothing was done. After a failure that may have been performed (a connection lost or timed out after sending, a 500) it is not repeated, since repeating could apply it twice: the call throws `OutcomeUnknownError`. `retryUnsafe: true` repeats it anyway.
     *
     * `POST /purchase/records` (`createPurchase`; `db:record:execute`).
     */
    create(body: PurchaseCreate, options?: CallOptions): Promise<PurchaseRecord>;
    /**
     * One record by its id (`NotFoundError` when there is none).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * `GET /purchase/records/{id}` (`getPurchase`; `db:record:execute` or `db:record:read`).
     */
    get(id: Int64Input, options?: CallOptions): Promise<PurchaseRecord>;
    /**
     * Changes the properties in the body (`null` clears one) and answers the record. With `fields`, only those are written, and each must be in the body. Repeating it leaves the same record: it sets values.
     *
     * Retried automatically on 429, 5xx, network errors and timeouts. Given up after an attempt that may have been performed, the call throws `OutcomeUnknownError`.
     *
     * `PATCH /purchase/records/{id}` (`patchPurchase`; `db:record:execute`).
     */
    patch<F extends PurchaseField = never>(id: Int64Input, body: WithFields<PurchasePatch, NoInfer<F>>, options?: PatchOptions<F>): Promise<PurchaseRecord>;
    /**
     * Deletes one record. Resolves with the result the service answers (`{timestamp, status, error, message, path}`, as its reference says), or undefined when it answers 204 without a body (as its documents declare) or when a retry found the record already gone (an earlier attempt may have deleted it, and its answer was lost).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts. A retry that finds it gone (404) after an attempt that may have deleted it counts as done. Given up after an attempt that may have been performed, the call throws `OutcomeUnknownError`.
     *
     * `DELETE /purchase/records/{id}` (`deletePurchase`; `db:record:execute`).
     */
    delete(id: Int64Input, options?: CallOptions): Promise<DeleteResult | undefined>;
    /**
     * One page of matching records (`limit` 1 to 100, `offset`): `{ metadata: { hasMore }, items }`, the shape each page of `pages` has too; `metadata.hasMore` says whether more follow. The filter, order and paging are checked before sending.
     *
     * Retried automatically on 429, 5xx, network errors and timeouts. It only reads: a failure is the last error.
     *
     * `POST /purchase/query` (`queryPurchase`; `db:record:execute` or `db:record:read`).
     */
    query(query?: PurchaseQuery, options?: CallOptions): Promise<PurchaseQueryResult>;
    /**
     * How many records match the filter.
     *
     * Retried automatically on 429, 5xx, network errors and timeouts. It only reads: a failure is the last error.
     *
     * `POST /purchase/count` (`countPurchase`; `db:record:execute` or `db:record:read`).
     */
    count(query?: PurchaseCountQuery, options?: CallOptions): Promise<number>;
    /** `for await` over every page of matching records, `limit` (default 100) at a time, each `{ metadata: { hasMore }, items }` as `query` answers it. In id order (no `order`, or `id` first) it walks by key: each page asks for the records after the last id seen (`id_gt`; `id_lt` for `id_desc`), so records created or deleted meanwhile shift nothing and every record that exists throughout comes exactly once. In another order (or when the filter already holds 20 conditions) it walks by `offset`: a record created or deleted before the current page shifts the rest, so one may be skipped or come twice. */
    pages(query?: PurchaseQuery, options?: CallOptions): AsyncIterable<RecordsPage<PurchaseRecord>>;
    /** `for await` over every matching record, page by page as `pages` walks them: in id order (no `order`, or `id` first) by key, so every record that exists throughout the walk comes exactly once whatever is created or deleted meanwhile; in another order by `offset`, where a change during the walk may skip a record or repeat one. */
    queryAll(query?: PurchaseQuery, options?: CallOptions): AsyncIterable<PurchaseRecord>;
    /** Creates many records, `concurrency` (default 32) at a time, paced by the shared rate limit; resolves with one outcome per record: `succeeded`, `failed` (not created), `unknown` (may have been created: check before sending it again) or `skipped`. */
    bulkCreate(records: Iterable<PurchaseCreate> | AsyncIterable<PurchaseCreate>, options?: BulkOptions): Promise<BulkResult<PurchaseRecord>>;
    /** Patches many records, like `bulkCreate`: one outcome per update, in input order. */
    bulkPatch(updates: Iterable<BulkUpdate<PurchasePatch, PurchaseField>> | AsyncIterable<BulkUpdate<PurchasePatch, PurchaseField>>, options?: BulkOptions): Promise<BulkResult<PurchaseRecord>>;
}

/** What the runtime builds the `purchase` namespace from: its operations, and what a request may do with each property. */
export const purchaseDefinition = defineRecords({
    name: 'purchase',
    idParameter: 'id',
    operations: {
        create: {
            id: 'createPurchase',
            kind: 'json-body',
            method: 'post',
            path: '/purchase/records',
            scopes: ['db:record:execute'],
            requestMediaType: 'application/json',
            response: 'json',
            retry: 'unsafe'
        },
        query: {
            id: 'queryPurchase',
            kind: 'json-body',
            method: 'post',
            path: '/purchase/query',
            scopes: ['db:record:execute', 'db:record:read'],
            requestMediaType: 'application/json',
            response: 'json',
            retry: 'read'
        },
        count: {
            id: 'countPurchase',
            kind: 'json-body',
            method: 'post',
            path: '/purchase/count',
            scopes: ['db:record:execute', 'db:record:read'],
            requestMediaType: 'application/json',
            response: 'json',
            retry: 'read'
        },
        get: {
            id: 'getPurchase',
            kind: 'no-body',
            method: 'get',
            path: '/purchase/records/{id}',
            scopes: ['db:record:execute', 'db:record:read'],
            response: 'json',
            retry: 'safe',
            pathParams: { id: { 'type': 'integer', minimum: 1 } }
        },
        patch: {
            id: 'patchPurchase',
            kind: 'json-body',
            method: 'patch',
            path: '/purchase/records/{id}',
            scopes: ['db:record:execute'],
            requestMediaType: 'application/json',
            response: 'json',
            retry: 'safe',
            pathParams: { id: { 'type': 'integer', minimum: 1 } }
        },
        delete: {
            id: 'deletePurchase',
            kind: 'no-body',
            method: 'delete',
            path: '/purchase/records/{id}',
            scopes: ['db:record:execute'],
            response: 'empty',
            retry: 'safe',
            pathParams: { id: { 'type': 'integer', minimum: 1 } }
        }
    },
    properties: {
        id: { filter: 'eq notEq lt lte gt gte in notIn', itemType: 'historyId', readOnly: true, int64: true },
        memberId: { filter: 'eq notEq lt lte gt gte in notIn', itemType: 'platformId', int64: true },
        purchasedAt: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn', itemType: 'dateTime' },
        itemName: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn contains notContains startsWith notStartsWith endsWith notEndsWith', itemType: 'text' },
        quantity: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn', itemType: 'number' },
        amount: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn', itemType: 'number' },
        recordedAt: { filter: 'eq notEq lt lte gt gte in notIn', itemType: 'registeredDate', readOnly: true }
    },
    order: ['id', 'id_asc', 'id_desc', 'memberId', 'memberId_asc', 'memberId_desc', 'purchasedAt', 'purchasedAt_asc', 'purchasedAt_desc', 'itemName', 'itemName_asc', 'itemName_desc', 'quantity', 'quantity_asc', 'quantity_desc', 'amount', 'amount_asc', 'amount_desc', 'recordedAt', 'recordedAt_asc', 'recordedAt_desc']
});
