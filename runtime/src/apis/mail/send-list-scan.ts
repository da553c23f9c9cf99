/**
 * The CSV reading of the streamed send-list check without a string per value or an array per record. The rules
 * need the header's names, and of a data row only its width, whether the platform ID is one, which values are
 * over 4000 characters, and the row's first syntax problem: this scanner keeps exactly that, in a few numbers
 * and one small reused buffer, so checking a 300 MB list allocates almost nothing per row (a string per value
 * and an array per record grew the heap by tens of MiB that stayed committed for the upload that follows).
 *
 * It reads what `CsvParser` reads (RFC 4180 with its tolerant mode) from the code points the UTF-8 decoder of
 * `TextDecoder` would produce (WHATWG: one U+FFFD per maximal ill-formed subsequence, a leading BOM dropped),
 * or from text; test/runtime/send-list-scan.test.ts holds it to the parser and TextDecoder on random input.
 */

import { COMMA, CR, CsvState, LF, QUOTE } from '../../features/csv/parse.js';

/** What the check is told of each record. */
export interface ScannedRows {
  /** The first record (the header), its values cut to `maxValueChars` UTF-16 units as the parser cuts them. */
  header(values: string[]): void;
  /**
   * A data record: its width, its first syntax problem, the indexes of its values over `maxChars` code points
   * (reused between rows: read it before returning), and the platform ID's value when it is not a valid one.
   * Returns false to stop scanning.
   */
  row(
    width: number,
    problem: string | undefined,
    overLimit: readonly number[],
    badPlatformId: string | undefined,
  ): boolean;
}

const REPLACEMENT = 0xfffd;
const BOM = 0xfeff;
const ZERO = 48;
const NINE = 57;
/** Bytes that end a plain ASCII run: non-ASCII, and the quote (inside quotes), or the quote, comma and line breaks. */
const STOPS_QUOTED = new Uint8Array(256).fill(1, 0x80);
STOPS_QUOTED[QUOTE] = 1;
const STOPS_UNQUOTED = STOPS_QUOTED.slice();
STOPS_UNQUOTED[COMMA] = STOPS_UNQUOTED[CR] = STOPS_UNQUOTED[LF] = 1;
/** The first UTF-16 units of a bad platform ID kept for its message (`value.slice(0, 40)`). */
const KEPT_UNITS = 40;

export interface SendListScanOptions {
  /** Values over this many code points are listed in `overLimit` (4000). */
  readonly maxChars: number;
  /** Header values are cut to this many UTF-16 units (the parser's `maxValueChars`). */
  readonly maxValueChars: number;
  /** Largest platform ID, as decimal text without leading zeros. */
  readonly maxPlatformId: string;
}

export class SendListScanner {
  private state: CsvState = CsvState.FieldStart;
  private started = false;
  private stopped = false;
  private headerDone = false;
  private platformIndex = -1;
  // The record being read.
  private index = 0;
  private problem: string | undefined;
  private readonly overLimit: number[] = [];
  // The value being read.
  private chars = 0;
  private units = 0;
  /** The header's value as UTF-16 units (header only). */
  private headerUnits: number[] = [];
  private headerValues: string[] = [];
  // The platform ID being read: whether it is digits without a leading zero so far, and its first units.
  private digits = true;
  private readonly kept = new Uint16Array(KEPT_UNITS);
  // UTF-8 decoding (WHATWG): the code point so far, bytes still needed, bytes seen, the next byte's bounds.
  private cp = 0;
  private needed = 0;
  private seen = 0;
  private lower = 0x80;
  private upper = 0xbf;
  private bomChecked = false;
  /** A high surrogate at the end of a text chunk, waiting for its low half. */
  private pendingHigh = -1;

  constructor(
    private readonly rows: ScannedRows,
    private readonly options: SendListScanOptions,
  ) {}

  /** Sets the platform ID column once the header is known (-1: none). */
  setPlatformIndex(index: number): void {
    this.platformIndex = index;
  }

