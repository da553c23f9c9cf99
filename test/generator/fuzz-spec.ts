/**
 * The small spec of the property-based test and every place in it where the generator reads text. Each place
 * plants one string and keeps the document consistent (a renamed property is renamed where it is required or
 * referenced, a renamed path parameter in the path template too). A `name` place may legitimately be refused
 * (unusable identifier, collision); a `text` place must always generate.
 *
 * Not places: `x-rate-limit.bucket` and `x-upload-check`, which take only `[a-z][a-z0-9-]*` names and the
 * runtime's check names (model-rules.test.ts shows hostile ones refused).
 */

type Doc = Record<string, any>;

export interface Place {
  readonly name: string;
  readonly kind: 'text' | 'name';
  readonly plant: (doc: Doc, value: string) => void;
}

/** A pattern matching exactly `text`: every character with a meaning in a unicode-mode RegExp escaped. */
function exactPattern(text: string): string {
  return `^${text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')}$`;
}

/** A `$ref` to a component schema: JSON-pointer escapes, and `%` percent-encoded (the fragment is a URI part). */
export function schemaRef(name: string): string {
  return `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1').replace(/%/g, '%25')}`;
}

export function fuzzDocument(): Doc {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fuzz API',
      version: '1.0.0',
      summary: 'A small API.',
      description: 'Every place of it gets a hostile string.',
    },
    'x-rate-limit': { perSecond: 5, burst: 5, bucket: 'fuzz' },
    servers: [
      {
        url: '{base_url}/v1/{region}',
        variables: {
          base_url: { default: 'https://fuzz.test', description: 'Base address.' },
          region: { default: 'eu-1', enum: ['eu-1', 'us-2'], description: 'Region.', 'x-pattern': '^[a-z]{2}-[0-9]$' },
        },
      },
    ],
    tags: [{ name: 'things', description: 'Things.' }],
    components: {
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          flows: {
            clientCredentials: {
              tokenUrl: 'https://auth.fuzz.test/oauth2/token',
              scopes: { 'things:read': 'Read.', 'things:write': 'Write.' },
            },
          },
        },
      },
      schemas: {
        FuzzErrorCode: {
          type: 'string',
          enum: ['E1', 'E2'],
          'x-error-codes': {
            E1: { property: 'label', description: 'Label is wrong.' },
            E2: { property: null, description: 'Something else.' },
          },
        },
        ThingInput: {
          type: 'object',
          title: 'Thing input',
          description: 'What creates a thing.',
          required: ['label', 'entries', 'startsAt'],
          properties: {
            label: {
              type: 'string',
              description: 'Label.',
              format: 'plain',
              default: 'none',
              example: 'a label',
              'x-max-bytes': 100,
            },
            dryRun: { type: 'boolean', description: 'Only check.' },
            startsAt: { type: 'string', format: 'date-time', description: 'Start.' },
            total: { type: 'integer', description: 'How many entries.', 'x-count-of': 'entries' },
            entries: { type: 'array', items: { type: 'string' }, description: 'Entries.' },
            ref: { type: 'string', description: 'A big id.', 'x-bigint': true },
          },
        },
        ThingReport: {
          type: 'object',
          description: 'A thing.',
          properties: { id: { type: 'integer', description: 'Identifier.' } },
        },
      },
    },
    paths: {
      '/things/{thing_id}/report': {
        parameters: [
          {
            name: 'thing_id',
            in: 'path',
            required: true,
            description: 'Identifier.',
            schema: { type: 'string', pattern: '^x[0-9]+$' },
            example: 'x1',
          },
        ],
        get: {
          operationId: 'getThing',
          tags: ['things'],
          summary: 'The report of a thing.',
          description: 'CSV report.',
          security: [{ oauth2: ['things:read'] }],
          'x-error-codes': ['E1'],
          parameters: [
            {
              name: 'since',
              in: 'query',
              description: 'Since when.',
              schema: { type: 'string', format: 'date-time' },
              example: '2024-01-01T00:00:00Z',
            },
            {
              name: 'mode',
              in: 'query',
              required: true,
              description: 'Mode.',
              schema: { type: 'string', enum: ['fast', 'full'], default: 'fast' },
            },
          ],
          responses: {
            '200': {
              description: 'The report.',
              content: {
                'text/csv': {
                  schema: { type: 'string' },
                  'x-csv-columns': [
                    { name: 'id', description: 'Identifier.' },
                    { name: 'at', description: 'When.', enum: ['early', 'late'] },
                  ],
                },
              },
            },
            '400': {
              description: 'Bad request.',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/FuzzErrorCode' } } },
            },
          },
        },
      },
      '/things': {
        post: {
          operationId: 'createThing',
          tags: ['things'],
          summary: 'Create a thing.',
          description: 'Creates one.',
          security: [{ oauth2: ['things:write'] }],
          requestBody: {
            required: true,
            description: 'The thing.',
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/ThingInput' },
                example: { label: 'one', entries: ['a'], startsAt: '2024-01-01T00:00:00Z' },
              },
            },
          },
          responses: {
            '200': {
              description: 'Created.',
              'x-empty-when': { property: 'dryRun', equals: true },
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingReport' } } },
            },
            '404': { description: 'Not found.' },
          },
        },
      },
    },
  };
}

