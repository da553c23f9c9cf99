/**
 * Incremental RFC 4180 parser: quoted values, doubled quotes, line breaks inside quotes, CRLF or LF record
 * ends. Text is pushed chunk by chunk (chunks may split anywhere) and complete records come out at once, so a
 * report can be streamed with constant memory.
 */

export interface CsvRecord {
  readonly values: string[];
  /** 1-based line of the text where the record starts. */
  readonly line: number;
}

export class CsvSyntaxError extends Error {
  readonly line: number;
  constructor(line: number, problem: string) {
    super(`line ${line}: ${problem}`);
    this.line = line;
  }
}

const enum State {
  /** At the start of a value. */
  FieldStart,
  /** Inside an unquoted value. */
  Unquoted,
  /** Inside a quoted value. */
  Quoted,
  /** Just read a quote inside a quoted value: either an escaped quote or the closing one. */
  QuoteInQuoted,
  /** Read a CR outside quotes; an LF may follow. */
  AfterCR,
}

export class CsvParser {
  private state: State = State.FieldStart;
  private value = '';
  private values: string[] = [];
  private line = 1;
  private recordLine = 1;
  /** Whether the current record has any content yet (an empty line at the very end is not a record). */
  private started = false;

  /** Feeds text; returns the records completed by it. */
  push(text: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    for (let i = 0; i < text.length; i++) {
      const ch = text[i] as string;
      switch (this.state) {
        case State.AfterCR:
          this.state = State.FieldStart;
          if (ch === '\n') continue;
          // A lone CR also ends a record; handle `ch` as the start of the next one.
          i--;
          continue;
        case State.FieldStart:
          if (ch === '"') {
            this.started = true;
            this.state = State.Quoted;
          } else if (ch === ',') {
            this.started = true;
            this.endValue();
          } else if (ch === '\r' || ch === '\n') {
            this.endRecord(out);
            this.state = ch === '\r' ? State.AfterCR : State.FieldStart;
          } else {
            this.started = true;
            this.value += ch;
            this.state = State.Unquoted;
          }
          continue;
        case State.Unquoted:
          if (ch === ',') {
            this.endValue();
            this.state = State.FieldStart;
          } else if (ch === '\r' || ch === '\n') {
            this.endRecord(out);
            this.state = ch === '\r' ? State.AfterCR : State.FieldStart;
          } else if (ch === '"') {
            throw new CsvSyntaxError(this.line, 'a double quote appears inside an unquoted value');
          } else {
            this.value += ch;
          }
          continue;
        case State.Quoted: {
          // Copy the run up to the next quote in one go; values can be long.
          const next = text.indexOf('"', i);
          const end = next === -1 ? text.length : next;
          const run = text.slice(i, end);
          this.value += run;
          this.line += countNewlines(run);
          i = end;
          if (next !== -1) this.state = State.QuoteInQuoted;
          continue;
        }
        case State.QuoteInQuoted:
          if (ch === '"') {
            this.value += '"';
            this.state = State.Quoted;
          } else if (ch === ',') {
            this.endValue();
            this.state = State.FieldStart;
          } else if (ch === '\r' || ch === '\n') {
            this.endRecord(out);
            this.state = ch === '\r' ? State.AfterCR : State.FieldStart;
          } else {
            throw new CsvSyntaxError(this.recordLine, 'a closing double quote is followed by other characters');
          }
          continue;
      }
    }
    return out;
  }

  /** Ends the input; returns the last record when the text did not end with a line break. */
  end(): CsvRecord[] {
    if (this.state === State.Quoted) {
      throw new CsvSyntaxError(this.recordLine, 'the text ends inside a quoted value');
    }
    const out: CsvRecord[] = [];
    if (this.started) this.endRecord(out);
    this.state = State.FieldStart;
    return out;
  }

  private endValue(): void {
    this.values.push(this.value);
    this.value = '';
  }

  private endRecord(out: CsvRecord[]): void {
    if (this.started) {
      this.endValue();
      out.push({ values: this.values, line: this.recordLine });
    }
    // An empty line between records is not a record (it cannot be told apart from a trailing line break).
    this.values = [];
    this.value = '';
    this.started = false;
    this.line++;
    this.recordLine = this.line;
  }
}

/** Line breaks inside quoted values, for line numbers in errors (LF and CRLF both hold one LF). */
function countNewlines(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/** Parses a whole text (tests and small inputs). */
export function parseCsv(text: string): string[][] {
  const parser = new CsvParser();
  return [...parser.push(text), ...parser.end()].map((r) => r.values);
}

/**
 * Maps records onto row objects by position (header skipped), checking every record's width against the
 * column list. Throws CsvSyntaxError naming the line of a record with the wrong number of values.
 */
export class CsvRowMapper<Row> {
  private headerSeen = false;
  private readonly columns: readonly string[];

  constructor(columns: readonly string[]) {
    this.columns = columns;
  }

  map(records: readonly CsvRecord[]): Row[] {
    const rows: Row[] = [];
    for (const record of records) {
      if (record.values.length !== this.columns.length) {
        throw new CsvSyntaxError(
          record.line,
          `expected ${this.columns.length} values (${this.columns.join(', ')}) but found ${record.values.length}`,
        );
      }
      if (!this.headerSeen) {
        this.headerSeen = true;
        continue;
      }
      const row: Record<string, string> = {};
      this.columns.forEach((name, index) => {
        row[name] = record.values[index] as string;
      });
      rows.push(row as Row);
    }
    return rows;
  }
}
