/**
 * `npm run spec-changelog`: brings the changelog sources of the toolkit's own specs (`specs/changelog/<name>.json`,
 * read by generator/emit/emit-changelog.ts) up to date. A source names the spec it was last brought up to date with
 * by git's blob id; when the spec differs, that version is read back from git and compared with the spec as it is
 * by `redocly diff` (these are OpenAPI documents of whole APIs, which is what it rates: a removed operation or
 * property breaking, an added one additive, a description cosmetic), and every change it finds is added to the
 * release of the toolkit's version (a new release when the newest is older). A version without a release gets one
 * saying the API did not change, so every package the toolkit publishes has a section for its version.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gitBlobId } from '../generator/load/hash.js';

const run = promisify(execFile);

type Severity = 'breaking' | 'additive' | 'cosmetic';

export interface SourceChange {
  readonly severity: Severity;
  readonly change: string;
  readonly action?: string;
}

interface Source {
  blob: string;
  releases: { version: string; changes: SourceChange[] }[];
}

const SEVERITY: Record<string, Severity> = { major: 'breaking', minor: 'additive', patch: 'cosmetic' };
const ACTION: Record<Severity, string> = {
  breaking: 'check the calls that use it',
  additive: 'nothing to do',
  cosmetic: 'nothing to do',
};

interface DiffChange {
  readonly path: string;
  readonly kind: string;
  readonly impact: string;
  readonly property?: string;
  readonly verdicts: readonly { readonly message: string }[];
}

/** A change of `redocly diff --format json` in words: the operation (or place) and what happened there. */
export function describe(change: DiffChange): string {
  const parts = change.path
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  const [root, route, method, ...rest] = parts;
  const where =
    root !== 'paths' || route === undefined
      ? parts.join('.')
      : method === undefined
        ? route
        : `${method.toUpperCase()} ${route}${rest.length === 0 ? '' : ` (${rest.join('.')})`}`;
  const said = [...new Set(change.verdicts.map((v) => v.message.replace(/\.$/, '')))].join('; ');
  const what = `${change.kind}${change.property === undefined ? '' : ` ${change.property}`}`;
  return `${where}: ${what}${said === '' ? '' : `: ${said}`}`;
}

/** The changes `redocly diff` finds from `before` (the spec's old text) to the spec file `spec`. */
async function specChanges(root: string, before: string, spec: string): Promise<SourceChange[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'spec-changelog-'));
  try {
    const old = path.join(dir, `old${path.extname(spec)}`);
    await writeFile(old, before);
    await writeFile(path.join(dir, 'redocly.yaml'), 'extends:\n  - diff-recommended\n');
    const redocly = path.join(root, 'node_modules', '.bin', 'redocly');
    const args = ['diff', old, path.join(root, spec), '--format', 'json', '--fail-on', 'none'];
    const { stdout } = await run(redocly, [...args, '--config', path.join(dir, 'redocly.yaml')], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const report = JSON.parse(stdout) as { changes: DiffChange[] };
    return report.changes.map((c) => {
      const severity = SEVERITY[c.impact] ?? 'cosmetic';
      return { severity, change: describe(c), action: ACTION[severity] };
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Brings the changelog source `source` of `spec` up to date for the toolkit's `version`; resolves to what it
 * says. Writes nothing when the source is up to date and already has a release of `version`.
 */
export async function updateSpecChangelog(
  root: string,
  spec: string,
  sourceFile: string,
  version: string,
): Promise<string> {
  const source = JSON.parse(await readFile(path.join(root, sourceFile), 'utf8')) as Source;
  const bytes = await readFile(path.join(root, spec));
  const blob = gitBlobId(bytes);
  let changes: SourceChange[] = [];
  if (blob !== source.blob) {
    const before = await run('git', ['cat-file', 'blob', source.blob], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: Error) => {
      throw new Error(
        `${sourceFile}: the version of ${spec} it covers (git blob ${source.blob}) is not in the repository ` +
          `(${error.message.split('\n')[0]}); set "blob" to the id of a version it has ` +
          `(git rev-parse <commit>:${spec})`,
      );
    });
    changes = await specChanges(root, before.stdout, spec);
    // The new text is kept in git's objects, so the next run finds it even before it is committed.
    await run('git', ['hash-object', '-w', spec], { cwd: root });
  }
  const newest = source.releases[0];
  if (changes.length === 0 && newest?.version === version && blob === source.blob) return `${spec}: up to date`;
  if (newest?.version === version) newest.changes.push(...changes);
  else {
    const none = {
      severity: 'cosmetic' as const,
      change: `No change of the API: released with the toolkit ${version}`,
    };
    source.releases.unshift({ version, changes: changes.length === 0 ? [none] : changes });
  }
  source.blob = blob;
  await writeFile(path.join(root, sourceFile), `${JSON.stringify(source, null, 2)}\n`);
  const counted = `${changes.length} ${changes.length === 1 ? 'change' : 'changes'}`;
  return `${spec}: ${counted} recorded under ${version} in ${sourceFile}`;
}
