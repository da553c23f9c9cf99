/**
 * getOpenApi and getAllOpenApi documents: OpenAPI 3.0.1 for the record operations of the given definitions, with
 * one server `{db_url}/apis/record.database/v1/accounts/{accountCode}` and, per definition `sample`, tag `sample`,
 * paths `/sample/records`, `/sample/query`, `/sample/count`, `/sample/records/{id}` (and
 * `/sample/records/{id}/authenticate` when it has a passwordHash property), operationIds `createSample`,
 * `querySample`, `countSample`, `getSample`, `patchSample`, `deleteSample` (`authenticateSample`). Deterministic:
 * the same state gives the same bytes (definitions in name order, everything else in a fixed order).
 */
import { type ApiDefinition, passwordHashProperties } from './definitions.js';
import { capitalized, DELETE_RESULT, definitionSchemas, ref, type Schema, schemaNames } from './openapi-schemas.js';

/** The API description version the reference gives. */
export const RECORDS_API_VERSION = '1.3.0';

const JSON_MEDIA = 'application/json';
const EXECUTE = 'db:record:execute';
const READ = 'db:record:read';

const content = (schema: Schema): Schema => ({ [JSON_MEDIA]: { schema } });

/** Error answers, each with the `{timestamp, status, error, message, path}` body. */
const ERRORS: Readonly<Record<string, Schema>> = {
  BadRequest: { description: 'The body or a parameter breaks a rule; `message` names the field and the rule.', content: content(ref('DeleteResult')) },
  Unauthorized: { description: 'The access token is missing, unknown or expired.', content: content(ref('DeleteResult')) },
  Forbidden: { description: 'The access token lacks the scope of the operation.', content: content(ref('DeleteResult')) },
  NotFound: { description: 'Unknown account, API definition or record.', content: content(ref('DeleteResult')) },
  NotReady: {
    description: 'The API definition is not ready yet (its database settings are being applied).',
    headers: { 'Retry-After': { description: 'Seconds until it is expected to be ready.', schema: { type: 'integer' } } },
    content: content(ref('DeleteResult')),
  },
  TooManyRequests: {
    description: 'Over the rate limit of the account (150 calls per second, burst 300).',
    headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
    content: content(ref('DeleteResult')),
  },
};

function responses(ok: Schema, errors: readonly string[]): Schema {
  const codes: Record<string, string> = { BadRequest: '400', Unauthorized: '401', Forbidden: '403', NotFound: '404', NotReady: '409', TooManyRequests: '429' };
  const out: Schema = { '200': ok };
  for (const name of errors) out[codes[name] ?? ''] = { $ref: `#/components/responses/${name}` };
  return out;
}

const WITH_BODY = ['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'NotReady', 'TooManyRequests'];
const WITHOUT_BODY = ['Unauthorized', 'Forbidden', 'NotFound', 'NotReady', 'TooManyRequests'];

function security(read: boolean): Schema[] {
  return read ? [{ oauth2: [READ] }, { oauth2: [EXECUTE] }, { bearer: [] }] : [{ oauth2: [EXECUTE] }, { bearer: [] }];
}

function operation(
  definition: ApiDefinition,
  verb: string,
  summary: string,
  description: string,
  read: boolean,
  ok: Schema,
  errors: readonly string[],
  extra: Schema = {},
): Schema {
  return {
    tags: [definition.name],
    operationId: `${verb}${capitalized(definition.name)}`,
    summary,
    description,
    ...extra,
    responses: responses(ok, errors),
    security: security(read),
  };
}

const idParameter: Schema = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The record id (platform ID or history ID), an integer up to 2^63-1.',
  schema: { type: 'integer', format: 'int64', minimum: 1 },
};

function jsonBody(schema: Schema, required: boolean): Schema {
  return { requestBody: { required, content: content(schema) } };
}

