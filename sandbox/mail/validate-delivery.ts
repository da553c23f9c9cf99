/**
 * Validation of the JSON bodies of sendDelivery (#1), createDelivery (#4), sendDeliveryById (#5) and
 * reserveDelivery (#8), code by code as `MailErrorCode` and the request schemas of specs/mail.yaml state them.
 *
 * Order: first the JSON shape (any type mismatch gives one 10034 with property null and nothing else), then
 * every field rule, so one answer lists every fault it can find (sorted by code). Rules that need state (send
 * lists, reserved settings) are checked by the handlers, which add their codes to the same list. A rule that
 * fails for many recipients is reported once, naming the first element at fault.
 */
import type { MailUser } from '../config.js';
import { charLength, isValidAddress, MAX_DOMAIN_CHARS } from './addresses.js';
import { withPlaceholders } from './embedded.js';
import { mailError, type MailErrorItem } from './errors.js';
import { isValidPlatformId, isValidPropertyName, PLATFORM_ID } from './recipient-rules.js';
import type { Recipient } from './deliveries.js';

export type MailOperation = 'send' | 'create' | 'sendById' | 'reserve';

/** A request body whose fields have the right JSON types (null counts as absent). */
export interface DeliveryFields {
  readonly requestId?: string;
  readonly test?: boolean;
  readonly encode?: string;
  readonly fromAddress?: string;
  readonly fromName?: string;
  readonly replyAddress?: string;
  readonly preheader?: string;
  readonly subject?: string;
  readonly bodyText?: string;
  readonly bodyHtml?: string;
  readonly deliveryMailAddressPropertyName?: string;
  readonly trackingDomain?: string;
  readonly trackingDomainSslReady?: boolean;
  readonly count?: number;
  readonly deliveryData?: readonly Recipient[];
  readonly oneClickUnsubscriptionReady?: boolean;
  readonly sendListId?: number;
  readonly sendDateTime?: string;
}

type FieldType = 'string' | 'boolean' | 'integer' | 'recipients';

const CONTENT: Readonly<Record<string, FieldType>> = {
  encode: 'string',
  fromAddress: 'string',
  fromName: 'string',
  replyAddress: 'string',
  preheader: 'string',
  subject: 'string',
  bodyText: 'string',
  bodyHtml: 'string',
  deliveryMailAddressPropertyName: 'string',
};
const SENDING: Readonly<Record<string, FieldType>> = {
  requestId: 'string',
  trackingDomain: 'string',
  trackingDomainSslReady: 'boolean',
  oneClickUnsubscriptionReady: 'boolean',
};
const RECIPIENTS: Readonly<Record<string, FieldType>> = {
  test: 'boolean',
  count: 'integer',
  deliveryData: 'recipients',
};

/** The request fields of each operation (its request schema in specs/mail.yaml). */
const FIELDS: Readonly<Record<MailOperation, Readonly<Record<string, FieldType>>>> = {
  send: { ...CONTENT, ...SENDING, ...RECIPIENTS },
  create: CONTENT,
  sendById: { ...SENDING, ...RECIPIENTS },
  reserve: { ...CONTENT, ...SENDING, sendListId: 'integer', sendDateTime: 'string' },
};

export type FieldsResult =
  | { readonly ok: true; readonly fields: DeliveryFields }
  | { readonly ok: false; readonly errors: readonly MailErrorItem[] };

function typeError(detail: string): FieldsResult {
  return { ok: false, errors: [mailError('10034', detail, null)] };
}

/** Error 10034: the body is not an object, or a field of this operation has the wrong JSON type. */
export function readFields(body: unknown, operation: MailOperation): FieldsResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return typeError('The body must be a JSON object.');
  const input = body as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(FIELDS[operation])) {
    const value = input[name];
    if (value === undefined || value === null) continue;
    switch (type) {
      case 'string':
        if (typeof value !== 'string') return typeError(`${name} must be a string.`);
        break;
      case 'boolean':
        if (typeof value !== 'boolean') return typeError(`${name} must be a boolean.`);
        break;
      case 'integer':
        if (typeof value !== 'number' || !Number.isSafeInteger(value)) return typeError(`${name} must be an integer.`);
        break;
      case 'recipients': {
        if (!Array.isArray(value)) return typeError(`${name} must be an array of objects.`);
        for (let i = 0; i < value.length; i++) {
          const element: unknown = value[i];
          if (typeof element !== 'object' || element === null || Array.isArray(element)) {
            return typeError(`deliveryData[${i}] must be an object.`);
          }
          for (const [key, v] of Object.entries(element)) {
            // Records are string-valued; Customer.platformid travels as a decimal string (docs/decisions.md).
            if (typeof v !== 'string') return typeError(`deliveryData[${i}]["${key.slice(0, 80)}"] must be a string.`);
          }
        }
        break;
      }
    }
    fields[name] = value;
  }
  return { ok: true, fields: fields as DeliveryFields };
}

/** Limits of the field table and Limits section. */
const MAX_ADDRESS_CHARS = 256;
const MAX_NAME_CHARS = 120;
const MAX_SUBJECT_CHARS = 120;
/** 512 KB read as 512,000 bytes, the stricter reading, like the spec's `x-max-bytes`. */
export const MAX_BODY_BYTES = 512_000;
/** A test delivery has at most 20 recipients (field table, test). */
export const MAX_TEST_RECIPIENTS = 20;
const ENCODINGS = ['UTF-8', 'ISO-2022-JP'];

