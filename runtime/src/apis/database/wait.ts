/**
 * Waiting for an API definition of the database API to be ready (`getApiDefinition`): after a put, the
 * database settings are applied and its record operations answer 409 until `status.ready.status` is true. The
 * status is two conditions, `ready` and `databaseDefinitionSync`, each a boolean with the service's message; the
 * project reads a definition that is not ready while its database settings are in sync (`databaseDefinitionSync`
 * true) as failed: nothing is left to apply, so waiting will not make it ready (docs/decisions.md).
 */
import type { CallOptions } from '../../contract/operation.js';
import { WaitError } from '../../errors/wait-error.js';
import { poll, type WaitOptions } from '../../features/wait-poll.js';

/** One condition of a definition's status: whether it holds, and the service's message. */
interface Condition {
  readonly status: boolean;
  readonly message?: string | null;
}

/** The parts of an API definition the wait reads (the generated `ApiDefinition`). */
interface DefinitionState {
  readonly status: { readonly ready: Condition; readonly databaseDefinitionSync: Condition };
}

/** The definition will not become ready: its settings are in sync, yet it is not ready. `message` is the service's. */
export class DefinitionFailedError extends WaitError {
  override readonly name: string = 'DefinitionFailedError';
  declare readonly status: 'FAILED';
  /** The API definition's name. */
  readonly definition: string;
  /** What the service says of `status.ready`, and of `status.databaseDefinitionSync`. */
  readonly readyMessage: string | null;
  readonly syncMessage: string | null;
  constructor(name: string, readyMessage: string | null, syncMessage: string | null) {
    const said = [readyMessage, syncMessage].filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    super(
      'waitForDefinition',
      'FAILED',
      `waitForDefinition stopped because API definition ${name} is not ready although its database settings are ` +
        `in sync, so it will not become ready by waiting${said.length > 0 ? `: ${said.map(clause).join('; ')}` : ''}.`,
    );
    this.definition = name;
    this.readyMessage = readyMessage;
    this.syncMessage = syncMessage;
  }
}

/** The service's text as a clause of our sentence. */
function clause(text: string): string {
  return text.trim().replace(/[.。]+$/u, '');
}

/**
 * Resolves with the definition once `status.ready.status` is true; polls `getApiDefinition` every `intervalMs`
 * (default 2 s) meanwhile. Throws `DefinitionFailedError` (with the service's messages) when the definition is not
 * ready although its database settings are in sync, `AbortError` when the signal aborts (give
 * `AbortSignal.timeout(ms)` to bound the wait), and whatever `getApiDefinition` throws (a 404 for an unknown name).
 */
export function waitForDefinition<Definition extends DefinitionState>(
  client: { getApiDefinition(name: string, options?: CallOptions): Promise<Definition> },
  name: string,
  options: WaitOptions = {},
): Promise<Definition> {
  return poll(
    'waitForDefinition',
    (call) => client.getApiDefinition(name, call),
    (definition) => {
      const { ready, databaseDefinitionSync: sync } = definition.status;
      if (ready.status) return definition;
      if (sync.status) throw new DefinitionFailedError(name, ready.message ?? null, sync.message ?? null);
      return undefined;
    },
    options,
  );
}