function paths(definition: ApiDefinition): Record<string, Schema> {
  const n = schemaNames(definition);
  const name = definition.name;
  const record = { description: `The ${name} record.`, content: content(ref(n.record)) };
  const out: Record<string, Schema> = {
    [`/${name}/records`]: {
      post: operation(definition, 'create', `Create a ${name} record`, 'Registers a record; the service assigns its id and answers the stored record.', false, record, WITH_BODY, jsonBody(ref(n.record), true)),
    },
    [`/${name}/query`]: {
      post: operation(definition, 'query', `Query ${name} records`, 'Records matching the filter, in the given order, one page (limit, offset) at a time.', true, { description: 'One page of records.', content: content(ref(n.queryResponse)) }, WITH_BODY, jsonBody(ref(n.queryRequest), false)),
    },
    [`/${name}/count`]: {
      post: operation(definition, 'count', `Count ${name} records`, 'The number of records matching the filter.', true, { description: 'The count.', content: content(ref(n.countResponse)) }, WITH_BODY, jsonBody(ref(n.countRequest), false)),
    },
    [`/${name}/records/{id}`]: {
      parameters: [idParameter],
      get: operation(definition, 'get', `Get a ${name} record`, 'One record by its id.', true, record, WITHOUT_BODY),
      patch: operation(definition, 'patch', `Update a ${name} record`, 'Updates every property in the body, or only those named in `fields`.', false, record, WITH_BODY, {
        parameters: [
          {
            name: 'fields',
            in: 'query',
            required: false,
            description: 'Comma-separated property names: only these are updated, each taken from the body.',
            schema: { type: 'string' },
          },
        ],
        ...jsonBody(ref(n.record), true),
      }),
      delete: operation(definition, 'delete', `Delete a ${name} record`, 'Deletes one record.', false, { description: 'The record was deleted.', content: content(ref('DeleteResult')) }, WITHOUT_BODY),
    },
  };
  if (passwordHashProperties(definition).length > 0) {
    out[`/${name}/records/{id}/authenticate`] = {
      parameters: [idParameter],
      post: operation(definition, 'authenticate', `Check a ${name} password`, 'Checks a password against a passwordHash property of the record.', true, { description: 'The result of the check.', content: content(ref(n.authenticateResponse)) }, WITH_BODY, jsonBody(ref(n.authenticateRequest), true)),
    };
  }
  return out;
}

export function openApiDocument(origin: string, accountCode: string, definitions: readonly ApiDefinition[]): Schema {
  const sorted = [...definitions].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const schemas: Record<string, Schema> = {};
  let allPaths: Record<string, Schema> = {};
  for (const definition of sorted) {
    Object.assign(schemas, definitionSchemas(definition, passwordHashProperties(definition)));
    allPaths = { ...allPaths, ...paths(definition) };
  }
  const used = sorted.length > 0;
  return {
    openapi: '3.0.1',
    info: {
      title: `Records of account ${accountCode}`,
      version: RECORDS_API_VERSION,
      description: 'Record operations of the API definitions of this account, generated from their definitions.',
    },
    servers: [
      {
        url: '{db_url}/apis/record.database/v1/accounts/{accountCode}',
        description: 'The database API of the account.',
        variables: {
          db_url: { default: origin, description: 'Base address of the database API.' },
          accountCode: { default: accountCode, description: 'The account code.' },
        },
      },
    ],
    tags: sorted.map((d) => ({ name: d.name, description: `Records of API definition ${d.name} (database ${d.database.name}).` })),
    paths: allPaths,
    components: {
      ...(used ? { schemas: { ...schemas, DeleteResult: DELETE_RESULT }, responses: ERRORS } : {}),
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          description: 'Client credentials; the audience is the database API base address.',
          flows: {
            clientCredentials: {
              tokenUrl: `${origin}/oauth2/token`,
              refreshUrl: `${origin}/oauth2/token`,
              scopes: { [EXECUTE]: 'Every record operation.', [READ]: 'Query, count, get and authenticate.' },
            },
          },
        },
        bearer: { type: 'http', scheme: 'bearer', description: 'An access token from the token endpoint.' },
      },
    },
  };
}
