/**
 * The management client checks a putApiDefinition body before sending it (`x-body-check: api-definition`,
 * specs/database.yaml): each rule that holds whatever the account holds is refused locally with a
 * `RequestValidationError` naming the operation, every field and rule broken; nothing reaches the service, not
 * even the token endpoint. A body that passes is sent unchanged; `bodyCheck: false` leaves the rules to the
 * service.
 */
import { createDatabaseClient, RequestValidationError, type DatabaseClient } from '@platform-sdk/database';
import { clearRateLimiters, clearTokenCache, type ValidationIssue } from '@platform-sdk/runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { changed, props, SHOPPER, VISIT } from './definition-fixtures.js';
import { AUTH_URL, fakeServer, json, type FakeServer } from './fake-server.js';

let server: FakeServer;
let db: DatabaseClient;

beforeEach(() => {
  clearTokenCache();
  clearRateLimiters();
  server = fakeServer({ api: async (request) => json(await request.json()) });
  db = createDatabaseClient({
    dbUrl: 'https://db.example.test',
    accountCode: 'shop',
    authUrl: AUTH_URL,
    credentials: { clientKey: 'key', clientSecret: 'secret' },
    rateLimit: false,
    fetch: server.fetch,
  });
});

const P = 'spec.schema.properties';
const NAME_RULE = 'must match ^[a-z][a-zA-Z0-9_]*$';
const NOT_A_FIELD = (what: string, fields: string) => `is not a field of ${what} (${fields})`;
const TYPED = 'x-platform-type, x-platform-mapping, type, format, nullable';
const SELECT = 'x-platform-type, x-platform-mapping, type, nullable, x-platform-select-value-definitions, items';
const OPTION = (at: string) => `${P}.${at}.x-platform-select-value-definitions`;
const issue = (field: string, rule: string): ValidationIssue => ({ field, rule });

/** [what breaks, the body, the path's name, the issues in the order found]. */
const BROKEN: readonly [string, unknown, string, ValidationIssue[]][] = [
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

async function refusal(call: Promise<unknown>): Promise<RequestValidationError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RequestValidationError);
  return error as RequestValidationError;
}

describe('putApiDefinition bodies checked before sending', () => {
  it.each(BROKEN)('refuses %s', async (_what, body, name, want) => {
    const error = await refusal(db.putApiDefinition(name, body as never));
    expect(error.issues).toEqual(want);
    expect({ operationId: error.operationId, field: error.field, rule: error.rule }).toEqual({
      operationId: 'putApiDefinition',
      ...want[0],
    });
    expect(error.message).toBe(
      `putApiDefinition was not sent because ${want.map((i) => `${i.field} ${i.rule}`).join('; ')}.`,
    );
    // Nothing reached the service, not even the token endpoint.
    expect([server.token.length, server.api.length]).toEqual([0, 0]);
  });

  it('lists every rule a body breaks, in the order found', async () => {
    const body = changed(SHOPPER, (b) => {
      b.metadata.name = 'buyer';
      b.spec.resources.main.type = 'customer';
      props(b).Email = props(b).email;
      delete props(b).email;
      props(b).tier['x-platform-select-value-definitions'][1].value = 2.5;
    });
    const error = await refusal(db.putApiDefinition('shopper', body as never));
    expect(error.issues).toEqual([
      issue('metadata.name', 'must equal the path parameter name (got "buyer", path "shopper")'),
      issue('spec.resources.main.type', 'must be customerDb or historyDb (got "customer")'),
      issue(`${OPTION('tier')}[1].value`, 'must be an integer of at least 1 (got 2.5)'),
      issue(`${P}.Email`, 'has a name that does not match ^[a-z][a-zA-Z0-9_]*$'),
    ]);
    expect(error.message).toContain('putApiDefinition was not sent because metadata.name must equal');
    expect([server.token.length, server.api.length]).toEqual([0, 0]);
  });

  it('lists at most 20 issues of a body broken everywhere', async () => {
    const body = changed(SHOPPER, (b) => {
      for (let i = 0; i < 40; i++) props(b)[`Bad${i}`] = { type: 'string' };
    });
    const error = await refusal(db.putApiDefinition('shopper', body as never));
    expect(error.issues).toHaveLength(20);
    expect(error.issues[19]).toEqual(issue(`${P}.Bad19`, 'has a name that does not match ^[a-z][a-zA-Z0-9_]*$'));
  });

  it.each([
    ['shopper, one property of every item type', SHOPPER, 'shopper'],
    ['visit, a new history database', VISIT, 'visit'],
    [
      'a registered definition sent back with what the service adds',
      changed(SHOPPER, (b) => {
        Object.assign(b.metadata, { accountCode: 'shop', uid: 'u-1', resourceVersion: '7' });
        Object.assign(props(b).id, { 'x-platform-mapping': '_platformId', type: 'integer', format: 'int64' });
        Object.assign(props(b).tier, {
          nullable: true,
          items: { type: 'object' },
          'x-platform-mapping': 'shopper_tier',
        });
        Object.assign(props(b).bounces, { type: 'integer', nullable: true });
        (b as Record<string, unknown>).status = { ready: { status: true } };
      }),
      'shopper',
    ],
  ])('sends %s unchanged', async (_what, body, name) => {
    await db.putApiDefinition(name, body as never);
    expect(server.api).toHaveLength(1);
    expect(server.api[0]?.method).toBe('PUT');
    expect(JSON.parse(server.api[0]?.body ?? '')).toEqual(body);
  });

  it('sends a body unchecked with bodyCheck: false, leaving the rules to the service', async () => {
    const body = changed(SHOPPER, (b) => (b.metadata.name = 'buyer'));
    await db.putApiDefinition('shopper', body as never, { bodyCheck: false });
    expect(JSON.parse(server.api[0]?.body ?? '')).toEqual(body);
  });
});
