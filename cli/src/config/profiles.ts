/**
 * Profiles (staging, production) in a JSON config file: `--config <file>`, else `PLATFORM_CONFIG`, else
 * `platform.config.json` in the working folder. A profile names addresses, the account and optionally its env
 * file and records package; it may not hold credentials (a config file is shared and committed), so a profile
 * with `clientSecret` or `clientKey` is refused rather than read.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../exit-codes.js';

export const DEFAULT_CONFIG = 'platform.config.json';

const KEYS = ['authUrl', 'mailBaseUrl', 'mailUserName', 'dbUrl', 'accountCode', 'records', 'envFile'] as const;

export interface Profile {
  readonly values: Readonly<Record<string, string | undefined>>;
  /** The profile's env file, relative to the config file. */
  readonly envFile: string | undefined;
}

export async function readProfile(
  name: string,
  config: string | undefined,
  where: { readonly cwd: string; readonly env: NodeJS.ProcessEnv },
): Promise<Profile> {
  const file = path.resolve(where.cwd, config ?? where.env.PLATFORM_CONFIG ?? DEFAULT_CONFIG);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`cannot read profile ${name} from ${file}: ${(error as Error).message}`);
  }
  const profiles = (parsed as { profiles?: unknown }).profiles;
  const profile =
    typeof profiles === 'object' && profiles !== null ? (profiles as Record<string, unknown>)[name] : null;
  if (typeof profile !== 'object' || profile === null || Array.isArray(profile)) {
    const known = typeof profiles === 'object' && profiles !== null ? Object.keys(profiles) : [];
    throw new ConfigError(
      `${file} has no profile ${JSON.stringify(name)} (profiles: ${known.join(', ') || 'none'}); ` +
        'a profile is an object under "profiles"',
    );
  }
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(profile)) {
    if (/secret|key$/i.test(key) && !(KEYS as readonly string[]).includes(key))
      throw new ConfigError(
        `profile ${name} of ${file} holds ${key}: credentials go in the environment or the profile's envFile, ` +
          'never in the config file',
      );
    if (!(KEYS as readonly string[]).includes(key))
      throw new ConfigError(`profile ${name} of ${file}: unknown key ${key} (known: ${KEYS.join(', ')})`);
    if (typeof value !== 'string') throw new ConfigError(`profile ${name} of ${file}: ${key} must be a string`);
    values[key] = value;
  }
  const relative = (value: string | undefined) =>
    value === undefined ? undefined : path.resolve(path.dirname(file), value);
  return {
    values: { ...values, ...(values.records?.startsWith('.') ? { records: relative(values.records) } : {}) },
    envFile: relative(values.envFile),
  };
}
