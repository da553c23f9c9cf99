// Every API definition of the account, whatever the number of pages: the iterator asks for the next page with
// the previous page's continueToken, and the signal stops it after 30 seconds at the latest.
import { database } from './database-client.js';

for await (const definition of database.apiDefinitions({ limit: 10 }, { signal: AbortSignal.timeout(30_000) })) {
  const { name } = definition.metadata;
  const count = Object.keys(definition.spec.schema.properties).length;
  const state = definition.status.ready.status ? 'ready' : 'not ready';
  console.log(`${name}: ${count} properties over ${definition.spec.resources.main.mapping}, ${state}`);
}
