/**
 * `npm run fetch-specs`: the one step that talks to the service. With credentials it gets a token, reads the
 * account through the generated database client, writes the snapshot (specs/records/ by default) and says which
 * API definitions were added, removed or changed; without credentials it says it keeps the snapshot. Any failure
 * leaves the snapshot as it was and gives exit code 1, with the reason (a token refusal with the endpoint's answer).
 * No message ever holds the client secret or a token.
 */
import path from 'node:path';
import { readAccount } from './account.js';
import { type Changes, changesBetween } from './changes.js';
import { readSettings, VARIABLES } from './settings.js';
import { snapshotFiles } from './snapshot.js';
import { DESIGN_SCOPE, fetchToken, withoutSecret } from './token.js';
import { readSnapshot, writeSnapshot } from './write.js';

export interface FetchSpecsOptions {
  /** Where the snapshot lives (specs/records/ of the repository by default). */
  readonly out: string;
  /** The env file read for variables the environment does not set. */
  readonly envFile: string;
  readonly env: NodeJS.ProcessEnv;
  /** Where lines for the user go (stdout); `error` for the reason of a failure (stderr). */
  readonly log: (line: string) => void;
  readonly error: (line: string) => void;
  /** Injected fetch for the token endpoint and the API; default the global one. */
  readonly fetch?: typeof fetch;
}

const list = (names: readonly string[]): string => (names.length === 0 ? '(none)' : names.join(', '));

function report(changes: Changes): string[] {
  const { added, removed, changed } = changes;
  if (added.length + removed.length + changed.length === 0) {
    const rest = 'the rest of the snapshot changed (servers, shared parts)';
    return [`no API definition was added, removed or changed; ${rest}.`];
  }
  return [`added: ${list(added)}`, `removed: ${list(removed)}`, `changed: ${list(changed)}`];
}

/** Runs the fetch; resolves to the exit code. */
export async function fetchSpecs(options: FetchSpecsOptions): Promise<number> {
  const say = (line: string): void => options.log(`fetch-specs: ${line}`);
  const relative = path.relative(process.cwd(), options.out);
  const where = relative === '' ? '.' : relative.startsWith('..') ? options.out : relative;
  const found = await readSettings(options.env, options.envFile);
  if (found.kind === 'no-credentials') {
    const file = path.basename(options.envFile);
    say(
      `no credentials (CLIENT_KEY and CLIENT_SECRET, in the environment or ${file}): keeping the checked-in snapshot in ${where}/.`,
    );
    return 0;
  }
  if (found.kind === 'invalid') {
    options.error(`fetch-specs: ${found.problems.join('; ')} (it reads ${VARIABLES.join(', ')}).`);
    options.error(`fetch-specs: the snapshot in ${where}/ is unchanged.`);
    return 1;
  }
  const { settings } = found;
  try {
    const token = await fetchToken(settings, options.fetch);
    const withDefinitions = token.scopes.includes(DESIGN_SCOPE);
    const scopes = token.scopes.join(' ');
    say(
      `token for client key "${settings.clientKey}" with ${scopes}; account ${settings.accountCode} at ${settings.dbUrl}`,
    );
    const account = await readAccount(settings, token.accessToken, withDefinitions, options.fetch);
    const files = snapshotFiles(account.openapi, account.definitions);
    const before = await readSnapshot(options.out);
    const same = files.size === before.size && [...files].every(([name, text]) => before.get(name) === text);
    if (same) {
      say(`no change: ${where}/ is up to date.`);
      return 0;
    }
    await writeSnapshot(options.out, files);
    for (const line of report(changesBetween(before, files))) say(line);
    say(`wrote ${[...files.keys()].map((name) => `${where}/${name}`).join(', ')}.`);
    if (!withDefinitions) {
      const left = `${where}/apidefinitions.json is left out, and with it the select labels`;
      say(`without ${DESIGN_SCOPE} the API definitions cannot be listed: ${left}.`);
    }
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    options.error(`fetch-specs: ${withoutSecret(message, settings.clientSecret)}`);
    options.error(`fetch-specs: the snapshot in ${where}/ is unchanged.`);
    return 1;
  }
}