/**
 * An address that may hold embedded commands (`($db.Customer.<name>$)`) is checked with each command
 * standing for one letter; an address that is commands alone comes wholly from the recipient record. The
 * domain, commands included, has at most 253 characters. The spec's address `pattern` says the same.
 */
export function addressFormatOk(value: string): boolean {
  if (value !== '' && withPlaceholders(value, '') === '') return true;
  if (value.length - value.lastIndexOf('@') - 1 > MAX_DOMAIN_CHARS) return false;
  return isValidAddress(withPlaceholders(value, 'x'));
}

/** Content rules, for #1, #4 and #8: 10000, 10003 to 10011, 10015, 10032. */
export function contentErrors(f: DeliveryFields): MailErrorItem[] {
  const errors: MailErrorItem[] = [];
  if (f.encode !== undefined && !ENCODINGS.includes(f.encode)) errors.push(mailError('10000'));
  if (f.fromAddress === undefined || f.fromAddress === '') {
    errors.push(mailError('10003'));
  } else {
    if (!addressFormatOk(f.fromAddress)) errors.push(mailError('10004'));
    if (charLength(f.fromAddress) > MAX_ADDRESS_CHARS) errors.push(mailError('10005'));
  }
  if (f.fromName !== undefined && charLength(f.fromName) > MAX_NAME_CHARS) errors.push(mailError('10006'));
  if (f.replyAddress !== undefined && f.replyAddress !== '') {
    if (!addressFormatOk(f.replyAddress)) errors.push(mailError('10007'));
    if (charLength(f.replyAddress) > MAX_ADDRESS_CHARS) errors.push(mailError('10008'));
  }
  if (f.subject === undefined || f.subject === '') errors.push(mailError('10009'));
  else if (charLength(f.subject) > MAX_SUBJECT_CHARS) errors.push(mailError('10010'));
  const hasText = f.bodyText !== undefined && f.bodyText !== '';
  const hasHtml = f.bodyHtml !== undefined && f.bodyHtml !== '';
  if (!hasText && !hasHtml) errors.push(mailError('10011'));
  if (hasText && Buffer.byteLength(f.bodyText ?? '') > MAX_BODY_BYTES) {
    errors.push(mailError('10032', `bodyText is over ${MAX_BODY_BYTES} bytes.`, 'bodyText'));
  }
  if (hasHtml && Buffer.byteLength(f.bodyHtml ?? '') > MAX_BODY_BYTES) {
    errors.push(mailError('10032', `bodyHtml is over ${MAX_BODY_BYTES} bytes.`, 'bodyHtml'));
  }
  if (f.deliveryMailAddressPropertyName === undefined || f.deliveryMailAddressPropertyName === '') {
    errors.push(mailError('10015'));
  }
  return errors;
}

/** Error 10002: a custom tracking domain needs a subscription (field table, trackingDomain). */
export function trackingDomainErrors(f: DeliveryFields, user: MailUser): MailErrorItem[] {
  if (f.trackingDomain === undefined || f.trackingDomain === '') return [];
  const wanted = f.trackingDomain.toLowerCase();
  return user.trackingDomains.some((d) => d.toLowerCase() === wanted) ? [] : [mailError('10002')];
}

/**
 * Recipient rules, for #1 and #5: 10012 to 10014, 10016 to 10019, 10035. `addressProperty` is the request's
 * deliveryMailAddressPropertyName (#1) or the one the setting was created with (#5); undefined skips 10019.
 */
export function recipientErrors(f: DeliveryFields, addressProperty: string | undefined): MailErrorItem[] {
  const errors: MailErrorItem[] = [];
  const data = f.deliveryData;
  if (f.count === undefined) errors.push(mailError('10012'));
  else if (data !== undefined && f.count !== data.length) {
    errors.push(mailError('10013', `count is ${f.count}, deliveryData has ${data.length} elements.`));
  }
  if (f.test === true && (data?.length ?? f.count ?? 0) > MAX_TEST_RECIPIENTS) errors.push(mailError('10014'));
  if (data === undefined) {
    errors.push(mailError('10016'));
    return errors;
  }
  const first = new Map<string, string>();
  const note = (code: string, detail: string): void => {
    if (!first.has(code)) first.set(code, detail);
  };
  for (let i = 0; i < data.length; i++) {
    const record = data[i] ?? {};
    for (const key of Object.keys(record)) {
      if (!isValidPropertyName(key)) note('10035', `deliveryData[${i}] has the property "${key.slice(0, 80)}".`);
    }
    const platformId = record[PLATFORM_ID];
    if (platformId === undefined) note('10017', `deliveryData[${i}] has none.`);
    else if (!isValidPlatformId(platformId)) note('10018', `deliveryData[${i}] has "${platformId.slice(0, 40)}".`);
    if (addressProperty !== undefined && addressProperty !== '') {
      const address = record[addressProperty];
      if (address === undefined || address === '')
        note('10019', `deliveryData[${i}] has no ${addressProperty.slice(0, 80)}.`);
    }
  }
  for (const [code, detail] of first) errors.push(mailError(code, detail));
  return errors;
}

export function byCode(errors: readonly MailErrorItem[]): MailErrorItem[] {
  return [...errors].sort((a, b) => a.code.localeCompare(b.code));
}
