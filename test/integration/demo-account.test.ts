/**
 * test/fixtures/demo-account holds what the sandbox answers for the definitions of sandbox/seed/ (its records
 * snapshot, fetched by fetch-specs' own code) and the records package the generator makes of that snapshot,
 * byte for byte and file for file. When either changes, `npx tsx test/fixtures/demo-account/make.ts` rewrites
 * them.
 */
import { describe, expect, it } from 'vitest';
import { checkedInDemoAccount, makeDemoAccount } from '../fixtures/demo-account/make.js';

describe('the demo account fixture', () => {
  it('is what the sandbox answers for sandbox/seed/ and what the generator makes of it', async () => {
    const [fresh, checkedIn] = await Promise.all([makeDemoAccount(), checkedInDemoAccount()]);
    expect([...checkedIn.keys()].sort(), 'files missing or left over').toEqual([...fresh.keys()].sort());
    for (const [file, content] of fresh)
      expect(content === checkedIn.get(file), `${file} is stale: run npx tsx test/fixtures/demo-account/make.ts`).toBe(
        true,
      );
  }, 60_000);
});
