/**
 * API definitions that are not ready, against the sandbox: `waitForDefinition` (re-exported by the database
 * package) resolves when `status.ready` turns true and stops with the service's message when the definition
 * failed; record calls on a definition still being applied wait its `Retry-After` within the call's limits and
 * end in a `NotReadyError` that says so; a records 400 carries the service's text in `serviceMessage`.
 */
import {
  AbortError,
  BadRequestError,
  ConflictError,
  createDatabaseClient,
  DefinitionFailedError,
  NotFoundError,
  NotReadyError,
  waitForDefinition,
} from '@platform-sdk/database';
import { clearRateLimiters, clearTokenCache, isApiErrorOf, type RetryInfo } from '@platform-sdk/runtime/internal';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/index.js';
import { TICKET_PUT, ticketClient } from './ticket-records.js';

const CREDENTIALS = { clientKey: 'sandbox-client', clientSecret: 'sandbox-secret' };

let sandbox: RunningSandbox;
beforeAll(async () => {
  // A put leaves a definition not ready for one second of the sandbox clock.
  sandbox = await startSandbox({ port: 0, rateLimit: false, config: { definitionReadySeconds: 1 } });
});
afterAll(async () => {
  clearTokenCache();
  clearRateLimiters();
  await sandbox.close();
});
beforeEach(async () => {
  await control('/reset', {});
});

const common = () => ({ dbUrl: sandbox.url, accountCode: 'demo', authUrl: sandbox.url, credentials: CREDENTIALS });

async function control(path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${sandbox.url}/_sandbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response;
}

describe('waitForDefinition', () => {
  it('resolves with the definition once status.ready is true, polling meanwhile', async () => {
    const database = createDatabaseClient(common());
    expect((await database.putApiDefinition('ticket', TICKET_PUT)).status.ready.status).toBe(false);
    let polls = 0;
    const counting = { getApiDefinition: (name: string) => (polls++, database.getApiDefinition(name)) };
    const ready = await waitForDefinition(counting, 'ticket', { intervalMs: 100 });
    expect(ready.status.ready).toMatchObject({ status: true, message: 'The API is ready.' });
    expect(polls).toBeGreaterThan(1);
  });

  it("stops with DefinitionFailedError and the service's message when the definition failed", async () => {
    const database = createDatabaseClient(common());
    await database.putApiDefinition('ticket', TICKET_PUT);
    await control('/accounts/demo/apidefinitions/ticket/fail', { message: 'Item ticket_seats could not be created.' });
    const error = await waitForDefinition(database, 'ticket', { intervalMs: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DefinitionFailedError);
    expect(error).toMatchObject({
      definition: 'ticket',
      status: 'FAILED',
      readyMessage: 'Item ticket_seats could not be created.',
      syncMessage: 'In sync with the database definition.',
    });
    expect((error as Error).message).toBe(
      'waitForDefinition stopped because API definition ticket is not ready although its database settings are ' +
        'in sync, so it will not become ready by waiting: Item ticket_seats could not be created; In sync with ' +
        'the database definition.',
    );
  });

  it.each([
    ['an unknown definition: NotFoundError', 'coupon', undefined, NotFoundError],
    ['an aborted signal: AbortError', 'ticket', AbortSignal.timeout(300), AbortError],
  ] as const)('ends on %s', async (_name, name, signal, expected) => {
    const database = createDatabaseClient(common());
    await database.putApiDefinition('ticket', TICKET_PUT);
    await control('/clock', { advanceSeconds: 0 });
    // Readiness comes a second after the put; the signal ends the wait first.
    const options = signal === undefined ? { intervalMs: 50 } : { intervalMs: 50, signal };
    await expect(waitForDefinition(database, name, options)).rejects.toBeInstanceOf(expected);
  });
});

describe('a record call on a definition that is not ready', () => {
  it("waits the service's Retry-After and is answered once the definition is ready", async () => {
    await createDatabaseClient(common()).putApiDefinition('ticket', TICKET_PUT);
    const told: RetryInfo[] = [];
    const tickets = ticketClient({ ...common(), onRetry: (info) => told.push(info) });
    const created = await tickets.create({ title: 'first' });
    expect(created.title).toBe('first');
    expect(told.map((i) => [i.reason, i.delayMs])).toEqual([[409, 1_000]]);
  });

  it.each([
    ['a total timeout shorter than the wait: at once', { totalTimeoutMs: 500 }],
    ['no retries', { retry: { maxRetries: 0 } }],
  ] as const)('ends in NotReadyError with %s', async (_name, options) => {
    await createDatabaseClient(common()).putApiDefinition('ticket', TICKET_PUT);
    const started = Date.now();
    const error = await ticketClient(common())
      .count({}, options)
      .catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(500);
    expect(error).toBeInstanceOf(NotReadyError);
    expect(error).toMatchObject({ status: 409, kind: 'not-ready', retryAfterMs: 1_000 });
    expect((error as Error).message).toBe(
      'countTicket was refused with HTTP 409 Conflict because what it needs is not ready yet and asked to wait ' +
        '1 s (countRecords: API definition ticket is not ready yet (status.ready is false); retry in 1 s); the call ' +
        'waited as long as its retries and totalTimeoutMs allow (an API definition: wait for it with ' +
        'waitForDefinition first).',
    );
  });

  it('of a definition that failed ends in ConflictError at once: waiting would not help', async () => {
    await createDatabaseClient(common()).putApiDefinition('ticket', TICKET_PUT);
    await control('/accounts/demo/apidefinitions/ticket/fail', {});
    const error = await ticketClient(common())
      .count()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).not.toBeInstanceOf(NotReadyError);
    expect((error as ConflictError).serviceMessage).toBe(
      'countRecords: API definition ticket is not ready (status.ready is false) and will not become ready by ' +
        'waiting: The database settings could not be applied; put it again',
    );
  });
});

describe('a records 400', () => {
  it("carries the service's text in serviceMessage, and no codes", async () => {
    await createDatabaseClient(common()).putApiDefinition('ticket', TICKET_PUT);
    await control('/clock', { advanceSeconds: 2 });
    const error = await ticketClient(common())
      .create({ seats: 'many' as unknown as number })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(isApiErrorOf(error, 'records')).toBe(true);
    expect(error).toMatchObject({ errors: [], serviceMessage: 'createRecord: property seats: must be a number' });
    expect((error as Error).message).toBe(
      'createTicket failed with HTTP 400 Bad Request: createRecord: property seats: must be a number.',
    );
  });
});
