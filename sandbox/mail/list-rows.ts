/**
 * Registered send lists kept compactly: a list may be 300,000,000 bytes (uploadSendList in specs/mail.yaml), some ten
 * million rows, far too many for a JS object a row. A list is kept as the bytes that were uploaded plus the byte
 * offset where each row starts (4 bytes a row), and a recipient is read again from its row when it is needed.
 * Only lists that passed every check are kept (valid UTF-8, no CSV syntax problem, every row as wide as the
 * header), so a row read on its own gives exactly the values a parse of the whole list gives.
 */
import { ListCsvReader } from './csv-reader.js';
import type { Recipient, Recipients } from './deliveries.js';

const LF = 10;
const CR = 13;
const QUOTE = 34;
const BOM = [0xef, 0xbb, 0xbf];

/**
 * Collects an upload chunk by chunk and notes where each record starts, the way the list reader splits them: a
 * record ends at CR, LF or CRLF outside quotes, and empty lines are no records. In a list without syntax
 * problems every double quote opens, closes or doubles inside a quoted value, so flipping "inside quotes" at each
 * one tracks the reader exactly; bytes of multi-byte UTF-8 characters are never quotes or line breaks. A leading
 * UTF-8 byte order mark is no text (the list check's decoder drops it), so it starts no record: otherwise a list
 * opening with a mark and an empty line would count the mark as the header and the header as a recipient.
 */
export class ListBytes {
  private chunks: Buffer[] = [];
  private size = 0;
  private starts = new Uint32Array(4096);
  private records = 0;
  private quoted = false;
  private inRecord = false;
  /** Leading bytes that matched the byte order mark so far (chunks may split it); -1 once that is settled. */
  private bomMatched = 0;

  push(chunk: Buffer): void {
    let i = 0;
    for (; this.bomMatched >= 0 && i < chunk.length; i++) {
      if (chunk[i] !== BOM[this.bomMatched]) {
        this.noBom();
        break;
      }
      if (++this.bomMatched === BOM.length) this.bomMatched = -1;
    }
    for (; i < chunk.length; i++) {
      const byte = chunk[i];
      if (this.quoted) {
        if (byte === QUOTE) this.quoted = false;
      } else if (byte === LF || byte === CR) {
        this.inRecord = false;
      } else {
        if (!this.inRecord) {
          this.inRecord = true;
          this.recordStart(this.size + i);
        }
        if (byte === QUOTE) this.quoted = true;
      }
    }
    this.chunks.push(chunk);
    this.size += chunk.length;
  }

  /** Forgets what was collected (a list that fails keeps no rows). */
  clear(): void {
    this.chunks = [];
    this.starts = new Uint32Array(0);
    this.records = 0;
  }

  /** The data rows (the first record is the header) under the header's column names. */
  finish(columns: readonly string[]): ListRecipients {
    if (this.bomMatched > 0) this.noBom();
    const rowStarts = this.starts.slice(Math.min(1, this.records), this.records);
    return new ListRecipients(this.chunks, this.size, rowStarts, columns);
  }

  /** The first bytes only began like a byte order mark: they are text and start the first record. */
  private noBom(): void {
    if (this.bomMatched > 0) {
      this.inRecord = true;
      this.recordStart(0);
    }
    this.bomMatched = -1;
  }

  private recordStart(offset: number): void {
    if (this.records === this.starts.length) {
      const grown = new Uint32Array(this.starts.length * 2);
      grown.set(this.starts);
      this.starts = grown;
    }
    this.starts[this.records++] = offset;
  }
}

/** The recipients of a stored list, read from their rows on demand. */
export class ListRecipients implements Recipients {
  /** Offset of each chunk in the list, for finding the chunk that holds a byte. */
  private readonly chunkStarts: number[] = [];

  constructor(
    private readonly chunks: readonly Buffer[],
    private readonly size: number,
    private readonly rowStarts: Uint32Array,
    readonly columns: readonly string[],
  ) {
    let offset = 0;
    for (const chunk of chunks) {
      this.chunkStarts.push(offset);
      offset += chunk.length;
    }
  }

  get length(): number {
    return this.rowStarts.length;
  }

  at(index: number): Recipient | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.rowStarts.length) return undefined;
    const values = parseRecord(this.text(this.rowStarts[index] ?? 0, this.rowStarts[index + 1] ?? this.size));
    const recipient: Record<string, string> = {};
    this.columns.forEach((name, i) => {
      recipient[name] = values[i] ?? '';
    });
    return recipient;
  }

  /** The text of bytes `start` to `end`, which may span chunks. */
  private text(start: number, end: number): string {
    let low = 0;
    let high = this.chunkStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.chunkStarts[mid] ?? 0) <= start) low = mid;
      else high = mid - 1;
    }
    const first = this.chunks[low] as Buffer;
    const base = this.chunkStarts[low] ?? 0;
    if (end - base <= first.length) return first.toString('utf8', start - base, end - base);
    const pieces: Buffer[] = [];
    for (let c = low; c < this.chunks.length && (this.chunkStarts[c] ?? 0) < end; c++) {
      const chunk = this.chunks[c] as Buffer;
      const from = this.chunkStarts[c] ?? 0;
      pieces.push(chunk.subarray(Math.max(0, start - from), Math.min(chunk.length, end - from)));
    }
    return Buffer.concat(pieces).toString('utf8');
  }
}

/** The values of one record (with whatever line breaks follow it). Most rows hold no quotes: split them. */
function parseRecord(text: string): string[] {
  if (!text.includes('"')) {
    let end = text.length;
    while (end > 0 && (text.charCodeAt(end - 1) === LF || text.charCodeAt(end - 1) === CR)) end--;
    return text.slice(0, end).split(',');
  }
  const reader = new ListCsvReader();
  const [record] = [...reader.read(text), ...reader.end()];
  return record === undefined ? [] : [...record.values];
}
