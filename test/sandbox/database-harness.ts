/**
 * Test harness for the database suites: starts a sandbox on port 0 and drives the database API over real HTTP.
 * Every answer is checked: error answers carry `{timestamp, status, error, message, path}` with the status and
 * path of the call and the headers their status needs; management answers match the resource tables
 * (database-schemas.ts); record answers match the sandbox's own getAllOpenApi document, and every record request
 * the sandbox accepts must be valid against that document too, so the document and the service cannot drift.
 */
import { STATUS_CODES } from 'node:http';
import { expect } from 'vitest';
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../../sandbox/index.js';
import {
  API_DEFINITION,
  check,
  createDbAjv,
  DATABASE_DEFINITION,
  list,
  OPENAPI_DOCUMENT,
  RESULT,
  type Schema,
  toJsonSchema,
} from './database-schemas.js';
import { type Answer, answerOf, SandboxHarness } from './harness.js';

export { CLIENT, READER, type Answer } from './harness.js';

export const ACCOUNT = 'demo';
export const ALL_DB_SCOPES = 'db:apidefinition:design db:openapi:read db:record:execute db:record:read';
export const MANAGEMENT_BASE = '/apis/apidefinition.database/v1/accounts';
export const RECORD_BASE = '/apis/record.database/v1/accounts';

/** The management operations: method, path after the account, answer schema. */
export const MANAGEMENT = {
  listApiDefinition: ['GET', '/apidefinitions', list(API_DEFINITION)],
  putApiDefinition: ['PUT', '/apidefinitions/{name}', API_DEFINITION],
  getApiDefinition: ['GET', '/apidefinitions/{name}', API_DEFINITION],
  deleteApiDefinition: ['DELETE', '/apidefinitions/{name}', RESULT],
  getOpenApi: ['GET', '/apidefinitions/{name}/openapi', OPENAPI_DOCUMENT],
  getAllOpenApi: ['GET', '/openapi', OPENAPI_DOCUMENT],
  listDatabaseDefinition: ['GET', '/databasedefinitions', list(DATABASE_DEFINITION)],
  getDatabaseDefinition: ['GET', '/databasedefinitions/{name}', DATABASE_DEFINITION],
} as const satisfies Record<string, readonly [string, string, Schema]>;

export type ManagementOperation = keyof typeof MANAGEMENT;

/** The record operations by the verb of their operationId: method and path after `{name}`. */
export const RECORDS = {
  create: ['POST', '/records'],
  query: ['POST', '/query'],
  count: ['POST', '/count'],
  get: ['GET', '/records/{id}'],
  patch: ['PATCH', '/records/{id}'],
  delete: ['DELETE', '/records/{id}'],
  authenticate: ['POST', '/records/{id}/authenticate'],
} as const;

export type RecordVerb = keyof typeof RECORDS;

export interface DbInput {
  /** JSON body, serialized here; a string or bytes are sent as they are (big integers, broken JSON or UTF-8). */
  readonly body?: unknown;
  readonly contentType?: string;
  /** Overrides the harness token; `null` sends no Authorization header. */
  readonly token?: string | null;
  readonly query?: Readonly<Record<string, string>> | string;
  readonly account?: string;
  readonly name?: string;
  readonly id?: string | number | bigint;
}

type Json = any;

/** One ajv for the fixed management schemas (it caches each compiled schema). */
const MANAGEMENT_AJV = createDbAjv();

function expectValid(schema: Schema, value: unknown, where: string, ajv = MANAGEMENT_AJV): void {
  const result = check(ajv, schema, value);
  expect(result.errors, `${where}: ${JSON.stringify(result.errors.slice(0, 3))}`).toEqual([]);
}

/** The getAllOpenApi document of an account with an ajv holding its schemas. */
interface LoadedDocument {
  readonly document: Json;
  readonly ajv: ReturnType<typeof createDbAjv>;
}

export class DbSandbox extends SandboxHarness {
  private documents = new Map<string, LoadedDocument>();

  private constructor(sandbox: RunningSandbox) {
    super(sandbox, ALL_DB_SCOPES);
  }

  static async start(options: SandboxOptions = {}): Promise<DbSandbox> {
    return new DbSandbox(await startSandbox({ port: 0, rateLimit: false, ...options }));
  }

  override async reset(): Promise<void> {
    await super.reset();
    this.documents.clear();
  }

  /**
   * Any request to the sandbox; error answers are checked for their shape and headers. `path` is the whole
   * path from the origin.
   */
  async send(method: string, path: string, input: DbInput = {}): Promise<Answer> {
    const headers: Record<string, string> = {};
    const token = input.token === undefined ? await this.token() : input.token;
    if (token !== null) headers['Authorization'] = `Bearer ${token}`;
    let body: string | Uint8Array | undefined;
    if (input.body !== undefined) {
      body =
        typeof input.body === 'string' || input.body instanceof Uint8Array ? input.body : JSON.stringify(input.body);
      headers['Content-Type'] = input.contentType ?? 'application/json';
    }
    const query = typeof input.query === 'string' ? input.query : new URLSearchParams(input.query ?? {}).toString();
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = body as BodyInit;
    const response = await fetch(`${this.url}${path}${query ? `?${query}` : ''}`, init);
    const answer = await answerOf(response);
    if (answer.status >= 400) this.checkError(answer, new URL(`${this.url}${path}`).pathname);
    return answer;
  }

