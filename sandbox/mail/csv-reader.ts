/**
 * The sandbox's own reader of uploaded send lists (uploadSendList in specs/mail.yaml: RFC 4180 values, records
 * ending in CRLF, LF or CR, empty lines no records). It shares no code with the client's CSV parser, so a list
 * the client builds or checks is read here independently, as the service would. Text arrives in chunks split
 * anywhere; a syntax problem does not stop reading: the record keeps its first problem and every record is still
 * counted, since a list that breaks a rule still registers (status FAIL) with its row count.
 */

export interface ListRecord {
  readonly values: readonly string[];
  /** The record's first syntax problem, in the sandbox's words; absent when it has none. */
  readonly problem?: string;
}

const enum At {
  /** Before the first character of a value. */
  ValueStart,
  /** In a value without quotes. */
  Plain,
  /** Between the quotes of a quoted value. */
  InQuotes,
  /** Right after a quote inside a quoted value: the value's end, or the first of a doubled quote. */
  AfterQuote,
  /** Right after a CR that ended a record: an LF here belongs to it. */
  AfterCr,
}

/** Comma, CR, LF and the double quote: where a plain value may end or go wrong. */
const isSpecial = (code: number): boolean => code === 44 || code === 13 || code === 10 || code === 34;

export class ListCsvReader {
  private at = At.ValueStart;
  private values: string[] = [];
  private value = '';
  private problem: string | undefined;
  /** Whether the record has begun: an empty line has no value at all. */
  private begun = false;

  /**
   * `maxValueLength`: the longest value kept, in UTF-16 units; longer ones are cut there (a list value over
   * the limit fails its rule whatever follows, and a cut keeps a huge value from filling memory).
   */
  constructor(private readonly maxValueLength = Infinity) {}

  /** Reads a chunk of text; returns the records it completed. */
  read(text: string): ListRecord[] {
    const done: ListRecord[] = [];
    let i = 0;
    while (i < text.length) {
      const char = text[i] as string;
      if (this.at === At.AfterCr) {
        this.at = At.ValueStart;
        if (char === '\n') i++;
        continue;
      }
      if (this.at === At.InQuotes) {
        // Everything up to the next quote belongs to the value: lists are large, so it is taken in one piece.
        const quote = text.indexOf('"', i);
        this.add(text.slice(i, quote === -1 ? text.length : quote));
        if (quote === -1) break;
        this.at = At.AfterQuote;
        i = quote + 1;
        continue;
      }
      if (this.at === At.AfterQuote && char !== ',' && char !== '\r' && char !== '\n') {
        if (char === '"') {
          this.add('"');
          this.at = At.InQuotes;
        } else {
          this.note('characters follow the closing quote of a quoted value');
          this.at = At.Plain;
          this.add(char);
        }
        i++;
        continue;
      }
      if (char === ',') {
        this.begun = true;
        this.endValue();
      } else if (char === '\r' || char === '\n') {
        this.endRecord(done);
        this.at = char === '\r' ? At.AfterCr : At.ValueStart;
      } else if (char === '"' && this.at === At.ValueStart) {
        this.begun = true;
        this.at = At.InQuotes;
      } else {
        if (char === '"') this.note('a quote stands inside a value that does not start with one');
        this.begun = true;
        this.at = At.Plain;
        // The rest of a plain value, up to the next comma, line break or quote, in one piece.
        let end = i + 1;
        while (end < text.length && !isSpecial(text.charCodeAt(end))) end++;
        this.add(text.slice(i, end));
        i = end;
        continue;
      }
      i++;
    }
    return done;
  }

  /** The end of the text: the last record, when no line break followed it. */
  end(): ListRecord[] {
    if (this.at === At.InQuotes) this.note('a quoted value is not closed before the list ends');
    const done: ListRecord[] = [];
    this.endRecord(done);
    this.at = At.ValueStart;
    return done;
  }

  private add(text: string): void {
    if (this.value.length < this.maxValueLength) this.value += text.slice(0, this.maxValueLength - this.value.length);
  }

  private note(problem: string): void {
    this.problem ??= problem;
  }

  private endValue(): void {
    this.values.push(this.value);
    this.value = '';
    this.at = At.ValueStart;
  }

  private endRecord(done: ListRecord[]): void {
    if (this.begun) {
      this.endValue();
      done.push(this.problem === undefined ? { values: this.values } : { values: this.values, problem: this.problem });
    }
    this.values = [];
    this.value = '';
    this.problem = undefined;
    this.begun = false;
  }
}
