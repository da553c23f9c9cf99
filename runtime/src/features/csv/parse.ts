/**
 * Records of CSV text as strings, pushed chunk by chunk (chunks may split anywhere) through the runtime's one
 * reader (tokenize.ts); complete records come out at once, so a report can be streamed with constant memory.
 */
import { CsvTokenizer, type CsvSink } from './tokenize.js';

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

/** Records as strings, from the tokenizer's parts: the reader of reports and of anything that wants values. */
export class CsvParser implements CsvSink {
  private readonly tokenizer = new CsvTokenizer(this);
  private value = '';
  private values: string[] = [];
  private readonly maxValueChars: number;
  private readonly tolerant: boolean;
  private overlong: number[] | undefined;
  private syntaxError: CsvSyntaxError | undefined;
  private out: CsvRecord[] = [];

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
    this.tokenizer.push(text);
    return this.take();
  }

  /** Ends the input; returns the last record when the text did not end with a line break. */
  end(): CsvRecord[] {
    this.tokenizer.end();
    return this.take();
  }

  private take(): CsvRecord[] {
    const out = this.out;
    this.out = [];
    return out;
  }

  /** Throws, or in tolerant mode keeps the record's first problem. */
  problem(line: number, problem: string): void {
    if (!this.tolerant) throw new CsvSyntaxError(line, problem);
    this.syntaxError ??= new CsvSyntaxError(line, problem);
  }

  part(text: string, from: number, to: number): void {
    if (this.value.length + (to - from) <= this.maxValueChars) {
      this.value += text.slice(from, to);
      return;
    }
    this.value += text.slice(from, from + this.maxValueChars - this.value.length);
    const at = this.values.length;
    if (this.overlong === undefined) this.overlong = [at];
    else if (this.overlong[this.overlong.length - 1] !== at) this.overlong.push(at);
  }

  endValue(): void {
    this.values.push(this.value);
    this.value = '';
  }

  endRecord(line: number): void {
    // Plain records keep one shape; the extra fields only appear when there is something to say.
    if (this.overlong === undefined && this.syntaxError === undefined) {
      this.out.push({ values: this.values, line });
    } else {
      this.out.push({
        values: this.values,
        line,
        ...(this.overlong && { overlong: this.overlong }),
        ...(this.syntaxError && { syntaxError: this.syntaxError }),
      });
    }
    this.values = [];
    this.overlong = undefined;
    this.syntaxError = undefined;
  }
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
