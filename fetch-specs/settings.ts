/**
 * Where fetch-specs finds the account: `DB_URL`, `AUTH_URL`, `ACCOUNT_CODE`, `CLIENT_KEY` and `CLIENT_SECRET`, from
 * the environment or else from the env file (`.env` by default; the environment wins, as with Node's --env-file).
 * Without credentials (neither the key nor the secret) there is nothing to fetch, which is not an error: the
 * checked-in snapshot stays. Half of them (a key without its secret, or the reverse) is a mistake, and so is an
 * env file named on the command line that does not exist: both would otherwise pass for "no credentials".
 */
import { readFile } from 'node:fs/promises';
import { parseEnv } from 'node:util';

export interface Settings {
  /** The database API's base address, no trailing slash; also the token audience. */
  readonly dbUrl: string;
  /** The authorization server's base address; tokens come from `{authUrl}/oauth2/token`. */
  readonly authUrl: string;
  readonly accountCode: string;
  readonly clientKey: string;
  readonly clientSecret: string;
}

export type SettingsResult =
  | { readonly kind: 'ready'; readonly settings: Settings }
  /** Neither CLIENT_KEY nor CLIENT_SECRET: keep the snapshot. */
  | { readonly kind: 'no-credentials' }
  /**
   * Credentials, but a variable the fetch needs is missing or not an http(s) address, only one of the key and the
   * secret is set, or the env file named does not exist.
   */
  | { readonly kind: 'invalid'; readonly problems: readonly string[] };

export const VARIABLES = ['DB_URL', 'AUTH_URL', 'ACCOUNT_CODE', 'CLIENT_KEY', 'CLIENT_SECRET'] as const;

/** The variables of an env file; a missing file gives none, unless it was named (`required`). */
async function fileValues(envFile: string, required: boolean): Promise<NodeJS.Dict<string> | undefined> {
  try {
    return parseEnv(await readFile(envFile, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return required ? undefined : {};
    throw error;
  }
}

function address(name: string, value: string, problems: string[]): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value.replace(/\/+$/, '');
  } catch {
    // Reported below.
  }
  problems.push(`${name} must be an http or https address (got ${JSON.stringify(value)})`);
  return value;
}

/** `envFileNamed`: the env file was named on the command line (`--env`), so it must exist. */
export async function readSettings(
  env: NodeJS.ProcessEnv,
  envFile: string,
  envFileNamed = false,
): Promise<SettingsResult> {
  const file = await fileValues(envFile, envFileNamed);
  if (file === undefined) return { kind: 'invalid', problems: [`the env file ${envFile} does not exist`] };
  const value = (name: (typeof VARIABLES)[number]): string => (env[name] ?? file[name] ?? '').trim();
  const [key, secret] = [value('CLIENT_KEY') !== '', value('CLIENT_SECRET') !== ''];
  if (!key && !secret) return { kind: 'no-credentials' };
  const problems: string[] = [];
  if (key !== secret) {
    const [set, unset] = key ? ['CLIENT_KEY', 'CLIENT_SECRET'] : ['CLIENT_SECRET', 'CLIENT_KEY'];
    problems.push(`${set} is set but ${unset} is not: credentials are the two together`);
  }
  // The key and the secret are answered for above.
  for (const name of VARIABLES)
    if (value(name) === '' && !name.startsWith('CLIENT_')) problems.push(`${name} is not set`);
  const settings: Settings = {
    dbUrl: address('DB_URL', value('DB_URL'), problems),
    authUrl: address('AUTH_URL', value('AUTH_URL'), problems),
    accountCode: value('ACCOUNT_CODE'),
    clientKey: value('CLIENT_KEY'),
    clientSecret: value('CLIENT_SECRET'),
  };
  return problems.length > 0 ? { kind: 'invalid', problems } : { kind: 'ready', settings };
}
