// Generated from specs/database.yaml by the platform-sdk generator. Do not edit.

export interface paths {
    "/apidefinitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API definitions
         * @description Returns the API definitions of the account, at most `limit` per page. When more remain, the page
         *     carries `metadata.continueToken`; pass it as `continueToken` (with the same `limit`) to get the next
         *     page. The last page has no token.
         */
        get: operations["listApiDefinition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apidefinitions/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores
                 *     (`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404
                 *     (except for `putApiDefinition`, which creates the definition).
                 * @example member
                 */
                name: components["parameters"]["ApiDefinitionName"];
            };
            cookie?: never;
        };
        /**
         * Get an API definition
         * @description Returns the definition `{name}` with its status. Use it to check `status.ready.status` before calling
         *     the record API, and to fetch the current select options before replacing them.
         */
        get: operations["getApiDefinition"];
        /**
         * Register or update an API definition
         * @description Creates the definition `{name}`, or replaces it when it exists, and answers the registered definition
         *     with its status. The body carries `metadata` (`kind: ApiDefinition`, `apiVersion: database/v1` and
         *     `name`, which must equal `{name}`) and `spec`; `status` and the metadata the service sets may be sent
         *     back from a fetched definition and are ignored.
         *
         *     - `spec.resources.main` binds an existing database by the name from the database definitions, or
         *       creates a history database (`historyDb`) of a new name that does not begin with `_`.
         *     - Each property is bound to the item named by `x-platform-mapping`, or to the item
         *       `{name}_{property}`, which is created when missing if its type can be created (creating items in
         *       the master database can change the monthly fee).
         *     - A master database definition needs `id` of type platformId; a history database definition needs
         *       `id` of type historyId and a platformId property.
         *     - Given `x-platform-select-value-definitions` replace the options of the item: options left out are
         *       deleted with their stored selections. Omit the attribute to leave the options alone.
         *     - Properties left out of an update stay as database items; only the API no longer has them.
         *     - At most 20 definitions per account and 100 properties per definition.
         *
         *     Any broken rule is a 400 naming the field and the rule; nothing is changed then. The record API can be
         *     used once `status.ready.status` is true: until then (while database settings are applied) poll
         *     `getApiDefinition`.
         *
         *     Clients check the body before sending it (`x-body-check: api-definition` on the body), against every
         *     rule that holds whatever the account holds, and refuse a body that breaks one, naming each field and
         *     rule broken (up to 20), so that it never reaches the service: `metadata` (`kind`, `apiVersion`, a `name`
         *     that matches `^[a-z][a-zA-Z0-9_]*$` and equals `{name}`); `spec` with `resources` and `schema` only;
         *     `spec.resources.main` with a non-empty `mapping` and a `type` of `customerDb` or `historyDb`;
         *     `spec.schema` with `properties` only; at most 100 properties, each named by the property-name rule and
         *     each with the fields of its shape only (`PropertyDefinitionInput`); an `x-platform-type` from the
         *     item-type table, with a `type` and `format` that agree with it, or else one of the five `type`/`format`
         *     pairs that stand for a type; a non-empty `x-platform-mapping` and a boolean `nullable` where given;
         *     `x-platform-mapping` on every property of a type that cannot be created (but `id` and a history
         *     definition's platformId property); options on select types only, each `{value, label, hasExtraText}`
         *     with an integer `value` of at least 1, unique within the property, and a non-empty `label`; and the id
         *     rule (rule 5). What depends on the account stays with the service: the 21st definition, a database or
         *     item that does not exist or whose type differs, an item bound twice, and the reserved names of a new
         *     history database.
         */
        put: operations["putApiDefinition"];
        post?: never;
        /**
         * Delete an API definition
         * @description Deletes the definition `{name}` and with it its record API. The database items it was bound to, and
         *     their data, stay. Answers 200 with a `DeleteResult` saying what was deleted. A deleted definition is
         *     unknown: deleting it again answers 404 (a client that repeats a delete whose first answer was lost
         *     counts that 404 as done).
         */
        delete: operations["deleteApiDefinition"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apidefinitions/{name}/openapi": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores
                 *     (`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404
                 *     (except for `putApiDefinition`, which creates the definition).
                 * @example member
                 */
                name: components["parameters"]["ApiDefinitionName"];
            };
            cookie?: never;
        };
        /**
         * Get the OpenAPI document of an API definition
         * @description Returns the OpenAPI 3.0.1 document of the record operations of the definition `{name}`, in the
         *     service's layout (full record paths under a server of the host only; see the tag `openApi` for its
         *     shape, the filters and the operators per item type).
         */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one OpenAPI document of every API definition
         * @description Returns one OpenAPI 3.0.1 document holding the record operations of every definition of the account:
         *     the same paths, tags and component schemas per definition as `getOpenApi`, side by side. This is the
         *     document the records client is generated from.
         */
        get: operations["getAllOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/databasedefinitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List database definitions
         * @description Returns the database settings of the account (master and history databases), at most `limit` per
         *     page, with `metadata.continueToken` while more remain. A database's `metadata.name` is the `mapping`
         *     of a definition; a column's `name` is what `x-platform-mapping` binds.
         */
        get: operations["listDatabaseDefinition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/databasedefinitions/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Database name (`metadata.name` of a database definition). An unknown name gives 404.
                 * @example _customer
                 */
                name: components["parameters"]["DatabaseName"];
            };
            cookie?: never;
        };
        /**
         * Get a database definition
         * @description Returns the settings of the database `{name}`: display name, type and columns in display order, with
         *     the options of select columns. Use it to find the `x-platform-mapping` of an existing item.
         */
        get: operations["getDatabaseDefinition"];
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
        /** @description Identity of an API definition. `accountCode`, `creationTimestamp`, `uid` and `resourceVersion` are set by the service. */
        ApiDefinitionMetadata: {
            /**
             * @description Always `ApiDefinition`.
             * @constant
             */
            kind: "ApiDefinition";
            /**
             * @description API definition name: a lowercase letter, then letters, digits or underscores. It is the path
             *     segment of its record operations and the stem of their names (`member` gives `createMember`).
             * @example member
             */
            name: string;
            /**
             * @description Always `database/v1`.
             * @constant
             */
            apiVersion: "database/v1";
            /**
             * @description The account the object belongs to; set by the service.
             * @example demo
             */
            readonly accountCode: string;
            /**
             * Format: date-time
             * @description When the object was created (ISO 8601); set by the service.
             */
            readonly creationTimestamp: string;
            /** @description Unique id of the object; set by the service. */
            readonly uid: string;
            /** @description Version of the object, changed by the service on every update. */
            readonly resourceVersion: string;
        };
        /**
         * @description Identity of the definition to register. The service-set fields of a fetched definition
         *     (`accountCode`, `creationTimestamp`, `uid`, `resourceVersion`) may be sent back and are ignored.
         */
        ApiDefinitionInputMetadata: {
            /**
             * @description Must be `ApiDefinition`.
             * @constant
             */
            kind: "ApiDefinition";
            /**
             * @description Always `database/v1`.
             * @constant
             */
            apiVersion: "database/v1";
            /**
             * @description API definition name: a lowercase letter, then letters, digits or underscores. It is the path
             *     segment of its record operations and the stem of their names (`member` gives `createMember`).
             * @example member
             */
            name: string;
        };
        /**
         * @description `customerDb`: the master database. `historyDb`: a history database.
         * @enum {string}
         */
        DatabaseType: "customerDb" | "historyDb";
        /**
         * @description Item type of a property (`x-platform-type`). `x-item-types` gives, for each type, its OpenAPI `type`
         *     and `format` (null when none), whether a new item of it can be created, the filter operators of
         *     its properties in the records document (none for password types) and the reference's note; a select
         *     type adds `select` (`single` or `multiple` options chosen), a type whose values the service sets
         *     (refused in create and patch bodies) `readOnly: true`, and one whose values are stored and never
         *     returned `writeOnly: true`. `x-filter-operators` lists every filter operator with what its operand is
         *     (Filters): `valueOrNull` (a value or null), `flag` (a boolean), `list` (a non-empty array of values),
         *     `text` (a text) or `value` (one value).
         * @enum {string}
         */
        PlatformItemType: "platformId" | "historyId" | "mailAddress" | "mobileMailAddress" | "updatedDate" | "registeredDate" | "mailRefusalFlag" | "mailAddressErrorCount" | "mobileMailAddressErrorCount" | "mlRefusalFlags" | "text" | "number" | "date" | "monthDay" | "dateTime" | "singleSelect" | "multipleSelect" | "password" | "passwordHash";
        /**
         * @description One option of a select item.
         * @example {
         *       "value": 4,
         *       "label": "その他",
         *       "hasExtraText": true
         *     }
         */
        SelectValueDefinition: {
            /** @description Option value, unique within the item; what records and filters carry. */
            value: number;
            /** @description Display label of the option. */
            label: string;
            /** @description Whether a record selecting this option may carry a free text (`extraText`). */
            hasExtraText: boolean;
        };
        /**
         * @description Schema of one select value in a record, filled in by the service for select types:
         *     `{value: integer (required), extraText: string, nullable}`.
         */
        SelectItemsSchema: {
            /** @constant */
            type: "object";
            properties: {
                /** @description The option value, `{type: integer}`. */
                value: {
                    /** @constant */
                    type: "integer";
                };
                /** @description The free text of the option, `{type: string, nullable: true}`. */
                extraText: {
                    /** @constant */
                    type: "string";
                    /** @constant */
                    nullable: true;
                };
            };
            /** @description `[value]`. */
            required: "value"[];
        };
        /**
         * @description One property of a registered definition, as the service answers it: the item type, the bound item,
         *     the OpenAPI type and format, and for select types the options and the schema of a select value
         *     (`SelectPropertyDefinition`); any other type is a `TypedPropertyDefinition`.
         */
        PropertyDefinition: components["schemas"]["TypedPropertyDefinition"] | components["schemas"]["SelectPropertyDefinition"];
        /** @description A registered property of any type but the select types. */
        TypedPropertyDefinition: {
            /**
             * @description Item type, not a select type.
             * @enum {unknown}
             */
            "x-platform-type": "platformId" | "historyId" | "mailAddress" | "mobileMailAddress" | "updatedDate" | "registeredDate" | "mailRefusalFlag" | "mailAddressErrorCount" | "mobileMailAddressErrorCount" | "text" | "number" | "date" | "monthDay" | "dateTime" | "password" | "passwordHash";
            /**
             * @description Name of the database item the property is bound to (a column `name` of the database definition).
             *     Set by the service in answers; set it in a put to bind an existing item.
             * @example _mailAddress
             */
            "x-platform-mapping": string;
            /**
             * @description OpenAPI type of the values (see the item-type table).
             * @enum {string}
             */
            type: "string" | "number" | "integer" | "boolean" | "array";
            /**
             * @description OpenAPI format of the values, where the item type has one.
             * @enum {string}
             */
            format?: "email" | "date" | "date-time" | "month-day" | "int64";
            /** @description Whether the value may be null; filled in by the service (ignored in a put). */
            readonly nullable: boolean;
        };
        /** @description A registered select property, with its options and the schema of one select value. */
        SelectPropertyDefinition: {
            /**
             * @description A select item type.
             * @enum {unknown}
             */
            "x-platform-type": "singleSelect" | "multipleSelect" | "mlRefusalFlags";
            /**
             * @description Name of the database item the property is bound to (a column `name` of the database definition).
             *     Set by the service in answers; set it in a put to bind an existing item.
             * @example _mailAddress
             */
            "x-platform-mapping": string;
            /**
             * @description Always `array`.
             * @constant
             */
            type: "array";
            /** @description Whether the value may be null; filled in by the service (ignored in a put). */
            readonly nullable: boolean;
            /**
             * @description Options of a select item (singleSelect, multipleSelect, mlRefusalFlags). In a put, the given list
             *     replaces the options: options left out are deleted together with the stored selections of them.
             *     Omit the attribute to leave the options as they are (for example to the management screen).
             */
            "x-platform-select-value-definitions"?: components["schemas"]["SelectValueDefinition"][];
            /** @description The schema of one select value; filled in by the service (ignored in a put). */
            readonly items: components["schemas"]["SelectItemsSchema"];
        };
        /** @description The registered `id` of a master database definition (type platformId). */
        PlatformIdPropertyDefinition: {
            /** @constant */
            "x-platform-type": "platformId";
            /**
             * @description Name of the database item the property is bound to (a column `name` of the database definition).
             *     Set by the service in answers; set it in a put to bind an existing item.
             * @example _mailAddress
             */
            "x-platform-mapping": string;
            /** @constant */
            type: "integer";
            /** @constant */
            format: "int64";
            /**
             * @description Always false; every record has its id.
             * @constant
             */
            readonly nullable: false;
        };
        /** @description The registered `id` of a history database definition (type historyId). */
        HistoryIdPropertyDefinition: {
            /** @constant */
            "x-platform-type": "historyId";
            /**
             * @description Name of the database item the property is bound to (a column `name` of the database definition).
             *     Set by the service in answers; set it in a put to bind an existing item.
             * @example _mailAddress
             */
            "x-platform-mapping": string;
            /** @constant */
            type: "integer";
            /** @constant */
            format: "int64";
            /**
             * @description Always false; every record has its id.
             * @constant
             */
            readonly nullable: false;
        };
        /** @description The registered `id`, a platformId in a master database definition, a historyId in a history one. */
        IdPropertyDefinition: components["schemas"]["PlatformIdPropertyDefinition"] | components["schemas"]["HistoryIdPropertyDefinition"];
        /** @description The database the definition binds. */
        ApiDefinitionResources: {
            main: {
                /**
                 * @description Database name to bind: for an existing database the `metadata.name` from the database
                 *     definitions. A `historyDb` name that does not exist yet creates that history database; names
                 *     beginning with `_` are reserved and cannot be created.
                 * @example _customer
                 */
                mapping: string;
                type: components["schemas"]["DatabaseType"];
            };
        };
        /**
         * @description The bound database and the properties of its records, as registered. A master database definition has
         *     `id` of type platformId; a history database definition has `id` of type historyId and a property of
         *     type platformId.
         */
        ApiDefinitionSpec: {
            resources: components["schemas"]["ApiDefinitionResources"];
            /** @description The record schema; it holds `properties` only, as a put takes it. */
            schema: {
                /** @description Property name -> property definition; `id` and at most 99 more. */
                properties: {
                    id: components["schemas"]["IdPropertyDefinition"];
                } & {
                    [key: string]: components["schemas"]["PropertyDefinition"];
                };
            };
        };
        /**
         * @description One property of a definition to register: a `TypedPropertyInput` or `SelectPropertyInput` naming its
         *     `x-platform-type`, or, without it, a `type`/`format` pair that stands for a type: `string` = text,
         *     `number` = number (`TextOrNumberPropertyInput`); `string`/`date` = date, `string`/`month-day` =
         *     monthDay, `string`/`date-time` = dateTime (`DatePropertyInput`). `x-platform-mapping` binds an
         *     existing item; without it the property is bound to (and, if its type can be created, creates) the
         *     item `{definition}_{property}`. `nullable` and `items` of a fetched definition may be sent back and
         *     are ignored.
         * @example {
         *       "x-platform-type": "singleSelect",
         *       "x-platform-select-value-definitions": [
         *         {
         *           "value": 1,
         *           "label": "レギュラー",
         *           "hasExtraText": false
         *         }
         *       ]
         *     }
         * @example {
         *       "type": "string",
         *       "format": "month-day"
         *     }
         */
        PropertyDefinitionInput: components["schemas"]["TypedPropertyInput"] | components["schemas"]["SelectPropertyInput"] | components["schemas"]["TextOrNumberPropertyInput"] | components["schemas"]["DatePropertyInput"];
        /**
         * @description A property that names its item type, any type but the select types.
         * @example {
         *       "x-platform-type": "mailAddress",
         *       "x-platform-mapping": "_mailAddress"
         *     }
         */
        TypedPropertyInput: {
            /**
             * @description Item type, not a select type.
             * @enum {unknown}
             */
            "x-platform-type": "platformId" | "historyId" | "mailAddress" | "mobileMailAddress" | "updatedDate" | "registeredDate" | "mailRefusalFlag" | "mailAddressErrorCount" | "mobileMailAddressErrorCount" | "text" | "number" | "date" | "monthDay" | "dateTime" | "password" | "passwordHash";
            /**
             * @description Name of the database item the property is bound to (a column `name` of the database definition).
             *     Set by the service in answers; set it in a put to bind an existing item.
             * @example _mailAddress
             */
            "x-platform-mapping"?: string;
            /**
             * @description OpenAPI type of the values (see the item-type table).
             * @enum {string}
             */
            type?: "string" | "number" | "integer" | "boolean" | "array";
            /**
             * @description OpenAPI format of the values, where the item type has one.
             * @enum {string}
             */
            format?: "email" | "date" | "date-time" | "month-day" | "int64";
            /** @description Whether the value may be null; filled in by the service (ignored in a put). */
            readonly nullable?: boolean;
        };
        /**
         * @description A select property. Given options replace the item's options (options left out are deleted with their
         *     stored selections); without `x-platform-select-value-definitions` the options stay as they are.
         */
        SelectPropertyInput: {
            /**
             * @description A select item type.
             * @enum {unknown}
             */
            "x-platform-type": "singleSelect" | "multipleSelect" | "mlRefusalFlags";
            /**
             * @description Name of the database item the property is bound to (a column `name` of the database definition).
             *     Set by the service in answers; set it in a put to bind an existing item.
             * @example _mailAddress
             */
            "x-platform-mapping"?: string;
            /**
             * @description Always `array`.
             * @constant
             */
            type?: "array";
            /** @description Whether the value may be null; filled in by the service (ignored in a put). */
            readonly nullable?: boolean;
            /**
             * @description Options of a select item (singleSelect, multipleSelect, mlRefusalFlags). In a put, the given list
             *     replaces the options: options left out are deleted together with the stored selections of them.
             *     Omit the attribute to leave the options as they are (for example to the management screen).
             */
            "x-platform-select-value-definitions"?: components["schemas"]["SelectValueDefinition"][];
            /** @description The schema of one select value; filled in by the service (ignored in a put). */
            readonly items?: components["schemas"]["SelectItemsSchema"];
        };
        /** @description A property without `x-platform-type`: `type: string` is text, `type: number` is number. */
        TextOrNumberPropertyInput: {
            /**
             * @description `string` (text) or `number` (number); no format.
             * @enum {string}
             */
            type: "string" | "number";
            /**
             * @description Name of the database item the property is bound to (a column `name` of the database definition).
             *     Set by the service in answers; set it in a put to bind an existing item.
             * @example _mailAddress
             */
            "x-platform-mapping"?: string;
            /** @description Whether the value may be null; filled in by the service (ignored in a put). */
            readonly nullable?: boolean;
        };
        /** @description A property without `x-platform-type`: `string` with format `date` (date), `month-day` (monthDay) or `date-time` (dateTime). */
        DatePropertyInput: {
            /**
             * @description Always `string`.
             * @constant
             */
            type: "string";
            /**
             * @description `date` (`yyyy-MM-dd`), `month-day` (`--MM-dd`) or `date-time` (ISO 8601).
             * @enum {string}
             */
            format: "date" | "month-day" | "date-time";
            /**
             * @description Name of the database item the property is bound to (a column `name` of the database definition).
             *     Set by the service in answers; set it in a put to bind an existing item.
             * @example _mailAddress
             */
            "x-platform-mapping"?: string;
            /** @description Whether the value may be null; filled in by the service (ignored in a put). */
            readonly nullable?: boolean;
        };
        /** @description The `id` of a master database definition (type platformId); bound to the database's platform id without a mapping. */
        PlatformIdPropertyInput: {
            /** @constant */
            "x-platform-type": "platformId";
            /**
             * @description Name of the database item the property is bound to (a column `name` of the database definition).
             *     Set by the service in answers; set it in a put to bind an existing item.
             * @example _mailAddress
             */
            "x-platform-mapping"?: string;
            /** @constant */
            type?: "integer";
            /** @constant */
            format?: "int64";
            /** @description Whether the value may be null; filled in by the service (ignored in a put). */
            readonly nullable?: boolean;
        };
        /** @description The `id` of a history database definition (type historyId); bound to the database's history id without a mapping. */
        HistoryIdPropertyInput: {
            /** @constant */
            "x-platform-type": "historyId";
            /**
             * @description Name of the database item the property is bound to (a column `name` of the database definition).
             *     Set by the service in answers; set it in a put to bind an existing item.
             * @example _mailAddress
             */
            "x-platform-mapping"?: string;
            /** @constant */
            type?: "integer";
            /** @constant */
            format?: "int64";
            /** @description Whether the value may be null; filled in by the service (ignored in a put). */
            readonly nullable?: boolean;
        };
        /** @description The `id` to register, a platformId in a master database definition, a historyId in a history one. */
        IdPropertyInput: components["schemas"]["PlatformIdPropertyInput"] | components["schemas"]["HistoryIdPropertyInput"];
        /**
         * @description The database to bind and the properties of its records. A master database (`customerDb`) definition
         *     needs `id` of type platformId; a history database (`historyDb`) definition needs `id` of type
         *     historyId and a property of type platformId. At most 100 properties; names match
         *     `^[a-z][a-zA-Z0-9_]*$`.
         */
        ApiDefinitionSpecInput: {
            resources: components["schemas"]["ApiDefinitionResources"];
            /** @description The record schema. */
            schema: {
                /** @description Property name -> property definition; `id` and at most 99 more. */
                properties: {
                    id: components["schemas"]["IdPropertyInput"];
                } & {
                    [key: string]: components["schemas"]["PropertyDefinitionInput"];
                };
            };
        };
        /** @description One state of a definition. */
        ApiDefinitionCondition: {
            /**
             * Format: date-time
             * @description When the state last changed.
             */
            lastUpdatedTimestamp: string;
            /** @description Whether the condition holds. */
            status: boolean;
            /** @description Explanation of the state. */
            message: string;
        };
        /** @description State of a definition, set by the service (read-only, ignored in a put). */
        ApiDefinitionStatus: {
            /** @description `status` is true when the record API of the definition can be used; until then it cannot. */
            ready: components["schemas"]["ApiDefinitionCondition"];
            /** @description State of synchronization with the database settings. */
            databaseDefinitionSync: components["schemas"]["ApiDefinitionCondition"];
        };
        /** @description A registered API definition with its status. */
        ApiDefinition: {
            metadata: components["schemas"]["ApiDefinitionMetadata"];
            spec: components["schemas"]["ApiDefinitionSpec"];
            status: components["schemas"]["ApiDefinitionStatus"];
        };
        /**
         * @description A definition to register: `metadata` (kind, apiVersion, name) and `spec`. A fetched `ApiDefinition`
         *     may be sent back after changes: its `status` and service-set metadata are ignored.
         */
        PutApiDefinitionRequest: {
            metadata: components["schemas"]["ApiDefinitionInputMetadata"];
            spec: components["schemas"]["ApiDefinitionSpecInput"];
        };
        /** @description Paging state of a list answer. */
        ListMetadata: {
            /** @description Present when more items follow; pass it as `continueToken` to get them. Absent on the last page. */
            continueToken?: string;
        };
        /** @description One page of API definitions. */
        ApiDefinitionList: {
            metadata: components["schemas"]["ListMetadata"];
            items: components["schemas"]["ApiDefinition"][];
        };
        /** @description One item (column) of a database. */
        DatabaseColumn: {
            /** @description Item name; what `x-platform-mapping` binds. */
            name: string;
            /** @description Display name. */
            label: string;
            /** @description The item's type as the database settings name it (for example `platformId`, `historyId`, `text`, `singleSelect`; a select item may also show `array`). */
            type: string;
            /** @description Options of a select item; null for other items. */
            platformSelectValueDefinitions: components["schemas"]["SelectValueDefinition"][] | null;
        };
        /** @description Identity of a database; set by the service. */
        DatabaseDefinitionMetadata: {
            /**
             * @description Always `database/v1`.
             * @constant
             */
            apiVersion: "database/v1";
            /**
             * @description Always `DatabaseDefinition`.
             * @constant
             */
            kind: "DatabaseDefinition";
            /**
             * @description The account the object belongs to; set by the service.
             * @example demo
             */
            readonly accountCode: string;
            /**
             * @description Database name; the `mapping` of a definition that binds it.
             * @example _customer
             */
            name: string;
            /**
             * Format: date-time
             * @description When the object was created (ISO 8601); set by the service.
             */
            readonly creationTimestamp: string;
            /** @description Unique id of the object; set by the service. */
            readonly uid: string;
            /** @description Version of the object, changed by the service on every update. */
            readonly resourceVersion: string;
        };
        /** @description The settings of one database (read-only). */
        DatabaseDefinition: {
            metadata: components["schemas"]["DatabaseDefinitionMetadata"];
            spec: {
                /** @description Display name of the database. */
                label: string;
                type: components["schemas"]["DatabaseType"];
                /** @description Items of the database, in the display order of the management screen's database design. */
                columns: components["schemas"]["DatabaseColumn"][];
            };
        };
        /** @description One page of database definitions. */
        DatabaseDefinitionList: {
            metadata: components["schemas"]["ListMetadata"];
            items: components["schemas"]["DatabaseDefinition"][];
        };
        /**
         * @description OpenAPI 3.0.1 document of record operations, without `x-` extensions, in the service's layout (described
         *     under the tag `openApi`): `servers[0]` is the host of the database API, `paths` are the full record
         *     paths with the path parameter `accountCode`, `security` names `db:record:execute`, and
         *     `components.schemas` holds the record, filter, order, query, count and authenticate schemas of each
         *     definition.
         */
        RecordsOpenApiDocument: {
            /** @constant */
            openapi: "3.0.1";
            info: {
                title: string;
                /** @description Opaque. */
                version: string;
                description?: string;
            };
            servers?: {
                /** @description The host of the database API, without variables. */
                url: string;
            }[];
            /** @description `[{oauth: [db:record:execute]}, {bearer: []}]`. */
            security?: {
                [key: string]: string[];
            }[];
            /** @description One tag per definition, named as the definition. */
            tags?: {
                name: string;
                description?: string;
            }[];
            /** @description `…/{definition}/records`, `…/{definition}/query`, `…/{definition}/count`, `…/{definition}/records/{id}` and, with a passwordHash property, `…/{definition}/records/{id}/authenticate`, each after `/apis/record.database/v1/accounts/{accountCode}`. */
            paths: {
                [key: string]: {
                    [key: string]: unknown;
                };
            };
            components: {
                /** @description `accountCode`, the path parameter of every record path. */
                parameters?: {
                    [key: string]: {
                        [key: string]: unknown;
                    };
                };
                /** @description `{Definition}`, `{Definition}_Filter`, `_QueryRequest`, `_QueryResponse`, `_CountRequest`, `_CountResponse`, `_Order`, `_AuthenticateRequest`, `_AuthenticateResponse` per definition. */
                schemas?: {
                    [key: string]: {
                        [key: string]: unknown;
                    };
                };
                /** @description `oauth` (OAuth 2.0 client credentials) and `bearer` (HTTP bearer). */
                securitySchemes?: {
                    [key: string]: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        /** @description Answer of a delete: `{timestamp, status: 200, error: "OK", message, path}`. */
        DeleteResult: {
            /**
             * Format: date-time
             * @description When the answer was made (ISO 8601).
             */
            timestamp: string;
            /**
             * @description HTTP status, 200.
             * @constant
             */
            status: 200;
            /**
             * @description HTTP reason phrase, `OK`.
             * @constant
             */
            error: "OK";
            /** @description What was done, or what went wrong; for a 400 the field and the rule broken. */
            message: string;
            /**
             * @description Path of the request.
             * @example /apis/apidefinition.database/v1/accounts/demo/apidefinitions/member
             */
            path: string;
        };
        /**
         * @description Body of every error answer (4xx, 5xx), the same shape as `DeleteResult`. For a 400, `message` names the
         *     field and the rule broken.
         */
        ErrorBody: {
            /**
             * Format: date-time
             * @description When the answer was made (ISO 8601).
             */
            timestamp: string;
            /** @description HTTP status of the answer. */
            status: number;
            /**
             * @description HTTP reason phrase (for example `Bad Request`).
             * @example Bad Request
             */
            error: string;
            /** @description What was done, or what went wrong; for a 400 the field and the rule broken. */
            message: string;
            /**
             * @description Path of the request.
             * @example /apis/apidefinition.database/v1/accounts/demo/apidefinitions/member
             */
            path: string;
        };
    };
    responses: {
        /** @description `limit` is not an integer from 1 to 100, or `continueToken` is not one the service issued. */
        ListBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The access token is missing, invalid or expired. Get a new token. */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["UnauthorizedChallenge"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description The token lacks the scope the operation needs (`WWW-Authenticate` names it), or access to the resource
         *     is not permitted.
         */
        Forbidden: {
            headers: {
                "WWW-Authenticate": components["headers"]["InsufficientScopeChallenge"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Unknown account code, path, API definition or database definition. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The method is not allowed for the path; `Allow` lists the methods that are. */
        MethodNotAllowed: {
            headers: {
                Allow: components["headers"]["Allow"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description The request body is over 10,000,000 bytes and is not read (a definition of 100 properties is a few
         *     kilobytes). Nothing is changed.
         */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description The account's rate limit (token bucket: 150 requests per second, burst 300) is exhausted. Wait
         *     `Retry-After` seconds. Checked before the body: nothing was done, and the request may be repeated.
         */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Internal server error. Retry with backoff. The service may have acted on the request before it
         *     failed: a create or patch of a record may have been performed.
         */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Maintenance or a fault. Retry with backoff, after `Retry-After` when given. Answered before the
         *     service acts on the request: nothing was done, so any request may be repeated.
         */
        ServiceUnavailable: {
            headers: {
                /**
                 * @description Seconds to wait (or an HTTP date) before trying again, when known.
                 * @example 60
                 */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: {
        /**
         * @description API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores
         *     (`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404
         *     (except for `putApiDefinition`, which creates the definition).
         * @example member
         */
        ApiDefinitionName: string;
        /**
         * @description Database name (`metadata.name` of a database definition). An unknown name gives 404.
         * @example _customer
         */
        DatabaseName: string;
        /**
         * @description `metadata.continueToken` of the previous page; gets the items that follow it. Omit it for the first
         *     page. A token the service did not issue gives 400.
         */
        ContinueToken: string;
        /**
         * @description Items per page, an integer from 1 to 100 (default 100); another value gives 400.
         * @example 20
         */
        Limit: number;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Seconds to wait (or an HTTP date) before trying again.
         * @example 1
         */
        RetryAfter: string;
        /**
         * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent but is invalid or expired.
         * @example Bearer realm="database", error="invalid_token", error_description="The access token expired"
         */
        UnauthorizedChallenge: string;
        /**
         * @description RFC 6750 challenge with `error="insufficient_scope"` and the scope the operation needs.
         * @example Bearer realm="database", error="insufficient_scope", scope="db:apidefinition:design"
         */
        InsufficientScopeChallenge: string;
        /**
         * @description The methods the path allows.
         * @example GET, PUT, DELETE
         */
        Allow: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listApiDefinition: {
        parameters: {
            query?: {
                /**
                 * @description `metadata.continueToken` of the previous page; gets the items that follow it. Omit it for the first
                 *     page. A token the service did not issue gives 400.
                 */
                continueToken?: components["parameters"]["ContinueToken"];
                /**
                 * @description Items per page, an integer from 1 to 100 (default 100); another value gives 400.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of API definitions; `metadata.continueToken` is absent on the last page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiDefinitionList"];
                };
            };
            400: components["responses"]["ListBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores
                 *     (`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404
                 *     (except for `putApiDefinition`, which creates the definition).
                 * @example member
                 */
                name: components["parameters"]["ApiDefinitionName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API definition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiDefinition"];
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
    putApiDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores
                 *     (`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404
                 *     (except for `putApiDefinition`, which creates the definition).
                 * @example member
                 */
                name: components["parameters"]["ApiDefinitionName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutApiDefinitionRequest"];
            };
        };
        responses: {
            /**
             * @description The registered definition with its status. `status.ready.status` may still be false while the
             *     database settings are applied.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiDefinition"];
                };
            };
            /** @description The definition breaks a rule; nothing is changed. `message` names the field and the rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
    deleteApiDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores
                 *     (`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404
                 *     (except for `putApiDefinition`, which creates the definition).
                 * @example member
                 */
                name: components["parameters"]["ApiDefinitionName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
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
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores
                 *     (`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404
                 *     (except for `putApiDefinition`, which creates the definition).
                 * @example member
                 */
                name: components["parameters"]["ApiDefinitionName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document of the definition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordsOpenApiDocument"];
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
    getAllOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document of all definitions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordsOpenApiDocument"];
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
    listDatabaseDefinition: {
        parameters: {
            query?: {
                /**
                 * @description `metadata.continueToken` of the previous page; gets the items that follow it. Omit it for the first
                 *     page. A token the service did not issue gives 400.
                 */
                continueToken?: components["parameters"]["ContinueToken"];
                /**
                 * @description Items per page, an integer from 1 to 100 (default 100); another value gives 400.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of database definitions; `metadata.continueToken` is absent on the last page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DatabaseDefinitionList"];
                };
            };
            400: components["responses"]["ListBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDatabaseDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Database name (`metadata.name` of a database definition). An unknown name gives 404.
                 * @example _customer
                 */
                name: components["parameters"]["DatabaseName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database definition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DatabaseDefinition"];
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
}
