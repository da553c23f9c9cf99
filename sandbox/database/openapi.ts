/**
 * getOpenApi and getAllOpenApi documents, in the layout of the real service's getOpenApi answer
 * (specs/database.yaml, tag `openApi`, "The document"): OpenAPI 3.0.1, `servers: [{url: <origin>}]` (the host
 * only, no variables), and per definition `sample` the full paths
 * `/apis/record.database/v1/accounts/{accountCode}/sample/records` (POST), `…/sample/query` (POST),
 * `…/sample/count` (POST), `…/sample/records/{id}` (GET, PATCH, DELETE) and, with a passwordHash property,
 * `…/sample/records/{id}/authenticate` (POST); `accountCode` a path-item parameter
 * (`#/components/parameters/accountCode`), `id` a string path parameter; tag `sample` without a description;
 * operations with a description only, operationIds `createSample`, `querySample`, `countSample`, `getSample`,
 * `patchSample`, `deleteSample` (`authenticateSample`); 200 with content, 404 without on get, patch and delete,
 * delete declared 204 without content; root security `[{oauth: ['db:record:execute']}, {bearer: []}]`.
 * Deterministic: the same state gives the same bytes (definitions in name order, everything else fixed).
 */
import { createHash } from 'node:crypto';
import { type ApiDefinition, passwordHashProperties } from './definitions.js';
import { capitalized, definitionSchemas, ref, type Schema, schemaNames } from './openapi-schemas.js';
import type { RecordsShape } from './records-shape.js';

const JSON_MEDIA = 'application/json';
const EXECUTE = 'db:record:execute';

const content = (schema: Schema): Schema => ({ [JSON_MEDIA]: { schema } });
const ok = (schema: string): Schema => ({ description: 'OK', content: content(ref(schema)) });
const NOT_FOUND: Schema = { description: 'Not Found' };

const accountCodeParameter: Schema = { $ref: '#/components/parameters/accountCode' };
const idParameter: Schema = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const fieldsParameter: Schema = {
  name: 'fields',
  in: 'query',
  required: false,
  description: 'Comma-separated property names: only these are updated.',
  schema: { type: 'string' },
};

/** The record operations' path prefix (routes.ts `RECORD_SERVICE`): every path of the document starts with it. */
export const RECORDS_PATH_PREFIX = '/apis/record.database/v1/accounts/{accountCode}';

function paths(definition: ApiDefinition): Record<string, Schema> {
  const n = schemaNames(definition);
  const name = definition.name;
  const base = `${RECORDS_PATH_PREFIX}/${name}`;
  const op = (verb: string, word: string, rest: Schema): Schema => ({
    tags: [name],
    operationId: `${verb}${capitalized(name)}`,
    description: `${name} ${word}`,
    ...rest,
  });
  const body = (schema: string): Schema => ({ requestBody: { content: content(ref(schema)) } });
  const out: Record<string, Schema> = {
    [`${base}/records`]: {
      parameters: [accountCodeParameter],
      post: op('create', '登録', { ...body(n.record), responses: { '200': ok(n.record) } }),
    },
    [`${base}/query`]: {
      parameters: [accountCodeParameter],
      post: op('query', '検索', { ...body(n.queryRequest), responses: { '200': ok(n.queryResponse) } }),
    },
    [`${base}/count`]: {
      parameters: [accountCodeParameter],
      post: op('count', '件数', { ...body(n.countRequest), responses: { '200': ok(n.countResponse) } }),
    },
    [`${base}/records/{id}`]: {
      parameters: [accountCodeParameter, idParameter],
      get: op('get', '取得', { responses: { '200': ok(n.record), '404': NOT_FOUND } }),
      patch: op('patch', '更新', {
        parameters: [fieldsParameter],
        ...body(n.record),
        responses: { '200': ok(n.record), '404': NOT_FOUND },
      }),
      delete: op('delete', '削除', { responses: { '204': { description: 'No Content' }, '404': NOT_FOUND } }),
    },
  };
  if (passwordHashProperties(definition).length > 0) {
    out[`${base}/records/{id}/authenticate`] = {
      parameters: [accountCodeParameter, idParameter],
      post: op('authenticate', '認証', {
        ...body(n.authenticateRequest),
        responses: { '200': ok(n.authenticateResponse), '404': NOT_FOUND },
      }),
    };
  }
  return out;
}

function components(origin: string, schemas: Record<string, Schema>): Schema {
  return {
    parameters: {
      accountCode: { name: 'accountCode', in: 'path', required: true, schema: { type: 'string' } },
    },
    schemas,
    securitySchemes: {
      oauth: {
        type: 'oauth2',
        flows: {
          clientCredentials: { tokenUrl: `${origin}/oauth2/token`, scopes: { [EXECUTE]: 'Record operations.' } },
        },
      },
      bearer: { type: 'http', scheme: 'bearer' },
    },
  };
}

/**
 * The document of `definitions` (getOpenApi gives one, getAllOpenApi every definition of the account). `title` is
 * `{name}Api` for one definition, `{accountCode}Api` for the account; `version` is opaque: a digest of the
 * paths and schemas, so it changes exactly when they do (and not with the sandbox's port).
 */
export function openApiDocument(
  origin: string,
  title: string,
  definitions: readonly ApiDefinition[],
  shape: RecordsShape,
): Schema {
  const sorted = [...definitions].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const schemas: Record<string, Schema> = {};
  let allPaths: Record<string, Schema> = {};
  for (const definition of sorted) {
    Object.assign(schemas, definitionSchemas(definition, passwordHashProperties(definition), shape));
    allPaths = { ...allPaths, ...paths(definition) };
  }
  const version = createHash('sha256')
    .update(JSON.stringify({ paths: allPaths, schemas }))
    .digest('hex')
    .slice(0, 12);
  return {
    openapi: '3.0.1',
    info: {
      title,
      description:
        sorted.length === 1
          ? `Record operations of API definition ${sorted[0]?.name}.`
          : 'Record operations of the API definitions of the account.',
      version,
    },
    servers: [{ url: origin }],
    security: [{ oauth: [EXECUTE] }, { bearer: [] }],
    tags: sorted.map((d) => ({ name: d.name })),
    paths: allPaths,
    components: components(origin, schemas),
  };
}