  /** UTF-8 bytes, split anywhere. */
  pushBytes(bytes: Uint8Array): void {
    const n = bytes.length;
    for (let i = 0; i < n && !this.stopped; i++) {
      // A run of plain ASCII inside a value, taken in one go without a call per byte: lists are mostly such runs.
      if (this.needed === 0 && (this.state === CsvState.Unquoted || this.state === CsvState.Quoted)) {
        const stop = this.state === CsvState.Quoted ? STOPS_QUOTED : STOPS_UNQUOTED;
        let end = i;
        while (end < n && (stop[bytes[end] as number] as number) === 0) end++;
        this.appendAscii(bytes, i, end);
        i = end;
        if (i === n) break;
      }
      const b = bytes[i] as number;
      if (this.needed === 0) {
        if (b < 0x80) {
          this.bomChecked = true;
          this.char(b, 1);
        } else if (b >= 0xc2 && b <= 0xdf) {
          this.needed = 1;
          this.cp = b & 0x1f;
        } else if (b >= 0xe0 && b <= 0xef) {
          if (b === 0xe0) this.lower = 0xa0;
          else if (b === 0xed) this.upper = 0x9f;
          this.needed = 2;
          this.cp = b & 0xf;
        } else if (b >= 0xf0 && b <= 0xf4) {
          if (b === 0xf0) this.lower = 0x90;
          else if (b === 0xf4) this.upper = 0x8f;
          this.needed = 3;
          this.cp = b & 0x7;
        } else {
          this.decoded(REPLACEMENT);
        }
        continue;
      }
      if (b < this.lower || b > this.upper) {
        this.resetDecoder();
        this.decoded(REPLACEMENT);
        i--;
        continue;
      }
      this.lower = 0x80;
      this.upper = 0xbf;
      this.cp = (this.cp << 6) | (b & 0x3f);
      if (++this.seen === this.needed) {
        const cp = this.cp;
        this.resetDecoder();
        this.decoded(cp);
      }
    }
  }

  /** Text, split anywhere (a surrogate pair too). */
  pushText(text: string): void {
    const n = text.length;
    for (let i = 0; i < n && !this.stopped; i++) {
      const u = text.charCodeAt(i);
      if (this.pendingHigh !== -1) {
        const high = this.pendingHigh;
        this.pendingHigh = -1;
        if (u >= 0xdc00 && u <= 0xdfff) {
          this.char(((high - 0xd800) << 10) + (u - 0xdc00) + 0x10000, 2);
          continue;
        }
        this.char(high, 1);
        if (this.stopped) return;
      }
      if (u >= 0xd800 && u <= 0xdbff) this.pendingHigh = u;
      else this.char(u, 1);
    }
  }

  /** The input ended: flushes the decoder and the last record. */
  end(): void {
    if (this.needed !== 0) {
      this.resetDecoder();
      this.decoded(REPLACEMENT);
    }
    if (this.pendingHigh !== -1) {
      const high = this.pendingHigh;
      this.pendingHigh = -1;
      this.char(high, 1);
    }
    if (this.stopped) return;
    if (this.state === CsvState.Quoted) this.note('the text ends inside a quoted value');
    if (this.started) this.endRecord();
    this.state = CsvState.FieldStart;
  }

  private resetDecoder(): void {
    this.cp = 0;
    this.needed = 0;
    this.seen = 0;
    this.lower = 0x80;
    this.upper = 0xbf;
  }

  /** A code point from the decoder: TextDecoder drops a BOM that starts the stream. */
  private decoded(cp: number): void {
    if (!this.bomChecked) {
      this.bomChecked = true;
      if (cp === BOM) return;
    }
    this.char(cp, cp > 0xffff ? 2 : 1);
  }

  /** One code point of `units` UTF-16 units, through CsvParser's states. */
  private char(c: number, units: number): void {
    for (;;) {
      switch (this.state) {
        case CsvState.AfterCR:
          this.state = CsvState.FieldStart;
          if (c === LF) return;
          continue;
        case CsvState.FieldStart:
          if (c === QUOTE) {
            this.started = true;
            this.state = CsvState.Quoted;
          } else if (c === COMMA) {
            this.started = true;
            this.endValue();
          } else if (c === CR || c === LF) {
            this.endRecord();
            this.state = c === CR ? CsvState.AfterCR : CsvState.FieldStart;
          } else {
            this.started = true;
            this.state = CsvState.Unquoted;
            continue;
          }
          return;
        case CsvState.Unquoted:
          if (!this.separator(c)) {
            if (c === QUOTE) this.note('a double quote appears inside an unquoted value');
            this.append(c, units);
          }
          return;
        case CsvState.Quoted:
          if (c === QUOTE) this.state = CsvState.QuoteInQuoted;
          else this.append(c, units);
          return;
        case CsvState.QuoteInQuoted:
          if (c === QUOTE) {
            this.append(c, units);
            this.state = CsvState.Quoted;
          } else if (!this.separator(c)) {
            this.note('a closing double quote is followed by other characters');
            this.state = CsvState.Unquoted;
            continue;
          }
          return;
      }
    }
  }

