/**
 * docs/guides/cli.md is what `npm run cli-docs` writes from the command tree now: a command, flag or spec text
 * changed without the page made again fails here, as a stale generated/ fails `generate --check`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliPageText } from '../../cli/src/docs/cli-page-text.js';
import { ROOT } from '../root.js';

describe('docs/guides/cli.md', () => {
  it('is the page the command tree makes (npm run cli-docs)', async () => {
    const page = await cliPageText(ROOT);
    expect(await readFile(path.join(ROOT, 'docs/guides/cli.md'), 'utf8')).toBe(page);
    for (const command of ['platform mail get-delivery', 'platform records member import', 'platform mcp'])
      expect(page).toContain(`### \`${command}\``);
  });

  it("gives an option's description whole, not its first line of wrapped spec text", async () => {
    const page = await cliPageText(ROOT);
    const start = page.slice(page.indexOf('### `platform mail opens`'));
    // The spec wraps it after "report rows are in": the help once stopped there, inside the parentheses.
    expect(
      start.slice(start.indexOf('--start <value>'), start.indexOf('--end <value>')).replace(/\s+/g, ' '),
    ).toContain('(compared as an instant; report rows are in Asia/Tokyo).');
  });
});
