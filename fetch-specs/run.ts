/**
 * `npm run fetch-specs`: the one step that talks to the service. With credentials it gets a token, reads the
 * account through the generated database client, checks that the records package generates from what it read,
 * writes the snapshot (specs/records/ by default) with the names the code gives and the package's next version,
 * and prints the change report (print.ts); without credentials it says it keeps the snapshot. Any failure, a
 * package that would not generate included, leaves the snapshot as it was and gives exit code 1, with the reason
 * (a token refusal with the endpoint's answer, the generator's messages); changes at or above `failOn` give exit
 * code 2 once the snapshot is written. No message ever holds the client secret or a token.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readAccount } from './account.js';
import { canonicalJson } from './canonical.js';
import { type Changes, changesBetween, definitionNames, parsedJson } from './changes.js';
import { generateSnapshot } from './generates.js';
import { HISTORY_FILE, NAMES_FILE, nextHistory, parseHistory, type Source, sourceNote } from './history.js';
import { type ChangeReport, reportJson, reportLines } from './print.js';
import { bumpOf, classifyChanges, SEVERITIES, type Severity } from './report/classify.js';
import { codeNamesOf } from './report/code-names.js';
import { snapshotFacts } from './report/facts.js';
import { mergedNames, nameChanges, namesValue } from './report/names.js';
import { readSettings, VARIABLES } from './settings.js';
import { DEFINITIONS_FILE, OPENAPI_FILE, snapshotFiles } from './snapshot.js';
import { DESIGN_SCOPE, fetchToken, withoutSecret } from './token.js';
import { readSnapshot, writeSnapshot } from './write.js';
import { noProgress, type Progress } from '../command-line/progress.mjs';

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
  /** Shows the FETCH_STEPS steps while they run (command-line/progress.mjs); default none. */
  readonly progress?: Progress;
  /** Where the change report is written as JSON (`--report`); default none. */
  readonly reportFile?: string;
  /** Exit 2 when the report has a change of this severity or a graver one (`--fail-on`); default never. */
  readonly failOn?: Severity;
  /** Colour the report (a terminal); default false. */
  readonly colour?: boolean;
}

/** The records package's name, for the version line. */
const PACKAGE = '@platform-sdk/records';

/** Exit codes: 0 done, 1 nothing written (the reason is printed), 2 written with changes at the --fail-on level. */
export const EXIT = { done: 0, failed: 1, failOn: 2 } as const;

/** The steps a fetch with credentials reports: token, account, generation, writing. */
export const FETCH_STEPS = 4;

const list = (names: readonly string[]): string => (names.length === 0 ? '(none)' : names.join(', '));

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

