/**
 * The one RFC 4180 reader of the runtime: quoted values, doubled quotes, line breaks inside quotes, CRLF, LF or
 * CR record ends. Text is pushed chunk by chunk (chunks may split anywhere) and the reader tells a sink where
 * each value's text lies in the chunk, so the sink decides what to keep: the report parser (parse.ts) builds
 * strings and records, the send-list check (apis/mail/send-list-fields.ts) only counts and looks at a few values.
 */

/** What a reader tells of the text, in order. */
export interface CsvSink {
  /** `text[from..to)` belongs to the current value (a value may arrive in several parts). */
  part(text: string, from: number, to: number): void;
  /** The current value ends. */
  endValue(): void;
  /** The current record ends; `line` is the 1-based line where it started. */
  endRecord(line: number): void;
  /** A syntax problem at `line`; the sink throws or notes it, and the reader reads on as described. */
  problem(line: number, problem: string): void;
}

/** Where the reader is in the text. */
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

const COMMA = 44;
const CR = 13;
const LF = 10;
const QUOTE = 34;

export class CsvTokenizer {
  private state: State = State.FieldStart;
  private line = 1;
  private recordLine = 1;
  /** Whether the current record has any content yet (an empty line at the very end is not a record). */
  private started = false;

  constructor(private readonly sink: CsvSink) {}

  /** Feeds text; the sink hears of every value and record it completes. */
  push(text: string): void {
    const sink = this.sink;
    const n = text.length;
    // The next line feed at or after where quoted values were last searched (n: none), so that counting the line
    // breaks inside quoted values stays one pass over the text however many values there are.
    let lf = -1;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      switch (this.state) {
        case State.AfterCR:
          this.state = State.FieldStart;
          if (c === LF) continue;
          // A lone CR also ends a record; handle `c` as the start of the next one.
          i--;
          continue;
        case State.FieldStart:
          if (c === QUOTE) {
            this.started = true;
            this.state = State.Quoted;
          } else if (c === COMMA) {
            this.started = true;
            sink.endValue();
          } else if (c === CR || c === LF) {
            this.endRecord();
            this.state = c === CR ? State.AfterCR : State.FieldStart;
          } else {
            this.started = true;
            this.state = State.Unquoted;
            i--;
          }
          continue;
        case State.Unquoted: {
          // The run up to the next special character in one part; lists are mostly unquoted.
          let end = i;
          for (; end < n; end++) {
            const d = text.charCodeAt(end);
            if (d === COMMA || d === CR || d === LF || d === QUOTE) break;
          }
          if (end > i) sink.part(text, i, end);
          i = end;
          if (i === n) continue;
          const d = text.charCodeAt(i);
          if (d === COMMA) {
            sink.endValue();
            this.state = State.FieldStart;
          } else if (d === QUOTE) {
            sink.problem(this.line, 'a double quote appears inside an unquoted value');
            sink.part(text, i, i + 1);
          } else {
            this.endRecord();
            this.state = d === CR ? State.AfterCR : State.FieldStart;
          }
          continue;
        }
        case State.Quoted: {
          // The run up to the next quote in one part; values can be long.
          const next = text.indexOf('"', i);
          const end = next === -1 ? n : next;
          if (end > i) sink.part(text, i, end);
          if (lf < i) lf = nextLineFeed(text, i);
          while (lf < end) {
            this.line++;
            lf = nextLineFeed(text, lf + 1);
          }
          i = end;
          if (next !== -1) this.state = State.QuoteInQuoted;
          continue;
        }
        case State.QuoteInQuoted:
          if (c === QUOTE) {
            sink.part(text, i, i + 1);
            this.state = State.Quoted;
          } else if (c === COMMA) {
            sink.endValue();
            this.state = State.FieldStart;
          } else if (c === CR || c === LF) {
            this.endRecord();
            this.state = c === CR ? State.AfterCR : State.FieldStart;
          } else {
            sink.problem(this.recordLine, 'a closing double quote is followed by other characters');
            this.state = State.Unquoted;
            i--;
          }
          continue;
      }
    }
  }

  /** Ends the input: the last record when the text did not end with a line break. */
  end(): void {
    if (this.state === State.Quoted) this.sink.problem(this.recordLine, 'the text ends inside a quoted value');
    if (this.started) this.endRecord();
    this.state = State.FieldStart;
  }

  private endRecord(): void {
    if (this.started) {
      this.sink.endValue();
      this.sink.endRecord(this.recordLine);
    }
    // An empty line between records is not a record (it cannot be told apart from a trailing line break).
    this.started = false;
    this.line++;
    this.recordLine = this.line;
  }
}

/** Where the next line feed is, from `from` on (LF and CRLF both hold one), or the text's length when none is. */
function nextLineFeed(text: string, from: number): number {
  const at = text.indexOf('\n', from);
  return at === -1 ? text.length : at;
}
