// The databases of the account, and the items of the master database with their types: what
// `spec.resources.main.mapping` and `x-platform-mapping` of a definition name.
import { database } from './database-client.js';

for await (const db of database.databaseDefinitions()) {
  console.log(`${db.metadata.name} (${db.spec.type}): ${db.spec.columns.length} items`);
}
const customer = await database.getDatabaseDefinition('_customer');
for (const column of customer.spec.columns) {
  const options = column.platformSelectValueDefinitions?.map((o) => `${o.value} ${o.label}`).join(', ');
  console.log(`  ${column.name}: ${column.type}${options ? ` [${options}]` : ''}`);
}
