/**
 * One bulk import of figure 7 in a process of its own (fresh token buckets): puts the `member` definition of
 * sandbox/seed/member.json into the sandbox through the generated database client, creates `n` records with
 * `db.member.bulkCreate` of the demo account's records package (test/fixtures/demo-account, whose `member` that
 * is; 16 in flight, the database API's rate limit: 150/s, burst 300, bucket `database`, shared with the management
 * client), then reads them back with `count` and `queryAll` and prints one JSON line: time, rate, 429 answers seen
 * on the wire, outcomes, records present once.
 *
 *   node --import tsx bench/children/import-child.ts <sandbox-url> <n>
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabaseClient, type PutApiDefinitionRequest } from '@platform-sdk/database';
import { createRecordsClient } from '../../test/fixtures/demo-account/out/index.gen.js';

const [url, nText] = process.argv.slice(2);
if (url === undefined || nText === undefined) throw new Error('usage: import-child.ts <sandbox-url> <n>');
const n = Number(nText);
const CONCURRENCY = 16;
const credentials = { clientKey: 'sandbox-client', clientSecret: 'sandbox-secret' };

// Every answer the clients see passes here, so 429s are counted even when retried.
let status429 = 0;
const counting: typeof fetch = async (input, init) => {
  const res = await fetch(input, init);
  if (res.status === 429) status429++;
  return res;
};

const member = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../sandbox/seed/member.json'), 'utf8'),
) as PutApiDefinitionRequest;
const options = { dbUrl: url, accountCode: 'demo', authUrl: url, credentials, fetch: counting };
await createDatabaseClient(options).putApiDefinition('member', member);
const db = createRecordsClient(options);

const seq = (i: number) => `r${String(i).padStart(6, '0')}`;
const started = performance.now();
const result = await db.member.bulkCreate(
  (function* () {
    for (let i = 0; i < n; i++) yield { name: seq(i), email: `member${i}@mail.example.jp`, points: i };
  })(),
  { concurrency: CONCURRENCY },
);
const ms = performance.now() - started;
const firstError = result.outcomes.find((o) => o.status !== 'succeeded');

// Read everything back (not timed): every seq must be there exactly once.
const counted = await db.member.count();
const seen = new Map<string, number>();
for await (const record of db.member.queryAll())
  if (record.name !== null) seen.set(record.name, (seen.get(record.name) ?? 0) + 1);
let present = 0;
let duplicates = 0;
for (let i = 0; i < n; i++) {
  const times = seen.get(seq(i)) ?? 0;
  if (times >= 1) present++;
  if (times > 1) duplicates += times - 1;
}
process.stdout.write(
  `${JSON.stringify({
    ms,
    created: result.succeeded,
    perSecond: (result.succeeded / ms) * 1000,
    status429,
    failed: result.failed + result.unknown + result.skipped,
    firstError: firstError === undefined || !('error' in firstError) ? undefined : String(firstError.error),
    present,
    duplicates,
    extra: seen.size - present,
    counted,
  })}\n`,
);
