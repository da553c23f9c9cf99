/**
 * Compile-time tests of the generated database management client (checked by `npm run typecheck`, never run):
 * misuse must be rejected, correct use must infer the right types.
 */
import { expectTypeOf } from 'vitest';
import {
  createDatabaseClient,
  isDatabaseApiError,
  NotFoundError,
  type ApiDefinition,
  type ApiDefinitionList,
  type DatabaseApiError,
  type DatabaseClient,
  type DatabaseClientOptions,
  type DatabaseDefinition,
  type DatabaseDefinitionList,
  type DeleteResult,
  type PlatformItemType,
  type PropertyDefinitionInput,
  type PutApiDefinitionRequest,
  type RecordsOpenApiDocument,
} from '@platform-sdk/database';

declare const db: DatabaseClient;
const metadata = { kind: 'ApiDefinition', apiVersion: 'database/v1', name: 'member' } as const;
const resources = { main: { mapping: '_customer', type: 'customerDb' } } as const;

export async function positives(): Promise<void> {
  expectTypeOf(createDatabaseClient).parameter(0).toEqualTypeOf<DatabaseClientOptions>();
  expectTypeOf(createDatabaseClient).returns.toEqualTypeOf<DatabaseClient>();
  createDatabaseClient({ dbUrl: 'https://db.example.net', accountCode: 'demo', accessToken: 'token' });

  // Paging: the token is absent on the last page.
  const page = await db.listApiDefinition({ limit: 100 });
  expectTypeOf(page).toEqualTypeOf<ApiDefinitionList>();
  expectTypeOf(page.metadata.continueToken).toEqualTypeOf<string | undefined>();
  expectTypeOf(await db.listApiDefinition({ continueToken: 'abc' })).toEqualTypeOf<ApiDefinitionList>();
  expectTypeOf(await db.listDatabaseDefinition()).toEqualTypeOf<DatabaseDefinitionList>();
  expectTypeOf(await db.getDatabaseDefinition('customer')).toEqualTypeOf<DatabaseDefinition>();
  // The iterators (x-paging) yield typed items and keep the token to themselves.
  for await (const definition of db.apiDefinitions({ limit: 10 }, { signal: AbortSignal.timeout(1000) })) {
    expectTypeOf(definition).toEqualTypeOf<ApiDefinition>();
  }
  for await (const database of db.databaseDefinitions()) expectTypeOf(database).toEqualTypeOf<DatabaseDefinition>();

  // A master database definition: id of type platformId, properties by type or by type/format pair.
  const registered = await db.putApiDefinition('member', {
    metadata,
    spec: {
      resources,
      schema: {
        properties: {
          id: { 'x-platform-type': 'platformId' },
          email: { 'x-platform-type': 'mailAddress', 'x-platform-mapping': 'mail_address' },
          memo: { type: 'string' },
          anniversary: { type: 'string', format: 'month-day' },
          rank: {
            'x-platform-type': 'singleSelect',
            'x-platform-select-value-definitions': [{ value: 1, label: 'ゴールド', hasExtraText: false }],
          },
        },
      },
    },
  });
  expectTypeOf(registered).toEqualTypeOf<ApiDefinition>();
  expectTypeOf(registered.status.ready.status).toEqualTypeOf<boolean>();
  expectTypeOf(registered.metadata.resourceVersion).toEqualTypeOf<string>();
  // The id is a platformId or a historyId; which one the database type decides, checked by the service.
  expectTypeOf(registered.spec.schema.properties.id['x-platform-type']).toEqualTypeOf<'platformId' | 'historyId'>();
  expectTypeOf(registered.spec.resources.main.type).toEqualTypeOf<'customerDb' | 'historyDb'>();

  // A history database definition: id of type historyId.
  await db.putApiDefinition('purchase', {
    metadata: { ...metadata, name: 'purchase' },
    spec: {
      resources: { main: { mapping: 'purchase_history', type: 'historyDb' } },
      schema: {
        properties: { id: { 'x-platform-type': 'historyId' }, customerId: { 'x-platform-type': 'platformId' } },
      },
    },
  });

  // A fetched definition can be changed and sent back without a cast (status and service-set fields ignored).
  const fetched = await db.getApiDefinition('member');
  await db.putApiDefinition('member', fetched);
  await db.putApiDefinition('member', {
    ...fetched,
    spec: {
      ...fetched.spec,
      schema: { properties: { ...fetched.spec.schema.properties, nickname: { type: 'string' } } },
    },
  } satisfies PutApiDefinitionRequest);

  // Undefined when a retry found the definition already gone (an earlier attempt may have deleted it).
  expectTypeOf(await db.deleteApiDefinition('member')).toEqualTypeOf<DeleteResult | undefined>();
  expectTypeOf<DeleteResult['status']>().toEqualTypeOf<200>();
  const document = await db.getOpenApi('member');
  expectTypeOf(document).toEqualTypeOf<RecordsOpenApiDocument>();
  expectTypeOf(document.openapi).toEqualTypeOf<'3.0.1'>();
  expectTypeOf(document.paths['/member/records']).toEqualTypeOf<{ [key: string]: unknown } | undefined>();
  expectTypeOf(await db.getAllOpenApi()).toEqualTypeOf<RecordsOpenApiDocument>();
  expectTypeOf<'monthDay'>().toExtend<PlatformItemType>();
  expectTypeOf<DatabaseClient['raw']>().toHaveProperty('PUT');

  // The guard narrows any caught value to this API's errors, and instanceof to the status class.
  const caught: unknown = undefined;
  if (isDatabaseApiError(caught)) expectTypeOf(caught).toEqualTypeOf<DatabaseApiError>();
  if (isDatabaseApiError(caught) && caught instanceof NotFoundError)
    expectTypeOf(caught.kind).toEqualTypeOf<'not-found'>();
}

