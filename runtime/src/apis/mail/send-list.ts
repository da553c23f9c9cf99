/**
 * Local check of a send list against the six rules of the `uploadSendList` operation of specs/mail.yaml (rule 3
 * with the naming rule of the `Recipient` schema), so a bad list fails at once with row and column instead of
 * as a FAIL status minutes after the upload. The check is incremental: uploads feed it chunk by chunk with
 * constant memory.
 */
import { csvColumns, recordValues, type CsvUploadRecord } from '../../features/csv/build.js';
import type { CsvRecord } from '../../features/csv/parse.js';
import { CsvTokenizer } from '../../features/csv/tokenize.js';
import { SendListFields } from './send-list-fields.js';
import { SendListValidationError, type SendListIssue } from './send-list-error.js';
import { DEFAULT_MAX_SEND_LIST_ISSUES, SEND_LIST_RULES } from './send-list-rules.js';

/** A record of a send list: column name -> value (platform IDs as decimal strings or bigints). */
export type SendListRecord = CsvUploadRecord;

export interface SendListValidationOptions {
  /** The address column, later given as deliveryMailAddressPropertyName (rule 2); unchecked when absent. */
  readonly addressColumn?: string;
  /** Stop after this many issues; default `DEFAULT_MAX_SEND_LIST_ISSUES` (100). */
  readonly maxIssues?: number;
}

/** A send list as CSV text or bytes, as header + rows, or as records (with an optional column order). */
export type SendListInput =
  | string
  | Uint8Array
  | { readonly header: readonly string[]; readonly rows: Iterable<readonly string[]> }
  | { readonly records: readonly SendListRecord[]; readonly columns?: readonly string[] };

const PROPERTY_NAME = /^Customer\.[A-Za-z_][A-Za-z0-9_]*$/;
const DECIMAL_ID = /^[1-9][0-9]{0,18}$/;
const {
  platformIdColumn: PLATFORM_ID,
  maxPlatformId,
  maxPropertyNameChars: MAX_NAME,
  maxValueChars: MAX_VALUE,
} = SEND_LIST_RULES;

/**
 * Whether a value is over the 4000-character limit (rule 6). Characters are code points, as in JSON Schema's
 * maxLength (an emoji is one); a string of at most 4000 UTF-16 units never is over, so most are not counted.
 */
function overLimit(value: string): boolean {
  return value.length > MAX_VALUE && [...value].length > MAX_VALUE;
}

const MAX_ID_TEXT = maxPlatformId.toString();

/**
 * Platform IDs are integers 1..2^63-1, kept as decimal strings (the spec's `PlatformId`). Without leading zeros,
 * a shorter decimal is smaller and one as long compares as text, so no BigInt is made per row.
 */
export function isValidPlatformId(value: string): boolean {
  return DECIMAL_ID.test(value) && (value.length < MAX_ID_TEXT.length || value <= MAX_ID_TEXT);
}

/** The rules, applied record by record: the header first, then the data rows. */
export class SendListChecker {
  readonly issues: SendListIssue[] = [];
  private readonly maxIssues: number;
  private header: readonly string[] | undefined;
  private platformIndex = -1;
  private row = 0;

  constructor(private readonly options: SendListValidationOptions = {}) {
    this.maxIssues = options.maxIssues ?? DEFAULT_MAX_SEND_LIST_ISSUES;
  }

  /** Whether the issue limit is reached; later records are not looked at. */
  get full(): boolean {
    return this.issues.length >= this.maxIssues;
  }

  /** One parsed record. `overlong` lists values the parser cut because they were over the limit. */
  record(values: readonly string[], extra: Pick<CsvRecord, 'overlong' | 'syntaxError'> = {}): void {
    if (this.full) return;
    if (this.header === undefined) {
      this.checkHeader(values);
      return;
    }
    const row = this.startRow(values.length, extra.syntaxError?.problem);
    if (row === undefined) return;
    for (let index = 0; index < values.length; index++) {
      const value = values[index] as string;
      if (index === this.platformIndex) {
        if (!isValidPlatformId(value)) this.badPlatformId(row, index, value);
      } else if (extra.overlong?.includes(index) || overLimit(value)) {
        this.valueTooLong(row, index);
      }
    }
  }

  /**
   * A data row as `SendListFields` reads it (width, first syntax problem, values over the limit, a bad
   * platform ID): the same issues in the same order as `record`. Returns false once no more rows are looked at.
   */
  scannedRow(
    width: number,
    problem: string | undefined,
    tooLong: readonly number[],
    badPlatformId: string | undefined,
  ): boolean {
    if (this.full) return false;
    const row = this.startRow(width, problem);
    if (row === undefined) return !this.full;
    let platformDone = badPlatformId === undefined;
    for (let at = 0; at < tooLong.length; at++) {
      const index = tooLong[at] as number;
      if (!platformDone && this.platformIndex < index) {
        this.badPlatformId(row, this.platformIndex, badPlatformId as string);
        platformDone = true;
      }
      this.valueTooLong(row, index);
    }
    if (!platformDone) this.badPlatformId(row, this.platformIndex, badPlatformId as string);
    return !this.full;
  }

  /** The platform ID column's index once the header is seen, else -1. */
  get platformColumn(): number {
    return this.platformIndex;
  }

  /** Counts a data row; its number, or undefined when it breaks rule 5 (unreadable, or the wrong width). */
  private startRow(width: number, problem: string | undefined): number | undefined {
    const header = this.header as readonly string[];
    const row = ++this.row;
    if (problem !== undefined) {
      this.add({ rule: 5, row, column: undefined, message: `row ${row} cannot be read (${problem})` });
      return undefined;
    }
    if (width !== header.length) {
      this.add({
        rule: 5,
        row,
        column: undefined,
        message: `row ${row} has ${width} values but the header has ${header.length} columns`,
      });
      return undefined;
    }
    return row;
  }

