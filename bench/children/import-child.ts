/**
 * One bulk import of figure 7 in a process of its own (fresh token buckets): puts a `member` definition into
 * the sandbox through the generated database client, creates `n` records 16 at a time through the runtime with
 * the database API's rate limit (150/s, burst 300, bucket `database`, shared with the management client), then
 * reads them all back and prints one JSON line: time, rates, 429 answers seen, failures, records present once.
 *
 *   node --import tsx bench/children/import-child.ts <sandbox-url> <n>
 *
 * The records client is not generated yet, so createMember and queryMember are descriptors written here the way
 * the spec's getOpenApi document describes them (POST /member/records, retry class `unsafe`; POST /member/query).
 */
import { createDatabaseClient } from '@platform-sdk/database';
import { type ApiDescriptor, createApiRuntime, type OperationDescriptor } from '@platform-sdk/runtime/internal';

const [url, nText] = process.argv.slice(2);
if (url === undefined || nText === undefined) throw new Error('usage: import-child.ts <sandbox-url> <n>');
const n = Number(nText);
const CONCURRENCY = 16;
const credentials = { clientKey: 'sandbox-client', clientSecret: 'sandbox-secret' };

// Every answer the runtime sees passes here, so 429s are counted even when retried.
let status429 = 0;
const counting: typeof fetch = async (input, init) => {
  const res = await fetch(input, init);
  if (res.status === 429) status429++;
  return res;
};

const db = createDatabaseClient({ dbUrl: url, accountCode: 'demo', authUrl: url, credentials, fetch: counting });
await db.putApiDefinition('member', {
  metadata: { kind: 'ApiDefinition', apiVersion: 'database/v1', name: 'member' },
  spec: {
    resources: { main: { mapping: '_customer', type: 'customerDb' } },
    schema: { properties: { id: { 'x-platform-type': 'platformId' }, seq: { type: 'string' }, email: { 'x-platform-type': 'mailAddress', 'x-platform-mapping': '_mailAddress' }, points: { type: 'number' } } },
  },
});

const recordsApi: ApiDescriptor = { name: 'records', scopes: ['db:record:execute'], rateLimit: { perSecond: 150, burst: 300, bucket: 'database' } };
const createMember: OperationDescriptor = { id: 'createMember', method: 'post', path: '/member/records', scopes: ['db:record:execute'], request: 'json', response: 'json', retry: 'unsafe' };
const queryMember: OperationDescriptor = { id: 'queryMember', method: 'post', path: '/member/query', scopes: ['db:record:execute', 'db:record:read'], request: 'json', response: 'json', retry: 'safe' };
const runtime = createApiRuntime(recordsApi, {
  serverUrl: `${url}/apis/record.database/v1/accounts/demo`,
  audience: url,
  authUrl: url,
  credentials,
  fetch: counting,
});

const seq = (i: number) => `r${String(i).padStart(6, '0')}`;
let created = 0;
let failed = 0;
let firstError: string | undefined;
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < n) {
      const i = next++;
      try {
        await runtime.call(createMember, { body: { seq: seq(i), email: `member${i}@mail.example.jp`, points: i } });
        created++;
      } catch (error) {
        failed++;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  }),
);
const ms = performance.now() - started;

// Read everything back (not timed): every seq must be there exactly once.
const seen = new Map<string, number>();
for (let offset = 0; ; offset += 100) {
  const page = await runtime.call<{ metadata: { hasMore: boolean }; items: { seq: string }[] }>(queryMember, { body: { limit: 100, offset } });
  for (const item of page.items) seen.set(item.seq, (seen.get(item.seq) ?? 0) + 1);
  if (!page.metadata.hasMore) break;
}
let present = 0;
let duplicates = 0;
for (let i = 0; i < n; i++) {
  const times = seen.get(seq(i)) ?? 0;
  if (times >= 1) present++;
  if (times > 1) duplicates += times - 1;
}
process.stdout.write(`${JSON.stringify({ ms, created, perSecond: (created / ms) * 1000, status429, failed, firstError, present, duplicates, extra: seen.size - present })}\n`);
