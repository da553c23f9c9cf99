/**
 * The shape of a generated command table (`commands` of `@platform-sdk/<api>/commands`): every operation of an
 * API as data a command line or an MCP server reads, with the call of its operation function. Declared here once
 * for every API, which differ only in their core (`Core`), so the tables and what reads them share one type.
 */
import type { CallOptions } from './operation.js';

/** What a command passes to its operation: path values and the query object by `key`, and the body. */
export interface CommandInput {
  readonly path: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
}

/** One parameter of a command: a path parameter (in path order), or a query, header or cookie parameter. */
export interface CommandParameter {
  readonly name: string;
  /**
   * Where the value goes in `CommandInput`: `path[key]`, else `query[key]` (header and cookie values too, which
   * the call sends as their location says).
   */
  readonly key: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  readonly description: string | undefined;
  /** The parameter's schema, references resolved. */
  readonly schema: Readonly<Record<string, unknown>>;
}

/** The request body of a command. */
export interface CommandBody {
  readonly kind: 'json' | 'csv' | 'form' | 'multipart' | 'binary' | 'text';
  readonly mediaType: string;
  readonly required: boolean;
  readonly description: string | undefined;
  /** The JSON body's schema, references resolved (undefined for a CSV body). */
  readonly schema: Readonly<Record<string, unknown>> | undefined;
}

/** One operation as a command: what it takes, what it does, and its call through an API's core. */
export interface Command<Core> {
  /** The command as typed: the kebab-case of the operationId. */
  readonly name: string;
  readonly operationId: string;
  readonly summary: string | undefined;
  readonly description: string | undefined;
  /** Method and path (`GET /deliveries/{delivery_id}`). */
  readonly http: string;
  /** `read` changes nothing; `send` sends mail (guarded by a requestId); `write` changes something else. */
  readonly effect: 'read' | 'send' | 'write';
  /** What the call answers: parsed JSON, nothing, or a CSV report (rows, verified against Content-MD5). */
  readonly response: 'json' | 'empty' | 'csv' | 'text' | 'binary';
  readonly deprecated: boolean;
  readonly scopes: readonly string[];
  /** Path parameters (in path order), then query, header and cookie parameters in document order. */
  readonly params: readonly CommandParameter[];
  readonly body: CommandBody | undefined;
  /** Calls the operation through the core: its tokens, retries, rate limit, checks and typed errors. */
  readonly call: (core: Core, input: CommandInput, options?: CallOptions) => unknown;
}
