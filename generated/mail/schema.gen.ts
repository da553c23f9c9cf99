// Generated from specs/mail.yaml by the platform-sdk generator. Do not edit.

export interface paths {
    "/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery now
         * @description Sets content and recipients and starts sending at once. The response carries the delivery id
         *     (`deliveryTaskId`, needed for status and reports) and the click feedbacks issued for the bodies.
         *
         *     - `count` must equal the length of `deliveryData`; otherwise nothing is sent (10013).
         *     - With `test: true` the mail goes to at most 20 recipients (10014), no reports are recorded, no
         *       delivery id is issued and the response is 200 with an empty body.
         *     - With a `requestId` already used within the last month, nothing is sent and the answer is 409 with
         *       the earlier delivery's response. Without `requestId`, every call sends. Test deliveries are
         *       guarded the same way: a repeated test answers 409 with an empty body.
         *     - Embedded-command properties are decided by the first element of `deliveryData`.
         *     - About 1,000,000 recipients per call are recommended; above that use reserved sending.
         */
        post: operations["sendDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveries/{delivery_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Delivery id (`deliveryTaskId`), a positive integer.
                 * @example 123456
                 */
                delivery_id: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        /**
         * Get delivery status
         * @description Returns the status of a delivery: `SENDING` (in progress, `sent` mails done), `COMPLETED` (finished,
         *     `sent` equals `total`; also when both are 0), `RESERVED` (reserved for later sending) or `ERROR`
         *     (force-ended by engineer action; does not normally occur). An unknown or deleted delivery gives 404.
         */
        get: operations["getDelivery"];
        put?: never;
        post?: never;
        /**
         * Delete a delivery setting
         * @description Deletes a delivery setting. After deletion its reports are no longer available.
         *
         *     - A delivery being processed cannot be deleted (10021).
         *     - A reserved delivery cannot be deleted from 5 minutes before its reserved time until it completes
         *       (10031).
         *     - Deleting a reserved delivery setting releases its recipient-list link, so another setting can use
         *       that list.
         *
         *     Success is 200 with an empty body. A deleted delivery is unknown: deleting it again answers 404.
         */
        delete: operations["deleteDelivery"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveries/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a delivery setting
         * @description Creates a delivery setting (content without recipients) and returns its id. Send it later with
         *     `sendDeliveryById`, whose records must hold the address in the property named here by
         *     `deliveryMailAddressPropertyName`. Nothing is sent by this call.
         *
         *     The reference lists its error codes for sending only; the content codes apply here the same way
         *     (`x-inferred-error-codes`).
         */
        post: operations["createDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveries/{delivery_id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Delivery id (`deliveryTaskId`), a positive integer.
                 * @example 123456
                 */
                delivery_id: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a created delivery setting
         * @description Sends a delivery setting made with `createDelivery` to the given recipients. The address property in
         *     the records must be the one named at creation. A reserved setting cannot be used (10033).
         *
         *     - `count` must equal the length of `deliveryData`; otherwise nothing is sent (10013).
         *     - With `test: true` the mail goes to at most 20 recipients (10014), no reports are recorded, no
         *       delivery id is issued and the response is 200 with an empty body.
         *     - With a `requestId` already used within the last month, nothing is sent and the answer is 409 with
         *       the earlier delivery's response (empty for a test delivery, which is guarded the same way).
         */
        post: operations["sendDeliveryById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveries/reserve/sendlists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a recipient list
         * @description Registers a recipient list (CSV, UTF-8, at most 300 MB) for reserved sending and returns its id.
         *     Registration runs after the answer: check its outcome with `getSendList`. A list that breaks one of
         *     these rules fails registration (status `FAIL`, reason in `errorMessage`):
         *
         *     1. The header has a `Customer.platformid` column and every row has its value (integer 1 to
         *        9223372036854775807).
         *     2. A column for the destination address is present; its name is the one later given as
         *        `deliveryMailAddressPropertyName` at reservation.
         *     3. Other columns are embedded-command data; column names follow the naming rule (start with
         *        `Customer.`, then a letter or underscore, then letters, digits or underscores; at most 63
         *        characters).
         *     4. Header column names are unique.
         *     5. Each row has as many values as the header has columns.
         *     6. Each embedded-command value has at most 4000 characters.
         *
         *     Rows may end in CRLF or LF. The list expires 7 days after registration and can be linked to one
         *     delivery setting only. A body sent with another media type than `text/csv` is refused (400, 10034) and
         *     one over 300 MB is refused (413); in both cases nothing is registered. Neither answer is in the
         *     reference (`x-inferred`, `x-inferred-error-codes`).
         *
         *     Clients check the six rules before and while sending (`x-upload-check: send-list` on the body), so a
         *     list that breaks one is refused locally, naming rule, row and column, and never registers.
         */
        post: operations["uploadSendList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveries/reserve/sendlists/{send_list_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Recipient list id (`sendListId`), a positive integer.
                 * @example 5501
                 */
                send_list_id: components["parameters"]["SendListId"];
            };
            cookie?: never;
        };
        /**
         * Get recipient list information
         * @description Returns the registration state of a recipient list: `PROCESSING` (being registered), `SUCCESS`
         *     (registered), `FAIL` (registration failed; see `errorMessage`) or `EXPIRED` (past its expiry, 7 days
         *     after registration). `deliveryTaskId` is the delivery setting using the list, or null.
         */
        get: operations["getSendList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveries/reserve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reserve a delivery
         * @description Reserves a delivery to the recipients of a registered list at `sendDateTime`.
         *
         *     - The list must exist (10023), be registered successfully (10025), not be expired (10024) and not be
         *       used by another delivery (10026); it must have the column named by
         *       `deliveryMailAddressPropertyName` (10027).
         *     - `sendDateTime` must lie between 5 minutes after now and the expiry of the list (10030). The reserved
         *       time is a guide for starting; a delay of up to about 5 minutes can occur.
         *     - A reserved delivery has status `RESERVED`; it cannot be sent by id (10033) and cannot be deleted from
         *       5 minutes before the reserved time until it completes (10031).
         *     - With a `requestId` already used within the last month, nothing is reserved and the answer is 409
         *       with the earlier response.
         *
         *     The reference lists the content codes (10000 to 10011, 10015, 10032, 10034) for sending only; they
         *     apply here the same way (`x-inferred-error-codes`).
         */
        post: operations["reserveDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveries/{delivery_id}/opens": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Delivery id (`deliveryTaskId`), a positive integer.
                 * @example 123456
                 */
                delivery_id: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        /**
         * Opened recipients (CSV)
         * @description Recipients who opened the mail of a delivery, one row per open, as CSV. Reports are available about
         *     1 minute after sending and no longer after the delivery is deleted.
         */
        get: operations["opens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveries/{delivery_id}/clicks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Delivery id (`deliveryTaskId`), a positive integer.
                 * @example 123456
                 */
                delivery_id: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        /**
         * Clicked recipients (CSV)
         * @description Recipients who clicked a tracked URL of a delivery, one row per click, as CSV. `clickId` is the id of
         *     the click feedback in the delivery response; `url` is the URL before conversion. Reports are
         *     available about 1 minute after sending and no longer after the delivery is deleted.
         */
        get: operations["clicks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveries/{delivery_id}/errors": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Delivery id (`deliveryTaskId`), a positive integer.
                 * @example 123456
                 */
                delivery_id: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        /**
         * Failed recipients (CSV)
         * @description Recipients whose mail of a delivery failed, as CSV. `reason` is one of `UNKNOWN_USER` (unknown
         *     recipient), `UNKNOWN_HOST` (domain not found), `MAILBOX_FULL`, `REJECTED` (refused), `SPAM` (judged
         *     spam), `INVALID_ADDRESS` (format error), `SYSTEM` (excluded by list-cleaning), `OTHER`. Reports are
         *     available about 1 minute after sending and no longer after the delivery is deleted.
         */
        get: operations["errors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveries/{delivery_id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Delivery id (`deliveryTaskId`), a positive integer.
                 * @example 123456
                 */
                delivery_id: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        /**
         * Delivery results (CSV)
         * @description Recipients to whom the mail of a delivery was delivered, as CSV. Results normally appear about
         *     1 minute after sending; reports are no longer available after the delivery is deleted.
         */
        get: operations["results"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveries/{delivery_id}/unsubscribes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Delivery id (`deliveryTaskId`), a positive integer.
                 * @example 123456
                 */
                delivery_id: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        /**
         * Unsubscribe requesters (CSV)
         * @description Recipients who asked to unsubscribe through the mail of a delivery (one-click unsubscription), as
         *     CSV. Exclude them from later recipient lists. Reports are available about 1 minute after sending and
         *     no longer after the delivery is deleted.
         */
        get: operations["unsubscribes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveries/errors/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Failed recipients of all deliveries (CSV)
         * @description Failed recipients over all deliveries, as CSV, with the delivery id as an extra column. Only data
         *     from the 1st day of the month six months before the current date up to now is available; an earlier
         *     `start` is clamped to that point. `reason` is one of `UNKNOWN_USER`, `UNKNOWN_HOST`, `MAILBOX_FULL`,
         *     `REJECTED`, `SPAM`, `INVALID_ADDRESS`, `SYSTEM`, `OTHER`.
         */
        get: operations["allErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveries/unsubscribes/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unsubscribe requesters of all deliveries (CSV)
         * @description Unsubscribe requests over all deliveries, as CSV, with the delivery id as an extra column. Only data
         *     from the 1st day of the month six months before the current date up to now is available; an earlier
         *     `start` is clamped to that point.
         */
        get: operations["allUnsubscribes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Recipient's platform ID: a decimal integer from 1 to 9223372036854775807 (2^63-1) without sign or
         *     leading zeros, carried as a string because a JSON number cannot hold it exactly. Clients also take it
         *     as a bigint (`x-bigint`) and send its decimal digits.
         * @example 1001
         * @example 9223372036854775807
         */
        PlatformId: string;
        /**
         * @description One recipient record (element of `deliveryData`).
         *
         *     1. `Customer.platformid` is required: the platform ID (1 to 9223372036854775807) that links report
         *        rows to the recipient.
         *     2. The property named by `deliveryMailAddressPropertyName` holds the destination address (10019 when
         *        missing); for send-by-id it is the name given at creation.
         *     3. Further properties hold strings for embedded commands (`($db.Customer.<name>$)`); which ones is
         *        decided by the first element of `deliveryData`.
         *     4. Property names start with `Customer.`, then a letter or underscore, then letters, digits or
         *        underscores; at most 63 characters in total (10035).
         * @example {
         *       "Customer.platformid": "1001",
         *       "Customer.email": "hanako.yamada@mail.example.jp",
         *       "Customer.name": "山田花子"
         *     }
         */
        Recipient: {
            "Customer.platformid": components["schemas"]["PlatformId"];
        } & {
            [key: string]: string;
        };
        /**
         * @description Content and recipients of an immediate delivery. At least one of `bodyText` and `bodyHtml` is required
         *     (10011). A test delivery (`test: true`) has at most 20 recipients (10014). The JSON body is at most
         *     200,000,000 bytes (413 above; "Limits").
         */
        SendDeliveryRequest: {
            /**
             * @description Guards against duplicate sending: if a delivery was already set with the same id within the last
             *     month, nothing is sent and the answer is 409 with the earlier response. After 1 month the same id
             *     sends again. When omitted, every call sends. A UUID is recommended. Test deliveries are guarded
             *     too: a test's id is kept, and a repeat answers 409 with the test's empty answer.
             * @example 3f1c9a52-7d4e-4b8a-9a61-2f0c8d5e7b10
             */
            requestId?: string;
            /**
             * @description Test delivery: at most 20 recipients (10014), no reports recorded, no delivery id issued, and the
             *     response is empty. Its `requestId` is kept like any other (a repeat answers 409, empty).
             * @default false
             */
            test?: boolean;
            /**
             * @description Character encoding of the mail (10000 otherwise).
             * @default UTF-8
             * @enum {string}
             */
            encode?: "UTF-8" | "ISO-2022-JP";
            /**
             * @description Sender address; valid address format (10004), at most 256 characters (10005). Required (10003).
             *     Embedded commands `($db.Customer.<name>$)` may stand for the whole address or for characters of
             *     its local part or domain labels; the address is judged with each command in place of one letter.
             * @example info@shop.example.jp
             */
            fromAddress: string;
            /**
             * @description Sender name; at most 120 characters (10006).
             * @example サンプルショップ
             */
            fromName?: string;
            /**
             * @description Reply-to address; valid address format (10007), at most 256 characters (10008). Embedded commands
             *     may stand for the whole address or for characters of its local part or domain labels.
             */
            replyAddress?: string;
            /** @description Preheader text. */
            preheader?: string;
            /**
             * @description Subject; at most 120 characters (10010). Required (10009). May hold embedded commands.
             * @example 【サンプルショップ】春の新商品のお知らせ
             */
            subject: string;
            /**
             * @description Plain-text body, at most 512 KB (512,000 bytes; 10032). Text only gives a text mail, both bodies a multipart mail.
             *     Tracked URLs are written `<sym-tr symccid="0" symcc="true">{URL}</sym-tr>`.
             */
            bodyText?: string;
            /**
             * @description HTML body, at most 512 KB (512,000 bytes; 10032). HTML only gives an HTML mail, both bodies a multipart mail.
             *     Tracked links are written `<a symccid="0" symcc="true" href="{URL}">{text}</a>`.
             */
            bodyHtml?: string;
            /**
             * @description Name of the recipient property that holds the destination address. Required (10015).
             * @example Customer.email
             */
            deliveryMailAddressPropertyName: string;
            /**
             * @description Custom domain for click-feedback URLs. Needs a separate subscription (10002 otherwise).
             * @example click.shop.example.jp
             */
            trackingDomain?: string;
            /**
             * @description Whether the custom tracking domain supports SSL.
             * @default false
             */
            trackingDomainSslReady?: boolean;
            /** @description Number of elements of `deliveryData`; must equal it (10013). Required (10012). */
            count: number;
            /**
             * @description Recipient records (10016 when missing). No limit per call; about 1,000,000 are recommended, above
             *     that use reserved sending.
             */
            deliveryData: components["schemas"]["Recipient"][];
            /**
             * @description When true, the mail gets the headers `List-Unsubscribe-Post: List-Unsubscribe=One-Click` and
             *     `List-Unsubscribe` (an https URL in angle brackets), so supporting mail clients show an
             *     unsubscribe link. Fetch the unsubscribe reports after sending and exclude those recipients from
             *     later lists.
             * @default false
             */
            oneClickUnsubscriptionReady?: boolean;
        } & (unknown | unknown);
        /** @description Content of a delivery setting to send later by id. At least one of `bodyText` and `bodyHtml` is required (10011). */
        CreateDeliveryRequest: {
            /**
             * @description Character encoding of the mail (10000 otherwise).
             * @default UTF-8
             * @enum {string}
             */
            encode?: "UTF-8" | "ISO-2022-JP";
            /**
             * @description Sender address; valid address format (10004), at most 256 characters (10005). Required (10003).
             *     Embedded commands `($db.Customer.<name>$)` may stand for the whole address or for characters of
             *     its local part or domain labels; the address is judged with each command in place of one letter.
             * @example info@shop.example.jp
             */
            fromAddress: string;
            /**
             * @description Sender name; at most 120 characters (10006).
             * @example サンプルショップ
             */
            fromName?: string;
            /**
             * @description Reply-to address; valid address format (10007), at most 256 characters (10008). Embedded commands
             *     may stand for the whole address or for characters of its local part or domain labels.
             */
            replyAddress?: string;
            /** @description Preheader text. */
            preheader?: string;
            /**
             * @description Subject; at most 120 characters (10010). Required (10009). May hold embedded commands.
             * @example 【サンプルショップ】春の新商品のお知らせ
             */
            subject: string;
            /**
             * @description Plain-text body, at most 512 KB (512,000 bytes; 10032). Text only gives a text mail, both bodies a multipart mail.
             *     Tracked URLs are written `<sym-tr symccid="0" symcc="true">{URL}</sym-tr>`.
             */
            bodyText?: string;
            /**
             * @description HTML body, at most 512 KB (512,000 bytes; 10032). HTML only gives an HTML mail, both bodies a multipart mail.
             *     Tracked links are written `<a symccid="0" symcc="true" href="{URL}">{text}</a>`.
             */
            bodyHtml?: string;
            /**
             * @description Name of the recipient property that holds the destination address; the records given to
             *     `sendDeliveryById` must use it. Required (10015).
             */
            deliveryMailAddressPropertyName: string;
        } & (unknown | unknown);
        /**
         * @description Recipients for sending a delivery setting made with `createDelivery`. A test delivery (`test: true`)
         *     has at most 20 recipients (10014). The JSON body is at most 200,000,000 bytes (413 above; "Limits").
         */
        SendDeliveryByIdRequest: {
            /**
             * @description Guards against duplicate sending: if a delivery was already set with the same id within the last
             *     month, nothing is sent and the answer is 409 with the earlier response. After 1 month the same id
             *     sends again. When omitted, every call sends. A UUID is recommended. Test deliveries are guarded
             *     too: a test's id is kept, and a repeat answers 409 with the test's empty answer.
             */
            requestId?: string;
            /**
             * @description Test delivery: at most 20 recipients (10014), no reports recorded, no delivery id issued, and the
             *     response is empty. Its `requestId` is kept like any other (a repeat answers 409, empty).
             * @default false
             */
            test?: boolean;
            /**
             * @description Custom domain for click-feedback URLs. Needs a separate subscription (10002 otherwise).
             * @example click.shop.example.jp
             */
            trackingDomain?: string;
            /**
             * @description Whether the custom tracking domain supports SSL.
             * @default false
             */
            trackingDomainSslReady?: boolean;
            /** @description Number of elements of `deliveryData`; must equal it (10013). Required (10012). */
            count: number;
            /**
             * @description Recipient records (10016 when missing); the address property must be the one named at creation
             *     (10019).
             */
            deliveryData: components["schemas"]["Recipient"][];
            /**
             * @description When true, the mail gets the headers `List-Unsubscribe-Post: List-Unsubscribe=One-Click` and
             *     `List-Unsubscribe` (an https URL in angle brackets), so supporting mail clients show an
             *     unsubscribe link. Fetch the unsubscribe reports after sending and exclude those recipients from
             *     later lists.
             * @default false
             */
            oneClickUnsubscriptionReady?: boolean;
        };
        /**
         * @description Content, recipient list and send time of a reserved delivery. At least one of `bodyText` and
         *     `bodyHtml` is required (10011). The recipients come from the registered list, so there is no
         *     `count` or `deliveryData`.
         */
        ReserveDeliveryRequest: {
            /**
             * Format: int64
             * @description Registered recipient list to use. Required (10022); it must exist (10023), not be expired (10024),
             *     be registered (10025) and not be used by another delivery (10026).
             * @example 5501
             */
            sendListId: number;
            /**
             * @description Guards against duplicate reservation: if a delivery was already set with the same id within the
             *     last month, nothing is reserved and the answer is 409 with the earlier response. After 1 month
             *     the same id works again. When omitted, every call reserves. A UUID is recommended.
             */
            requestId?: string;
            /**
             * @description Character encoding of the mail (10000 otherwise).
             * @default UTF-8
             * @enum {string}
             */
            encode?: "UTF-8" | "ISO-2022-JP";
            /**
             * @description Sender address; valid address format (10004), at most 256 characters (10005). Required (10003).
             *     Embedded commands `($db.Customer.<name>$)` may stand for the whole address or for characters of
             *     its local part or domain labels; the address is judged with each command in place of one letter.
             * @example info@shop.example.jp
             */
            fromAddress: string;
            /**
             * @description Sender name; at most 120 characters (10006).
             * @example サンプルショップ
             */
            fromName?: string;
            /**
             * @description Reply-to address; valid address format (10007), at most 256 characters (10008). Embedded commands
             *     may stand for the whole address or for characters of its local part or domain labels.
             */
            replyAddress?: string;
            /** @description Preheader text. */
            preheader?: string;
            /**
             * @description Subject; at most 120 characters (10010). Required (10009). May hold embedded commands.
             * @example 【サンプルショップ】春の新商品のお知らせ
             */
            subject: string;
            /**
             * @description Plain-text body, at most 512 KB (512,000 bytes; 10032). Text only gives a text mail, both bodies a multipart mail.
             *     Tracked URLs are written `<sym-tr symccid="0" symcc="true">{URL}</sym-tr>`.
             */
            bodyText?: string;
            /**
             * @description HTML body, at most 512 KB (512,000 bytes; 10032). HTML only gives an HTML mail, both bodies a multipart mail.
             *     Tracked links are written `<a symccid="0" symcc="true" href="{URL}">{text}</a>`.
             */
            bodyHtml?: string;
            /**
             * @description Name of the list column that holds the destination address. Required (10015); the list must have
             *     that column (10027).
             */
            deliveryMailAddressPropertyName: string;
            /**
             * @description Custom domain for click-feedback URLs. Needs a separate subscription (10002 otherwise).
             * @example click.shop.example.jp
             */
            trackingDomain?: string;
            /**
             * @description Whether the custom tracking domain supports SSL.
             * @default false
             */
            trackingDomainSslReady?: boolean;
            /**
             * Format: date-time
             * @description Reserved send time, ISO 8601 with offset. Required (10028), ISO 8601 (10029), from 5 minutes after
             *     now to the expiry of the list (10030). Sending may start up to about 5 minutes late.
             * @example 2024-05-03T09:00:00+09:00
             */
            sendDateTime: string;
            /**
             * @description When true, the mail gets the headers `List-Unsubscribe-Post: List-Unsubscribe=One-Click` and
             *     `List-Unsubscribe` (an https URL in angle brackets), so supporting mail clients show an
             *     unsubscribe link. Fetch the unsubscribe reports after sending and exclude those recipients from
             *     later lists.
             * @default false
             */
            oneClickUnsubscriptionReady?: boolean;
        } & (unknown | unknown);
        /**
         * @description A tracked URL issued for a body.
         * @example {
         *       "id": 1,
         *       "url": "https://shop.example.jp/spring"
         *     }
         */
        ClickFeedback: {
            /**
             * Format: int64
             * @description Click feedback id; the `clickId` column of the clicks report.
             */
            id: number;
            /** @description The URL as written in the body, before conversion. */
            url: string;
        };
        /**
         * @description Answer of sending, creating and reserving a delivery. A test delivery answers 200 with an empty body
         *     instead.
         */
        DeliveryResponse: {
            /**
             * Format: int64
             * @description Delivery id; needed for status, deletion and reports.
             */
            deliveryTaskId: number;
            /** @description Click feedbacks issued for the text body. */
            textClickFeedbacks: components["schemas"]["ClickFeedback"][];
            /** @description Click feedbacks issued for the HTML body. */
            htmlClickFeedbacks: components["schemas"]["ClickFeedback"][];
        };
        /** @description Status of a delivery. */
        DeliveryStatus: {
            /**
             * Format: int64
             * @description Delivery id.
             */
            deliveryTaskId: number;
            /**
             * @description `SENDING`: in progress, `sent` mails are done. `COMPLETED`: finished, `sent` equals `total` (also
             *     when both are 0). `RESERVED`: reserved for later sending. `ERROR`: force-ended by engineer action;
             *     does not normally occur.
             * @enum {string}
             */
            status: "SENDING" | "COMPLETED" | "RESERVED" | "ERROR";
            /** @description Total number of mails. */
            total: number;
            /** @description Number of mails completed. */
            sent: number;
        };
        /** @description Answer of a recipient-list upload. */
        SendListRegistration: {
            /**
             * Format: int64
             * @description Id of the registered list; check the registration with `getSendList`.
             */
            sendListId: number;
        };
        /** @description Registration state of a recipient list. */
        SendList: {
            /**
             * Format: int64
             * @description Recipient list id.
             */
            sendListId: number;
            /**
             * @description `PROCESSING`: being registered. `SUCCESS`: registered. `FAIL`: registration failed, see
             *     `errorMessage`. `EXPIRED`: past its expiry.
             * @enum {string}
             */
            status: "PROCESSING" | "SUCCESS" | "FAIL" | "EXPIRED";
            /**
             * Format: date-time
             * @description Expiry of the list, 7 days after its registration.
             */
            expirationDateTime: string;
            /** @description Number of rows, excluding the header. */
            rowCount: number;
            /** @description Reason of a failed registration; null otherwise. */
            errorMessage: string | null;
            /**
             * Format: int64
             * @description The delivery setting using this list, or null.
             */
            deliveryTaskId: number | null;
        };
        /**
         * @description Code of a 400 error item. `x-error-codes` gives, for each code, the request property it names (null
         *     when none; a list when an item names one of several) and its cause, as the reference's table does.
         *     10011 and 10032 name `bodyText` or `bodyHtml` (whichever is at fault), 10020 names `start` or `end`;
         *     10034 (malformed JSON or type mismatch) names no property. Other codes may stand beside the expected
         *     one.
         * @enum {string}
         */
        MailErrorCode: "10000" | "10002" | "10003" | "10004" | "10005" | "10006" | "10007" | "10008" | "10009" | "10010" | "10011" | "10012" | "10013" | "10014" | "10015" | "10016" | "10017" | "10018" | "10019" | "10020" | "10021" | "10022" | "10023" | "10024" | "10025" | "10026" | "10027" | "10028" | "10029" | "10030" | "10031" | "10032" | "10033" | "10034" | "10035";
        /** @description One error of a 400 answer. */
        ApiErrorItem: {
            code: components["schemas"]["MailErrorCode"];
            /** @description The request property at fault, or null when none. */
            property: string | null;
            /** @description Human-readable description of the error. */
            message: string;
        };
        /**
         * @description Body of a 400 answer.
         * @example {
         *       "errors": [
         *         {
         *           "code": "10009",
         *           "property": "subject",
         *           "message": "subject is required."
         *         }
         *       ]
         *     }
         */
        ErrorResponse: {
            errors: components["schemas"]["ApiErrorItem"][];
        };
    };
    responses: {
        /** @description Malformed `start` or `end`. */
        ReportBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Authentication wrong or missing, including an expired token. Get a new token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Insufficient permission for the resource (for example a token without the needed scope). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Wrong URL, or resource not found (unknown user name, delivery or recipient list). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The method is not allowed for the path. */
        MethodNotAllowed: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /**
         * @description A delivery with the same `requestId` was already set within the last month; nothing is sent. The body
         *     equals the earlier delivery's response, and is empty when that request was a test delivery
         *     (`test: true`), whose answer had no body.
         */
        DuplicateRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DeliveryResponse"];
            };
        };
        /** @description The request body is over the size limit (`x-max-bytes` of the body); nothing is registered or sent. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /**
         * @description Too many requests in a period (about 5 calls per second as a guide). The rate limit is checked before
         *     the body is read: nothing was done, and the request may be repeated after `Retry-After`.
         */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Internal server error. The service may have acted on the request before it failed. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /**
         * @description Maintenance or a fault. Answered before the service acts on the request (before a list upload's body
         *     is read): nothing was sent, created or registered, and the request may be repeated after
         *     `Retry-After`.
         */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: {
        /**
         * @description Delivery id (`deliveryTaskId`), a positive integer.
         * @example 123456
         */
        DeliveryId: number;
        /**
         * @description Recipient list id (`sendListId`), a positive integer.
         * @example 5501
         */
        SendListId: number;
        /**
         * @description Start of the period, ISO 8601 date-time with offset (compared as an instant; report rows are in
         *     Asia/Tokyo). On the wire a `+` in the offset is `%2B`; clients percent-encode it, so pass the value as
         *     written (`+09:00`). A malformed value gives error 10020. Either, both or none of `start` and `end` may
         *     be given; none means the whole period.
         * @example 2024-05-01T00:00:00+09:00
         */
        ReportStart: string;
        /**
         * @description End of the period, ISO 8601 date-time with offset, passed as written (clients percent-encode a `+`
         *     as `%2B`). A malformed value gives error 10020.
         * @example 2024-05-31T23:59:59+09:00
         */
        ReportEnd: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Base64 encoding of the MD5 checksum of the CSV body. Verify the body against it: a network problem
         *     can truncate the data.
         * @example a2U3vNY2YdtmTXBO8p05iA==
         */
        ContentMD5: string;
        /**
         * @description Seconds to wait (or an HTTP date) before trying again.
         * @example 60
         */
        RetryAfter: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    sendDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendDeliveryRequest"];
            };
        };
        responses: {
            /** @description Sending started. For a test delivery (`test: true`) the body is empty: no delivery id is issued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryResponse"];
                };
            };
            /** @description Invalid request; nothing is sent. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["DuplicateRequest"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Delivery id (`deliveryTaskId`), a positive integer.
                 * @example 123456
                 */
                delivery_id: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delivery status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Delivery id (`deliveryTaskId`), a positive integer.
                 * @example 123456
                 */
                delivery_id: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. The body is empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The delivery cannot be deleted now. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDeliveryRequest"];
            };
        };
        responses: {
            /** @description Setting created; use `deliveryTaskId` with `sendDeliveryById`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryResponse"];
                };
            };
            /** @description Invalid content; no setting is created. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendDeliveryById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Delivery id (`deliveryTaskId`), a positive integer.
                 * @example 123456
                 */
                delivery_id: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendDeliveryByIdRequest"];
            };
        };
        responses: {
            /** @description Sending started. For a test delivery (`test: true`) the body is empty: no delivery id is issued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryResponse"];
                };
            };
            /** @description Invalid request; nothing is sent. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["DuplicateRequest"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadSendList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The recipient list as CSV with a header row, UTF-8, at most 300 MB. */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description List accepted for registration; poll `getSendList` for the outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendListRegistration"];
                };
            };
            /**
             * @description The body is not sent as `text/csv`; nothing is registered. Breaking a list rule is not a 400: the
             *     list registers and turns `FAIL`.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSendList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Recipient list id (`sendListId`), a positive integer.
                 * @example 5501
                 */
                send_list_id: components["parameters"]["SendListId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reserveDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReserveDeliveryRequest"];
            };
        };
        responses: {
            /** @description Delivery reserved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryResponse"];
                };
            };
            /** @description Invalid reservation; nothing is reserved. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["DuplicateRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    opens: {
        parameters: {
            query?: {
                /**
                 * @description Start of the period, ISO 8601 date-time with offset (compared as an instant; report rows are in
                 *     Asia/Tokyo). On the wire a `+` in the offset is `%2B`; clients percent-encode it, so pass the value as
                 *     written (`+09:00`). A malformed value gives error 10020. Either, both or none of `start` and `end` may
                 *     be given; none means the whole period.
                 * @example 2024-05-01T00:00:00+09:00
                 */
                start?: components["parameters"]["ReportStart"];
                /**
                 * @description End of the period, ISO 8601 date-time with offset, passed as written (clients percent-encode a `+`
                 *     as `%2B`). A malformed value gives error 10020.
                 * @example 2024-05-31T23:59:59+09:00
                 */
                end?: components["parameters"]["ReportEnd"];
            };
            header?: never;
            path: {
                /**
                 * @description Delivery id (`deliveryTaskId`), a positive integer.
                 * @example 123456
                 */
                delivery_id: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV report of opens. */
            200: {
                headers: {
                    "Content-MD5": components["headers"]["ContentMD5"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream;charset=UTF-8": string;
                };
            };
            400: components["responses"]["ReportBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    clicks: {
        parameters: {
            query?: {
                /**
                 * @description Start of the period, ISO 8601 date-time with offset (compared as an instant; report rows are in
                 *     Asia/Tokyo). On the wire a `+` in the offset is `%2B`; clients percent-encode it, so pass the value as
                 *     written (`+09:00`). A malformed value gives error 10020. Either, both or none of `start` and `end` may
                 *     be given; none means the whole period.
                 * @example 2024-05-01T00:00:00+09:00
                 */
                start?: components["parameters"]["ReportStart"];
                /**
                 * @description End of the period, ISO 8601 date-time with offset, passed as written (clients percent-encode a `+`
                 *     as `%2B`). A malformed value gives error 10020.
                 * @example 2024-05-31T23:59:59+09:00
                 */
                end?: components["parameters"]["ReportEnd"];
            };
            header?: never;
            path: {
                /**
                 * @description Delivery id (`deliveryTaskId`), a positive integer.
                 * @example 123456
                 */
                delivery_id: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV report of clicks. */
            200: {
                headers: {
                    "Content-MD5": components["headers"]["ContentMD5"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream;charset=UTF-8": string;
                };
            };
            400: components["responses"]["ReportBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    errors: {
        parameters: {
            query?: {
                /**
                 * @description Start of the period, ISO 8601 date-time with offset (compared as an instant; report rows are in
                 *     Asia/Tokyo). On the wire a `+` in the offset is `%2B`; clients percent-encode it, so pass the value as
                 *     written (`+09:00`). A malformed value gives error 10020. Either, both or none of `start` and `end` may
                 *     be given; none means the whole period.
                 * @example 2024-05-01T00:00:00+09:00
                 */
                start?: components["parameters"]["ReportStart"];
                /**
                 * @description End of the period, ISO 8601 date-time with offset, passed as written (clients percent-encode a `+`
                 *     as `%2B`). A malformed value gives error 10020.
                 * @example 2024-05-31T23:59:59+09:00
                 */
                end?: components["parameters"]["ReportEnd"];
            };
            header?: never;
            path: {
                /**
                 * @description Delivery id (`deliveryTaskId`), a positive integer.
                 * @example 123456
                 */
                delivery_id: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV report of failed recipients. */
            200: {
                headers: {
                    "Content-MD5": components["headers"]["ContentMD5"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream;charset=UTF-8": string;
                };
            };
            400: components["responses"]["ReportBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    results: {
        parameters: {
            query?: {
                /**
                 * @description Start of the period, ISO 8601 date-time with offset (compared as an instant; report rows are in
                 *     Asia/Tokyo). On the wire a `+` in the offset is `%2B`; clients percent-encode it, so pass the value as
                 *     written (`+09:00`). A malformed value gives error 10020. Either, both or none of `start` and `end` may
                 *     be given; none means the whole period.
                 * @example 2024-05-01T00:00:00+09:00
                 */
                start?: components["parameters"]["ReportStart"];
                /**
                 * @description End of the period, ISO 8601 date-time with offset, passed as written (clients percent-encode a `+`
                 *     as `%2B`). A malformed value gives error 10020.
                 * @example 2024-05-31T23:59:59+09:00
                 */
                end?: components["parameters"]["ReportEnd"];
            };
            header?: never;
            path: {
                /**
                 * @description Delivery id (`deliveryTaskId`), a positive integer.
                 * @example 123456
                 */
                delivery_id: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV report of delivery results. */
            200: {
                headers: {
                    "Content-MD5": components["headers"]["ContentMD5"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream;charset=UTF-8": string;
                };
            };
            400: components["responses"]["ReportBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unsubscribes: {
        parameters: {
            query?: {
                /**
                 * @description Start of the period, ISO 8601 date-time with offset (compared as an instant; report rows are in
                 *     Asia/Tokyo). On the wire a `+` in the offset is `%2B`; clients percent-encode it, so pass the value as
                 *     written (`+09:00`). A malformed value gives error 10020. Either, both or none of `start` and `end` may
                 *     be given; none means the whole period.
                 * @example 2024-05-01T00:00:00+09:00
                 */
                start?: components["parameters"]["ReportStart"];
                /**
                 * @description End of the period, ISO 8601 date-time with offset, passed as written (clients percent-encode a `+`
                 *     as `%2B`). A malformed value gives error 10020.
                 * @example 2024-05-31T23:59:59+09:00
                 */
                end?: components["parameters"]["ReportEnd"];
            };
            header?: never;
            path: {
                /**
                 * @description Delivery id (`deliveryTaskId`), a positive integer.
                 * @example 123456
                 */
                delivery_id: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV report of unsubscribe requests. */
            200: {
                headers: {
                    "Content-MD5": components["headers"]["ContentMD5"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream;charset=UTF-8": string;
                };
            };
            400: components["responses"]["ReportBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    allErrors: {
        parameters: {
            query?: {
                /**
                 * @description Start of the period, ISO 8601 date-time with offset (compared as an instant; report rows are in
                 *     Asia/Tokyo). On the wire a `+` in the offset is `%2B`; clients percent-encode it, so pass the value as
                 *     written (`+09:00`). A malformed value gives error 10020. Either, both or none of `start` and `end` may
                 *     be given; none means the whole period.
                 * @example 2024-05-01T00:00:00+09:00
                 */
                start?: components["parameters"]["ReportStart"];
                /**
                 * @description End of the period, ISO 8601 date-time with offset, passed as written (clients percent-encode a `+`
                 *     as `%2B`). A malformed value gives error 10020.
                 * @example 2024-05-31T23:59:59+09:00
                 */
                end?: components["parameters"]["ReportEnd"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV report of failed recipients over all deliveries. */
            200: {
                headers: {
                    "Content-MD5": components["headers"]["ContentMD5"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream;charset=UTF-8": string;
                };
            };
            400: components["responses"]["ReportBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    allUnsubscribes: {
        parameters: {
            query?: {
                /**
                 * @description Start of the period, ISO 8601 date-time with offset (compared as an instant; report rows are in
                 *     Asia/Tokyo). On the wire a `+` in the offset is `%2B`; clients percent-encode it, so pass the value as
                 *     written (`+09:00`). A malformed value gives error 10020. Either, both or none of `start` and `end` may
                 *     be given; none means the whole period.
                 * @example 2024-05-01T00:00:00+09:00
                 */
                start?: components["parameters"]["ReportStart"];
                /**
                 * @description End of the period, ISO 8601 date-time with offset, passed as written (clients percent-encode a `+`
                 *     as `%2B`). A malformed value gives error 10020.
                 * @example 2024-05-31T23:59:59+09:00
                 */
                end?: components["parameters"]["ReportEnd"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV report of unsubscribe requests over all deliveries. */
            200: {
                headers: {
                    "Content-MD5": components["headers"]["ContentMD5"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream;charset=UTF-8": string;
                };
            };
            400: components["responses"]["ReportBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
