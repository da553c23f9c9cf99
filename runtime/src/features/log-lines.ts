/**
 * The lines a client that logs writes about its calls: one per attempt (operation, method, path, status or
 * error class, duration, attempt, what next), and how an error is named in a line (`errorLabel`). Loaded with a
 * client whose log is on (logging is off by default, docs/runtime-defaults.md): an app that does not log does not
 * load it. What it needs of the code every client loads comes as arguments (`retryReason`), since a module
 * imported both by that code and by this one would become a chunk of its own, loaded at start beside the entry.
 */
import type { RequestFacts } from '../errors/call-errors.js';
import type { Log } from './log.js';
import type { AttemptRecord } from '../call/retry-loop.js';

/** How an error is named in a log line: its class and status or code, never its message (it may quote input). */
export function errorLabel(error: unknown): string {
  if (typeof error !== 'object' || error === null) return typeof error;
  const named = error as { name?: unknown; status?: unknown; errors?: unknown; cause?: unknown };
  const name = typeof named.name === 'string' ? named.name : 'Error';
  const status = typeof named.status === 'number' ? ` ${named.status}` : '';
  const codes = Array.isArray(named.errors)
    ? (named.errors as { code?: unknown; property?: unknown }[])
        .slice(0, 5)
        .map((e) => `${String(e.code)}${typeof e.property === 'string' ? ` on ${e.property}` : ''}`)
    : [];
  const cause = named.cause as { code?: unknown } | undefined;
  const code = typeof cause?.code === 'string' && /^[A-Z0-9_]{2,40}$/.test(cause.code) ? ` (${cause.code})` : '';
  return `${name}${status}${codes.length > 0 ? ` [${codes.join(', ')}]` : ''}${code}`;
}

/** One log line per attempt: operation, method, path, status (or error class), duration, attempt, what next. */
export function logAttempt(
  log: Log,
  api: string,
  facts: RequestFacts,
  operationId: string,
  status: () => number | undefined,
  record: AttemptRecord,
  retryReason: (error: unknown) => number | string,
): void {
  const outcome = record.error === undefined ? String(status() ?? 'ok') : errorLabel(record.error);
  const line = `${api} ${operationId} ${facts.method} ${facts.path ?? facts.pathTemplate} -> ${outcome} in ${record.durationMs} ms (attempt ${record.attempt})`;
  switch (record.next) {
    case 'done':
      return log.debug(line);
    case 'retry':
      return log.warn(`${line}; retry in ${record.delayMs ?? 0} ms (reason ${String(retryReason(record.error))})`);
    case 'refresh':
      return log.info(`${line}; the token was refused, trying once more with a fresh one`);
    case 'fail':
      return log.error(`${line}; failed`);
    case 'gone':
      return log.debug(`${line}; counted as done: an earlier attempt may have deleted it, and it is gone`);
  }
}
