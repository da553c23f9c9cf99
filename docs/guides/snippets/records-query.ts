// Many records at once, then typed filters, order, count and paging: bulkCreate keeps the account's rate limit
// busy and reports every record's outcome; queryAll walks every page.
import type { MemberFilter } from '@platform-sdk/records';
import { db } from './records-client.js';

const members = Array.from({ length: 150 }, (_, i) => ({ name: `guide-${i}`, points: i }));
const bulk = await db.member.bulkCreate(members, { concurrency: 16 });
console.log(`bulkCreate: ${bulk.succeeded} created, ${bulk.failed} failed, ${bulk.unknown} unknown`);
for (const outcome of bulk.outcomes) {
  // `unknown` may have been created: look before creating it again. `failed` was not created.
  if (outcome.status === 'failed' || outcome.status === 'unknown')
    console.log(`record ${outcome.index}: ${outcome.status}`, outcome.error);
}

// Only the operators each property's item type allows compile: `points_contains` would be an error.
const filter: MemberFilter = { name_startsWith: 'guide-', OR: [{ points_gte: 140 }, { points_in: [0, 1] }] };
console.log(`matching: ${await db.member.count({ filter })}`);

const top = await db.member.query({ filter, order: ['points_desc'], limit: 3 });
console.log(`top 3: ${top.items.map((m) => m.points).join(', ')}; more: ${top.metadata.hasMore}`);

let seen = 0;
for await (const member of db.member.queryAll({ filter: { name_startsWith: 'guide-' }, order: ['id'] })) {
  if (member.name?.startsWith('guide-')) seen++;
}
console.log(`queryAll: ${seen} members, 100 per page`);
