/**
 * The database account's rate limit against the sandbox with its real limit (150 per second, burst 300, per
 * account): the sandbox counts every call of an account together whatever key it carries, as the service does,
 * and the clients keep to it together, so that bursts of any size from any number of clients and keys of one
 * account draw no 429. 429s are counted on the wire, by the injected fetch.
 */
import { createDatabaseClient } from '@platform-sdk/database';
import { clearRateLimiters, clearTokenCache } from '@platform-sdk/runtime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/index.js';
import { TICKET_PUT, ticketClient } from './ticket-records.js';

const WRITER = { clientKey: 'sandbox-client', clientSecret: 'sandbox-secret' };
const READER = { clientKey: 'sandbox-reader', clientSecret: 'sandbox-secret' };

let sandbox: RunningSandbox;
let refused = 0;
let sent = 0;
const counting: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const url = input instanceof Request ? input.url : String(input);
  if (!url.endsWith('/oauth2/token')) sent++;
  if (response.status === 429) refused++;
  return response;
};

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, config: { databaseAccounts: ['other'] } });
});
afterAll(async () => {
  clearTokenCache();
  clearRateLimiters();
  await sandbox.close();
});
beforeEach(async () => {
  // A reset empties the account and every rate-limit window; the clients' buckets start full again too.
  await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
  clearRateLimiters();
  const database = createDatabaseClient({ ...common(WRITER), rateLimit: false });
  await database.putApiDefinition('ticket', TICKET_PUT);
  refused = 0;
  sent = 0;
});

function common(credentials: typeof WRITER) {
  return { dbUrl: sandbox.url, accountCode: 'demo', authUrl: sandbox.url, credentials, fetch: counting };
}

/** A token of `credentials` for the database API, fetched by hand. */
async function token(credentials: typeof WRITER): Promise<string> {
  const response = await fetch(`${sandbox.url}/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${btoa(`${credentials.clientKey}:${credentials.clientSecret}`)}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', audience: sandbox.url }).toString(),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

// First in the file: the first burst of a process opens its connections, which is when requests bunch up most.
describe('the clients of one account', () => {
  it.each([
    ['one records client', [WRITER]],
    ['two records clients, a writer key and a read-only key', [WRITER, READER]],
  ] as const)('send 1,000 concurrent count() calls through %s without a 429', async (_name, keys) => {
    const clients = keys.map((credentials) => ticketClient(common(credentials)));
    const counts = await Promise.all(
      Array.from({ length: 1_000 }, (_v, i) => clients[i % clients.length]?.count({ filter: { seats_gt: 0 } })),
    );
    expect(counts.every((c) => c === 0)).toBe(true);
    expect(sent).toBe(1_000);
    expect(refused).toBe(0);
  });

  it('keep the limit across the management and the records client, each with its own key', async () => {
    const database = createDatabaseClient(common(WRITER));
    const records = ticketClient(common(READER));
    const answers = await Promise.all(
      Array.from({ length: 1_000 }, (_v, i) => (i % 2 ? database.getApiDefinition('ticket') : records.count())),
    );
    expect(answers).toHaveLength(1_000);
    expect(sent).toBe(1_000);
    expect(refused).toBe(0);
  });
});

describe('the sandbox', () => {
  it('limits an account, not a key: 300 at once from two keys together, and another account apart', async () => {
    const keys = [await token(WRITER), await token(READER)];
    const count = (account: string, bearer: string) =>
      fetch(`${sandbox.url}/apis/record.database/v1/accounts/${account}/ticket/count`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
    // Waves of 400 (200 per key, each within a key's own burst) until the account refuses one: on a loaded
    // machine a wave may take long enough for the bucket to refill, so the bound is taken over all of them.
    const started = Date.now();
    const answers: Response[] = [];
    for (let wave = 0; wave < 20 && !answers.some((a) => a.status === 429); wave++) {
      answers.push(
        ...(await Promise.all(Array.from({ length: 400 }, (_v, i) => count('demo', keys[i % 2] as string)))),
      );
    }
    const seconds = (Date.now() - started) / 1000;
    const admitted = answers.filter((a) => a.status === 200).length;
    expect(admitted).toBeGreaterThanOrEqual(300);
    // The burst and what refilled while the requests came in, at 150 per second, for both keys together.
    expect(admitted).toBeLessThanOrEqual(300 + Math.ceil(150 * seconds));
    expect(answers.filter((a) => a.status === 429).length).toBe(answers.length - admitted);
    expect(answers.find((a) => a.status === 429)?.headers.get('Retry-After')).toMatch(/^[1-9][0-9]*$/);
    // Account `other` has a bucket of its own (its `ticket` does not exist: 404, not 429).
    expect((await count('other', keys[0] as string)).status).toBe(404);
  });
});
