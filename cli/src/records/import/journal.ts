/**
 * The journal of an import: one JSON line per event, appended with synchronous writes so that it is with the
 * operating system, and survives the process being killed. Its first line names the definition and the input file
 * (size and SHA-256), so a journal is never applied to another file. Before a row is sent, `{"row":n,"sent":true}`
 * is written; after its answer, its outcome (`created` or `updated` with the id, `failed` or `unknown` with the
 * reason). Reading it back gives each row's last state: a row sent without an outcome was in flight when the
 * process stopped and may have been done.
 *
 * A sent mark is written before the request leaves, always. Outcomes wait for the next write (the next row's sent
 * mark, which follows at once while rows remain) or the end of the event loop's turn, whichever comes first: one
 * write per row instead of two. An outcome lost with a kill in that turn leaves its row sent, which a resumed run
 * settles as it settles a request in flight (a lookup by `--key`), so nothing is created twice or lost.
 */
import { createHash } from 'node:crypto';
import { createReadStream, closeSync, existsSync, openSync, readFileSync, writeSync } from 'node:fs';
import { UsageError } from '../../exit-codes.js';

export type RowState =
  | { readonly state: 'sent' }
  | { readonly state: 'created' | 'updated'; readonly id: string }
  | { readonly state: 'failed' | 'unknown'; readonly reason: string };

export interface JournalHeader {
  readonly journal: 1;
  readonly definition: string;
  readonly input: string;
  readonly size: number;
  readonly sha256: string;
}

export async function inputHeader(definition: string, input: string): Promise<JournalHeader> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(input)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { journal: 1, definition, input, size, sha256: hash.digest('hex') };
}

export class Journal {
  private readonly fd: number;
  /** Outcomes not yet written, as lines. */
  private pending = '';
  private flushing: NodeJS.Immediate | undefined;
  /** Each row's last state, from earlier runs and this one. */
  readonly states: Map<number, RowState>;
  readonly resumed: boolean;

  private constructor(fd: number, states: Map<number, RowState>, resumed: boolean) {
    this.fd = fd;
    this.states = states;
    this.resumed = resumed;
  }

  /** Opens the journal of `header`'s input, reading what an earlier run recorded; refuses another file's journal. */
  static open(file: string, header: JournalHeader): Journal {
    const states = new Map<number, RowState>();
    const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
    // A journal without one whole line was cut while its header was written, before any row: it starts again.
    const resumed = lines.length > 1;
    if (resumed) {
      let first: Partial<JournalHeader>;
      try {
        first = JSON.parse(lines[0] ?? '') as Partial<JournalHeader>;
      } catch {
        throw new UsageError(`${file} is not the journal of an import: give another --journal, or remove it`);
      }
      if (first.definition !== header.definition || first.sha256 !== header.sha256 || first.size !== header.size)
        throw new UsageError(
          `the journal ${file} belongs to another import (${first.definition ?? '?'} of ${first.input ?? '?'}); ` +
            'the input file or the definition differs: give another --journal, or remove it to start over',
        );
      for (const line of lines.slice(1)) {
        if (line.trim() === '') continue;
        let event: Record<string, unknown>;
        try {
          event = JSON.parse(line) as Record<string, unknown>;
        } catch {
          // Only the last line can be cut short (the process was killed while writing it); it is not an outcome.
          continue;
        }
        const row = event.row as number;
        if (event.sent === true) states.set(row, { state: 'sent' });
        for (const state of ['created', 'updated'] as const)
          if (typeof event[state] === 'string') states.set(row, { state, id: event[state] as string });
        for (const state of ['failed', 'unknown'] as const)
          if (typeof event[state] === 'string') states.set(row, { state, reason: event[state] as string });
      }
    }
    const fd = openSync(file, resumed ? 'a' : 'w');
    if (!resumed) writeSync(fd, `${JSON.stringify(header)}\n`);
    return new Journal(fd, states, resumed);
  }

  record(row: number, state: RowState): void {
    const event =
      state.state === 'sent'
        ? { row, sent: true }
        : 'id' in state
          ? { row, [state.state]: state.id }
          : { row, [state.state]: state.reason };
    this.states.set(row, state);
    const line = `${JSON.stringify(event)}\n`;
    if (state.state === 'sent') {
      // Before a row is sent, its mark must be with the OS: a kill after the request left would otherwise lose it.
      writeSync(this.fd, this.pending + line);
      this.pending = '';
      return;
    }
    this.pending += line;
    this.flushing ??= setImmediate(() => this.flush());
  }

  /** Writes the outcomes that wait. */
  flush(): void {
    if (this.flushing !== undefined) clearImmediate(this.flushing);
    this.flushing = undefined;
    if (this.pending === '') return;
    writeSync(this.fd, this.pending);
    this.pending = '';
  }

  close(): void {
    this.flush();
    closeSync(this.fd);
  }
}
