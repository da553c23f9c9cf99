/**
 * Incremental RFC 4180 parser: quoted values, doubled quotes, line breaks inside quotes, CRLF or LF record
 * ends. Text is pushed chunk by chunk (chunks may split anywhere) and complete records come out at once, so a
 * report can be streamed with constant memory.
 */

export interface CsvRecord {
  readonly values: string[];
  /** 1-based line of the text where the record starts. */
  readonly line: number;
  /** With `maxValueChars`: indexes of the values that were longer and were cut; absent when none was. */
  readonly overlong?: readonly number[];
  /** With `tolerant`: the record's first syntax problem; absent when it has none. */
  readonly syntaxError?: CsvSyntaxError;
}

export interface CsvParserOptions {
  /**
   * Longest value kept, in UTF-16 code units. A longer value is cut to this length and its record lists it in
   * `overlong`, so one huge value costs no memory. Default: no limit.
   */
  readonly maxValueChars?: number;
  /**
   * Instead of throwing at a syntax problem, note the record's first one on it as `syntaxError`, read the
   * offending characters as text and go on, so every record of a malformed text can still be counted.
   */
  readonly tolerant?: boolean;
}

export class CsvSyntaxError extends Error {
  readonly line: number;
  /** The problem without the line, e.g. for a message that names the record some other way. */
  readonly problem: string;
  constructor(line: number, problem: string) {
    super(`line ${line}: ${problem}`);
    this.line = line;
    this.problem = problem;
  }
}

/** Where a CSV reader is in the text (also the send-list check's scanner, which reads the same way). */
export const enum CsvState {
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

export const COMMA = 44;
export const CR = 13;
export const LF = 10;
export const QUOTE = 34;

export class CsvParser {
  private state: CsvState = CsvState.FieldStart;
  private value = '';
  private values: string[] = [];
  private line = 1;
  private recordLine = 1;
  /** Whether the current record has any content yet (an empty line at the very end is not a record). */
  private started = false;
  private readonly maxValueChars: number;
  private readonly tolerant: boolean;
  private overlong: number[] | undefined;
  private syntaxError: CsvSyntaxError | undefined;

  constructor(options: CsvParserOptions = {}) {
    const max = options.maxValueChars ?? Infinity;
    if (!(max >= 0) || (max !== Infinity && !Number.isInteger(max))) {
      throw new RangeError(`maxValueChars must be a non-negative integer, not ${String(options.maxValueChars)}`);
    }
    this.maxValueChars = max;
    this.tolerant = options.tolerant ?? false;
  }

  /** Feeds text; returns the records completed by it. */
  push(text: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    for (let i = 0; i < text.length; i++) {
      const ch = text[i] as string;
      switch (this.state) {
        case CsvState.AfterCR:
          this.state = CsvState.FieldStart;
          if (ch === '\n') continue;
          // A lone CR also ends a record; handle `ch` as the start of the next one.
          i--;
          continue;
        case CsvState.FieldStart:
          if (ch === '"') {
            this.started = true;
            this.state = CsvState.Quoted;
          } else if (ch === ',') {
            this.started = true;
            this.endValue();
          } else if (ch === '\r' || ch === '\n') {
            this.endRecord(out);
            this.state = ch === '\r' ? CsvState.AfterCR : CsvState.FieldStart;
          } else {
            this.started = true;
            this.state = CsvState.Unquoted;
            i--;
          }
          continue;
        case CsvState.Unquoted: {
          // Copy the run up to the next special character in one go; lists are mostly unquoted.
          let end = i;
          for (; end < text.length; end++) {
            const c = text.charCodeAt(end);
            if (c === COMMA || c === CR || c === LF || c === QUOTE) break;
          }
          if (end > i) this.append(text.slice(i, end));
          i = end;
          if (i === text.length) continue;
          const c = text.charCodeAt(i);
          if (c === COMMA) {
            this.endValue();
            this.state = CsvState.FieldStart;
          } else if (c === QUOTE) {
            this.problem(this.line, 'a double quote appears inside an unquoted value');
            this.append('"');
          } else {
            this.endRecord(out);
            this.state = c === CR ? CsvState.AfterCR : CsvState.FieldStart;
          }
          continue;
        }
        case CsvState.Quoted: {
          // Copy the run up to the next quote in one go; values can be long.
          const next = text.indexOf('"', i);
          const end = next === -1 ? text.length : next;
          const run = text.slice(i, end);
          this.append(run);
          this.line += countNewlines(run);
          i = end;
          if (next !== -1) this.state = CsvState.QuoteInQuoted;
          continue;
        }
        case CsvState.QuoteInQuoted:
          if (ch === '"') {
            this.append('"');
            this.state = CsvState.Quoted;
          } else if (ch === ',') {
            this.endValue();
            this.state = CsvState.FieldStart;
          } else if (ch === '\r' || ch === '\n') {
            this.endRecord(out);
            this.state = ch === '\r' ? CsvState.AfterCR : CsvState.FieldStart;
          } else {
            this.problem(this.recordLine, 'a closing double quote is followed by other characters');
            this.state = CsvState.Unquoted;
            i--;
          }
          continue;
      }
    }
    return out;
  }

  /** Ends the input; returns the last record when the text did not end with a line break. */
  end(): CsvRecord[] {
    if (this.state === CsvState.Quoted) {
      this.problem(this.recordLine, 'the text ends inside a quoted value');
    }
    const out: CsvRecord[] = [];
    if (this.started) this.endRecord(out);
    this.state = CsvState.FieldStart;
    return out;
  }

  /** Throws, or in tolerant mode keeps the record's first problem. */
  private problem(line: number, problem: string): void {
    if (!this.tolerant) throw new CsvSyntaxError(line, problem);
    this.syntaxError ??= new CsvSyntaxError(line, problem);
  }

  private append(text: string): void {
    if (this.value.length + text.length <= this.maxValueChars) {
      this.value += text;
      return;
    }
    this.value += text.slice(0, this.maxValueChars - this.value.length);
    const at = this.values.length;
    if (this.overlong === undefined) this.overlong = [at];
    else if (this.overlong[this.overlong.length - 1] !== at) this.overlong.push(at);
  }

  private endValue(): void {
    this.values.push(this.value);
    this.value = '';
  }

  private endRecord(out: CsvRecord[]): void {
    if (this.started) {
      this.endValue();
      // Plain records keep one shape; the extra fields only appear when there is something to say.
      if (this.overlong === undefined && this.syntaxError === undefined) {
        out.push({ values: this.values, line: this.recordLine });
      } else {
        out.push({
          values: this.values,
          line: this.recordLine,
          ...(this.overlong && { overlong: this.overlong }),
          ...(this.syntaxError && { syntaxError: this.syntaxError }),
        });
      }
    }
    // An empty line between records is not a record (it cannot be told apart from a trailing line break).
    this.values = [];
    this.value = '';
    this.started = false;
    this.overlong = undefined;
    this.syntaxError = undefined;
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
      // Column names come from the spec: each is defined as an own property, so `__proto__` is a column too
      // (an assignment would set the prototype). Rows stay plain objects, so they log and spread as usual.
      const row: Record<string, string> = {};
      this.columns.forEach((name, index) => {
        Object.defineProperty(row, name, {
          value: record.values[index] as string,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      });
      rows.push(row as Row);
    }
    return rows;
  }
}