export async function negatives(): Promise<void> {
  // @ts-expect-error the definition name is a path argument, not part of a query object
  await db.getApiDefinition({ name: 'member' });
  // @ts-expect-error limit is a number
  await db.listApiDefinition({ limit: '100' });
  // @ts-expect-error the list operations take continueToken and limit only
  await db.listDatabaseDefinition({ offset: 0 });
  // @ts-expect-error a put needs its spec
  await db.putApiDefinition('member', { metadata });
  await db.putApiDefinition('member', {
    // @ts-expect-error kind must be ApiDefinition
    metadata: { ...metadata, kind: 'DatabaseDefinition' },
    spec: { resources, schema: { properties: { id: { 'x-platform-type': 'platformId' } } } },
  });
  await db.putApiDefinition('member', {
    metadata,
    // @ts-expect-error a master database definition needs id
    spec: { resources, schema: { properties: { name: { type: 'string' } } } },
  });
  await db.putApiDefinition('member', {
    metadata,
    // @ts-expect-error the id is a platformId or a historyId, not text
    spec: { resources, schema: { properties: { id: { 'x-platform-type': 'text' } } } },
  });
  await db.putApiDefinition('member', {
    metadata,
    spec: {
      // @ts-expect-error reference-type databases cannot be used
      resources: { main: { mapping: 'shops', type: 'referenceDb' } },
      schema: { properties: { id: { 'x-platform-type': 'platformId' } } },
    },
  });
  const textWithOptions: PropertyDefinitionInput = {
    'x-platform-type': 'text',
    // @ts-expect-error options belong to select types only
    'x-platform-select-value-definitions': [],
  };
  // @ts-expect-error integer names no item type without x-platform-type
  const bareInteger: PropertyDefinitionInput = { type: 'integer' };
  // @ts-expect-error an unknown item type
  const unknownType: PropertyDefinitionInput = { 'x-platform-type': 'reference' };
  // @ts-expect-error an option value is an integer, not a string
  const stringOption: PropertyDefinitionInput = {
    'x-platform-type': 'singleSelect',
    'x-platform-select-value-definitions': [{ value: '1', label: 'a', hasExtraText: false }],
  };
  void [textWithOptions, bareInteger, unknownType, stringOption];
  // @ts-expect-error accountCode is a required option
  createDatabaseClient({ dbUrl: 'https://db.example.net', accessToken: 'x' });
  // @ts-expect-error the iterator asks for the pages itself: no continueToken
  db.apiDefinitions({ continueToken: 'abc' });
  // @ts-expect-error limit is a number for the iterator too
  db.databaseDefinitions({ limit: '1' });
  // @ts-expect-error getAllOpenApi takes no definition name
  await db.getAllOpenApi('member');
  // @ts-expect-error a registered definition always has its status
  const withoutStatus: ApiDefinition = {
    metadata: (await db.getApiDefinition('member')).metadata,
    spec: (await db.getApiDefinition('member')).spec,
  };
  void withoutStatus;
}
