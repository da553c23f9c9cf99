/**
 * Definitions of an account of our own, for the putApiDefinition body check: `shopper` binds the master database
 * with one property of every item type (the types that cannot be created bound to the master database's own
 * items), `visit` a new history database. Both pass every rule of specs/database.yaml; `BROKEN` breaks each
 * rule the check keeps, with the issues the check names.
 */
import type { ValidationIssue } from '@platform-sdk/runtime';

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

export const P = 'spec.schema.properties';
const NAME_RULE = 'must match ^[a-z][a-zA-Z0-9_]*$';
const NOT_A_FIELD = (what: string, fields: string) => `is not a field of ${what} (${fields})`;
const TYPED = 'x-platform-type, x-platform-mapping, type, format, nullable';
const SELECT = 'x-platform-type, x-platform-mapping, type, nullable, x-platform-select-value-definitions, items';
export const OPTION = (at: string) => `${P}.${at}.x-platform-select-value-definitions`;
export const issue = (field: string, rule: string): ValidationIssue => ({ field, rule });

/** [what breaks, the body, the path's name, the issues in the order found]. */
export const BROKEN: readonly [string, unknown, string, ValidationIssue[]][] = [
  ['no body', null, 'shopper', [issue('the body', 'must be an object (got null): an API definition {metadata, spec}')]],
  [
    'no metadata',
    changed(SHOPPER, (b) => delete (b as Partial<typeof b>).metadata),
    'shopper',
    [issue('metadata', 'is required: {kind: ApiDefinition, apiVersion: database/v1, name}')],
  ],
  [
    'another kind',
    changed(SHOPPER, (b) => (b.metadata.kind = 'DatabaseDefinition')),
    'shopper',
    [issue('metadata.kind', 'must be "ApiDefinition" (got "DatabaseDefinition")')],
  ],
  [
    'another apiVersion',
    changed(SHOPPER, (b) => (b.metadata.apiVersion = 'database/v2')),
    'shopper',
    [issue('metadata.apiVersion', 'must be "database/v1" (got "database/v2")')],
  ],
  [
    'no name',
    changed(SHOPPER, (b) => delete b.metadata.name),
    'shopper',
    [issue('metadata.name', "must be the definition's name (got nothing)")],
  ],
  [
    'a name off the rule',
    changed(SHOPPER, (b) => (b.metadata.name = 'Shopper')),
    'shopper',
    [issue('metadata.name', `${NAME_RULE} (got "Shopper")`)],
  ],
  [
    'a name other than the path',
    SHOPPER,
    'buyer',
    [issue('metadata.name', 'must equal the path parameter name (got "shopper", path "buyer")')],
  ],
  [
    'no spec',
    changed(SHOPPER, (b) => delete (b as Partial<typeof b>).spec),
    'shopper',
    [issue('spec', 'is required: {resources, schema}')],
  ],
  [
    'a field spec does not have',
    changed(SHOPPER, (b) => (b.spec.label = 'Shoppers')),
    'shopper',
    [issue('spec.label', NOT_A_FIELD('a definition spec', 'resources, schema'))],
  ],
  [
    'no resources',
    changed(SHOPPER, (b) => delete b.spec.resources),
    'shopper',
    [issue('spec.resources', 'is required: {main: {mapping, type}}')],
  ],
  [
    'a second resource',
    changed(SHOPPER, (b) => (b.spec.resources.extra = b.spec.resources.main)),
    'shopper',
    [issue('spec.resources.extra', NOT_A_FIELD('the resources', 'main'))],
  ],
  [
    'no main resource',
    changed(SHOPPER, (b) => (b.spec.resources = {})),
    'shopper',
    [issue('spec.resources.main', 'is required: {mapping, type}')],
  ],
  [
    'a label on the database',
    changed(SHOPPER, (b) => (b.spec.resources.main.label = 'Customers')),
    'shopper',
    [issue('spec.resources.main.label', NOT_A_FIELD('the bound database', 'mapping, type'))],
  ],
  [
    'an empty mapping',
    changed(SHOPPER, (b) => (b.spec.resources.main.mapping = '')),
    'shopper',
    [issue('spec.resources.main.mapping', 'must be a database name, a non-empty string (got "")')],
  ],
  [
    'a reference database',
    changed(SHOPPER, (b) => (b.spec.resources.main.type = 'referenceDb')),
    'shopper',
    [issue('spec.resources.main.type', 'must be customerDb or historyDb (got "referenceDb")')],
  ],
  [
    'no schema',
    changed(SHOPPER, (b) => delete b.spec.schema),
    'shopper',
    [issue('spec.schema', 'is required: {properties}')],
  ],
  [
    'a required list in the schema',
    changed(SHOPPER, (b) => (b.spec.schema.required = ['id'])),
    'shopper',
    [issue('spec.schema.required', NOT_A_FIELD('the record schema', 'properties'))],
  ],
  [
    'properties as a list',
    changed(SHOPPER, (b) => (b.spec.schema.properties = [])),
    'shopper',
    [issue(P, 'must be an object (got []): property name -> definition')],
  ],
  [
    '101 properties',
    changed(SHOPPER, (b) => {
      for (let i = Object.keys(props(b)).length; i < 101; i++) props(b)[`extra${i}`] = { type: 'string' };
    }),
    'shopper',
    [issue(P, 'must have at most 100 properties (got 101)')],
  ],
  [
    'a property name with a capital first',
    changed(SHOPPER, (b) => (props(b).First_name = { type: 'string' })),
    'shopper',
    [issue(`${P}.First_name`, 'has a name that does not match ^[a-z][a-zA-Z0-9_]*$')],
  ],
  [
    'a property name with a hyphen',
    changed(SHOPPER, (b) => (props(b)['first-name'] = { type: 'string' })),
    'shopper',
    [issue(`${P}.first-name`, 'has a name that does not match ^[a-z][a-zA-Z0-9_]*$')],
  ],
  [
    'a property name with a dot',
    changed(SHOPPER, (b) => (props(b)['first.name'] = { type: 'string' })),
    'shopper',
    [issue(`${P}["first.name"]`, 'has a name that does not match ^[a-z][a-zA-Z0-9_]*$')],
  ],
  [
    'a property that is no definition',
    changed(SHOPPER, (b) => (props(b).note = 'string')),
    'shopper',
    [issue(`${P}.note`, 'must be an object (got "string"): a property definition')],
  ],
  [
    'an x-platform-type that is no item type',
    changed(SHOPPER, (b) => (props(b).note = { 'x-platform-type': 'string' })),
    'shopper',
    [
      issue(
        `${P}.note.x-platform-type`,
        'must be an item type: platformId, historyId, mailAddress, mobileMailAddress, updatedDate, ' +
          'registeredDate, mailRefusalFlag, mailAddressErrorCount, mobileMailAddressErrorCount, mlRefusalFlags, ' +
          'text, number, date, monthDay, dateTime, singleSelect, multipleSelect, password, passwordHash (got "string")',
      ),
    ],
  ],
  [
    'a type that disagrees with the item type',
    changed(SHOPPER, (b) => (props(b).basketTotal.type = 'integer')),
    'shopper',
    [issue(`${P}.basketTotal.type`, 'must be number for x-platform-type number (got "integer")')],
  ],
  [
    'a format that disagrees with the item type',
    changed(SHOPPER, (b) => (props(b).birthday.format = 'date-time')),
    'shopper',
    [issue(`${P}.birthday.format`, 'must be date for x-platform-type date (got "date-time")')],
  ],
  [
    'a format on a type that has none',
    changed(SHOPPER, (b) => (props(b).nickname.format = 'email')),
    'shopper',
    [issue(`${P}.nickname.format`, 'must be left out for x-platform-type text (got "email")')],
  ],
  [
    'a type/format pair that stands for no item type',
    changed(SHOPPER, (b) => (props(b).spend = { type: 'number', format: 'int64' })),
    'shopper',
    [
      issue(
        `${P}.spend.x-platform-type`,
        'is required: type "number" with format "int64" names no item type (string, number, string/date, ' +
          'string/month-day and string/date-time do)',
      ),
    ],
  ],
  [
    'an integer without an item type',
    changed(SHOPPER, (b) => (props(b).visits = { type: 'integer' })),
    'shopper',
    [
      issue(
        `${P}.visits.x-platform-type`,
        'is required: type "integer" names no item type (string, number, string/date, string/month-day and ' +
          'string/date-time do)',
      ),
    ],
  ],
  [
    'a description on a property',
    changed(SHOPPER, (b) => (props(b).nickname.description = 'Shown name')),
    'shopper',
    [issue(`${P}.nickname.description`, NOT_A_FIELD('a text definition', TYPED))],
  ],
  [
    'a format on a property without an item type',
    changed(SHOPPER, (b) => (props(b).note.maxLength = 20)),
    'shopper',
    [issue(`${P}.note.maxLength`, NOT_A_FIELD('a text definition', 'type, format, x-platform-mapping, nullable'))],
  ],
  [
    'a format on a select property',
    changed(SHOPPER, (b) => (props(b).tier.format = 'int64')),
    'shopper',
    [issue(`${P}.tier.format`, NOT_A_FIELD('a singleSelect definition', SELECT))],
  ],
  [
    'options on a text property',
    changed(SHOPPER, (b) => (props(b).nickname['x-platform-select-value-definitions'] = [])),
    'shopper',
    [
      issue(
        `${P}.nickname.x-platform-select-value-definitions`,
        'applies to mlRefusalFlags, singleSelect, multipleSelect properties only',
      ),
    ],
  ],
  [
    'an empty item mapping',
    changed(SHOPPER, (b) => (props(b).nickname['x-platform-mapping'] = '')),
    'shopper',
    [issue(`${P}.nickname.x-platform-mapping`, 'must be a database item name, a non-empty string (got "")')],
  ],
  [
    'nullable as text',
    changed(SHOPPER, (b) => (props(b).note.nullable = 'yes')),
    'shopper',
    [issue(`${P}.note.nullable`, 'must be a boolean (got "yes")')],
  ],
  [
    'a type that cannot be created, without a mapping',
    changed(SHOPPER, (b) => delete props(b).email['x-platform-mapping']),
    'shopper',
    [
      issue(
        `${P}.email.x-platform-mapping`,
        'is required: items of type mailAddress cannot be created, so name the existing item to bind',
      ),
    ],
  ],
  [
    'options that are no list',
    changed(SHOPPER, (b) => (props(b).tier['x-platform-select-value-definitions'] = { value: 1 })),
    'shopper',
    [issue(OPTION('tier'), 'must be an array of {value, label, hasExtraText} (got {"value":1})')],
  ],
  [
    'an option that is no object',
    changed(SHOPPER, (b) => props(b).hobbies['x-platform-select-value-definitions'].push(3)),
    'shopper',
    [issue(`${OPTION('hobbies')}[2]`, 'must be an object (got 3): {value, label, hasExtraText}')],
  ],
  [
    'option values of 0, 1.5 and "3"',
    changed(SHOPPER, (b) => {
      const options = props(b).tier['x-platform-select-value-definitions'];
      options[0].value = 0;
      options[1].value = 1.5;
      options[2].value = '3';
    }),
    'shopper',
    [
      issue(`${OPTION('tier')}[0].value`, 'must be an integer of at least 1 (got 0)'),
      issue(`${OPTION('tier')}[1].value`, 'must be an integer of at least 1 (got 1.5)'),
      issue(`${OPTION('tier')}[2].value`, 'must be an integer of at least 1 (got "3")'),
    ],
  ],
  [
    'an option value given twice',
    changed(SHOPPER, (b) => (props(b).tier['x-platform-select-value-definitions'][2].value = 1)),
    'shopper',
    [issue(`${OPTION('tier')}[2].value`, 'must be unique within the property (1 is also option 0)')],
  ],
  [
    'an empty label, no hasExtraText and a colour',
    changed(
      SHOPPER,
      (b) => (props(b).hobbies['x-platform-select-value-definitions'][1] = { value: 2, label: '', color: 'red' }),
    ),
    'shopper',
    [
      issue(`${OPTION('hobbies')}[1].color`, NOT_A_FIELD('a select option', 'value, label, hasExtraText')),
      issue(`${OPTION('hobbies')}[1].label`, 'must be a non-empty string (got "")'),
      issue(`${OPTION('hobbies')}[1].hasExtraText`, 'must be a boolean (got nothing)'),
    ],
  ],
  [
    'no id',
    changed(SHOPPER, (b) => delete props(b).id),
    'shopper',
    [issue(`${P}.id`, 'is required: a customerDb definition needs id of x-platform-type platformId')],
  ],
  [
    'a historyId id in a master database definition',
    changed(SHOPPER, (b) => (props(b).id = { 'x-platform-type': 'historyId' })),
    'shopper',
    [issue(`${P}.id`, 'must be of x-platform-type platformId in a customerDb definition (got historyId)')],
  ],
  [
    'a platformId id in a history database definition',
    changed(VISIT, (b) => (props(b).id = { 'x-platform-type': 'platformId' })),
    'visit',
    [issue(`${P}.id`, 'must be of x-platform-type historyId in a historyDb definition (got platformId)')],
  ],
  [
    'a history database definition without its customer',
    changed(VISIT, (b) => delete props(b).shopper),
    'visit',
    [issue(P, 'must have a property of x-platform-type platformId in a historyDb definition (the customer)')],
  ],
];
