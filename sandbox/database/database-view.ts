/**
 * A database as answered by listDatabaseDefinition and getDatabaseDefinition (specs/database.yaml, schema
 * `DatabaseDefinition`): its columns in display order (built-in items first, then items in the order they were
 * created), each with its options when it is a select type and null otherwise.
 */
import type { Database } from './databases.js';
import { API_VERSION } from './definitions.js';

export function databaseView(database: Database, accountCode: string): Record<string, unknown> {
  return {
    metadata: {
      apiVersion: API_VERSION,
      kind: 'DatabaseDefinition',
      accountCode,
      name: database.name,
      creationTimestamp: new Date(database.createdAt).toISOString(),
      uid: database.uid,
      resourceVersion: database.resourceVersion,
    },
    spec: {
      label: database.label,
      type: database.type,
      columns: database.items.map((item) => ({
        name: item.name,
        label: item.label,
        type: item.type,
        platformSelectValueDefinitions: item.options === undefined ? null : item.options.map((o) => ({ ...o })),
      })),
    },
  };
}
