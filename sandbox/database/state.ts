/**
 * The database service's state for one sandbox: per account code, its databases (the master `_customer` from the
 * start), its API definitions and its counters. `POST /_sandbox/reset` replaces the whole state.
 */
import { MAX_RECORD_ID, type SandboxConfig } from '../config.js';
import { DbFailure } from './answers.js';
import { Database, MASTER_DATABASE } from './databases.js';
import type { ApiDefinition } from './definitions.js';

export class Account {
  /** Databases by name, in creation order (`_customer` first). */
  readonly databases = new Map<string, Database>();
  /** API definitions by name, in creation order. */
  readonly definitions = new Map<string, ApiDefinition>();
  private nextId: bigint;
  private nextVersion = 1;
  private nextSeq = 0;

  constructor(
    readonly code: string,
    firstRecordId: bigint,
    now: number,
  ) {
    this.nextId = firstRecordId;
    this.addDatabase(new Database(MASTER_DATABASE, 'customerDb', 'Customers', now));
  }

  addDatabase(database: Database): void {
    database.seq = this.newSeq();
    database.resourceVersion = this.newVersion();
    this.databases.set(database.name, database);
  }

  /**
   * The next record id. Platform IDs and history IDs come from one counter, so an id is never both: a client that
   * sends one where the other belongs gets 404 rather than somebody else's record.
   */
  newRecordId(): bigint {
    if (this.nextId > MAX_RECORD_ID)
      throw new DbFailure(
        500,
        `the sandbox has used every record id up to ${MAX_RECORD_ID}; start it with a lower recordIdStart`,
      );
    return this.nextId++;
  }

  /** A resourceVersion: one counter per account, so every change gives a new, larger value. */
  newVersion(): string {
    return String(this.nextVersion++);
  }

  /** Creation order of definitions and databases, which the list operations page through. */
  newSeq(): number {
    return this.nextSeq++;
  }
}

export class DatabaseState {
  readonly accounts: ReadonlyMap<string, Account>;

  constructor(config: SandboxConfig, now: number) {
    this.accounts = new Map(
      config.databaseAccounts.map((code) => [code, new Account(code, config.recordIdStart, now)]),
    );
  }
}
