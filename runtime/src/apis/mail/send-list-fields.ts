/**
 * What the send-list rules look at of each record, taken from the runtime's CSV reader (features/csv/tokenize.ts)
 * without a string per value or an array per record: the header's names, and of a data row only its width,
 * whether the platform ID is one, which values are over 4000 characters, and the row's first syntax problem.
 * Checking a 300 MB list so allocates almost nothing per row (a string per value and an array per record grew
 * the heap by tens of MiB that stayed committed for the upload that follows).
 */
import type { CsvSink } from '../../features/csv/tokenize.js';

/** What the check is told of each record. */
export interface SendListRows {
  /** The first record (the header), its values cut to `maxValueChars` UTF-16 units as `CsvParser` cuts them. */
  header(values: string[]): void;
  /**
   * A data record: its width, its first syntax problem, the indexes of its values over `maxChars` code points
   * (reused between rows: read it before returning), and the platform ID's value when it is not a valid one.
   */
  row(
    width: number,
    problem: string | undefined,
    overLimit: readonly number[],
    badPlatformId: string | undefined,
  ): void;
}

export interface SendListFieldOptions {
  /** Values over this many code points are listed in `overLimit` (4000). */
  readonly maxChars: number;
  /** Header values are cut to this many UTF-16 units (the parser's `maxValueChars`). */
  readonly maxValueChars: number;
  /** Largest platform ID, as decimal text without leading zeros. */
  readonly maxPlatformId: string;
}

const ZERO = 48;
const NINE = 57;
/** The first UTF-16 units of a bad platform ID kept for its message (`value.slice(0, 40)`). */
const KEPT_UNITS = 40;

export class SendListFields implements CsvSink {
  private headerDone = false;
  private header: string[] = [];
  private platformIndex = -1;
  // The record being read.
  private index = 0;
  private problemText: string | undefined;
  private readonly overLimit: number[] = [];
  private badPlatformId: string | undefined;
  // The value being read: its UTF-16 units, the surrogate pairs among them, whether the last unit was a high one.
  private value = '';
  private units = 0;
  private pairs = 0;
  private afterHigh = false;
  // The platform ID being read: whether it is digits without a leading zero so far, and its first units.
  private digits = true;
  private readonly kept = new Uint16Array(KEPT_UNITS);

  constructor(
    private readonly rows: SendListRows,
    private readonly options: SendListFieldOptions,
  ) {}

  /** Sets the platform ID column once the header is known (-1: none). */
  setPlatformIndex(index: number): void {
    this.platformIndex = index;
  }

  problem(_line: number, problem: string): void {
    this.problemText ??= problem;
  }

  part(text: string, from: number, to: number): void {
    const at = this.units;
    this.units += to - from;
    if (!this.headerDone) {
      // Cut as the parser cuts: whole units up to the limit (half a surrogate pair may stay).
      const room = this.options.maxValueChars - this.value.length;
      if (room > 0) this.value += text.slice(from, Math.min(to, from + room));
      return;
    }
    if (this.index === this.platformIndex) {
      for (let i = from; i < to; i++) {
        const c = text.charCodeAt(i);
        const unit = at + i - from;
        if (c < ZERO || c > NINE || (unit === 0 && c === ZERO)) this.digits = false;
        if (unit < KEPT_UNITS) this.kept[unit] = c;
        else if (!this.digits) break;
      }
      return;
    }
    // Characters are code points: a high surrogate followed by a low one is one.
    let afterHigh = this.afterHigh;
    let pairs = 0;
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0xdc00 && c <= 0xdfff && afterHigh) {
        pairs++;
        afterHigh = false;
      } else afterHigh = c >= 0xd800 && c <= 0xdbff;
    }
    this.pairs += pairs;
    this.afterHigh = afterHigh;
  }

  endValue(): void {
    if (!this.headerDone) {
      this.header.push(this.value);
      this.value = '';
    } else if (this.index === this.platformIndex) {
      // Platform IDs: 1 to 19 digits without a leading zero, and a 19-digit one at most the largest.
      if (!(this.digits && this.units >= 1 && this.units <= 19 && (this.units < 19 || this.notAboveMax()))) {
        this.badPlatformId = String.fromCharCode(...this.kept.subarray(0, Math.min(this.units, KEPT_UNITS)));
      }
    } else if (this.units - this.pairs > this.options.maxChars) {
      this.overLimit.push(this.index);
    }
    this.index++;
    this.units = 0;
    this.pairs = 0;
    this.afterHigh = false;
    this.digits = true;
  }

  endRecord(): void {
    if (!this.headerDone) {
      this.headerDone = true;
      const values = this.header;
      this.header = [];
      this.rows.header(values);
    } else {
      this.rows.row(this.index, this.problemText, this.overLimit, this.badPlatformId);
    }
    this.index = 0;
    this.problemText = undefined;
    this.badPlatformId = undefined;
    this.overLimit.length = 0;
  }

  private notAboveMax(): boolean {
    const max = this.options.maxPlatformId;
    for (let i = 0; i < max.length; i++) {
      const d = this.kept[i] as number;
      const m = max.charCodeAt(i);
      if (d !== m) return d < m;
    }
    return true;
  }
}
