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

/** The API version of specs/database.yaml (`info.version`). */
export const RECORDS_API_VERSION = '1.3.0';

const JSON_MEDIA = 'application/json';
const EXECUTE = 'db:record:execute';
const READ = 'db:record:read';

const content = (schema: Schema): Schema => ({ [JSON_MEDIA]: { schema } });

/** Error answers, each with the `{timestamp, status, error, message, path}` body. */
const error = (description: string, retryAfter?: string): Schema => ({
  description,
  ...(retryAfter ? { headers: { 'Retry-After': { description: retryAfter, schema: { type: 'integer' } } } } : {}),
  content: content(ref('DeleteResult')),
});

const ERRORS: Readonly<Record<string, Schema>> = {
  BadRequest: error('The body or a parameter breaks a rule; `message` names the field and the rule.'),
  Unauthorized: error('The access token is missing, unknown or expired.'),
  Forbidden: error('The access token lacks the scope of the operation.'),
  NotFound: error('Unknown account, API definition or record.'),
  NotReady: error(
    'The API definition is not ready yet (its database settings are being applied).',
    'Seconds until it should be ready.',
  ),
  TooManyRequests: error('Over the rate limit of the account (150 calls per second, burst 300).', 'Seconds to wait.'),
};

const STATUS_OF: Readonly<Record<string, string>> = {
  BadRequest: '400',
  Unauthorized: '401',
  Forbidden: '403',
  NotFound: '404',
  NotReady: '409',
  TooManyRequests: '429',
};

function responses(ok: Schema, errors: readonly string[]): Schema {
  const out: Schema = { '200': ok };
  for (const name of errors) out[STATUS_OF[name] ?? name] = { $ref: `#/components/responses/${name}` };
  return out;
}

const WITH_BODY = ['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'NotReady', 'TooManyRequests'];
const WITHOUT_BODY = ['Unauthorized', 'Forbidden', 'NotFound', 'NotReady', 'TooManyRequests'];

function security(read: boolean): Schema[] {
  return read ? [{ oauth2: [READ] }, { oauth2: [EXECUTE] }, { bearer: [] }] : [{ oauth2: [EXECUTE] }, { bearer: [] }];
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

interface OperationText {
  readonly verb: string;
  readonly summary: string;
  readonly description: string;
  /** db:record:read opens it too. */
  readonly read: boolean;
  readonly ok: Schema;
  readonly errors: readonly string[];
  readonly extra?: Schema;
}

function operation(definition: ApiDefinition, text: OperationText): Schema {
  return {
    tags: [definition.name],
    operationId: `${text.verb}${capitalized(definition.name)}`,
    summary: text.summary,
    description: text.description,
    ...text.extra,
    responses: responses(text.ok, text.errors),
    security: security(text.read),
  };
}

const fieldsParameter: Schema = {
  name: 'fields',
  in: 'query',
  required: false,
  description: 'Comma-separated property names: only these are updated, each taken from the body.',
  schema: { type: 'string' },
};

function paths(definition: ApiDefinition): Record<string, Schema> {
  const n = schemaNames(definition);
  const name = definition.name;
  const record = { description: `The ${name} record.`, content: content(ref(n.record)) };
  const answer = (description: string, schema: string): Schema => ({ description, content: content(ref(schema)) });
  const op = (text: OperationText): Schema => operation(definition, text);
  const out: Record<string, Schema> = {
    [`/${name}/records`]: {
      post: op({
        verb: 'create',
        summary: `Create a ${name} record`,
        description: 'Registers a record; the service assigns its id and answers the stored record.',
        read: false,
        ok: record,
        errors: WITH_BODY,
        extra: jsonBody(ref(n.record), true),
      }),
    },
    [`/${name}/query`]: {
      post: op({
        verb: 'query',
        summary: `Query ${name} records`,
        description: 'Records matching the filter, in the given order, one page (limit, offset) at a time.',
        read: true,
        ok: answer('One page of records.', n.queryResponse),
        errors: WITH_BODY,
        extra: jsonBody(ref(n.queryRequest), false),
      }),
    },
    [`/${name}/count`]: {
      post: op({
        verb: 'count',
        summary: `Count ${name} records`,
        description: 'The number of records matching the filter.',
        read: true,
        ok: answer('The count.', n.countResponse),
        errors: WITH_BODY,
        extra: jsonBody(ref(n.countRequest), false),
      }),
    },
    [`/${name}/records/{id}`]: {
      parameters: [idParameter],
      get: op({
        verb: 'get',
        summary: `Get a ${name} record`,
        description: 'One record by its id.',
        read: true,
        ok: record,
        errors: WITHOUT_BODY,
      }),
      patch: op({
        verb: 'patch',
        summary: `Update a ${name} record`,
        description: 'Updates every property in the body, or only those named in `fields`.',
        read: false,
        ok: record,
        errors: WITH_BODY,
        extra: { parameters: [fieldsParameter], ...jsonBody(ref(n.record), true) },
      }),
      delete: op({
        verb: 'delete',
        summary: `Delete a ${name} record`,
        description: 'Deletes one record.',
        read: false,
        ok: answer('The record was deleted.', 'DeleteResult'),
        errors: WITHOUT_BODY,
      }),
    },
  };
  if (passwordHashProperties(definition).length > 0) {
    out[`/${name}/records/{id}/authenticate`] = {
      parameters: [idParameter],
      post: op({
        verb: 'authenticate',
        summary: `Check a ${name} password`,
        description: 'Checks a password against a passwordHash property of the record.',
        read: true,
        ok: answer('The result of the check.', n.authenticateResponse),
        errors: WITH_BODY,
        extra: jsonBody(ref(n.authenticateRequest), true),
      }),
    };
  }
  return out;
}

function securitySchemes(origin: string): Schema {
  return {
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
  };
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
    tags: sorted.map((d) => ({
      name: d.name,
      description: `Records of API definition ${d.name} (database ${d.database.name}).`,
    })),
    paths: allPaths,
    // Without definitions nothing uses the components, and unused components are lint errors.
    components: used
      ? {
          schemas: { ...schemas, DeleteResult: DELETE_RESULT },
          responses: ERRORS,
          securitySchemes: securitySchemes(origin),
        }
      : {},
  };
}
