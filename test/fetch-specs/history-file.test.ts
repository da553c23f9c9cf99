/**
 * The history file as the generator reads it: its version is the records package's, its releases the package's
 * CHANGELOG.md; a file that is not a history (no semantic version, a change without a severity, a newest release
 * that is not the version) stops generation with the place and the rule, as every input of the generator does.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateSnapshot } from '../../fetch-specs/generates.js';
import { readSnapshot } from '../../fetch-specs/write.js';
import { DEMO_SNAPSHOT } from '../fixtures/demo-account/make.js';
import { ROOT } from '../root.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'history-file-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const release = (version: string, severity = 'breaking') => ({
  version,
  changes: [{ severity, change: 'member.rank: option 3 "Gold" removed', action: 'remove `MemberRankOption.gold`' }],
});

it.each([
  ['a version and its releases', { version: '2.0.0', releases: [release('2.0.0'), release('1.0.0')] }, undefined],
  [
    'no semantic version',
    { version: 'two', releases: [] },
    /history\.json.*\[sdk\/records-history\] "two" is no semantic/,
  ],
  [
    'a change without a severity',
    { version: '1.0.0', releases: [release('1.0.0', 'serious')] },
    /\[sdk\/records-history\] a change must be an object whose severity is one of breaking, additive, cosmetic/,
  ],
  [
    'a newest release that is not the version',
    { version: '1.1.0', releases: [release('1.0.0')] },
    /the newest release is 1\.0\.0, not the version 1\.1\.0/,
  ],
])('%s', async (_name, history, problem) => {
  const files = await readSnapshot(path.join(ROOT, DEMO_SNAPSHOT));
  files.set('history.json', `${JSON.stringify(history, null, 2)}\n`);
  const generated = await generateSnapshot(ROOT, dir, files, 'snapshot');
  if (problem !== undefined) {
    expect(generated.kind).toBe('problems');
    if (generated.kind === 'problems') expect(generated.problems.join('\n')).toMatch(problem);
    return;
  }
  if (generated.kind !== 'generated') throw new Error(generated.problems.join('\n'));
  expect(JSON.parse(generated.files.get('package.json') as string).version).toBe('2.0.0');
  const changelog = generated.files.get('CHANGELOG.md') as string;
  expect(changelog.match(/^## .*$/gm)).toEqual(['## 2.0.0', '## 1.0.0']);
  expect(changelog).toContain('- member.rank: option 3 "Gold" removed: remove `MemberRankOption.gold`.\n');
});
