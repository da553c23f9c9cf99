/**
 * The generated database management client (generated/database with the runtime) against the sandbox: every
 * operation, every error status it can meet as its typed error carrying the service's message, the token it asks
 * for (audience and scopes, also with credentials that hold only db:openapi:read), the account's 150/s burst 300
 * limit shared by clients of the same credentials, and retries of 429 and 5xx answers.
 */
import { readFile } from 'node:fs/promises';
import {
  ApiError,
  AuthenticationError,
  BadRequestError,
  type DatabaseClient,
  ForbiddenError,
  isDatabaseApiError,
  NotFoundError,
  type PutApiDefinitionRequest,
  RateLimitError,
  ServerError,
  UnauthorizedError,
} from '@platform-sdk/database';
import { clearRateLimiters, type RetryInfo } from '@platform-sdk/runtime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_DIR } from '../../sandbox/seed.js';
import { type Env, startEnv } from './sandbox-env.js';

let env: Env;
let database: DatabaseClient;
beforeAll(async () => {
  env = await startEnv();
  database = env.database();
});
afterAll(() => env.close());
beforeEach(async () => {
  await env.reset();
  clearRateLimiters();
});

/** The definitions the checked-in records snapshot is fetched from (sandbox/seed/). */
const seed = async (name: 'member' | 'purchase'): Promise<PutApiDefinitionRequest> =>
  JSON.parse(await readFile(`${SEED_DIR}/${name}.json`, 'utf8')) as PutApiDefinitionRequest;

const READER = { clientKey: 'sandbox-reader', clientSecret: 'sandbox-secret' };

/** A small master definition named `name`. */
const small = (name: string): PutApiDefinitionRequest => ({
  metadata: { kind: 'ApiDefinition', apiVersion: 'database/v1', name },
  spec: {
    resources: { main: { mapping: '_customer', type: 'customerDb' } },
    schema: { properties: { id: { 'x-platform-type': 'platformId' }, [`${name}Note`]: { type: 'string' } } },
  },
});

/** The rejection of `promise`, which must reject. */
async function failure(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(Error);
  return outcome as Error;
}

