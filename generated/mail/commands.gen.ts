// Generated from specs/mail.yaml by the platform-sdk generator. Do not edit.

import type { CallOptions } from '@platform-sdk/runtime/internal';
import { type MailCore, allErrors, allUnsubscribes, clicks, createDelivery, deleteDelivery, errors, getDelivery, getSendList, opens, reserveDelivery, results, sendDelivery, sendDeliveryById, unsubscribes, uploadSendList } from './operations.gen.js';

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
    readonly call: (core: MailCore, input: CommandInput, options?: CallOptions) => unknown;
  };

/** Every operation of the Bulk Mail Delivery API as a command, in spec order (read by the `platform` command line and its MCP server). */
export const commands: readonly Command[] = [
  {
    name: 'send-delivery',
    operationId: 'sendDelivery',
    summary: 'Send a delivery now',
    description: 'Sets content and recipients and starts sending at once. The response carries the delivery id\n(`deliveryTaskId`, needed for status and reports) and the click feedbacks issued for the bodies.\n\n- `count` must equal the length of `deliveryData`; otherwise nothing is sent (10013).\n- With `test: true` the mail goes to at most 20 recipients (10014), no reports are recorded, no\n  delivery id is issued and the response is 200 with an empty body.\n- With a `requestId` already used within the last month, nothing is sent and the answer is 409 with\n  the earlier delivery\'s response. Without `requestId`, every call sends. Test deliveries are\n  guarded the same way: a repeated test answers 409 with an empty body.\n- Embedded-command properties are decided by the first element of `deliveryData`.\n- About 1,000,000 recipients per call are recommended; above that use reserved sending.\n',
    http: 'POST /deliveries',
    effect: 'send',
    response: 'json',
    deprecated: false,
    scopes: ['mail:send'],
    params: [],
    body: { kind: 'json', mediaType: 'application/json', required: true, description: undefined, schema: { 'type': 'object', description: 'Content and recipients of an immediate delivery. At least one of `bodyText` and `bodyHtml` is required\n(10011). A test delivery (`test: true`) has at most 20 recipients (10014). The JSON body is at most\n200,000,000 bytes (413 above; "Limits").\n', 'if': { required: ['test'], properties: { test: { 'const': true } }, anyOf: [{ required: ['count'], properties: { count: { minimum: 21 } } }, { required: ['deliveryData'], properties: { deliveryData: { minItems: 21 } } }] }, then: { not: {} }, required: ['fromAddress', 'subject', 'deliveryMailAddressPropertyName', 'count', 'deliveryData'], allOf: [{ anyOf: [{ required: ['bodyText'] }, { required: ['bodyHtml'] }] }], properties: { requestId: { 'type': 'string', description: 'Guards against duplicate sending: if a delivery was already set with the same id within the last\nmonth, nothing is sent and the answer is 409 with the earlier response. After 1 month the same id\nsends again. When omitted, every call sends. A UUID is recommended. Test deliveries are guarded\ntoo: a test\'s id is kept, and a repeat answers 409 with the test\'s empty answer.\n' }, test: { 'type': 'boolean', 'default': false, description: 'Test delivery: at most 20 recipients (10014), no reports recorded, no delivery id issued, and the\nresponse is empty. Its `requestId` is kept like any other (a repeat answers 409, empty).\n' }, encode: { 'type': 'string', 'enum': ['UTF-8', 'ISO-2022-JP'], 'default': 'UTF-8', description: 'Character encoding of the mail (10000 otherwise).' }, fromAddress: { 'type': 'string', pattern: '^(?:(?:\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))+|(?!.*@.{254})(?:[A-Za-z0-9!#$%&\'*+/=?^_`{|}~-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))+(?:\\.(?:[A-Za-z0-9!#$%&\'*+/=?^_`{|}~-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))+)*@(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))(?:(?:[A-Za-z0-9-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)){0,61}(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)))?(?:\\.(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))(?:(?:[A-Za-z0-9-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)){0,61}(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)))?)+)$', maxLength: 256, description: 'Sender address; valid address format (10004), at most 256 characters (10005). Required (10003).\nEmbedded commands `($db.Customer.<name>$)` may stand for the whole address or for characters of\nits local part or domain labels; the address is judged with each command in place of one letter.\n' }, fromName: { 'type': 'string', maxLength: 120, description: 'Sender name; at most 120 characters (10006).' }, replyAddress: { 'type': 'string', pattern: '^(?:(?:\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))+|(?!.*@.{254})(?:[A-Za-z0-9!#$%&\'*+/=?^_`{|}~-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))+(?:\\.(?:[A-Za-z0-9!#$%&\'*+/=?^_`{|}~-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))+)*@(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))(?:(?:[A-Za-z0-9-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)){0,61}(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)))?(?:\\.(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))(?:(?:[A-Za-z0-9-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)){0,61}(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)))?)+)$', maxLength: 256, description: 'Reply-to address; valid address format (10007), at most 256 characters (10008). Embedded commands\nmay stand for the whole address or for characters of its local part or domain labels.\n' }, preheader: { 'type': 'string', description: 'Preheader text.' }, subject: { 'type': 'string', maxLength: 120, description: 'Subject; at most 120 characters (10010). Required (10009). May hold embedded commands.' }, bodyText: { 'type': 'string', description: 'Plain-text body, at most 512 KB (512,000 bytes; 10032). Text only gives a text mail, both bodies a multipart mail.\nTracked URLs are written `<sym-tr symccid="0" symcc="true">{URL}</sym-tr>`.\n' }, bodyHtml: { 'type': 'string', description: 'HTML body, at most 512 KB (512,000 bytes; 10032). HTML only gives an HTML mail, both bodies a multipart mail.\nTracked links are written `<a symccid="0" symcc="true" href="{URL}">{text}</a>`.\n' }, deliveryMailAddressPropertyName: { 'type': 'string', pattern: '^Customer\\.[A-Za-z_][A-Za-z0-9_]*$', maxLength: 63, description: 'Name of the recipient property that holds the destination address. Required (10015).' }, trackingDomain: { 'type': 'string', description: 'Custom domain for click-feedback URLs. Needs a separate subscription (10002 otherwise).' }, trackingDomainSslReady: { 'type': 'boolean', 'default': false, description: 'Whether the custom tracking domain supports SSL.' }, count: { 'type': 'integer', minimum: 0, description: 'Number of elements of `deliveryData`; must equal it (10013). Required (10012).' }, deliveryData: { 'type': 'array', description: 'Recipient records (10016 when missing). No limit per call; about 1,000,000 are recommended, above\nthat use reserved sending.\n', items: { 'type': 'object', description: 'One recipient record (element of `deliveryData`).\n\n1. `Customer.platformid` is required: the platform ID (1 to 9223372036854775807) that links report\n   rows to the recipient.\n2. The property named by `deliveryMailAddressPropertyName` holds the destination address (10019 when\n   missing); for send-by-id it is the name given at creation.\n3. Further properties hold strings for embedded commands (`($db.Customer.<name>$)`); which ones is\n   decided by the first element of `deliveryData`.\n4. Property names start with `Customer.`, then a letter or underscore, then letters, digits or\n   underscores; at most 63 characters in total (10035).\n', required: ['Customer.platformid'], properties: { 'Customer.platformid': { 'type': 'string', description: 'Recipient\'s platform ID: a decimal integer from 1 to 9223372036854775807 (2^63-1) without sign or\nleading zeros, carried as a string because a JSON number cannot hold it exactly. Clients also take it\nas a bigint (`x-bigint`) and send its decimal digits.\n', pattern: '^(?:[1-9][0-9]{0,17}|[1-8][0-9]{18}|9[0-1][0-9]{17}|92[0-1][0-9]{16}|922[0-2][0-9]{15}|9223[0-2][0-9]{14}|92233[0-6][0-9]{13}|922337[0-1][0-9]{12}|92233720[0-2][0-9]{10}|922337203[0-5][0-9]{9}|9223372036[0-7][0-9]{8}|92233720368[0-4][0-9]{7}|922337203685[0-3][0-9]{6}|9223372036854[0-6][0-9]{5}|92233720368547[0-6][0-9]{4}|922337203685477[0-4][0-9]{3}|9223372036854775[0-7][0-9]{2}|922337203685477580[0-6]|9223372036854775807)$' } }, propertyNames: { pattern: '^Customer\\.[A-Za-z_][A-Za-z0-9_]*$', maxLength: 63 }, additionalProperties: { 'type': 'string' } } }, oneClickUnsubscriptionReady: { 'type': 'boolean', 'default': false, description: 'When true, the mail gets the headers `List-Unsubscribe-Post: List-Unsubscribe=One-Click` and\n`List-Unsubscribe` (an https URL in angle brackets), so supporting mail clients show an\nunsubscribe link. Fetch the unsubscribe reports after sending and exclude those recipients from\nlater lists.\n' } } } },
    call: (core, input, options) => sendDelivery(core, input.body as never, options),
  },
  {
    name: 'get-delivery',
    operationId: 'getDelivery',
    summary: 'Get delivery status',
    description: 'Returns the status of a delivery: `SENDING` (in progress, `sent` mails done), `COMPLETED` (finished,\n`sent` equals `total`; also when both are 0), `RESERVED` (reserved for later sending) or `ERROR`\n(force-ended by engineer action; does not normally occur). An unknown or deleted delivery gives 404.\n',
    http: 'GET /deliveries/{delivery_id}',
    effect: 'read',
    response: 'json',
    deprecated: false,
    scopes: ['mail:send'],
    params: [{ name: 'delivery_id', key: 'deliveryId', in: 'path', required: true, description: 'Delivery id (`deliveryTaskId`), a positive integer.', schema: { 'type': 'integer', format: 'int64', minimum: 1 } }],
    body: undefined,
    call: (core, input, options) => getDelivery(core, input.path['deliveryId'] as never, options),
  },
  {
    name: 'delete-delivery',
    operationId: 'deleteDelivery',
    summary: 'Delete a delivery setting',
    description: 'Deletes a delivery setting. After deletion its reports are no longer available.\n\n- A delivery being processed cannot be deleted (10021).\n- A reserved delivery cannot be deleted from 5 minutes before its reserved time until it completes\n  (10031).\n- Deleting a reserved delivery setting releases its recipient-list link, so another setting can use\n  that list.\n\nSuccess is 200 with an empty body. A deleted delivery is unknown: deleting it again answers 404.\n',
    http: 'DELETE /deliveries/{delivery_id}',
    effect: 'write',
    response: 'empty',
    deprecated: false,
    scopes: ['mail:send'],
    params: [{ name: 'delivery_id', key: 'deliveryId', in: 'path', required: true, description: 'Delivery id (`deliveryTaskId`), a positive integer.', schema: { 'type': 'integer', format: 'int64', minimum: 1 } }],
    body: undefined,
    call: (core, input, options) => deleteDelivery(core, input.path['deliveryId'] as never, options),
  },
  {
    name: 'create-delivery',
    operationId: 'createDelivery',
    summary: 'Create a delivery setting',
    description: 'Creates a delivery setting (content without recipients) and returns its id. Send it later with\n`sendDeliveryById`, whose records must hold the address in the property named here by\n`deliveryMailAddressPropertyName`. Nothing is sent by this call.\n\nThe reference lists its error codes for sending only; the content codes apply here the same way\n(`x-inferred-error-codes`).\n',
    http: 'POST /deliveries/new',
    effect: 'write',
    response: 'json',
    deprecated: false,
    scopes: ['mail:send'],
    params: [],
    body: { kind: 'json', mediaType: 'application/json', required: true, description: undefined, schema: { 'type': 'object', description: 'Content of a delivery setting to send later by id. At least one of `bodyText` and `bodyHtml` is required (10011).', required: ['fromAddress', 'subject', 'deliveryMailAddressPropertyName'], allOf: [{ anyOf: [{ required: ['bodyText'] }, { required: ['bodyHtml'] }] }], properties: { encode: { 'type': 'string', 'enum': ['UTF-8', 'ISO-2022-JP'], 'default': 'UTF-8', description: 'Character encoding of the mail (10000 otherwise).' }, fromAddress: { 'type': 'string', pattern: '^(?:(?:\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))+|(?!.*@.{254})(?:[A-Za-z0-9!#$%&\'*+/=?^_`{|}~-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))+(?:\\.(?:[A-Za-z0-9!#$%&\'*+/=?^_`{|}~-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))+)*@(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))(?:(?:[A-Za-z0-9-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)){0,61}(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)))?(?:\\.(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))(?:(?:[A-Za-z0-9-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)){0,61}(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)))?)+)$', maxLength: 256, description: 'Sender address; valid address format (10004), at most 256 characters (10005). Required (10003).\nEmbedded commands `($db.Customer.<name>$)` may stand for the whole address or for characters of\nits local part or domain labels; the address is judged with each command in place of one letter.\n' }, fromName: { 'type': 'string', maxLength: 120, description: 'Sender name; at most 120 characters (10006).' }, replyAddress: { 'type': 'string', pattern: '^(?:(?:\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))+|(?!.*@.{254})(?:[A-Za-z0-9!#$%&\'*+/=?^_`{|}~-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))+(?:\\.(?:[A-Za-z0-9!#$%&\'*+/=?^_`{|}~-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))+)*@(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))(?:(?:[A-Za-z0-9-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)){0,61}(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)))?(?:\\.(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))(?:(?:[A-Za-z0-9-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)){0,61}(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)))?)+)$', maxLength: 256, description: 'Reply-to address; valid address format (10007), at most 256 characters (10008). Embedded commands\nmay stand for the whole address or for characters of its local part or domain labels.\n' }, preheader: { 'type': 'string', description: 'Preheader text.' }, subject: { 'type': 'string', maxLength: 120, description: 'Subject; at most 120 characters (10010). Required (10009). May hold embedded commands.' }, bodyText: { 'type': 'string', description: 'Plain-text body, at most 512 KB (512,000 bytes; 10032). Text only gives a text mail, both bodies a multipart mail.\nTracked URLs are written `<sym-tr symccid="0" symcc="true">{URL}</sym-tr>`.\n' }, bodyHtml: { 'type': 'string', description: 'HTML body, at most 512 KB (512,000 bytes; 10032). HTML only gives an HTML mail, both bodies a multipart mail.\nTracked links are written `<a symccid="0" symcc="true" href="{URL}">{text}</a>`.\n' }, deliveryMailAddressPropertyName: { 'type': 'string', pattern: '^Customer\\.[A-Za-z_][A-Za-z0-9_]*$', maxLength: 63, description: 'Name of the recipient property that holds the destination address; the records given to\n`sendDeliveryById` must use it. Required (10015).\n' } } } },
    call: (core, input, options) => createDelivery(core, input.body as never, options),
  },
  {
    name: 'send-delivery-by-id',
    operationId: 'sendDeliveryById',
    summary: 'Send a created delivery setting',
    description: 'Sends a delivery setting made with `createDelivery` to the given recipients. The address property in\nthe records must be the one named at creation. A reserved setting cannot be used (10033).\n\n- `count` must equal the length of `deliveryData`; otherwise nothing is sent (10013).\n- With `test: true` the mail goes to at most 20 recipients (10014), no reports are recorded, no\n  delivery id is issued and the response is 200 with an empty body.\n- With a `requestId` already used within the last month, nothing is sent and the answer is 409 with\n  the earlier delivery\'s response (empty for a test delivery, which is guarded the same way).\n',
    http: 'POST /deliveries/{delivery_id}/send',
    effect: 'send',
    response: 'json',
    deprecated: false,
    scopes: ['mail:send'],
    params: [{ name: 'delivery_id', key: 'deliveryId', in: 'path', required: true, description: 'Delivery id (`deliveryTaskId`), a positive integer.', schema: { 'type': 'integer', format: 'int64', minimum: 1 } }],
    body: { kind: 'json', mediaType: 'application/json', required: true, description: undefined, schema: { 'type': 'object', description: 'Recipients for sending a delivery setting made with `createDelivery`. A test delivery (`test: true`)\nhas at most 20 recipients (10014). The JSON body is at most 200,000,000 bytes (413 above; "Limits").\n', 'if': { required: ['test'], properties: { test: { 'const': true } }, anyOf: [{ required: ['count'], properties: { count: { minimum: 21 } } }, { required: ['deliveryData'], properties: { deliveryData: { minItems: 21 } } }] }, then: { not: {} }, required: ['count', 'deliveryData'], properties: { requestId: { 'type': 'string', description: 'Guards against duplicate sending: if a delivery was already set with the same id within the last\nmonth, nothing is sent and the answer is 409 with the earlier response. After 1 month the same id\nsends again. When omitted, every call sends. A UUID is recommended. Test deliveries are guarded\ntoo: a test\'s id is kept, and a repeat answers 409 with the test\'s empty answer.\n' }, test: { 'type': 'boolean', 'default': false, description: 'Test delivery: at most 20 recipients (10014), no reports recorded, no delivery id issued, and the\nresponse is empty. Its `requestId` is kept like any other (a repeat answers 409, empty).\n' }, trackingDomain: { 'type': 'string', description: 'Custom domain for click-feedback URLs. Needs a separate subscription (10002 otherwise).' }, trackingDomainSslReady: { 'type': 'boolean', 'default': false, description: 'Whether the custom tracking domain supports SSL.' }, count: { 'type': 'integer', minimum: 0, description: 'Number of elements of `deliveryData`; must equal it (10013). Required (10012).' }, deliveryData: { 'type': 'array', description: 'Recipient records (10016 when missing); the address property must be the one named at creation\n(10019).\n', items: { 'type': 'object', description: 'One recipient record (element of `deliveryData`).\n\n1. `Customer.platformid` is required: the platform ID (1 to 9223372036854775807) that links report\n   rows to the recipient.\n2. The property named by `deliveryMailAddressPropertyName` holds the destination address (10019 when\n   missing); for send-by-id it is the name given at creation.\n3. Further properties hold strings for embedded commands (`($db.Customer.<name>$)`); which ones is\n   decided by the first element of `deliveryData`.\n4. Property names start with `Customer.`, then a letter or underscore, then letters, digits or\n   underscores; at most 63 characters in total (10035).\n', required: ['Customer.platformid'], properties: { 'Customer.platformid': { 'type': 'string', description: 'Recipient\'s platform ID: a decimal integer from 1 to 9223372036854775807 (2^63-1) without sign or\nleading zeros, carried as a string because a JSON number cannot hold it exactly. Clients also take it\nas a bigint (`x-bigint`) and send its decimal digits.\n', pattern: '^(?:[1-9][0-9]{0,17}|[1-8][0-9]{18}|9[0-1][0-9]{17}|92[0-1][0-9]{16}|922[0-2][0-9]{15}|9223[0-2][0-9]{14}|92233[0-6][0-9]{13}|922337[0-1][0-9]{12}|92233720[0-2][0-9]{10}|922337203[0-5][0-9]{9}|9223372036[0-7][0-9]{8}|92233720368[0-4][0-9]{7}|922337203685[0-3][0-9]{6}|9223372036854[0-6][0-9]{5}|92233720368547[0-6][0-9]{4}|922337203685477[0-4][0-9]{3}|9223372036854775[0-7][0-9]{2}|922337203685477580[0-6]|9223372036854775807)$' } }, propertyNames: { pattern: '^Customer\\.[A-Za-z_][A-Za-z0-9_]*$', maxLength: 63 }, additionalProperties: { 'type': 'string' } } }, oneClickUnsubscriptionReady: { 'type': 'boolean', 'default': false, description: 'When true, the mail gets the headers `List-Unsubscribe-Post: List-Unsubscribe=One-Click` and\n`List-Unsubscribe` (an https URL in angle brackets), so supporting mail clients show an\nunsubscribe link. Fetch the unsubscribe reports after sending and exclude those recipients from\nlater lists.\n' } } } },
    call: (core, input, options) => sendDeliveryById(core, input.path['deliveryId'] as never, input.body as never, options),
  },
  {
    name: 'upload-send-list',
    operationId: 'uploadSendList',
    summary: 'Register a recipient list',
    description: 'Registers a recipient list (CSV, UTF-8, at most 300 MB) for reserved sending and returns its id.\nRegistration runs after the answer: check its outcome with `getSendList`. A list that breaks one of\nthese rules fails registration (status `FAIL`, reason in `errorMessage`):\n\n1. The header has a `Customer.platformid` column and every row has its value (integer 1 to\n   9223372036854775807).\n2. A column for the destination address is present; its name is the one later given as\n   `deliveryMailAddressPropertyName` at reservation.\n3. Other columns are embedded-command data; column names follow the naming rule (start with\n   `Customer.`, then a letter or underscore, then letters, digits or underscores; at most 63\n   characters).\n4. Header column names are unique.\n5. Each row has as many values as the header has columns.\n6. Each embedded-command value has at most 4000 characters.\n\nRows may end in CRLF or LF. The list expires 7 days after registration and can be linked to one\ndelivery setting only. A body sent with another media type than `text/csv` is refused (400, 10034) and\none over 300 MB is refused (413); in both cases nothing is registered. Neither answer is in the\nreference (`x-inferred`, `x-inferred-error-codes`).\n\nClients check the six rules before and while sending (`x-upload-check: send-list` on the body), so a\nlist that breaks one is refused locally, naming rule, row and column, and never registers.\n',
    http: 'POST /deliveries/reserve/sendlists',
    effect: 'write',
    response: 'json',
    deprecated: false,
    scopes: ['mail:send'],
    params: [],
    body: { kind: 'csv', mediaType: 'text/csv', required: true, description: 'The recipient list as CSV with a header row, UTF-8, at most 300 MB.', schema: undefined },
    call: (core, input, options) => uploadSendList(core, input.body as never, options),
  },
  {
    name: 'get-send-list',
    operationId: 'getSendList',
    summary: 'Get recipient list information',
    description: 'Returns the registration state of a recipient list: `PROCESSING` (being registered), `SUCCESS`\n(registered), `FAIL` (registration failed; see `errorMessage`) or `EXPIRED` (past its expiry, 7 days\nafter registration). `deliveryTaskId` is the delivery setting using the list, or null.\n',
    http: 'GET /deliveries/reserve/sendlists/{send_list_id}',
    effect: 'read',
    response: 'json',
    deprecated: false,
    scopes: ['mail:send'],
    params: [{ name: 'send_list_id', key: 'sendListId', in: 'path', required: true, description: 'Recipient list id (`sendListId`), a positive integer.', schema: { 'type': 'integer', format: 'int64', minimum: 1 } }],
    body: undefined,
    call: (core, input, options) => getSendList(core, input.path['sendListId'] as never, options),
  },
  {
    name: 'reserve-delivery',
    operationId: 'reserveDelivery',
    summary: 'Reserve a delivery',
    description: 'Reserves a delivery to the recipients of a registered list at `sendDateTime`.\n\n- The list must exist (10023), be registered successfully (10025), not be expired (10024) and not be\n  used by another delivery (10026); it must have the column named by\n  `deliveryMailAddressPropertyName` (10027).\n- `sendDateTime` must lie between 5 minutes after now and the expiry of the list (10030). The reserved\n  time is a guide for starting; a delay of up to about 5 minutes can occur.\n- A reserved delivery has status `RESERVED`; it cannot be sent by id (10033) and cannot be deleted from\n  5 minutes before the reserved time until it completes (10031).\n- With a `requestId` already used within the last month, nothing is reserved and the answer is 409\n  with the earlier response.\n\nThe reference lists the content codes (10000 to 10011, 10015, 10032, 10034) for sending only; they\napply here the same way (`x-inferred-error-codes`).\n',
    http: 'POST /deliveries/reserve',
    effect: 'send',
    response: 'json',
    deprecated: false,
    scopes: ['mail:send'],
    params: [],
    body: { kind: 'json', mediaType: 'application/json', required: true, description: undefined, schema: { 'type': 'object', description: 'Content, recipient list and send time of a reserved delivery. At least one of `bodyText` and\n`bodyHtml` is required (10011). The recipients come from the registered list, so there is no\n`count` or `deliveryData`.\n', required: ['sendListId', 'fromAddress', 'subject', 'deliveryMailAddressPropertyName', 'sendDateTime'], allOf: [{ anyOf: [{ required: ['bodyText'] }, { required: ['bodyHtml'] }] }], properties: { sendListId: { 'type': 'integer', format: 'int64', description: 'Registered recipient list to use. Required (10022); it must exist (10023), not be expired (10024),\nbe registered (10025) and not be used by another delivery (10026).\n' }, requestId: { 'type': 'string', description: 'Guards against duplicate reservation: if a delivery was already set with the same id within the\nlast month, nothing is reserved and the answer is 409 with the earlier response. After 1 month\nthe same id works again. When omitted, every call reserves. A UUID is recommended.\n' }, encode: { 'type': 'string', 'enum': ['UTF-8', 'ISO-2022-JP'], 'default': 'UTF-8', description: 'Character encoding of the mail (10000 otherwise).' }, fromAddress: { 'type': 'string', pattern: '^(?:(?:\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))+|(?!.*@.{254})(?:[A-Za-z0-9!#$%&\'*+/=?^_`{|}~-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))+(?:\\.(?:[A-Za-z0-9!#$%&\'*+/=?^_`{|}~-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))+)*@(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))(?:(?:[A-Za-z0-9-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)){0,61}(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)))?(?:\\.(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))(?:(?:[A-Za-z0-9-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)){0,61}(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)))?)+)$', maxLength: 256, description: 'Sender address; valid address format (10004), at most 256 characters (10005). Required (10003).\nEmbedded commands `($db.Customer.<name>$)` may stand for the whole address or for characters of\nits local part or domain labels; the address is judged with each command in place of one letter.\n' }, fromName: { 'type': 'string', maxLength: 120, description: 'Sender name; at most 120 characters (10006).' }, replyAddress: { 'type': 'string', pattern: '^(?:(?:\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))+|(?!.*@.{254})(?:[A-Za-z0-9!#$%&\'*+/=?^_`{|}~-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))+(?:\\.(?:[A-Za-z0-9!#$%&\'*+/=?^_`{|}~-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))+)*@(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))(?:(?:[A-Za-z0-9-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)){0,61}(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)))?(?:\\.(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\))(?:(?:[A-Za-z0-9-]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)){0,61}(?:[A-Za-z0-9]|\\(\\$db\\.Customer\\.[A-Za-z_][A-Za-z0-9_]*\\$\\)))?)+)$', maxLength: 256, description: 'Reply-to address; valid address format (10007), at most 256 characters (10008). Embedded commands\nmay stand for the whole address or for characters of its local part or domain labels.\n' }, preheader: { 'type': 'string', description: 'Preheader text.' }, subject: { 'type': 'string', maxLength: 120, description: 'Subject; at most 120 characters (10010). Required (10009). May hold embedded commands.' }, bodyText: { 'type': 'string', description: 'Plain-text body, at most 512 KB (512,000 bytes; 10032). Text only gives a text mail, both bodies a multipart mail.\nTracked URLs are written `<sym-tr symccid="0" symcc="true">{URL}</sym-tr>`.\n' }, bodyHtml: { 'type': 'string', description: 'HTML body, at most 512 KB (512,000 bytes; 10032). HTML only gives an HTML mail, both bodies a multipart mail.\nTracked links are written `<a symccid="0" symcc="true" href="{URL}">{text}</a>`.\n' }, deliveryMailAddressPropertyName: { 'type': 'string', pattern: '^Customer\\.[A-Za-z_][A-Za-z0-9_]*$', maxLength: 63, description: 'Name of the list column that holds the destination address. Required (10015); the list must have\nthat column (10027).\n' }, trackingDomain: { 'type': 'string', description: 'Custom domain for click-feedback URLs. Needs a separate subscription (10002 otherwise).' }, trackingDomainSslReady: { 'type': 'boolean', 'default': false, description: 'Whether the custom tracking domain supports SSL.' }, sendDateTime: { 'type': 'string', format: 'date-time', description: 'Reserved send time, ISO 8601 with offset. Required (10028), ISO 8601 (10029), from 5 minutes after\nnow to the expiry of the list (10030). Sending may start up to about 5 minutes late.\n' }, oneClickUnsubscriptionReady: { 'type': 'boolean', 'default': false, description: 'When true, the mail gets the headers `List-Unsubscribe-Post: List-Unsubscribe=One-Click` and\n`List-Unsubscribe` (an https URL in angle brackets), so supporting mail clients show an\nunsubscribe link. Fetch the unsubscribe reports after sending and exclude those recipients from\nlater lists.\n' } } } },
    call: (core, input, options) => reserveDelivery(core, input.body as never, options),
  },
  {
    name: 'opens',
    operationId: 'opens',
    summary: 'Opened recipients (CSV)',
    description: 'Recipients who opened the mail of a delivery, one row per open, as CSV. Reports are available about\n1 minute after sending and no longer after the delivery is deleted.\n',
    http: 'GET /deliveries/{delivery_id}/opens',
    effect: 'read',
    response: 'csv',
    deprecated: false,
    scopes: ['mail:result'],
    params: [{ name: 'delivery_id', key: 'deliveryId', in: 'path', required: true, description: 'Delivery id (`deliveryTaskId`), a positive integer.', schema: { 'type': 'integer', format: 'int64', minimum: 1 } }, { name: 'start', key: 'start', in: 'query', required: false, description: 'Start of the period, ISO 8601 date-time with offset (compared as an instant; report rows are in\nAsia/Tokyo). On the wire a `+` in the offset is `%2B`; clients percent-encode it, so pass the value as\nwritten (`+09:00`). A malformed value gives error 10020. Either, both or none of `start` and `end` may\nbe given; none means the whole period.\n', schema: { 'type': 'string', format: 'date-time' } }, { name: 'end', key: 'end', in: 'query', required: false, description: 'End of the period, ISO 8601 date-time with offset, passed as written (clients percent-encode a `+`\nas `%2B`). A malformed value gives error 10020.\n', schema: { 'type': 'string', format: 'date-time' } }],
    body: undefined,
    call: (core, input, options) => opens(core, input.path['deliveryId'] as never, input.query as never, options),
  },
  {
    name: 'clicks',
    operationId: 'clicks',
    summary: 'Clicked recipients (CSV)',
    description: 'Recipients who clicked a tracked URL of a delivery, one row per click, as CSV. `clickId` is the id of\nthe click feedback in the delivery response; `url` is the URL before conversion. Reports are\navailable about 1 minute after sending and no longer after the delivery is deleted.\n',
    http: 'GET /deliveries/{delivery_id}/clicks',
    effect: 'read',
    response: 'csv',
    deprecated: false,
    scopes: ['mail:result'],
    params: [{ name: 'delivery_id', key: 'deliveryId', in: 'path', required: true, description: 'Delivery id (`deliveryTaskId`), a positive integer.', schema: { 'type': 'integer', format: 'int64', minimum: 1 } }, { name: 'start', key: 'start', in: 'query', required: false, description: 'Start of the period, ISO 8601 date-time with offset (compared as an instant; report rows are in\nAsia/Tokyo). On the wire a `+` in the offset is `%2B`; clients percent-encode it, so pass the value as\nwritten (`+09:00`). A malformed value gives error 10020. Either, both or none of `start` and `end` may\nbe given; none means the whole period.\n', schema: { 'type': 'string', format: 'date-time' } }, { name: 'end', key: 'end', in: 'query', required: false, description: 'End of the period, ISO 8601 date-time with offset, passed as written (clients percent-encode a `+`\nas `%2B`). A malformed value gives error 10020.\n', schema: { 'type': 'string', format: 'date-time' } }],
    body: undefined,
    call: (core, input, options) => clicks(core, input.path['deliveryId'] as never, input.query as never, options),
  },
  {
    name: 'errors',
    operationId: 'errors',
    summary: 'Failed recipients (CSV)',
    description: 'Recipients whose mail of a delivery failed, as CSV. `reason` is one of `UNKNOWN_USER` (unknown\nrecipient), `UNKNOWN_HOST` (domain not found), `MAILBOX_FULL`, `REJECTED` (refused), `SPAM` (judged\nspam), `INVALID_ADDRESS` (format error), `SYSTEM` (excluded by list-cleaning), `OTHER`. Reports are\navailable about 1 minute after sending and no longer after the delivery is deleted.\n',
    http: 'GET /deliveries/{delivery_id}/errors',
    effect: 'read',
    response: 'csv',
    deprecated: false,
    scopes: ['mail:result'],
    params: [{ name: 'delivery_id', key: 'deliveryId', in: 'path', required: true, description: 'Delivery id (`deliveryTaskId`), a positive integer.', schema: { 'type': 'integer', format: 'int64', minimum: 1 } }, { name: 'start', key: 'start', in: 'query', required: false, description: 'Start of the period, ISO 8601 date-time with offset (compared as an instant; report rows are in\nAsia/Tokyo). On the wire a `+` in the offset is `%2B`; clients percent-encode it, so pass the value as\nwritten (`+09:00`). A malformed value gives error 10020. Either, both or none of `start` and `end` may\nbe given; none means the whole period.\n', schema: { 'type': 'string', format: 'date-time' } }, { name: 'end', key: 'end', in: 'query', required: false, description: 'End of the period, ISO 8601 date-time with offset, passed as written (clients percent-encode a `+`\nas `%2B`). A malformed value gives error 10020.\n', schema: { 'type': 'string', format: 'date-time' } }],
    body: undefined,
    call: (core, input, options) => errors(core, input.path['deliveryId'] as never, input.query as never, options),
  },
  {
    name: 'results',
    operationId: 'results',
    summary: 'Delivery results (CSV)',
    description: 'Recipients to whom the mail of a delivery was delivered, as CSV. Results normally appear about\n1 minute after sending; reports are no longer available after the delivery is deleted.\n',
    http: 'GET /deliveries/{delivery_id}/results',
    effect: 'read',
    response: 'csv',
    deprecated: false,
    scopes: ['mail:result'],
    params: [{ name: 'delivery_id', key: 'deliveryId', in: 'path', required: true, description: 'Delivery id (`deliveryTaskId`), a positive integer.', schema: { 'type': 'integer', format: 'int64', minimum: 1 } }, { name: 'start', key: 'start', in: 'query', required: false, description: 'Start of the period, ISO 8601 date-time with offset (compared as an instant; report rows are in\nAsia/Tokyo). On the wire a `+` in the offset is `%2B`; clients percent-encode it, so pass the value as\nwritten (`+09:00`). A malformed value gives error 10020. Either, both or none of `start` and `end` may\nbe given; none means the whole period.\n', schema: { 'type': 'string', format: 'date-time' } }, { name: 'end', key: 'end', in: 'query', required: false, description: 'End of the period, ISO 8601 date-time with offset, passed as written (clients percent-encode a `+`\nas `%2B`). A malformed value gives error 10020.\n', schema: { 'type': 'string', format: 'date-time' } }],
    body: undefined,
    call: (core, input, options) => results(core, input.path['deliveryId'] as never, input.query as never, options),
  },
  {
    name: 'unsubscribes',
    operationId: 'unsubscribes',
    summary: 'Unsubscribe requesters (CSV)',
    description: 'Recipients who asked to unsubscribe through the mail of a delivery (one-click unsubscription), as\nCSV. Exclude them from later recipient lists. Reports are available about 1 minute after sending and\nno longer after the delivery is deleted.\n',
    http: 'GET /deliveries/{delivery_id}/unsubscribes',
    effect: 'read',
    response: 'csv',
    deprecated: false,
    scopes: ['mail:result'],
    params: [{ name: 'delivery_id', key: 'deliveryId', in: 'path', required: true, description: 'Delivery id (`deliveryTaskId`), a positive integer.', schema: { 'type': 'integer', format: 'int64', minimum: 1 } }, { name: 'start', key: 'start', in: 'query', required: false, description: 'Start of the period, ISO 8601 date-time with offset (compared as an instant; report rows are in\nAsia/Tokyo). On the wire a `+` in the offset is `%2B`; clients percent-encode it, so pass the value as\nwritten (`+09:00`). A malformed value gives error 10020. Either, both or none of `start` and `end` may\nbe given; none means the whole period.\n', schema: { 'type': 'string', format: 'date-time' } }, { name: 'end', key: 'end', in: 'query', required: false, description: 'End of the period, ISO 8601 date-time with offset, passed as written (clients percent-encode a `+`\nas `%2B`). A malformed value gives error 10020.\n', schema: { 'type': 'string', format: 'date-time' } }],
    body: undefined,
    call: (core, input, options) => unsubscribes(core, input.path['deliveryId'] as never, input.query as never, options),
  },
  {
    name: 'all-errors',
    operationId: 'allErrors',
    summary: 'Failed recipients of all deliveries (CSV)',
    description: 'Failed recipients over all deliveries, as CSV, with the delivery id as an extra column. Only data\nfrom the 1st day of the month six months before the current date up to now is available; an earlier\n`start` is clamped to that point. `reason` is one of `UNKNOWN_USER`, `UNKNOWN_HOST`, `MAILBOX_FULL`,\n`REJECTED`, `SPAM`, `INVALID_ADDRESS`, `SYSTEM`, `OTHER`.\n',
    http: 'GET /deliveries/errors/all',
    effect: 'read',
    response: 'csv',
    deprecated: false,
    scopes: ['mail:result'],
    params: [{ name: 'start', key: 'start', in: 'query', required: false, description: 'Start of the period, ISO 8601 date-time with offset (compared as an instant; report rows are in\nAsia/Tokyo). On the wire a `+` in the offset is `%2B`; clients percent-encode it, so pass the value as\nwritten (`+09:00`). A malformed value gives error 10020. Either, both or none of `start` and `end` may\nbe given; none means the whole period.\n', schema: { 'type': 'string', format: 'date-time' } }, { name: 'end', key: 'end', in: 'query', required: false, description: 'End of the period, ISO 8601 date-time with offset, passed as written (clients percent-encode a `+`\nas `%2B`). A malformed value gives error 10020.\n', schema: { 'type': 'string', format: 'date-time' } }],
    body: undefined,
    call: (core, input, options) => allErrors(core, input.query as never, options),
  },
  {
    name: 'all-unsubscribes',
    operationId: 'allUnsubscribes',
    summary: 'Unsubscribe requesters of all deliveries (CSV)',
    description: 'Unsubscribe requests over all deliveries, as CSV, with the delivery id as an extra column. Only data\nfrom the 1st day of the month six months before the current date up to now is available; an earlier\n`start` is clamped to that point.\n',
    http: 'GET /deliveries/unsubscribes/all',
    effect: 'read',
    response: 'csv',
    deprecated: false,
    scopes: ['mail:result'],
    params: [{ name: 'start', key: 'start', in: 'query', required: false, description: 'Start of the period, ISO 8601 date-time with offset (compared as an instant; report rows are in\nAsia/Tokyo). On the wire a `+` in the offset is `%2B`; clients percent-encode it, so pass the value as\nwritten (`+09:00`). A malformed value gives error 10020. Either, both or none of `start` and `end` may\nbe given; none means the whole period.\n', schema: { 'type': 'string', format: 'date-time' } }, { name: 'end', key: 'end', in: 'query', required: false, description: 'End of the period, ISO 8601 date-time with offset, passed as written (clients percent-encode a `+`\nas `%2B`). A malformed value gives error 10020.\n', schema: { 'type': 'string', format: 'date-time' } }],
    body: undefined,
    call: (core, input, options) => allUnsubscribes(core, input.query as never, options),
  }
  ];
