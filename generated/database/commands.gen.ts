// Generated from specs/database.yaml by the platform-sdk generator. Do not edit.

import type { CallOptions } from '@platform-sdk/runtime/internal';
import { type DatabaseCore, deleteApiDefinition, getAllOpenApi, getApiDefinition, getDatabaseDefinition, getOpenApi, listApiDefinition, listDatabaseDefinition, putApiDefinition } from './operations.gen.js';

/** What a command passes to its operation: path values and the query object by `key`, and the body. */
export interface CommandInput {
  readonly path: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
}

/** One operation as a command: what it takes, what it does, and its call. */
export type Command = {
    /** The command as typed: the kebab-case of the operationId. */
    readonly name: string;
    readonly operationId: string;
    readonly summary: string | undefined;
    readonly description: string | undefined;
    /** Method and path (`GET /deliveries/{delivery_id}`). */
    readonly http: string;
    /** `read` changes nothing; `send` sends mail (guarded by a requestId); `write` changes something else. */
    readonly effect: 'read' | 'send' | 'write';
    /** What the call answers: parsed JSON, nothing, or a CSV report (rows, verified against Content-MD5). */
    readonly response: 'json' | 'empty' | 'csv';
    readonly deprecated: boolean;
    readonly scopes: readonly string[];
    /** Path parameters (in path order), then query parameters; `key` is where the value goes in `CommandInput`. */
    readonly params: readonly {
      readonly name: string;
      readonly key: string;
      readonly in: 'path' | 'query';
      readonly required: boolean;
      readonly description: string | undefined;
      /** The parameter's schema, references resolved. */
      readonly schema: Readonly<Record<string, unknown>>;
    }[];
    readonly body:
      | {
          readonly kind: 'json' | 'csv';
          readonly mediaType: string;
          readonly required: boolean;
          readonly description: string | undefined;
          /** The JSON body's schema, references resolved (undefined for a CSV body). */
          readonly schema: Readonly<Record<string, unknown>> | undefined;
        }
      | undefined;
    /** Calls the operation through the core: its tokens, retries, rate limit, checks and typed errors. */
    readonly call: (core: DatabaseCore, input: CommandInput, options?: CallOptions) => unknown;
  };

