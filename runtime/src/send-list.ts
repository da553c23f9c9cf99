/**
 * Local check of a send list against the six rules of mail reference section 6 (with the property-name rule of
 * "Recipient record", rule 4), so a bad list fails at once with row and column instead of as a FAIL status
 * minutes after the upload.
 */
import { sendListColumns, type SendListRecord } from './csv/build.js';
import { CsvParser, CsvSyntaxError } from './csv/parse.js';
import { DEFAULTS } from './defaults.js';
import { SendListValidationError, type SendListIssue } from './errors.js';

export interface SendListValidationOptions {
  /** The address column, later given as deliveryMailAddressPropertyName (rule 2); unchecked when absent. */
  readonly addressColumn?: string;
  /** Stop after this many issues; default `DEFAULTS.maxSendListIssues` (100). */
  readonly maxIssues?: number;
}

/** A send list as CSV text, as header + rows, or as records (with an optional column order). */
export type SendListInput =
  | string
  | { readonly header: readonly string[]; readonly rows: Iterable<readonly string[]> }
  | { readonly records: readonly SendListRecord[]; readonly columns?: readonly string[] };

const PROPERTY_NAME = /^Customer\.[A-Za-z_][A-Za-z0-9_]*$/;
const DECIMAL_ID = /^[1-9][0-9]{0,18}$/;

/** Platform IDs are integers 1..2^63-1, kept as decimal strings (mail reference, Recipient record rule 1). */
export function isValidPlatformId(value: string): boolean {
  return DECIMAL_ID.test(value) && BigInt(value) <= DEFAULTS.maxPlatformId;
}

function* rowsOfText(text: string): Generator<readonly string[]> {
  const parser = new CsvParser();
  for (const record of parser.push(text)) yield record.values;
  for (const record of parser.end()) yield record.values;
}

function* rowsOfRecords(records: readonly SendListRecord[], columns: readonly string[]): Generator<readonly string[]> {
  yield columns;
  for (const record of records) {
    yield columns.map((name) => {
      const value = record[name];
      return value === null || value === undefined ? '' : String(value);
    });
  }
}

function tableOf(input: SendListInput): Iterator<readonly string[]> {
  if (typeof input === 'string') return rowsOfText(input);
  if ('records' in input) return rowsOfRecords(input.records, sendListColumns(input.records, input.columns));
  const { header, rows } = input;
  return (function* () {
    yield header;
    yield* rows;
  })();
}

/** Every broken rule, in file order (row numbers count data rows from 1; the header is row 0). */
export function validateSendList(input: SendListInput, options: SendListValidationOptions = {}): SendListIssue[] {
  const maxIssues = options.maxIssues ?? DEFAULTS.maxSendListIssues;
  const issues: SendListIssue[] = [];
  const add = (issue: SendListIssue): boolean => {
    issues.push(issue);
    return issues.length >= maxIssues;
  };
  let table: Iterator<readonly string[]>;
  let first: IteratorResult<readonly string[]>;
  try {
    table = tableOf(input);
    first = table.next();
  } catch (error) {
    if (error instanceof CsvSyntaxError) return [{ rule: 5, row: undefined, column: undefined, message: `the CSV cannot be read at ${error.message}` }];
    throw error;
  }
  if (first.done) {
    return [{ rule: 1, row: undefined, column: DEFAULTS.platformIdColumn, message: 'the list is empty and has no header row' }];
  }
  const header = first.value;
  const platformIndex = header.indexOf(DEFAULTS.platformIdColumn);
  if (platformIndex === -1 && add({ rule: 1, row: 0, column: DEFAULTS.platformIdColumn, message: `the header has no ${DEFAULTS.platformIdColumn} column` })) return issues;
  if (options.addressColumn !== undefined && !header.includes(options.addressColumn)) {
    if (add({ rule: 2, row: 0, column: options.addressColumn, message: `the header has no address column ${options.addressColumn}` })) return issues;
  }
  const seen = new Set<string>();
  for (const name of header) {
    if (!PROPERTY_NAME.test(name) || name.length > DEFAULTS.maxPropertyNameChars) {
      const why = name.length > DEFAULTS.maxPropertyNameChars
        ? `is longer than ${DEFAULTS.maxPropertyNameChars} characters`
        : 'must be "Customer." followed by a letter or underscore and then letters, digits or underscores';
      if (add({ rule: 3, row: 0, column: name, message: `header column "${name}" ${why}` })) return issues;
    }
    if (seen.has(name)) {
      if (add({ rule: 4, row: 0, column: name, message: `header column "${name}" appears more than once` })) return issues;
    }
    seen.add(name);
  }
  let row = 0;
  try {
    for (let next = table.next(); !next.done; next = table.next()) {
      row++;
      const values = next.value;
      if (values.length !== header.length) {
        if (add({ rule: 5, row, column: undefined, message: `row ${row} has ${values.length} values but the header has ${header.length} columns` })) return issues;
        continue;
      }
      values.forEach((value, index) => {
        const column = header[index] as string;
        if (index === platformIndex) {
          if (!isValidPlatformId(value)) {
            add({ rule: 1, row, column, message: `row ${row}, column ${column}: "${value.slice(0, 40)}" is not an integer from 1 to ${DEFAULTS.maxPlatformId}` });
          }
        } else if (value.length > DEFAULTS.maxSendListValueChars) {
          add({ rule: 6, row, column, message: `row ${row}, column ${column}: the value has ${value.length} characters, more than ${DEFAULTS.maxSendListValueChars}` });
        }
      });
      if (issues.length >= maxIssues) return issues.slice(0, maxIssues);
    }
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      add({ rule: 5, row: row + 1, column: undefined, message: `row ${row + 1} cannot be read (${error.message})` });
      return issues;
    }
    throw error;
  }
  return issues;
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
