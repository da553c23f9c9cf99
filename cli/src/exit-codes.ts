/**
 * The exit codes scripts can rely on (cli/README.md, "Exit codes"), and which error gives which. Every failure
 * prints one message on stderr; none prints a stack trace unless `--verbose`.
 */
import { AuthenticationError, NotFoundError, OutcomeUnknownError, RequestValidationError } from '@platform-sdk/runtime';

export const EXIT = Object.freeze({
  /** Done. */
  ok: 0,
  /** The service refused the call or could not be reached (after the client's retries). */
  failed: 1,
  /** A wrong command line: unknown command or option, a value that breaks its rule. Nothing was sent. */
  usage: 2,
  /** The settings are missing or wrong (addresses, credentials, profile, config file). Nothing was sent. */
  config: 3,
  /** What was asked for does not exist (404). */
  notFound: 4,
  /** A call that changes something may or may not have been performed: check before repeating it. */
  outcomeUnknown: 5,
  /** A many-row command finished, but some rows failed or have an unknown outcome (its summary says which). */
  incomplete: 6,
  /** Interrupted by a signal (Ctrl-C): 128 + SIGINT. */
  interrupted: 130,
});

/** A wrong command line found after parsing (a value, a file that does not parse): exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Missing or wrong settings: exit code 3. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** A command that ran to its end with rows that failed or whose outcome is unknown: exit code 6. */
export class IncompleteError extends Error {
  override readonly name = 'IncompleteError';
}

/** A command stopped by Ctrl-C after saying what it had done: exit code 130. */
export class InterruptedError extends Error {
  override readonly name = 'InterruptedError';
}

export function exitCodeOf(error: unknown): number {
  if (error instanceof InterruptedError) return EXIT.interrupted;
  if (error instanceof UsageError) return EXIT.usage;
  // The token endpoint refusing the credentials (or a wrong AUTH_URL) is a setting to fix, not a failed call.
  if (error instanceof ConfigError || error instanceof AuthenticationError) return EXIT.config;
  if (error instanceof IncompleteError) return EXIT.incomplete;
  if (error instanceof OutcomeUnknownError) return EXIT.outcomeUnknown;
  if (error instanceof NotFoundError) return EXIT.notFound;
  if (error instanceof RequestValidationError) return EXIT.usage;
  return EXIT.failed;
}

/** A write to a pipe whose reader has gone (`| head -1`). */
export function isClosedPipe(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'EPIPE';
}