const report = (d: Doc) => d.paths['/things/{thing_id}/report'];
const create = (d: Doc) => d.paths['/things'].post;
const input = (d: Doc) => d.components.schemas.ThingInput;
const codes = (d: Doc) => d.components.schemas.FuzzErrorCode;

/** Renames a key of an object, keeping the order of the others (and `__proto__` as a key). */
function renameKey(object: Doc, from: string, to: string): void {
  const entries = Object.entries(object).map(([k, v]): [string, unknown] => [k === from ? to : k, v]);
  for (const key of Object.keys(object)) delete object[key];
  for (const [k, v] of entries)
    Object.defineProperty(object, k, { value: v, enumerable: true, writable: true, configurable: true });
}

/** Renames a property of ThingInput everywhere the spec names it. */
function renameProperty(d: Doc, from: string, to: string): void {
  const schema = input(d);
  renameKey(schema.properties, from, to);
  schema.required = schema.required.map((r: string) => (r === from ? to : r));
  const total = schema.properties.total ?? schema.properties[to];
  if (total['x-count-of'] === from) total['x-count-of'] = to;
  const example = create(d).requestBody.content['application/json'].example;
  if (Object.hasOwn(example, from)) renameKey(example, from, to);
  const when = create(d).responses['200']['x-empty-when'];
  if (when.property === from) when.property = to;
  for (const entry of Object.values(codes(d)['x-error-codes']) as { property: string | null }[])
    if (entry.property === from) entry.property = to;
}

function renameSchema(d: Doc, from: string, to: string): void {
  renameKey(d.components.schemas, from, to);
  const text = JSON.stringify(d.paths).replaceAll(JSON.stringify(schemaRef(from)), JSON.stringify(schemaRef(to)));
  d.paths = JSON.parse(text, (_key, value: unknown) =>
    // JSON.parse keeps `__proto__` as a key; rebuilding objects with Object.fromEntries keeps it too.
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value))
      : value,
  );
}

