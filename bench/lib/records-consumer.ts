/**
 * Consumers of every record operation of every API definition of a records snapshot, for type-check figures and
 * the records client's scale test: one through the generated records client (`db.member.create(...)`, the
 * iterators, bulk helpers and authenticate included), the other the same calls through plain openapi-fetch on
 * openapi-typescript's types. Values are literals of each property's type, so the checker compares object
 * literals with the body, filter and order types as it would in an application.
 */
import type {
  DefinitionModel,
  PropertyModel,
  RecordSchema,
  RecordsModel,
} from '../../generator/records/model-records.js';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const key = (name: string): string => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
const access = (object: string, name: string): string =>
  IDENTIFIER.test(name) ? `${object}.${name}` : `${object}[${JSON.stringify(name)}]`;

/** A value of the schema's type as source text; `raw` spells ids as numbers, as openapi-typescript types them. */
function sample(schema: RecordSchema, p: PropertyModel, raw: boolean): string {
  const option = p.options?.[0]?.value ?? 1;
  switch (schema.type) {
    case 'integer':
      if (schema.format === 'int64') return raw ? '1' : "'1'";
      return String(p.select ? option : 1);
    case 'number':
      return '1.5';
    case 'boolean':
      return 'true';
    case 'array':
      return p.select ? `[{ value: ${option} }]` : '[]';
    case 'string':
      switch (schema.format) {
        case 'date':
          return "'2024-01-02'";
        case 'month-day':
          return "'--01-02'";
        case 'date-time':
          return "'2024-01-02T03:04:05+09:00'";
        case 'email':
          return "'a@example.jp'";
        default:
          return "'text'";
      }
    default:
      return 'null';
  }
}

function body(d: DefinitionModel, raw: boolean): string {
  return `{ ${d.properties
    .filter((p) => !p.readOnly)
    .map((p) => `${key(p.name.text)}: ${sample(p.schema, p, raw)}`)
    .join(', ')} }`;
}

/** Up to six conditions over different properties and operators, with an OR of two more. */
function filter(d: DefinitionModel, raw: boolean): string {
  const keys = d.properties.flatMap((p) => p.filter.map((f) => ({ p, f })));
  const pick = keys.filter((_, i) => i % Math.max(1, Math.floor(keys.length / 6)) === 0).slice(0, 6);
  const entry = ({ p, f }: (typeof keys)[number]): string => {
    const value =
      f.operand.type === 'array'
        ? `[${sample((f.operand.items ?? {}) as RecordSchema, p, raw)}]`
        : sample(f.operand, p, raw);
    return `${key(f.key.text)}: ${value}`;
  };
  const or = keys.slice(-2).map((k) => `{ ${entry(k)} }`);
  return `{ ${[...pick.map(entry), ...(or.length > 0 ? [`OR: [${or.join(', ')}]`] : [])].join(', ')} }`;
}

function order(d: DefinitionModel): string {
  const keys = d.order.filter((k) => k.text.endsWith('_desc')).slice(0, 2);
  return `[${keys.map((k) => JSON.stringify(k.text)).join(', ')}]`;
}

