// Reports of a delivery: `npx tsx reports.ts <deliveryTaskId>`. Events show up in reports a while after they
// happen; run it after the delivery has been sent.
import { ContentDigestError, type ErrorsRow } from '@platform-sdk/mail';
import { mail } from './mail-client.js';

const id = process.argv[2] ?? '';
if (!/^[1-9]\d*$/.test(id)) throw new Error(`give the delivery id as the argument (got "${id}")`);
const deliveryId = BigInt(id);

// rows(): the whole report in memory, returned only once its Content-MD5 matched (a mismatch is retried).
const delivered = await mail.results(deliveryId).rows();
console.log(`${delivered.length} delivered`);

// for await: rows one by one with constant memory, for reports too large to hold. The digest can only be
// checked at the end, so keep the rows aside and use them once the loop has finished without an error.
const failed: ErrorsRow[] = [];
try {
  for await (const row of mail.errors(deliveryId, { start: new Date(Date.now() - 24 * 3600_000) })) failed.push(row);
} catch (error) {
  if (error instanceof ContentDigestError)
    console.error('the report was damaged in transit; its rows were dropped, ask again');
  throw error;
}
for (const row of failed) console.log(`${row.platformId} failed at ${row.failedAt}: ${row.reason}`);

// verify: 'first': the report is written to a temporary file and checked before the first row, so every row is
// verified when it arrives (a damaged report is asked for again), still with constant memory.
for await (const row of mail.results(deliveryId, {}, { verify: 'first' }))
  console.log(`${row.platformId} delivered at ${row.deliveredAt}`);
