/**
 * The database API under `/apis/`: the management service `apidefinition.database` and the record service
 * `record.database`, both `/v1/accounts/{accountCode}/...`. Every call goes through these checks, in this order:
 * bearer token (401), account code (404), rate limit per account (429 with Retry-After), path (404), method (405
 * with Allow), scope (403), then the operation itself (404 for an unknown definition, database or record, then
 * 400 for the body).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkBearer, insufficientScopeChallenge } from '../auth/bearer.js';
import type { SandboxContext } from '../context.js';
import { DbBadRequest, DbFailure } from './answers.js';
import { type DbCall, sendDbError } from './call.js';
import {
  deleteApiDefinition,
  getAllOpenApi,
  getApiDefinition,
  getDatabaseDefinition,
  getOpenApi,
  listApiDefinition,
  listDatabaseDefinition,
  putApiDefinition,
} from './handle-definitions.js';
import {
  authenticate,
  countRecords,
  createRecord,
  deleteRecord,
  getRecord,
  patchRecord,
  queryRecords,
} from './handle-records.js';

export const DATABASE_PREFIX = '/apis/';
export const MANAGEMENT_SERVICE = 'apidefinition.database';
export const RECORD_SERVICE = 'record.database';

type Handler = (call: DbCall) => void | Promise<void>;

export type DbScope = 'db:apidefinition:design' | 'db:openapi:read' | 'db:record:execute' | 'db:record:read';

interface Operation {
  readonly id: string;
  /** Any one of these opens the operation; the first is the one a 403 asks for (the narrowest). */
  readonly scopes: readonly DbScope[];
  readonly handler: Handler;
}

interface Route {
  readonly service: typeof MANAGEMENT_SERVICE | typeof RECORD_SERVICE;
  /** Segments after `/accounts/{accountCode}/`; `{name}` is a path parameter. */
  readonly segments: readonly string[];
  readonly methods: Readonly<Record<string, Operation>>;
}

const DESIGN: readonly DbScope[] = ['db:apidefinition:design'];
const OPENAPI: readonly DbScope[] = ['db:openapi:read', 'db:apidefinition:design'];
const EXECUTE: readonly DbScope[] = ['db:record:execute'];
const READ: readonly DbScope[] = ['db:record:read', 'db:record:execute'];

const op = (id: string, scopes: readonly DbScope[], handler: Handler): Operation => ({ id, scopes, handler });

/**
 * The 15 operations: the 8 of specs/database.yaml and the 7 record operations of its `openApi` tag (The document),
 * with the scopes of "Access tokens".
 */
export const DATABASE_ROUTES: readonly Route[] = [
  {
    service: MANAGEMENT_SERVICE,
    segments: ['apidefinitions'],
    methods: { GET: op('listApiDefinition', DESIGN, listApiDefinition) },
  },
  {
    service: MANAGEMENT_SERVICE,
    segments: ['apidefinitions', '{name}'],
    methods: {
      PUT: op('putApiDefinition', DESIGN, putApiDefinition),
      GET: op('getApiDefinition', DESIGN, getApiDefinition),
      DELETE: op('deleteApiDefinition', DESIGN, deleteApiDefinition),
    },
  },
  {
    service: MANAGEMENT_SERVICE,
    segments: ['apidefinitions', '{name}', 'openapi'],
    methods: { GET: op('getOpenApi', OPENAPI, getOpenApi) },
  },
  { service: MANAGEMENT_SERVICE, segments: ['openapi'], methods: { GET: op('getAllOpenApi', OPENAPI, getAllOpenApi) } },
  {
    service: MANAGEMENT_SERVICE,
    segments: ['databasedefinitions'],
    methods: { GET: op('listDatabaseDefinition', DESIGN, listDatabaseDefinition) },
  },
  {
    service: MANAGEMENT_SERVICE,
    segments: ['databasedefinitions', '{name}'],
    methods: { GET: op('getDatabaseDefinition', DESIGN, getDatabaseDefinition) },
  },
  {
    service: RECORD_SERVICE,
    segments: ['{name}', 'records'],
    methods: { POST: op('createRecord', EXECUTE, createRecord) },
  },
  { service: RECORD_SERVICE, segments: ['{name}', 'query'], methods: { POST: op('queryRecords', READ, queryRecords) } },
  { service: RECORD_SERVICE, segments: ['{name}', 'count'], methods: { POST: op('countRecords', READ, countRecords) } },
  {
    service: RECORD_SERVICE,
    segments: ['{name}', 'records', '{id}'],
    methods: {
      GET: op('getRecord', READ, getRecord),
      PATCH: op('patchRecord', EXECUTE, patchRecord),
      DELETE: op('deleteRecord', EXECUTE, deleteRecord),
    },
  },
  {
    service: RECORD_SERVICE,
    segments: ['{name}', 'records', '{id}', 'authenticate'],
    methods: { POST: op('authenticate', READ, authenticate) },
  },
];