  private checkError(answer: Answer, path: string): void {
    const where = `error ${answer.status} of ${path}`;
    expect(answer.headers.get('content-type'), where).toMatch(/^application\/json/);
    expectValid(RESULT, answer.json, where);
    expect(answer.json, where).toMatchObject({ status: answer.status, error: STATUS_CODES[answer.status], path });
    if (answer.status === 401) expect(answer.headers.get('www-authenticate'), where).toMatch(/^Bearer realm=/);
    if (answer.status === 403)
      expect(answer.headers.get('www-authenticate'), where).toContain('error="insufficient_scope"');
    if (answer.status === 405) expect(answer.headers.get('allow'), where).toMatch(/^[A-Z]+(, [A-Z]+)*$/);
    if (answer.status === 429) expect(answer.headers.get('retry-after'), where).toMatch(/^[1-9][0-9]*$/);
  }

  managementPath(operation: ManagementOperation, input: DbInput = {}): string {
    const path = MANAGEMENT[operation][1].replace('{name}', encodeURIComponent(input.name ?? ''));
    return `${MANAGEMENT_BASE}/${input.account ?? ACCOUNT}${path}`;
  }

  recordPath(verb: RecordVerb, input: DbInput = {}): string {
    const path = RECORDS[verb][1].replace('{id}', encodeURIComponent(String(input.id ?? '')));
    return `${RECORD_BASE}/${input.account ?? ACCOUNT}/${encodeURIComponent(input.name ?? '')}${path}`;
  }

  /** A management operation; a 2xx answer must match its schema. */
  async manage(operation: ManagementOperation, input: DbInput = {}): Promise<Answer> {
    const [method, , schema] = MANAGEMENT[operation];
    const answer = await this.send(method, this.managementPath(operation, input), input);
    if (answer.status < 300) {
      expectValid(schema, answer.json, `${operation} -> ${answer.status}`);
      if (method !== 'GET') this.documents.delete(input.account ?? ACCOUNT);
    }
    return answer;
  }

  /** The account's getAllOpenApi document, fetched again after every change of its definitions. */
  async document(account = ACCOUNT): Promise<LoadedDocument> {
    const known = this.documents.get(account);
    if (known) return known;
    const answer = await this.manage('getAllOpenApi', { account });
    expect(answer.status, answer.text).toBe(200);
    const ajv = createDbAjv();
    const schemas = (answer.json.components?.schemas ?? {}) as Schema;
    ajv.addSchema({ $id: 'records', definitions: toJsonSchema(schemas, 'records') as Schema });
    const loaded = { document: answer.json, ajv };
    this.documents.set(account, loaded);
    return loaded;
  }

  /**
   * A record operation of definition `input.name`. When the definition is in the document, the answer must be
   * one its operation lists, with a body valid against the listed schema; an accepted request must be valid too.
   */
  async record(verb: RecordVerb, input: DbInput = {}): Promise<Answer> {
    const [method, template] = RECORDS[verb];
    const answer = await this.send(method, this.recordPath(verb, input), input);
    const { document, ajv } = await this.document(input.account);
    const name = input.name ?? '';
    const operation = document.paths?.[`/${name}${template}`]?.[method.toLowerCase()];
    if (!operation) {
      expect(answer.status, `${verb} ${name}: only known definitions answer 2xx`).toBeGreaterThanOrEqual(400);
      return answer;
    }
    const where = `${operation.operationId} -> ${answer.status}`;
    expect(operation.operationId).toBe(`${verb}${name.charAt(0).toUpperCase()}${name.slice(1)}`);
    const response = operation.responses[String(answer.status)];
    if (answer.status === 405 || answer.status === 413) return answer;
    expect(response, `${where}: status listed in the document (${answer.text.slice(0, 200)})`).toBeDefined();
    const resolved = response.$ref
      ? document.components.responses[String(response.$ref).split('/').pop() ?? '']
      : response;
    const schema = toJsonSchema(resolved.content['application/json'].schema, 'records') as Schema;
    expectValid(schema, answer.json, `${where}: body against the document (${answer.text.slice(0, 300)})`, ajv);
    if (
      answer.status < 300 &&
      input.body !== undefined &&
      typeof input.body !== 'string' &&
      !(input.body instanceof Uint8Array)
    ) {
      const requestSchema = toJsonSchema(operation.requestBody.content['application/json'].schema, 'records') as Schema;
      expectValid(requestSchema, input.body, `${where}: the accepted request against the document`, ajv);
    }
    return answer;
  }

  // Shortcuts ----------------------------------------------------------------------------------------------

  /** Puts a definition and expects 200; returns the answer body. */
  async define(name: string, properties: Json, main: { mapping: string; type: string } = MASTER): Promise<Json> {
    const answer = await this.manage('putApiDefinition', { name, body: definition(name, properties, main) });
    expect(answer.status, answer.text).toBe(200);
    return answer.json;
  }

  /** Creates a record and expects 200; returns the record. */
  async create(name: string, body: Json): Promise<Json> {
    const answer = await this.record('create', { name, body });
    expect(answer.status, answer.text).toBe(200);
    return answer.json;
  }

  async query(name: string, body: Json = {}): Promise<Json> {
    const answer = await this.record('query', { name, body });
    expect(answer.status, answer.text).toBe(200);
    return answer.json;
  }
}

export const MASTER = { mapping: '_customer', type: 'customerDb' } as const;
export const history = (mapping: string): { mapping: string; type: string } => ({ mapping, type: 'historyDb' });

/** A putApiDefinition body. */
export function definition(name: string, properties: Json, main: { mapping: string; type: string } = MASTER): Json {
  return {
    metadata: { kind: 'ApiDefinition', apiVersion: 'database/v1', name },
    spec: { resources: { main }, schema: { properties } },
  };
}

/** The id property of a master definition and of a history definition. */
export const MASTER_ID = { id: { 'x-platform-type': 'platformId' } };
export const HISTORY_IDS = { id: { 'x-platform-type': 'historyId' }, customer: { 'x-platform-type': 'platformId' } };
