// A vitest suite of the application's code (welcome.ts) against the sandbox: one sandbox for the file, on a free
// port, with the package's seed definitions; its clock moved on instead of waiting; a definition made to fail.
import { createDatabaseClient, DefinitionFailedError } from '@platform-sdk/database';
import { createMailClient } from '@platform-sdk/mail';
import { type RunningSandbox, readSeeds, startSandbox } from '@platform-sdk/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireDefinition, sendWelcome, welcomeStatus } from './welcome.js';

let sandbox: RunningSandbox;
const credentials = { clientKey: 'sandbox-client', clientSecret: 'sandbox-secret' };

beforeAll(async () => {
  // Without rate limits, so tests never wait for a window; seeded with the member and purchase definitions.
  sandbox = await startSandbox({ port: 0, rateLimit: false, seeds: await readSeeds() });
});
afterAll(() => sandbox.close());

const mail = () =>
  createMailClient({ baseUrl: sandbox.url, authUrl: sandbox.url, userName: 'abc', credentials, rateLimit: false });
const database = () =>
  createDatabaseClient({ dbUrl: sandbox.url, authUrl: sandbox.url, accountCode: 'demo', credentials });

/** A control endpoint of the sandbox (`/_sandbox/...`). */
async function control(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${sandbox.url}/_sandbox${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

describe('the welcome mail', () => {
  it('is sent to the new member', async () => {
    const id = await sendWelcome(mail(), { id: '7001', email: 'hanako@mail.example.jp', name: 'Hanako' });
    // The sandbox sends 100 mails per second of its clock and reports a minute later: move the clock on.
    await control('/clock', { advanceSeconds: 61 });
    expect(await welcomeStatus(mail(), id)).toBe('COMPLETED: 1 of 1 sent');
  });

  it('reports an address that does not exist', async () => {
    // A local part starting with "unknown" fails as an unknown user would.
    const id = await sendWelcome(mail(), { id: '7002', email: 'unknown.taro@mail.example.jp', name: 'Taro' });
    await control('/clock', { advanceSeconds: 61 });
    expect(await welcomeStatus(mail(), id)).toBe('COMPLETED: 1 of 1 sent; failed: 7002 UNKNOWN_USER');
  });
});

describe('the start-up check', () => {
  it('finds the seeded member definition ready', async () => {
    expect(await requireDefinition(database(), 'member')).toContain('email');
  });

  it("stops with the service's message when a definition failed to become ready", async () => {
    await control('/accounts/demo/apidefinitions/purchase/fail', { message: 'the history database is full' });
    const failed = requireDefinition(database(), 'purchase');
    await expect(failed).rejects.toThrow(DefinitionFailedError);
    await expect(failed).rejects.toThrow(/the history database is full/);
  });
});
