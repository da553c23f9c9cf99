/**
 * Incremental CSV reader for send lists (RFC 4180: quoted values, doubled quotes, line breaks inside quotes;
 * rows end in CRLF or LF, DESIGN.md). Text is pushed chunk by chunk, chunks may split anywhere, and each complete
 * row is handed to `onRow` at once, so a 300 MB list is checked without being held as text. Empty lines are
 * skipped. A value longer than `maxValueChars` is cut there and flagged, so one huge value costs no memory.
 */

export interface CsvRow {
  readonly values: readonly string[];
  /** Whether some value was longer than `maxValueChars` (and was cut). */
  readonly overlong: boolean;
}

const enum State {
  FieldStart,
  Unquoted,
  Quoted,
  QuoteInQuoted,
  AfterCR,
}

const COMMA = 44;
const CR = 13;
const LF = 10;
const QUOTE = 34;

export class CsvReader {
  private state: State = State.FieldStart;
  private value = '';
  private values: string[] = [];
  private overlong = false;
  private hasContent = false;
  /** First syntax problem (record numbers count the header as 1), if any; reading goes on to count rows. */
  syntaxError: { readonly record: number; readonly problem: string } | undefined;
  rows = 0;

  constructor(
    private readonly onRow: (row: CsvRow) => void,
    private readonly maxValueChars: number,
  ) {}

  private append(text: string): void {
    if (text === '') return;
    if (this.value.length + text.length > this.maxValueChars) {
      this.value = (this.value + text.slice(0, this.maxValueChars + 1)).slice(0, this.maxValueChars + 1);
      this.overlong = true;
    } else {
      this.value += text;
    }
  }

  private endValue(): void {
    this.values.push(this.value);
    this.value = '';
  }

  private endRow(): void {
    const values = this.values;
    const overlong = this.overlong;
    const empty = !this.hasContent;
    this.values = [];
    this.overlong = false;
    this.hasContent = false;
    if (empty) return;
    this.rows++;
    this.onRow({ values, overlong });
  }

  push(chunk: string): void {
    const n = chunk.length;
    let i = 0;
    while (i < n) {
      switch (this.state) {
        case State.AfterCR:
          if (chunk.charCodeAt(i) === LF) i++;
          this.state = State.FieldStart;
          break;
        case State.FieldStart:
          if (chunk.charCodeAt(i) === QUOTE) {
            this.state = State.Quoted;
            this.hasContent = true;
            i++;
          } else {
            this.state = State.Unquoted;
          }
          break;
        case State.Unquoted: {
          let j = i;
          while (j < n) {
            const c = chunk.charCodeAt(j);
            if (c === COMMA || c === CR || c === LF) break;
            j++;
          }
          if (j > i) this.hasContent = true;
          this.append(chunk.slice(i, j));
          this.state = State.Unquoted;
          if (j === n) {
            i = n;
            break;
          }
          i = this.delimiter(chunk.charCodeAt(j), j);
          break;
        }
        case State.Quoted: {
          const j = chunk.indexOf('"', i);
          if (j < 0) {
            this.append(chunk.slice(i));
            i = n;
          } else {
            this.append(chunk.slice(i, j));
            this.state = State.QuoteInQuoted;
            i = j + 1;
          }
          break;
        }
        case State.QuoteInQuoted: {
          const c = chunk.charCodeAt(i);
          if (c === QUOTE) {
            this.append('"');
            this.state = State.Quoted;
            i++;
          } else if (c === COMMA || c === CR || c === LF) {
            i = this.delimiter(c, i);
          } else {
            this.syntaxError ??= { record: this.rows + 1, problem: 'text after a closing quote' };
            this.state = State.Unquoted;
          }
          break;
        }
      }
    }
  }

  /** Handles a comma or line break at `at`; returns the next index. */
  private delimiter(c: number, at: number): number {
    this.endValue();
    if (c === COMMA) {
      this.hasContent = true;
      this.state = State.FieldStart;
    } else {
      this.endRow();
      this.state = c === CR ? State.AfterCR : State.FieldStart;
    }
    return at + 1;
  }

  /** Ends the text: a last row without a line break still counts. */
  end(): void {
    if (this.state === State.Quoted) this.syntaxError ??= { record: this.rows + 1, problem: 'a quoted value is not closed' };
    if (this.state !== State.AfterCR && (this.hasContent || this.value !== '' || this.values.length > 0)) {
      this.endValue();
      this.endRow();
    }
    this.state = State.FieldStart;
  }
}
