/**
 * Test harness for the database suites: starts a sandbox on port 0 and drives the database API over real HTTP.
 * Every answer is checked: error answers carry specs/database.yaml's `ErrorBody` with the status and path of the
 * call and the headers their status needs. Management answers must be listed by their operation in
 * specs/database.yaml and valid against its schema with no member the spec does not name (closed-schema.ts), and
 * every management request the sandbox accepts must be valid against the spec (request-checks.ts, as for mail).
 * Record answers match the sandbox's own getAllOpenApi document, and every record request the sandbox accepts must
 * be valid against that document too, so neither document can drift from the service.
 */
import { STATUS_CODES } from 'node:http';
import { expect } from 'vitest';
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../../sandbox/index.js';
import { isObject, type JsonObject, type LoadedSpec, loadDatabaseSpec } from '../spec/load-spec.js';
import { closed } from './closed-schema.js';
import { check, createDbAjv, type Schema, toJsonSchema } from './database-schemas.js';
import { type Answer, answerOf, SandboxHarness } from './harness.js';
import { requestProblems, type SentRequest } from './request-checks.js';

export { CLIENT, READER, type Answer } from './harness.js';

export const ACCOUNT = 'demo';
export const ALL_DB_SCOPES = 'db:apidefinition:design db:openapi:read db:record:execute db:record:read';
export const MANAGEMENT_BASE = '/apis/apidefinition.database/v1/accounts';
export const RECORD_BASE = '/apis/record.database/v1/accounts';
/** The prefix of every path of the records documents (the real service's layout). */
export const RECORD_PATH_PREFIX = `${RECORD_BASE}/{accountCode}`;

/** The management operations of specs/database.yaml; their methods, paths and answers come from the spec. */
export type ManagementOperation =
  | 'listApiDefinition'
  | 'putApiDefinition'
  | 'getApiDefinition'
  | 'deleteApiDefinition'
  | 'getOpenApi'
  | 'getAllOpenApi'
  | 'listDatabaseDefinition'
  | 'getDatabaseDefinition';

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
  /**
   * Why this management request, although the sandbox accepts it, is knowingly not valid against the spec; turns
   * off the check of accepted requests for this one call. Only for a documented gap between the spec and the service.
   */
  readonly requestOutsideSpec?: string;
}

type Json = any;

function expectValid(schema: Schema, value: unknown, where: string, ajv: ReturnType<typeof createDbAjv>): void {
  const result = check(ajv, schema, value);
  expect(result.errors, `${where}: ${JSON.stringify(result.errors.slice(0, 3))}`).toEqual([]);
}

/** Fails with the spec's complaints in the message, so a failing suite says what the spec refuses. */
function expectSpecValid(spec: LoadedSpec, schema: JsonObject, value: unknown, where: string): void {
  const result = spec.validate(closed(schema), value);
  const problems = result.errors
    .slice(0, 3)
    .map((e) => `${e.instancePath || '(root)'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`);
  expect(problems, `${where}: ${problems.join('; ')}`).toEqual([]);
}

/** The getAllOpenApi document of an account with an ajv holding its schemas. */
interface LoadedDocument {
  readonly document: Json;
  readonly ajv: ReturnType<typeof createDbAjv>;
}

export class DbSandbox extends SandboxHarness {
  private documents = new Map<string, LoadedDocument>();

  private constructor(
    sandbox: RunningSandbox,
    /** specs/database.yaml, which every management answer and accepted management request must match. */
    readonly spec: LoadedSpec,
    /** How the records documents speak of null: the 2020 shape says nothing of it, so any value may be null. */
    private readonly nulls: 'declared' | 'any',
  ) {
    super(sandbox, ALL_DB_SCOPES);
  }

  static async start(options: SandboxOptions = {}): Promise<DbSandbox> {
    const [sandbox, spec] = await Promise.all([
      startSandbox({ port: 0, rateLimit: false, ...options }),
      loadDatabaseSpec(),
    ]);
    return new DbSandbox(sandbox, spec, options.recordsShape === '2020' ? 'any' : 'declared');
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
    expectSpecValid(this.spec, this.spec.schema('ErrorBody'), answer.json, where);
    expect(answer.json, where).toMatchObject({ status: answer.status, error: STATUS_CODES[answer.status], path });
    if (answer.status === 401) expect(answer.headers.get('www-authenticate'), where).toMatch(/^Bearer realm=/);
    if (answer.status === 403)
      expect(answer.headers.get('www-authenticate'), where).toContain('error="insufficient_scope"');
    if (answer.status === 405) expect(answer.headers.get('allow'), where).toMatch(/^[A-Z]+(, [A-Z]+)*$/);
    if (answer.status === 429) expect(answer.headers.get('retry-after'), where).toMatch(/^[1-9][0-9]*$/);
  }

  managementPath(operation: ManagementOperation, input: DbInput = {}): string {
    const path = this.spec.operation(operation).path.replace('{name}', encodeURIComponent(input.name ?? ''));
    return `${MANAGEMENT_BASE}/${input.account ?? ACCOUNT}${path}`;
  }

  recordPath(verb: RecordVerb, input: DbInput = {}): string {
    const path = RECORDS[verb][1].replace('{id}', encodeURIComponent(String(input.id ?? '')));
    return `${RECORD_BASE}/${input.account ?? ACCOUNT}/${encodeURIComponent(input.name ?? '')}${path}`;
  }