export const PLACES: readonly Place[] = [
  { name: 'info.title', kind: 'text', plant: (d, v) => (d.info.title = v) },
  { name: 'info.version', kind: 'text', plant: (d, v) => (d.info.version = v) },
  { name: 'info.summary', kind: 'text', plant: (d, v) => (d.info.summary = v) },
  {
    name: 'info.description',
    kind: 'text',
    plant: (d, v) => {
      delete d.info.summary;
      d.info.description = v;
    },
  },
  {
    name: 'server url text',
    kind: 'text',
    plant: (d, v) => (d.servers[0].url = `{base_url}/v1/${v.replace(/[{}]/g, '')}/{region}`),
  },
  {
    name: 'server variable name (base)',
    kind: 'name',
    plant: (d, v) => {
      renameKey(d.servers[0].variables, 'base_url', v);
      d.servers[0].url = `{${v}}/v1/{region}`;
    },
  },
  {
    name: 'server variable name',
    kind: 'name',
    plant: (d, v) => {
      renameKey(d.servers[0].variables, 'region', v);
      d.servers[0].url = `{base_url}/v1/{${v}}`;
    },
  },
  {
    name: 'server variable default',
    kind: 'text',
    plant: (d, v) => {
      d.servers[0].variables.region.default = v;
      d.servers[0].variables.region.enum[1] = v;
    },
  },
  { name: 'server variable enum value', kind: 'text', plant: (d, v) => (d.servers[0].variables.region.enum[0] = v) },
  {
    name: 'server variable description',
    kind: 'text',
    plant: (d, v) => (d.servers[0].variables.base_url.description = v),
  },
  {
    name: 'server variable x-pattern',
    kind: 'text',
    plant: (d, v) => (d.servers[0].variables.region['x-pattern'] = exactPattern(v)),
  },
  {
    name: 'token URL',
    kind: 'text',
    plant: (d, v) =>
      (d.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl = `https://auth.fuzz.test/${v}`),
  },
  {
    name: 'scope',
    kind: 'text',
    plant: (d, v) => {
      report(d).get.security = [{ oauth2: [v] }];
    },
  },
  {
    name: 'security scheme name',
    kind: 'name',
    plant: (d, v) => {
      renameKey(d.components.securitySchemes, 'oauth2', v);
      report(d).get.security = [{ [v]: ['things:read'] }];
      create(d).security = [{ [v]: ['things:write'] }];
    },
  },
  {
    name: 'tag',
    kind: 'text',
    plant: (d, v) => {
      d.tags[0].name = v;
      report(d).get.tags = [v];
      create(d).tags = [v];
    },
  },
  { name: 'path text', kind: 'name', plant: (d, v) => renameKey(d.paths, '/things', `/things/${v}`) },
  { name: 'operationId', kind: 'name', plant: (d, v) => (create(d).operationId = v) },
  { name: 'operation summary', kind: 'text', plant: (d, v) => (create(d).summary = v) },
  { name: 'operation description', kind: 'text', plant: (d, v) => (report(d).get.description = v) },
  {
    name: 'path parameter name',
    kind: 'name',
    plant: (d, v) => {
      report(d).parameters[0].name = v;
      renameKey(d.paths, '/things/{thing_id}/report', `/things/{${v}}/report`);
    },
  },
  { name: 'path parameter description', kind: 'text', plant: (d, v) => (report(d).parameters[0].description = v) },
  { name: 'path parameter example', kind: 'text', plant: (d, v) => (report(d).parameters[0].example = v) },
  {
    name: 'path parameter pattern',
    kind: 'text',
    plant: (d, v) => (report(d).parameters[0].schema.pattern = exactPattern(v)),
  },
  { name: 'query parameter name', kind: 'name', plant: (d, v) => (report(d).get.parameters[0].name = v) },
  { name: 'required query parameter name', kind: 'name', plant: (d, v) => (report(d).get.parameters[1].name = v) },
  { name: 'query parameter description', kind: 'text', plant: (d, v) => (report(d).get.parameters[0].description = v) },
  { name: 'query parameter example', kind: 'text', plant: (d, v) => (report(d).get.parameters[0].example = v) },
  {
    name: 'query parameter enum value',
    kind: 'text',
    plant: (d, v) => {
      report(d).get.parameters[1].schema.enum[1] = v;
    },
  },
  {
    name: 'query parameter default',
    kind: 'text',
    plant: (d, v) => {
      report(d).get.parameters[1].schema.enum[0] = v;
      report(d).get.parameters[1].schema.default = v;
    },
  },
  { name: 'request body description', kind: 'text', plant: (d, v) => (create(d).requestBody.description = v) },
  {
    name: 'request media type',
    kind: 'name',
    plant: (d, v) => renameKey(create(d).requestBody.content, 'application/json', `application/json; profile=${v}`),
  },
  {
    name: 'request example value',
    kind: 'text',
    plant: (d, v) => (create(d).requestBody.content['application/json'].example.label = v),
  },
  {
    name: 'request example key',
    kind: 'text',
    plant: (d, v) =>
      Object.defineProperty(create(d).requestBody.content['application/json'].example, v, {
        value: 'x',
        enumerable: true,
      }),
  },
  { name: 'schema name', kind: 'name', plant: (d, v) => renameSchema(d, 'ThingReport', v) },
  { name: 'error-code schema name', kind: 'name', plant: (d, v) => renameSchema(d, 'FuzzErrorCode', `${v}ErrorCode`) },
  { name: 'schema title', kind: 'text', plant: (d, v) => (input(d).title = v) },
  { name: 'schema description', kind: 'text', plant: (d, v) => (input(d).description = v) },
  { name: 'property name (with x-max-bytes)', kind: 'name', plant: (d, v) => renameProperty(d, 'label', v) },
  { name: 'property description', kind: 'text', plant: (d, v) => (input(d).properties.label.description = v) },
  { name: 'property format', kind: 'text', plant: (d, v) => (input(d).properties.label.format = v) },
  { name: 'property default', kind: 'text', plant: (d, v) => (input(d).properties.label.default = v) },
  { name: 'property example', kind: 'text', plant: (d, v) => (input(d).properties.label.example = v) },
  { name: 'date-time property name', kind: 'name', plant: (d, v) => renameProperty(d, 'startsAt', v) },
  { name: 'x-count-of property name', kind: 'name', plant: (d, v) => renameProperty(d, 'total', v) },
  { name: 'x-count-of target name', kind: 'name', plant: (d, v) => renameProperty(d, 'entries', v) },
  { name: 'x-empty-when property name', kind: 'name', plant: (d, v) => renameProperty(d, 'dryRun', v) },
  { name: 'x-bigint property name', kind: 'name', plant: (d, v) => renameProperty(d, 'ref', v) },
  {
    name: 'x-empty-when value',
    kind: 'text',
    plant: (d, v) => {
      input(d).properties.dryRun = { type: 'string', description: 'Mode.' };
      create(d).responses['200']['x-empty-when'].equals = v;
    },
  },
  { name: 'response description', kind: 'text', plant: (d, v) => (create(d).responses['200'].description = v) },
  { name: 'error response description', kind: 'text', plant: (d, v) => (create(d).responses['404'].description = v) },
  {
    name: 'CSV column name',
    kind: 'name',
    plant: (d, v) => (report(d).get.responses['200'].content['text/csv']['x-csv-columns'][1].name = v),
  },
  {
    name: 'first CSV column name',
    kind: 'name',
    plant: (d, v) => (report(d).get.responses['200'].content['text/csv']['x-csv-columns'][0].name = v),
  },
  {
    name: 'CSV column description',
    kind: 'text',
    plant: (d, v) => (report(d).get.responses['200'].content['text/csv']['x-csv-columns'][1].description = v),
  },
  {
    name: 'CSV column enum value',
    kind: 'text',
    plant: (d, v) => (report(d).get.responses['200'].content['text/csv']['x-csv-columns'][1].enum[0] = v),
  },
  {
    name: 'error code',
    kind: 'name',
    plant: (d, v) => {
      codes(d).enum[0] = v;
      renameKey(codes(d)['x-error-codes'], 'E1', v);
      report(d).get['x-error-codes'] = [v];
    },
  },
  { name: 'error code property', kind: 'text', plant: (d, v) => (codes(d)['x-error-codes'].E1.property = v) },
  { name: 'error code description', kind: 'text', plant: (d, v) => (codes(d)['x-error-codes'].E2.description = v) },
];