describe('every operation', () => {
  it('putApiDefinition registers the seed definitions; getApiDefinition reads them back', async () => {
    const member = await database.putApiDefinition('member', await seed('member'));
    expect(member.status.ready.status).toBe(true);
    expect(member.spec.schema.properties['id']).toMatchObject({ 'x-platform-mapping': '_platformId', nullable: false });
    expect(Object.keys(member.spec.schema.properties)).toHaveLength(18);
    const purchase = await database.putApiDefinition('purchase', await seed('purchase'));
    expect(purchase.spec.resources.main).toEqual({ mapping: 'purchase_history', type: 'historyDb' });
    expect(await database.getApiDefinition('member')).toEqual(member);
  });

  it('listApiDefinition gives pages of limit items, with a continueToken on every page but the last', async () => {
    for (const name of ['alpha', 'beta', 'gamma']) await database.putApiDefinition(name, small(name));
    const first = await database.listApiDefinition({ limit: 2 });
    expect(first.items.map((d) => d.metadata.name)).toEqual(['alpha', 'beta']);
    expect(first.metadata.continueToken).toEqual(expect.any(String));
    const last = await database.listApiDefinition({ limit: 2, continueToken: first.metadata.continueToken });
    expect(last.items.map((d) => d.metadata.name)).toEqual(['gamma']);
    expect(last.metadata).toEqual({});
  });

  it('deleteApiDefinition answers the delete result; the definition is then unknown', async () => {
    await database.putApiDefinition('alpha', small('alpha'));
    const result = await database.deleteApiDefinition('alpha');
    expect(result).toMatchObject({
      status: 200,
      error: 'OK',
      path: '/apis/apidefinition.database/v1/accounts/demo/apidefinitions/alpha',
    });
    await expect(database.getApiDefinition('alpha')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('getOpenApi and getAllOpenApi answer the OpenAPI 3.0.1 documents of the record operations', async () => {
    await database.putApiDefinition('member', await seed('member'));
    await database.putApiDefinition('purchase', await seed('purchase'));
    const one = await database.getOpenApi('purchase');
    expect(one.openapi).toBe('3.0.1');
    const prefix = '/apis/record.database/v1/accounts/{accountCode}';
    expect(Object.keys(one.paths)).toEqual([
      `${prefix}/purchase/records`,
      `${prefix}/purchase/query`,
      `${prefix}/purchase/count`,
      `${prefix}/purchase/records/{id}`,
    ]);
    const all = await database.getAllOpenApi();
    expect(all.servers).toEqual([{ url: env.sandbox.url }]);
    expect(Object.keys(all.paths)).toContain(`${prefix}/member/records/{id}/authenticate`);
    expect(Object.keys(all.components.schemas ?? {})).toEqual(
      expect.arrayContaining(['Member', 'Member_Filter', 'Purchase_Order']),
    );
  });

  it('listDatabaseDefinition and getDatabaseDefinition show the master database and a new history database', async () => {
    await database.putApiDefinition('purchase', await seed('purchase'));
    const list = await database.listDatabaseDefinition();
    expect(list.items.map((d) => [d.metadata.name, d.spec.type])).toEqual([
      ['_customer', 'customerDb'],
      ['purchase_history', 'historyDb'],
    ]);
    const customer = await database.getDatabaseDefinition('_customer');
    expect(customer.spec.columns.map((c) => c.name)).toContain('_mlRefusalFlags');
  });
});

describe('iterators over every page', () => {
  it('apiDefinitions() yields every definition once, asking for pages of the limit given', async () => {
    const names = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];
    for (const name of names) await database.putApiDefinition(name, small(name));
    const pages: (string | null)[] = [];
    const counting: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.endsWith('/apidefinitions')) pages.push(url.searchParams.get('continueToken'));
      return fetch(input, init);
    };
    const seen: string[] = [];
    for await (const definition of env.database({ fetch: counting }).apiDefinitions({ limit: 2 })) {
      seen.push(definition.metadata.name);
    }
    expect(seen).toEqual(names);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toBeNull();
  });

  it('databaseDefinitions() yields every database once, over pages of one', async () => {
    for (const name of ['h1', 'h2', 'h3']) {
      await database.putApiDefinition(name, {
        ...small(name),
        spec: {
          resources: { main: { mapping: `${name}_db`, type: 'historyDb' } },
          schema: { properties: { id: { 'x-platform-type': 'historyId' }, who: { 'x-platform-type': 'platformId' } } },
        },
      });
    }
    const seen: string[] = [];
    for await (const db of database.databaseDefinitions({ limit: 1 })) seen.push(db.metadata.name);
    expect(seen).toEqual(['_customer', 'h1_db', 'h2_db', 'h3_db']);
  });

  it('stops when the signal aborts: no page is asked for after it', async () => {
    for (const name of ['alpha', 'beta', 'gamma']) await database.putApiDefinition(name, small(name));
    let requests = 0;
    const counting: typeof fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/apidefinitions')) requests++;
      return fetch(input, init);
    };
    const controller = new AbortController();
    const seen: string[] = [];
    const walk = async (): Promise<void> => {
      for await (const definition of env
        .database({ fetch: counting })
        .apiDefinitions({ limit: 1 }, { signal: controller.signal })) {
        seen.push(definition.metadata.name);
        controller.abort();
      }
    };
    await expect(walk()).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual(['alpha']);
    expect(requests).toBe(1);
  });

  it('passes on the errors of a page as typed errors', async () => {
    const reader = env.database({ credentials: READER });
    await expect(reader.apiDefinitions({ limit: 10 }).next()).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('refuses a page size off its rule before asking for a page', async () => {
    await expect(database.apiDefinitions({ limit: 101 }).next()).rejects.toThrow(
      'listApiDefinition was not sent because query parameter limit must be an integer from 1 to 100 (got 101).',
    );
  });
});

describe('error answers are typed errors that carry the service message', () => {
  it.each<
    readonly [string, (db: DatabaseClient) => Promise<unknown>, abstract new (...args: never[]) => ApiError, RegExp]
  >([
    [
      // A rule that needs the account (the client checks the others before sending): no such master database.
      '400 from a definition that breaks a rule',
      (db) =>
        db.putApiDefinition('member', {
          ...small('member'),
          spec: { ...small('member').spec, resources: { main: { mapping: 'customers', type: 'customerDb' } } },
        }),
      BadRequestError,
      /^putApiDefinition failed with HTTP 400 Bad Request: putApiDefinition: spec\.resources\.main\.mapping: there is no customerDb database customers/,
    ],
    [
      '400 from a continueToken the list did not give',
      (db) => db.listDatabaseDefinition({ continueToken: 'bm90LWEtdG9rZW4' }),
      BadRequestError,
      /continueToken is not a token this list returned\.$/,
    ],
    [
      '404 from an unknown definition',
      (db) => db.getApiDefinition('coupon'),
      NotFoundError,
      /^getApiDefinition failed with HTTP 404 Not Found: getApiDefinition: there is no API definition coupon\.$/,
    ],
    [
      '404 from an unknown database',
      (db) => db.getDatabaseDefinition('coupons'),
      NotFoundError,
      /there is no database coupons\.$/,
    ],
  ])('%s', async (_name, call, ErrorClass, message) => {
    const error = await failure(call(database));
    expect(error).toBeInstanceOf(ErrorClass);
    expect(isDatabaseApiError(error)).toBe(true);
    expect(error.message).toMatch(message);
    expect((error as ApiError).body).toMatchObject({ status: (error as ApiError).status, message: expect.any(String) });
  });

  it('404 from an unknown account code', async () => {
    const error = await failure(env.database({ accountCode: 'nobody' }).getAllOpenApi());
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe('getAllOpenApi failed with HTTP 404 Not Found: Unknown account code nobody.');
  });

  it('401 from a token the service does not know', async () => {
    const stranger = env.database({ accessToken: 'not-a-token', credentials: undefined, authUrl: undefined } as never);
    const error = await failure(stranger.getAllOpenApi());
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as UnauthorizedError).headers?.get('www-authenticate')).toMatch(/^Bearer realm=/);
    expect(error.message).toMatch(/^getAllOpenApi failed with HTTP 401 Unauthorized: /);
  });

  it("403 from a token without the operation's scope names the scope", async () => {
    const error = await failure(env.database({ credentials: READER }).listApiDefinition());
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error.message).toBe(
      'listApiDefinition failed with HTTP 403 Forbidden: The access token lacks the scope db:apidefinition:design.',
    );
  });

  it('413 from a body over 10,000,000 bytes, not retried', async () => {
    const retries: RetryInfo[] = [];
    const huge = small('member');
    const body = {
      ...huge,
      metadata: { ...huge.metadata, padding: 'x'.repeat(10_000_001) },
    } as PutApiDefinitionRequest;
    const error = await failure(database.putApiDefinition('member', body, { onRetry: (info) => retries.push(info) }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413 });
    expect(error.message).toBe(
      'putApiDefinition failed with HTTP 413: putApiDefinition: The request body is over 10000000 bytes.',
    );
    expect(retries).toEqual([]);
  });

  it('429 when retries are off, with the wait the service asked for', async () => {
    const limited = await startEnv({ rateLimit: { databasePerSecond: 1, databaseBurst: 1 } });
    try {
      const client = limited.database({ retry: false });
      const results = await Promise.allSettled([client.getAllOpenApi(), client.getAllOpenApi()]);
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as RateLimitError] : []));
      expect(refused).toHaveLength(1);
      expect(refused[0]).toBeInstanceOf(RateLimitError);
      expect(refused[0]?.retryAfterMs).toBe(1000);
      expect(refused[0]?.message).toMatch(
        /^getAllOpenApi was rate limited with HTTP 429 Too Many Requests \(Too many requests for account demo[^)]*\) and asked to wait 1 s\.$/,
      );
    } finally {
      await limited.close();
    }
  });

  it('5xx as ServerError with the service message (answered by an injected fetch: the sandbox has no faults)', async () => {
    const failing: typeof fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/oauth2/token')) return fetch(input, init);
      const body = {
        timestamp: new Date().toISOString(),
        status: 503,
        error: 'Service Unavailable',
        message: 'The service is under maintenance.',
        path: '/',
      };
      return new Response(JSON.stringify(body), { status: 503, headers: { 'Content-Type': 'application/json' } });
    };
    const error = await failure(env.database({ fetch: failing, retry: false }).getAllOpenApi());
    expect(error).toBeInstanceOf(ServerError);
    expect(error.message).toBe(
      'getAllOpenApi failed with HTTP 503 Service Unavailable: The service is under maintenance.',
    );
  });

  it('wrong credentials fail as AuthenticationError without the secret', async () => {
    const error = await failure(
      env.database({ credentials: { clientKey: 'sandbox-client', clientSecret: 'not-the-secret' } }).getAllOpenApi(),
    );
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error.message).toContain('invalid_client');
    expect(error.message).not.toContain('not-the-secret');
  });
});