/** Every operation of the Database API (management) as a command, in spec order (read by the `platform` command line and its MCP server). */
export const commands: readonly Command[] = [
  {
    name: 'list-api-definition',
    operationId: 'listApiDefinition',
    summary: 'List API definitions',
    description: 'Returns the API definitions of the account, at most `limit` per page. When more remain, the page\ncarries `metadata.continueToken`; pass it as `continueToken` (with the same `limit`) to get the next\npage. The last page has no token.\n',
    http: 'GET /apidefinitions',
    effect: 'read',
    response: 'json',
    deprecated: false,
    scopes: ['db:apidefinition:design'],
    params: [{ name: 'continueToken', key: 'continueToken', in: 'query', required: false, description: '`metadata.continueToken` of the previous page; gets the items that follow it. Omit it for the first\npage. A token the service did not issue gives 400.\n', schema: { 'type': 'string', minLength: 1 } }, { name: 'limit', key: 'limit', in: 'query', required: false, description: 'Items per page, an integer from 1 to 100 (default 100); another value gives 400.', schema: { 'type': 'integer', minimum: 1, maximum: 100, 'default': 100 } }],
    body: undefined,
    call: (core, input, options) => listApiDefinition(core, input.query as never, options),
  },
  {
    name: 'put-api-definition',
    operationId: 'putApiDefinition',
    summary: 'Register or update an API definition',
    description: 'Creates the definition `{name}`, or replaces it when it exists, and answers the registered definition\nwith its status. The body carries `metadata` (`kind: ApiDefinition`, `apiVersion: database/v1` and\n`name`, which must equal `{name}`) and `spec`; `status` and the metadata the service sets may be sent\nback from a fetched definition and are ignored.\n\n- `spec.resources.main` binds an existing database by the name from the database definitions, or\n  creates a history database (`historyDb`) of a new name that does not begin with `_`.\n- Each property is bound to the item named by `x-platform-mapping`, or to the item\n  `{name}_{property}`, which is created when missing if its type can be created (creating items in\n  the master database can change the monthly fee).\n- A master database definition needs `id` of type platformId; a history database definition needs\n  `id` of type historyId and a platformId property.\n- Given `x-platform-select-value-definitions` replace the options of the item: options left out are\n  deleted with their stored selections. Omit the attribute to leave the options alone.\n- Properties left out of an update stay as database items; only the API no longer has them.\n- At most 20 definitions per account and 100 properties per definition.\n\nAny broken rule is a 400 naming the field and the rule; nothing is changed then. The record API can be\nused once `status.ready.status` is true: until then (while database settings are applied) poll\n`getApiDefinition`.\n\nClients check the body before sending it (`x-body-check: api-definition` on the body), against every\nrule that holds whatever the account holds, and refuse a body that breaks one, naming each field and\nrule broken (up to 20), so that it never reaches the service: `metadata` (`kind`, `apiVersion`, a `name`\nthat matches `^[a-z][a-zA-Z0-9_]*$` and equals `{name}`); `spec` with `resources` and `schema` only;\n`spec.resources.main` with a non-empty `mapping` and a `type` of `customerDb` or `historyDb`;\n`spec.schema` with `properties` only; at most 100 properties, each named by the property-name rule and\neach with the fields of its shape only (`PropertyDefinitionInput`); an `x-platform-type` from the\nitem-type table, with a `type` and `format` that agree with it, or else one of the five `type`/`format`\npairs that stand for a type; a non-empty `x-platform-mapping` and a boolean `nullable` where given;\n`x-platform-mapping` on every property of a type that cannot be created (but `id` and a history\ndefinition\'s platformId property); options on select types only, each `{value, label, hasExtraText}`\nwith an integer `value` of at least 1, unique within the property, and a non-empty `label`; and the id\nrule (rule 5). What depends on the account stays with the service: the 21st definition, a database or\nitem that does not exist or whose type differs, an item bound twice, and the reserved names of a new\nhistory database.\n',
    http: 'PUT /apidefinitions/{name}',
    effect: 'write',
    response: 'json',
    deprecated: false,
    scopes: ['db:apidefinition:design'],
    params: [{ name: 'name', key: 'name', in: 'path', required: true, description: 'API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores\n(`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404\n(except for `putApiDefinition`, which creates the definition).\n', schema: { 'type': 'string', minLength: 1, pattern: '^[a-z][a-zA-Z0-9_]*$' } }],
    body: { kind: 'json', mediaType: 'application/json', required: true, description: undefined, schema: { 'type': 'object', description: 'A definition to register: `metadata` (kind, apiVersion, name) and `spec`. A fetched `ApiDefinition`\nmay be sent back after changes: its `status` and service-set metadata are ignored.\n', required: ['metadata', 'spec'], properties: { metadata: { 'type': 'object', description: 'Identity of the definition to register. The service-set fields of a fetched definition\n(`accountCode`, `creationTimestamp`, `uid`, `resourceVersion`) may be sent back and are ignored.\n', required: ['kind', 'apiVersion', 'name'], properties: { kind: { 'type': 'string', 'const': 'ApiDefinition', description: 'Must be `ApiDefinition`.' }, apiVersion: { 'type': 'string', 'const': 'database/v1', description: 'Always `database/v1`.' }, name: { 'type': 'string', pattern: '^[a-z][a-zA-Z0-9_]*$', description: 'API definition name: a lowercase letter, then letters, digits or underscores. It is the path\nsegment of its record operations and the stem of their names (`member` gives `createMember`).\n' } } }, spec: { 'type': 'object', description: 'The database to bind and the properties of its records. A master database (`customerDb`) definition\nneeds `id` of type platformId; a history database (`historyDb`) definition needs `id` of type\nhistoryId and a property of type platformId. At most 100 properties; names match\n`^[a-z][a-zA-Z0-9_]*$`.\n', required: ['resources', 'schema'], additionalProperties: false, not: { anyOf: [{ description: 'A master database definition whose id is not a platformId.', required: ['resources', 'schema'], properties: { resources: { required: ['main'], properties: { main: { required: ['type'], properties: { 'type': { 'const': 'customerDb' } } } } }, schema: { required: ['properties'], properties: { properties: { required: ['id'], properties: { id: { required: ['x-platform-type'], properties: { 'x-platform-type': { 'const': 'historyId' } } } } } } } } }, { description: 'A history database definition whose id is not a historyId.', required: ['resources', 'schema'], properties: { resources: { required: ['main'], properties: { main: { required: ['type'], properties: { 'type': { 'const': 'historyDb' } } } } }, schema: { required: ['properties'], properties: { properties: { required: ['id'], properties: { id: { required: ['x-platform-type'], properties: { 'x-platform-type': { 'const': 'platformId' } } } } } } } } }, { description: 'A history database definition without a property of type platformId.', required: ['resources', 'schema'], properties: { resources: { required: ['main'], properties: { main: { required: ['type'], properties: { 'type': { 'const': 'historyDb' } } } } }, schema: { required: ['properties'], properties: { properties: { additionalProperties: { not: { required: ['x-platform-type'], properties: { 'x-platform-type': { 'const': 'platformId' } } } } } } } } }] }, properties: { resources: { 'type': 'object', description: 'The database the definition binds.', required: ['main'], additionalProperties: false, properties: { main: { 'type': 'object', required: ['mapping', 'type'], additionalProperties: false, properties: { mapping: { 'type': 'string', minLength: 1, description: 'Database name to bind: for an existing database the `metadata.name` from the database\ndefinitions. A `historyDb` name that does not exist yet creates that history database; names\nbeginning with `_` are reserved and cannot be created.\n' }, 'type': { 'type': 'string', 'enum': ['customerDb', 'historyDb'], description: '`customerDb`: the master database. `historyDb`: a history database.' } } } } }, schema: { 'type': 'object', description: 'The record schema.', required: ['properties'], additionalProperties: false, properties: { properties: { 'type': 'object', description: 'Property name -> property definition; `id` and at most 99 more.', required: ['id'], propertyNames: { pattern: '^[a-z][a-zA-Z0-9_]*$' }, maxProperties: 100, properties: { id: { description: 'The `id` to register, a platformId in a master database definition, a historyId in a history one.', oneOf: [{ 'type': 'object', description: 'The `id` of a master database definition (type platformId); bound to the database\'s platform id without a mapping.', required: ['x-platform-type'], additionalProperties: false, properties: { 'x-platform-type': { 'type': 'string', 'const': 'platformId' }, 'x-platform-mapping': { 'type': 'string', minLength: 1, description: 'Name of the database item the property is bound to (a column `name` of the database definition).\nSet by the service in answers; set it in a put to bind an existing item.\n' }, 'type': { 'type': 'string', 'const': 'integer' }, format: { 'type': 'string', 'const': 'int64' }, nullable: { 'type': 'boolean', readOnly: true, description: 'Whether the value may be null; filled in by the service (ignored in a put).' } } }, { 'type': 'object', description: 'The `id` of a history database definition (type historyId); bound to the database\'s history id without a mapping.', required: ['x-platform-type'], additionalProperties: false, properties: { 'x-platform-type': { 'type': 'string', 'const': 'historyId' }, 'x-platform-mapping': { 'type': 'string', minLength: 1, description: 'Name of the database item the property is bound to (a column `name` of the database definition).\nSet by the service in answers; set it in a put to bind an existing item.\n' }, 'type': { 'type': 'string', 'const': 'integer' }, format: { 'type': 'string', 'const': 'int64' }, nullable: { 'type': 'boolean', readOnly: true, description: 'Whether the value may be null; filled in by the service (ignored in a put).' } } }] } }, additionalProperties: { description: 'One property of a definition to register: a `TypedPropertyInput` or `SelectPropertyInput` naming its\n`x-platform-type`, or, without it, a `type`/`format` pair that stands for a type: `string` = text,\n`number` = number (`TextOrNumberPropertyInput`); `string`/`date` = date, `string`/`month-day` =\nmonthDay, `string`/`date-time` = dateTime (`DatePropertyInput`). `x-platform-mapping` binds an\nexisting item; without it the property is bound to (and, if its type can be created, creates) the\nitem `{definition}_{property}`. `nullable` and `items` of a fetched definition may be sent back and\nare ignored.\n', anyOf: [{ 'type': 'object', description: 'A property that names its item type, any type but the select types.', required: ['x-platform-type'], additionalProperties: false, properties: { 'x-platform-type': { allOf: [{ 'type': 'string', description: 'Item type of a property (`x-platform-type`). `x-item-types` gives, for each type, its OpenAPI `type`\nand `format` (null when none), whether a new item of it can be created, the filter operators of\nits properties in the records document (none for password types) and the reference\'s note.\n', 'enum': ['platformId', 'historyId', 'mailAddress', 'mobileMailAddress', 'updatedDate', 'registeredDate', 'mailRefusalFlag', 'mailAddressErrorCount', 'mobileMailAddressErrorCount', 'mlRefusalFlags', 'text', 'number', 'date', 'monthDay', 'dateTime', 'singleSelect', 'multipleSelect', 'password', 'passwordHash'] }], description: 'Item type, not a select type.', 'enum': ['platformId', 'historyId', 'mailAddress', 'mobileMailAddress', 'updatedDate', 'registeredDate', 'mailRefusalFlag', 'mailAddressErrorCount', 'mobileMailAddressErrorCount', 'text', 'number', 'date', 'monthDay', 'dateTime', 'password', 'passwordHash'] }, 'x-platform-mapping': { 'type': 'string', minLength: 1, description: 'Name of the database item the property is bound to (a column `name` of the database definition).\nSet by the service in answers; set it in a put to bind an existing item.\n' }, 'type': { 'type': 'string', 'enum': ['string', 'number', 'integer', 'boolean', 'array'], description: 'OpenAPI type of the values (see the item-type table).' }, format: { 'type': 'string', 'enum': ['email', 'date', 'date-time', 'month-day', 'int64'], description: 'OpenAPI format of the values, where the item type has one.' }, nullable: { 'type': 'boolean', readOnly: true, description: 'Whether the value may be null; filled in by the service (ignored in a put).' } } }, { 'type': 'object', description: 'A select property. Given options replace the item\'s options (options left out are deleted with their\nstored selections); without `x-platform-select-value-definitions` the options stay as they are.\n', required: ['x-platform-type'], additionalProperties: false, properties: { 'x-platform-type': { allOf: [{ 'type': 'string', description: 'Item type of a property (`x-platform-type`). `x-item-types` gives, for each type, its OpenAPI `type`\nand `format` (null when none), whether a new item of it can be created, the filter operators of\nits properties in the records document (none for password types) and the reference\'s note.\n', 'enum': ['platformId', 'historyId', 'mailAddress', 'mobileMailAddress', 'updatedDate', 'registeredDate', 'mailRefusalFlag', 'mailAddressErrorCount', 'mobileMailAddressErrorCount', 'mlRefusalFlags', 'text', 'number', 'date', 'monthDay', 'dateTime', 'singleSelect', 'multipleSelect', 'password', 'passwordHash'] }], description: 'A select item type.', 'enum': ['singleSelect', 'multipleSelect', 'mlRefusalFlags'] }, 'x-platform-mapping': { 'type': 'string', minLength: 1, description: 'Name of the database item the property is bound to (a column `name` of the database definition).\nSet by the service in answers; set it in a put to bind an existing item.\n' }, 'type': { 'type': 'string', 'const': 'array', description: 'Always `array`.' }, nullable: { 'type': 'boolean', readOnly: true, description: 'Whether the value may be null; filled in by the service (ignored in a put).' }, 'x-platform-select-value-definitions': { 'type': 'array', description: 'Options of a select item (singleSelect, multipleSelect, mlRefusalFlags). In a put, the given list\nreplaces the options: options left out are deleted together with the stored selections of them.\nOmit the attribute to leave the options as they are (for example to the management screen).\n', items: { 'type': 'object', description: 'One option of a select item.', required: ['value', 'label', 'hasExtraText'], additionalProperties: false, properties: { value: { 'type': 'integer', minimum: 1, description: 'Option value, unique within the item; what records and filters carry.' }, label: { 'type': 'string', minLength: 1, description: 'Display label of the option.' }, hasExtraText: { 'type': 'boolean', description: 'Whether a record selecting this option may carry a free text (`extraText`).' } } } }, items: { allOf: [{ 'type': 'object', description: 'Schema of one select value in a record, filled in by the service for select types:\n`{value: integer (required), extraText: string, nullable}`.\n', required: ['type', 'properties', 'required'], properties: { 'type': { 'type': 'string', 'const': 'object' }, properties: { 'type': 'object', required: ['value', 'extraText'], properties: { value: { 'type': 'object', description: 'The option value, `{type: integer}`.', required: ['type'], properties: { 'type': { 'type': 'string', 'const': 'integer' } } }, extraText: { 'type': 'object', description: 'The free text of the option, `{type: string, nullable: true}`.', required: ['type', 'nullable'], properties: { 'type': { 'type': 'string', 'const': 'string' }, nullable: { 'type': 'boolean', 'const': true } } } } }, required: { 'type': 'array', description: '`[value]`.', items: { 'type': 'string', 'const': 'value' } } } }], readOnly: true, description: 'The schema of one select value; filled in by the service (ignored in a put).' } } }, { 'type': 'object', description: 'A property without `x-platform-type`: `type: string` is text, `type: number` is number.', required: ['type'], additionalProperties: false, properties: { 'type': { 'type': 'string', 'enum': ['string', 'number'], description: '`string` (text) or `number` (number); no format.' }, 'x-platform-mapping': { 'type': 'string', minLength: 1, description: 'Name of the database item the property is bound to (a column `name` of the database definition).\nSet by the service in answers; set it in a put to bind an existing item.\n' }, nullable: { 'type': 'boolean', readOnly: true, description: 'Whether the value may be null; filled in by the service (ignored in a put).' } } }, { 'type': 'object', description: 'A property without `x-platform-type`: `string` with format `date` (date), `month-day` (monthDay) or `date-time` (dateTime).', required: ['type', 'format'], additionalProperties: false, properties: { 'type': { 'type': 'string', 'const': 'string', description: 'Always `string`.' }, format: { 'type': 'string', 'enum': ['date', 'month-day', 'date-time'], description: '`date` (`yyyy-MM-dd`), `month-day` (`--MM-dd`) or `date-time` (ISO 8601).' }, 'x-platform-mapping': { 'type': 'string', minLength: 1, description: 'Name of the database item the property is bound to (a column `name` of the database definition).\nSet by the service in answers; set it in a put to bind an existing item.\n' }, nullable: { 'type': 'boolean', readOnly: true, description: 'Whether the value may be null; filled in by the service (ignored in a put).' } } }] } } } } } } } } },
    call: (core, input, options) => putApiDefinition(core, input.path['name'] as never, input.body as never, options),
  },
  {
    name: 'get-api-definition',
    operationId: 'getApiDefinition',
    summary: 'Get an API definition',
    description: 'Returns the definition `{name}` with its status. Use it to check `status.ready.status` before calling\nthe record API, and to fetch the current select options before replacing them.\n',
    http: 'GET /apidefinitions/{name}',
    effect: 'read',
    response: 'json',
    deprecated: false,
    scopes: ['db:apidefinition:design'],
    params: [{ name: 'name', key: 'name', in: 'path', required: true, description: 'API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores\n(`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404\n(except for `putApiDefinition`, which creates the definition).\n', schema: { 'type': 'string', minLength: 1, pattern: '^[a-z][a-zA-Z0-9_]*$' } }],
    body: undefined,
    call: (core, input, options) => getApiDefinition(core, input.path['name'] as never, options),
  },
  {
    name: 'delete-api-definition',
    operationId: 'deleteApiDefinition',
    summary: 'Delete an API definition',
    description: 'Deletes the definition `{name}` and with it its record API. The database items it was bound to, and\ntheir data, stay. Answers 200 with a `DeleteResult` saying what was deleted. A deleted definition is\nunknown: deleting it again answers 404 (a client that repeats a delete whose first answer was lost\ncounts that 404 as done).\n',
    http: 'DELETE /apidefinitions/{name}',
    effect: 'write',
    response: 'json',
    deprecated: false,
    scopes: ['db:apidefinition:design'],
    params: [{ name: 'name', key: 'name', in: 'path', required: true, description: 'API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores\n(`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404\n(except for `putApiDefinition`, which creates the definition).\n', schema: { 'type': 'string', minLength: 1, pattern: '^[a-z][a-zA-Z0-9_]*$' } }],
    body: undefined,
    call: (core, input, options) => deleteApiDefinition(core, input.path['name'] as never, options),
  },
  {
    name: 'get-open-api',
    operationId: 'getOpenApi',
    summary: 'Get the OpenAPI document of an API definition',
    description: 'Returns the OpenAPI 3.0.1 document of the record operations of the definition `{name}`, in the\nservice\'s layout (full record paths under a server of the host only; see the tag `openApi` for its\nshape, the filters and the operators per item type).\n',
    http: 'GET /apidefinitions/{name}/openapi',
    effect: 'read',
    response: 'json',
    deprecated: false,
    scopes: ['db:apidefinition:design', 'db:openapi:read'],
    params: [{ name: 'name', key: 'name', in: 'path', required: true, description: 'API definition name (`metadata.name`): a lowercase letter, then letters, digits or underscores\n(`^[a-z][a-zA-Z0-9_]*$`, the rule of definition and property names). An unknown name gives 404\n(except for `putApiDefinition`, which creates the definition).\n', schema: { 'type': 'string', minLength: 1, pattern: '^[a-z][a-zA-Z0-9_]*$' } }],
    body: undefined,
    call: (core, input, options) => getOpenApi(core, input.path['name'] as never, options),
  },
  {
    name: 'get-all-open-api',
    operationId: 'getAllOpenApi',
    summary: 'Get one OpenAPI document of every API definition',
    description: 'Returns one OpenAPI 3.0.1 document holding the record operations of every definition of the account:\nthe same paths, tags and component schemas per definition as `getOpenApi`, side by side. This is the\ndocument the records client is generated from.\n',
    http: 'GET /openapi',
    effect: 'read',
    response: 'json',
    deprecated: false,
    scopes: ['db:apidefinition:design', 'db:openapi:read'],
    params: [],
    body: undefined,
    call: (core, input, options) => getAllOpenApi(core, options),
  },
  {
    name: 'list-database-definition',
    operationId: 'listDatabaseDefinition',
    summary: 'List database definitions',
    description: 'Returns the database settings of the account (master and history databases), at most `limit` per\npage, with `metadata.continueToken` while more remain. A database\'s `metadata.name` is the `mapping`\nof a definition; a column\'s `name` is what `x-platform-mapping` binds.\n',
    http: 'GET /databasedefinitions',
    effect: 'read',
    response: 'json',
    deprecated: false,
    scopes: ['db:apidefinition:design'],
    params: [{ name: 'continueToken', key: 'continueToken', in: 'query', required: false, description: '`metadata.continueToken` of the previous page; gets the items that follow it. Omit it for the first\npage. A token the service did not issue gives 400.\n', schema: { 'type': 'string', minLength: 1 } }, { name: 'limit', key: 'limit', in: 'query', required: false, description: 'Items per page, an integer from 1 to 100 (default 100); another value gives 400.', schema: { 'type': 'integer', minimum: 1, maximum: 100, 'default': 100 } }],
    body: undefined,
    call: (core, input, options) => listDatabaseDefinition(core, input.query as never, options),
  },
  {
    name: 'get-database-definition',
    operationId: 'getDatabaseDefinition',
    summary: 'Get a database definition',
    description: 'Returns the settings of the database `{name}`: display name, type and columns in display order, with\nthe options of select columns. Use it to find the `x-platform-mapping` of an existing item.\n',
    http: 'GET /databasedefinitions/{name}',
    effect: 'read',
    response: 'json',
    deprecated: false,
    scopes: ['db:apidefinition:design'],
    params: [{ name: 'name', key: 'name', in: 'path', required: true, description: 'Database name (`metadata.name` of a database definition). An unknown name gives 404.', schema: { 'type': 'string', minLength: 1 } }],
    body: undefined,
    call: (core, input, options) => getDatabaseDefinition(core, input.path['name'] as never, options),
  }
  ];
