/**
 * `npm run fetch-specs`: the one step that talks to the service. With credentials it gets a token, reads the
 * account through the generated database client, checks that the records package generates from what it read,
 * writes the snapshot (specs/records/ by default) and says which API definitions were added, removed or changed;
 * without credentials it says it keeps the snapshot. Any failure, a package that would not generate included,
 * leaves the snapshot as it was and gives exit code 1, with the reason (a token refusal with the endpoint's answer,
 * the generator's messages). No message ever holds the client secret or a token.
 */
import path from 'node:path';
import { readAccount } from './account.js';
import { type Changes, changesBetween, definitionNames, parsedJson } from './changes.js';
import { generateSnapshot } from './generates.js';
import { readSettings, VARIABLES } from './settings.js';
import { DEFINITIONS_FILE, OPENAPI_FILE, snapshotFiles } from './snapshot.js';
import { DESIGN_SCOPE, fetchToken, withoutSecret } from './token.js';
import { readSnapshot, writeSnapshot } from './write.js';
import { noProgress, type Progress } from '../scripts/progress.mjs';

export interface FetchSpecsOptions {
  /** The project the records package is generated in (the one this folder belongs to by default). */
  readonly root?: string;
  /** Where the snapshot lives (specs/records/ of the repository by default). */
  readonly out: string;
  /** The env file read for variables the environment does not set. */
  readonly envFile: string;
  /** The env file was named by the user (`--env`): it must exist. Default false (a missing .env is no error). */
  readonly envFileNamed?: boolean;
  readonly env: NodeJS.ProcessEnv;
  /** Where lines for the user go (stdout); `error` for the reason of a failure (stderr). */
  readonly log: (line: string) => void;
  readonly error: (line: string) => void;
  /** Injected fetch for the token endpoint and the API; default the global one. */
  readonly fetch?: typeof fetch;
  /** Shows the FETCH_STEPS steps while they run (scripts/progress.mjs); default none. */
  readonly progress?: Progress;
}

/** The steps a fetch with credentials reports: token, account, generation, writing. */
export const FETCH_STEPS = 4;

const list = (names: readonly string[]): string => (names.length === 0 ? '(none)' : names.join(', '));

function report(changes: Changes, written: readonly string[]): string[] {
  const { added, removed, changed } = changes;
  if (added.length + removed.length + changed.length === 0) {
    // Never "nothing changed" when a file did: say which, and that it was outside the definitions.
    return [`no API definition was added, removed or changed; ${written.join(' and ')} changed outside them.`];
  }
  return [`added: ${list(added)}`, `removed: ${list(removed)}`, `changed: ${list(changed)}`];
}

/** What a snapshot without fresh API definitions lacks, for the definitions of the new document. */
function notRefreshed(files: ReadonlyMap<string, string>, changes: Changes, where: string): string {
  const kept = parsedJson(files.get(DEFINITIONS_FILE));
  const items = Array.isArray(kept?.['items']) ? (kept['items'] as { metadata?: { name?: unknown } }[]) : [];
  const keptNames = new Set(items.map((item) => item.metadata?.name));
  const missing = definitionNames(parsedJson(files.get(OPENAPI_FILE))).filter((name) => !keptNames.has(name));
  const stale = changes.changed.filter((name) => keptNames.has(name));
  const notes = [
    ...(missing.length === 0 ? [] : [`${list(missing)} ${missing.length === 1 ? 'has' : 'have'} no entry there`]),
    ...(stale.length === 0 ? [] : [`${list(stale)} changed since it was written`]),
  ];
  return (
    `without ${DESIGN_SCOPE} the API definitions cannot be listed: ${where}/${DEFINITIONS_FILE} is kept as it was, ` +
    `so the item types and the select options with their labels are not refreshed` +
    `${notes.length === 0 ? '' : ` (${notes.join('; ')})`}.`
  );
}

/** Runs the fetch; resolves to the exit code. */
export async function fetchSpecs(options: FetchSpecsOptions): Promise<number> {
  const progress = options.progress ?? noProgress;
  const say = (line: string): void => {
    progress.pause();
    options.log(`fetch-specs: ${line}`);
  };
  const fail = (...lines: string[]): number => {
    progress.end();
    for (const line of lines) options.error(`fetch-specs: ${line}`);
    return 1;
  };
  const root = options.root ?? path.resolve(import.meta.dirname, '..');
  const relative = path.relative(process.cwd(), options.out);
  const where = relative === '' ? '.' : relative.startsWith('..') ? options.out : relative;
  const unchanged = `the snapshot in ${where}/ is unchanged.`;
  const found = await readSettings(options.env, options.envFile, options.envFileNamed ?? false);
  if (found.kind === 'no-credentials') {
    const file = path.basename(options.envFile);
    const keeping = `keeping the checked-in snapshot in ${where}/`;
    say(`no credentials (CLIENT_KEY and CLIENT_SECRET, in the environment or ${file}): ${keeping}.`);
    return 0;
  }
  if (found.kind === 'invalid')
    return fail(`${found.problems.join('; ')} (it reads ${VARIABLES.join(', ')}).`, unchanged);
  const { settings } = found;
  try {
    progress.step(`getting a token from ${settings.authUrl}`);
    const token = await fetchToken(settings, options.fetch);
    const withDefinitions = token.scopes.includes(DESIGN_SCOPE);
    const scopes = token.scopes.join(' ');
    const account = `account ${settings.accountCode} at ${settings.dbUrl}`;
    say(`token for client key "${settings.clientKey}" with ${scopes}; ${account}`);
    const before = await readSnapshot(options.out);
    const kept = before.get(DEFINITIONS_FILE);
    if (!withDefinitions && kept === undefined) {
      return fail(
        `without ${DESIGN_SCOPE} the API definitions cannot be listed, and ${where}/ has no ${DEFINITIONS_FILE} to ` +
          'keep: the records package would lose the item types and the select options with their labels. Fetch ' +
          `with credentials that hold ${DESIGN_SCOPE}.`,
        unchanged,
      );
    }
    progress.step(`reading account ${settings.accountCode}`);
    const read = await readAccount(settings, token.accessToken, withDefinitions, options.fetch);
    const files = snapshotFiles(read.openapi, read.definitions);
    if (!withDefinitions && kept !== undefined) files.set(DEFINITIONS_FILE, kept);
    const changes = changesBetween(before, files);
    const written = [...files].filter(([name, text]) => before.get(name) !== text).map(([name]) => name);
    if (written.length === 0) {
      say(`no change: ${where}/ is up to date.`);
      if (!withDefinitions) say(notRefreshed(files, changes, where));
      return 0;
    }
    progress.step('generating the records package from it');
    const generated = await generateSnapshot(root, options.out, files, where);
    if (generated.kind === 'problems') {
      const { added, removed, changed } = changes;
      return fail(
        `the records package cannot be generated from the account as it is now (added: ${list(added)}; removed: ` +
          `${list(removed)}; changed: ${list(changed)}), so nothing was written. The generator says:`,
        ...generated.problems.map((problem) => `  ${withoutSecret(problem, settings.clientSecret)}`),
        `${unchanged} Fix what the generator names (in the account, or as it advises) and fetch again.`,
      );
    }
    progress.step(`writing ${where}/`);
    await writeSnapshot(options.out, new Map(written.map((name) => [name, files.get(name) as string])));
    for (const line of report(changes, written)) say(line);
    say(`wrote ${written.map((name) => `${where}/${name}`).join(', ')}.`);
    if (!withDefinitions) say(notRefreshed(files, changes, where));
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return fail(withoutSecret(message, settings.clientSecret), unchanged);
  }
}