  /** A comma or a line break outside quotes ends the value or the record; false for any other character. */
  private separator(c: number): boolean {
    if (c === COMMA) {
      this.endValue();
      this.state = CsvState.FieldStart;
      return true;
    }
    if (c !== CR && c !== LF) return false;
    this.endRecord();
    this.state = c === CR ? CsvState.AfterCR : CsvState.FieldStart;
    return true;
  }

  private note(problem: string): void {
    this.problem ??= problem;
  }

  private append(c: number, units: number): void {
    const at = this.units;
    this.chars++;
    this.units += units;
    if (!this.headerDone) {
      // Cut as the parser cuts: whole units up to the limit (half a surrogate pair may stay).
      const room = this.options.maxValueChars - at;
      if (room <= 0) return;
      if (units === 1) this.headerUnits.push(c);
      else {
        const v = c - 0x10000;
        this.headerUnits.push(0xd800 + (v >> 10));
        if (room > 1) this.headerUnits.push(0xdc00 + (v & 0x3ff));
      }
      return;
    }
    if (this.index !== this.platformIndex) return;
    if (c < ZERO || c > NINE || (at === 0 && c === ZERO)) this.digits = false;
    if (units === 1) {
      if (at < KEPT_UNITS) this.kept[at] = c;
    } else {
      const v = c - 0x10000;
      if (at < KEPT_UNITS) this.kept[at] = 0xd800 + (v >> 10);
      if (at + 1 < KEPT_UNITS) this.kept[at + 1] = 0xdc00 + (v & 0x3ff);
    }
  }

  /**
   * `append` of each byte of `bytes[from..to)`, all ASCII. Only the header (up to its cut) and the first units of
   * the platform ID (a longer one is not one) need to see them; every other byte is only counted.
   */
  private appendAscii(bytes: Uint8Array, from: number, to: number): void {
    let i = from;
    if (!this.headerDone) {
      const last = Math.min(to, from + Math.max(0, this.options.maxValueChars - this.units));
      for (; i < last; i++) this.append(bytes[i] as number, 1);
    } else if (this.index === this.platformIndex) {
      for (; i < to && this.units < KEPT_UNITS; i++) this.append(bytes[i] as number, 1);
    }
    this.chars += to - i;
    this.units += to - i;
  }

  private endValue(): void {
    if (!this.headerDone) {
      this.headerValues.push(unitsToString(this.headerUnits));
      this.headerUnits = [];
    } else if (this.index === this.platformIndex) {
      // Platform IDs: 1 to 19 digits without a leading zero, and a 19-digit one at most the largest.
      if (!(this.digits && this.units >= 1 && this.units <= 19 && (this.units < 19 || this.notAboveMax()))) {
        this.badPlatformId = String.fromCharCode(...this.kept.subarray(0, Math.min(this.units, KEPT_UNITS)));
      }
    } else if (this.chars > this.options.maxChars) {
      this.overLimit.push(this.index);
    }
    this.index++;
    this.chars = 0;
    this.units = 0;
    this.digits = true;
  }

  private badPlatformId: string | undefined;

  private notAboveMax(): boolean {
    const max = this.options.maxPlatformId;
    for (let i = 0; i < max.length; i++) {
      const d = this.kept[i] as number;
      const m = max.charCodeAt(i);
      if (d !== m) return d < m;
    }
    return true;
  }

  private endRecord(): void {
    if (this.started) {
      this.endValue();
      if (!this.headerDone) {
        this.headerDone = true;
        const values = this.headerValues;
        this.headerValues = [];
        this.rows.header(values);
      } else if (!this.rows.row(this.index, this.problem, this.overLimit, this.badPlatformId)) {
        this.stopped = true;
      }
    }
    // An empty line between records is not a record (it cannot be told apart from a trailing line break).
    this.started = false;
    this.index = 0;
    this.chars = 0;
    this.units = 0;
    this.digits = true;
    this.problem = undefined;
    this.badPlatformId = undefined;
    this.overLimit.length = 0;
    // Not a fresh array per record: the header's units are only collected before the header is done.
    if (this.headerUnits.length > 0) this.headerUnits = [];
  }
}

function unitsToString(units: readonly number[]): string {
  let text = '';
  // In slices: spreading a long header value into one call could pass too many arguments.
  for (let at = 0; at < units.length; at += 4096) text += String.fromCharCode(...units.slice(at, at + 4096));
  return text;
}
