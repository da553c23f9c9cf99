/**
 * The HTTP references' code samples (site-builder/code-samples.ts): every operation the clients have a method of
 * gets a TypeScript call and a curl, and every TypeScript call compiles against the generated packages, as a
 * reader's own file would (strict, `exactOptionalPropertyTypes`). A call of a method the client lacks is refused
 * by the same check, so the check is not one that cannot fail.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { packages } from '../../generator/packages.js';
import { referenceSource } from '../../site-builder/reference-source.js';
import { ROOT } from '../root.js';

const run = promisify(execFile);

/** Type-checks `files` (name -> source) as modules of a reader's project; returns tsc's error lines. */
async function typeErrors(files: ReadonlyMap<string, string>): Promise<string[]> {
  // Below the repository's node_modules, so that `@platform-sdk/*` resolve to the workspace packages.
  const cache = path.join(ROOT, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, 'code-samples-'));
  try {
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    for (const [name, source] of files) await writeFile(path.join(dir, name), source);
    const config = {
      extends: path.join(ROOT, 'tsconfig.json'),
      compilerOptions: { noEmit: true, types: ['node'], noUnusedLocals: false },
      files: [...files.keys()],
      include: [],
    };
    await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify(config));
    // The repository's own type-checker (`npm run typecheck`'s tsc).
    const tsc = path.join(ROOT, 'node_modules', '@typescript', 'native', 'bin', 'tsc');
    const result = await run(process.execPath, [tsc, '-p', dir], { maxBuffer: 16 * 1024 * 1024 }).catch(
      (error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
    );
    const errors = result.stdout.split('\n').filter((line) => /error TS\d+/.test(line));
    // tsc that did not run at all (no such file) says so on stderr: never a check that passes by not running.
    if (errors.length === 0 && result.stderr.trim() !== '') throw new Error(`tsc did not run: ${result.stderr}`);
    return errors;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the code samples of the HTTP references', () => {
  it('give every operation with a client method a TypeScript call and a curl, and the calls compile', async () => {
    const files = new Map<string, string>();
    // The mail and database packages: the records package is the customer's account, whatever it holds.
    for (const pkg of packages.filter((p) => p.records === undefined)) {
      const source = await referenceSource(ROOT, pkg);
      expect([...source.samples.keys()].sort()).toEqual([...source.operations.keys()].sort());
      for (const [id, sample] of source.samples) {
        expect(sample.curl, id).toMatch(/^curl -X (GET|POST|PUT|PATCH|DELETE) "https?:\/\//);
        expect(sample.typescript, id).toContain(`from '@platform-sdk/${pkg.name}'`);
        files.set(`${pkg.name}-${id}.ts`, sample.typescript);
      }
    }
    expect(files.size).toBeGreaterThan(20);
    expect(await typeErrors(files)).toEqual([]);
  }, 180_000);

  it('refuses a call the client does not have', async () => {
    const mailPackage = packages.find((p) => p.name === 'mail');
    if (mailPackage === undefined) throw new Error('no mail package');
    const mail = (await referenceSource(ROOT, mailPackage)).samples;
    const sample = mail.get('getDelivery')?.typescript ?? '';
    const errors = await typeErrors(
      new Map([['wrong.ts', sample.replace('mail.getDelivery(', 'mail.getDeliveries(')]]),
    );
    expect(errors.join('\n')).toMatch(/error TS2551: Property 'getDeliveries' does not exist/);
  }, 120_000);
});
