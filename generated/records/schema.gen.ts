// Generated from specs/records/openapi.json by the platform-sdk generator. Do not edit.

export interface paths {
    "/member/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description member 件数 */
        post: operations["countMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description member 検索 */
        post: operations["queryMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description member 登録 */
        post: operations["createMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/records/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description member 取得 */
        get: operations["getMember"];
        put?: never;
        post?: never;
        /** @description member 削除 */
        delete: operations["deleteMember"];
        options?: never;
        head?: never;
        /** @description member 更新 */
        patch: operations["patchMember"];
        trace?: never;
    };
    "/member/records/{id}/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description member 認証 */
        post: operations["authenticateMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/purchase/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description purchase 件数 */
        post: operations["countPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/purchase/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description purchase 検索 */
        post: operations["queryPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/purchase/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description purchase 登録 */
        post: operations["createPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/purchase/records/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description purchase 取得 */
        get: operations["getPurchase"];
        put?: never;
        post?: never;
        /** @description purchase 削除 */
        delete: operations["deletePurchase"];
        options?: never;
        head?: never;
        /** @description purchase 更新 */
        patch: operations["patchPurchase"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Member: {
            /** Format: int64 */
            readonly id?: number;
            /** Format: email */
            email?: string | null;
            /** Format: email */
            mobileEmail?: string | null;
            /** Format: date-time */
            updatedAt?: string | null;
            /** Format: date-time */
            registeredAt?: string | null;
            mailRefused?: boolean | null;
            /** Format: int32 */
            mailErrors?: number | null;
            /** Format: int32 */
            mobileMailErrors?: number | null;
            refusedLists?: {
                value: number;
                extraText?: string | null;
            }[] | null;
            name?: string | null;
            points?: number | null;
            /** Format: date */
            birthday?: string | null;
            /** Format: month-day */
            anniversary?: string | null;
            /** Format: date-time */
            lastLoginAt?: string | null;
            rank?: {
                value: number;
                extraText?: string | null;
            }[] | null;
            interests?: {
                value: number;
                extraText?: string | null;
            }[] | null;
            /** Format: password */
            pin?: string | null;
            /** Format: password */
            loginPassword?: string | null;
        };
        Member_AuthenticateRequest: {
            /** @enum {string} */
            propertyName: "loginPassword";
            /** Format: password */
            value: string;
        };
        Member_AuthenticateResponse: {
            result?: string;
        };
        Member_CountRequest: {
            filter?: components["schemas"]["Member_Filter"];
        };
        Member_CountResponse: {
            /** Format: int64 */
            count?: number;
        };
        /** @description Conditions joined by AND: keys {property}_{operator}, AND and OR. At most 20 conditions, 3 levels and 10 elements per AND or OR. */
        Member_Filter: {
            /** Format: int64 */
            id_eq?: number | null;
            /** Format: int64 */
            id_notEq?: number | null;
            /** Format: int64 */
            id_lt?: number;
            /** Format: int64 */
            id_lte?: number;
            /** Format: int64 */
            id_gt?: number;
            /** Format: int64 */
            id_gte?: number;
            id_in?: number[];
            id_notIn?: number[];
            email_eq?: string | null;
            email_notEq?: string | null;
            email_isNull?: boolean;
            email_isNotNull?: boolean;
            email_lt?: string;
            email_lte?: string;
            email_gt?: string;
            email_gte?: string;
            email_in?: string[];
            email_notIn?: string[];
            email_contains?: string;
            email_notContains?: string;
            email_startsWith?: string;
            email_notStartsWith?: string;
            email_endsWith?: string;
            email_notEndsWith?: string;
            mobileEmail_eq?: string | null;
            mobileEmail_notEq?: string | null;
            mobileEmail_isNull?: boolean;
            mobileEmail_isNotNull?: boolean;
            mobileEmail_lt?: string;
            mobileEmail_lte?: string;
            mobileEmail_gt?: string;
            mobileEmail_gte?: string;
            mobileEmail_in?: string[];
            mobileEmail_notIn?: string[];
            mobileEmail_contains?: string;
            mobileEmail_notContains?: string;
            mobileEmail_startsWith?: string;
            mobileEmail_notStartsWith?: string;
            mobileEmail_endsWith?: string;
            mobileEmail_notEndsWith?: string;
            /** Format: date-time */
            updatedAt_eq?: string | null;
            /** Format: date-time */
            updatedAt_notEq?: string | null;
            /** Format: date-time */
            updatedAt_lt?: string;
            /** Format: date-time */
            updatedAt_lte?: string;
            /** Format: date-time */
            updatedAt_gt?: string;
            /** Format: date-time */
            updatedAt_gte?: string;
            updatedAt_in?: string[];
            updatedAt_notIn?: string[];
            /** Format: date-time */
            registeredAt_eq?: string | null;
            /** Format: date-time */
            registeredAt_notEq?: string | null;
            /** Format: date-time */
            registeredAt_lt?: string;
            /** Format: date-time */
            registeredAt_lte?: string;
            /** Format: date-time */
            registeredAt_gt?: string;
            /** Format: date-time */
            registeredAt_gte?: string;
            registeredAt_in?: string[];
            registeredAt_notIn?: string[];
            mailRefused_eq?: boolean | null;
            mailRefused_notEq?: boolean | null;
            /** Format: int32 */
            mailErrors_eq?: number | null;
            /** Format: int32 */
            mailErrors_notEq?: number | null;
            /** Format: int32 */
            mailErrors_lt?: number;
            /** Format: int32 */
            mailErrors_lte?: number;
            /** Format: int32 */
            mailErrors_gt?: number;
            /** Format: int32 */
            mailErrors_gte?: number;
            mailErrors_in?: number[];
            mailErrors_notIn?: number[];
            /** Format: int32 */
            mobileMailErrors_eq?: number | null;
            /** Format: int32 */
            mobileMailErrors_notEq?: number | null;
            /** Format: int32 */
            mobileMailErrors_lt?: number;
            /** Format: int32 */
            mobileMailErrors_lte?: number;
            /** Format: int32 */
            mobileMailErrors_gt?: number;
            /** Format: int32 */
            mobileMailErrors_gte?: number;
            mobileMailErrors_in?: number[];
            mobileMailErrors_notIn?: number[];
            refusedLists_isNull?: boolean;
            refusedLists_isNotNull?: boolean;
            refusedLists_in?: number[];
            refusedLists_notIn?: number[];
            refusedLists_containsEvery?: number[];
            refusedLists_containsSome?: number[];
            name_eq?: string | null;
            name_notEq?: string | null;
            name_isNull?: boolean;
            name_isNotNull?: boolean;
            name_lt?: string;
            name_lte?: string;
            name_gt?: string;
            name_gte?: string;
            name_in?: string[];
            name_notIn?: string[];
            name_contains?: string;
            name_notContains?: string;
            name_startsWith?: string;
            name_notStartsWith?: string;
            name_endsWith?: string;
            name_notEndsWith?: string;
            points_eq?: number | null;
            points_notEq?: number | null;
            points_isNull?: boolean;
            points_isNotNull?: boolean;
            points_lt?: number;
            points_lte?: number;
            points_gt?: number;
            points_gte?: number;
            points_in?: number[];
            points_notIn?: number[];
            /** Format: date */
            birthday_eq?: string | null;
            /** Format: date */
            birthday_notEq?: string | null;
            birthday_isNull?: boolean;
            birthday_isNotNull?: boolean;
            /** Format: date */
            birthday_lt?: string;
            /** Format: date */
            birthday_lte?: string;
            /** Format: date */
            birthday_gt?: string;
            /** Format: date */
            birthday_gte?: string;
            birthday_in?: string[];
            birthday_notIn?: string[];
            /** Format: month-day */
            anniversary_eq?: string | null;
            /** Format: month-day */
            anniversary_notEq?: string | null;
            anniversary_isNull?: boolean;
            anniversary_isNotNull?: boolean;
            /** Format: month-day */
            anniversary_lt?: string;
            /** Format: month-day */
            anniversary_lte?: string;
            /** Format: month-day */
            anniversary_gt?: string;
            /** Format: month-day */
            anniversary_gte?: string;
            anniversary_in?: string[];
            anniversary_notIn?: string[];
            /** Format: date-time */
            lastLoginAt_eq?: string | null;
            /** Format: date-time */
            lastLoginAt_notEq?: string | null;
            lastLoginAt_isNull?: boolean;
            lastLoginAt_isNotNull?: boolean;
            /** Format: date-time */
            lastLoginAt_lt?: string;
            /** Format: date-time */
            lastLoginAt_lte?: string;
            /** Format: date-time */
            lastLoginAt_gt?: string;
            /** Format: date-time */
            lastLoginAt_gte?: string;
            lastLoginAt_in?: string[];
            lastLoginAt_notIn?: string[];
            rank_eq?: number | null;
            rank_notEq?: number | null;
            rank_isNull?: boolean;
            rank_isNotNull?: boolean;
            rank_lt?: number;
            rank_lte?: number;
            rank_gt?: number;
            rank_gte?: number;
            rank_in?: number[];
            rank_notIn?: number[];
            interests_isNull?: boolean;
            interests_isNotNull?: boolean;
            interests_in?: number[];
            interests_notIn?: number[];
            interests_containsEvery?: number[];
            interests_containsSome?: number[];
            /** @description Logical AND of the filter objects. */
            AND?: components["schemas"]["Member_Filter"][];
            /** @description Logical OR of the filter objects. */
            OR?: components["schemas"]["Member_Filter"][];
        };
        Member_Order: ("id" | "id_asc" | "id_desc" | "email" | "email_asc" | "email_desc" | "mobileEmail" | "mobileEmail_asc" | "mobileEmail_desc" | "updatedAt" | "updatedAt_asc" | "updatedAt_desc" | "registeredAt" | "registeredAt_asc" | "registeredAt_desc" | "mailErrors" | "mailErrors_asc" | "mailErrors_desc" | "mobileMailErrors" | "mobileMailErrors_asc" | "mobileMailErrors_desc" | "name" | "name_asc" | "name_desc" | "points" | "points_asc" | "points_desc" | "birthday" | "birthday_asc" | "birthday_desc" | "anniversary" | "anniversary_asc" | "anniversary_desc" | "lastLoginAt" | "lastLoginAt_asc" | "lastLoginAt_desc" | "rank" | "rank_asc" | "rank_desc")[];
        Member_QueryRequest: {
            filter?: components["schemas"]["Member_Filter"];
            order?: components["schemas"]["Member_Order"];
            /** @default 100 */
            limit?: number;
            /** @default 0 */
            offset?: number;
        };
        Member_QueryResponse: {
            metadata?: {
                hasMore?: boolean;
            };
            items?: components["schemas"]["Member"][];
        };
        Purchase: {
            /** Format: int64 */
            readonly id?: number;
            /** Format: int64 */
            memberId?: number;
            /** Format: date-time */
            purchasedAt?: string | null;
            itemName?: string | null;
            quantity?: number | null;
            amount?: number | null;
            /** Format: date-time */
            recordedAt?: string | null;
        };
        Purchase_CountRequest: {
            filter?: components["schemas"]["Purchase_Filter"];
        };
        Purchase_CountResponse: {
            /** Format: int64 */
            count?: number;
        };
        /** @description Conditions joined by AND: keys {property}_{operator}, AND and OR. At most 20 conditions, 3 levels and 10 elements per AND or OR. */
        Purchase_Filter: {
            /** Format: int64 */
            id_eq?: number | null;
            /** Format: int64 */
            id_notEq?: number | null;
            /** Format: int64 */
            id_lt?: number;
            /** Format: int64 */
            id_lte?: number;
            /** Format: int64 */
            id_gt?: number;
            /** Format: int64 */
            id_gte?: number;
            id_in?: number[];
            id_notIn?: number[];
            /** Format: int64 */
            memberId_eq?: number | null;
            /** Format: int64 */
            memberId_notEq?: number | null;
            /** Format: int64 */
            memberId_lt?: number;
            /** Format: int64 */
            memberId_lte?: number;
            /** Format: int64 */
            memberId_gt?: number;
            /** Format: int64 */
            memberId_gte?: number;
            memberId_in?: number[];
            memberId_notIn?: number[];
            /** Format: date-time */
            purchasedAt_eq?: string | null;
            /** Format: date-time */
            purchasedAt_notEq?: string | null;
            purchasedAt_isNull?: boolean;
            purchasedAt_isNotNull?: boolean;
            /** Format: date-time */
            purchasedAt_lt?: string;
            /** Format: date-time */
            purchasedAt_lte?: string;
            /** Format: date-time */
            purchasedAt_gt?: string;
            /** Format: date-time */
            purchasedAt_gte?: string;
            purchasedAt_in?: string[];
            purchasedAt_notIn?: string[];
            itemName_eq?: string | null;
            itemName_notEq?: string | null;
            itemName_isNull?: boolean;
            itemName_isNotNull?: boolean;
            itemName_lt?: string;
            itemName_lte?: string;
            itemName_gt?: string;
            itemName_gte?: string;
            itemName_in?: string[];
            itemName_notIn?: string[];
            itemName_contains?: string;
            itemName_notContains?: string;
            itemName_startsWith?: string;
            itemName_notStartsWith?: string;
            itemName_endsWith?: string;
            itemName_notEndsWith?: string;
            quantity_eq?: number | null;
            quantity_notEq?: number | null;
            quantity_isNull?: boolean;
            quantity_isNotNull?: boolean;
            quantity_lt?: number;
            quantity_lte?: number;
            quantity_gt?: number;
            quantity_gte?: number;
            quantity_in?: number[];
            quantity_notIn?: number[];
            amount_eq?: number | null;
            amount_notEq?: number | null;
            amount_isNull?: boolean;
            amount_isNotNull?: boolean;
            amount_lt?: number;
            amount_lte?: number;
            amount_gt?: number;
            amount_gte?: number;
            amount_in?: number[];
            amount_notIn?: number[];
            /** Format: date-time */
            recordedAt_eq?: string | null;
            /** Format: date-time */
            recordedAt_notEq?: string | null;
            /** Format: date-time */
            recordedAt_lt?: string;
            /** Format: date-time */
            recordedAt_lte?: string;
            /** Format: date-time */
            recordedAt_gt?: string;
            /** Format: date-time */
            recordedAt_gte?: string;
            recordedAt_in?: string[];
            recordedAt_notIn?: string[];
            /** @description Logical AND of the filter objects. */
            AND?: components["schemas"]["Purchase_Filter"][];
            /** @description Logical OR of the filter objects. */
            OR?: components["schemas"]["Purchase_Filter"][];
        };
        Purchase_Order: ("id" | "id_asc" | "id_desc" | "memberId" | "memberId_asc" | "memberId_desc" | "purchasedAt" | "purchasedAt_asc" | "purchasedAt_desc" | "itemName" | "itemName_asc" | "itemName_desc" | "quantity" | "quantity_asc" | "quantity_desc" | "amount" | "amount_asc" | "amount_desc" | "recordedAt" | "recordedAt_asc" | "recordedAt_desc")[];
        Purchase_QueryRequest: {
            filter?: components["schemas"]["Purchase_Filter"];
            order?: components["schemas"]["Purchase_Order"];
            /** @default 100 */
            limit?: number;
            /** @default 0 */
            offset?: number;
        };
        Purchase_QueryResponse: {
            metadata?: {
                hasMore?: boolean;
            };
            items?: components["schemas"]["Purchase"][];
        };
    };
    responses: never;
    parameters: {
        accountCode: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    countMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["Member_CountRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member_CountResponse"];
                };
            };
        };
    };
    queryMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["Member_QueryRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member_QueryResponse"];
                };
            };
        };
    };
    createMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["Member"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
        };
    };
    getMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    patchMember: {
        parameters: {
            query?: {
                /** @description Comma-separated property names: only these are updated. */
                fields?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["Member"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    authenticateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["Member_AuthenticateRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member_AuthenticateResponse"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    countPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["Purchase_CountRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase_CountResponse"];
                };
            };
        };
    };
    queryPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["Purchase_QueryRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase_QueryResponse"];
                };
            };
        };
    };
    createPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["Purchase"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
        };
    };
    getPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deletePurchase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    patchPurchase: {
        parameters: {
            query?: {
                /** @description Comma-separated property names: only these are updated. */
                fields?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["Purchase"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
