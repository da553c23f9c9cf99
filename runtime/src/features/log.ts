/**
 * The client's log: the `logger` and `logLevel` options (docs/runtime-defaults.md, "Logging"). Off unless a
 * level is set, by the option or by the `PLATFORM_SDK_LOG` environment variable. Lines say what the SDK did
 * (attempts, retries, token fetches, rate-limit waits) and never what was sent: no token, secret,
 * `Authorization` header, query string, body or service message (those may hold addresses) ever reaches a
 * line, whatever the level.
 */
import { readEnv } from '../util/permissions.js';

import type { Logger, LogLevel } from '../contract/operation.js';

/** The option types are the contract's (operation.ts). */
export type { Logger, LogLevel };

export const LOG_LEVELS: readonly LogLevel[] = ['off', 'error', 'warn', 'info', 'debug'];

/** Environment variable read when the client has no `logLevel` option. */
export const LOG_ENV = 'PLATFORM_SDK_LOG';

/**
 * The level lines of a client pass at; `off` when neither the option nor the environment sets one. The variable is
 * read only where that is permitted (util/permissions.ts): a Deno app without `--allow-env` gets no log from it.
 */
function levelOf(option: LogLevel | undefined): LogLevel {
  if (option !== undefined) return option;
  const value = readEnv(LOG_ENV)?.trim().toLowerCase();
  return LOG_LEVELS.find((level) => level === value) ?? 'off';
}

/** What runtime code writes to; every method is a no-op below the client's level. */
export interface Log {
  /** Whether any line passes (false at `off`): callers skip building lines nobody reads. */
  readonly on: boolean;
  readonly error: (message: string) => void;
  readonly warn: (message: string) => void;
  readonly info: (message: string) => void;
  readonly debug: (message: string) => void;
}

const PREFIX = '[platform-sdk]';

export function createLog(logger: Logger | undefined, level: LogLevel | undefined): Log {
  const rank = LOG_LEVELS.indexOf(levelOf(level));
  const sink = logger ?? console;
  const at = (name: Exclude<LogLevel, 'off'>) => {
    if (LOG_LEVELS.indexOf(name) > rank) return () => undefined;
    return (message: string) => {
      sink[name](`${PREFIX} ${message}`);
    };
  };
  return { on: rank > 0, error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}

/** A log that writes nothing (runtime code called without a client). */
export const SILENT: Log = /*#__PURE__*/ createLog(undefined, 'off');
