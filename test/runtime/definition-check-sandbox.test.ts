/**
 * The putApiDefinition body check end to end, against the sandbox (an independent oracle: it shares no checker
 * with the client): a definition that breaks a rule is refused locally and no request leaves the client; the
 * good ones register and read back with every property. Sent unchecked (`bodyCheck: false`), each body the
 * check refuses is refused by the sandbox too, but for fields a shape does not have, which the sandbox ignores.
 */
import { BadRequestError, createDatabaseClient, RequestValidationError } from '@platform-sdk/database';
import { clearRateLimiters, clearTokenCache } from '@platform-sdk/runtime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/index.js';
import { BROKEN, changed, props, SHOPPER, VISIT } from './definition-fixtures.js';

let sandbox: RunningSandbox;
let requests = 0;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimit: false });
});
afterAll(async () => {
  clearTokenCache();
  clearRateLimiters();
  await sandbox.close();
});
beforeEach(async () => {
  requests = 0;
  const reset = await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST', body: '{}' });
  expect(reset.status).toBe(200);
});

const database = () =>
  createDatabaseClient({
    dbUrl: sandbox.url,
    accountCode: 'demo',
    authUrl: sandbox.url,
    credentials: { clientKey: 'sandbox-client', clientSecret: 'sandbox-secret' },
    // Injected, counting every request the client makes (token and API alike).
    fetch: (input, init) => {
      requests++;
      return fetch(input, init);
    },
  });

describe('putApiDefinition against the sandbox', () => {
  it('refuses a broken shopper locally, then registers the good shopper and visit', async () => {
    const client = database();
    const broken = changed(SHOPPER, (b) => {
      props(b).Email = props(b).email;
      delete props(b).email;
      delete props(b).phoneMail['x-platform-mapping'];
    });
    const error = await client.putApiDefinition('shopper', broken as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).issues.map((i) => i.field)).toEqual([
      'spec.schema.properties.phoneMail.x-platform-mapping',
      'spec.schema.properties.Email',
    ]);
    expect(requests).toBe(0);
    await expect(client.getApiDefinition('shopper')).rejects.toBeInstanceOf(Error);

    for (const [name, body] of [
      ['shopper', SHOPPER],
      ['visit', VISIT],
    ] as const) {
      const registered = await client.putApiDefinition(name, body as never);
      expect(Object.keys(registered.spec.schema.properties).sort()).toEqual(
        Object.keys(body.spec.schema.properties).sort(),
      );
      const read = await client.getApiDefinition(name);
      expect(read.metadata.name).toBe(name);
      // A registered definition sent back as a put passes the check and the service alike.
      await expect(client.putApiDefinition(name, read as never)).resolves.toMatchObject({ metadata: { name } });
    }
  });

  // Fields a shape does not have (the schemas' `additionalProperties: false`) the sandbox ignores rather than
  // refuses; the client refuses them, so that a misspelt `x-platform-mapping` never binds another item.
  const unknownField = (issues: readonly { rule: string }[]) =>
    issues.every((i) => i.rule.startsWith('is not a field'));
  it.each(BROKEN.filter(([, , , issues]) => !unknownField(issues)))(
    'the sandbox refuses %s too, sent unchecked',
    async (_what, body, name) => {
      const error = await database()
        .putApiDefinition(name, body as never, { bodyCheck: false })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BadRequestError);
    },
  );
});