export function recordsConsumer(model: RecordsModel, importFrom: string): string {
  const lines = [
    '// Calls every record operation of every API definition through the generated records client.',
    `import { createRecordsClient } from '${importFrom}';`,
    "const db = createRecordsClient({ dbUrl: 'https://db.example.net', accountCode: 'demo', accessToken: 'token' });",
    '',
    'export async function callEverything(): Promise<unknown[]> {',
    '  const results: unknown[] = [];',
  ];
  for (const d of model.definitions) {
    const ns = access('db', d.name.text);
    const v = `${d.names.definition.replace(/Definition$/, '')}Record`;
    const writable = d.properties.filter((p) => !p.readOnly);
    const fields = writable.slice(0, 2).map((p) => JSON.stringify(p.name.text));
    lines.push(
      `  const ${v} = await ${ns}.create(${body(d, false)});`,
      `  results.push(await ${ns}.get(${v}.id));`,
      `  results.push(await ${ns}.patch(${v}.id, ${body(d, false)}, { fields: [${fields.join(', ')}] }));`,
      `  results.push(await ${ns}.query({ filter: ${filter(d, false)}, order: ${order(d)}, limit: 10, offset: 0 }));`,
      `  results.push(await ${ns}.count({ filter: ${filter(d, false)} }));`,
      `  for await (const page of ${ns}.pages({ limit: 50 })) results.push(page.items.length);`,
      `  for await (const record of ${ns}.queryAll({ filter: ${filter(d, false)} })) results.push(record.id);`,
      `  results.push(await ${ns}.bulkCreate([${body(d, false)}], { concurrency: 4 }));`,
      `  results.push(await ${ns}.bulkPatch([{ id: ${v}.id, body: ${body(d, false)} }]));`,
    );
    const password = d.properties.find((p) => p.passwordHash);
    if (password !== undefined)
      lines.push(
        `  results.push(await ${ns}.authenticate(${v}.id, { propertyName: ${JSON.stringify(password.name.text)}, value: 'secret' }));`,
      );
    lines.push(`  results.push(await ${ns}.delete(${v}.id));`);
  }
  lines.push('  return results;', '}', '');
  return lines.join('\n');
}

/** The same calls through openapi-fetch (`client.POST('/member/records', { body })`) on openapi-typescript's `paths`. */
export function recordsRawConsumer(model: RecordsModel, schemaFrom: string): string {
  const lines = [
    '// Calls every record operation of every API definition through openapi-fetch on the types openapi-typescript wrote.',
    "import createClient from 'openapi-fetch';",
    `import type { paths } from '${schemaFrom}';`,
    "const client = createClient<paths>({ baseUrl: 'https://db.example.net', headers: { Authorization: 'Bearer token' } });",
    '',
    'export async function callEverything(): Promise<unknown[]> {',
    '  const results: unknown[] = [];',
  ];
  for (const d of model.definitions) {
    const path = (op: keyof DefinitionModel['operations']): string => JSON.stringify(d.operations[op]?.path.text ?? '');
    const id = `params: { path: { ${key(d.idParameter.text)}: '1' } }`;
    const writable = d.properties.filter((p) => !p.readOnly);
    const fields = writable
      .slice(0, 2)
      .map((p) => p.name.text)
      .join(',');
    lines.push(
      `  results.push((await client.POST(${path('create')}, { body: ${body(d, true)} })).data);`,
      `  results.push((await client.GET(${path('get')}, { ${id} })).data);`,
      `  results.push((await client.PATCH(${path('patch')}, { params: { path: { ${key(d.idParameter.text)}: '1' }, query: { fields: ${JSON.stringify(fields)} } }, body: ${body(d, true)} })).data);`,
      `  results.push((await client.POST(${path('query')}, { body: { filter: ${filter(d, true)}, order: ${order(d)}, limit: 10, offset: 0 } })).data);`,
      `  results.push((await client.POST(${path('count')}, { body: { filter: ${filter(d, true)} } })).data);`,
      `  results.push((await client.POST(${path('query')}, { body: { limit: 50, offset: 0 } })).data);`,
      `  results.push((await client.POST(${path('query')}, { body: { filter: ${filter(d, true)}, limit: 100, offset: 0 } })).data);`,
      `  results.push((await client.POST(${path('create')}, { body: ${body(d, true)} })).data);`,
      `  results.push((await client.PATCH(${path('patch')}, { ${id}, body: ${body(d, true)} })).data);`,
    );
    const password = d.properties.find((p) => p.passwordHash);
    if (password !== undefined) {
      lines.push(
        `  results.push((await client.POST(${path('authenticate')}, { ${id}, body: { propertyName: ${JSON.stringify(password.name.text)}, value: 'secret' } })).data);`,
      );
    }
    lines.push(`  results.push((await client.DELETE(${path('delete')}, { ${id} })).data);`);
  }
  lines.push('  return results;', '}', '');
  return lines.join('\n');
}
