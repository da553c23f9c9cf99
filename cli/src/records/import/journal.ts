/**
 * The journal of an import: one JSON line per event, appended with synchronous writes so that it is with the
 * operating system, and survives the process being killed. Its first line names the definition and the input file
 * (size and SHA-256). Every event names its row by number and by fingerprint (what the row holds, input-rows.ts):
 * before a row is sent, `{"row":n,"at":"…","sent":true}` is written; after its answer, its outcome (`created` or
 * `updated` with the id, `failed` or `unknown` with the reason). Reading it back gives each row's last state: a row
 * sent without an outcome was in flight when the process stopped and may have been done.
 *
 * A row is known by its fingerprint, so the file may change between runs (the failed rows fixed, lines added or
 * removed): a row that holds what a done row held is done, any other row is new. Row numbers alone count only for
 * the file the journal began with (a journal written before fingerprints). A journal of another definition is
 * refused.
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
  readonly journal: 1 | 2;
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
  return { journal: 2, definition, input, size, sha256: hash.digest('hex') };
}

export class Journal {
  private readonly fd: number;
  /** Outcomes not yet written, as lines. */
  private pending = '';
  private flushing: NodeJS.Immediate | undefined;
  /** Each row's last state by fingerprint, from earlier runs and this one. */
  private readonly states: Map<string, RowState>;
  /** By row number: events of the file the journal began with, when this run reads that same file. */
  private readonly byRow: Map<number, RowState>;
  readonly resumed: boolean;

  private constructor(fd: number, states: Map<string, RowState>, byRow: Map<number, RowState>, resumed: boolean) {
    this.fd = fd;
    this.states = states;
    this.byRow = byRow;
    this.resumed = resumed;
  }

  /** The last state of the row with this number and fingerprint, if a run recorded one. */
  stateOf(row: number, fingerprint: string): RowState | undefined {
    return this.states.get(fingerprint) ?? this.byRow.get(row);
  }

  /** Opens the journal of `header`'s input, reading what an earlier run recorded; refuses another definition's. */
  static open(file: string, header: JournalHeader): Journal {
    const states = new Map<string, RowState>();
    const byRow = new Map<number, RowState>();
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
      if (first.definition !== header.definition)
        throw new UsageError(
          `the journal ${file} is of an import into ${first.definition ?? '?'}, not ${header.definition}: ` +
            'give another --journal',
        );
      const sameFile = first.sha256 === header.sha256 && first.size === header.size;
      for (const line of lines.slice(1)) {
        if (line.trim() === '') continue;
        let event: Record<string, unknown>;
        try {
          event = JSON.parse(line) as Record<string, unknown>;
        } catch {
          // Only the last line can be cut short (the process was killed while writing it); it is not an outcome.
          continue;
        }
        let state: RowState | undefined;
        if (event.sent === true) state = { state: 'sent' };
        for (const kind of ['created', 'updated'] as const)
          if (typeof event[kind] === 'string') state = { state: kind, id: event[kind] as string };
        for (const kind of ['failed', 'unknown'] as const)
          if (typeof event[kind] === 'string') state = { state: kind, reason: event[kind] as string };
        if (state === undefined) continue;
        if (typeof event.at === 'string') states.set(event.at, state);
        else if (sameFile) byRow.set(event.row as number, state);
      }
    }
    const fd = openSync(file, resumed ? 'a' : 'w');
    if (!resumed) writeSync(fd, `${JSON.stringify(header)}\n`);
    return new Journal(fd, states, byRow, resumed);
  }

  record(row: number, fingerprint: string, state: RowState): void {
    const at = { row, at: fingerprint };
    const event =
      state.state === 'sent'
        ? { ...at, sent: true }
        : 'id' in state
          ? { ...at, [state.state]: state.id }
          : { ...at, [state.state]: state.reason };
    this.states.set(fingerprint, state);
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
