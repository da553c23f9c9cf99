/**
 * A records client of an API definition of the tests' own, `ticket`, built the way the generated records client
 * builds its namespaces (`createApiRuntime` and `createRecordsNamespace` over a `RecordsDefinition`), so that the
 * runtime's records code is tried against the sandbox without the account snapshot of specs/records/. The
 * definition is put into the sandbox through the generated database client first (`TICKET_PUT`).
 */
import type { PutApiDefinitionRequest } from '@platform-sdk/database';
import {
  createApiRuntime,
  expandServerUrl,
  type ApiDescriptor,
  type CallOptions,
  type CommonClientOptions,
} from '@platform-sdk/runtime/internal';
import {
  createRecordsNamespace,
  defineRecords,
  type RecordOperation,
  type BulkOptions,
  type BulkResult,
  type RecordsPage,
} from '@platform-sdk/runtime/records';

/** A master-database definition: the id, a text, a number and a date. */
export const TICKET_PUT: PutApiDefinitionRequest = {
  metadata: { kind: 'ApiDefinition', apiVersion: 'database/v1', name: 'ticket' },
  spec: {
    resources: { main: { mapping: '_customer', type: 'customerDb' } },
    schema: {
      properties: {
        id: { 'x-platform-type': 'platformId' },
        title: { type: 'string' },
        seats: { type: 'number' },
        day: { type: 'string', format: 'date' },
      },
    },
  },
};

const ID = { type: 'integer', minimum: 1 } as const;
const read = ['db:record:execute', 'db:record:read'];
const write = ['db:record:execute'];
const json = { kind: 'json-body', requestMediaType: 'application/json' } as const;

function op(
  id: string,
  method: RecordOperation['method'],
  path: string,
  rest: Partial<RecordOperation>,
): RecordOperation {
  // The spread of a partial cannot be proved to keep kind, method and retry of one member of the union together.
  return {
    id,
    kind: 'no-body',
    method,
    path,
    scopes: read,
    response: 'json',
    retry: 'safe',
    ...rest,
  } as RecordOperation;
}

/** What the sandbox's getOpenApi document of `TICKET_PUT` says of each operation and property. */
export const ticketDefinition = defineRecords({
  name: 'ticket',
  idParameter: 'id',
  operations: {
    create: op('createTicket', 'post', '/ticket/records', { ...json, scopes: write, retry: 'unsafe' }),
    query: op('queryTicket', 'post', '/ticket/query', { ...json, retry: 'read' }),
    count: op('countTicket', 'post', '/ticket/count', { ...json, retry: 'read' }),
    get: op('getTicket', 'get', '/ticket/records/{id}', { pathParams: { id: ID } }),
    patch: op('patchTicket', 'patch', '/ticket/records/{id}', { ...json, scopes: write, pathParams: { id: ID } }),
    delete: op('deleteTicket', 'delete', '/ticket/records/{id}', { scopes: write, pathParams: { id: ID } }),
  },
  properties: {
    id: { filter: 'eq notEq lt lte gt gte in notIn', readOnly: true, int64: true },
    title: {
      filter:
        'eq notEq isNull isNotNull lt lte gt gte in notIn contains notContains startsWith ' +
        'notStartsWith endsWith notEndsWith',
    },
    seats: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    day: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
  },
  order: [
    'id',
    'id_asc',
    'id_desc',
    'title',
    'title_asc',
    'title_desc',
    'seats',
    'seats_asc',
    'seats_desc',
    'day',
    'day_asc',
    'day_desc',
  ],
});

export interface Ticket {
  readonly id: string;
  readonly title: string | null;
  readonly seats: number | null;
  readonly day: string | null;
}

export type TicketBody = Partial<Omit<Ticket, 'id'>>;

export interface TicketQuery {
  readonly filter?: Record<string, unknown>;
  readonly order?: readonly string[];
  readonly limit?: number;
  readonly offset?: number;
}

/** The methods of `ticket` the tests call, typed loosely (the generated interfaces are the precise ones). */
export interface TicketRecords {
  create(body: TicketBody, options?: CallOptions): Promise<Ticket>;
  get(id: string | bigint | number, options?: CallOptions): Promise<Ticket>;
  patch(id: string | bigint | number, body: TicketBody, options?: CallOptions): Promise<Ticket>;
  delete(id: string | bigint | number, options?: CallOptions): Promise<unknown>;
  query(query?: TicketQuery, options?: CallOptions): Promise<RecordsPage<Ticket>>;
  count(query?: Pick<TicketQuery, 'filter'>, options?: CallOptions): Promise<number>;
  pages(query?: TicketQuery, options?: CallOptions): AsyncIterable<RecordsPage<Ticket>>;
  queryAll(query?: TicketQuery, options?: CallOptions): AsyncIterable<Ticket>;
  bulkCreate(records: Iterable<TicketBody>, options?: BulkOptions): Promise<BulkResult<Ticket>>;
}

/** The records API of the generated client's descriptor: its scopes, the account's limit, its server variables. */
const recordsApi: ApiDescriptor = {
  name: 'records',
  scopes: read,
  rateLimit: { perSecond: 150, burst: 300, bucket: 'database' },
  serverVariables: [
    { name: 'db_url', option: 'dbUrl' },
    { name: 'accountCode', option: 'accountCode' },
  ],
};

export interface TicketClientOptions extends CommonClientOptions {
  readonly dbUrl: string;
  readonly accountCode: string;
}

/** A client of `ticket`, made as a generated records factory makes one. */
export function ticketClient(options: TicketClientOptions): TicketRecords {
  const { dbUrl, accountCode, ...common } = options;
  const serverValues = { db_url: dbUrl, accountCode };
  const runtime = createApiRuntime(recordsApi, {
    ...common,
    serverUrl: expandServerUrl('{db_url}/apis/record.database/v1/accounts/{accountCode}', serverValues),
    serverValues,
    audience: dbUrl,
  });
  return createRecordsNamespace<TicketRecords>(runtime, ticketDefinition);
}

/** A client of `ticket` at a made-up address, every request handed to `fetch` (a fake server), no rate limit. */
export function ticketClientOver(fetch: typeof globalThis.fetch): TicketRecords {
  return ticketClient({
    dbUrl: 'https://db.example.test',
    accountCode: 'demo',
    accessToken: 'token',
    fetch,
    rateLimit: false,
  });
}