function match(
  service: string,
  segments: readonly string[],
): { route: Route; params: Record<string, string> } | undefined {
  for (const route of DATABASE_ROUTES) {
    if (route.service !== service || route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = route.segments.every((pattern, i) => {
      const actual = segments[i] ?? '';
      if (!pattern.startsWith('{')) return pattern === actual;
      params[pattern.slice(1, -1)] = actual;
      return actual !== '';
    });
    if (ok) return { route, params };
  }
  return undefined;
}

function decodeSegments(path: string): string[] | undefined {
  try {
    return path.split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

/** Handles a request whose path starts with DATABASE_PREFIX. */
export async function handleDatabase(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: SandboxContext,
  url: URL,
): Promise<void> {
  const path = url.pathname;
  const now = ctx.clock.now();
  const fail = (status: number, message: string, headers: Readonly<Record<string, string>> = {}): void =>
    sendDbError(res, status, message, path, now, headers);
  const segments = decodeSegments(path.slice(DATABASE_PREFIX.length));
  const [service, version, accounts, accountCode, ...rest] = segments ?? [];
  if (
    (service !== MANAGEMENT_SERVICE && service !== RECORD_SERVICE) ||
    version !== 'v1' ||
    accounts !== 'accounts' ||
    !accountCode ||
    rest.length === 0
  ) {
    return fail(404, 'No such path.');
  }
  const bearer = checkBearer(req, ctx);
  if (!bearer.ok) return fail(401, bearer.message, { 'WWW-Authenticate': bearer.challenge });
  const account = ctx.database.accounts.get(accountCode);
  if (!account) return fail(404, `Unknown account code ${accountCode}.`);
  const admission = ctx.limits?.database.admit(account.code, now);
  if (admission && !admission.allowed) {
    return fail(429, `Too many requests for account ${account.code}; retry after ${admission.retryAfterSeconds} s.`, {
      'Retry-After': String(admission.retryAfterSeconds),
    });
  }
  const found = match(service, rest);
  if (!found) return fail(404, 'No such path.');
  const operation = found.route.methods[req.method ?? ''];
  if (!operation) {
    return fail(405, `${req.method ?? ''} is not allowed here.`, {
      Allow: Object.keys(found.route.methods).join(', '),
    });
  }
  if (!operation.scopes.some((scope) => bearer.token.scopes.has(scope))) {
    const needed = operation.scopes[0] as DbScope;
    return fail(403, `The access token lacks the scope ${operation.scopes.join(' or ')}.`, {
      'WWW-Authenticate': insufficientScopeChallenge(needed),
    });
  }
  const call: DbCall = { req, res, ctx, account, params: found.params, query: url.searchParams, path, now };
  try {
    await operation.handler(call);
  } catch (error) {
    if (error instanceof DbBadRequest) return fail(400, `${operation.id}: ${error.message}`);
    if (error instanceof DbFailure) return fail(error.status, `${operation.id}: ${error.message}`, error.headers);
    throw error;
  }
}
