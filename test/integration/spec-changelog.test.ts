/**
 * `npm run spec-changelog` in a git repository of its own holding a copy of the mail spec: an operation removed
 * and a description changed are recorded from the spec's diff under the toolkit's version (breaking, cosmetic),
 * a second run finds it up to date, a new version without a change of the spec gets a release saying so, and the
 * generator prints the source as the package's CHANGELOG.md with a section per version.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { emitChangelog } from '../../generator/emit/emit-changelog.js';
import { gitBlobId } from '../../generator/load/hash.js';
import { TemplateSet } from '../../generator/emit/templates.js';
import { updateSpecChangelog } from '../../packaging/spec-changelog.js';
import { ROOT } from '../root.js';

const run = promisify(execFile);
let repo: string;
const SPEC = 'specs/mail.yaml';
const SOURCE = 'specs/changelog/mail.json';

beforeAll(async () => {
  repo = await mkdtemp(path.join(tmpdir(), 'spec-changelog-'));
  await mkdir(path.join(repo, 'specs/changelog'), { recursive: true });
  await symlink(path.join(ROOT, 'node_modules'), path.join(repo, 'node_modules'));
  const spec = await readFile(path.join(ROOT, SPEC));
  await writeFile(path.join(repo, SPEC), spec);
  const source = { blob: gitBlobId(spec), releases: [{ version: '0.1.0', changes: [] }] };
  await writeFile(path.join(repo, SOURCE), JSON.stringify(source));
  const git = (...args: string[]) => run('git', args, { cwd: repo });
  await git('init', '-q');
  await git('add', SPEC);
  await git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'spec');
});
afterAll(async () => {
  await rm(repo, { recursive: true, force: true });
});

it('records the changes of a spec from its diff, per version of the toolkit', async () => {
  const spec = await readFile(path.join(repo, SPEC), 'utf8');
  const from = spec.indexOf('  /deliveries/{delivery_id}/send:');
  const to = spec.indexOf('\n  /', from + 3);
  const changed = `${spec.slice(0, from)}${spec.slice(to + 1)}`.replace(
    'summary: Get delivery status',
    'summary: Get the status of a delivery',
  );
  await writeFile(path.join(repo, SPEC), changed);

  expect(await updateSpecChangelog(repo, SPEC, SOURCE, '0.2.0')).toMatch(/changes recorded under 0\.2\.0/);
  const source = JSON.parse(await readFile(path.join(repo, SOURCE), 'utf8'));
  expect(source.blob).toBe(gitBlobId(Buffer.from(changed)));
  expect(source.releases.map((r: { version: string }) => r.version)).toEqual(['0.2.0', '0.1.0']);
  const lines = source.releases[0].changes.map(
    (c: { severity: string; change: string }) => `${c.severity} ${c.change}`,
  );
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^breaking \/deliveries\/\{delivery_id\}\/send: removed: Path `\/deliveries\/\{delivery_id\}\/send` was removed$/,
    ),
  );
  expect(lines).toContainEqual(expect.stringMatching(/^cosmetic GET \/deliveries\/\{delivery_id\}: modified summary/));

  expect(await updateSpecChangelog(repo, SPEC, SOURCE, '0.2.0')).toBe(`${SPEC}: up to date`);
  expect(await updateSpecChangelog(repo, SPEC, SOURCE, '0.2.1')).toMatch(/0 changes recorded under 0\.2\.1/);
  const next = JSON.parse(await readFile(path.join(repo, SOURCE), 'utf8'));
  expect(next.releases[0].changes).toEqual([
    { severity: 'cosmetic', change: 'No change of the API: released with the toolkit 0.2.1' },
  ]);

  const pkg = { name: 'mail', spec: SPEC, factory: 'createMailClient', changelog: SOURCE };
  const templates = new TemplateSet(ROOT);
  const printed = await emitChangelog(repo, templates, pkg, '@platform-sdk/mail');
  expect(printed.warnings).toEqual([]);
  expect(printed.text.match(/^## .*$/gm)).toEqual(['## 0.2.1', '## 0.2.0', '## 0.1.0']);
  await writeFile(path.join(repo, SPEC), `${changed}\n`);
  expect((await emitChangelog(repo, templates, pkg, '@platform-sdk/mail')).warnings).toEqual([
    `${SPEC} changed since ${SOURCE} was brought up to date: run \`npm run spec-changelog\``,
  ]);
});