  /**
   * A management operation. Its answer must be one the spec lists for the operation, with a body valid against
   * the listed schema; a request the sandbox accepts must be valid against the spec too.
   */
  async manage(operation: ManagementOperation, input: DbInput = {}): Promise<Answer> {
    const { method, operation: described } = this.spec.operation(operation);
    const answer = await this.send(method.toUpperCase(), this.managementPath(operation, input), input);
    const where = `${operation} -> ${answer.status}`;
    const documented = (described['responses'] as JsonObject)[String(answer.status)];
    expect(isObject(documented), `${where}: status listed in specs/database.yaml (${answer.text.slice(0, 200)})`).toBe(
      true,
    );
    const media = ((documented as JsonObject)['content'] as JsonObject)['application/json'] as JsonObject;
    const body = `${where}: body against the spec (${answer.text.slice(0, 300)})`;
    expectSpecValid(this.spec, media['schema'] as JsonObject, answer.json, body);
    if (answer.status < 300) {
      if (input.requestOutsideSpec === undefined) this.checkAcceptedRequest(operation, input, answer.status);
      if (method !== 'get') this.documents.delete(input.account ?? ACCOUNT);
    }
    return answer;
  }

  private checkAcceptedRequest(operation: ManagementOperation, input: DbInput, status: number): void {
    const query = typeof input.query === 'string' ? input.query : new URLSearchParams(input.query ?? {}).toString();
    const body = input.body;
    const text = (): string => {
      if (typeof body === 'string') return body;
      return body instanceof Uint8Array ? new TextDecoder().decode(body) : JSON.stringify(body);
    };
    const sent: SentRequest = {
      path: this.spec.operation(operation).path.includes('{name}') ? { name: input.name ?? '' } : {},
      query: new URLSearchParams(query),
      mediaType: body === undefined ? undefined : (input.contentType ?? 'application/json').split(';')[0]?.trim(),
      body: body === undefined ? undefined : text(),
    };
    const problems = requestProblems(this.spec, operation, sent);
    const where = `request of ${operation} was accepted (${status}), so the spec must allow it`;
    expect(problems, `${where}: ${problems.join('; ')}`).toEqual([]);
  }

  /** The account's getAllOpenApi document, fetched again after every change of its definitions. */
  async document(account = ACCOUNT): Promise<LoadedDocument> {
    const known = this.documents.get(account);
    if (known) return known;
    const answer = await this.manage('getAllOpenApi', { account });
    expect(answer.status, answer.text).toBe(200);
    const ajv = createDbAjv();
    const schemas = (answer.json.components?.schemas ?? {}) as Schema;
    ajv.addSchema({ $id: 'records', definitions: toJsonSchema(schemas, 'records', this.nulls) as Schema });
    const loaded = { document: answer.json, ajv };
    this.documents.set(account, loaded);
    return loaded;
  }

  /**
   * A record operation of definition `input.name`. When the definition is in the document, an answer whose status
   * the document lists must have a body valid against the listed schema (none where it lists no content but for
   * an error's body), and an accepted request must be valid against the document too. Statuses the document does
   * not list are the reference's: errors (checked against `ErrorBody` by `send`) and the 200 of a delete, whose
   * body is specs/database.yaml's `DeleteResult`.
   */
  async record(verb: RecordVerb, input: DbInput = {}): Promise<Answer> {
    const [method, template] = RECORDS[verb];
    const answer = await this.send(method, this.recordPath(verb, input), input);
    const { document, ajv } = await this.document(input.account);
    const name = input.name ?? '';
    const operation = document.paths?.[`${RECORD_PATH_PREFIX}/${name}${template}`]?.[method.toLowerCase()];
    if (!operation) {
      expect(answer.status, `${verb} ${name}: only known definitions answer 2xx`).toBeGreaterThanOrEqual(400);
      return answer;
    }
    const where = `${operation.operationId} -> ${answer.status}`;
    expect(operation.operationId).toBe(`${verb}${name.charAt(0).toUpperCase()}${name.slice(1)}`);
    const response = operation.responses[String(answer.status)];
    if (response === undefined) {
      if (verb === 'delete' && answer.status === 200) {
        expectSpecValid(this.spec, this.spec.schema('DeleteResult'), answer.json, `${where}: the reference's result`);
      } else {
        expect(answer.status, `${where}: a status the document does not list is an error`).toBeGreaterThanOrEqual(400);
      }
      return answer;
    }
    const media = response.content?.['application/json'];
    if (media === undefined) {
      if (answer.status < 400) expect(answer.text, `${where}: the document lists no content`).toBe('');
      return answer;
    }
    const schema = toJsonSchema(media.schema, 'records', this.nulls) as Schema;
    expectValid(schema, answer.json, `${where}: body against the document (${answer.text.slice(0, 300)})`, ajv);
    if (
      answer.status < 300 &&
      input.body !== undefined &&
      typeof input.body !== 'string' &&
      !(input.body instanceof Uint8Array)
    ) {
      const body = operation.requestBody.content['application/json'].schema;
      const requestSchema = toJsonSchema(body, 'records', this.nulls) as Schema;
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
