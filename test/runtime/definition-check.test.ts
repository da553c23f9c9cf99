/**
 * The management client checks a putApiDefinition body before sending it (`x-body-check: api-definition`,
 * specs/database.yaml): each rule that holds whatever the account holds is refused locally with a
 * `RequestValidationError` naming the operation, every field and rule broken; nothing reaches the service, not
 * even the token endpoint. A body that passes is sent unchanged; `bodyCheck: false` leaves the rules to the
 * service.
 */
import { createDatabaseClient, RequestValidationError, type DatabaseClient } from '@platform-sdk/database';
import { clearRateLimiters, clearTokenCache } from '@platform-sdk/runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { BROKEN, changed, issue, OPTION, P, props, SHOPPER, VISIT } from './definition-fixtures.js';
import { AUTH_URL, fakeServer, json, type FakeServer } from './fake-server.js';

let server: FakeServer;
let db: DatabaseClient;

beforeEach(() => {
  clearTokenCache();
  clearRateLimiters();
  server = fakeServer({ api: async (request) => json(await request.json()) });
  db = createDatabaseClient({
    dbUrl: 'https://db.example.test',
    accountCode: 'shop',
    authUrl: AUTH_URL,
    credentials: { clientKey: 'key', clientSecret: 'secret' },
    rateLimit: false,
    fetch: server.fetch,
  });
});

async function refusal(call: Promise<unknown>): Promise<RequestValidationError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RequestValidationError);
  return error as RequestValidationError;
}

describe('putApiDefinition bodies checked before sending', () => {
  it.each(BROKEN)('refuses %s', async (_what, body, name, want) => {
    const error = await refusal(db.putApiDefinition(name, body as never));
    expect(error.issues).toEqual(want);
    expect({ operationId: error.operationId, field: error.field, rule: error.rule }).toEqual({
      operationId: 'putApiDefinition',
      ...want[0],
    });
    expect(error.message).toBe(
      `putApiDefinition was not sent because ${want.map((i) => `${i.field} ${i.rule}`).join('; ')}.`,
    );
    // Nothing reached the service, not even the token endpoint.
    expect([server.token.length, server.api.length]).toEqual([0, 0]);
  });

  it('lists every rule a body breaks, in the order found', async () => {
    const body = changed(SHOPPER, (b) => {
      b.metadata.name = 'buyer';
      b.spec.resources.main.type = 'customer';
      props(b).Email = props(b).email;
      delete props(b).email;
      props(b).tier['x-platform-select-value-definitions'][1].value = 2.5;
    });
    const error = await refusal(db.putApiDefinition('shopper', body as never));
    expect(error.issues).toEqual([
      issue('metadata.name', 'must equal the path parameter name (got "buyer", path "shopper")'),
      issue('spec.resources.main.type', 'must be customerDb or historyDb (got "customer")'),
      issue(`${OPTION('tier')}[1].value`, 'must be an integer of at least 1 (got 2.5)'),
      issue(`${P}.Email`, 'has a name that does not match ^[a-z][a-zA-Z0-9_]*$'),
    ]);
    expect(error.message).toContain('putApiDefinition was not sent because metadata.name must equal');
    expect([server.token.length, server.api.length]).toEqual([0, 0]);
  });

  it('lists at most 20 issues of a body broken everywhere', async () => {
    const body = changed(SHOPPER, (b) => {
      for (let i = 0; i < 40; i++) props(b)[`Bad${i}`] = { type: 'string' };
    });
    const error = await refusal(db.putApiDefinition('shopper', body as never));
    expect(error.issues).toHaveLength(20);
    expect(error.issues[19]).toEqual(issue(`${P}.Bad19`, 'has a name that does not match ^[a-z][a-zA-Z0-9_]*$'));
  });

  it.each([
    ['shopper, one property of every item type', SHOPPER, 'shopper'],
    ['visit, a new history database', VISIT, 'visit'],
    [
      'a registered definition sent back with what the service adds',
      changed(SHOPPER, (b) => {
        Object.assign(b.metadata, { accountCode: 'shop', uid: 'u-1', resourceVersion: '7' });
        Object.assign(props(b).id, { 'x-platform-mapping': '_platformId', type: 'integer', format: 'int64' });
        Object.assign(props(b).tier, {
          nullable: true,
          items: { type: 'object' },
          'x-platform-mapping': 'shopper_tier',
        });
        Object.assign(props(b).bounces, { type: 'integer', nullable: true });
        (b as Record<string, unknown>).status = { ready: { status: true } };
      }),
      'shopper',
    ],
  ])('sends %s unchanged', async (_what, body, name) => {
    await db.putApiDefinition(name, body as never);
    expect(server.api).toHaveLength(1);
    expect(server.api[0]?.method).toBe('PUT');
    expect(JSON.parse(server.api[0]?.body ?? '')).toEqual(body);
  });

  it('sends a body unchecked with bodyCheck: false, leaving the rules to the service', async () => {
    const body = changed(SHOPPER, (b) => (b.metadata.name = 'buyer'));
    await db.putApiDefinition('shopper', body as never, { bodyCheck: false });
    expect(JSON.parse(server.api[0]?.body ?? '')).toEqual(body);
  });
});
