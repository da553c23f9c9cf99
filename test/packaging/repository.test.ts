/**
 * The `repository` of the built packages: the clone is the team's own, so the address is the root package.json's
 * `repository`, else the clone's git remote `origin`, written as npm writes it, with the package's folder.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { npmGitUrl, repositoryField, repositoryUrl } from '../../packaging/repository.js';

const run = promisify(execFile);
let clone = '';

afterEach(async () => {
  await rm(clone, { recursive: true, force: true });
});

/** A clone with `manifest` as its package.json and, when given, a git remote origin. */
async function makeClone(manifest: object, origin?: string): Promise<string> {
  clone = await mkdtemp(join(tmpdir(), 'repository-'));
  await writeFile(join(clone, 'package.json'), JSON.stringify(manifest));
  if (origin !== undefined) {
    await run('git', ['init', '-q', clone]);
    await run('git', ['-C', clone, 'remote', 'add', 'origin', origin]);
  }
  return clone;
}

describe('repository', () => {
  it.each([
    ['git@github.com:acme/platform-sdk.git', 'git+ssh://git@github.com/acme/platform-sdk.git'],
    ['https://github.com/acme/platform-sdk.git', 'git+https://github.com/acme/platform-sdk.git'],
    ['ssh://git@gitlab.example.com:2222/team/sdk.git', 'git+ssh://git@gitlab.example.com:2222/team/sdk.git'],
    ['git+https://example.com/sdk.git', 'git+https://example.com/sdk.git'],
  ])('writes the remote %s as %s', (remote, url) => {
    expect(npmGitUrl(remote)).toBe(url);
  });

  it.each(['/check/repo.git', '../repo', 'file:///srv/repo.git', 'C:\\repos\\sdk'])(
    'gives no address for the local remote %s',
    (remote) => {
      expect(npmGitUrl(remote)).toBeUndefined();
    },
  );

  it.each([
    ['the git remote origin', {}, 'git@github.com:acme/sdk.git', 'git+ssh://git@github.com/acme/sdk.git'],
    [
      'the package.json over the remote',
      { repository: 'github:acme/own' },
      'git@github.com:acme/sdk.git',
      'github:acme/own',
    ],
    [
      'the package.json object form',
      { repository: { type: 'git', url: 'git+https://x.test/a.git' } },
      undefined,
      'git+https://x.test/a.git',
    ],
    ['nothing when there is neither', {}, undefined, undefined],
    ['nothing when the remote is a local path', {}, '/check/repo.git', undefined],
  ])('takes %s', async (_, manifest, origin, url) => {
    expect(await repositoryUrl(await makeClone(manifest, origin))).toBe(url);
  });

  it('names the folder of a package inside the clone, and none for one outside it', () => {
    expect(repositoryField('git+https://x.test/a.git', '/clone', '/clone/generated/mail')).toEqual({
      type: 'git',
      url: 'git+https://x.test/a.git',
      directory: 'generated/mail',
    });
    expect(repositoryField('git+https://x.test/a.git', '/clone', '/elsewhere/mail')).toEqual({
      type: 'git',
      url: 'git+https://x.test/a.git',
    });
    expect(repositoryField(undefined, '/clone', '/clone/runtime')).toBeUndefined();
  });
});
