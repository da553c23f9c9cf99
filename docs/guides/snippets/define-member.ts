// Register (or replace) the API definition `member` over the master database, then wait until its record API
// can be used. Properties of a type the service can create get an item `member_<property>`; the address is a
// built-in item of the master database, so it is bound by name.
import { type PutApiDefinitionRequest, waitForDefinition } from '@platform-sdk/database';
import { database } from './database-client.js';

const member: PutApiDefinitionRequest = {
  metadata: { kind: 'ApiDefinition', apiVersion: 'database/v1', name: 'member' },
  spec: {
    resources: { main: { mapping: '_customer', type: 'customerDb' } },
    schema: {
      properties: {
        id: { 'x-platform-type': 'platformId' },
        email: { 'x-platform-type': 'mailAddress', 'x-platform-mapping': '_mailAddress' },
        name: { type: 'string' },
        birthday: { type: 'string', format: 'date' },
        rank: {
          'x-platform-type': 'singleSelect',
          'x-platform-select-value-definitions': [
            { value: 1, label: 'Regular', hasExtraText: false },
            { value: 2, label: 'Gold', hasExtraText: false },
          ],
        },
      },
    },
  },
};

await database.putApiDefinition('member', member);
// Until the database settings are applied the record API answers 409: wait (asking every 2 seconds) until the
// definition is ready, at most 5 minutes. A definition that failed stops the wait with the service's message.
const definition = await waitForDefinition(database, 'member', { signal: AbortSignal.timeout(300_000) });
const bound = Object.entries(definition.spec.schema.properties).map(
  ([name, p]) => `${name} -> ${p['x-platform-mapping']}`,
);
console.log(`member is ready (version ${definition.metadata.resourceVersion}): ${bound.join(', ')}`);
