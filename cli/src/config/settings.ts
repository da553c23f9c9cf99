/**
 * Where the command finds the services and its credentials. Addresses come from a profile of the config file
 * (`--profile staging`), else the environment, else the env file; credentials come from the environment, else
 * the env file (`.env` in the working folder, or the profile's `envFile`), never from the config file, which
 * people commit. The variable names are those of `.env.example`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { ConfigError } from '../exit-codes.js';
import { readProfile, type Profile } from './profiles.js';

export interface Settings {
  readonly authUrl: string | undefined;
  readonly mailBaseUrl: string | undefined;
  readonly mailUserName: string | undefined;
  readonly dbUrl: string | undefined;
  readonly accountCode: string | undefined;
  readonly clientKey: string | undefined;
  readonly clientSecret: string | undefined;
  /** The records package to load (a folder or a package name); default `@platform-sdk/records`. */
  readonly records: string | undefined;
  /** Where each value came from, for `platform config show` (never the value of a secret). */
  readonly sources: Readonly<Record<string, string>>;
}

export interface SettingsOptions {
  readonly profile?: string | undefined;
  readonly config?: string | undefined;
  readonly envFile?: string | undefined;
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
}

/** Setting -> its environment variable (`.env.example`). */
export const VARIABLES = Object.freeze({
  authUrl: 'AUTH_URL',
  mailBaseUrl: 'MAIL_BASE_URL',
  mailUserName: 'MAIL_USER_NAME',
  dbUrl: 'DB_URL',
  accountCode: 'ACCOUNT_CODE',
  clientKey: 'CLIENT_KEY',
  clientSecret: 'CLIENT_SECRET',
  records: 'PLATFORM_RECORDS',
} as const);

type Name = keyof typeof VARIABLES;
const SECRETS: ReadonlySet<Name> = new Set(['clientKey', 'clientSecret']);

async function envFileValues(file: string, named: boolean): Promise<NodeJS.Dict<string>> {
  try {
    return parseEnv(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !named) return {};
    throw new ConfigError(`cannot read the env file ${file}: ${(error as Error).message}`);
  }
}

export async function readSettings(options: SettingsOptions): Promise<Settings> {
  const profile: Profile | undefined =
    options.profile === undefined ? undefined : await readProfile(options.profile, options.config, options);
  const named = options.envFile ?? profile?.envFile;
  const envFile = path.resolve(options.cwd, named ?? '.env');
  const file = await envFileValues(envFile, named !== undefined);
  const values: Record<string, string | undefined> = {};
  const sources: Record<string, string> = {};
  for (const [name, variable] of Object.entries(VARIABLES) as [Name, string][]) {
    const fromProfile = SECRETS.has(name) ? undefined : profile?.values[name];
    const candidates: [string | undefined, string][] = [
      [fromProfile, `profile ${options.profile}`],
      [options.env[variable], `environment ${variable}`],
      [file[variable], `${path.relative(options.cwd, envFile) || envFile} ${variable}`],
    ];
    const found = candidates.find(([value]) => value !== undefined && value.trim() !== '');
    values[name] = found?.[0]?.trim();
    if (found !== undefined) sources[name] = found[1];
  }
  return { ...(values as Omit<Settings, 'sources'>), sources };
}

/** The value of a setting a command needs, or a ConfigError naming the variable and where it may be given. */
export function required(settings: Settings, name: Name): string {
  const value = settings[name];
  if (value !== undefined) return value;
  const where = SECRETS.has(name)
    ? 'the environment or the env file (.env)'
    : 'a profile (--profile), the environment or the env file (.env)';
  throw new ConfigError(`${VARIABLES[name]} is not set: give it in ${where}`);
}

/** An http(s) address setting without its trailing slash, or a ConfigError naming it. */
export function address(settings: Settings, name: Name): string {
  const value = required(settings, name);
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value.replace(/\/+$/, '');
  } catch {
    // Reported below.
  }
  throw new ConfigError(`${VARIABLES[name]} must be an http or https address (got ${JSON.stringify(value)})`);
}

/** The settings as `platform config show` prints them, one row each: secrets only say whether they are set. */
export function describeSettings(
  settings: Settings,
): { readonly setting: string; readonly value: string; readonly source: string | null }[] {
  return (Object.keys(VARIABLES) as Name[]).map((name) => {
    const value = settings[name];
    return {
      setting: VARIABLES[name],
      value: value === undefined ? '(not set)' : SECRETS.has(name) ? '(set)' : value,
      source: settings.sources[name] ?? null,
    };
  });
}
