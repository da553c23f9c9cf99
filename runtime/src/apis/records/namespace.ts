/**
 * One namespace of the records client (`db.member`): create, get, patch, delete, query, count, authenticate
 * (for a definition with a passwordHash property), the iterators `pages` and `queryAll`, and the bulk helpers,
 * built from the definition's data (definition.ts) on the client's runtime, so they share its token cache,
 * retries and the account's rate-limit bucket. The generated client types each namespace with the definition's
 * own record, filter and order types; this code is the same for every definition.
 */
import type { ApiRuntime, CallOperation, CallOptions, CallParams } from '../../contract/operation.js';
import { runBulk } from './bulk.js';
import { RecordsChecker } from './check.js';
import type { RecordOperation, RecordsDefinition } from './definition.js';
import { indexDefinition, type DefinitionIndex } from './definition-index.js';
import { int64Digits, readRecordsJson, writeRecordsJson, type RecordsAt } from './json.js';
import { BULK_CALL_OPTIONS, type BulkOptions, type BulkUpdate, type PatchOptions, type RecordsPage } from './types.js';
import { walkPages, type Query } from './walk.js';

type Body = Record<string, unknown>;
type Id = string | number | bigint;

/**
 * The operation with the exact JSON of ids (how its body is written and where the records of its answer are).
 */
function exact(
  index: DefinitionIndex,
  op: RecordOperation,
  body: 'record' | 'query' | 'plain',
  answer: RecordsAt | 'none',
): CallOperation {
  const none = new Set<string>();
  return Object.freeze({
    ...op,
    json: Object.freeze({
      stringify: (value: unknown) => writeRecordsJson(index, op.id, value, body),
      parse: (text: string) =>
        readRecordsJson(text, answer === 'none' ? none : index.int64, answer === 'none' ? 'root' : answer),
    }),
  });
}

/**
 * What a namespace needs of the client's runtime: `call` only. (Taking `ApiRuntime<{}>` would make the checker
 * relate the client's `ApiRuntime<paths>` to it through openapi-fetch's types of every path: seconds for a large
 * account.)
 */
export type RecordsRuntime = Pick<ApiRuntime<{}>, 'call'>;

/** The definition's operations, each with the exact JSON of its ids. */
function operationsOf(index: DefinitionIndex, given: RecordsDefinition['operations']) {
  return {
    create: exact(index, given.create, 'record', 'root'),
    query: exact(index, given.query, 'query', 'items'),
    count: exact(index, given.count, 'query', 'none'),
    get: exact(index, given.get, 'plain', 'root'),
    patch: exact(index, given.patch, 'record', 'root'),
    delete: exact(index, given.delete, 'plain', 'none'),
    authenticate: given.authenticate === undefined ? undefined : exact(index, given.authenticate, 'plain', 'none'),
  };
}

/** The methods of one definition's namespace, untyped; the generated interface gives them their types. */
export function createRecordsNamespace<Namespace>(runtime: RecordsRuntime, definition: RecordsDefinition): Namespace {
  const index = indexDefinition(definition);
  const check = new RecordsChecker(index);
  const ops = operationsOf(index, definition.operations);
  // An id is checked as in bodies and filters (up to 2^63-1, every digit) before the path's own rule (at least 1).
  const path = (op: CallOperation, id: Id): NonNullable<CallParams['path']> => ({
    [definition.idParameter]: int64Digits(op.id, `path parameter ${definition.idParameter}`, id),
  });

  async function create(body: Body, options?: CallOptions): Promise<unknown> {
    check.body(ops.create.id, body);
    return runtime.call(ops.create, { body }, options);
  }

  async function patch(id: Id, body: Body, options: PatchOptions = {}): Promise<unknown> {
    const { fields, ...callOptions } = options;
    check.body(ops.patch.id, body);
    if (fields !== undefined) check.fields(ops.patch.id, fields, body);
    return runtime.call(
      ops.patch,
      { path: path(ops.patch, id), body, ...(fields === undefined ? {} : { query: { fields: fields.join(',') } }) },
      callOptions,
    );
  }

  async function query(q: Query = {}, options?: CallOptions): Promise<unknown> {
    return runtime.call(ops.query, { body: check.query(ops.query.id, q) }, options);
  }

  async function* pages(q: Query = {}, options?: CallOptions): AsyncGenerator<RecordsPage<unknown>, void, undefined> {
    const body = check.query(ops.query.id, q);
    yield* walkPages(index, check, ops.query.id, body, (sent) => runtime.call(ops.query, { body: sent }, options));
  }

  async function* queryAll(q: Query = {}, options?: CallOptions): AsyncGenerator<unknown, void, undefined> {
    for await (const page of pages(q, options)) yield* page.items;
  }

  const namespace: Record<string, unknown> = {
    create,
    get: async (id: Id, options?: CallOptions) => runtime.call(ops.get, { path: path(ops.get, id) }, options),
    patch,
    delete: async (id: Id, options?: CallOptions) => runtime.call(ops.delete, { path: path(ops.delete, id) }, options),
    query,
    async count(q: Query = {}, options?: CallOptions): Promise<number> {
      check.count(ops.count.id, q);
      return (await runtime.call<{ count: number }>(ops.count, { body: q }, options)).count;
    },
    pages,
    queryAll,
    bulkCreate: (records: Iterable<Body> | AsyncIterable<Body>, options: BulkOptions = {}) =>
      runBulk(`${definition.name}.bulkCreate`, records, (body) => create(body, callOptionsOf(options)), options),
    bulkPatch: (updates: Iterable<BulkUpdate<Body>> | AsyncIterable<BulkUpdate<Body>>, options: BulkOptions = {}) =>
      runBulk(
        `${definition.name}.bulkPatch`,
        updates,
        (update) =>
          patch(update.id, update.body, {
            ...callOptionsOf(options),
            ...(update.fields === undefined ? {} : { fields: update.fields }),
          }),
        options,
      ),
  };
  const authenticate = ops.authenticate;
  if (authenticate !== undefined) {
    namespace['authenticate'] = async (id: Id, body: Body, options?: CallOptions): Promise<unknown> => {
      check.authenticate(authenticate.id, body);
      return runtime.call(authenticate, { path: path(authenticate, id), body }, options);
    };
  }
  return Object.freeze(namespace) as Namespace;
}

/** The per-call options a bulk helper passes on to each call. */
function callOptionsOf(options: BulkOptions): CallOptions {
  return Object.fromEntries(
    BULK_CALL_OPTIONS.filter((key) => options[key] !== undefined).map((key) => [key, options[key]]),
  );
}