describe('tokens', () => {
  it("one token for the audience dbUrl and the union of the operations' scopes serves every call", async () => {
    const before = env.tokenForms().length;
    await database.putApiDefinition('alpha', small('alpha'));
    await database.getAllOpenApi();
    await database.listDatabaseDefinition();
    const forms = env.tokenForms().slice(before);
    expect(forms).toHaveLength(1);
    expect(forms[0]?.get('grant_type')).toBe('client_credentials');
    expect(forms[0]?.get('audience')).toBe(env.sandbox.url);
    expect(forms[0]?.get('scope')?.split(' ').sort()).toEqual(['db:apidefinition:design', 'db:openapi:read']);
  });

  it('credentials with only db:openapi:read read the documents: the sandbox grants the scopes the client has', async () => {
    await database.putApiDefinition('alpha', small('alpha'));
    const reader = env.database({ credentials: READER });
    expect(Object.keys((await reader.getAllOpenApi()).paths)).toContain(
      '/apis/record.database/v1/accounts/{accountCode}/alpha/query',
    );
    expect((await reader.getOpenApi('alpha')).openapi).toBe('3.0.1');
  });

  it('with scopes: [db:openapi:read] such credentials ask for that scope only (for a server that refuses more)', async () => {
    await database.putApiDefinition('alpha', small('alpha'));
    const before = env.tokenForms().length;
    const reader = env.database({ credentials: READER, scopes: ['db:openapi:read'] });
    expect((await reader.getOpenApi('alpha')).openapi).toBe('3.0.1');
    expect(
      env
        .tokenForms()
        .slice(before)
        .map((form) => form.get('scope')),
    ).toEqual(['db:openapi:read']);
    await expect(reader.listApiDefinition()).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('the account rate limit and retries', () => {
  // The sandbox's bucket gets 100 tokens of slack over the client's 300: requests admitted apart may still arrive
  // together (the first ones wait for connections to open), and the service would answer that with a 429 the
  // runtime retries, which this test wants to see none of.
  const SANDBOX_LIMIT = { databasePerSecond: 150, databaseBurst: 400 };

  it('two clients of the same credentials share one 150/s burst 300 bucket: 450 calls meet no 429', async () => {
    const limited = await startEnv({ rateLimit: SANDBOX_LIMIT });
    try {
      const retries: RetryInfo[] = [];
      // Each client takes the spec's x-rate-limit, as a user's does: 150/s, burst 300, bucket `database`.
      const [a, b] = [1, 2].map(() => limited.database({ onRetry: (info) => retries.push(info) }, 'spec'));
      const calls = Array.from({ length: 225 }, () => [a?.getAllOpenApi(), b?.getAllOpenApi()]).flat();
      await Promise.all(calls);
      expect(retries.length, JSON.stringify(retries.slice(0, 3))).toBe(0);
    } finally {
      await limited.close();
    }
  });

  it('without the client-side limit, calls beyond the bucket of the service are refused with 429 (what the shared bucket prevents)', async () => {
    // A bucket of 100 refilled once a second: 300 calls at once exceed it however slowly a loaded machine sends them.
    const limited = await startEnv({ rateLimit: { databasePerSecond: 1, databaseBurst: 100 } });
    try {
      const [a, b] = [1, 2].map(() => limited.database({ rateLimit: false, retry: false }));
      const calls = Array.from({ length: 150 }, () => [a?.getAllOpenApi(), b?.getAllOpenApi()]).flat();
      const results = await Promise.allSettled(calls);
      const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
      expect(refused.length).toBeGreaterThanOrEqual(300 - 100 - 60);
      expect(refused.every((e) => e instanceof RateLimitError)).toBe(true);
    } finally {
      await limited.close();
    }
  });

  it('429 answers are waited out (Retry-After) and retried', async () => {
    const limited = await startEnv({ rateLimit: { databasePerSecond: 2, databaseBurst: 1 } });
    try {
      const retries: RetryInfo[] = [];
      const client = limited.database({ onRetry: (info) => retries.push(info) });
      const documents = await Promise.all([client.getAllOpenApi(), client.getAllOpenApi(), client.getAllOpenApi()]);
      expect(documents.every((d) => d.openapi === '3.0.1')).toBe(true);
      expect(retries.length).toBeGreaterThan(0);
      expect(retries[0]).toMatchObject({ operationId: 'getAllOpenApi', reason: 429 });
    } finally {
      await limited.close();
    }
  });

  it.each([500, 502, 503, 504])(
    'a %s answer is retried, a put too (putApiDefinition is idempotent)',
    async (status) => {
      let failed = 0;
      const flaky: typeof fetch = async (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (request.method === 'PUT' && failed === 0) {
          failed++;
          return new Response('{"message":"a fault"}', { status, headers: { 'Content-Type': 'application/json' } });
        }
        return fetch(input, init);
      };
      const retries: RetryInfo[] = [];
      const client = env.database({ fetch: flaky, onRetry: (info) => retries.push(info), retry: { baseDelayMs: 1 } });
      const answer = await client.putApiDefinition('alpha', small('alpha'));
      expect(answer.metadata.name).toBe('alpha');
      expect(retries).toMatchObject([{ operationId: 'putApiDefinition', reason: status }]);
    },
  );
});