  private badPlatformId(row: number, index: number, value: string): void {
    const column = (this.header as readonly string[])[index] as string;
    this.add({
      rule: 1,
      row,
      column,
      message: `row ${row}, column ${column}: "${value.slice(0, 40)}" is not an integer from 1 to ${maxPlatformId}`,
    });
  }

  private valueTooLong(row: number, index: number): void {
    const column = (this.header as readonly string[])[index] as string;
    this.add({
      rule: 6,
      row,
      column,
      message: `row ${row}, column ${column}: the value has more than ${MAX_VALUE} characters`,
    });
  }

  /** Ends the list; returns every issue found. */
  finish(): SendListIssue[] {
    if (this.header === undefined) {
      this.add({ rule: 1, row: undefined, column: PLATFORM_ID, message: 'the list is empty and has no header row' });
    }
    return this.issues.slice(0, this.maxIssues);
  }

  private checkHeader(header: readonly string[]): void {
    this.header = header;
    this.platformIndex = header.indexOf(PLATFORM_ID);
    if (this.platformIndex === -1) {
      this.add({ rule: 1, row: 0, column: PLATFORM_ID, message: `the header has no ${PLATFORM_ID} column` });
    }
    const { addressColumn } = this.options;
    if (addressColumn !== undefined && !header.includes(addressColumn)) {
      this.add({
        rule: 2,
        row: 0,
        column: addressColumn,
        message: `the header has no address column ${addressColumn}`,
      });
    }
    const seen = new Set<string>();
    for (const name of header) {
      if (!PROPERTY_NAME.test(name) || name.length > MAX_NAME) {
        const why =
          name.length > MAX_NAME
            ? `is longer than ${MAX_NAME} characters`
            : 'must be "Customer." followed by a letter or underscore and then letters, digits or underscores';
        this.add({
          rule: 3,
          row: 0,
          column: name.slice(0, 80),
          message: `header column "${name.slice(0, 80)}" ${why}`,
        });
      }
      if (seen.has(name))
        this.add({ rule: 4, row: 0, column: name, message: `header column "${name}" appears more than once` });
      seen.add(name);
    }
  }

  private add(issue: SendListIssue): void {
    if (!this.full) this.issues.push(issue);
  }
}

/**
 * The rules applied to CSV text or UTF-8 bytes as they stream, split anywhere. The runtime's CSV reader tells
 * `SendListFields` where values lie, which keeps of each row only what the rules look at (no string per value,
 * no array per record); header values are kept up to 2 * 4000 + 1 UTF-16 units (4000 characters take at most
 * 8000), so one huge value costs no memory. Bytes are decoded as `TextDecoder` does (a leading BOM dropped).
 */
export class SendListStreamChecker {
  private readonly checker: SendListChecker;
  private readonly tokenizer: CsvTokenizer;
  private decoder: TextDecoder | undefined;

  constructor(options: SendListValidationOptions = {}) {
    const checker = new SendListChecker(options);
    this.checker = checker;
    const fields: SendListFields = new SendListFields(
      {
        header: (values) => {
          checker.record(values);
          fields.setPlatformIndex(checker.platformColumn);
        },
        row: (width, problem, tooLong, badPlatformId) => {
          checker.scannedRow(width, problem, tooLong, badPlatformId);
        },
      },
      { maxChars: MAX_VALUE, maxValueChars: 2 * MAX_VALUE + 1, maxPlatformId: MAX_ID_TEXT },
    );
    this.tokenizer = new CsvTokenizer(fields);
  }

  /** Issues found so far. */
  get issues(): readonly SendListIssue[] {
    return this.checker.issues;
  }

  push(chunk: string | Uint8Array): void {
    if (this.checker.full) return;
    if (typeof chunk === 'string') this.tokenizer.push(chunk);
    else {
      this.decoder ??= new TextDecoder();
      this.tokenizer.push(this.decoder.decode(chunk, { stream: true }));
    }
  }

  finish(): SendListIssue[] {
    if (!this.checker.full) {
      if (this.decoder) this.tokenizer.push(this.decoder.decode());
      this.tokenizer.end();
    }
    return this.checker.finish();
  }
}

/** Every broken rule, in file order (row numbers count data rows from 1; the header is row 0). */
export function validateSendList(input: SendListInput, options: SendListValidationOptions = {}): SendListIssue[] {
  if (typeof input === 'string' || input instanceof Uint8Array) {
    const stream = new SendListStreamChecker(options);
    stream.push(input);
    return stream.finish();
  }
  const { header, rows } = 'records' in input ? recordTable(input.records, input.columns) : input;
  const checker = new SendListChecker(options);
  checker.record(header);
  for (const row of rows) {
    if (checker.full) break;
    checker.record(row);
  }
  return checker.finish();
}

/** Records as a header and rows of values in column order. */
function recordTable(
  records: readonly SendListRecord[],
  columns?: readonly string[],
): { header: readonly string[]; rows: Iterable<readonly string[]> } {
  const header = csvColumns(records, columns);
  // Lazily, so a check that stops at its issue limit builds no more rows.
  function* rows(): Generator<string[]> {
    for (const record of records) yield recordValues(record, header);
  }
  return { header, rows: rows() };
}

/** Throws SendListValidationError (naming `operationId`) when the list breaks a rule. */
export function assertValidSendList(
  operationId: string,
  input: SendListInput,
  options: SendListValidationOptions = {},
): void {
  const issues = validateSendList(input, options);
  if (issues.length > 0) throw new SendListValidationError(operationId, issues);
}
