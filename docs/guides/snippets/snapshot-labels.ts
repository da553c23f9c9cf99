// What a records snapshot that npm run fetch-specs writes holds: the record operations of every definition
// (openapi.json) and the definitions themselves (apidefinitions.json), whose select options carry the labels.
// The folder is the argument: specs/records/ of the project when none is given.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const records = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../../specs/records'));
const openapi = JSON.parse(await readFile(path.join(records, 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
// A path item holds its operations by method, and the parameters they share.
const operations = Object.values(openapi.paths).flatMap((item) =>
  Object.values(item).flatMap((op) => op.operationId ?? []),
);
console.log(`${operations.length} record operations: ${operations.join(', ')}`);

type Property = {
  'x-platform-type': string;
  'x-platform-select-value-definitions'?: { value: number; label: string }[];
};
const { items } = JSON.parse(await readFile(path.join(records, 'apidefinitions.json'), 'utf8')) as {
  items: { metadata: { name: string }; spec: { schema: { properties: Record<string, Property> } } }[];
};
for (const definition of items) {
  for (const [name, property] of Object.entries(definition.spec.schema.properties)) {
    const options = property['x-platform-select-value-definitions'];
    const labels = options?.map((o) => `${o.value} = ${o.label}`).join(', ');
    if (labels) console.log(`${definition.metadata.name}.${name} (${property['x-platform-type']}): ${labels}`);
  }
}