/** The toolkit's version: the records package's version until fetch-specs records a release of its own. */
async function toolkitVersion(root: string): Promise<string> {
  const value = parsedJson(await readFile(path.join(root, 'package.json'), 'utf8'));
  return typeof value?.['version'] === 'string' ? value['version'] : '0.0.0';
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
  const writeReport = async (report: ChangeReport): Promise<void> => {
    if (options.reportFile !== undefined) await writeFile(options.reportFile, reportJson(report));
  };
  const finish = async (report: ChangeReport): Promise<number> => {
    await writeReport(report);
    const level = options.failOn === undefined ? -1 : SEVERITIES.indexOf(options.failOn);
    const at = report.changes.filter((c) => SEVERITIES.indexOf(c.severity) <= level);
    if (at.length === 0) return EXIT.done;
    options.error(
      `fetch-specs: ${at.length} ${at.length === 1 ? 'change is' : 'changes are'} ${options.failOn} or graver ` +
        `(--fail-on ${options.failOn}): exit code ${EXIT.failOn}.`,
    );
    return EXIT.failOn;
  };
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
    const history = parseHistory(before.get(HISTORY_FILE), `${where}/${HISTORY_FILE}`);
    const names = namesValue(parsedJson(before.get(NAMES_FILE)));
    const source: Source = { server: settings.dbUrl, account: settings.accountCode };
    // Without a history, the old document's server is all that says where the snapshot came from.
    const [oldServer, newServer] = [snapshotFacts(before).server, snapshotFacts(files).server];
    const previous: Partial<Source> | undefined =
      history?.source ?? (oldServer === undefined ? undefined : { server: oldServer });
    const note = sourceNote(previous, history === undefined ? { ...source, server: newServer ?? '' } : source);
    const accountChanged = [OPENAPI_FILE, DEFINITIONS_FILE].some((name) => before.get(name) !== files.get(name));
    // Names edited since the last fetch, or never recorded, need the generator too; else an unchanged account is
    // answered without loading it.
    const namesRecorded =
      history?.names !== undefined && JSON.stringify(namesValue(history.names)) === JSON.stringify(names);
    if (!accountChanged && namesRecorded && note === undefined) {
      say(`no change: ${where}/ is up to date.`);
      if (!withDefinitions) say(notRefreshed(files, changes, where));
      return finish({
        source: { ...(previous && { before: previous }), after: source },
        version: undefined,
        changes: [],
      });
    }
    progress.step('generating the records package from it');
    // A snapshot from before names were recorded gives its names first, so nothing it had shifts now.
    let given = names;
    if (history?.names === undefined && before.has(OPENAPI_FILE)) {
      const account = new Map([...before].filter(([name]) => name === OPENAPI_FILE || name === DEFINITIONS_FILE));
      const old = await generateSnapshot(root, options.out, account, where);
      if (old.kind === 'generated') given = mergedNames(names, old.names, []);
    }
    const staged = new Map([...files, [NAMES_FILE, canonicalJson(given, NAMES_FILE)]]);
    const generated = await generateSnapshot(root, options.out, staged, where);
    const accountReport = classifyChanges(
      snapshotFacts(before),
      snapshotFacts(files),
      codeNamesOf(generated.kind === 'generated' ? generated.names : undefined, given),
    );
    if (generated.kind === 'problems') {
      const { added, removed, changed } = changes;
      await writeReport({
        source: { ...(previous && { before: previous }), after: source },
        version: undefined,
        changes: accountReport,
      });
      return fail(
        `the records package cannot be generated from the account as it is now (added: ${list(added)}; removed: ` +
          `${list(removed)}; changed: ${list(changed)}), so nothing was written. The generator says:`,
        ...generated.problems.map((problem) => `  ${withoutSecret(problem, settings.clientSecret)}`),
        `${unchanged} Fix what the generator names (in the account, or as it advises) and fetch again.`,
      );
    }
    const recorded = mergedNames(given, generated.names, accountReport);
    const all = [...accountReport, ...(history?.names === undefined ? [] : nameChanges(history.names, recorded))];
    const base = await toolkitVersion(root);
    const next = nextHistory(history, base, { source, names: recorded, changes: all, note });
    // A history begins with the first release; until then the package keeps the toolkit's version.
    if (all.length > 0 || history !== undefined) files.set(HISTORY_FILE, canonicalJson(next, HISTORY_FILE));
    files.set(NAMES_FILE, canonicalJson(recorded, NAMES_FILE));
    const written = [...files].filter(([name, text]) => before.get(name) !== text).map(([name]) => name);
    const bump = bumpOf(all);
    const report: ChangeReport = {
      source: { ...(previous && { before: previous }), after: source, ...(note === undefined ? {} : { note }) },
      version: bump === undefined ? undefined : { from: history?.version ?? base, to: next.version, bump },
      changes: all,
    };
    progress.step(`writing ${where}/`);
    if (written.length > 0)
      await writeSnapshot(options.out, new Map(written.map((name) => [name, files.get(name) as string])));
    if (all.length === 0) {
      const what = written.includes(NAMES_FILE) ? `; recorded the names the code gives in ${where}/${NAMES_FILE}` : '';
      say(`no change: ${where}/ is up to date${what}.`);
    } else {
      for (const line of reportLines(report, PACKAGE, options.colour ?? false, 'fetch-specs: ')) options.log(line);
      say(`wrote ${written.map((name) => `${where}/${name}`).join(', ')}; run \`npm run generate\` next.`);
    }
    if (!withDefinitions) say(notRefreshed(files, changes, where));
    return finish(report);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return fail(withoutSecret(message, settings.clientSecret), unchanged);
  }
}
