/**
 * Checks an uploaded send list while it streams in (uploadSendList in specs/mail.yaml, rules 1 to 6). A violation does
 * not refuse the upload: the list registers with status FAIL and an errorMessage that names the rule and row.
 * Rule 2 (the address column) can only be judged at reservation, where error 10027 reports it.
 */
import { charLength } from './addresses.js';
import { ListCsvReader, type ListRecord } from './csv-reader.js';
import { isValidPlatformId, isValidPropertyName, PLATFORM_ID } from './recipient-rules.js';

/** Longest embedded-command value: 4000 characters, counted in code points (section 6 rule 6). */
export const MAX_VALUE_CHARS = 4000;
/**
 * The reader cuts values by UTF-16 units. A value of 4000 code points has at most 8000 units, so nothing valid is
 * cut at 8001, and a cut value of 8001 units has at least 4001 code points: it is over the limit anyway.
 */
const MAX_VALUE_UNITS = 2 * MAX_VALUE_CHARS + 1;

export interface ListCheckResult {
  readonly columns: readonly string[];
  /** Data rows, header excluded. */
  readonly rowCount: number;
  /** Why registration fails, or undefined when it succeeds. */
  readonly failure: string | undefined;
}

export class SendListCheck {
  private columns: string[] | undefined;
  private failure: string | undefined;
  private platformIdAt = -1;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  // A syntax problem fails the list, but every row is still counted.
  private readonly reader = new ListCsvReader(MAX_VALUE_UNITS);
  /** Records read so far, the header included. */
  private records = 0;
  /** First syntax problem, with its data row (the header is row 0). */
  private syntax: { readonly row: number; readonly problem: string } | undefined;

  private fail(message: string): void {
    this.failure ??= message;
  }

  private take(records: readonly ListRecord[]): void {
    for (const record of records) {
      const n = this.records++;
      if (record.problem !== undefined) this.syntax ??= { row: n, problem: record.problem };
      if (this.columns === undefined) this.header(record);
      else this.row(record, n, this.columns);
    }
  }

  private row(row: ListRecord, n: number, columns: readonly string[]): void {
    if (this.failure !== undefined) return;
    if (row.values.length !== columns.length) {
      this.fail(
        `rule 5 (row ${n}): the row has ${row.values.length} values but the header has ${columns.length} columns.`,
      );
      return;
    }
    const platformId = row.values[this.platformIdAt] ?? '';
    if (platformId === '') {
      this.fail(`rule 1 (row ${n}): the row has no ${PLATFORM_ID} value.`);
    } else if (!isValidPlatformId(platformId)) {
      this.fail(`rule 1 (row ${n}): ${PLATFORM_ID} must be an integer from 1 to 9223372036854775807.`);
    } else {
      const at = row.values.findIndex((value) => isOverlong(value));
      if (at >= 0)
        this.fail(`rule 6 (row ${n}): the value of column ${columns[at] ?? ''} is over ${MAX_VALUE_CHARS} characters.`);
    }
  }

  private header(row: ListRecord): void {
    this.columns = [...row.values];
    const seen = new Set<string>();
    for (const name of this.columns) {
      if (seen.has(name)) this.fail(`rule 4 (header): the column name ${name} appears more than once.`);
      seen.add(name);
    }
    const bad = this.columns.find((name) => !isValidPropertyName(name));
    if (bad !== undefined)
      this.fail(`rule 3 (header): the column name "${bad.slice(0, 80)}" violates the naming rule.`);
    this.platformIdAt = this.columns.indexOf(PLATFORM_ID);
    if (this.platformIdAt < 0) this.fail(`rule 1 (header): the header has no ${PLATFORM_ID} column.`);
  }

  /** Whether rows still matter (once registration has failed only counting goes on). */
  get failed(): boolean {
    return this.failure !== undefined || this.syntax !== undefined;
  }

  push(bytes: Uint8Array): void {
    let text: string;
    try {
      text = this.decoder.decode(bytes, { stream: true });
    } catch {
      this.fail('The list is not valid UTF-8.');
      return;
    }
    this.take(this.reader.read(text));
  }

  finish(): ListCheckResult {
    try {
      this.take(this.reader.read(this.decoder.decode()));
    } catch {
      this.fail('The list is not valid UTF-8.');
    }
    this.take(this.reader.end());
    if (this.columns === undefined) this.fail('rule 1 (header): the list is empty; a header row is required.');
    const syntax = this.syntax;
    const failure = this.failure ?? (syntax && `CSV format (row ${syntax.row}): ${syntax.problem}.`);
    return { columns: this.columns ?? [], rowCount: Math.max(0, this.records - 1), failure };
  }
}

/** Rule 6: over 4000 code points. Only a value of over 4000 UTF-16 units can be, so most are not counted. */
function isOverlong(value: string): boolean {
  return value.length > MAX_VALUE_CHARS && charLength(value) > MAX_VALUE_CHARS;
}
