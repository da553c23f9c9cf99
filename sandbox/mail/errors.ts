/**
 * The coded 400 errors of the mail API (`MailErrorCode` in specs/mail.yaml): each code with the property it names
 * and a default message. The body is `{ errors: [{ code, property, message }] }` with `code` a string and
 * `property` null where the code names none (docs/decisions.md).
 */

export interface MailErrorItem {
  readonly code: string;
  readonly property: string | null;
  readonly message: string;
}

/** code -> [property named by the reference, default message]. 10011/10032 name bodyText or bodyHtml as fits. */
const CODES: Readonly<Record<string, readonly [string | null, string]>> = {
  '10000': ['encode', 'encode must be UTF-8 or ISO-2022-JP.'],
  '10002': ['trackingDomain', 'The tracking domain is not subscribed.'],
  '10003': ['fromAddress', 'fromAddress is required.'],
  '10004': ['fromAddress', 'fromAddress is not a valid mail address.'],
  '10005': ['fromAddress', 'fromAddress is over 256 characters.'],
  '10006': ['fromName', 'fromName is over 120 characters.'],
  '10007': ['replyAddress', 'replyAddress is not a valid mail address.'],
  '10008': ['replyAddress', 'replyAddress is over 256 characters.'],
  '10009': ['subject', 'subject is required.'],
  '10010': ['subject', 'subject is over 120 characters.'],
  '10011': ['bodyText', 'One of bodyText and bodyHtml is required.'],
  '10012': ['count', 'count is required.'],
  '10013': ['count', 'count differs from the number of deliveryData elements.'],
  '10014': ['count', 'A test delivery has at most 20 recipients.'],
  '10015': ['deliveryMailAddressPropertyName', 'deliveryMailAddressPropertyName is required.'],
  '10016': ['deliveryData', 'deliveryData is required.'],
  '10017': ['deliveryData', 'Customer.platformid is required in every recipient.'],
  '10018': ['deliveryData', 'Customer.platformid must be an integer from 1 to 9223372036854775807.'],
  '10019': ['deliveryData', 'The address property named by deliveryMailAddressPropertyName is required.'],
  '10020': ['start', 'The date-time is not in ISO 8601 format.'],
  '10021': ['deliveryTaskId', 'The delivery is being processed and cannot be deleted.'],
  '10022': ['sendListId', 'sendListId is required.'],
  '10023': ['sendListId', 'The send list does not exist.'],
  '10024': ['sendListId', 'The send list has expired.'],
  '10025': ['sendListId', 'The send list registration is not complete.'],
  '10026': ['sendListId', 'The send list is already used by another delivery.'],
  '10027': ['deliveryMailAddressPropertyName', 'The send list has no column of that name.'],
  '10028': ['sendDateTime', 'sendDateTime is required.'],
  '10029': ['sendDateTime', 'sendDateTime is not in ISO 8601 format.'],
  '10030': ['sendDateTime', 'sendDateTime must lie between 5 minutes from now and the expiry of the send list.'],
  '10031': [
    'deliveryTaskId',
    'From 5 minutes before the reserved time the delivery cannot be deleted until it completes.',
  ],
  '10032': ['bodyText', 'The body is over 512 KB.'],
  '10033': ['deliveryTaskId', 'The delivery setting is reserved and cannot be used for immediate sending.'],
  '10034': [null, 'The JSON has a type mismatch or a format problem.'],
  '10035': ['deliveryData', 'A property name violates the naming rule.'],
};

export const MAIL_ERROR_CODES: readonly string[] = Object.freeze(Object.keys(CODES));

/** One error item; `property` overrides the table's (bodyHtml for 10011/10032, end for 10020). */
export function mailError(code: string, detail?: string, property?: string | null): MailErrorItem {
  const entry = CODES[code];
  if (!entry) throw new Error(`unknown mail error code ${code}`);
  const message = detail === undefined ? entry[1] : `${entry[1]} ${detail}`;
  return { code, property: property === undefined ? entry[0] : property, message };
}

/** Thrown inside a handler to answer 400 with these errors; the handler has changed no state yet. */
export class MailBadRequest extends Error {
  constructor(readonly errors: readonly MailErrorItem[]) {
    super(errors.map((e) => e.code).join(','));
  }
}
