/**
 * Definitions of an account of our own, for the putApiDefinition body check: `shopper` binds the master database
 * with one property of every item type (the types that cannot be created bound to the master database's own
 * items), `visit` a new history database. Both pass every rule of specs/database.yaml.
 */

export const SHOPPER = Object.freeze({
  metadata: { kind: 'ApiDefinition', apiVersion: 'database/v1', name: 'shopper' },
  spec: {
    resources: { main: { mapping: '_customer', type: 'customerDb' } },
    schema: {
      properties: {
        id: { 'x-platform-type': 'platformId' },
        email: { 'x-platform-type': 'mailAddress', 'x-platform-mapping': '_mailAddress' },
        phoneMail: { 'x-platform-type': 'mobileMailAddress', 'x-platform-mapping': '_mobileMailAddress' },
        changedAt: { 'x-platform-type': 'updatedDate', 'x-platform-mapping': '_updatedDate' },
        joinedAt: { 'x-platform-type': 'registeredDate', 'x-platform-mapping': '_registeredDate', type: 'string' },
        noMail: { 'x-platform-type': 'mailRefusalFlag', 'x-platform-mapping': '_mailRefusalFlag' },
        bounces: { 'x-platform-type': 'mailAddressErrorCount', 'x-platform-mapping': '_mailAddressErrorCount' },
        phoneBounces: {
          'x-platform-type': 'mobileMailAddressErrorCount',
          'x-platform-mapping': '_mobileMailAddressErrorCount',
        },
        optOuts: { 'x-platform-type': 'mlRefusalFlags', 'x-platform-mapping': '_mlRefusalFlags' },
        nickname: { 'x-platform-type': 'text' },
        note: { type: 'string' },
        basketTotal: { 'x-platform-type': 'number', nullable: true },
        spend: { type: 'number' },
        birthday: { 'x-platform-type': 'date', type: 'string', format: 'date' },
        firstVisit: { type: 'string', format: 'date' },
        nameDay: { type: 'string', format: 'month-day' },
        lastSeenAt: { 'x-platform-type': 'dateTime' },
        lastOrderAt: { type: 'string', format: 'date-time' },
        tier: {
          'x-platform-type': 'singleSelect',
          type: 'array',
          'x-platform-select-value-definitions': [
            { value: 1, label: 'Bronze', hasExtraText: false },
            { value: 2, label: 'Silver', hasExtraText: false },
            { value: 10, label: 'Other', hasExtraText: true },
          ],
        },
        hobbies: {
          'x-platform-type': 'multipleSelect',
          'x-platform-select-value-definitions': [
            { value: 1, label: 'Cycling', hasExtraText: false },
            { value: 2, label: 'Baking', hasExtraText: true },
          ],
        },
        pin: { 'x-platform-type': 'password' },
        secret: { 'x-platform-type': 'passwordHash' },
      },
    },
  },
});

export const VISIT = Object.freeze({
  metadata: { kind: 'ApiDefinition', apiVersion: 'database/v1', name: 'visit' },
  spec: {
    resources: { main: { mapping: 'visit_log', type: 'historyDb' } },
    schema: {
      properties: {
        id: { 'x-platform-type': 'historyId' },
        shopper: { 'x-platform-type': 'platformId' },
        visitedAt: { type: 'string', format: 'date-time' },
        store: { type: 'string' },
      },
    },
  },
});

type Body = { metadata: Record<string, unknown>; spec: Record<string, any> };

/** A copy of `body` changed by `change`, for one broken rule per test row. */
export function changed(body: object, change: (copy: Body) => void): Body {
  const copy = structuredClone(body) as Body;
  change(copy);
  return copy;
}

/** The properties map of a copy, to change. */
export const props = (body: Body): Record<string, any> => body.spec.schema.properties;
